/**
 * Comparing two builds' offline starts (bench/compareStarts.ts). This machine's speed drifts by
 * more between minutes than a change of a few per cent makes, so the builds are timed in rounds,
 * turn about, and compared round by round as well as overall.
 */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** One round: each build's starts (ms), timed one after the other. */
export interface StartRound {
  readonly a: readonly number[];
  readonly b: readonly number[];
}

export interface StartComparison {
  /** Each round's medians, A then B. */
  readonly rounds: readonly (readonly [number, number])[];
  /** The medians of every start of each build. */
  readonly a: number;
  readonly b: number;
  /** Rounds whose median was lower for B, for A, and even. */
  readonly bFaster: number;
  readonly aFaster: number;
  readonly even: number;
}

/** Which build goes first in a round: turn about, so a drift in speed favours neither. */
export const aFirst = (round: number): boolean => round % 2 === 0;

export function compareRounds(rounds: readonly StartRound[]): StartComparison {
  if (rounds.length === 0 || rounds.some((round) => round.a.length === 0 || round.b.length === 0)) {
    throw new Error('every round needs starts of both builds');
  }
  const medians = rounds.map((round) => [median(round.a), median(round.b)] as const);
  return {
    rounds: medians,
    a: median(rounds.flatMap((round) => round.a)),
    b: median(rounds.flatMap((round) => round.b)),
    bFaster: medians.filter(([a, b]) => b < a).length,
    aFaster: medians.filter(([a, b]) => a < b).length,
    even: medians.filter(([a, b]) => a === b).length,
  };
}

/** The comparison as lines of text. */
export function comparisonLines(comparison: StartComparison, a: string, b: string): string[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    ...comparison.rounds.map(
      ([ma, mb], i) => `round ${i + 1}: A ${ms(ma)}, B ${ms(mb)} (median of the round's starts)`,
    ),
    `A (${a}): median ${ms(comparison.a)} over every start`,
    `B (${b}): median ${ms(comparison.b)} over every start`,
    `B was faster in ${comparison.bFaster} of ${comparison.rounds.length} rounds, A in ${comparison.aFaster}, even in ${comparison.even}`,
  ];
}
