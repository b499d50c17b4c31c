import { describe, expect, it } from 'vitest';
import { DESK_VERSION, readDesk } from '../../src/season/deskRecord.ts';

const DESK = {
  id: 'desk-1',
  version: DESK_VERSION,
  name: 'Kāpiti Coast Rubber Bridge 2026',
  createdAt: '2026-10-01T09:00:00.000Z',
  profileId: null,
  pairs: [
    { id: 'p1', players: ['Ana Ngata', 'Łukasz Nowak'], grades: ['open', 'junior'] },
    { id: 'p2', players: ['Μαρία Παπαδοπούλου', 'Сергей Иванов'], grades: ['junior', 'junior'] },
  ],
  rounds: [{ name: 'Final', due: '2026-12-01', pairings: [{ a: 'p1', b: 'p2' }] }],
  outcomes: [
    {
      round: 0,
      winner: 'p2',
      kind: 'played',
      totals: { p1: 1960, p2: 2380 },
      matchId: 'm-1',
      fileId: 'f-1',
      at: '2026-11-20T18:00:00.000Z',
    },
  ],
};

describe('a kept desk, read through its validator', () => {
  it('reads a whole desk as it was written', () => {
    expect(readDesk(DESK)).toEqual({ ok: true, value: DESK });
    expect(readDesk({ ...DESK, 'x-note': { __proto__: 1 } })).toMatchObject({ ok: true });
  });

  it('names the place of every problem, and refuses the desk whole', () => {
    const broken = {
      ...DESK,
      version: 2,
      name: '',
      extra: true,
      pairs: [
        { id: 'p1', players: ['Ana Ngata', ''], grades: ['open', 'expert'] },
        { id: 'p2', players: ['ana ngata', 'Bo'], grades: ['open', 'open'] },
      ],
      rounds: [{ name: 'Final', due: '2026-02-30', pairings: [{ a: 'p1', b: 'p9' }] }],
      outcomes: [{ round: 3, winner: 'p1', kind: 'played' }],
    };
    const read = readDesk(broken);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual([
      { path: 'extra', message: 'unknown field' },
      {
        path: 'version',
        message: 'is 2: written by a later WeThey, which this one cannot read',
      },
      { path: 'name', message: 'must be text of 1 to 100 characters' },
      { path: 'pairs[0].players[1]', message: 'must be text of 1 to 100 characters' },
      { path: 'pairs[0].grades[1]', message: 'must be junior, intermediate or open' },
      { path: 'rounds[0].due', message: 'must be a real date, like 2026-12-01, or null' },
      { path: 'rounds[0].pairings[0].b', message: 'must be an entered pair or null (a bye)' },
      { path: 'outcomes[0].round', message: 'must be a drawn round, 0 to 0' },
    ]);
  });

  it('finds a player entered twice, a second result for one match, and totals of other pairs', () => {
    const read = readDesk({
      ...DESK,
      pairs: [...DESK.pairs, { id: 'p3', players: ['Ana  Ngata', 'Bo'], grades: ['open', 'open'] }],
      outcomes: [
        { round: 0, winner: 'p1', kind: 'default' },
        { round: 0, winner: 'p2', kind: 'played', totals: { p1: 1, p3: 2 } },
      ],
    });
    expect(read).toEqual({
      ok: false,
      errors: [
        { path: 'pairs[2].players[0]', message: 'Ana Ngata is entered already, in pair 1' },
        { path: 'outcomes[1]', message: 'a second result for the same match of round 0' },
        {
          path: 'outcomes[1].totals',
          message: "must give the two pairs' totals, by pair, as whole numbers",
        },
      ],
    });
  });

  it('refuses what is not a desk at all', () => {
    expect(readDesk('desk')).toEqual({
      ok: false,
      errors: [{ path: '$', message: 'must be an object, not "desk"' }],
    });
    expect(readDesk({ ...DESK, pairs: 'none', rounds: [], outcomes: [] })).toEqual({
      ok: false,
      errors: [{ path: 'pairs', message: 'must be a list, not "none"' }],
    });
  });
});
