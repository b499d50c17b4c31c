import { describe, expect, it } from 'vitest';
import { roundHundreds } from '../../src/engine/builder.ts';
import { chicagoVulnerability } from '../../src/engine/chukker.ts';
import { boardDealer, boardVulnerability } from '../../src/engine/duplicate.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import type { BridgeSheet, DealState, RummySheet } from '../../src/engine/sheet.ts';
import { sixDealBand } from '../../src/engine/sixdeal.ts';
import { summarizeMatch } from '../../src/engine/summary.ts';
import type {
  BridgeMatch,
  Match,
  RummyMatch,
  Seat,
  Vulnerability,
} from '../../src/engine/types.ts';

/**
 * Example tables for every game (docs/rules.md, each game's section). Matches are plain objects read through
 * the match file validator, as the app and the command line read them; every expected number
 * is written out by hand from docs/rules.md.
 */

const PLAYERS = { N: 'Ann', E: 'Ben', S: 'Cat', W: 'Dan' } as const;
const PLAYERS2 = { A: 'Amy', B: 'Bob' } as const;
const PASS = { passed: true } as const;

type Raw = Record<string, unknown>;

function deal(contract: string, declarer: string, tricks: number, more: Raw = {}): Raw {
  return { contract, declarer, tricks, ...more };
}

function passes(n: number): Raw[] {
  return Array.from({ length: n }, () => ({ ...PASS }));
}

function four(game: string, deals: readonly Raw[], more: Raw = {}): Raw {
  return { format: 'bridgepad.match', version: 1, game, players: PLAYERS, deals, ...more };
}

function two(game: string, deals: readonly Raw[], more: Raw = {}): Raw {
  return { format: 'bridgepad.match', version: 1, game, players: PLAYERS2, deals, ...more };
}

function load(raw: Raw): Match {
  const result = validateMatch(raw);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('; '));
  expect(result.ok).toBe(true);
  return result.value;
}

function loadBridge(raw: Raw): BridgeMatch {
  const match = load(raw);
  if (match.game === 'rummy') throw new Error('not a bridge match');
  return match;
}

function sheetOf(raw: Raw): BridgeSheet {
  return scoreMatch(loadBridge(raw));
}

function problems(raw: Raw): string[] {
  const result = validateMatch(raw);
  return result.ok ? [] : result.errors.map(formatProblem);
}

/** Points per deal, [NS, EW] (or [A, B]). */
function perDeal(sheet: BridgeSheet): [number, number][] {
  return sheet.deals.map((row) => [row.points[0], row.points[1]]);
}

type Entry = [string, number, string, number, number | null];
/** Entries as [kind, side, where, points, deal]. */
function entries(sheet: BridgeSheet): Entry[] {
  return sheet.entries.map((e) => [e.kind, e.side, e.where, e.points, e.deal]);
}

type Before = [string, [boolean, boolean], [number, number], [number, number]];
function state(s: DealState): Before {
  return [
    s.dealer,
    [s.vulnerable[0], s.vulnerable[1]],
    [s.partScore[0], s.partScore[1]],
    [s.needs[0], s.needs[1]],
  ];
}
/** The state before each deal as [dealer, vulnerable, partScore, needs]. */
function before(sheet: BridgeSheet): Before[] {
  return sheet.deals.map((row) => state(row.before));
}

const F = false;
const T = true;

