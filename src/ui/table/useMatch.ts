import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import type { UndoState } from '../../db/matchStore.ts';
import type { BridgepadDb } from '../../db/database.ts';
import { getRecord, getRow } from '../../db/matchRows.ts';
import type { KnownMatch } from '../../db/matchStore.ts';
import { readRecord, undoState } from '../../db/matchStore.ts';
import type { MatchRecord } from '../../db/records.ts';
import type { Problem } from '../../engine/matchFile/problems.ts';
import { scoreMatch } from '../../engine/score.ts';
import type { Sheet } from '../../engine/sheet.ts';
import type { Match, Result } from '../../engine/types.ts';
import { useDb } from '../storage/StorageProvider.tsx';

export interface LoadedMatch {
  readonly state: 'loading' | 'missing' | 'damaged' | 'ready';
  readonly record: MatchRecord | null;
  readonly read: Result<Match, Problem[]> | null;
  readonly sheet: Sheet | null;
  readonly undo: UndoState | undefined;
}

/**
 * The match each open screen shows, as read: a write starts from it when it is still the latest
 * stored (KnownMatch), rather than reading every deal again.
 */
const shown = new Map<string, KnownMatch>();

export function knownMatch(id: string): KnownMatch | undefined {
  return shown.get(id);
}

/**
 * A reader of one match for a live query: the match's row first, and its deals only when the row
 * was written since the last read. A change to the row that leaves the match as it was (the
 * matches list keeping its standing, src/db/standings.ts) gives back the very record read before,
 * so nothing on screen is read, validated, scored or reset again for it.
 */
function latestRecord(db: BridgepadDb, id: string): () => Promise<MatchRecord | null> {
  let last: MatchRecord | null = null;
  return async () => {
    if (last !== null && last.rev !== undefined) {
      const row = await getRow(db, id);
      if (row !== undefined && row.rev === last.rev && row.updatedAt === last.updatedAt) {
        return last;
      }
    }
    last = (await getRecord(db, id)) ?? null;
    return last;
  };
}

/** A stored match, read through the validator and scored; live, so other tabs' edits appear. */
export function useMatch(id: string): LoadedMatch {
  const db = useDb();
  const read = useMemo(() => latestRecord(db, id), [db, id]);
  const record = useLiveQuery(read, [read]);
  const undo = useLiveQuery(() => undoState(db, id), [db, id, record]);
  const valid = useMemo(() => (record ? readRecord(record) : null), [record]);
  useEffect(() => {
    if (record == null || !valid?.ok) return undefined;
    shown.set(id, { record, match: valid.value });
    return () => {
      if (shown.get(id)?.record === record) shown.delete(id);
    };
  }, [id, record, valid]);
  const sheet = useMemo(() => (valid?.ok ? scoreMatch(valid.value) : null), [valid]);
  const state =
    record === undefined
      ? 'loading'
      : record === null
        ? 'missing'
        : valid?.ok
          ? 'ready'
          : 'damaged';
  return { state, record: record ?? null, read: valid, sheet, undo };
}
