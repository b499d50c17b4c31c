/**
 * Comparing two builds' offline starts (bench/compareStarts.ts). This machine's speed drifts by
 * more between minutes than a change of a few per cent makes, so the builds start turn about,
 * one start of each at a time, and each pair of starts is compared: a drift slows both alike.
 */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** One start of each build (ms), one just after the other. */
export interface StartPair {
  readonly a: number;
  readonly b: number;
}

export interface StartComparison {
  readonly pairs: number;
  /** The medians of each build's starts. */
  readonly a: number;
  readonly b: number;
  /** The median of B's start less A's, pair by pair: below zero when B starts faster. */
  readonly difference: number;
  /** Pairs in which B started faster, A did, and both alike. */
  readonly bFaster: number;
  readonly aFaster: number;
  readonly even: number;
  /**
   * The chance of a split at least this uneven, either way, were neither build faster (a sign
   * test over the pairs that differ). Small (under 0.05) when the difference is the builds'.
   */
  readonly chance: number;
}

/** Which build starts first in a pair: turn about, so that neither always goes first. */
export const aFirst = (pair: number): boolean => pair % 2 === 0;

/** The chance of `k` or fewer heads in `n` fair tosses, doubled (at most 1). */
export function twoSidedSignChance(k: number, n: number): number {
  let tail = 0;
  let ways = 1; // n choose i
  for (let i = 0; i <= Math.min(k, n - k); i += 1) {
    tail += ways;
    ways = (ways * (n - i)) / (i + 1);
  }
  return Math.min(1, (2 * tail) / 2 ** n);
}

export function comparePairs(pairs: readonly StartPair[]): StartComparison {
  if (pairs.length === 0) throw new Error('no starts to compare');
  const bFaster = pairs.filter(({ a, b }) => b < a).length;
  const aFaster = pairs.filter(({ a, b }) => a < b).length;
  return {
    pairs: pairs.length,
    a: median(pairs.map(({ a }) => a)),
    b: median(pairs.map(({ b }) => b)),
    difference: median(pairs.map(({ a, b }) => b - a)),
    bFaster,
    aFaster,
    even: pairs.length - bFaster - aFaster,
    chance: twoSidedSignChance(Math.min(bFaster, aFaster), bFaster + aFaster),
  };
}

/** The comparison as lines of text. */
export function comparisonLines(comparison: StartComparison, a: string, b: string): string[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    `A (${a}): median ${ms(comparison.a)} over ${comparison.pairs} starts`,
    `B (${b}): median ${ms(comparison.b)} over ${comparison.pairs} starts`,
    `B less A, pair by pair: median ${comparison.difference > 0 ? '+' : ''}${ms(comparison.difference)}`,
    `B was faster in ${comparison.bFaster} of ${comparison.pairs} pairs, A in ${comparison.aFaster}, even in ${comparison.even}; the chance of a split this uneven were neither faster: ${comparison.chance.toFixed(3)}`,
  ];
}
