import type { ReadSource } from './storeReads.ts';
import { readsOf } from './storeReads.ts';

/**
 * What the matches list shows of the recently deleted before any is touched: how long they are
 * kept and how many there are. Apart from deletedMatches.ts so the list's first screen does not
 * carry deleting and restoring, which load when used.
 */
export const KEEP_DAYS = 30;

/** How many matches wait among the recently deleted. */
export function countDeleted(source: ReadSource): Promise<number> {
  return readsOf(source).count('deleted');
}
