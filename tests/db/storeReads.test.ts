import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { lastBackupAt } from '../../src/db/backupDate.ts';
import { recordBackup } from '../../src/db/backups.ts';
import { BridgepadDb } from '../../src/db/database.ts';
import { countDeleted } from '../../src/db/deletedCount.ts';
import { deleteMatch } from '../../src/db/deletedMatches.ts';
import { idbReads, openLatest } from '../../src/db/idbReads.ts';
import { countMatches } from '../../src/db/matchCountRead.ts';
import { getRecord, getRecords, getRecordSince } from '../../src/db/matchRows.ts';
import { undoState } from '../../src/db/matchStore.ts';
import { commitEdit, createMatch, undo } from '../../src/db/matchWrites.ts';
import { DB_NAME, SCHEMA_V4, SCHEMA_V7 } from '../../src/db/schema.ts';
import { listRows } from '../../src/db/standings.ts';
import type { StoreReads } from '../../src/db/storeReads.ts';
import { dealsOf, freshIndexedDb, rubberFile } from './helpers.ts';

/** Reads straight from the IndexedDB `indexedDB` holds, as the app's start makes them. */
async function straightReads(indexedDB: IDBFactory): Promise<StoreReads> {
  const idb = await openLatest(() => undefined, DB_NAME, indexedDB);
  if (idb === null) throw new Error('the store at its latest version did not open');
  return idbReads(idb, IDBKeyRange);
}

/**
 * A store of several matches: one of two pages of deals, some with steps done and undone, one
 * deleted, one whose file the validator refuses, and a backup noted.
 */
async function storeOfMatches(db: BridgepadDb): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, deals] of [0, 3, 7, 61, 1].entries()) {
    const created = await createMatch(
      db,
      rubberFile({ deals: dealsOf(deals), players: { N: `N${i}`, E: 'Ed', S: 'Sue', W: 'Wu' } }),
    );
    if (!created.ok) throw new Error('fixture match is invalid');
    ids.push(created.value.id);
  }
  const [, three, seven, , one] = ids as [string, string, string, string, string];
  let before = dealsOf(3)[0] ?? {};
  for (const tricks of [9, 10, 8]) {
    const after = { ...before, tricks };
    const edited = await commitEdit(db, three, { kind: 'editDeal', index: 0, before, after });
    if (!edited.ok) throw new Error('fixture edit refused');
    before = after;
  }
  await undo(db, three);
  await commitEdit(db, seven, { kind: 'addDeal', index: 7, deal: dealsOf(8)[7] ?? {} });
  await undo(db, seven);
  await deleteMatch(db, one);
  // A file the validator refuses, kept as it came.
  await db.matches.put({
    id: 'refused',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    file: { ...rubberFile(), players: { N: '', E: '', S: '', W: '' } },
  });
  await recordBackup(db, '2026-11-20T09:00:00.000Z');
  return [...ids, 'refused', 'not-here'];
}

describe('the first screen read straight from IndexedDB', () => {
  it('reads what Dexie reads: the list, each match whole, its undo and redo, the counts', async () => {
    const { indexedDB, open } = freshIndexedDb();
    const db = await open();
    const ids = await storeOfMatches(db);
    const straight = await straightReads(indexedDB);
    for (const limit of [1, 3, 50]) {
      expect(await listRows(straight, limit)).toEqual(await listRows(db, limit));
    }
    for (const id of ids) {
      const record = await getRecord(db, id);
      expect(await getRecord(straight, id)).toEqual(record);
      expect(await undoState(straight, id)).toEqual(await undoState(db, id));
      // A row unchanged since a record was read gives that record back, its deals not read.
      if (record !== undefined && record.rev !== undefined)
        expect(await getRecordSince(straight, id, record)).toBe(record);
    }
    expect(await getRecords(straight, [...ids, ids[0] ?? ''])).toEqual(
      await getRecords(db, [...ids, ids[0] ?? '']),
    );
    expect((await getRecord(straight, ids[3] ?? ''))?.file.deals).toHaveLength(61);
    expect(await undoState(straight, ids[1] ?? '')).toMatchObject({
      undoEdit: { kind: 'editDeal', after: { tricks: 10 } },
      redoEdit: { kind: 'editDeal', after: { tricks: 8 } },
    });
    expect(await countDeleted(straight)).toBe(1);
    expect(await lastBackupAt(straight)).toBe('2026-11-20T09:00:00.000Z');
    expect(await countMatches(straight)).toBe(await countMatches(db));
  });

  it('opens only a store at its latest version, and leaves any other as it is, to Dexie', async () => {
    // Not there: nothing is made.
    const none = new IDBFactory();
    expect(await openLatest(() => undefined, DB_NAME, none)).toBeNull();
    expect(await none.databases()).toEqual([]);

    // Of an older version: not opened, and not upgraded.
    const older = new IDBFactory();
    const v4 = new Dexie(DB_NAME, { indexedDB: older, IDBKeyRange });
    v4.version(4).stores(SCHEMA_V4);
    await v4.open();
    v4.close();
    expect(await openLatest(() => undefined, DB_NAME, older)).toBeNull();
    expect(await older.databases()).toEqual([{ name: DB_NAME, version: 40 }]);

    // At the latest version but lacking an index the first screen reads by.
    const lacking = new IDBFactory();
    const partial = new Dexie(DB_NAME, { indexedDB: lacking, IDBKeyRange });
    partial.version(7).stores({ ...SCHEMA_V7, history: '++seq, matchId, [matchId+seq], batch' });
    await partial.open();
    partial.close();
    expect(await openLatest(() => undefined, DB_NAME, lacking)).toBeNull();

    // Made by the app: opened as it is.
    const { indexedDB, open } = freshIndexedDb();
    (await open()).close();
    const latest = await openLatest(() => undefined, DB_NAME, indexedDB);
    expect(latest?.version).toBe(70);
    latest?.close();
  });

  it('lets a newer version upgrade the store, and says the app is out of date', async () => {
    const { indexedDB, open } = freshIndexedDb();
    (await open()).close();
    let outdated = 0;
    const idb = await openLatest(() => (outdated += 1), DB_NAME, indexedDB);
    expect(idb).not.toBeNull();
    const newer = new Dexie(DB_NAME, { indexedDB, IDBKeyRange });
    newer.version(99).stores({ matches: 'id, updatedAt' });
    await newer.open();
    expect(outdated).toBe(1);
    newer.close();
  });

  it('reads through Dexie once it is here: the same reads, seen by its live queries', async () => {
    const db = new BridgepadDb(DB_NAME, { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.open();
    const ids = await storeOfMatches(db);
    expect(db.reads).toBe(db.reads);
    expect(await listRows(db.reads, 50)).toEqual(await listRows(db, 50));
    const seen: number[] = [];
    const watching = db.reads
      .live?.(() => countDeleted(db.reads))
      .subscribe({
        next: (count) => seen.push(count),
        error: () => undefined,
      });
    await expect.poll(() => seen).toEqual([1]);
    await deleteMatch(db, ids[0] ?? '');
    await expect.poll(() => seen).toEqual([1, 2]);
    watching?.unsubscribe();
  });
});
