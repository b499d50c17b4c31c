import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { historyOf, readRecord, undoState } from '../../src/db/matchStore.ts';
import { listMatches } from '../../src/db/allMatches.ts';
import { commitEdit, createMatch, redo, undo } from '../../src/db/matchWrites.ts';
import { deleteMatch, restoreMatch } from '../../src/db/deletedMatches.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import { freshIndexedDb, rubberFile } from './helpers.ts';
import { describeEdit } from '../../src/db/edits.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { putRecord } from '../../src/db/matchRowWrites.ts';

const twoHearts = { contract: '2H', declarer: 'S', tricks: 9 };
const threeNT = { contract: '3NT', declarer: 'E', tricks: 9 };

async function newMatch() {
  const idb = freshIndexedDb();
  const db = await idb.open();
  const created = await createMatch(db, rubberFile());
  if (!created.ok) throw new Error('fixture match is invalid');
  return { ...idb, db, id: created.value.id };
}

async function totals(db: Awaited<ReturnType<typeof newMatch>>['db'], id: string) {
  const record = await getRecord(db, id);
  if (record === undefined) return null;
  const read = readRecord(record);
  if (!read.ok || read.value.game === 'rummy') return null;
  return scoreMatch(read.value).totals;
}

describe('saving deals', () => {
  it('keeps a deal that a fresh connection (a reload) reads back', async () => {
    const { db, open, id } = await newMatch();
    await commitEdit(db, id, { kind: 'addDeal', index: 0, deal: twoHearts });
    db.close();
    const reloaded = await open();
    const record = await getRecord(reloaded, id);
    expect(record?.file.deals).toEqual([twoHearts]);
    expect(await totals(reloaded, id)).toEqual([90, 0]);
  });

  it('refuses an edit that would make the match invalid and changes nothing', async () => {
    const { db, id } = await newMatch();
    await commitEdit(db, id, { kind: 'addDeal', index: 0, deal: twoHearts });
    const before = await getRecord(db, id);
    const result = await commitEdit(db, id, {
      kind: 'addDeal',
      index: 1,
      deal: { contract: '2H', declarer: 'S', tricks: 14 },
    });
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'deals[1].tricks', message: 'must be an integer from 0 to 13' }],
    });
    expect(await getRecord(db, id)).toEqual(before);
    expect(await historyOf(db, id)).toHaveLength(1);
  });

  it('re-scores edits and deletions of earlier deals', async () => {
    const { db, id } = await newMatch();
    await commitEdit(db, id, { kind: 'addDeal', index: 0, deal: twoHearts });
    await commitEdit(db, id, { kind: 'addDeal', index: 1, deal: threeNT });
    await commitEdit(db, id, {
      kind: 'editDeal',
      index: 0,
      before: twoHearts,
      after: { ...twoHearts, tricks: 7 },
    });
    expect(await totals(db, id)).toEqual([0, 150]);
    await commitEdit(db, id, { kind: 'deleteDeal', index: 0, deal: { ...twoHearts, tricks: 7 } });
    expect(await totals(db, id)).toEqual([0, 100]);
  });
});

