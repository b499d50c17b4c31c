import { bringUpToDate, readKeptLedger } from '../../src/db/ledgerKept.ts';
import { describe, expect, it } from 'vitest';
import {
  KEEP_DAYS,
  clearExpired,
  deleteAllForever,
  deleteForever,
  deleteMatch,
  deleteMatches,
  listDeleted,
  restoreAll,
  restoreMatch,
  restoreMatches,
} from '../../src/db/deletedMatches.ts';
import { applyImport, parseImport, planImport } from '../../src/db/importExport.ts';
import { historyOf } from '../../src/db/matchStore.ts';
import { listMatches } from '../../src/db/allMatches.ts';
import { commitEdit, createMatch, undo } from '../../src/db/matchWrites.ts';
import { dump, freshIndexedDb, keptDump, rubberFile } from './helpers.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { putRecord } from '../../src/db/matchRowWrites.ts';
import type { MatchRecord } from '../../src/db/records.ts';

const fourSpades = { contract: '4S', declarer: 'S', tricks: 10 };

async function matchWithOneDeal() {
  const idb = freshIndexedDb();
  const db = await idb.open();
  const created = await createMatch(db, rubberFile());
  if (!created.ok) throw new Error('fixture match is invalid');
  const id = created.value.id;
  await commitEdit(db, id, { kind: 'addDeal', index: 0, deal: fourSpades });
  return { ...idb, db, id };
}

const ids = async (db: Awaited<ReturnType<typeof matchWithOneDeal>>['db']) =>
  (await listMatches(db)).map((m) => m.record.id);