// ---------------------------------------------------------------------------------------------
describe('rubber bridge (docs/rules.md, Rubber bridge)', () => {
  // First dealer North; a passed-out deal still counts and moves the deal on.
  const rubberA = [
    deal('2H', 'S', 9), // NS 60 below, 30 above
    PASS,
    deal('2C', 'E', 8), // EW 40 below
    deal('1NT', 'N', 7), // NS 40 below: 100, game
    deal('3S', 'W', 8), // EW not vulnerable, down 1: NS 50
    deal('4S', 'N', 10), // NS 120: second game, rubber 700 (EW no game)
    deal('1D', 'S', 7), // new rubber: NS 20
  ];

  it('scores games, vulnerability and a 700 rubber; the next rubber starts not vulnerable', () => {
    const sheet = sheetOf(four('rubber', rubberA));
    expect(perDeal(sheet)).toEqual([
      [90, 0],
      [0, 0],
      [0, 40],
      [40, 0],
      [50, 0],
      [820, 0],
      [20, 0],
    ]);
    expect(sheet.deals.map((r) => [r.cumulative[0], r.cumulative[1]])).toEqual([
      [90, 0],
      [90, 0],
      [90, 40],
      [130, 40],
      [180, 40],
      [1000, 40],
      [1020, 40],
    ]);
    expect(before(sheet)).toEqual([
      ['N', [F, F], [0, 0], [100, 100]],
      ['E', [F, F], [60, 0], [40, 100]],
      ['S', [F, F], [60, 0], [40, 100]],
      ['W', [F, F], [60, 40], [40, 60]],
      ['N', [T, F], [0, 0], [100, 100]],
      ['E', [T, F], [0, 0], [100, 100]],
      ['S', [F, F], [0, 0], [100, 100]],
    ]);
    expect(state(sheet.next)).toEqual(['W', [F, F], [20, 0], [80, 100]]);
    expect(sheet.deals.map((r) => [r.before.rubber, r.before.games[0], r.before.games[1]])).toEqual(
      [
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
        [0, 1, 0],
        [0, 1, 0],
        [1, 0, 0],
      ],
    );
    expect(sheet.deals[1]?.passed).toBe(true);
    expect(entries(sheet)).toEqual([
      ['trick', 0, 'below', 60, 0],
      ['overtricks', 0, 'above', 30, 0],
      ['trick', 1, 'below', 40, 2],
      ['trick', 0, 'below', 40, 3],
      ['undertricks', 0, 'above', 50, 4],
      ['trick', 0, 'below', 120, 5],
      ['rubber', 0, 'above', 700, 5],
      ['trick', 0, 'below', 20, 6],
    ]);
    expect(sheet.gameLines).toEqual([
      { rubber: 0, afterDeal: 3, wonBy: 0 },
      { rubber: 0, afterDeal: 5, wonBy: 0 },
    ]);
    expect(sheet.deals.map((r) => [r.gameWonBy, r.rubberWonBy])).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [0, null],
      [null, null],
      [0, 0],
      [null, null],
    ]);
    expect(sheet.rubbers).toEqual([
      {
        index: 0,
        firstDeal: 0,
        lastDeal: 5,
        totals: [1000, 40],
        games: [2, 0],
        wonBy: 0,
        over: true,
        winner: 0,
        net: 960,
        backScore: 10,
      },
      {
        index: 1,
        firstDeal: 6,
        lastDeal: 6,
        totals: [20, 0],
        games: [0, 0],
        wonBy: null,
        over: false,
        winner: 0,
        net: 20,
        backScore: 0,
      },
    ]);
    expect(sheet.totals).toEqual([1020, 40]);
    expect(sheet.winner).toBe(0);
    // Engine's choice (the rule books are silent): a rubber match still being played is in progress.
    expect(sheet.status).toBe('in-progress');
  });

  it('summarises the rubbers and the back score by player', () => {
    const summary = summarizeMatch(load(four('rubber', rubberA)));
    expect(summary.totals).toEqual({ NS: 1020, EW: 40 });
    expect(summary.deals).toEqual([
      { NS: 90, EW: 0 },
      { NS: 0, EW: 0 },
      { NS: 0, EW: 40 },
      { NS: 40, EW: 0 },
      { NS: 50, EW: 0 },
      { NS: 820, EW: 0 },
      { NS: 20, EW: 0 },
    ]);
    expect(summary.rubbers?.map((r) => [r.net, r.backScore, r.winner, r.over])).toEqual([
      [960, 10, 'NS', true],
      [20, 0, 'NS', false],
    ]);
    // only rubbers that are over count: the second is still being played
    expect(summary.backScore).toEqual({ Ann: 10, Cat: 10, Ben: -10, Dan: -10 });
    expect(summary.winner).toBe('NS');
  });

  it('scores the unfinished second rubber when play stops (finished)', () => {
    const sheet = sheetOf(four('rubber', rubberA, { finished: true }));
    // NS alone have a part score (20) in the game in progress: 100; games 0-0: no 300
    expect(entries(sheet).filter((e) => e[0] === 'unfinished')).toEqual([
      ['unfinished', 0, 'above', 100, null],
    ]);
    expect(sheet.totals).toEqual([1120, 40]);
    expect(sheet.deals[6]?.points).toEqual([20, 0]); // the bonus belongs to no deal
    expect(sheet.rubbers[1]).toMatchObject({ totals: [120, 0], over: true, net: 120 });
    expect(sheet.rubbers[1]?.backScore).toBe(1);
    expect(sheet.status).toBe('complete');
    const summary = summarizeMatch(load(four('rubber', rubberA, { finished: true })));
    expect(summary.backScore).toEqual({ Ann: 11, Cat: 11, Ben: -11, Dan: -11 });
  });

  it('gives 500 for a rubber won two games to one, and vulnerable undertricks', () => {
    const sheet = sheetOf(
      four('rubber', [
        deal('4H', 'E', 10), // EW 120, game
        deal('3NT', 'N', 9), // NS 100, game: both vulnerable
        deal('2S', 'W', 7), // EW vulnerable down 1: NS 100
        deal('2SX', 'W', 7), // doubled vulnerable down 1: NS 200
        deal('5D', 'S', 11), // NS 100: game, rubber 500
      ]),
    );
    expect(perDeal(sheet)).toEqual([
      [0, 120],
      [100, 0],
      [100, 0],
      [200, 0],
      [600, 0],
    ]);
    expect(before(sheet).map((b) => [b[0], b[1]])).toEqual([
      ['N', [F, F]],
      ['E', [F, T]],
      ['S', [T, T]],
      ['W', [T, T]],
      ['N', [T, T]],
    ]);
    expect(entries(sheet).slice(-2)).toEqual([
      ['trick', 0, 'below', 100, 4],
      ['rubber', 0, 'above', 500, 4],
    ]);
    expect(sheet.rubbers[0]).toMatchObject({
      games: [2, 1],
      wonBy: 0,
      totals: [1000, 120],
      net: 880,
      backScore: 9,
    });
    expect(state(sheet.next)).toEqual(['E', [F, F], [0, 0], [100, 100]]);
    expect(sheet.next.rubber).toBe(1);
  });

  it('gives EW the rubber and a negative net (-550 -> -6)', () => {
    const raw = four('rubber', [
      deal('4S', 'N', 10), // NS 120, game
      deal('1C', 'E', 6), // EW not vulnerable down 1: NS 50
      deal('4H', 'E', 10), // EW 120, game
      deal('3NT', 'W', 9), // EW 100, game, rubber 500
    ]);
    const sheet = sheetOf(raw);
    expect(perDeal(sheet)).toEqual([
      [120, 0],
      [50, 0],
      [0, 120],
      [0, 600],
    ]);
    expect(sheet.rubbers[0]).toMatchObject({ wonBy: 1, net: -550, backScore: -6, winner: 1 });
    expect(summarizeMatch(load(raw)).backScore).toEqual({ Ann: -6, Cat: -6, Ben: 6, Dan: 6 });
  });

  describe('honors (docs/rules.md, Rubber bridge)', () => {
    const deals = [
      deal('4S', 'S', 10, { honors: { side: 'NS', points: 100 } }), // declarer's honors
      deal('2H', 'E', 7, { honors: { side: 'NS', points: 150 } }), // defenders' honors, set
      deal('3NT', 'N', 9, { honors: { side: 'EW', points: 150 } }), // four aces, defending
    ];

    it('go to the side that held them, declaring or defending, above the line', () => {
      const sheet = sheetOf(four('rubber', deals));
      expect(entries(sheet).filter((e) => e[0] === 'honors')).toEqual([
        ['honors', 0, 'above', 100, 0],
        ['honors', 0, 'above', 150, 1],
        ['honors', 1, 'above', 150, 2],
      ]);
      expect(perDeal(sheet)).toEqual([
        [220, 0],
        [200, 0],
        [800, 150],
      ]);
      expect(sheet.totals).toEqual([1220, 150]);
    });

    it('are ignored by the engine when rules.honors is false', () => {
      const match = loadBridge(four('rubber', deals));
      const off = scoreMatch({ ...match, rules: { ...match.rules, honors: false } });
      expect(off.entries.some((e) => e.kind === 'honors')).toBe(false);
      expect(perDeal(off)).toEqual([
        [120, 0],
        [50, 0],
        [800, 0],
      ]);
      expect(off.totals).toEqual([970, 0]);
    });

    it('are refused in a file whose rules switch them off', () => {
      expect(problems(four('rubber', deals.slice(0, 1), { rules: { honors: false } }))).toEqual([
        'deals[0].honors: honors are not scored in this match (rules.honors is false)',
      ]);
    });
  });

  describe('unfinished rubber when play stops (Reading, seed 004)', () => {
    // [name, deals, unfinished entries as [side, points], totals]
    const rows: [string, Raw[], [number, number][], [number, number]][] = [
      [
        'NS only game and only part score: 300 + 100 to NS',
        [deal('4S', 'S', 10), deal('2C', 'N', 8)],
        [
          [0, 300],
          [0, 100],
        ],
        [560, 0],
      ],
      [
        'one game each, NS only part score: 100',
        [deal('4S', 'S', 10), deal('4H', 'E', 10), deal('1NT', 'N', 7)],
        [[0, 100]],
        [260, 120],
      ],
      [
        'NS only game, both part scores: 300 only',
        [deal('3NT', 'N', 9), deal('2C', 'S', 8), deal('2D', 'E', 8)],
        [[0, 300]],
        [440, 40],
      ],
      [
        'EW only game, NS only part score: 300 to EW, 100 to NS',
        [deal('4H', 'E', 10), deal('1S', 'N', 7)],
        [
          [1, 300],
          [0, 100],
        ],
        [130, 420],
      ],
      [
        'one game each and both part scores: nothing',
        [deal('4S', 'S', 10), deal('4H', 'E', 10), deal('2C', 'N', 8), deal('2D', 'W', 8)],
        [],
        [160, 160],
      ],
      ['nothing scored below: nothing', [deal('3NT', 'N', 8)], [], [0, 50]],
      ['EW only part score: 100 to EW', [deal('2D', 'W', 8)], [[1, 100]], [0, 140]],
      ['a rubber just won: nothing', [deal('4S', 'S', 10), deal('4S', 'N', 10)], [], [940, 0]],
    ];
    it.each(rows)('%s', (_name, deals, bonuses, totals) => {
      const sheet = sheetOf(four('rubber', deals, { finished: true }));
      expect(
        sheet.entries.filter((e) => e.kind === 'unfinished').map((e) => [e.side, e.points]),
      ).toEqual(bonuses);
      for (const e of sheet.entries.filter((x) => x.kind === 'unfinished')) {
        expect(e.deal).toBeNull();
        expect(e.where).toBe('above');
      }
      expect(sheet.totals).toEqual(totals);
      expect(sheet.rubbers.at(-1)?.over).toBe(true);
    });

    it('is not scored while play goes on', () => {
      const sheet = sheetOf(four('rubber', [deal('4S', 'S', 10), deal('2C', 'N', 8)]));
      expect(sheet.entries.some((e) => e.kind === 'unfinished')).toBe(false);
      expect(sheet.totals).toEqual([160, 0]);
      expect(sheet.rubbers[0]?.over).toBe(false);
    });
  });

  describe('back score rounding (seed 004): nearest 100, 50 rounding away from zero', () => {
    const rows: [number, number][] = [
      [1830, 18],
      [550, 6],
      [1850, 19],
      [1849, 18],
      [-550, -6],
      [-1849, -18],
      [-1850, -19],
      [549, 5],
      [50, 1],
      [49, 0],
      [0, 0],
      [960, 10],
    ];
    it.each(rows)('%i -> %i', (net, hundreds) => {
      expect(roundHundreds(net)).toBe(hundreds);
    });
  });
});

