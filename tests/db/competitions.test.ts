import { describe, expect, it } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import {
  checkCompetition,
  competitionChoices,
  competitionOf,
  createMatchWithCompetition,
  defaultCompetition,
  deleteCompetition,
  listCompetitions,
  readProfile,
  saveCompetition,
} from '../../src/db/competitions.ts';
import { listMatches } from '../../src/db/allMatches.ts';
import { KAPITI_COAST, freshIndexedDb, rubberFile } from './helpers.ts';

const kapitiCoast = KAPITI_COAST;

async function saved(db: BridgepadDb, fields: unknown, id?: string) {
  const result = await saveCompetition(db, fields, id);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('competition profiles', () => {
  it('adds a profile and reads it back exactly, Māori and Polish letters too, after a reload', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const profile = await saved(db, kapitiCoast);
    expect(profile.id).not.toBe('');
    db.close();
    const reloaded = await open();
    expect(await listCompetitions(reloaded)).toEqual([{ id: profile.id, ...kapitiCoast }]);
    expect(competitionOf(profile)).toEqual(kapitiCoast);
  });

  it('keeps profiles in the order they were added and updates one in place', async () => {
    const db = await freshIndexedDb().open();
    const first = await saved(db, { name: 'Kapiti 2025' });
    const second = await saved(db, { name: 'Kapiti 2026' });
    await saved(db, { name: 'Kapiti 2025', round: 'Final' }, first.id);
    expect(await listCompetitions(db)).toEqual([
      { id: first.id, name: 'Kapiti 2025', round: 'Final' },
      { id: second.id, name: 'Kapiti 2026' },
    ]);
  });

  it('adds a profile again when it was deleted while being edited', async () => {
    const db = await freshIndexedDb().open();
    const profile = await saved(db, { name: 'Kapiti 2026' });
    expect(await deleteCompetition(db, profile.id)).toBe(true);
    await saved(db, { name: 'Kapiti 2026', round: 'Round 2' }, profile.id);
    expect(await listCompetitions(db)).toEqual([
      { id: profile.id, name: 'Kapiti 2026', round: 'Round 2' },
    ]);
  });

  it('saves nothing while a field is wrong, and says which with the match file messages', async () => {
    const db = await freshIndexedDb().open();
    const result = await saveCompetition(db, {
      round: 'Round 3',
      email: 'pat at example.org',
      due: '2026-02-30',
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: 'competition.name', message: 'is missing' },
        { path: 'competition.email', message: '"pat at example.org" is not an e-mail address' },
        { path: 'competition.due', message: 'must be a date like 2026-12-01' },
      ],
    });
    expect(await listCompetitions(db)).toEqual([]);
    expect(await db.profiles.count()).toBe(0);
  });

  it('checks fields as a match file would', () => {
    expect(checkCompetition({ name: 'Kapiti', prize: 'a cup' })).toEqual({
      ok: false,
      errors: [{ path: 'competition.prize', message: 'unknown field' }],
    });
    expect(checkCompetition(undefined)).toMatchObject({ ok: false });
    expect(checkCompetition({ name: 'Kapiti' })).toEqual({ ok: true, value: { name: 'Kapiti' } });
  });

  it('deletes a profile, and says false for one that is not there', async () => {
    const db = await freshIndexedDb().open();
    const a = await saved(db, { name: 'A' });
    const b = await saved(db, { name: 'B' });
    expect(await deleteCompetition(db, a.id)).toBe(true);
    expect(await deleteCompetition(db, a.id)).toBe(false);
    expect((await listCompetitions(db)).map((p) => p.id)).toEqual([b.id]);
  });

  it('skips stored profiles that fail validation, and keeps them through saves', async () => {
    const db = await freshIndexedDb().open();
    const damaged = [
      { id: 'no-order', name: 'No order' },
      { id: 'bad-mail', order: 1, name: 'Bad mail', email: 'nobody' },
      { id: 'newer', order: 2, name: 'From a newer version', prize: 'a cup' },
      { id: 'good', order: 3, name: 'Good' },
    ];
    await db.profiles.bulkPut(damaged);
    expect(await listCompetitions(db)).toEqual([{ id: 'good', name: 'Good' }]);
    expect(readProfile(damaged[2])).toEqual({
      ok: false,
      errors: [{ path: 'competition.prize', message: 'unknown field' }],
    });
    expect(readProfile(damaged[0])).toMatchObject({
      ok: false,
      errors: [{ path: 'order', message: 'must be a whole number' }],
    });

    const added = await saved(db, { name: 'Added' });
    await saved(db, { name: 'Good, edited' }, 'good');
    expect(await listCompetitions(db)).toEqual([
      { id: 'good', name: 'Good, edited' },
      { id: added.id, name: 'Added' },
    ]);
    const stored = await db.profiles.toArray();
    expect(stored).toContainEqual(damaged[2]);
    expect(stored).toHaveLength(damaged.length + 1);
    // Added after every other, whatever order the damaged rows had.
    expect(stored.find((row) => row.id === added.id)?.order).toBe(4);
  });
});

