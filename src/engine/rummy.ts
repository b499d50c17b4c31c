import type { MatchStatus, RummyRow, RummySheet } from './sheet.ts';
import type { RummyMatch } from './types.ts';

/** What a rummy (all cards in one play) costs every other player, basic rummy only. */
export const RUMMY_PENALTY = 25;

/**
 * GorbyX Rummy (docs/rules.md, GorbyX Rummy; seed 001): when a player goes out, every other player adds
 * the card points left in hand, plus 25 each if it was a rummy (not in Gin). The deal passes to
 * the left. Play ends at the agreed point target (or when the players stop); lowest total wins.
 */
export function scoreRummy(match: RummyMatch): RummySheet {
  const n = match.players.length;
  const totals: number[] = new Array<number>(n).fill(0);
  const penalty = match.rules.variant === 'basic' ? RUMMY_PENALTY : 0;
  const deals: RummyRow[] = match.deals.map((deal, index) => {
    const points = deal.points.map((left, player) =>
      player === deal.out ? 0 : left + (deal.rummy ? penalty : 0),
    );
    const explain = deal.points.map((left, player) => {
      if (player === deal.out) return deal.rummy ? 'went out, rummy' : 'went out';
      return deal.rummy && penalty > 0 ? `${left} in hand + ${penalty} rummy` : `${left} in hand`;
    });
    points.forEach((p, player) => (totals[player] = (totals[player] ?? 0) + p));
    return {
      index,
      dealer: (match.firstDealer + index) % n,
      out: deal.out,
      rummy: deal.rummy,
      points,
      cumulative: [...totals],
      explain,
    };
  });
  const winner = lowest(totals);
  const reached =
    match.rules.target !== undefined && totals.some((t) => t >= (match.rules.target ?? 0));
  const ended = deals.length > 0 && (reached || match.finished);
  const status: MatchStatus = ended ? (winner === null ? 'tied' : 'complete') : 'in-progress';
  return {
    game: 'rummy',
    deals,
    totals,
    winner,
    status,
    nextDealer: (match.firstDealer + match.deals.length) % n,
  };
}

/** Index of the single lowest total, or null when two or more share it. */
function lowest(totals: readonly number[]): number | null {
  const min = Math.min(...totals);
  const at = totals.flatMap((t, i) => (t === min ? [i] : []));
  return at.length === 1 ? (at[0] as number) : null;
}

/** The number of deals after which the target was reached before the last deal, or null. */
export function rummyDecidedAt(match: RummyMatch): number | null {
  const target = match.rules.target;
  if (target === undefined) return null;
  const rows = scoreRummy(match).deals;
  const at = rows.findIndex((row) => row.cumulative.some((t) => t >= target));
  return at !== -1 && at < rows.length - 1 ? at + 1 : null;
}
