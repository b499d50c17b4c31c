import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kapitiSummary } from '../../src/engine/kapitiSummary.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { FourPlayerMatch } from '../../src/engine/types.ts';

/** A match file under tests/, read as a Kapiti match. */
function load(name: string): FourPlayerMatch {
  const file = JSON.parse(readFileSync(join(import.meta.dirname, '..', name), 'utf8')) as object;
  const read = validateMatch({ ...file, game: 'kapiti' });
  if (!read.ok || read.value.game !== 'kapiti')
    throw new Error(`${name} does not read as a kapiti match`);
  return read.value;
}

describe('the Kapiti summary sheet', () => {
  const summary = kapitiSummary(load('golden/kapiti-30-deals-tie.json'));

  it('has a row per deal, the bonus at each stopping point, and the tie-break deals', () => {
    // [kind, deal, dealer, N/S, E/W, cumulative N/S, cumulative E/W, tie-break]
    const expected: [string, number, string | null, number, number, number, number, boolean][] = [
      ['deal', 1, 'S', 120, 0, 120, 0, false],
      ['deal', 2, 'W', 0, 150, 120, 150, false],
      ['deal', 3, 'N', 600, 0, 720, 150, false],
      ['deal', 4, 'E', 0, 0, 720, 150, false],
      ['deal', 5, 'S', 0, 40, 720, 190, false],
      ['deal', 6, 'W', 500, 0, 1220, 190, false],
      ['deal', 7, 'N', 0, 150, 1220, 340, false],
      ['deal', 8, 'E', 0, 680, 1220, 1020, false],
      ['deal', 9, 'S', 100, 0, 1320, 1020, false],
      ...Array.from(
        { length: 21 },
        (_, i): [string, number, string, number, number, number, number, boolean] => [
          'deal',
          10 + i,
          'WNES'[(10 + i - 10) % 4] as string,
          0,
          0,
          1320,
          1020,
          false,
        ],
      ),
      ['unfinished', 30, null, 0, 300, 1320, 1320, false],
      // Level with the bonus, so play goes on and the bonus is taken off again.
      ['withdrawn', 30, null, 0, -300, 1320, 1020, false],
      ['deal', 31, 'N', 40, 0, 1360, 1020, true],
      ['deal', 32, 'E', 0, 0, 1360, 1020, true],
      ['unfinished', 32, null, 100, 300, 1460, 1320, true],
    ];
    expect(
      summary.rows.map((r) => [r.kind, r.deal, r.dealer, ...r.points, ...r.cumulative, r.tieBreak]),
    ).toEqual(expected);
  });

  it('adds up: each column of points sums to the totals, withdrawn bonuses included', () => {
    const sums = [0, 1].map((side) =>
      summary.rows.reduce((sum, row) => sum + (row.points[side] ?? 0), 0),
    );
    expect(sums).toEqual([...summary.totals]);
  });

  it("withdraws a level stop's bonus only once play has gone on past it", () => {
    const match = load('golden/kapiti-30-deals-tie.json');
    const atThirty = kapitiSummary({ ...match, deals: match.deals.slice(0, 30) });
    expect(atThirty.rows.map((r) => r.kind).slice(-2)).toEqual(['deal', 'unfinished']);
    expect(atThirty.status).toBe('tied');
    const atThirtyOne = kapitiSummary({ ...match, deals: match.deals.slice(0, 31) });
    expect(atThirtyOne.rows.map((r) => r.kind).slice(-3)).toEqual([
      'unfinished',
      'withdrawn',
      'deal',
    ]);
  });

  it('withdraws nothing after a level stop that scored no bonus', () => {
    const match = load('golden/kapiti-30-deals-tie.json');
    const passed = { passed: true } as const;
    const rows = kapitiSummary({
      ...match,
      rules: { ...match.rules, deals: 2 },
      deals: [
        passed,
        passed,
        passed,
        { contract: { level: 1, strain: 'NT', doubling: 0 }, declarer: 'N', tricks: 7 },
      ],
    }).rows;
    expect(rows.map((r) => r.kind)).toEqual([
      'deal',
      'deal',
      'unfinished',
      'deal',
      'deal',
      'unfinished',
    ]);
    expect(rows[2]?.points).toEqual([0, 0]);
  });

  it('says the totals were level at deal 30, and who won at deal 32', () => {
    const bonuses = summary.rows.filter((r) => r.kind === 'unfinished');
    expect(bonuses.map((r) => r.tied)).toEqual([true, false]);
    expect(bonuses[0]?.text).toBe('E/W unfinished rubber, the only game: 300');
    expect(bonuses[1]?.text).toBe(
      'E/W unfinished rubber, the only game: 300; N/S unfinished rubber, the only part score: 100',
    );
    expect(summary).toMatchObject({
      totals: [1460, 1320],
      winner: 0,
      status: 'complete',
      plannedDeals: 30,
    });
  });

  it("the seed's pad example as the start of a Kapiti match: in progress, no bonus row yet", () => {
    const example = load('fixtures/examples/kapiti-example.json');
    const started = kapitiSummary({
      ...example,
      game: 'kapiti',
      rules: { ...example.rules, deals: 30 },
    });
    expect(started.rows.map((r) => [r.deal, r.dealer, ...r.points, ...r.cumulative])).toEqual([
      [1, 'S', 90, 0, 90, 0],
      [2, 'W', 0, 100, 90, 100],
      [3, 'N', 0, 820, 90, 920],
    ]);
    expect(started.status).toBe('in-progress');
  });

  it("has the pad's individual scores: each player's pair total per rubber, as the seed's pad shows", () => {
    const example = load('fixtures/examples/kapiti-example.json');
    const { individual } = kapitiSummary({ ...example, game: 'kapiti' });
    expect(individual.players.map((p) => p.name)).toEqual(['Ian', 'Bob', 'Dave', 'Alan']);
    // Seed 002's pad: 1st rubber Ian 90, Bob 90, Dave 920, Alan 920.
    expect(individual.rubbers).toEqual([[90, 90, 920, 920]]);
  });

  it('counts each rubber of a whole match, the unfinished one with its bonus', () => {
    expect(summary.individual.players.map((p) => p.seat)).toEqual(['N', 'S', 'E', 'W']);
    expect(summary.individual.rubbers).toEqual([
      [720, 720, 150, 150],
      [740, 740, 1170, 1170],
    ]);
    const sums = [0, 2].map((i) => summary.individual.rubbers.reduce((t, r) => t + (r[i] ?? 0), 0));
    expect(sums).toEqual([...summary.totals]);
  });
});