// ---------------------------------------------------------------------------------------------
describe('Kapiti 30-deal match (docs/rules.md, The Kapiti 30-deal match)', () => {
  // First dealer South. NS game on deal 1, 28 passed-out deals, NS part score on deal 30.
  const deals30 = [deal('4S', 'N', 10), ...passes(28), deal('2C', 'S', 8)];

  it('counts passed-out deals and moves the dealer; at deal 30 adds the unfinished bonus', () => {
    const sheet = sheetOf(four('kapiti', deals30, { firstDealer: 'S' }));
    expect(sheet.deals).toHaveLength(30);
    const seats: Seat[] = ['S', 'W', 'N', 'E'];
    expect(sheet.deals.map((r) => r.before.dealer)).toEqual(
      Array.from({ length: 30 }, (_, i) => seats[i % 4]),
    );
    expect(sheet.deals.filter((r) => r.passed)).toHaveLength(28);
    expect(sheet.deals[29]?.before.dealer).toBe('W');
    expect(state(sheet.deals[29]?.before ?? sheet.next)).toEqual(['W', [T, F], [0, 0], [100, 100]]);
    expect(sheet.next.dealer).toBe('N');
    expect(sheet.deals[0]?.points).toEqual([120, 0]);
    expect(sheet.deals[29]?.points).toEqual([40, 0]);
    expect(sheet.deals[29]?.cumulative).toEqual([160, 0]);
    expect(entries(sheet).filter((e) => e[0] === 'unfinished')).toEqual([
      ['unfinished', 0, 'above', 300, null],
      ['unfinished', 0, 'above', 100, null],
    ]);
    expect(sheet.totals).toEqual([560, 0]);
    expect(sheet.stop).toEqual({ afterDeal: 29, totals: [560, 0] });
    expect(sheet.plannedDeals).toBe(30);
    expect(sheet.status).toBe('complete');
    expect(sheet.winner).toBe(0);
    const summary = summarizeMatch(load(four('kapiti', deals30, { firstDealer: 'S' })));
    expect(summary.unfinished).toEqual({ NS: 400, EW: 0 });
    expect(summary.deals[29]).toEqual({ NS: 40, EW: 0 });
    expect(summary.totals).toEqual({ NS: 560, EW: 0 });
    expect(summary.status).toBe('complete');
    expect(summary.winner).toBe('NS');
  });

  it('is in progress before deal 30, with no unfinished bonus', () => {
    const sheet = sheetOf(four('kapiti', deals30.slice(0, 29), { firstDealer: 'S' }));
    expect(sheet.status).toBe('in-progress');
    expect(sheet.entries.some((e) => e.kind === 'unfinished')).toBe(false);
    expect(sheet.totals).toEqual([120, 0]);
    expect(sheet.stop).toBeNull();
  });

  // One game each, no part score at deal 30: no bonus, tied 120-120.
  const tied30 = [deal('4S', 'N', 10), deal('4H', 'E', 10), ...passes(28)];

  it('is tied at 30, in progress at 31 with no bonus, decided at 32 (bonus recomputed)', () => {
    const at30 = sheetOf(four('kapiti', tied30));
    expect(at30.totals).toEqual([120, 120]);
    expect(at30.status).toBe('tied');
    expect(at30.winner).toBeNull();
    expect(at30.entries.some((e) => e.kind === 'unfinished')).toBe(false);

    const at31 = sheetOf(four('kapiti', [...tied30, deal('2C', 'S', 8)]));
    expect(at31.status).toBe('in-progress');
    expect(at31.stop).toBeNull();
    expect(at31.entries.some((e) => e.kind === 'unfinished')).toBe(false);
    expect(at31.totals).toEqual([160, 120]);
    expect(at31.deals[30]?.before.dealer).toBe('S');
    // the same rubber goes on: both vulnerable
    expect(at31.deals[30]?.before.vulnerable).toEqual([true, true]);

    const at32 = sheetOf(four('kapiti', [...tied30, deal('2C', 'S', 8), PASS]));
    // one game each: no 300; NS alone has a part score: 100
    expect(entries(at32).filter((e) => e[0] === 'unfinished')).toEqual([
      ['unfinished', 0, 'above', 100, null],
    ]);
    expect(at32.totals).toEqual([260, 120]);
    expect(at32.stop).toEqual({ afterDeal: 31, totals: [260, 120] });
    expect(at32.status).toBe('complete');
    expect(at32.winner).toBe(0);
  });

  it('refuses deals after a stopping point where the match was decided', () => {
    expect(problems(four('kapiti', [...deals30, PASS]))).toEqual([
      'deals[30]: the match was decided after deal 30: no further deal is played',
    ]);
  });

  // [rules.deals, deals, planned, status, totals]
  const planned: [number, Raw[], number, string, [number, number]][] = [
    [4, [deal('4S', 'N', 10), PASS, PASS], 4, 'in-progress', [120, 0]],
    [4, [deal('4S', 'N', 10), PASS, PASS, deal('2C', 'S', 8)], 4, 'complete', [560, 0]],
    [2, [deal('4S', 'N', 10), deal('4H', 'E', 10)], 2, 'tied', [120, 120]],
    [2, [deal('4S', 'N', 10), deal('4H', 'E', 10), PASS], 2, 'in-progress', [120, 120]],
    [2, [deal('4S', 'N', 10), deal('4H', 'E', 10), PASS, PASS], 2, 'tied', [120, 120]],
    [6, [deal('2D', 'E', 8), ...passes(5)], 6, 'complete', [0, 140]],
    // a rubber won on the last deal leaves nothing unfinished: 120 + 120 + 700
    [2, [deal('4S', 'N', 10), deal('4S', 'S', 10)], 2, 'complete', [940, 0]],
  ];
  it.each(planned)('rules.deals %i: %j', (count, deals, plannedDeals, status, totals) => {
    const sheet = sheetOf(four('kapiti', deals, { rules: { deals: count } }));
    expect(sheet.plannedDeals).toBe(plannedDeals);
    expect(sheet.status).toBe(status);
    expect(sheet.totals).toEqual(totals);
  });
});