describe('the default competition for a new Kapiti match', () => {
  const a = { id: 'a', name: 'A' };
  const b = { id: 'b', name: 'B' };
  it.each([
    { profiles: [], lastUsed: null, expected: undefined },
    { profiles: [a], lastUsed: null, expected: a },
    { profiles: [a, b], lastUsed: null, expected: undefined },
    { profiles: [a, b], lastUsed: 'b', expected: b },
    { profiles: [a, b], lastUsed: 'gone', expected: undefined },
    { profiles: [a], lastUsed: 'gone', expected: a },
  ])('$profiles.length profiles, last used $lastUsed', ({ profiles, lastUsed, expected }) => {
    expect(defaultCompetition({ profiles, lastUsed })).toEqual(expected);
  });

  it('remembers the profile a match was started with, and forgets it when it is deleted', async () => {
    const db = await freshIndexedDb().open();
    const first = await saved(db, { name: 'First' });
    const second = await saved(db, { name: 'Second' });
    const file = rubberFile({
      game: 'kapiti',
      rules: { honors: true, deals: 30 },
      competition: competitionOf(second),
    });
    const created = await createMatchWithCompetition(db, file, second.id);
    expect(created).toMatchObject({ ok: true });
    expect(await competitionChoices(db)).toEqual({
      profiles: [first, second],
      lastUsed: second.id,
    });
    const [listed] = await listMatches(db);
    expect(listed?.record.file.competition).toEqual({ name: 'Second' });

    await deleteCompetition(db, second.id);
    expect(await competitionChoices(db)).toEqual({ profiles: [first], lastUsed: null });
  });

  it('neither saves the match nor remembers the profile when the match is invalid', async () => {
    const db = await freshIndexedDb().open();
    const profile = await saved(db, { name: 'Kapiti' });
    const file = rubberFile({ competition: competitionOf(profile) });
    const created = await createMatchWithCompetition(db, file, profile.id);
    expect(created).toEqual({
      ok: false,
      errors: [{ path: 'competition', message: 'only for kapiti' }],
    });
    expect(await listMatches(db)).toEqual([]);
    expect((await competitionChoices(db)).lastUsed).toBeNull();
  });

  it('leaves the last used profile alone when a match starts without one', async () => {
    const db = await freshIndexedDb().open();
    const profile = await saved(db, { name: 'Kapiti' });
    const kapiti = rubberFile({ game: 'kapiti', rules: { honors: true, deals: 30 } });
    await createMatchWithCompetition(
      db,
      { ...kapiti, competition: { name: 'Kapiti' } },
      profile.id,
    );
    await createMatchWithCompetition(db, kapiti, undefined);
    expect((await competitionChoices(db)).lastUsed).toBe(profile.id);
  });
});
