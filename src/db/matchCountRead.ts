import type { BridgepadDb } from './database.ts';
import { isCount, MATCH_COUNT } from './matchCount.ts';

/**
 * Reading the count of matches kept (matchCount.ts), in a file of its own: the list loads it only
 * once it is longer than a page (src/ui/storage/useMatchList.ts).
 */

/** How many matches are stored: the count kept, or the rows counted where none is. */
export async function countMatches(db: BridgepadDb): Promise<number> {
  const kept = (await db.counts.get(MATCH_COUNT))?.value;
  return isCount(kept) ? kept : db.matches.count();
}
