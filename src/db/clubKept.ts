import type { BridgepadDb } from './database.ts';
import type { KeptRow, ResultFileRecord, SyncBaseRecord } from './records.ts';

/**
 * The store's side of a club's mirror for what the organiser keeps (docs/format.md, "The club's
 * documents"): the desks, the competition profiles and the match files behind the desks' results,
 * each a row of its own store, read and written as they are kept. Each is read through its
 * validator by the mirror before it is sent or written (src/season/deskRecord.ts,
 * src/db/competitions.ts), as everywhere else.
 */

/** The stores mirrored row by row, by the name of the documents they become. */
export type KeptKind = 'desk' | 'profile' | 'result';

/** A row of one of those stores, as kept: a desk's record, a profile's, a result's file. */
export type KeptClubRow = KeptRow | ResultFileRecord;

function storeOf(db: BridgepadDb, kind: KeptKind) {
  switch (kind) {
    case 'desk':
      return db.desks;
    case 'profile':
      return db.profiles;
    case 'result':
      return db.resultFiles;
  }
}

/** Every row of a store, as kept. The desks and profiles are few; the results are read by id. */
export async function keptRows(db: BridgepadDb, kind: 'desk' | 'profile'): Promise<KeptRow[]> {
  return storeOf(db, kind).toArray();
}

/** Every kept result file's id, keys alone: a result's file never changes once kept. */
export async function resultFileIds(db: BridgepadDb): Promise<string[]> {
  return (await db.resultFiles.toCollection().primaryKeys()) as string[];
}

/** Rows of one store by id, in the order asked; undefined where there is none. */
export async function keptRowsById(
  db: BridgepadDb,
  kind: KeptKind,
  ids: readonly string[],
): Promise<(KeptClubRow | undefined)[]> {
  return storeOf(db, kind).bulkGet([...ids]);
}

/**
 * Writes a row as the club has it (null: the club deleted it), in one transaction, where the
 * device still keeps what the mirror last saw of it (`holds`, asked of the row as kept now), with
 * the revision the device then holds (`base`). Where the device has changed it since, nothing is
 * written: 'changed'.
 */
export function writeClubRow(
  db: BridgepadDb,
  kind: KeptKind,
  id: string,
  row: KeptClubRow | null,
  holds: (kept: KeptClubRow | undefined) => boolean,
  base: SyncBaseRecord,
): Promise<'written' | 'changed'> {
  const store = storeOf(db, kind);
  return db.transaction('rw', store, db.syncBase, async () => {
    if (!holds(await store.get(id))) return 'changed';
    if (row === null) await store.delete(id);
    else await (store as typeof db.desks).put(row as KeptRow);
    await db.syncBase.put(base);
    return 'written';
  });
}
