import { describe, expect, it } from 'vitest';
import { getRecord } from '../../src/db/matchRows.ts';
import { putRecord } from '../../src/db/matchRowWrites.ts';
import { historyOf } from '../../src/db/matchStore.ts';
import { commitEdit, createMatch, redo, undo } from '../../src/db/matchWrites.ts';
import { renamePlayer } from '../../src/db/playerRename.ts';
import { TABLE_KEY } from '../../src/engine/tableGroup.ts';
import { dump, freshIndexedDb, rubberFile } from './helpers.ts';

async function withMatches(players: Record<string, string>[]) {
  const db = await freshIndexedDb().open();
  const ids: string[] = [];
  for (const p of players) {
    const created = await createMatch(db, rubberFile({ players: p }));
    if (!created.ok) throw new Error('fixture match is invalid');
    ids.push(created.value.id);
  }
  return { db, ids };
}

const players = async (db: Awaited<ReturnType<typeof withMatches>>['db'], id: string) =>
  (await getRecord(db, id))?.file.players;

describe('renaming a player in every match', () => {
  it('renames the player wherever the name stands, all of it one step, undone and redone whole', async () => {
    const { db, ids } = await withMatches([
      { N: 'Zoe Ngata', E: 'Dave', S: 'Bob', W: 'Alan' },
      { N: 'Ian', E: 'Zoe  Ngata', S: 'Bob', W: 'Alan' },
      { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
    ]);
    const renamed = await renamePlayer(db, 'Zoe Ngata', 'Zoë Ngata');
    expect(renamed).toEqual({ ok: true, value: { changed: 2, undoIn: expect.any(String) } });
    expect(await players(db, ids[0] as string)).toMatchObject({ N: 'Zoë Ngata' });
    expect(await players(db, ids[1] as string)).toMatchObject({ E: 'Zoë Ngata' });
    expect(await players(db, ids[2] as string)).toMatchObject({ N: 'Ian', E: 'Dave' });
    expect((await historyOf(db, ids[0] as string)).map((h) => h.edit.kind)).toEqual(['rename']);
    expect(await historyOf(db, ids[2] as string)).toEqual([]);
    // Undone from either match, it is undone in both: no player is split in two.
    expect(await undo(db, ids[1] as string)).toMatchObject({ ok: true });
    expect(await players(db, ids[1] as string)).toMatchObject({ E: 'Zoe  Ngata' });
    expect(await players(db, ids[0] as string)).toMatchObject({ N: 'Zoe Ngata' });
    expect(await redo(db, ids[0] as string)).toMatchObject({ ok: true });
    expect(await players(db, ids[1] as string)).toMatchObject({ E: 'Zoë Ngata' });
    expect(await players(db, ids[0] as string)).toMatchObject({ N: 'Zoë Ngata' });
  });

  it('undoes a rename of 19 matches whole, and refuses, changing nothing, once one has moved on', async () => {
    const { db, ids } = await withMatches(
      Array.from({ length: 19 }, (_, i) => ({
        N: 'Pat Lee',
        E: `Opponent ${i}`,
        S: 'Bob',
        W: 'Al',
      })),
    );
    const renamed = await renamePlayer(db, 'Pat Lee', 'Patricia Lee');
    if (!renamed.ok) throw new Error('not renamed');
    expect(renamed.value.changed).toBe(19);
    // A deal entered in one match since: that match would undo the deal first.
    await commitEdit(db, ids[7] as string, {
      kind: 'addDeal',
      index: 0,
      deal: { contract: '4S', declarer: 'N', tricks: 10 },
    });
    const before = await dump(db);
    expect(await undo(db, ids[0] as string)).toEqual({
      ok: false,
      errors: [
        {
          path: '$',
          message:
            'this change was made in 19 matches at once, and 1 of them has changed since: undo there first',
        },
      ],
    });
    expect(await dump(db)).toBe(before);
    await undo(db, ids[7] as string);
    expect(await undo(db, ids[0] as string)).toMatchObject({ ok: true });
    for (const id of ids) expect(await players(db, id)).toMatchObject({ N: 'Pat Lee' });
  });

  it("renames the player in a table's evening seating too, and undoes both as one", async () => {
    const db = await freshIndexedDb().open();
    const draw = ['Kit', 'Ivy', 'Cy', 'Ed', 'Bo'];
    const ids: string[] = [];
    for (const [rubber, players] of [
      { N: 'Kit', E: 'Ivy', S: 'Cy', W: 'Ed' },
      { N: 'Kit', E: 'Bo', S: 'Cy', W: 'Ivy' },
    ].entries()) {
      const created = await createMatch(
        db,
        rubberFile({ players, [TABLE_KEY]: { session: 'evening-1', draw, rubber } }),
      );
      if (!created.ok) throw new Error(JSON.stringify(created.errors));
      ids.push(created.value.id);
    }
    const seating = async (id: string) =>
      ((await getRecord(db, id))?.file[TABLE_KEY] as { draw: string[] }).draw;

    expect(await renamePlayer(db, 'Kit', 'Kitty')).toMatchObject({
      ok: true,
      value: { changed: 2 },
    });
    for (const id of ids) {
      expect(await seating(id)).toEqual(['Kitty', 'Ivy', 'Cy', 'Ed', 'Bo']);
      expect(await players(db, id)).toMatchObject({ N: 'Kitty' });
    }
    // The players' rename is what the table offers to undo, and it takes the seating with it.
    expect((await historyOf(db, ids[1] as string)).map((h) => h.edit.kind)).toEqual([
      'detail',
      'rename',
    ]);
    expect(await undo(db, ids[1] as string)).toMatchObject({ ok: true });
    for (const id of ids) {
      expect(await seating(id)).toEqual(draw);
      expect(await players(db, id)).toMatchObject({ N: 'Kit' });
    }
    expect(await redo(db, ids[0] as string)).toMatchObject({ ok: true });
    for (const id of ids) expect(await seating(id)).toEqual(['Kitty', 'Ivy', 'Cy', 'Ed', 'Bo']);
    // Bo sat out the first rubber: renamed in its seating alone.
    expect(await renamePlayer(db, 'Bo', 'Beau')).toMatchObject({ ok: true, value: { changed: 2 } });
    expect(await seating(ids[0] as string)).toEqual(['Kitty', 'Ivy', 'Cy', 'Ed', 'Beau']);
    expect(await players(db, ids[0] as string)).toEqual({ N: 'Kitty', E: 'Ivy', S: 'Cy', W: 'Ed' });
  });

  it('refuses an empty or overlong name, and changes nothing', async () => {
    const { db } = await withMatches([{ N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' }]);
    const before = await dump(db);
    expect(await renamePlayer(db, 'Ian', '   ')).toEqual({
      ok: false,
      errors: [{ path: 'name', message: 'is empty' }],
    });
    expect(await renamePlayer(db, 'Ian', 'x'.repeat(101))).toMatchObject({ ok: false });
    expect(await dump(db)).toBe(before);
  });

  it('changes no match if any one of them cannot take the new name', async () => {
    const { db, ids } = await withMatches([
      { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
      { N: 'Ian', E: 'Pat', S: 'Bob', W: 'Alan' },
    ]);
    // The second match was damaged on disk: it no longer reads, so it takes no step.
    const damaged = await getRecord(db, ids[1] as string);
    if (damaged === undefined) throw new Error('match missing');
    await putRecord(db, { ...damaged, file: { ...damaged.file, deals: 'lost' } });
    const before = await dump(db);
    const result = await renamePlayer(db, 'Ian', 'Iain');
    expect(result.ok).toBe(false);
    expect(await dump(db)).toBe(before);
  });
});
