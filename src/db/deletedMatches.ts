import type { BridgepadDb } from './database.ts';
import { isQuotaError } from './database.ts';
import { getRecord, hasRecord } from './matchRows.ts';
import { deleteRecord, putRecords } from './matchRowWrites.ts';
import { newId, now, readRecord } from './matchStore.ts';
import { toRecord } from './matchWrites.ts';
import type { DeletedRecord, MatchRecord } from './records.ts';
import { KEEP_DAYS } from './deletedCount.ts';

/**
 * Deleting a match never destroys it at once: it moves to the recently deleted matches, where it
 * can be restored for KEEP_DAYS days, also after a reload, before it is cleared away for good
 * with its history.
 */
export { countDeleted, KEEP_DAYS } from './deletedCount.ts';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Moves a match to the recently deleted; returns its record, or undefined if it was gone. On a
 * device too full to keep it there, where deleting is how a player makes room, the match is
 * deleted at once with its history instead (`binned: false`): only the returned record can
 * bring it back, without its history.
 */
export async function deleteMatch(
  db: BridgepadDb,
  matchId: string,
  at: string = now(),
): Promise<{ readonly record: MatchRecord; readonly binned: boolean } | undefined> {
  try {
    const record = await moveToBin(db, matchId, at);
    return record === undefined ? undefined : { record, binned: true };
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    return db.transaction('rw', db.matches, db.dealPages, db.history, async () => {
      const record = await getRecord(db, matchId);
      if (record === undefined) return undefined;
      await deleteRecord(db, matchId);
      await db.history.where('matchId').equals(matchId).delete();
      return { record, binned: false };
    });
  }
}

function moveToBin(db: BridgepadDb, matchId: string, at: string): Promise<MatchRecord | undefined> {
  return db.transaction('rw', db.matches, db.dealPages, db.deleted, async () => {
    const record = await getRecord(db, matchId);
    if (record === undefined) return undefined;
    // An earlier deletion of the same id still waiting (it cannot happen through the app, which
    // imports such a match under a new id) is kept too, under an id of its own.
    const earlier = await db.deleted.get(matchId);
    if (earlier !== undefined) {
      const copy = asCopy(earlier.record);
      await db.deleted.put({ ...earlier, id: copy.id, record: copy });
    }
    await db.deleted.put({ id: matchId, deletedAt: at, record });
    await deleteRecord(db, matchId);
    return record;
  });
}

/** The same match under a new id of its own. */
function asCopy(record: MatchRecord): MatchRecord {
  const read = readRecord(record);
  return read.ok
    ? toRecord({ ...read.value, id: newId() }, { updatedAt: record.updatedAt })
    : { ...record, id: newId() };
}

export type RestoreResult =
  | { readonly ok: true; readonly record: MatchRecord; readonly copy: boolean }
  | { readonly ok: false; readonly message: string };

/**
 * Puts a deleted match back in the list. If a match with the same id has come back since (an
 * import of its file), the deleted one returns beside it as a copy under a new id, so neither
 * is overwritten.
 */
export async function restoreMatch(
  db: BridgepadDb,
  matchId: string,
  /** The record deleteMatch returned, for a match deleted at once on a full device. */
  unbinned?: MatchRecord,
): Promise<RestoreResult> {
  return db.transaction('rw', db.matches, db.dealPages, db.deleted, async () => {
    const found = await db.deleted.get(matchId);
    const entry =
      found ??
      (unbinned !== undefined && !(await hasRecord(db, matchId))
        ? { id: matchId, deletedAt: now(), record: unbinned }
        : undefined);
    if (entry === undefined)
      return {
        ok: false,
        message:
          unbinned === undefined
            ? 'That match is no longer among the recently deleted.'
            : 'That match cannot come back: one with the same id is in the list again.',
      };
    await db.deleted.delete(matchId);
    if (!(await hasRecord(db, matchId))) {
      await putRecords(db, [entry.record]);
      return { ok: true, record: entry.record, copy: false };
    }
    const record = asCopy(entry.record);
    await putRecords(db, [record]);
    return { ok: true, record, copy: true };
  });
}

/** The recently deleted matches, the latest deletion first: the first `limit` of them. */
export async function listDeleted(
  db: BridgepadDb,
  limit = Number.POSITIVE_INFINITY,
): Promise<DeletedRecord[]> {
  const latest = db.deleted.orderBy('deletedAt').reverse();
  return (Number.isFinite(limit) ? latest.limit(limit) : latest).toArray();
}

/**
 * Clears deleted matches away for good, each with its history unless the match is back in the
 * list. `which` picks them inside the same transaction, so none is restored and deleted again
 * between the choice and the clearing.
 */
async function clear(db: BridgepadDb, which: () => Promise<readonly string[]>): Promise<number> {
  return db.transaction('rw', db.matches, db.deleted, db.history, async () => {
    const matchIds = await which();
    for (const matchId of matchIds) {
      await db.deleted.delete(matchId);
      if (!(await hasRecord(db, matchId)))
        await db.history.where('matchId').equals(matchId).delete();
    }
    return matchIds.length;
  });
}

export async function deleteForever(db: BridgepadDb, matchId: string): Promise<void> {
  await clear(db, () => Promise.resolve([matchId]));
}

/** Clears the matches deleted more than KEEP_DAYS days before `today`; returns how many. */
export async function clearExpired(db: BridgepadDb, today: Date = new Date()): Promise<number> {
  const cutoff = new Date(today.getTime() - KEEP_DAYS * DAY_MS).toISOString();
  return clear(db, () => db.deleted.where('deletedAt').below(cutoff).primaryKeys());
}

/** The day a deleted match will be cleared away. */
export function clearedOn(entry: DeletedRecord): Date {
  return new Date(new Date(entry.deletedAt).getTime() + KEEP_DAYS * DAY_MS);
}
