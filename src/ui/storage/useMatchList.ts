import { useLiveQuery } from 'dexie-react-hooks';
import type { ListedRow } from '../../db/standings.ts';
import { countMatches, listRows } from '../../db/standings.ts';
import { useDb } from './StorageProvider.tsx';

export type MatchListItem = ListedRow;

/** The list's first matches, and how many there are in all once that is counted. */
export interface MatchList {
  readonly rows: readonly MatchListItem[];
  readonly total: number | undefined;
}

/**
 * The `limit` newest matches, with how they stand, and how many there are in all; live across
 * tabs. Reads those matches' rows alone, not their deals, but for a match whose kept standing is
 * stale (src/db/standings.ts); the count comes apart, and the rows are shown without waiting for
 * it. While a longer list is read, the shorter one stays.
 */
export function useMatchList(limit: number): MatchList | undefined {
  const db = useDb();
  const rows = useLiveQuery(() => listRows(db, limit), [db, limit]);
  const total = useLiveQuery(() => countMatches(db), [db]);
  return rows === undefined ? undefined : { rows, total };
}
