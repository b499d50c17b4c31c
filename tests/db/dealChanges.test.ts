import { describe, expect, it } from 'vitest';
import { changesToDeal } from '../../src/db/dealChanges.ts';
import { applyImport, parseImport, planImport } from '../../src/db/importExport.ts';
import { historyOf, readRecord } from '../../src/db/matchStore.ts';
import { commitEdit, createMatch, undo } from '../../src/db/matchWrites.ts';
import type { DealJson } from '../../src/db/records.ts';
import { freshIndexedDb, rubberFile } from './helpers.ts';
import { describeEdit } from '../../src/db/edits.ts';
import { getRecord } from '../../src/db/matchRows.ts';

const deal = (contract: string, tricks: number) => ({ contract, declarer: 'S', tricks });

async function matchWith(deals: unknown[] = []) {
  const db = await freshIndexedDb().open();
  const created = await createMatch(db, rubberFile({ deals }));
  if (!created.ok) throw new Error('fixture match is invalid');
  const id = created.value.id;
  const changes = async (index: number) => {
    const record = await getRecord(db, id);
    const read = record === undefined ? null : readRecord(record);
    if (read === null || !read.ok) throw new Error('match unreadable');
    return changesToDeal(await historyOf(db, id), read.value.deals.length, index).map(
      (h) => `${describeEdit(h.edit)}${h.state === 'done' ? '' : ` (${h.state})`}`,
    );
  };
  const add = (index: number, added: DealJson) =>
    commitEdit(db, id, { kind: 'addDeal', index, deal: added });
  const remove = (index: number, removed: DealJson) =>
    commitEdit(db, id, { kind: 'deleteDeal', index, deal: removed });
  const correct = (index: number, before: DealJson, after: DealJson) =>
    commitEdit(db, id, { kind: 'editDeal', index, before, after });
  return { db, id, changes, add, remove, correct };
}

