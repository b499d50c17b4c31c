import { describe, expect, it } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import { lastMark, marksAfter } from '../../src/db/marksRead.ts';
import { UnmarkedWriteError, withoutMarks } from '../../src/db/matchMarks.ts';
import { getRow } from '../../src/db/matchRows.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { freshIndexedDb, rubberFile } from './helpers.ts';

/**
 * Every write of a match's row is marked in its own transaction (src/db/matchMarks.ts), whoever
 * writes it and however: the marks are written by the database itself, not by each writer.
 */

async function matchOf(db: BridgepadDb): Promise<string> {
  const created = await createMatch(db, rubberFile());
  if (!created.ok) throw new Error('refused');
  return created.value.id;
}

/** The marks after `seq`, as [match id, mark] in the order marked. */
async function marked(db: BridgepadDb, seq: number): Promise<[string, number][]> {
  const marks = await marksAfter(db, seq);
  return marks.sort((a, b) => a.seq - b.seq).map((mark) => [mark.id, mark.seq]);
}

describe('the marks of match writes', () => {
  it('marks a write made straight on the store, outside every helper, and its deletion', async () => {
    const db = await freshIndexedDb().open();
    const id = await matchOf(db);
    const first = await lastMark(db);
    expect(first).toBeGreaterThan(0);
    const row = await getRow(db, id);
    if (row === undefined) throw new Error('no row');
    // A transaction that names the rows alone still marks them: the database adds the marks.
    await db.transaction('rw', db.matches, () => db.matches.put({ ...row, rev: 9 }));
    expect(await marked(db, first)).toEqual([[id, first + 1]]);
    await db.matches.delete(id);
    expect(await marked(db, first)).toEqual([[id, first + 2]]);
    // Marked for the players' ledger by the same write.
    expect(await db.ledgerChanges.get(id)).toEqual({ id, token: String(first + 2) });
  });

  it('marks every match a removal by range takes, and nothing of a write that failed', async () => {
    const db = await freshIndexedDb().open();
    const ids = [await matchOf(db), await matchOf(db), await matchOf(db)];
    const before = await lastMark(db);
    await expect(
      db.transaction('rw', db.matches, async () => {
        await db.matches.delete(ids[0] ?? '');
        throw new Error('the disk failed');
      }),
    ).rejects.toThrow('the disk failed');
    expect(await marked(db, before)).toEqual([]);
    await db.matches.clear();
    expect((await marked(db, before)).map(([id]) => id).sort()).toEqual([...ids].sort());
  });

  it('numbers the marks of two connections to one store (two tabs) one after the other', async () => {
    const store = freshIndexedDb();
    const [one, two] = [await store.open(), await store.open()];
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      await matchOf(i % 2 === 0 ? one : two);
      seen.push(await lastMark(i % 2 === 0 ? two : one));
    }
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it('writes a standing unmarked, and refuses any other write so made', async () => {
    const db = await freshIndexedDb().open();
    const id = await matchOf(db);
    const before = await lastMark(db);
    const row = await getRow(db, id);
    if (row === undefined) throw new Error('no row');
    await withoutMarks(db, 'standing', [db.matches], () => db.matches.put({ ...row, standing: 1 }));
    expect(await marked(db, before)).toEqual([]);
    await expect(
      withoutMarks(db, 'standing', [db.matches], () => db.matches.delete(id)),
    ).rejects.toThrow(UnmarkedWriteError);
    await expect(
      withoutMarks(db, 'makingRoom', [db.matches], () => db.matches.put(row)),
    ).rejects.toThrow(UnmarkedWriteError);
    expect(await getRow(db, id)).toMatchObject({ id, standing: 1 });
    // A write beside it in the same transaction, but not of it, is marked.
    await db.transaction('rw', db.matches, async () => {
      await withoutMarks(db, 'standing', [db.matches], () => db.matches.put(row));
      await db.matches.put({ ...row, rev: 5 });
    });
    expect(await marked(db, before)).toEqual([[id, before + 1]]);
  });
});
