import { describe, expect, it } from 'vitest';
import { aFirst, compareRounds, comparisonLines, median } from '../../bench/startRounds.ts';

describe('comparing two builds’ offline starts', () => {
  it('takes the median of an odd and an even number of starts', () => {
    expect(median([700, 500, 600])).toBe(600);
    expect(median([700, 500, 600, 400])).toBe(550);
    expect(median([])).toBeNaN();
  });

  it('compares round by round and over every start', () => {
    const comparison = compareRounds([
      { a: [600, 640, 620], b: [580, 590, 700] }, // B 590 < A 620
      { a: [700, 720, 710], b: [730, 690, 760] }, // A 710 < B 730: the machine slowed for both
      { a: [610, 600, 650], b: [610, 590, 620] }, // even, 610
    ]);
    expect(comparison.rounds).toEqual([
      [620, 590],
      [710, 730],
      [610, 610],
    ]);
    expect(comparison.a).toBe(640);
    expect(comparison.b).toBe(620);
    expect([comparison.bFaster, comparison.aFaster, comparison.even]).toEqual([1, 1, 1]);
    expect(comparisonLines(comparison, 'dist-a', 'dist-b')).toEqual([
      "round 1: A 620 ms, B 590 ms (median of the round's starts)",
      "round 2: A 710 ms, B 730 ms (median of the round's starts)",
      "round 3: A 610 ms, B 610 ms (median of the round's starts)",
      'A (dist-a): median 640 ms over every start',
      'B (dist-b): median 620 ms over every start',
      'B was faster in 1 of 3 rounds, A in 1, even in 1',
    ]);
  });

  it('refuses rounds without starts of both builds', () => {
    expect(() => compareRounds([])).toThrow('every round needs starts of both builds');
    expect(() => compareRounds([{ a: [600], b: [] }])).toThrow(/both builds/);
  });

  it('takes the builds turn about, A first in the first round', () => {
    expect([0, 1, 2, 3].map(aFirst)).toEqual([true, false, true, false]);
  });
});
