import { recordBackup } from '../../db/backups.ts';
import { backupFileName, exportBackup } from '../../db/importExport.ts';
import type { Storage } from '../../db/storage.ts';
import { shareOrDownload } from '../common/shareFile.ts';

/**
 * Saves every match as one backup file: through the share sheet where the device has one for
 * files, otherwise as a download. Notes the date, and says what happened.
 */
export async function backUpEverything(storage: Storage): Promise<string> {
  const { text, skipped } = await exportBackup(storage.db);
  const blob = new Blob([text], { type: 'application/json' });
  const how = await shareOrDownload(blob, backupFileName(), 'bridgepad backup');
  if (how === 'cancelled') return 'No backup made.';
  await storage.write((db) => recordBackup(db));
  const left =
    skipped.length === 0
      ? ''
      : ` ${skipped.length} damaged match${skipped.length === 1 ? ' was' : 'es were'} left out.`;
  return `${how === 'shared' ? 'Backup shared.' : 'Backup saved.'}${left}`;
}
