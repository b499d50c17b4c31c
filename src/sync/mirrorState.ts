import type { LocalPouch, PouchDoc } from './pouch.ts';
import { isMissing } from './pouch.ts';
import type { SyncStatus } from './syncStatus.ts';

/**
 * How far the mirror has come, kept in the device's copy of the club's database itself (a
 * `_local` document, which never replicates), so it goes with that copy: a copy made anew starts
 * the mirror anew.
 */
export interface MirrorState {
  /** The device's copy's changes feed, read up to here. */
  readonly pulledSeq: number;
  /**
   * The marks of the matches written on the device (src/db/matchMarks.ts), looked at up to this
   * one; null: never, every match's key is compared instead. A number, never the device's clock,
   * so a clock set back sends what is written after all the same.
   */
  readonly markedUpTo: number | null;
  /**
   * When every match's key was last compared with those mirrored (src/sync/mirrorPush.ts), by the
   * device's clock; null: never since this was kept.
   */
  readonly reconciledAt: string | null;
  /** The replication has sent the device's copy up to here (its push checkpoint). */
  readonly pushedSeq: number;
  /** When the device was last in step with the club's server. */
  readonly inStepAt: string | null;
  /**
   * The documents the club's server refused, kept until the device sends each again: the
   * replication passes a refused document by, and says so only once.
   */
  readonly refused: SyncStatus['refused'];
}

export const STATE_ID = '_local/bridgepad-mirror';

const FRESH: MirrorState = {
  pulledSeq: 0,
  markedUpTo: null,
  reconciledAt: null,
  pushedSeq: 0,
  inStepAt: null,
  refused: [],
};

/** What a state kept before version 7 of the store held instead of the marks looked at. */
interface Legacy {
  /** The rows looked at up to this time of the device's clock. */
  readonly scannedAt?: string | null;
}

/**
 * A state as kept. One kept before the marks looked at rows by the clock (`scannedAt`): it looks
 * at every mark once, the upgrade having marked every match written on the device (schema.ts,
 * version 7), so nothing written before is left unsent.
 */
function kept({ scannedAt, ...state }: Partial<MirrorState> & Legacy): MirrorState {
  const markedUpTo =
    state.markedUpTo !== undefined ? state.markedUpTo : typeof scannedAt === 'string' ? 0 : null;
  return { ...FRESH, ...state, markedUpTo };
}

/** The mirror's state, kept and written one change at a time. */
export class StateStore {
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly local: LocalPouch,
    private current: MirrorState,
    /** Whether the copy had a state: a copy without one was never mirrored. */
    readonly found: boolean,
  ) {}

  static async open(local: LocalPouch): Promise<StateStore> {
    try {
      const doc = await local.get(STATE_ID);
      return new StateStore(local, kept(doc.state as Partial<MirrorState> & Legacy), true);
    } catch (error) {
      if (isMissing(error)) return new StateStore(local, FRESH, false);
      throw error;
    }
  }

  get state(): MirrorState {
    return this.current;
  }

  /** Changes the state and writes it, after any write before it. */
  save(change: Partial<MirrorState>): Promise<void> {
    this.current = { ...this.current, ...change };
    const state = this.current;
    // A write that failed was said to its caller; the next one is written all the same.
    const write = this.writing
      .catch(() => undefined)
      .then(async () => {
        let rev: string | undefined;
        try {
          rev = (await this.local.get(STATE_ID))._rev;
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
        const doc: PouchDoc = { _id: STATE_ID, ...(rev === undefined ? {} : { _rev: rev }), state };
        await this.local.put(doc);
      });
    this.writing = write;
    return write;
  }
}
