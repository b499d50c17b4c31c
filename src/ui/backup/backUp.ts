import { recordBackup } from '../../db/backups.ts';
import { backupFileName, exportBackup } from '../../db/importExport.ts';
import type { Storage } from '../../db/storage.ts';
import { downloadText } from '../common/download.ts';
import { shareOrDownload } from '../common/shareFile.ts';

/**
 * Saves every match as one backup file: through the share sheet where the device has one for
 * files (unless `share` is false: Export all saves it), otherwise as a download. Notes the date,
 * and says what happened.
 */
export async function backUpEverything(storage: Storage, share = true): Promise<string> {
  const { text, skipped } = await exportBackup(storage.db);
  const blob = new Blob([text], { type: 'application/json' });
  const how = share
    ? await shareOrDownload(blob, backupFileName(), 'bridgepad backup')
    : (downloadText(backupFileName(), text), 'downloaded');
  if (how === 'cancelled') return 'No backup made.';
  await storage.write((db) => recordBackup(db));
  const left =
    skipped.length === 0
      ? ''
      : ` ${skipped.length} damaged match${skipped.length === 1 ? ' was' : 'es were'} left out.`;
  return `${how === 'shared' ? 'Backup shared.' : 'Backup saved.'}${left}`;
}
