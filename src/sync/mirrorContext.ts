import type { Problem } from '../engine/matchFile/problems.ts';
import type { BridgepadDb } from '../db/database.ts';
import type { LocalPouch } from './pouch.ts';

/**
 * What every part of the mirror works with: the device's store, its copy of the club's database,
 * the member it writes as, the device's clock, and where it says what it could not take or send.
 */
export interface MirrorContext {
  readonly db: BridgepadDb;
  readonly local: LocalPouch;
  /** The signed-in member: the `author` of every document and step this device writes. */
  readonly member: string;
  readonly now: () => Date;
  /** A document the mirror could not send or take, with why; `null` problems once it could. */
  readonly unreadable: (docId: string, problems: readonly Problem[] | null) => void;
}
