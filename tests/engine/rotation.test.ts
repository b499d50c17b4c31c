import { describe, expect, it } from 'vitest';
import { readRotation, seatingAfterCut, seatingFor } from '../../src/engine/rotation.ts';

// Seed 004: the draw, highest card first: Mrs. Smith (club queen), Mrs. Jones (heart nine, above
// Mr. Smith's diamond nine), Mr. Smith, Mr. Jones (spade six), Charlie (heart three).
const DRAW = ['Mrs. Smith', 'Mrs. Jones', 'Mr. Smith', 'Mr. Jones', 'Charlie'];

const partners = (seats: Record<string, string>) =>
  [[seats.N, seats.S].sort().join(' & '), [seats.E, seats.W].sort().join(' & ')].sort();

describe('five players (seed 004)', () => {
  it.each([
    // rubber, who sits out, partnerships, what changed
    [0, 'Charlie', ['Mr. Jones & Mr. Smith', 'Mrs. Jones & Mrs. Smith'], []],
    [
      1,
      'Mr. Jones',
      ['Charlie & Mrs. Jones', 'Mr. Smith & Mrs. Smith'],
      ['Charlie comes in for Mr. Jones', 'Mrs. Jones and Mr. Smith change seats'],
    ],
    [
      2,
      'Mr. Smith',
      ['Charlie & Mrs. Smith', 'Mr. Jones & Mrs. Jones'],
      ['Mr. Jones comes in for Mr. Smith', 'Mrs. Jones and Mrs. Smith change seats'],
    ],
    [
      3,
      'Mrs. Jones',
      ['Charlie & Mr. Smith', 'Mr. Jones & Mrs. Smith'],
      ['Mr. Smith comes in for Mrs. Jones', 'Charlie and Mr. Jones change seats'],
    ],
    [
      4,
      'Mrs. Smith',
      ['Charlie & Mr. Jones', 'Mr. Smith & Mrs. Jones'],
      ['Mrs. Jones comes in for Mrs. Smith', 'Mr. Smith and Mr. Jones change seats'],
    ],
  ] as const)('rubber %i: %s sits out', (rubber, out, pairs, changes) => {
    const seating = seatingFor(DRAW, rubber);
    expect(seating.out).toEqual([out]);
    expect(partners(seating.seats)).toEqual(pairs);
    expect(seating.changes).toEqual(changes);
    expect(new Set(Object.values(seating.seats)).size).toBe(4);
  });

  it('the first rubber pairs the two highest draws against the next two, North-South first', () => {
    expect(seatingFor(DRAW, 0).seats).toEqual({
      N: 'Mrs. Smith',
      S: 'Mrs. Jones',
      E: 'Mr. Smith',
      W: 'Mr. Jones',
    });
  });

  it("the second rubber: Charlie takes Mr. Jones's seat; the two to his right change seats", () => {
    expect(seatingFor(DRAW, 1).seats).toEqual({
      N: 'Mrs. Smith',
      E: 'Mrs. Jones',
      S: 'Mr. Smith',
      W: 'Charlie',
    });
  });

  it('in five rubbers everyone partners everyone else exactly once', () => {
    const pairs = [0, 1, 2, 3, 4].flatMap((r) => partners(seatingFor(DRAW, r).seats));
    expect(new Set(pairs).size).toBe(10);
  });

  it('everyone sits out once in five rubbers, then the same procedure goes on', () => {
    const outs = [0, 1, 2, 3, 4].map((r) => seatingFor(DRAW, r).out[0]);
    expect(new Set(outs).size).toBe(5);
    expect(seatingFor(DRAW, 5).out).toEqual(['Charlie']);
  });
});

describe('six players (reading)', () => {
  const SIX = ['A', 'B', 'C', 'D', 'E', 'F'];
  it('the two lowest sit out, then come in for the next two up the draw', () => {
    expect(seatingFor(SIX, 0)).toMatchObject({
      out: ['E', 'F'],
      seats: { N: 'A', S: 'B', E: 'C', W: 'D' },
    });
    expect(seatingFor(SIX, 1)).toMatchObject({
      out: ['D', 'C'],
      changes: ['E comes in for D', 'F comes in for C'],
    });
    expect(seatingFor(SIX, 2).out).toEqual(['B', 'A']);
    expect(seatingFor(SIX, 3).out).toEqual(['F', 'E']);
  });
});

