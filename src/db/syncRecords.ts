import type { BridgepadDb } from './database.ts';
import { forgetLedger } from './ledgerRecords.ts';
import type { SyncBaseRecord, SyncDiffersRecord } from './records.ts';

/**
 * The device's own bookkeeping of a club's mirror (docs/format.md, "The club's documents"): for
 * each document, the revision last mirrored (`syncBase`), and the documents whose copies differ
 * (`syncDiffers`). Both belong to this device and its copy of the club's database: never in a
 * backup, and cleared when the device leaves the club.
 */

export function getBase(db: BridgepadDb, docId: string): Promise<SyncBaseRecord | undefined> {
  return db.syncBase.get(docId);
}

/** The bases of several documents, by id; a document never mirrored is left out. */
export async function getBases(
  db: BridgepadDb,
  docIds: readonly string[],
): Promise<Map<string, SyncBaseRecord>> {
  const found = await db.syncBase.bulkGet([...docIds]);
  return new Map(found.flatMap((base) => (base === undefined ? [] : [[base.docId, base]])));
}

/** A new base for a document, keeping that it reached this device from the club, if it did. */
export function nextBase(before: SyncBaseRecord | undefined, base: SyncBaseRecord): SyncBaseRecord {
  const { arrived: _arrived, ...plain } = base;
  return before?.arrived === true || base.arrived === true ? { ...plain, arrived: true } : plain;
}

export async function putBase(db: BridgepadDb, base: SyncBaseRecord): Promise<void> {
  await db.transaction('rw', db.syncBase, async () => {
    await db.syncBase.put(nextBase(await db.syncBase.get(base.docId), base));
  });
}

export async function putBases(db: BridgepadDb, bases: readonly SyncBaseRecord[]): Promise<void> {
  if (bases.length === 0) return;
  await db.transaction('rw', db.syncBase, async () => {
    const before = await db.syncBase.bulkGet(bases.map((base) => base.docId));
    await db.syncBase.bulkPut(bases.map((base, i) => nextBase(before[i], base)));
  });
}

/** The ids of every document mirrored whose id starts with `prefix` (`match:`), keys alone. */
export async function baseIds(db: BridgepadDb, prefix: string): Promise<string[]> {
  return (await db.syncBase.where('docId').startsWith(prefix).primaryKeys()) as string[];
}

export async function putDiffers(db: BridgepadDb, record: SyncDiffersRecord): Promise<void> {
  await db.syncDiffers.put(record);
}

export async function deleteDiffers(db: BridgepadDb, docId: string): Promise<void> {
  await db.syncDiffers.delete(docId);
}

/** Forgets that any of these documents differ: settled, or taken in with one copy left. */
export async function deleteManyDiffers(db: BridgepadDb, docIds: readonly string[]): Promise<void> {
  if (docIds.length > 0) await db.syncDiffers.bulkDelete([...docIds]);
}

export function getDiffers(db: BridgepadDb, docId: string): Promise<SyncDiffersRecord | undefined> {
  return db.syncDiffers.get(docId);
}

/** Every document whose copies differ, the earliest found first. */
export async function listDiffers(db: BridgepadDb): Promise<SyncDiffersRecord[]> {
  return (await db.syncDiffers.toArray()).sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * Forgets the mirror's bookkeeping, as when the device leaves the club; no match is touched. The
 * ledger kept worked out counts this device's own matches apart from those that reached it from
 * the club, so it is worked out afresh (ledgerKept.ts).
 */
export async function clearSyncRecords(db: BridgepadDb): Promise<void> {
  await db.transaction('rw', db.syncBase, db.syncDiffers, db.ledgerTotals, async () => {
    await Promise.all([db.syncBase.clear(), db.syncDiffers.clear(), forgetLedger(db)]);
  });
}

/** A match's document in the club (docs/format.md, "The club's documents"). */
const MATCH_DOC = 'match:';

/**
 * The matches that reached this device from the club (SyncBaseRecord.arrived): what the desk takes
 * "from the club", and what the ledger leaves out for "this device".
 */
export async function arrivedMatches(db: BridgepadDb): Promise<Set<string>> {
  const ids = await db.syncBase
    .where('docId')
    .startsWith(MATCH_DOC)
    .filter((base) => base.arrived === true)
    .primaryKeys();
  return new Set(ids.map((id) => String(id).slice(MATCH_DOC.length)));
}

/** Whether an organiser's desk's copies differ, and with whose: live on the desk. */
export function deskDiffers(
  db: BridgepadDb,
  deskId: string,
): Promise<SyncDiffersRecord | undefined> {
  return db.syncDiffers.get(`desk:${deskId}`);
}
