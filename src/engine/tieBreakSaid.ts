import type { PlannedDeals } from './gameTraits.ts';

const COUNT = ['no', 'one', 'two', 'three', 'four'];

/**
 * How a tie at the end of a match of planned deals is played off (src/engine/gameTraits.ts), in
 * the table's words: "two more deals are played", "the first dealer deals a tie-breaker". Only
 * the games played to a plan have a tie-break, and each is scored by code that comes with its
 * first match: these words come with it (score.ts, `tieBreakSaid`), not with the first screen.
 */
export function tieBreakWords(planned: PlannedDeals): string {
  if (planned.tieBreakDealer === 'first dealer') {
    return planned.tieBreakDeals === 1
      ? 'the first dealer deals a tie-breaker'
      : `the first dealer deals ${COUNT[planned.tieBreakDeals] ?? planned.tieBreakDeals} more deals`;
  }
  const deals = planned.tieBreakDeals;
  return `${COUNT[deals] ?? deals} more ${deals === 1 ? 'deal is' : 'deals are'} played`;
}