describe('recently deleted matches', () => {
  it('keeps a deleted match, with its history, and restores it after a reload', async () => {
    const { db, open, id } = await matchWithOneDeal();
    await deleteMatch(db, id, '2026-11-20T10:00:00.000Z');
    expect(await ids(db)).toEqual([]);
    db.close();

    const reloaded = await open();
    expect((await listDeleted(reloaded)).map((d) => [d.id, d.deletedAt])).toEqual([
      [id, '2026-11-20T10:00:00.000Z'],
    ]);
    expect(await restoreMatch(reloaded, id)).toMatchObject({ ok: true, copy: false });
    expect(await ids(reloaded)).toEqual([id]);
    expect(await listDeleted(reloaded)).toEqual([]);
    expect((await getRecord(reloaded, id))?.file.deals).toEqual([fourSpades]);
    // The history came back with it: its last step can still be undone.
    expect(await undo(reloaded, id)).toMatchObject({ ok: true });
    expect((await getRecord(reloaded, id))?.file.deals).toEqual([]);
  });

  it('restores beside a match of the same id imported since, as a copy', async () => {
    const { db, id } = await matchWithOneDeal();
    const record = await getRecord(db, id);
    await deleteMatch(db, id);
    if (record === undefined) throw new Error('no record');
    await putRecord(db, record);
    const restored = await restoreMatch(db, id);
    if (!restored.ok) throw new Error(restored.message);
    expect(restored.copy).toBe(true);
    expect(restored.record.id).not.toBe(id);
    expect(restored.record.file.id).toBe(restored.record.id);
    expect((await ids(db)).sort()).toEqual([id, restored.record.id].sort());
  });

  it('says so when the match to restore is no longer there', async () => {
    const { db, id } = await matchWithOneDeal();
    expect(await restoreMatch(db, id)).toEqual({
      ok: false,
      message: 'That match is no longer among the recently deleted.',
    });
    expect(await ids(db)).toEqual([id]);
  });

  it(`clears matches deleted more than ${KEEP_DAYS} days ago, with their history`, async () => {
    const { db, id } = await matchWithOneDeal();
    const created = await createMatch(db, rubberFile());
    if (!created.ok) throw new Error('fixture match is invalid');
    const recent = created.value.id;
    await deleteMatch(db, id, '2026-10-01T12:00:00.000Z');
    await deleteMatch(db, recent, '2026-11-01T12:00:00.000Z');
    expect(await clearExpired(db, new Date('2026-11-22T12:00:00.000Z'))).toBe(1);
    expect((await listDeleted(db)).map((d) => d.id)).toEqual([recent]);
    expect(await historyOf(db, id)).toEqual([]);
    expect(await clearExpired(db, new Date('2026-11-22T12:00:00.000Z'))).toBe(0);
  });

  it('deletes for good at once when asked, and leaves a live match of that id alone', async () => {
    const { db, id } = await matchWithOneDeal();
    await deleteMatch(db, id);
    await deleteForever(db, id);
    expect(await listDeleted(db)).toEqual([]);
    expect(await historyOf(db, id)).toEqual([]);

    const second = await matchWithOneDeal();
    const record = await getRecord(second.db, second.id);
    await deleteMatch(second.db, second.id);
    if (record === undefined) throw new Error('no record');
    await putRecord(second.db, record);
    await deleteForever(second.db, second.id);
    expect(await ids(second.db)).toEqual([second.id]);
    expect(await historyOf(second.db, second.id)).toHaveLength(1);
  });

  it('keeps a deleted match, with its history, when its file is imported again', async () => {
    const { db, id } = await matchWithOneDeal();
    const record = await getRecord(db, id);
    if (record === undefined) throw new Error('no record');
    await deleteMatch(db, id);
    const parsed = parseImport(JSON.stringify({ ...record.file, deals: [] }));
    if (!parsed.ok) throw new Error('import unreadable');
    expect(await applyImport(db, await planImport(db, parsed.value))).toMatchObject({ added: 1 });
    const [imported] = await ids(db);
    expect(imported).not.toBe(id);
    // Deleted again, the import and the first deletion both wait in the bin.
    await deleteMatch(db, imported ?? '');
    expect((await listDeleted(db)).map((d) => d.id).sort()).toEqual([id, imported].sort());
    expect(await restoreMatch(db, id)).toMatchObject({ ok: true, copy: false });
    expect((await getRecord(db, id))?.file.deals).toEqual([fourSpades]);
    expect((await historyOf(db, id)).map((h) => h.state)).toEqual(['done']);
  });

  it('passes by as the same a file imported again while its match waits in the bin, and offers one that differs', async () => {
    const { db, id } = await matchWithOneDeal();
    const record = await getRecord(db, id);
    if (record === undefined) throw new Error('no record');
    await deleteMatch(db, id);
    const read = (deals: unknown[]) => {
      const parsed = parseImport(JSON.stringify({ ...record.file, deals }));
      if (!parsed.ok) throw new Error('import unreadable');
      return parsed.value;
    };
    const same = read([fourSpades]);
    expect(await applyImport(db, await planImport(db, same))).toMatchObject({ added: 1 });
    const [copy] = await ids(db);
    expect(copy).not.toBe(id);

    // The same file again: the copy it brought is found, the same, and passed by.
    const again = await planImport(db, same);
    expect(again).toMatchObject([{ beside: copy, differs: [] }]);
    expect(await applyImport(db, again)).toMatchObject({ added: 0, same: 1 });
    expect(await ids(db)).toEqual([copy]);

    // A file of it that differs is offered against the copy, as any match here.
    const longer = await planImport(db, read([fourSpades, fourSpades]));
    expect(longer).toMatchObject([{ beside: copy, differs: ['deal 2 only in the file'] }]);
    expect(await applyImport(db, longer, () => 'replace')).toMatchObject({ replaced: 1 });
    expect(await ids(db)).toEqual([copy]);
    expect((await getRecord(db, copy ?? ''))?.file.deals).toHaveLength(2);

    // The copy deleted too: the next comes in beside both, once.
    await deleteMatch(db, copy ?? '');
    expect(await applyImport(db, await planImport(db, same))).toMatchObject({ added: 1 });
    expect(await applyImport(db, await planImport(db, same))).toMatchObject({ added: 0, same: 1 });
    const [third] = await ids(db);
    expect([id, copy]).not.toContain(third);
    expect((await listDeleted(db)).map((d) => d.id).sort()).toEqual([id, copy].sort());
  });

  it('keeps both when a match of an id already in the bin is deleted', async () => {
    const { db, id } = await matchWithOneDeal();
    const record = await getRecord(db, id);
    if (record === undefined) throw new Error('no record');
    await deleteMatch(db, id, '2026-11-20T10:00:00.000Z');
    await putRecord(db, { ...record, file: { ...record.file, deals: [] } });
    await deleteMatch(db, id, '2026-11-21T10:00:00.000Z');
    const bin = await listDeleted(db);
    expect(bin.map((d) => d.record.file.deals)).toEqual([[], [fourSpades]]);
    expect(bin[0]?.id).toBe(id);
    expect(bin[1]?.record.id).toBe(bin[1]?.id);
  });

  it('deletes at once on a device too full to keep the match, and the record brings it back', async () => {
    const { db, id } = await matchWithOneDeal();
    await bringUpToDate(db);
    // The device takes no new row at all: not in the bin, nor any mark for the ledger.
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    for (const table of [db.deleted, db.ledgerChanges]) table.hook('creating', full);
    const removed = await deleteMatch(db, id);
    for (const table of [db.deleted, db.ledgerChanges]) table.hook('creating').unsubscribe(full);
    expect(removed).toMatchObject({ record: { id }, binned: false });
    expect(await ids(db)).toEqual([]);
    // The ledger's sums are forgotten instead, and worked out afresh without the match.
    expect((await readKeptLedger(db)).state).toBe('working');
    await bringUpToDate(db);
    expect(await readKeptLedger(db)).toMatchObject({ state: 'ready', all: { accounts: [] } });
    expect(await db.deleted.count()).toBe(0);
    // Its history went with it, to free the room.
    expect(await historyOf(db, id)).toEqual([]);
    // Without the record it cannot come back; with it, it does.
    expect(await restoreMatch(db, id)).toMatchObject({ ok: false });
    expect(await restoreMatch(db, id, removed?.record)).toMatchObject({ ok: true, copy: false });
    expect((await getRecord(db, id))?.file.deals).toEqual([fourSpades]);
  });
});

