import { useEffect, useState } from 'react';
import type { ListedRow } from '../../db/standings.ts';
import { listRows } from '../../db/standings.ts';
import type { countMatches } from '../../db/matchCountRead.ts';
import { useStoreQuery } from './useStoreQuery.ts';

/** The count's code, loaded once the list is longer than a page. */
interface CountModule {
  readonly countMatches: typeof countMatches;
}

export type MatchListItem = ListedRow;

/** The list's first matches, and how many there are in all once that is counted. */
export interface MatchList {
  readonly rows: readonly MatchListItem[];
  readonly total: number | undefined;
}

/**
 * The `limit` newest matches, with how they stand, and how many there are in all; live across
 * tabs. Reads those matches' rows alone, not their deals, but for a match whose kept standing is
 * stale (src/db/standings.ts); the count of a list longer than that comes apart (kept with the
 * writes, src/db/matchCount.ts), and the rows are shown without waiting for it. While a longer list
 * is read, the shorter one stays.
 */
export function useMatchList(limit: number): MatchList | undefined {
  const rows = useStoreQuery((reads) => listRows(reads, limit), [limit]);
  // Fewer rows than asked for are all there are; only a full list is counted, its code loaded
  // then.
  const full = rows !== undefined && rows.length >= limit;
  const [counting, setCounting] = useState<CountModule | null>(null);
  useEffect(() => {
    if (full && counting === null)
      import('../../db/matchCountRead.ts').then(setCounting, () => undefined);
  }, [full, counting]);
  // Read in the live query itself, with its code loaded before, so the query hears of every write.
  const total = useStoreQuery(
    (reads) => (full && counting !== null ? counting.countMatches(reads) : undefined),
    [full, counting],
  );
  return rows === undefined ? undefined : { rows, total: full ? total : rows.length };
}