// ---------------------------------------------------------------------------------------------
describe('Chicago (docs/rules.md, Chicago)', () => {
  // [position, dealer, form, vulnerable [NS, EW]]
  const vul: [number, Seat, 'chicago' | 'cavendish', [boolean, boolean]][] = [
    [0, 'N', 'chicago', [F, F]],
    [0, 'E', 'cavendish', [F, F]],
    [1, 'E', 'chicago', [F, T]],
    [1, 'W', 'chicago', [F, T]],
    [1, 'N', 'chicago', [T, F]],
    [1, 'S', 'chicago', [T, F]],
    [2, 'S', 'chicago', [T, F]],
    [2, 'E', 'chicago', [F, T]],
    [1, 'E', 'cavendish', [T, F]],
    [1, 'N', 'cavendish', [F, T]],
    [2, 'S', 'cavendish', [F, T]],
    [2, 'W', 'cavendish', [T, F]],
    [3, 'W', 'chicago', [T, T]],
    [3, 'N', 'cavendish', [T, T]],
  ];
  it.each(vul)('deal %i dealt by %s, %s form: %j', (position, dealer, form, expected) => {
    expect(chicagoVulnerability(position, dealer, form)).toEqual(expected);
  });

  // Four deals of 1NT by North taking 5 (down 2): the vulnerability shows in EW's points.
  const fourDown = Array.from({ length: 4 }, () => deal('1NT', 'N', 5));
  // [form, first dealer, dealers, vulnerability before each deal, EW points per deal]
  const forms: [string, Seat, Seat[], [boolean, boolean][], number[]][] = [
    [
      'chicago',
      'N',
      ['N', 'E', 'S', 'W'],
      [
        [F, F],
        [F, T],
        [T, F],
        [T, T],
      ],
      [100, 100, 200, 200],
    ],
    [
      'cavendish',
      'N',
      ['N', 'E', 'S', 'W'],
      [
        [F, F],
        [T, F],
        [F, T],
        [T, T],
      ],
      [100, 200, 100, 200],
    ],
    [
      'chicago',
      'E',
      ['E', 'S', 'W', 'N'],
      [
        [F, F],
        [T, F],
        [F, T],
        [T, T],
      ],
      [100, 200, 100, 200],
    ],
    [
      'cavendish',
      'E',
      ['E', 'S', 'W', 'N'],
      [
        [F, F],
        [F, T],
        [T, F],
        [T, T],
      ],
      [100, 100, 200, 200],
    ],
  ];
  it.each(forms)('%s form, first dealer %s', (form, first, dealers, vuls, ew) => {
    const sheet = sheetOf(
      four('chicago', fourDown, { rules: { vulnerability: form }, firstDealer: first }),
    );
    expect(sheet.deals.map((r) => r.before.dealer)).toEqual(dealers);
    expect(sheet.deals.map((r) => r.before.vulnerable)).toEqual(vuls);
    expect(perDeal(sheet).map((p) => p[1])).toEqual(ew);
  });

  const chukker = [
    deal('2H', 'S', 8), // deal 1, none vulnerable: NS 60
    deal('1S', 'W', 7), // deal 2, dealer E, EW vulnerable: EW 30
    PASS, // deal 3, dealer S: passed out, redealt by S at the same vulnerability
    deal('2C', 'N', 8), // deal 3 again: NS 40 completes a game, vulnerable: +500
    deal('2D', 'E', 8), // deal 4, both vulnerable: EW 40 + 100 fourth-deal part score
    deal('1NT', 'S', 7), // new chukker, deal 1: NS 40
  ];

  it('carries part scores, scores a game at once and cancels both part scores', () => {
    const sheet = sheetOf(four('chicago', chukker));
    expect(before(sheet)).toEqual([
      ['N', [F, F], [0, 0], [100, 100]],
      ['E', [F, T], [60, 0], [40, 100]],
      ['S', [T, F], [60, 30], [40, 70]],
      ['S', [T, F], [60, 30], [40, 70]],
      ['W', [T, T], [0, 0], [100, 100]],
      ['N', [F, F], [0, 0], [100, 100]],
    ]);
    expect(sheet.deals.map((r) => [r.before.position, r.before.rubber])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 0],
      [3, 0],
      [0, 1],
    ]);
    expect(perDeal(sheet)).toEqual([
      [60, 0],
      [0, 30],
      [0, 0],
      [540, 0],
      [0, 140],
      [40, 0],
    ]);
    expect(entries(sheet)).toEqual([
      ['trick', 0, 'below', 60, 0],
      ['trick', 1, 'below', 30, 1],
      ['trick', 0, 'below', 40, 3],
      ['game', 0, 'above', 500, 3],
      ['trick', 1, 'below', 40, 4],
      ['partscore', 1, 'above', 100, 4],
      ['trick', 0, 'below', 40, 5],
    ]);
    expect(sheet.gameLines).toEqual([{ rubber: 0, afterDeal: 3, wonBy: 0 }]);
    expect(sheet.deals[3]?.gameWonBy).toBe(0);
    expect(sheet.totals).toEqual([640, 170]);
    expect(sheet.rubbers[0]).toMatchObject({ firstDeal: 0, lastDeal: 4, totals: [600, 170] });
    expect(sheet.entries.some((e) => e.kind === 'rubber')).toBe(false);
    expect(state(sheet.next)).toEqual(['E', [F, T], [40, 0], [60, 100]]);
    // Engine's choice (the rule books are silent): in progress while a chukker is being played,
    expect(sheet.status).toBe('in-progress');
    // complete (or tied) when the last deal ends a chukker.
    expect(sheetOf(four('chicago', chukker.slice(0, 5))).status).toBe('complete');
  });

  it('scores a game not vulnerable 300', () => {
    const sheet = sheetOf(four('chicago', [deal('4S', 'N', 10)]));
    expect(entries(sheet)).toEqual([
      ['trick', 0, 'below', 120, 0],
      ['game', 0, 'above', 300, 0],
    ]);
  });

  it('scores a game from carried part scores: 300 not vulnerable, other part score cancelled', () => {
    const sheet = sheetOf(
      four('chicago', [deal('2S', 'N', 8), deal('2H', 'E', 8), deal('2D', 'N', 8)], {
        firstDealer: 'E',
      }),
    );
    // deal 3 dealt by W: EW vulnerable, NS not: NS 60 + 40 = 100, game 300
    expect(perDeal(sheet)).toEqual([
      [60, 0],
      [0, 60],
      [340, 0],
    ]);
    expect(state(sheet.next)).toEqual(['N', [T, T], [0, 0], [100, 100]]);
  });

  // Three deals of 1NT by North down 2 (EW 100, 100, 200), then deal 4, both vulnerable.
  const prefix = Array.from({ length: 3 }, () => deal('1NT', 'N', 5));
  // [deal 4, NS points, EW points, entries of deal 4 as [kind, points]]
  const fourth: [string, Raw, number, number, [string, number][]][] = [
    [
      'part score made: +100',
      deal('2S', 'N', 8),
      160,
      0,
      [
        ['trick', 60],
        ['partscore', 100],
      ],
    ],
    [
      'part score with an overtrick: +100',
      deal('1NT', 'N', 8),
      170,
      0,
      [
        ['trick', 40],
        ['overtricks', 30],
        ['partscore', 100],
      ],
    ],
    ['part score set: nothing', deal('2S', 'N', 7), 0, 100, [['undertricks', 100]]],
    [
      'game contract: game 500, no 100',
      deal('4S', 'N', 10),
      620,
      0,
      [
        ['trick', 120],
        ['game', 500],
      ],
    ],
    [
      'doubled into game: 500, no 100',
      deal('2SX', 'N', 8),
      670,
      0,
      [
        ['trick', 120],
        ['insult', 50],
        ['game', 500],
      ],
    ],
  ];
  it.each(fourth)('fourth deal, %s', (_name, last, ns, ew, kinds) => {
    const sheet = sheetOf(four('chicago', [...prefix, last]));
    expect(sheet.deals[3]?.before.vulnerable).toEqual([true, true]);
    expect(sheet.deals[3]?.points).toEqual([ns, ew]);
    expect(sheet.entries.filter((e) => e.deal === 3).map((e) => [e.kind, e.points])).toEqual(kinds);
  });

  it('fourth deal: a part score completing a game with a carried part score earns 500, no 100', () => {
    const sheet = sheetOf(
      four('chicago', [
        deal('2D', 'E', 8), // EW 40
        deal('1NT', 'N', 5), // NS not vulnerable down 2: EW 100
        deal('1NT', 'N', 5), // NS vulnerable down 2: EW 200
        deal('3C', 'W', 9), // EW 60: 100, game vulnerable
      ]),
    );
    expect(sheet.deals[3]?.before.partScore).toEqual([0, 40]);
    expect(perDeal(sheet)).toEqual([
      [0, 40],
      [0, 100],
      [0, 200],
      [0, 560],
    ]);
    expect(sheet.entries.some((e) => e.kind === 'partscore')).toBe(false);
  });

  it('a passed-out fourth deal is redealt; the next played deal is still the fourth', () => {
    const sheet = sheetOf(four('chicago', [...prefix, PASS, deal('2S', 'N', 8)]));
    expect(sheet.deals.map((r) => [r.before.dealer, r.before.position])).toEqual([
      ['N', 0],
      ['E', 1],
      ['S', 2],
      ['W', 3],
      ['W', 3],
    ]);
    expect(sheet.deals[4]?.points).toEqual([160, 0]);
    expect(sheet.next.rubber).toBe(1);
    expect(sheet.next.dealer).toBe('N');
  });

  it('scores honors as in rubber bridge', () => {
    const sheet = sheetOf(
      four('chicago', [deal('2S', 'N', 8, { honors: { side: 'EW', points: 100 } })]),
    );
    expect(perDeal(sheet)).toEqual([[60, 100]]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('duplicate (docs/rules.md, Duplicate)', () => {
  // [board, vulnerability, dealer]
  const cycle: [number, Vulnerability, Seat][] = [
    [1, 'none', 'N'],
    [2, 'NS', 'E'],
    [3, 'EW', 'S'],
    [4, 'both', 'W'],
    [5, 'NS', 'N'],
    [6, 'EW', 'E'],
    [7, 'both', 'S'],
    [8, 'none', 'W'],
    [9, 'EW', 'N'],
    [10, 'both', 'E'],
    [11, 'none', 'S'],
    [12, 'NS', 'W'],
    [13, 'both', 'N'],
    [14, 'none', 'E'],
    [15, 'NS', 'S'],
    [16, 'EW', 'W'],
  ];
  const pair = (v: Vulnerability): [boolean, boolean] => [
    v === 'NS' || v === 'both',
    v === 'EW' || v === 'both',
  ];

  it.each(cycle)('board %i: vulnerable %s, dealer %s (and board + 16 the same)', (b, v, d) => {
    expect(boardVulnerability(b)).toBe(v);
    expect(boardVulnerability(b + 16)).toBe(v);
    expect(boardDealer(b)).toBe(d);
    expect(boardDealer(b + 16)).toBe(d);
  });

  it('takes vulnerability and dealer from the deal position when no board is given', () => {
    const sheet = sheetOf(four('duplicate', passes(16)));
    expect(sheet.deals.map((r) => [r.number, r.before.dealer, r.before.vulnerable])).toEqual(
      cycle.map(([b, v, d]) => [b, d, pair(v)]),
    );
  });

  it('takes them from the board number: board 17 is board 1', () => {
    const boards = [17, 18, 19, 20, 32, 33];
    const sheet = sheetOf(
      four(
        'duplicate',
        boards.map((board) => ({ passed: true, board })),
      ),
    );
    expect(sheet.deals.map((r) => [r.number, r.before.dealer, r.before.vulnerable])).toEqual([
      [17, 'N', [F, F]],
      [18, 'E', [T, F]],
      [19, 'S', [F, T]],
      [20, 'W', [T, T]],
      [32, 'W', [F, T]],
      [33, 'N', [F, F]],
    ]);
  });

  // [board, contract, declarer, tricks, NS, EW]
  const rows: [number, string, string, number, number, number][] = [
    [1, '2S', 'N', 8, 110, 0], // 60 + 50 part score
    [1, '4C', 'S', 11, 150, 0], // 80 + 20 + 50
    [1, '4S', 'N', 10, 420, 0], // 120 + 300
    [2, '4S', 'N', 10, 620, 0], // 120 + 500 vulnerable
    [2, '4S', 'E', 10, 0, 420], // EW not vulnerable on board 2
    [3, '3NT', 'W', 10, 0, 630], // 100 + 30 + 500
    [1, '5C', 'S', 11, 400, 0], // 100 + 300
    [4, '6H', 'S', 12, 1430, 0], // 180 + 500 + 750
    [5, '6NT', 'E', 12, 0, 990], // 190 + 300 + 500
    [1, '7NT', 'N', 13, 1520, 0], // 220 + 300 + 1000
    [4, '7NT', 'E', 13, 0, 2220], // 220 + 500 + 1500
    [1, '2HX', 'S', 8, 470, 0], // 120 + 50 + 300: doubled into game
    [1, '1NTXX', 'N', 7, 560, 0], // 160 + 100 + 300
    [2, '1NTX', 'N', 8, 380, 0], // 80 + 200 + 50 + 50 part score
    [9, '2H', 'E', 9, 0, 140], // 60 + 30 + 50
    [1, '3NT', 'N', 8, 0, 50], // down 1 not vulnerable
    [13, '4SX', 'N', 8, 0, 500], // down 2 doubled vulnerable
    [16, '3NTX', 'S', 6, 0, 500], // NS not vulnerable on 16: down 3 doubled
  ];
  it.each(rows)('board %i: %s by %s taking %i: NS %i, EW %i', (board, c, d, t, ns, ew) => {
    const sheet = sheetOf(four('duplicate', [deal(c, d, t, { board })]));
    expect(perDeal(sheet)).toEqual([[ns, ew]]);
    expect(sheet.deals[0]?.number).toBe(board);
  });

  it('scores every deal on its own: no carried part score, no rubber', () => {
    const sheet = sheetOf(four('duplicate', [deal('2S', 'N', 8), deal('2S', 'N', 8)]));
    expect(perDeal(sheet)).toEqual([
      [110, 0],
      [110, 0],
    ]);
    expect(sheet.deals.map((r) => r.before.partScore)).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(sheet.gameLines).toEqual([]);
    expect(entries(sheet)).toEqual([
      ['trick', 0, 'below', 60, 0],
      ['partscore', 0, 'above', 50, 0],
      ['trick', 0, 'below', 60, 1],
      ['partscore', 0, 'above', 50, 1],
    ]);
  });

  // [board, override, NS points for 4S by N taking 10, vulnerable]
  const overrides: [number, Vulnerability, number, [boolean, boolean]][] = [
    [1, 'both', 620, [T, T]],
    [1, 'NS', 620, [T, F]],
    [4, 'none', 420, [F, F]],
    [2, 'EW', 420, [F, T]],
  ];
  it.each(overrides)('board %i with vulnerable %s: %i', (board, vulnerable, ns, pairVul) => {
    const sheet = sheetOf(four('duplicate', [deal('4S', 'N', 10, { board, vulnerable })]));
    expect(perDeal(sheet)).toEqual([[ns, 0]]);
    expect(sheet.deals[0]?.before.vulnerable).toEqual(pairVul);
    expect(sheet.deals[0]?.before.dealer).toBe(boardDealer(board));
  });

  it('has no honors', () => {
    expect(problems(four('duplicate', [], { rules: { honors: true } }))).toEqual([
      'rules.honors: must be false: duplicate has no honors',
    ]);
    expect(
      problems(four('duplicate', [deal('4S', 'N', 10, { honors: { side: 'NS', points: 100 } })])),
    ).toEqual(['deals[0].honors: duplicate has no honors']);
  });

  // [boards played, in the order entered; the board offered next]
  const offered: [number[], number][] = [
    [[], 1],
    [[1, 2, 3], 4],
    [[9], 10],
    [[1, 2, 4], 5], // a board skipped stays skipped: the table goes on from the last
    [[5, 6, 7, 8, 1, 2, 3, 4], 9], // started at 5, came round to 1: never 5 again
    [[3, 4, 5, 1], 2],
    [[2, 3, 1], 4],
    [[9998, 9999], 1], // past the highest board a file takes, round to the lowest not played
    [[1, 9999], 2],
  ];
  it.each(offered)('after boards %j the board offered is %i, never one played', (boards, next) => {
    const sheet = sheetOf(
      four(
        'duplicate',
        boards.map((board) => ({ passed: true, board })),
      ),
    );
    expect(sheet.next.board).toBe(next);
  });

  it('status follows finished (engine choice: the rule books are silent)', () => {
    const deals = [deal('4S', 'N', 10)];
    expect(sheetOf(four('duplicate', deals)).status).toBe('in-progress');
    expect(sheetOf(four('duplicate', deals, { finished: true })).status).toBe('complete');
  });
});

// ---------------------------------------------------------------------------------------------
describe('Bridgette (docs/rules.md, Bridgette)', () => {
  // [contract, declarer, tricks, A points, B points], both players not vulnerable
  const rows: [string, string, number, number, number][] = [
    ['0NT', 'A', 6, 10, 0],
    ['0NT', 'B', 8, 0, 70], // 10 + 2 x 30
    ['0NT', 'A', 9, 100, 0],
    ['1NT', 'A', 7, 40, 0],
    ['1NT', 'A', 9, 100, 0],
    ['2NT', 'A', 8, 70, 0],
    ['3NT', 'B', 9, 0, 100],
    ['0NTX', 'A', 6, 120, 0], // 20 + 100
    ['0NTXX', 'A', 6, 290, 0], // 40 + 250
    ['2HX', 'A', 8, 220, 0], // 120 + 100
    ['1NTX', 'A', 8, 280, 0], // 80 + 100 overtrick + 100
    ['5S', 'A', 11, 150, 0], // no slam in a suit at level 5
    ['5NT', 'A', 11, 1160, 0], // 160 + 1000
    ['5NTXX', 'A', 11, 1890, 0], // 640 + 250 + 1000
    ['6NT', 'B', 12, 0, 1490], // 190 + 1300
    ['7NT', 'A', 13, 1820, 0], // 220 + 1600
    ['6S', 'A', 12, 1080, 0], // 180 + 900
    ['6D', 'B', 13, 0, 1040], // 120 + 20 + 900
    ['7C', 'B', 13, 0, 1640], // 140 + 1500
    ['0NT', 'A', 5, 0, 50],
    ['3NTX', 'B', 7, 300, 0],
  ];
  it.each(rows)('%s by %s taking %i: A %i, B %i', (c, d, t, a, b) => {
    const sheet = sheetOf(two('bridgette', [deal(c, d, t)]));
    expect(perDeal(sheet)).toEqual([[a, b]]);
  });

  it('wins a 700 rubber; slam bonuses do not depend on vulnerability', () => {
    const raw = two('bridgette', [deal('3NT', 'A', 9), deal('6S', 'A', 12)]);
    const sheet = sheetOf(raw);
    expect(before(sheet)).toEqual([
      ['A', [F, F], [0, 0], [100, 100]],
      ['B', [T, F], [0, 0], [100, 100]],
    ]);
    // 180 + 900 (not 750) + 700
    expect(perDeal(sheet)).toEqual([
      [100, 0],
      [1780, 0],
    ]);
    expect(entries(sheet).slice(1)).toEqual([
      ['trick', 0, 'below', 180, 1],
      ['slam', 0, 'above', 900, 1],
      ['rubber', 0, 'above', 700, 1],
    ]);
    expect(sheet.rubbers[0]).toMatchObject({ wonBy: 0, games: [2, 0], net: 1880, backScore: 19 });
    expect(state(sheet.next)).toEqual(['A', [F, F], [0, 0], [100, 100]]);
    const summary = summarizeMatch(load(raw));
    expect(summary.totals).toEqual({ A: 1880, B: 0 });
    expect(summary.winner).toBe('A');
    expect(summary.backScore).toEqual({ Amy: 19, Bob: -19 });
  });

  it('wins a 500 rubber; a vulnerable player goes down 100', () => {
    const raw = two('bridgette', [
      deal('3NT', 'A', 9), // A 100, game
      deal('4H', 'B', 10), // B 120, game
      deal('2S', 'A', 7), // A vulnerable, down 1: B 100
      deal('5NT', 'B', 11), // B 160 + 1000 + 500
    ]);
    const sheet = sheetOf(raw);
    expect(perDeal(sheet)).toEqual([
      [100, 0],
      [0, 120],
      [0, 100],
      [0, 1660],
    ]);
    expect(sheet.deals.map((r) => r.before.dealer)).toEqual(['A', 'B', 'A', 'B']);
    expect(sheet.rubbers[0]).toMatchObject({ wonBy: 1, games: [1, 2], net: -1780, backScore: -18 });
    expect(summarizeMatch(load(raw)).backScore).toEqual({ Amy: -18, Bob: 18 });
  });

  it('refuses a passed-out deal and honors', () => {
    expect(problems(two('bridgette', [PASS]))).toEqual([
      'deals[0].passed: the dealer must open in bridgette: no deal is passed out',
    ]);
    expect(problems(two('bridgette', [], { rules: { honors: true } }))).toEqual([
      'rules.honors: must be false: bridgette has no honors',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('Six-Deal (docs/rules.md, Bridgette)', () => {
  // [contract, band, made exactly: band + Exacto (250 levels 0-5, 100 level 6, 0 level 7)]
  const bands: [string, number, number][] = [
    ['0NT', 150, 400],
    ['1C', 150, 400],
    ['1D', 150, 400],
    ['1H', 150, 400],
    ['1S', 150, 400],
    ['1NT', 250, 500],
    ['2C', 250, 500],
    ['2D', 250, 500],
    ['2H', 250, 500],
    ['2S', 250, 500],
    ['2NT', 250, 500],
    ['3C', 250, 500],
    ['3D', 250, 500],
    ['3H', 250, 500],
    ['3S', 250, 500],
    ['3NT', 750, 1000],
    ['4C', 250, 500],
    ['4D', 250, 500],
    ['4H', 750, 1000],
    ['4S', 750, 1000],
    ['4NT', 750, 1000],
    ['5C', 750, 1000],
    ['5D', 750, 1000],
    ['5H', 750, 1000],
    ['5S', 750, 1000],
    ['5NT', 1500, 1750],
    ['6C', 1500, 1600],
    ['6D', 1500, 1600],
    ['6H', 1500, 1600],
    ['6S', 1500, 1600],
    ['6NT', 2200, 2300],
    ['7C', 2200, 2200],
    ['7D', 2200, 2200],
    ['7H', 2200, 2200],
    ['7S', 2200, 2200],
    ['7NT', 2500, 2500],
  ];
  it.each(bands)('%s: band %i, made exactly %i', (text, band, exact) => {
    const match = loadBridge(two('sixdeal', [deal(text, 'A', 6 + Number(text[0]))]));
    const first = match.deals[0];
    if (first === undefined || first.passed === true) throw new Error('no played deal');
    expect(sixDealBand(first.contract).points).toBe(band);
    const sheet = scoreMatch(match);
    expect(perDeal(sheet)).toEqual([[exact, 0]]);
    expect(sheet.entries.map((e) => [e.kind, e.side, e.points])).toEqual(
      exact > band
        ? [
            ['contract', 0, band],
            ['exacto', 0, exact - band],
          ]
        : [['contract', 0, band]],
    );
  });

  // [contract, tricks, A points, entry kinds]
  const made: [string, number, number, string[]][] = [
    ['2H', 9, 250, ['contract']], // +1
    ['2H', 10, 250, ['contract']], // +2
    ['2H', 11, 600, ['contract', 'trifecta']], // +3
    ['2H', 12, 250, ['contract']], // +4: no Trifecta
    ['0NT', 9, 500, ['contract', 'trifecta']],
    ['4S', 13, 1100, ['contract', 'trifecta']],
    ['6C', 13, 1500, ['contract']],
    ['4CX', 12, 650, ['contract', 'doubled']], // worked example: 250 + 400
    ['5NTXX', 11, 2750, ['contract', 'exacto', 'doubled']], // worked: 1500 + 1000 + 250
    ['2HX', 8, 900, ['contract', 'exacto', 'doubled']],
    ['3NTXX', 12, 2100, ['contract', 'trifecta', 'doubled']],
    ['1NTXX', 10, 1600, ['contract', 'trifecta', 'doubled']],
    ['6SX', 12, 2000, ['contract', 'exacto', 'doubled']],
    ['7NTX', 13, 2900, ['contract', 'doubled']],
  ];
  it.each(made)('%s taking %i: %i', (c, t, a, kinds) => {
    const sheet = sheetOf(two('sixdeal', [deal(c, 'A', t)]));
    expect(perDeal(sheet)).toEqual([[a, 0]]);
    expect(sheet.entries.map((e) => e.kind)).toEqual(kinds);
    for (const e of sheet.entries) expect(e.side).toBe(0);
  });

  // [undertricks, undoubled, doubled, redoubled] to the defender
  const defense: [number, number, number, number][] = [
    [1, 100, 200, 300],
    [2, 200, 500, 700],
    [3, 300, 800, 1100],
    [4, 400, 1100, 1500],
    [5, 700, 2000, 2700],
    [6, 1000, 3000, 4000],
    [7, 1000, 3000, 4000],
    [10, 1000, 3000, 4000],
  ];
  it.each(defense)('down %i: %i / %i / %i to the defender', (down, u, x, xx) => {
    const tricks = 10 - down;
    for (const [c, expected] of [
      ['4S', u],
      ['4SX', x],
      ['4SXX', xx],
    ] as const) {
      const sheet = sheetOf(two('sixdeal', [deal(c, 'A', tricks)]));
      expect(entries(sheet)).toEqual([['undertricks', 1, 'above', expected, 0]]);
    }
  });

  it('7NT taking no tricks (down 13) is the 6-or-more row', () => {
    const sheet = sheetOf(two('sixdeal', [deal('7NTXX', 'B', 0)]));
    expect(perDeal(sheet)).toEqual([[4000, 0]]);
  });

  it('has no vulnerability and no part-score carry', () => {
    const sheet = sheetOf(
      two('sixdeal', [deal('4S', 'A', 10), deal('2C', 'A', 8), deal('2C', 'A', 7)]),
    );
    expect(before(sheet)).toEqual([
      ['A', [F, F], [0, 0], [0, 0]],
      ['B', [F, F], [0, 0], [0, 0]],
      ['A', [F, F], [0, 0], [0, 0]],
    ]);
    expect(perDeal(sheet)).toEqual([
      [1000, 0],
      [500, 0],
      [0, 100],
    ]);
    expect(sheet.gameLines).toEqual([]);
  });

  // Three pairs of 1C made exactly, one by each player: 400 each, tied 1200-1200 at deal 6.
  const tiedSix = [
    deal('1C', 'A', 7),
    deal('1C', 'B', 7),
    deal('1C', 'A', 7),
    deal('1C', 'B', 7),
    deal('1C', 'A', 7),
    deal('1C', 'B', 7),
  ];

  it('is in progress before deal 6, then complete or tied', () => {
    const at5 = sheetOf(two('sixdeal', tiedSix.slice(0, 5)));
    expect(at5.status).toBe('in-progress');
    expect(at5.totals).toEqual([1200, 800]);
    expect(at5.plannedDeals).toBe(6);
    const at6 = sheetOf(two('sixdeal', tiedSix));
    expect(at6.status).toBe('tied');
    expect(at6.winner).toBeNull();
    expect(at6.totals).toEqual([1200, 1200]);
    const won = sheetOf(two('sixdeal', [...tiedSix.slice(0, 5), deal('1C', 'B', 6)]));
    expect(won.status).toBe('complete');
    expect(won.winner).toBe(0);
    expect(won.totals).toEqual([1300, 800]);
  });

  // [first dealer, dealers of deals 1-7]
  const tieBreaks: ['A' | 'B', string[]][] = [
    ['A', ['A', 'B', 'A', 'B', 'A', 'B', 'A']],
    ['B', ['B', 'A', 'B', 'A', 'B', 'A', 'B']],
  ];
  it.each(tieBreaks)('a tie is broken by deal 7, dealt by the first dealer %s', (first, ds) => {
    const tied = sheetOf(two('sixdeal', tiedSix, { firstDealer: first }));
    expect(tied.next.dealer).toBe(first);
    const raw = two('sixdeal', [...tiedSix, deal('2H', 'B', 8)], { firstDealer: first });
    const sheet = sheetOf(raw);
    expect(sheet.deals.map((r) => r.before.dealer)).toEqual(ds);
    expect(sheet.deals[6]?.points).toEqual([0, 500]);
    expect(sheet.status).toBe('complete');
    expect(sheet.winner).toBe(1);
    const summary = summarizeMatch(load(raw));
    expect(summary.totals).toEqual({ A: 1200, B: 1700 });
    expect(summary.winner).toBe('B');
    expect(summary.status).toBe('complete');
  });

  it('refuses a seventh deal when deal 6 decided the match, and a passed-out deal', () => {
    const decided = [...tiedSix.slice(0, 5), deal('1C', 'B', 6)];
    expect(problems(two('sixdeal', [...decided, deal('1C', 'A', 7)]))).toEqual([
      'deals[6]: the match was decided after deal 6: no further deal is played',
    ]);
    expect(problems(two('sixdeal', [PASS]))).toEqual([
      'deals[0].passed: the dealer must open in sixdeal: no deal is passed out',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
describe('GorbyX rummy (docs/rules.md, GorbyX Rummy)', () => {
  const players = ['Ann', 'Ben', 'Cat'];
  function rummy(deals: readonly Raw[], rules: Raw = {}, more: Raw = {}): Raw {
    return { format: 'bridgepad.match', version: 1, game: 'rummy', rules, players, deals, ...more };
  }
  function rummySheet(raw: Raw): RummySheet {
    const match = load(raw);
    if (match.game !== 'rummy') throw new Error('not a rummy match');
    return scoreMatch(match);
  }
  const basic = [
    { out: 0, points: [0, 17, 42], rummy: false },
    { out: 1, points: [10, 0, 5], rummy: true },
  ];

  it('basic: the others add their card points, and 25 each on a rummy', () => {
    const sheet = rummySheet(rummy(basic));
    expect(sheet.deals.map((r) => r.points)).toEqual([
      [0, 17, 42],
      [35, 0, 30],
    ]);
    expect(sheet.deals.map((r) => r.cumulative)).toEqual([
      [0, 17, 42],
      [35, 17, 72],
    ]);
    expect(sheet.deals.map((r) => r.dealer)).toEqual([0, 1]);
    expect(sheet.nextDealer).toBe(2);
    expect(sheet.totals).toEqual([35, 17, 72]);
    expect(sheet.winner).toBe(1); // the lowest total wins
    // Engine's choice (the rule books are silent): no target and not finished: still in progress.
    expect(sheet.status).toBe('in-progress');
    expect(rummySheet(rummy(basic, {}, { finished: true })).status).toBe('complete');
  });

  it('gin: no rummy penalty', () => {
    const sheet = rummySheet(rummy(basic.slice(0, 1), { variant: 'gin' }));
    expect(sheet.totals).toEqual([0, 17, 42]);
    // a gin file cannot claim a rummy ...
    expect(problems(rummy(basic, { variant: 'gin' }))).toEqual([
      'deals[1].rummy: gin has no rummy penalty: must be false',
    ]);
    // ... and the engine adds nothing if one is given it directly
    const match = load(rummy(basic));
    if (match.game !== 'rummy') throw new Error('not a rummy match');
    const gin: RummyMatch = { ...match, rules: { variant: 'gin' } };
    expect(scoreMatch(gin).totals).toEqual([10, 17, 47]);
  });

  // [target, deals, totals, status, winner]
  const targets: [number, Raw[], number[], string, number | null][] = [
    [100, basic, [35, 17, 72], 'in-progress', 1],
    [72, basic, [35, 17, 72], 'complete', 1], // engine: reaching the target exactly ends it
    [50, basic, [35, 17, 72], 'complete', 1],
    [
      50,
      [
        { out: 0, points: [0, 20, 30], rummy: false },
        { out: 1, points: [20, 0, 30], rummy: false },
      ],
      [20, 20, 60],
      'tied',
      null,
    ],
  ];
  it.each(targets)('target %i: %j', (target, deals, totals, status, winner) => {
    const sheet = rummySheet(rummy(deals, { target }));
    expect(sheet.totals).toEqual(totals);
    expect(sheet.status).toBe(status);
    expect(sheet.winner).toBe(winner);
  });

  it('tie for the lowest total: no winner', () => {
    const raw = rummy(
      [
        { out: 0, points: [0, 20, 30], rummy: false },
        { out: 1, points: [20, 0, 30], rummy: false },
      ],
      {},
      { finished: true },
    );
    const summary = summarizeMatch(load(raw));
    expect(summary.totals).toEqual([20, 20, 60]);
    expect(summary.deals).toEqual([
      [0, 20, 30],
      [20, 0, 30],
    ]);
    expect(summary.winner).toBeNull();
    expect(summary.status).toBe('tied');
  });

  it('refuses deals after the target was reached', () => {
    expect(problems(rummy([...basic, { out: 2, points: [5, 5, 0] }], { target: 50 }))).toEqual([
      'deals[2]: the point target was reached after deal 2: no further deal is played',
    ]);
  });
});

describe('deal summaries', () => {
  it('name the side that scores, as the sheet or the table names it', () => {
    const sheet = scoreMatch(
      load(four('rubber', [deal('4S', 'S', 9), deal('2HX', 'E', 8)])),
    ) as BridgeSheet;
    expect(sheet.deals.map((row) => row.summary)).toEqual([
      '4♠ by South, -1: 50 above to EW',
      '2♥X by East, made: 120 below, 50 above, game',
    ]);
    expect(sheet.deals[0]?.summaryNaming(['WE', 'THEY'])).toBe('4♠ by South, -1: 50 above to THEY');
    expect(sheet.deals[0]?.summary).toBe('4♠ by South, -1: 50 above to EW');
  });
});
