import type { BridgepadDb } from './database.ts';
import { isQuotaError } from './database.ts';
import { getRecords } from './matchRows.ts';
import { deleteRecords, matchStores, putRecords } from './matchRowWrites.ts';
import { newId, now, readRecord } from './matchStore.ts';
import { toRecord } from './matchWrites.ts';
import type { DeletedRecord, MatchRecord } from './records.ts';
import { placesKept } from './eveningPlaces.ts';
import { KEEP_DAYS } from './deletedCount.ts';

/**
 * Deleting a match never destroys it at once: it moves to the recently deleted matches, where it
 * can be restored for KEEP_DAYS days, also after a reload, before it is cleared away for good
 * with its history.
 */
export { countDeleted, KEEP_DAYS } from './deletedCount.ts';
const DAY_MS = 24 * 60 * 60 * 1000;

/** What deleting some matches did: their records, and whether they wait among the recently deleted. */
export interface Deleted {
  /** The matches deleted, in the order asked; one gone already is left out. */
  readonly records: readonly MatchRecord[];
  /** False when the device was too full to keep them there: only `records` can bring them back. */
  readonly binned: boolean;
}

/**
 * Moves matches to the recently deleted, all in one transaction: all go, or none. On a device
 * too full to keep them there, where deleting is how a player makes room, they are deleted at
 * once with their history instead (`binned: false`), in one transaction too: only the returned
 * records can bring them back, without their history.
 */
export async function deleteMatches(
  db: BridgepadDb,
  matchIds: readonly string[],
  at: string = now(),
): Promise<Deleted> {
  try {
    return { records: await moveToBin(db, matchIds, at), binned: true };
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    return db.transaction('rw', [...matchStores(db), db.history, db.ledgerTotals], async () => {
      const records = await storedRecords(db, matchIds);
      await deleteRecords(db, ids(records), { full: true });
      if (records.length > 0) await db.history.where('matchId').anyOf(ids(records)).delete();
      return { records, binned: false };
    });
  }
}

/**
 * Moves a match to the recently deleted (deleteMatches); returns its record, or undefined if it
 * was gone.
 */
export async function deleteMatch(
  db: BridgepadDb,
  matchId: string,
  at: string = now(),
): Promise<{ readonly record: MatchRecord; readonly binned: boolean } | undefined> {
  const { records, binned } = await deleteMatches(db, [matchId], at);
  const [record] = records;
  return record === undefined ? undefined : { record, binned };
}

const ids = (entries: readonly { readonly id: string }[]) => entries.map((entry) => entry.id);

/** The stored matches of `matchIds`, whole, in that order; the ones not stored are left out. */
async function storedRecords(db: BridgepadDb, matchIds: readonly string[]): Promise<MatchRecord[]> {
  const records = await getRecords(db, [...new Set(matchIds)]);
  return records.filter((record): record is MatchRecord => record !== undefined);
}