describe('undo and redo', () => {
  it('undoes and redoes any number of steps, also after a reload', async () => {
    const { db, open, id } = await newMatch();
    await commitEdit(db, id, { kind: 'addDeal', index: 0, deal: twoHearts });
    await commitEdit(db, id, { kind: 'addDeal', index: 1, deal: threeNT });
    await commitEdit(db, id, {
      kind: 'honors',
      index: 1,
      before: null,
      after: { side: 'NS', points: 150 },
    });
    await commitEdit(db, id, { kind: 'finish', before: false, after: true });
    // EW hold the only game when play stops: 300 for the unfinished rubber.
    expect(await totals(db, id)).toEqual([240, 400]);

    expect(await undo(db, id)).toMatchObject({ ok: true });
    expect(await undo(db, id)).toMatchObject({ ok: true });
    expect(await totals(db, id)).toEqual([90, 100]);
    db.close();

    const reloaded = await open();
    expect(await undoState(reloaded, id)).toEqual({
      undoEdit: { kind: 'addDeal', index: 1, deal: threeNT },
      redoEdit: { kind: 'honors', index: 1, before: null, after: { side: 'NS', points: 150 } },
    });
    expect(await redo(reloaded, id)).toMatchObject({ ok: true });
    expect(await totals(reloaded, id)).toEqual([240, 100]);
    expect(await redo(reloaded, id)).toMatchObject({ ok: true });
    expect(await redo(reloaded, id)).toBe(false);
    expect(await totals(reloaded, id)).toEqual([240, 400]);

    for (let i = 0; i < 4; i++) expect(await undo(reloaded, id)).toMatchObject({ ok: true });
    expect(await undo(reloaded, id)).toBe(false);
    expect((await getRecord(reloaded, id))?.file.deals).toEqual([]);
  });

  it('a new edit after undo discards the redo, but keeps it in the history', async () => {
    const { db, id } = await newMatch();
    await commitEdit(db, id, { kind: 'addDeal', index: 0, deal: twoHearts });
    await undo(db, id);
    await commitEdit(db, id, { kind: 'addDeal', index: 0, deal: threeNT });
    expect(await redo(db, id)).toBe(false);
    const history = await historyOf(db, id);
    expect(history.map((h) => [h.state, describeEdit(h.edit)])).toEqual([
      ['discarded', 'deal 1 entered: 2♥ by S, 9 tricks'],
      ['done', 'deal 1 entered: 3NT by E, 9 tricks'],
    ]);
    expect(history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
  });

  it('records renames and end of play', async () => {
    const { db, id } = await newMatch();
    const players = { N: 'Ian', E: 'Dave', S: 'Robert', W: 'Alan' };
    await commitEdit(db, id, { kind: 'rename', before: rubberFile().players, after: players });
    await commitEdit(db, id, { kind: 'finish', before: false, after: true });
    expect((await historyOf(db, id)).map((h) => describeEdit(h.edit))).toEqual([
      'players renamed: Ian, Dave, Bob, Alan -> Ian, Dave, Robert, Alan',
      'end of play',
    ]);
    expect((await getRecord(db, id))?.file).toMatchObject({ players, finished: true });
  });
});

describe('two windows on one database', () => {
  it("each sees the other's changes through live queries", async () => {
    const { db, open, id } = await newMatch();
    const other = await open();
    const seen: number[] = [];
    const subscription = liveQuery(() => getRecord(other, id)).subscribe((record) => {
      seen.push(Array.isArray(record?.file.deals) ? record.file.deals.length : -1);
    });
    await expect.poll(() => seen.at(-1)).toBe(0);
    await commitEdit(db, id, { kind: 'addDeal', index: 0, deal: twoHearts });
    await expect.poll(() => seen.at(-1)).toBe(1);
    await commitEdit(other, id, { kind: 'addDeal', index: 1, deal: threeNT });
    expect((await getRecord(db, id))?.file.deals).toHaveLength(2);
    subscription.unsubscribe();
  });
});

describe('the matches list', () => {
  it('lists newest first, deletes, and puts a deleted match back', async () => {
    const { db, id } = await newMatch();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await createMatch(
      db,
      rubberFile({ players: { N: 'A', E: 'B', S: 'C', W: 'D' } }),
    );
    expect(second.ok).toBe(true);
    const secondId = second.ok ? second.value.id : '';
    expect((await listMatches(db)).map((m) => m.record.id)).toEqual([secondId, id]);
    // Times are kept to the millisecond: let one pass, so the edit is strictly the newest.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await commitEdit(db, id, { kind: 'addDeal', index: 0, deal: twoHearts });
    expect((await listMatches(db)).map((m) => m.record.id)).toEqual([id, secondId]);

    const removed = await deleteMatch(db, id);
    expect((await listMatches(db)).map((m) => m.record.id)).toEqual([secondId]);
    if (removed === undefined) throw new Error('nothing removed');
    expect(removed).toMatchObject({ record: { id }, binned: true });
    await restoreMatch(db, id);
    expect((await listMatches(db)).map((m) => m.record.id)).toEqual([id, secondId]);
  });

  it('shows a stored record that no longer reads as damaged, without failing the list', async () => {
    const { db, id } = await newMatch();
    const record = await getRecord(db, id);
    if (record === undefined) throw new Error('match missing');
    await putRecord(db, {
      ...record,
      file: { format: 'bridgepad.match', version: 1, game: 'whist' },
    });
    const [listed] = await listMatches(db);
    expect(listed?.match.ok).toBe(false);
  });
});

describe('steps that no longer fit', () => {
  it('refuses an edit made on a deal that has changed since, and changes nothing', async () => {
    const { db, id } = await newMatch();
    await commitEdit(db, id, { kind: 'addDeal', index: 0, deal: twoHearts });
    await commitEdit(db, id, { kind: 'addDeal', index: 1, deal: threeNT });
    const before = await getRecord(db, id);
    // A correction of deal 2 left open while deal 2 was undone away.
    const stale = await commitEdit(db, id, {
      kind: 'editDeal',
      index: 1,
      before: { ...threeNT, tricks: 8 },
      after: threeNT,
    });
    expect(stale).toEqual({
      ok: false,
      errors: [{ path: '$', message: 'the match has changed since; this step no longer fits it' }],
    });
    const missing = await commitEdit(db, id, { kind: 'deleteDeal', index: 5, deal: twoHearts });
    expect(missing.ok).toBe(false);
    expect(await getRecord(db, id)).toEqual(before);
    expect(await historyOf(db, id)).toHaveLength(2);
  });
});
