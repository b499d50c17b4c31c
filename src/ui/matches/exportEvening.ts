import type { BridgepadDb } from '../../db/database.ts';
import { BACKUP_FORMAT } from '../../db/importExport.ts';
import { readRecord, readyToRead } from '../../db/matchStore.ts';
import { getRecords } from '../../db/matchRows.ts';
import { toMatchFile } from '../../engine/matchFile/serialize.ts';
import { downloadText } from '../common/download.ts';
import { eveningFileName } from '../common/fileNames.ts';

/**
 * An evening of a table of five or six as one file (docs/format.md, "An evening's file"): a
 * version 1 backup holding its rubbers, in the order played, which Import reads back (and the
 * ledger then counts) as it reads any backup. Loaded when Export is tapped on the evening's row.
 * Resolves to the number of rubbers that could not be read, and were left out.
 */
export async function exportEvening(
  db: BridgepadDb,
  ids: readonly string[],
  players: readonly string[],
  startedAt: string,
): Promise<number> {
  const records = await getRecords(db, ids);
  await readyToRead(records);
  const matches: Record<string, unknown>[] = [];
  let unread = 0;
  let game: string | undefined;
  for (const record of records) {
    const read = record === undefined ? null : readRecord(record);
    if (read?.ok) {
      matches.push(toMatchFile(read.value));
      game ??= read.value.game;
    } else unread += 1;
  }
  const file = { format: BACKUP_FORMAT, version: 1, exportedAt: new Date().toISOString(), matches };
  downloadText(eveningFileName(game, players, startedAt), `${JSON.stringify(file, null, 2)}\n`);
  return unread;
}
