import { getRecord } from './matchRows.ts';
import type { KnownMatch, UndoState } from './matchStore.ts';
import { readyToRead, undoState } from './matchStore.ts';
import type { MatchRecord } from './records.ts';
import type { StoreReads } from './storeReads.ts';

/** A match read as the app starts, before its first frame, for that frame to show. */
export interface EarlyRead {
  readonly id: string;
  readonly record: MatchRecord | null;
  readonly undo: UndoState;
}

/**
 * What the app's screens hold of its matches, for as long as its store is open (the Storage keeps
 * it, src/db/storage.ts): the match each open screen shows, as read, which a write starts from
 * while it is still the latest stored (KnownMatch); and the match read early for the first frame
 * (src/ui/firstFrame.ts), until a screen has been shown.
 */
export class ShownMatches {
  private readonly shown = new Map<string, KnownMatch>();
  private early: EarlyRead | null = null;
  /** Screens of a match shown so far: a read that ends after one was shown is too late for it. */
  private screens = 0;

  known(id: string): KnownMatch | undefined {
    return this.shown.get(id);
  }

  /** A screen shows this match as read; the returned function says it no longer does. */
  show(id: string, known: KnownMatch): () => void {
    this.shown.set(id, known);
    return () => {
      if (this.shown.get(id) === known) this.shown.delete(id);
    };
  }

  /** Reads a match for the first frame, kept unless a screen was shown before the read ended. */
  async readEarly(reads: StoreReads, id: string): Promise<void> {
    const before = this.screens;
    const [record, undo] = await Promise.all([getRecord(reads, id), undoState(reads, id)]);
    // Its game's scoring too, where that comes with a game's first match: the first frame is the
    // table. Should it not load, the table says so as it is drawn (useMatch).
    await readyToRead([record]).catch(() => undefined);
    if (this.screens === before) this.early = { id, record: record ?? null, undo };
  }

  /** The early read, for the screens drawn in the first frame. */
  get earlyRead(): EarlyRead | null {
    return this.early;
  }

  /** A screen of a match has been shown: the early read has had its frame. */
  screenShown(): void {
    this.screens += 1;
    this.early = null;
  }
}
