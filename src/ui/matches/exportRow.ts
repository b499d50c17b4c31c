import type { BridgepadDb } from '../../db/database.ts';
import { exportMatch } from '../../db/importExport.ts';
import { getRecord } from '../../db/matchRows.ts';
import type { Match } from '../../engine/types.ts';
import { downloadText } from '../common/download.ts';
import { matchFileName } from '../common/fileNames.ts';

/**
 * A match's Export on the matches list, loaded when tapped: the list carries neither the export
 * nor the match's deals. Resolves to false when the match no longer reads as a valid match.
 */
export async function exportRow(db: BridgepadDb, id: string, value: Match): Promise<boolean> {
  const record = await getRecord(db, id);
  if (record === undefined) return true;
  const text = exportMatch(record);
  if (text.ok) downloadText(matchFileName(value), text.value);
  return text.ok;
}