async function moveToBin(
  db: BridgepadDb,
  matchIds: readonly string[],
  at: string,
): Promise<MatchRecord[]> {
  return db.transaction('rw', [...matchStores(db), db.deleted], async () => {
    const records = await storedRecords(db, matchIds);
    if (records.length === 0) return records;
    // An earlier deletion of the same id still waiting (it cannot happen through the app, which
    // imports such a match under a new id) is kept too, under an id of its own.
    const earlier = (await db.deleted.bulkGet(ids(records))).flatMap((entry) =>
      entry === undefined ? [] : [entry],
    );
    const copies = earlier.map((entry) => {
      const copy = asCopy(entry.record);
      return { ...entry, id: copy.id, record: copy };
    });
    await db.deleted.bulkPut([
      ...copies,
      ...records.map((record) => ({ id: record.id, deletedAt: at, record })),
    ]);
    await deleteRecords(db, ids(records));
    return records;
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
  const restored = await restoreMatches(
    db,
    () => Promise.resolve([matchId]),
    unbinned === undefined ? [] : [unbinned],
  );
  const [back] = restored.records;
  if (back !== undefined) return { ok: true, record: back, copy: restored.copies > 0 };
  return {
    ok: false,
    message:
      unbinned === undefined
        ? 'That match is no longer among the recently deleted.'
        : 'That match cannot come back: one with the same id is in the list again.',
  };
}

/** What restoring some deleted matches did. */
export interface Restored {
  /** The matches back in the list, as written. */
  readonly records: readonly MatchRecord[];
  /** Of those, the ones back as copies beside a match of the same id. */
  readonly copies: number;
  /** The ones asked for that were no longer there to restore. */
  readonly missing: number;
  /**
   * Of the records of matches deleted at once (`unbinned`), the ones that cannot come back: a
   * match of the same id is in the list again.
   */
  readonly taken: number;
}

/**
 * Puts deleted matches back in the list, in one transaction: each as restoreMatch does, a copy
 * beside a match of the same id that has come back since. `which` picks them inside the
 * transaction (so none is cleared away between the choice and the restoring); `unbinned` are the
 * records deleteMatches returned when the device was too full to keep them, each restored unless
 * its id is in the list again.
 */
export async function restoreMatches(
  db: BridgepadDb,
  which: () => Promise<readonly string[]>,
  unbinned: readonly MatchRecord[] = [],
): Promise<Restored> {
  return db.transaction('rw', [...matchStores(db), db.deleted], async () => {
    const asked = [...new Set(await which())];
    const entries = (await db.deleted.bulkGet(asked)).flatMap((entry) =>
      entry === undefined ? [] : [entry],
    );
    const binned = entries.map((entry) => entry.record);
    const waiting = new Set(ids(entries));
    const others = unbinned.filter((record) => !waiting.has(record.id));
    const othersHere = await db.matches.bulkGet(ids(others));
    const fromMemory = others.filter((_, i) => othersHere[i] === undefined);
    const here = await db.matches.bulkGet(ids(binned));
    const records = await placesKept(db, [
      ...binned.map((record, i) => (here[i] === undefined ? record : asCopy(record))),
      ...fromMemory,
    ]);
    await db.deleted.bulkDelete(ids(entries));
    await putRecords(db, records);
    const copies = here.filter((row) => row !== undefined).length;
    const taken = others.length - fromMemory.length;
    const remembered = new Set(ids(others));
    const missing = asked.filter((id) => !waiting.has(id) && !remembered.has(id)).length;
    return { records, copies, missing, taken };
  });
}

/** Every recently deleted match back in the list, in one transaction (restoreMatches). */
export function restoreAll(db: BridgepadDb): Promise<Restored> {
  return restoreMatches(db, () => db.deleted.toCollection().primaryKeys());
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
 * between the choice and the clearing. All are cleared, or none.
 */
async function clear(db: BridgepadDb, which: () => Promise<readonly string[]>): Promise<number> {
  return db.transaction('rw', db.matches, db.deleted, db.history, async () => {
    const matchIds = [...new Set(await which())];
    if (matchIds.length === 0) return 0;
    const [entries, listed] = await Promise.all([
      db.deleted.bulkGet(matchIds),
      db.matches.bulkGet(matchIds),
    ]);
    const cleared = matchIds.filter((_, i) => entries[i] !== undefined);
    const gone = matchIds.filter((_, i) => entries[i] !== undefined && listed[i] === undefined);
    await db.deleted.bulkDelete(cleared);
    if (gone.length > 0) await db.history.where('matchId').anyOf(gone).delete();
    return cleared.length;
  });
}

export async function deleteForever(db: BridgepadDb, matchId: string): Promise<void> {
  await clear(db, () => Promise.resolve([matchId]));
}

/** Clears every recently deleted match away for good, in one transaction; returns how many. */
export function deleteAllForever(db: BridgepadDb): Promise<number> {
  return clear(db, () => db.deleted.toCollection().primaryKeys());
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
