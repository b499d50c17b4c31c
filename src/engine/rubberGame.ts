import { DEFAULT_UNFINISHED_PART_SCORE, playRubbers } from './rubber.ts';
import { player2After, seatAfter } from './seats.ts';
import type { BridgeSheet } from './sheet.ts';
import { undoubledOvertricksCount } from './stakes.ts';
import type { FourPlayerMatch, TwoPlayerMatch } from './types.ts';

/**
 * Rubber bridge (docs/rules.md, Rubber bridge; seeds 000, 002, 004): rubbers back to back, the deal
 * passing clockwise (a passed-out deal counts), the unfinished rubber scored when play stops.
 */
export function scoreRubberGame(match: FourPlayerMatch): BridgeSheet {
  const { builder, next } = playRubbers({
    deals: match.deals,
    table: 'standard',
    dealerAt: (index) => seatAfter(match.firstDealer, index),
    stopped: match.finished,
    honors: match.rules.honors,
    sideNames: ['NS', 'EW'],
    unfinishedPartScore: match.rules.unfinishedPartScore ?? DEFAULT_UNFINISHED_PART_SCORE,
    undoubledOvertricks: undoubledOvertricksCount(match.rules.stake),
  });
  return builder.toSheet('rubber', next, match.finished);
}

/**
 * Bridgette (docs/rules.md, Bridgette; seed 003): rubber scoring between two players who deal in
 * turn, with Zero Notrump, no honors, insult 100/250 and its own slam bonuses.
 */
export function scoreBridgette(match: TwoPlayerMatch): BridgeSheet {
  const { builder, next } = playRubbers({
    deals: match.deals,
    table: 'bridgette',
    dealerAt: (index) => player2After(match.firstDealer, index),
    stopped: match.finished,
    honors: false,
    sideNames: [match.players.A, match.players.B],
    unfinishedPartScore: match.rules.unfinishedPartScore ?? DEFAULT_UNFINISHED_PART_SCORE,
    undoubledOvertricks: undoubledOvertricksCount(match.rules.stake),
  });
  return builder.toSheet('bridgette', next, match.finished);
}
