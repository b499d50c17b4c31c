import { BACKUP_KEY as KEY } from './backupDate.ts';
import type { BridgepadDb } from './database.ts';

/**
 * The rolling backup (never lose a season): when every match was last saved as one backup file,
 * and when one was last offered. A backup is offered after a finished match, at most once a week:
 * not again within BACKUP_EVERY_DAYS of the last backup or the last offer turned down.
 */
export const BACKUP_EVERY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BackupState {
  /** When the last backup was saved or shared, or null if never. */
  readonly lastAt: string | null;
  /** When a backup was last offered and turned down ("Not now"), or null. */
  readonly offeredAt: string | null;
}

export async function backupState(db: BridgepadDb): Promise<BackupState> {
  const saved = (await db.settings.get(KEY))?.value as Partial<BackupState> | undefined;
  return { lastAt: saved?.lastAt ?? null, offeredAt: saved?.offeredAt ?? null };
}

async function update(db: BridgepadDb, change: Partial<BackupState>): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const now = await backupState(db);
    await db.settings.put({ key: KEY, value: { ...now, ...change } });
  });
}

/** Notes a backup just saved or shared. */
export function recordBackup(db: BridgepadDb, at: string = new Date().toISOString()) {
  return update(db, { lastAt: at });
}

/** Notes an offer turned down: not offered again for a week. */
export function recordOfferDeclined(db: BridgepadDb, at: string = new Date().toISOString()) {
  return update(db, { offeredAt: at });
}

/** Whether to offer a backup now: none for a week, and no offer turned down for a week. */
export function backupDue(state: BackupState, now: Date = new Date()): boolean {
  const latest = [state.lastAt, state.offeredAt]
    .filter((at): at is string => at !== null)
    .map((at) => new Date(at).getTime())
    .reduce((a, b) => Math.max(a, b), -Infinity);
  return now.getTime() - latest >= BACKUP_EVERY_DAYS * DAY_MS;
}
