import type { SettingRecord } from './records.ts';
import type { ReadSource } from './storeReads.ts';
import { readsOf } from './storeReads.ts';

/** Where the rolling backup's dates are kept (src/db/backups.ts, which loads when used). */
export const BACKUP_KEY = 'backup';

/** When every match was last saved as one backup, or null if never: for the matches list. */
export async function lastBackupAt(source: ReadSource): Promise<string | null> {
  const saved = (await readsOf(source).get<SettingRecord>('settings', BACKUP_KEY))?.value as
    { lastAt?: string } | undefined;
  return saved?.lastAt ?? null;
}
