import type { DeskRecord } from '../season/deskRecord.ts';
import { readDesk } from '../season/deskRecord.ts';
import type { BridgepadDb } from './database.ts';
import type { KeptRow as DeskRow } from './records.ts';
import { KEEP_DAYS } from './deletedCount.ts';
import { now } from './matchStore.ts';

/**
 * Deleting a competition, as a match is deleted (deletedMatches.ts): it waits among the recently
 * deleted for KEEP_DAYS days, with its results and their match files, to be restored or cleared
 * away for good. A deleted desk stays in its store, marked with when it was deleted.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes a competition; true when there was one to delete. */
export function deleteDesk(db: BridgepadDb, id: string, at: string = now()): Promise<boolean> {
  return db.transaction('rw', db.desks, async () => {
    const row = await db.desks.get(id);
    if (row === undefined || row.deletedAt !== undefined) return false;
    await db.desks.put({ ...row, deletedAt: at });
    return true;
  });
}

/** Puts a deleted competition back; true when it was among the recently deleted. */
export function restoreDesk(db: BridgepadDb, id: string): Promise<boolean> {
  return db.transaction('rw', db.desks, async () => {
    const row = await db.desks.get(id);
    if (row === undefined || row.deletedAt === undefined) return false;
    const { deletedAt: _deletedAt, ...kept } = row;
    await db.desks.put({ ...kept, id });
    return true;
  });
}

/** The recently deleted competitions, the latest deletion first. */
export async function listDeletedDesks(db: BridgepadDb): Promise<DeskRecord[]> {
  const desks = (await db.desks.toArray()).flatMap((row) => {
    const read = readDesk(row);
    return read.ok && read.value.deletedAt !== undefined ? [read.value] : [];
  });
  return desks.sort((a, b) => (b.deletedAt ?? '').localeCompare(a.deletedAt ?? ''));
}

/** Clears deleted competitions away for good, each with the match files of its results. */
function clear(db: BridgepadDb, which: (rows: readonly DeskRow[]) => string[]): Promise<number> {
  return db.transaction('rw', db.desks, db.resultFiles, async () => {
    const ids = which(await db.desks.toArray());
    for (const id of ids) {
      await db.desks.delete(id);
      await db.resultFiles.where('deskId').equals(id).delete();
    }
    return ids.length;
  });
}

/** Deletes a deleted competition for good. */
export async function deleteDeskForever(db: BridgepadDb, id: string): Promise<void> {
  await clear(db, (rows) =>
    rows.some((row) => row.id === id && row.deletedAt !== undefined) ? [id] : [],
  );
}

/** Clears the competitions deleted more than KEEP_DAYS days before `today`; returns how many. */
export function clearExpiredDesks(db: BridgepadDb, today: Date = new Date()): Promise<number> {
  const cutoff = new Date(today.getTime() - KEEP_DAYS * DAY_MS).toISOString();
  return clear(db, (rows) =>
    rows.flatMap((row) =>
      typeof row.deletedAt === 'string' && row.deletedAt < cutoff ? [row.id] : [],
    ),
  );
}

/** The day a deleted competition will be cleared away. */
export function deskClearedOn(desk: DeskRecord): Date {
  return new Date(new Date(desk.deletedAt ?? now()).getTime() + KEEP_DAYS * DAY_MS);
}