describe('four players, fixed partners', () => {
  it('keep their seats', () => {
    for (const rotation of [undefined, 'fixed'] as const) {
      expect(seatingFor(['A', 'B', 'C', 'D'], 3, rotation)).toEqual({
        seats: { N: 'A', S: 'B', E: 'C', W: 'D' },
        out: [],
        changes: [],
      });
    }
  });
});

describe('four players, pivot (docs/rules.md, "Pivot")', () => {
  // Entered as North Ann, South Bob, East Cy, West Dee: the draw that seats them so.
  const FOUR = ['Ann', 'Bob', 'Cy', 'Dee'];
  it.each([
    // rubber, seats N E S W, partners, what changed
    [0, 'Ann Cy Bob Dee', ['Ann & Bob', 'Cy & Dee'], []],
    [1, 'Ann Bob Cy Dee', ['Ann & Cy', 'Bob & Dee'], ['Bob and Cy change seats']],
    [2, 'Ann Bob Dee Cy', ['Ann & Dee', 'Bob & Cy'], ['Cy and Dee change seats']],
    [3, 'Ann Dee Bob Cy', ['Ann & Bob', 'Cy & Dee'], ['Bob and Dee change seats']],
    [4, 'Ann Dee Cy Bob', ['Ann & Cy', 'Bob & Dee'], ['Bob and Cy change seats']],
    [5, 'Ann Cy Dee Bob', ['Ann & Dee', 'Bob & Cy'], ['Cy and Dee change seats']],
    [6, 'Ann Cy Bob Dee', ['Ann & Bob', 'Cy & Dee'], ['Bob and Dee change seats']],
  ] as const)('rubber %i: North %s', (rubber, seats, pairs, changes) => {
    const seating = seatingFor(FOUR, rubber, 'pivot');
    const [N, E, S, W] = seats.split(' ');
    expect(seating.seats).toEqual({ N, E, S, W });
    expect(partners(seating.seats)).toEqual(pairs);
    expect(seating.changes).toEqual(changes);
    expect(seating.out).toEqual([]);
  });
});

describe('four players, cut for partners (docs/rules.md, "Cut for partners")', () => {
  const FOUR = ['Ann', 'Bob', 'Cy', 'Dee'];
  const FIRST = { N: 'Ann', E: 'Cy', S: 'Bob', W: 'Dee' };
  it.each([
    // highest, second, seats N E S W, dealer, what changed
    ['Dee', 'Ann', 'Ann Cy Dee Bob', 'S', ['Bob and Dee change seats']],
    ['Cy', 'Dee', 'Ann Cy Bob Dee', 'E', []],
    ['Bob', 'Ann', 'Ann Cy Bob Dee', 'S', []],
    // Ann and Cy keep their seats, the higher two in the draw who can: Bob and Dee change.
    ['Bob', 'Cy', 'Ann Cy Dee Bob', 'W', ['Bob and Dee change seats']],
    ['Cy', 'Bob', 'Ann Cy Dee Bob', 'E', ['Bob and Dee change seats']],
  ] as const)('%s cuts highest, %s second', (highest, second, seats, dealer, changes) => {
    const seating = seatingAfterCut(FIRST, FOUR, { highest, second });
    const [N, E, S, W] = seats.split(' ');
    expect(seating.seats).toEqual({ N, E, S, W });
    expect(seating.dealer).toBe(dealer);
    expect(seating.seats[seating.dealer ?? 'N']).toBe(highest);
    expect(seating.changes).toEqual(changes);
  });

  it('until the four cut, the seating stands as drawn', () => {
    expect(seatingFor(FOUR, 2, 'cut').seats).toEqual({ N: 'Ann', S: 'Bob', E: 'Cy', W: 'Dee' });
  });
});

