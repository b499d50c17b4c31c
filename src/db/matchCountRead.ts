import type { CountRecord } from './matchCount.ts';
import { isCount, MATCH_COUNT } from './matchCount.ts';
import type { ReadSource } from './storeReads.ts';
import { readsOf } from './storeReads.ts';

/**
 * Reading the count of matches kept (matchCount.ts), in a file of its own: the list loads it only
 * once it is longer than a page (src/ui/storage/useMatchList.ts).
 */

/** How many matches are stored: the count kept, or the rows counted where none is. */
export async function countMatches(source: ReadSource): Promise<number> {
  const reads = readsOf(source);
  const kept = (await reads.get<CountRecord>('counts', MATCH_COUNT))?.value;
  return isCount(kept) ? kept : reads.count('matches');
}
