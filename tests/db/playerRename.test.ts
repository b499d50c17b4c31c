import { describe, expect, it } from 'vitest';
import { getRecord } from '../../src/db/matchRows.ts';
import { putRecord } from '../../src/db/matchRowWrites.ts';
import { historyOf } from '../../src/db/matchStore.ts';
import { createMatch, undo } from '../../src/db/matchWrites.ts';
import { renamePlayer } from '../../src/db/playerRename.ts';
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
  it('renames the player wherever the name stands, each match by a step of its own', async () => {
    const { db, ids } = await withMatches([
      { N: 'Zoe Ngata', E: 'Dave', S: 'Bob', W: 'Alan' },
      { N: 'Ian', E: 'Zoe  Ngata', S: 'Bob', W: 'Alan' },
      { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
    ]);
    expect(await renamePlayer(db, 'Zoe Ngata', 'Zoë Ngata')).toEqual({ ok: true, value: 2 });
    expect(await players(db, ids[0] as string)).toMatchObject({ N: 'Zoë Ngata' });
    expect(await players(db, ids[1] as string)).toMatchObject({ E: 'Zoë Ngata' });
    expect(await players(db, ids[2] as string)).toMatchObject({ N: 'Ian', E: 'Dave' });
    expect((await historyOf(db, ids[0] as string)).map((h) => h.edit.kind)).toEqual(['rename']);
    expect(await historyOf(db, ids[2] as string)).toEqual([]);
    // Each match can be taken back on its own.
    await undo(db, ids[1] as string);
    expect(await players(db, ids[1] as string)).toMatchObject({ E: 'Zoe  Ngata' });
    expect(await players(db, ids[0] as string)).toMatchObject({ N: 'Zoë Ngata' });
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
