import { describe, expect, it } from 'vitest';
import type { ScoreItem } from '../../src/engine/contract.ts';
import { scoreContract } from '../../src/engine/contract.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import type { BridgeSheet } from '../../src/engine/sheet.ts';
import { strainClass } from '../../src/engine/strains.ts';
import type { Contract, Doubling, Level, Strain, StrainClass } from '../../src/engine/types.ts';

/**
 * Example tables for one contract (docs/rules.md, Contracts and results and Rubber bridge). Every expected number below is
 * written out from the docs/rules.md table, never taken from the code under test.
 */

const NV = false;
const VUL = true;

/** "4SX" -> { level: 4, strain: 'S', doubling: 1 }: the test's own reading of a contract. */
function con(text: string): Contract {
  const m = /^([0-7])(NT|[CDHSYBROG])(XX|X)?$/.exec(text);
  if (m === null) throw new Error(`not a contract: ${text}`);
  return {
    level: Number(m[1]) as Level,
    strain: m[2] as Strain,
    doubling: (m[3]?.length ?? 0) as Doubling,
  };
}

/** Points to the declarer's side, to the defenders, and below the line. */
interface Tally {
  readonly declarer: number;
  readonly defenders: number;
  readonly below: number;
}

function tally(items: readonly ScoreItem[]): Tally {
  let declarer = 0;
  let defenders = 0;
  let below = 0;
  for (const item of items) {
    if (item.toDeclarer) declarer += item.points;
    else defenders += item.points;
    if (item.where === 'below') below += item.points;
  }
  return { declarer, defenders, below };
}

function points(items: readonly ScoreItem[], kind: ScoreItem['kind']): number {
  return items.filter((item) => item.kind === kind).reduce((sum, item) => sum + item.points, 0);
}

function score(text: string, tricks: number, vulnerable: boolean): ScoreItem[] {
  return scoreContract(con(text), tricks, vulnerable, 'standard');
}

describe('trick score below the line (docs/rules.md, Rubber bridge)', () => {
  // [contract, trick score]: minors 20, majors 30, NT 40 + 30; doubled x2, redoubled x4.
  const rows: [string, number][] = [
    ['1C', 20],
    ['2D', 40],
    ['3C', 60],
    ['4D', 80],
    ['5D', 100],
    ['7C', 140],
    ['1H', 30],
    ['2S', 60],
    ['3H', 90],
    ['4S', 120],
    ['7S', 210],
    ['1NT', 40],
    ['2NT', 70],
    ['3NT', 100],
    ['6NT', 190],
    ['7NT', 220],
    ['1CX', 40],
    ['2DX', 80],
    ['2HX', 120],
    ['3SX', 180],
    ['1NTX', 80],
    ['3NTX', 200],
    ['7NTX', 440],
    ['1CXX', 80],
    ['3DXX', 240],
    ['1HXX', 120],
    ['4SXX', 480],
    ['1NTXX', 160],
    ['2NTXX', 280],
    ['7SXX', 840],
    ['7NTXX', 880],
  ];
  it.each(rows)('%s made exactly scores %i below, at either vulnerability', (text, trick) => {
    for (const vul of [NV, VUL]) {
      const items = score(text, 6 + con(text).level, vul);
      const below = items.filter((item) => item.where === 'below');
      expect(below).toHaveLength(1);
      expect(below[0]).toMatchObject({ toDeclarer: true, kind: 'trick', points: trick });
    }
  });

  it('scores nothing below the line when the contract is set', () => {
    expect(tally(score('4S', 9, NV)).below).toBe(0);
    expect(tally(score('3NTXX', 8, VUL)).below).toBe(0);
  });
});

describe('overtricks (docs/rules.md, Rubber bridge)', () => {
  // [contract, tricks, vulnerable, overtrick points]
  const rows: [string, number, boolean, number][] = [
    // undoubled: the trick value, same at both vulnerabilities
    ['2C', 9, NV, 20],
    ['2D', 11, VUL, 60],
    ['4H', 12, NV, 60],
    ['4H', 12, VUL, 60],
    ['1S', 13, VUL, 180],
    ['1NT', 9, NV, 60],
    ['3NT', 13, VUL, 120],
    // doubled: 100 each not vulnerable, 200 vulnerable
    ['2HX', 9, NV, 100],
    ['2HX', 10, VUL, 400],
    ['1CX', 10, NV, 300],
    ['3NTX', 10, VUL, 200],
    ['1DX', 13, NV, 600],
    // redoubled: 200 each not vulnerable, 400 vulnerable
    ['2SXX', 9, NV, 200],
    ['2SXX', 10, VUL, 800],
    ['1NTXX', 10, NV, 600],
    ['1DXX', 13, VUL, 2400],
  ];
  it.each(rows)('%s taking %i tricks, vulnerable %s: %i above', (text, tricks, vul, over) => {
    const items = score(text, tricks, vul);
    expect(points(items, 'overtricks')).toBe(over);
    const item = items.find((i) => i.kind === 'overtricks');
    expect(item).toMatchObject({ toDeclarer: true, where: 'above' });
  });

  it('has no overtrick entry when made exactly', () => {
    expect(score('4S', 10, NV).some((i) => i.kind === 'overtricks')).toBe(false);
  });
});

