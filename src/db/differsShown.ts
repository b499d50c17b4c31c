import type { BridgepadDb } from './database.ts';
import type { SyncDiffersRecord } from './records.ts';

/**
 * Whether a match's copies in the club differ, as the matches list, the table and Compare show it
 * (docs/format.md, "Two copies that differ"): read live, so kept apart from the rest of the
 * mirror's bookkeeping (syncRecords.ts), which loads with the sync and the desk.
 */

/** A match's document in the club is `match:<match id>` (docs/format.md, "The club's documents"). */
const MATCH_DOC = 'match:';

/** Whether one match's copies differ, and with whose. */
export function matchDiffers(
  db: BridgepadDb,
  matchId: string,
): Promise<SyncDiffersRecord | undefined> {
  return db.syncDiffers.get(MATCH_DOC + matchId);
}
