import { DEFAULT_UNFINISHED_PART_SCORE, playRubbers } from './rubber.ts';
import { seatAfter } from './seats.ts';
import type { BridgeSheet } from './sheet.ts';
import type { FourPlayerMatch } from './types.ts';

/** Deals in a Kapiti match unless the competition says otherwise (seed 002). */
export const KAPITI_DEALS = 30;

/**
 * Whether a Kapiti match of `planned` deals stops after `count` deals: at the planned deal and
 * every second deal after it, since a tie is played off two deals at a time (docs/rules.md, The Kapiti 30-deal match).
 */
export function isKapitiStop(count: number, planned: number): boolean {
  return count >= planned && (count - planned) % 2 === 0;
}

/**
 * The Kapiti 30-deal match (docs/rules.md, The Kapiti 30-deal match; seed 002): rubber bridge for a fixed number of
 * deals, passed-out deals counting, rubbers back to back. **Reading:** the unfinished rubber is
 * scored at each stopping point (30, 32, ...) and belongs to no deal's row; when the totals are
 * tied there, the same rubber goes on and the bonus is recomputed at the next stopping point.
 */
export function scoreKapiti(match: FourPlayerMatch): BridgeSheet {
  const planned = match.rules.deals ?? KAPITI_DEALS;
  const count = match.deals.length;
  const atStop = isKapitiStop(count, planned);
  const { builder, next } = playRubbers({
    deals: match.deals,
    table: 'standard',
    dealerAt: (index) => seatAfter(match.firstDealer, index),
    stopped: atStop,
    honors: match.rules.honors,
    sideNames: ['NS', 'EW'],
    unfinishedPartScore: match.rules.unfinishedPartScore ?? DEFAULT_UNFINISHED_PART_SCORE,
  });
  const stop = atStop
    ? { afterDeal: count - 1, totals: [builder.totals[0], builder.totals[1]] as const }
    : null;
  return builder.toSheet('kapiti', next, atStop, stop, planned);
}

/**
 * The first stopping point, before the last deal, at which the match was already decided; any
 * deal after it was never to be played. Null when every stop before the end was a tie.
 */
export function kapitiDecidedAt(match: FourPlayerMatch): number | null {
  const planned = match.rules.deals ?? KAPITI_DEALS;
  for (let stop = planned; stop < match.deals.length; stop += 2) {
    const sheet = scoreKapiti({ ...match, deals: match.deals.slice(0, stop) });
    if (sheet.winner !== null) return stop;
  }
  return null;
}