/** `count` matches of one deal each, every one with a step of history; their ids in order. */
async function manyWithOneDeal(count: number) {
  const idb = freshIndexedDb();
  const db = await idb.open();
  const made: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await createMatch(db, rubberFile());
    if (!created.ok) throw new Error('fixture match is invalid');
    await commitEdit(db, created.value.id, { kind: 'addDeal', index: 0, deal: fourSpades });
    made.push(created.value.id);
  }
  return { ...idb, db, made };
}

describe('deleting and restoring many matches together', () => {
  it('moves all chosen to the recently deleted in one go, with their history, and brings them all back', async () => {
    const { db, made } = await manyWithOneDeal(40);
    const chosen = made.slice(0, 37);
    const before = await keptDump(db);
    const removed = await deleteMatches(db, chosen, '2026-11-20T10:00:00.000Z');
    expect(removed.binned).toBe(true);
    expect(removed.records.map((r) => r.id)).toEqual(chosen);
    expect((await ids(db)).sort()).toEqual(made.slice(37).sort());
    expect(await db.deleted.count()).toBe(37);
    expect(await db.dealPages.count()).toBe(3);
    // Every deleted match keeps its history while it waits.
    expect(await historyOf(db, chosen[0] ?? '')).toHaveLength(1);

    const back = await restoreMatches(db, () => Promise.resolve(chosen));
    expect(back).toMatchObject({ copies: 0, missing: 0 });
    expect(back.records).toHaveLength(37);
    expect(await db.deleted.count()).toBe(0);
    expect((await ids(db)).sort()).toEqual([...made].sort());
    // Back as they were, deals and history, but for the write count each row keeps.
    expect(await keptDump(db)).toBe(before);
    expect(await undo(db, chosen[5] ?? '')).toMatchObject({ ok: true });
  });

  it('is all or nothing: a failure part way deletes none', async () => {
    const { db, made } = await manyWithOneDeal(5);
    const before = await dump(db);
    db.matches.hook('deleting', (key) => {
      if (key === made[3]) throw new Error('the disk failed');
    });
    await expect(deleteMatches(db, made)).rejects.toThrow('the disk failed');
    expect(await dump(db)).toBe(before);
  });

  it('on a device too full to keep them, deletes them at once, and their records bring them back', async () => {
    const { db, made } = await manyWithOneDeal(4);
    db.deleted.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const removed = await deleteMatches(db, made);
    expect(removed.binned).toBe(false);
    expect(await ids(db)).toEqual([]);
    expect(await db.history.count()).toBe(0);
    // One is in the list again meanwhile (its file imported with its id): it stays as it is.
    const [again] = removed.records;
    if (again === undefined) throw new Error('nothing removed');
    await putRecord(db, { ...again, file: { ...again.file, deals: [] } });
    const back = await restoreMatches(db, () => Promise.resolve(made), removed.records);
    expect(back).toMatchObject({ copies: 0, missing: 0, taken: 1 });
    expect(back.records).toHaveLength(3);
    expect((await ids(db)).sort()).toEqual([...made].sort());
    expect((await getRecord(db, again.id))?.file.deals).toEqual([]);
  });

  it('restores all, as copies beside the ones that came back meanwhile, and says which were gone', async () => {
    const { db, made } = await manyWithOneDeal(6);
    const { records } = await deleteMatches(db, made);
    // The first is back in the list meanwhile (its file imported with its id); the second is
    // deleted for good.
    await putRecord(db, records[0] as MatchRecord);
    await deleteForever(db, made[1] ?? '');
    const back = await restoreAll(db);
    expect(back).toMatchObject({ copies: 1, missing: 0 });
    expect(back.records).toHaveLength(5);
    expect(await db.deleted.count()).toBe(0);
    expect(await ids(db)).toHaveLength(6);
    expect(await ids(db)).not.toContain(made[1]);
    const partly = await restoreMatches(db, () => Promise.resolve(['gone', made[1] ?? '']));
    expect(partly).toMatchObject({ records: [], copies: 0, missing: 2 });
  });

  it('deletes all for good, each with its history unless the match is back in the list', async () => {
    const { db, made } = await manyWithOneDeal(5);
    await deleteMatches(db, made);
    const kept = await restoreMatch(db, made[4] ?? '');
    if (!kept.ok) throw new Error('not restored');
    await deleteMatches(db, [made[4] ?? '']);
    await putRecord(db, kept.record);
    expect(await deleteAllForever(db)).toBe(5);
    expect(await db.deleted.count()).toBe(0);
    expect(await db.history.count()).toBe(1);
    expect(await historyOf(db, made[4] ?? '')).toHaveLength(1);
    expect(await ids(db)).toEqual([made[4]]);
  });
});
