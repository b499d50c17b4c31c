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
  /**
   * Whether the device's copy is still waiting to be in step with the club for the first time (a
   * device joining): a document never mirrored that the copy does not hold yet may be the club's
   * already, on its way, so it is not written until the copy has seen the club.
   */
  readonly awaitingClub: () => boolean;
}