describe('six players, partners change each rubber (docs/rules.md, worked example)', () => {
  const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Ed', 'Flo'];
  it.each([
    // rubber, seats N E S W, who sits out, what changed
    [0, 'Ann Cy Bob Dee', ['Ed', 'Flo'], []],
    [
      1,
      'Ann Bob Ed Flo',
      ['Cy', 'Dee'],
      ['Ed comes in at South', 'Flo comes in for Dee', 'Bob moves to East'],
    ],
    [2, 'Cy Dee Ed Flo', ['Ann', 'Bob'], ['Cy comes in for Ann', 'Dee comes in for Bob']],
    [
      3,
      'Ann Dee Flo Bob',
      ['Cy', 'Ed'],
      ['Ann comes in for Cy', 'Bob comes in at West', 'Flo moves to South'],
    ],
    [4, 'Ann Dee Cy Ed', ['Bob', 'Flo'], ['Cy comes in for Flo', 'Ed comes in for Bob']],
    [5, 'Bob Flo Cy Ed', ['Ann', 'Dee'], ['Bob comes in for Ann', 'Flo comes in for Dee']],
    [
      6,
      'Flo Ann Cy Dee',
      ['Bob', 'Ed'],
      ['Ann comes in at East', 'Dee comes in for Ed', 'Flo moves to North'],
    ],
    // After fifteen rubbers the schedule starts again, from wherever the players sit.
    [15, 'Ann Cy Bob Dee', ['Ed', 'Flo'], ['Bob comes in for Flo', 'Cy comes in for Ed']],
  ] as const)('rubber %i: North %s', (rubber, seats, out, changes) => {
    const seating = seatingFor(SIX, rubber, 'mixed');
    const [N, E, S, W] = seats.split(' ');
    expect(seating.seats).toEqual({ N, E, S, W });
    expect(seating.out).toEqual(out);
    expect(seating.changes).toEqual(changes);
  });

  it('plays the schedule printed in the rules, rubber by rubber', () => {
    // docs/rules.md, "Six players: partners change each rubber": 1 the highest card.
    const printed = [
      '12 34 56',
      '15 26 34',
      '35 46 12',
      '16 24 35',
      '13 45 26',
      '23 56 14',
      '14 36 25',
      '25 46 13',
      '15 23 46',
      '26 34 15',
      '13 56 24',
      '14 25 36',
      '12 36 45',
      '24 35 16',
      '16 45 23',
    ];
    const place = (name: string) => SIX.indexOf(name) + 1;
    const shown = printed.map((_, rubber) => {
      const seating = seatingFor(SIX, rubber, 'mixed');
      const pair = (a: string, b: string) => [place(a), place(b)].sort().join('');
      return [
        ...[pair(seating.seats.N, seating.seats.S), pair(seating.seats.E, seating.seats.W)].sort(),
        seating.out.map(place).join(''),
      ].join(' ');
    });
    expect(shown).toEqual(printed);
  });
});

describe('six players, the same three pairs, as every table of six before rotations had names', () => {
  it('plays as a table whose field names no rotation', () => {
    const SIX = ['A', 'B', 'C', 'D', 'E', 'F'];
    for (let rubber = 0; rubber < 7; rubber++) {
      expect(seatingFor(SIX, rubber, 'pairs')).toEqual(seatingFor(SIX, rubber));
    }
  });
});

describe("the rotation a table's field names", () => {
  it.each([
    [undefined, 4, 'fixed'],
    ['pivot', 4, 'pivot'],
    ['cut', 4, 'cut'],
    [undefined, 5, 'five'],
    [undefined, 6, 'pairs'],
    ['pairs', 6, 'pairs'],
    ['mixed', 6, 'mixed'],
  ] as const)('%s at a table of %i plays %s', (named, size, rotation) => {
    expect(readRotation(named, size)).toEqual({ ok: true, value: rotation });
  });

  it.each([
    ['mixed', 4, 'rotation "mixed" is not one a table of 4 plays (fixed, pivot, cut)'],
    ['pivot', 6, 'rotation "pivot" is not one a table of 6 plays (mixed, pairs)'],
    ['swiss', 5, 'rotation "swiss" is not one a table of 5 plays (five)'],
    [3, 6, 'rotation 3 is not one a table of 6 plays (mixed, pairs)'],
    [undefined, 7, 'a table has 4, 5 or 6 players, not 7'],
  ] as const)('%s at a table of %i is said', (named, size, problem) => {
    expect(readRotation(named, size)).toEqual({ ok: false, problem });
  });
});
