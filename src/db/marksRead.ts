import type { BridgepadDb } from './database.ts';
import type { MatchMarkRecord } from './matchMarks.ts';

/**
 * The marks of match writes as the club's mirror reads them (matchMarks.ts): apart from the
 * middleware that writes them, so that only a device in a club loads them.
 */

/** How far the marks have come: the highest mark's number; 0 when there is none. */
export async function lastMark(db: BridgepadDb): Promise<number> {
  return (await db.matchMarks.orderBy('seq').last())?.seq ?? 0;
}

/** The marks numbered above `seq`: the matches written or removed since that mark. */
export function marksAfter(db: BridgepadDb, seq: number): Promise<MatchMarkRecord[]> {
  return db.matchMarks.where('seq').above(seq).toArray();
}
