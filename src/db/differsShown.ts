import type { BridgepadDb } from './database.ts';
import type { SyncDiffersRecord } from './records.ts';

/**
 * The matches whose copies in the club differ, as the matches list and the table show them
 * (docs/format.md, "Two copies that differ"): read live on the first screen, so kept apart from
 * the rest of the mirror's bookkeeping (syncRecords.ts), which loads with the sync and the desk.
 */

/** A match's document in the club is `match:<match id>` (docs/format.md, "The club's documents"). */
const MATCH_DOC = 'match:';

/** The matches whose copies differ, by match id: live on the matches list. */
export async function differingMatches(db: BridgepadDb): Promise<Map<string, SyncDiffersRecord>> {
  const found = await db.syncDiffers.where('docId').startsWith(MATCH_DOC).toArray();
  return new Map(found.map((record) => [record.docId.slice(MATCH_DOC.length), record]));
}

/** Whether one match's copies differ, and with whose: live at the table and on Compare. */
export function matchDiffers(
  db: BridgepadDb,
  matchId: string,
): Promise<SyncDiffersRecord | undefined> {
  return db.syncDiffers.get(MATCH_DOC + matchId);
}
