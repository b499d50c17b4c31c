import { describe, expect, it } from 'vitest';
import {
  aFirst,
  comparePairs,
  comparisonLines,
  median,
  twoSidedSignChance,
} from '../../scripts/measure/startRounds.ts';

describe("comparing two builds' offline starts", () => {
  it('takes the median of an odd and an even number of starts', () => {
    expect(median([700, 500, 600])).toBe(600);
    expect(median([700, 500, 600, 400])).toBe(550);
    expect(median([])).toBeNaN();
  });

  it('compares pair by pair, so that a drift in the machine slows both alike', () => {
    // The machine slows by 200 ms after the second pair; B stays 20 ms faster in each pair but one.
    const comparison = comparePairs([
      { a: 600, b: 580 },
      { a: 610, b: 590 },
      { a: 800, b: 780 },
      { a: 820, b: 800 },
      { a: 790, b: 790 },
      { a: 805, b: 815 },
    ]);
    expect(comparison).toEqual({
      pairs: 6,
      a: 795,
      b: 785,
      difference: -20,
      bFaster: 4,
      aFaster: 1,
      even: 1,
      chance: 0.375,
    });
    expect(comparisonLines(comparison, 'dist-a', 'dist-b')).toEqual([
      'A (dist-a): median 795 ms over 6 starts',
      'B (dist-b): median 785 ms over 6 starts',
      'B less A, pair by pair: median -20 ms',
      'B was faster in 4 of 6 pairs, A in 1, even in 1; the chance of a split this uneven were neither faster: 0.375',
    ]);
  });

  it("gives a sign test's two-sided chance", () => {
    // 0 of 6 one way: 2 * (1/64).
    expect(twoSidedSignChance(0, 6)).toBeCloseTo(2 / 64, 10);
    // 1 of 5: 2 * (1 + 5) / 32.
    expect(twoSidedSignChance(1, 5)).toBeCloseTo(12 / 32, 10);
    // An even split, or no pairs that differ, is no evidence at all.
    expect(twoSidedSignChance(3, 6)).toBe(1);
    expect(twoSidedSignChance(0, 0)).toBe(1);
    // 12 of 40 one way.
    expect(twoSidedSignChance(12, 40)).toBeCloseTo(0.0166, 3);
  });

  it('refuses to compare no starts, and takes the builds turn about, A first', () => {
    expect(() => comparePairs([])).toThrow('no starts to compare');
    expect([0, 1, 2, 3].map(aFirst)).toEqual([true, false, true, false]);
  });
});
