import { useEffect, useMemo, useRef, useState } from 'react';
import type { UndoState } from '../../db/matchStore.ts';
import { sameJson } from '../../db/edits.ts';
import { getRecordSince } from '../../db/matchRows.ts';
import { readRecord, readyToRead, undoState } from '../../db/matchStore.ts';
import type { MatchRecord } from '../../db/records.ts';
import type { Problem } from '../../engine/matchFile/problems.ts';
import { scoreMatch, scoringLoadedFor } from '../../engine/score.ts';
import type { Sheet } from '../../engine/sheet.ts';
import type { Match, Result } from '../../engine/types.ts';
import type { Storage } from '../../db/storage.ts';
import type { StoreReads } from '../../db/storeReads.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import { useStoreQuery } from '../storage/useStoreQuery.ts';

export interface LoadedMatch {
  readonly state: 'loading' | 'missing' | 'damaged' | 'ready';
  readonly record: MatchRecord | null;
  readonly read: Result<Match, Problem[]> | null;
  readonly sheet: Sheet | null;
  readonly undo: UndoState | undefined;
}

/**
 * A reader of one match for a live query. A change to the row that leaves the match as it was (the
 * matches list keeping its standing, src/db/standings.ts) gives back the very record read before,
 * so nothing on screen is read, validated, scored or reset again for it.
 */
function latestRecord(
  id: string,
  known: MatchRecord | null,
): (reads: StoreReads) => Promise<MatchRecord | null> {
  let last = known;
  return async (reads) => {
    last = (await getRecordSince(reads, id, last)) ?? null;
    return last;
  };
}

/**
 * Reads the match the address names as the app starts (src/ui/firstFrame.ts), so that the
 * table's first frame is the table. Its live queries read it again as usual, and take over.
 */
export function readMatchEarly(storage: Storage, id: string): Promise<void> {
  return storage.shown.readEarly(storage.reads, id);
}

/** A stored match, read through the validator and scored; live, so other tabs' edits appear. */
export function useMatch(id: string): LoadedMatch {
  const { shown } = useStorage();
  const [readEarly] = useState(() => shown.earlyRead);
  // Only for the match it read: the screen may go on to another match (the next rubber). Kept
  // when the store's reads change (its writing half loaded with the first write): both read the
  // one store on the device, and the match read is not read and scored again for it.
  const first = readEarly?.id === id ? readEarly : undefined;
  useEffect(() => shown.screenShown(), [shown]);
  // One reader for the match, across the store's reads: the record it last gave is given again
  // where the row has not changed, whichever reads it comes through.
  const latest = useMemo(() => latestRecord(id, first?.record ?? null), [id, first]);
  const record = useStoreQuery(latest, [latest], first?.record);
  // The undo step read again after a change: the very object shown already where it is the same
  // step, so that the table is not drawn again for it (as after the first frame's early read).
  const shownUndo = useRef(first?.undo);
  const undo = useStoreQuery(
    async (reads) => {
      const now = await undoState(reads, id);
      if (shownUndo.current !== undefined && sameJson(shownUndo.current, now)) {
        return shownUndo.current;
      }
      shownUndo.current = now;
      return now;
    },
    [id, record],
    first?.undo,
  );
  // The game's scoring first, by the file's own word for its game: reading a match played past
  // its plan (a tied Kapiti) needs it (readyToRead); then the match is read, then scored.
  const fileGame: unknown = record?.file.game;
  const [, scoringCame] = useState(0);
  const [scoringFailed, setScoringFailed] = useState<unknown>(null);
  const readable = record == null || scoringLoadedFor(fileGame);
  useEffect(() => {
    if (record == null || scoringLoadedFor(fileGame)) return undefined;
    let live = true;
    readyToRead([record]).then(
      () => live && scoringCame((n) => n + 1),
      (error: unknown) => live && setScoringFailed(error),
    );
    return () => {
      live = false;
    };
  }, [record, fileGame]);
  // Its code could not be loaded (offline before it was ever kept): the screen says so.
  if (scoringFailed !== null) throw scoringFailed;
  const read = useMemo(() => (record && readable ? readRecord(record) : null), [record, readable]);
  useEffect(() => {
    if (record == null || !read?.ok) return undefined;
    // A write starts from the match as shown while it is still the latest stored (KnownMatch).
    return shown.show(id, { record, match: read.value });
  }, [shown, id, record, read]);
  const sheet = useMemo(() => (read?.ok ? scoreMatch(read.value) : null), [read]);
  const state =
    record === undefined || (record !== null && !readable)
      ? 'loading'
      : record === null
        ? 'missing'
        : read?.ok
          ? 'ready'
          : 'damaged';
  return { state, record: record ?? null, read, sheet, undo };
}