describe('making a doubled or redoubled contract (insult)', () => {
  // [contract, tricks, vulnerable, insult]
  const rows: [string, number, boolean, number][] = [
    ['2HX', 8, NV, 50],
    ['2HX', 8, VUL, 50],
    ['4SX', 11, VUL, 50],
    ['2HXX', 8, NV, 100],
    ['3NTXX', 9, VUL, 100],
    ['1CXX', 13, NV, 100],
    ['2H', 8, NV, 0],
    ['2HX', 7, NV, 0],
    ['2HXX', 7, VUL, 0],
  ];
  it.each(rows)('%s taking %i tricks, vulnerable %s: insult %i', (text, tricks, vul, insult) => {
    const items = score(text, tricks, vul);
    expect(points(items, 'insult')).toBe(insult);
    for (const item of items.filter((i) => i.kind === 'insult')) {
      expect(item).toMatchObject({ toDeclarer: true, where: 'above' });
    }
  });
});

describe('slam bonuses (docs/rules.md, Rubber bridge)', () => {
  // [contract, tricks, vulnerable, slam bonus]
  const rows: [string, number, boolean, number][] = [
    ['6C', 12, NV, 500],
    ['6H', 12, VUL, 750],
    ['6NT', 13, NV, 500],
    ['6SX', 12, VUL, 750],
    ['7D', 13, NV, 1000],
    ['7S', 13, VUL, 1500],
    ['7NT', 13, VUL, 1500],
    ['7NTXX', 13, NV, 1000],
    ['5NT', 13, VUL, 0], // 13 tricks but only a 5 level contract: no slam bid
    ['6S', 11, NV, 0], // set
    ['7H', 12, VUL, 0], // set
  ];
  it.each(rows)('%s taking %i tricks, vulnerable %s: slam %i', (text, tricks, vul, slam) => {
    const items = score(text, tricks, vul);
    expect(points(items, 'slam')).toBe(slam);
    for (const item of items.filter((i) => i.kind === 'slam')) {
      expect(item).toMatchObject({ toDeclarer: true, where: 'above' });
    }
  });
});

describe('undertricks (docs/rules.md, Rubber bridge), down 1 to 13', () => {
  // Down d in 7NT means 13 - d tricks. Columns: undoubled nv, vul; doubled nv, vul;
  // redoubled nv, vul. Doubled: nv 100, 200, 200, then 300 each; vul 200, then 300 each.
  const rows: [number, number, number, number, number, number, number][] = [
    [1, 50, 100, 100, 200, 200, 400],
    [2, 100, 200, 300, 500, 600, 1000],
    [3, 150, 300, 500, 800, 1000, 1600],
    [4, 200, 400, 800, 1100, 1600, 2200],
    [5, 250, 500, 1100, 1400, 2200, 2800],
    [6, 300, 600, 1400, 1700, 2800, 3400],
    [7, 350, 700, 1700, 2000, 3400, 4000],
    [8, 400, 800, 2000, 2300, 4000, 4600],
    [9, 450, 900, 2300, 2600, 4600, 5200],
    [10, 500, 1000, 2600, 2900, 5200, 5800],
    [11, 550, 1100, 2900, 3200, 5800, 6400],
    [12, 600, 1200, 3200, 3500, 6400, 7000],
    [13, 650, 1300, 3500, 3800, 7000, 7600],
  ];
  it.each(rows)('down %i: %i / %i, X %i / %i, XX %i / %i', (down, u0, u1, x0, x1, xx0, xx1) => {
    const tricks = 13 - down;
    const cases: [string, boolean, number][] = [
      ['7NT', NV, u0],
      ['7NT', VUL, u1],
      ['7NTX', NV, x0],
      ['7NTX', VUL, x1],
      ['7NTXX', NV, xx0],
      ['7NTXX', VUL, xx1],
    ];
    for (const [text, vul, expected] of cases) {
      const items = score(text, tricks, vul);
      expect(items.map((i) => [i.toDeclarer, i.where, i.kind, i.points])).toEqual([
        [false, 'above', 'undertricks', expected],
      ]);
    }
  });

  it('is the same in every strain and at every level for the same count down', () => {
    // down 2 doubled vulnerable = 500 whatever the contract
    for (const text of ['1CX', '2DX', '3HX', '4SX', '5NTX']) {
      expect(points(score(text, 6 + con(text).level - 2, VUL), 'undertricks')).toBe(500);
    }
  });
});

