import type { BridgepadDb } from './database.ts';

/** Where the rolling backup's dates are kept (src/db/backups.ts, which loads when used). */
export const BACKUP_KEY = 'backup';

/** When every match was last saved as one backup, or null if never: for the matches list. */
export async function lastBackupAt(db: BridgepadDb): Promise<string | null> {
  const saved = (await db.settings.get(BACKUP_KEY))?.value as { lastAt?: string } | undefined;
  return saved?.lastAt ?? null;
}
