import { traitsOf } from './gameTraits.ts';
import { sideMembers } from './players.ts';
import type { Payment } from './settleUp.ts';
import { fromCents, reckon } from './settleUp.ts';
import { scoreMatch } from './everyGame.ts';
import type { BridgeSheet, MatchStatus, RubberResult, Sheet } from './sheet.ts';
import type { BridgeMatch, Match, PerSide, SideIndex } from './types.ts';

/**
 * The result of a match as the command line's `--json` prints it (docs/format.md): totals, points per
 * deal, rubbers, back score, winner and status. Built from the same sheet model the app shows.
 */
export interface MatchSummary {
  readonly game: Match['game'];
  readonly totals: Record<string, number> | number[];
  readonly deals: (Record<string, number> | number[])[];
  readonly rubbers?: RubberSummary[];
  readonly backScore?: Record<string, number>;
  readonly winner: string | number | null;
  readonly status: MatchStatus;
  /** Kapiti: the unfinished-rubber bonus scored at the stopping point, by side. */
  readonly unfinished?: Record<string, number>;
  /** With a stake: each player's money, to the cent, positive for a winner. */
  readonly money?: Record<string, number>;
  /** With a stake: the fewest payments that settle every player. */
  readonly settlement?: Payment[];
}

export interface RubberSummary {
  readonly totals: Record<string, number>;
  readonly games: Record<string, number>;
  readonly winner: string | null;
  readonly net: number;
  readonly backScore: number;
  readonly over: boolean;
}

/** Column labels: NS/EW at a four-player table, A/B for two players. */
export function sideLabels(match: BridgeMatch): PerSide<string> {
  return match.game === 'bridgette' || match.game === 'sixdeal' ? ['A', 'B'] : ['NS', 'EW'];
}

function bySide(labels: PerSide<string>, values: PerSide<number>): Record<string, number> {
  return { [labels[0]]: values[0], [labels[1]]: values[1] };
}

function label(labels: PerSide<string>, side: SideIndex | null): string | null {
  return side === null ? null : labels[side];
}

/**
 * Back score by player (docs/rules.md, Rubber bridge; seed 004): each rubber that is over credits its
 * rounded net to each player of the side that won it and debits it from the other side's.
 */
export function backScoreByPlayer(match: BridgeMatch, rubbers: readonly RubberResult[]) {
  const teams = sideMembers(match);
  const score: Record<string, number> = {};
  for (const name of [...teams[0], ...teams[1]]) score[name] = 0;
  for (const rubber of rubbers) {
    if (!rubber.over) continue;
    for (const name of teams[0]) score[name] = (score[name] ?? 0) + rubber.backScore;
    for (const name of teams[1]) score[name] = (score[name] ?? 0) - rubber.backScore;
  }
  return score;
}

function bridgeSummary(match: BridgeMatch, sheet: BridgeSheet): MatchSummary {
  const labels = sideLabels(match);
  const withRubbers =
    match.game === 'rubber' || match.game === 'kapiti' || match.game === 'bridgette';
  const summary: {
    -readonly [K in keyof MatchSummary]: MatchSummary[K];
  } = {
    game: match.game,
    totals: bySide(labels, sheet.totals),
    deals: sheet.deals.map((row) => bySide(labels, row.points)),
    winner: label(labels, sheet.winner),
    status: sheet.status,
  };
  if (withRubbers) {
    summary.rubbers = sheet.rubbers.map((r) => ({
      totals: bySide(labels, r.totals),
      games: bySide(labels, r.games),
      winner: label(labels, r.winner),
      net: r.net,
      backScore: r.backScore,
      over: r.over,
    }));
  }
  if (match.game === 'rubber' || match.game === 'bridgette') {
    summary.backScore = backScoreByPlayer(match, sheet.rubbers);
  }
  const stake = match.rules.stake;
  if (stake !== undefined && traitsOf(match.game).backScore) {
    const { money, payments } = reckon(backScoreByPlayer(match, sheet.rubbers), stake);
    summary.money = Object.fromEntries(
      Object.entries(money).map(([name, amount]) => [name, fromCents(amount)]),
    );
    summary.settlement = payments.map((payment) => ({
      ...payment,
      amount: fromCents(payment.amount),
    }));
  }
  if (match.game === 'kapiti' && sheet.stop !== null) {
    const bonus: [number, number] = [0, 0];
    for (const entry of sheet.entries)
      if (entry.kind === 'unfinished') bonus[entry.side] += entry.points;
    summary.unfinished = bySide(labels, bonus);
  }
  return summary;
}

/** Scores a match and summarises it (see MatchSummary). */
export function summarizeMatch(match: Match, sheet: Sheet = scoreMatch(match)): MatchSummary {
  if (match.game === 'rummy' || sheet.game === 'rummy') {
    if (sheet.game !== 'rummy') throw new Error('sheet does not belong to this match');
    return {
      game: 'rummy',
      totals: [...sheet.totals],
      deals: sheet.deals.map((row) => [...row.points]),
      winner: sheet.winner,
      status: sheet.status,
    };
  }
  return bridgeSummary(match, sheet);
}

/**
 * The back scores of several matches added up, player by player (docs/rules.md, Rubber bridge): a
 * table's evening of rubbers, each a match of its own; a player not in a match scores nothing for
 * it.
 */
export function addBackScores(scores: readonly Readonly<Record<string, number>>[]) {
  const total: Record<string, number> = {};
  for (const score of scores)
    for (const [name, hundreds] of Object.entries(score))
      total[name] = (total[name] ?? 0) + hundreds;
  return total;
}