describe('GorbyX decks: strain classes (docs/rules.md, Contracts and results)', () => {
  // [deck, strain, class]: gorbyx4 Y R minor, O G major; gorbyx5 (Reading) brown also minor.
  const classes: [string, Strain, StrainClass][] = [
    ['gorbyx4', 'Y', 'minor'],
    ['gorbyx4', 'R', 'minor'],
    ['gorbyx4', 'O', 'major'],
    ['gorbyx4', 'G', 'major'],
    ['gorbyx4', 'NT', 'notrump'],
    ['gorbyx5', 'Y', 'minor'],
    ['gorbyx5', 'B', 'minor'],
    ['gorbyx5', 'R', 'minor'],
    ['gorbyx5', 'O', 'major'],
    ['gorbyx5', 'G', 'major'],
    ['standard', 'C', 'minor'],
    ['standard', 'D', 'minor'],
    ['standard', 'H', 'major'],
    ['standard', 'S', 'major'],
  ];
  it.each(classes)('%s %s is a %s', (_deck, strain, cls) => {
    expect(strainClass(strain)).toBe(cls);
  });

  // [contract, tricks, trick score, overtricks]
  const rows: [string, number, number, number][] = [
    ['1Y', 7, 20, 0],
    ['3Y', 10, 60, 20],
    ['2R', 9, 40, 20],
    ['5R', 11, 100, 0],
    ['4B', 10, 80, 0],
    ['2B', 9, 40, 20],
    ['1O', 7, 30, 0],
    ['4O', 10, 120, 0],
    ['2G', 9, 60, 30],
    ['4G', 11, 120, 30],
    ['3GX', 9, 180, 0],
    ['2RXX', 8, 160, 0],
  ];
  it.each(rows)('%s taking %i tricks: %i below, %i overtricks', (text, tricks, below, over) => {
    const items = score(text, tricks, NV);
    expect(points(items, 'trick')).toBe(below);
    expect(points(items, 'overtricks')).toBe(over);
  });

  // [deck, contract, accepted]: docs/format.md strains per deck
  const decks: [string, string, boolean][] = [
    ['gorbyx4', '4G', true],
    ['gorbyx4', '4O', true],
    ['gorbyx4', '4R', true],
    ['gorbyx4', '4Y', true],
    ['gorbyx4', '4B', false], // brown removed from the four-suit deck
    ['gorbyx4', '4S', false],
    ['gorbyx5', '4B', true],
    ['gorbyx5', '3NT', true],
    ['gorbyx5', '4H', false],
    ['standard', '4G', false],
    ['standard', '4S', true],
  ];
  it.each(decks)('a %s match accepts %s: %s', (deck, contract, accepted) => {
    const result = validateMatch({
      format: 'bridgepad.match',
      version: 1,
      game: 'rubber',
      rules: { deck },
      players: { N: 'Ann', E: 'Ben', S: 'Cat', W: 'Dan' },
      deals: [{ contract, declarer: 'S', tricks: 10 }],
    });
    expect(result.ok).toBe(accepted);
  });

  // [deck, contract, tricks, NS points, game won]
  const games: [string, string, number, number, boolean][] = [
    ['gorbyx4', '4G', 10, 120, true],
    ['gorbyx4', '4O', 11, 150, true],
    ['gorbyx4', '4R', 10, 80, false],
    ['gorbyx4', '5Y', 11, 100, true],
    ['gorbyx5', '4B', 10, 80, false],
    ['gorbyx5', '5B', 11, 100, true],
    ['gorbyx5', '3NT', 9, 100, true],
  ];
  it.each(games)('%s rubber: %s by South taking %i scores %i, game %s', (deck, c, t, ns, game) => {
    const result = validateMatch({
      format: 'bridgepad.match',
      version: 1,
      game: 'rubber',
      rules: { deck },
      players: { N: 'Ann', E: 'Ben', S: 'Cat', W: 'Dan' },
      deals: [{ contract: c, declarer: 'S', tricks: t }],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const sheet = scoreMatch(result.value) as BridgeSheet;
    expect(sheet.deals[0]?.points).toEqual([ns, 0]);
    expect(sheet.gameLines.length).toBe(game ? 1 : 0);
  });
});

describe('entries: kind, side and place on the sheet', () => {
  type Row = [string, number, boolean, [string, string, string, number][]];
  // [contract, tricks, vulnerable, items as [side, where, kind, points]] in the engine's order
  const rows: Row[] = [
    ['2H', 8, NV, [['declarer', 'below', 'trick', 60]]],
    [
      '2H',
      10,
      NV,
      [
        ['declarer', 'below', 'trick', 60],
        ['declarer', 'above', 'overtricks', 60],
      ],
    ],
    [
      '4SX',
      11,
      VUL,
      [
        ['declarer', 'below', 'trick', 240],
        ['declarer', 'above', 'overtricks', 200],
        ['declarer', 'above', 'insult', 50],
      ],
    ],
    [
      '6NTXX',
      12,
      NV,
      [
        ['declarer', 'below', 'trick', 760],
        ['declarer', 'above', 'insult', 100],
        ['declarer', 'above', 'slam', 500],
      ],
    ],
    [
      '7C',
      13,
      VUL,
      [
        ['declarer', 'below', 'trick', 140],
        ['declarer', 'above', 'slam', 1500],
      ],
    ],
    ['3NT', 7, VUL, [['defenders', 'above', 'undertricks', 200]]],
    ['5DX', 8, NV, [['defenders', 'above', 'undertricks', 500]]],
  ];
  it.each(rows)('%s taking %i tricks, vulnerable %s', (text, tricks, vul, expected) => {
    const items = score(text, tricks, vul);
    expect(
      items.map((i) => [i.toDeclarer ? 'declarer' : 'defenders', i.where, i.kind, i.points]),
    ).toEqual(expected);
    for (const item of items) expect(item.explain.length).toBeGreaterThan(0);
  });

  it('places the items in the declarer side column, undertricks in the defenders column', () => {
    const result = validateMatch({
      format: 'bridgepad.match',
      version: 1,
      game: 'rubber',
      players: { N: 'Ann', E: 'Ben', S: 'Cat', W: 'Dan' },
      deals: [
        { contract: '2HX', declarer: 'E', tricks: 9 },
        { contract: '3NT', declarer: 'N', tricks: 7 },
        { contract: '1S', declarer: 'W', tricks: 6 },
      ],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const sheet = scoreMatch(result.value) as BridgeSheet;
    // side 0 = NS, 1 = EW; deal 0: EW made 2HX +1 (nv): 120 below, 100 + 50 above
    expect(sheet.entries.map((e) => [e.kind, e.side, e.where, e.points, e.deal])).toEqual([
      ['trick', 1, 'below', 120, 0],
      ['overtricks', 1, 'above', 100, 0],
      ['insult', 1, 'above', 50, 0],
      ['undertricks', 1, 'above', 100, 1], // NS 3NT down 2, not vulnerable
      ['undertricks', 0, 'above', 100, 2], // EW (vulnerable after their game) 1S down 1
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Exhaustive table: every level x strain x doubling x vulnerability x tricks, against a small
// reference written straight from the docs/rules.md, Rubber bridge table.

const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
/** Value of each trick past the first (and of an undoubled overtrick). */
const TRICK_VALUE: Record<(typeof STRAINS)[number], number> = {
  C: 20,
  D: 20,
  H: 30,
  S: 30,
  NT: 30,
};
/** Overtrick each when doubled / redoubled, [not vulnerable, vulnerable]. */
const DOUBLED_OVERTRICK = [
  [0, 0],
  [100, 200],
  [200, 400],
] as const;
const INSULT = [0, 50, 100] as const;
const MULTIPLIER = [1, 2, 4] as const;

/** Doubled undertrick total for `down` tricks: nv 100, 200, 200, 300...; vul 200, 300, 300.... */
function doubledUndertricks(down: number, vulnerable: boolean): number {
  if (vulnerable) return 200 + 300 * (down - 1);
  if (down === 1) return 100;
  if (down === 2) return 300;
  return 500 + 300 * (down - 3);
}

function reference(
  level: number,
  strain: (typeof STRAINS)[number],
  doubling: 0 | 1 | 2,
  vulnerable: boolean,
  tricks: number,
): Tally {
  const needed = 6 + level;
  if (tricks < needed) {
    const down = needed - tricks;
    const penalty =
      doubling === 0
        ? down * (vulnerable ? 100 : 50)
        : doubledUndertricks(down, vulnerable) * (doubling === 2 ? 2 : 1);
    return { declarer: 0, defenders: penalty, below: 0 };
  }
  const bid = strain === 'NT' ? 40 + 30 * (level - 1) : TRICK_VALUE[strain] * level;
  const below = bid * MULTIPLIER[doubling];
  const each =
    doubling === 0 ? TRICK_VALUE[strain] : DOUBLED_OVERTRICK[doubling][vulnerable ? 1 : 0];
  const overtricks = (tricks - needed) * each;
  const slam =
    level === 6 ? (vulnerable ? 750 : 500) : level === 7 ? (vulnerable ? 1500 : 1000) : 0;
  return { declarer: below + overtricks + INSULT[doubling] + slam, defenders: 0, below };
}

describe('reference anchored by hand-written rows', () => {
  // [contract, tricks, vulnerable, to declarer, to defenders, below]
  const rows: [string, number, boolean, number, number, number][] = [
    ['1C', 7, NV, 20, 0, 20],
    ['1C', 13, NV, 140, 0, 20],
    ['3NT', 9, NV, 100, 0, 100],
    ['3NT', 10, VUL, 130, 0, 100],
    ['4S', 10, VUL, 120, 0, 120],
    ['4SX', 10, VUL, 290, 0, 240],
    ['4SX', 11, VUL, 490, 0, 240],
    ['4SXX', 11, NV, 780, 0, 480],
    ['6H', 12, NV, 680, 0, 180],
    ['6H', 13, VUL, 960, 0, 180],
    ['7NT', 13, VUL, 1720, 0, 220],
    ['7NTXX', 13, VUL, 2480, 0, 880],
    ['7CX', 13, NV, 1330, 0, 280],
    ['1NTXX', 7, NV, 260, 0, 160],
    ['2CX', 8, NV, 130, 0, 80],
    ['1SXX', 13, VUL, 2620, 0, 120],
    ['2D', 7, VUL, 0, 100, 0],
    ['3NT', 5, NV, 0, 200, 0],
    ['4HX', 7, NV, 0, 500, 0],
    ['4HX', 7, VUL, 0, 800, 0],
    ['5DXX', 6, NV, 0, 2200, 0],
    ['7NTXX', 0, VUL, 0, 7600, 0],
    ['7NTX', 0, NV, 0, 3500, 0],
    ['1C', 0, NV, 0, 350, 0],
  ];
  it.each(rows)('%s taking %i, vulnerable %s: %i / %i, %i below', (text, t, vul, d, f, b) => {
    const c = con(text);
    const expected: Tally = { declarer: d, defenders: f, below: b };
    expect(reference(c.level, c.strain as (typeof STRAINS)[number], c.doubling, vul, t)).toEqual(
      expected,
    );
    expect(tally(scoreContract(c, t, vul, 'standard'))).toEqual(expected);
  });
});

describe('exhaustive: level 1-7 x C D H S NT x -, X, XX x nv, vul x tricks 0-13', () => {
  const rows: [string, Level, (typeof STRAINS)[number], Doubling, boolean, number][] = [];
  for (let level = 1; level <= 7; level++) {
    for (const strain of STRAINS) {
      for (const doubling of [0, 1, 2] as const) {
        for (const vulnerable of [NV, VUL]) {
          for (let tricks = 0; tricks <= 13; tricks++) {
            const name = `${level}${strain}${['', 'X', 'XX'][doubling]} ${vulnerable ? 'vul' : 'nv'} ${tricks}`;
            rows.push([name, level as Level, strain, doubling, vulnerable, tricks]);
          }
        }
      }
    }
  }

  it('covers 2940 combinations', () => {
    expect(rows).toHaveLength(7 * 5 * 3 * 2 * 14);
  });

  it.each(rows)('%s', (_name, level, strain, doubling, vulnerable, tricks) => {
    const items = scoreContract({ level, strain, doubling }, tricks, vulnerable, 'standard');
    expect(tally(items)).toEqual(reference(level, strain, doubling, vulnerable, tricks));
    // below the line only ever the declarer's trick score
    for (const item of items) {
      if (item.where === 'below') expect(item).toMatchObject({ toDeclarer: true, kind: 'trick' });
    }
  });
});