describe("a deal's own changes", () => {
  it('follow the deal when an earlier deal is deleted', async () => {
    const { changes, add, remove, correct } = await matchWith();
    await add(0, deal('1C', 7));
    await add(1, deal('2H', 8));
    await add(2, deal('3NT', 9));
    await correct(2, deal('3NT', 9), deal('3NT', 10));
    await remove(0, deal('1C', 7));
    // 3NT is now deal 2; its story is the 3NT's, told with the numbers it had then.
    expect(await changes(1)).toEqual([
      'deal 3 entered: 3NT by S, 9 tricks',
      'deal 3 changed: 3NT by S, 9 tricks -> 3NT by S, 10 tricks',
    ]);
    expect(await changes(0)).toEqual(['deal 2 entered: 2♥ by S, 8 tricks']);
  });

  it('follow a deal inserted before others, and deals that came with the match', async () => {
    const { db, id, changes, add } = await matchWith([deal('4S', 10), deal('2D', 8)]);
    await add(0, deal('1NT', 7));
    await commitEdit(db, id, {
      kind: 'honors',
      index: 2,
      before: null,
      after: { side: 'NS', points: 100 },
    });
    expect(await changes(0)).toEqual(['deal 1 entered: 1NT by S, 7 tricks']);
    expect(await changes(1)).toEqual([]);
    expect(await changes(2)).toEqual(['deal 3 honors: none -> 100 to NS']);
  });

  it('leave out a deal that was entered and undone, but keep an undone correction', async () => {
    const { db, id, changes, add, correct } = await matchWith([deal('4S', 10)]);
    await correct(0, deal('4S', 10), deal('4S', 9));
    await undo(db, id);
    await add(1, deal('5C', 11));
    await undo(db, id);
    await add(1, deal('2S', 8));
    expect(await changes(0)).toEqual([
      'deal 1 changed: 4♠ by S, 10 tricks -> 4♠ by S, 9 tricks (discarded)',
    ]);
    expect(await changes(1)).toEqual(['deal 2 entered: 2♠ by S, 8 tricks']);
  });

  it('come back with a deleted deal when the delete is undone', async () => {
    const { db, id, changes, remove } = await matchWith([deal('4S', 10), deal('2D', 8)]);
    await remove(0, deal('4S', 10));
    await undo(db, id);
    expect(await changes(0)).toEqual(['deal 1 deleted: 4♠ by S, 10 tricks (undone)']);
    expect(await changes(1)).toEqual([]);
  });

  it('follow steps undone together, each made on top of the one before', async () => {
    const { db, id, changes, add, remove, correct } = await matchWith([
      deal('4S', 10),
      deal('2D', 8),
    ]);
    await remove(0, deal('4S', 10));
    await correct(0, deal('2D', 8), deal('2D', 9));
    await undo(db, id);
    await undo(db, id);
    expect(await changes(0)).toEqual(['deal 1 deleted: 4♠ by S, 10 tricks (undone)']);
    expect(await changes(1)).toEqual([
      'deal 1 changed: 2♦ by S, 8 tricks -> 2♦ by S, 9 tricks (undone)',
    ]);
    // Overtaken by a new step, they still belong to the same deals.
    await add(2, deal('1NT', 7));
    expect(await changes(1)).toEqual([
      'deal 1 changed: 2♦ by S, 8 tricks -> 2♦ by S, 9 tricks (discarded)',
    ]);
  });

  it('follow a correction made after an insertion, both undone', async () => {
    const { db, id, changes, add, correct } = await matchWith([deal('4S', 10)]);
    await add(0, deal('1C', 7));
    await correct(1, deal('4S', 10), deal('4S', 11));
    await undo(db, id);
    await undo(db, id);
    expect(await changes(0)).toEqual([
      'deal 2 changed: 4♠ by S, 10 tricks -> 4♠ by S, 11 tricks (undone)',
    ]);
  });

  it('leave out the steps made on a match an import has since replaced', async () => {
    const { db, id, changes, correct } = await matchWith([deal('1C', 7)]);
    await correct(0, deal('1C', 7), deal('1C', 8));
    const parsed = parseImport(JSON.stringify(rubberFile({ id, deals: [deal('3NT', 9)] })));
    if (!parsed.ok) throw new Error('import unreadable');
    await applyImport(db, await planImport(db, parsed.value), () => 'replace');
    expect(await changes(0)).toEqual([]);
    await correct(0, deal('3NT', 9), deal('3NT', 10));
    expect(await changes(0)).toEqual(['deal 1 changed: 3NT by S, 9 tricks -> 3NT by S, 10 tricks']);
  });

  it('tell two attempts undone one after the other from one undone together', async () => {
    const { db, id, changes, remove, correct } = await matchWith([deal('4S', 10), deal('2D', 8)]);
    await remove(0, deal('4S', 10));
    await undo(db, id);
    await correct(0, deal('4S', 10), deal('4S', 9));
    await undo(db, id);
    expect(await changes(0)).toEqual([
      'deal 1 deleted: 4♠ by S, 10 tricks (discarded)',
      'deal 1 changed: 4♠ by S, 10 tricks -> 4♠ by S, 9 tricks (undone)',
    ]);
    expect(await changes(1)).toEqual([]);
  });

  it('keep a correction to a later deal after an undone deletion before it', async () => {
    const { db, id, changes, add, remove, correct } = await matchWith([
      deal('4S', 10),
      deal('2D', 8),
    ]);
    await remove(0, deal('4S', 10));
    await undo(db, id);
    await correct(1, deal('2D', 8), deal('2D', 9));
    await undo(db, id);
    await add(2, deal('1NT', 7));
    expect(await changes(1)).toEqual([
      'deal 2 changed: 2♦ by S, 8 tricks -> 2♦ by S, 9 tricks (discarded)',
    ]);
    expect(await changes(0)).toEqual(['deal 1 deleted: 4♠ by S, 10 tricks (discarded)']);
  });

  it('follow steps recorded before parents were kept, undone together', async () => {
    const { db, id, remove, correct } = await matchWith([deal('4S', 10), deal('2D', 8)]);
    await remove(0, deal('4S', 10));
    await correct(0, deal('2D', 8), deal('2D', 9));
    await undo(db, id);
    await undo(db, id);
    const legacy = (await historyOf(db, id)).map(({ parent: _parent, ...rest }) => rest);
    expect(legacy.every((h) => !('parent' in h))).toBe(true);
    expect(changesToDeal(legacy, 2, 1).map((h) => describeEdit(h.edit))).toEqual([
      'deal 1 changed: 2♦ by S, 8 tricks -> 2♦ by S, 9 tricks',
    ]);
    expect(changesToDeal(legacy, 2, 0).map((h) => describeEdit(h.edit))).toEqual([
      'deal 1 deleted: 4♠ by S, 10 tricks',
    ]);
  });
});
