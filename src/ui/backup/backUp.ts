import { recordBackup } from '../../db/backups.ts';
import { backupFileName, writeBackup } from '../../db/backupFile.ts';
import { keptChoices } from '../../state/uiStore.ts';
import type { Storage } from '../../db/storage.ts';
import { downloadText } from '../common/download.ts';
import { playedDay } from '../common/fileNames.ts';
import { shareOrDownload } from '../common/shareFile.ts';
import { APP_NAME } from '../../engine/appName.ts';

/**
 * Saves everything the device keeps as one backup file (docs/format.md, "The backup"): through the share sheet where the device has one for
 * files (unless `share` is false: Export all saves it), otherwise as a download. Notes the date,
 * and says what happened.
 */
export async function backUpEverything(storage: Storage, share = true): Promise<string> {
  const { text, unreadable, at } = await writeBackup(await storage.database(), keptChoices());
  const blob = new Blob([text], { type: 'application/json' });
  const how = share
    ? await shareOrDownload(blob, backupFileName(playedDay(at)), `${APP_NAME} backup`)
    : (downloadText(backupFileName(playedDay(at)), text), 'downloaded');
  if (how === 'cancelled') return 'No backup made.';
  await storage.write((db) => recordBackup(db, at));
  const left =
    unreadable === 0
      ? ''
      : ` ${unreadable} damaged match${unreadable === 1 ? ' is' : 'es are'} in it as kept, unread.`;
  return `${how === 'shared' ? 'Backup shared.' : 'Backup saved.'}${left}`;
}
