import { describe, expect, it } from 'vitest';
import { seatingFor } from '../../src/engine/rotation.ts';

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

describe('four players', () => {
  it('keep their seats', () => {
    expect(seatingFor(['A', 'B', 'C', 'D'], 3)).toEqual({
      seats: { N: 'A', S: 'B', E: 'C', W: 'D' },
      out: [],
      changes: [],
    });
  });
});
