import { expect } from 'vitest';
import type { MatchSummary } from '../../src/engine/summary.ts';
import type { ReadGame } from './tagReader.ts';
import {
  history,
  readGames,
  rubberScore,
  rubberTotals,
  tag,
  vulnerabilityOfHistory,
} from './tagReader.ts';

/**
 * Checks of exported PBN against the match file it came from, using the test's own tag reader
 * and the rules as docs/rules.md and the PBN 2.1 standard state them (not the engine's code).
 */

type Json = { [key: string]: unknown };

/** PBN 2.1's mandatory tag set, in export order (section 3.4). */
const MANDATORY = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
];
const SEATS = ['N', 'E', 'S', 'W'];
/** docs/rules.md, Duplicate: the 16-board cycle. */
const BOARD_VUL = ['None', 'NS', 'EW', 'All', 'NS', 'EW', 'All', 'None'];
const BOARD_VUL_16 = [...BOARD_VUL, 'EW', 'All', 'None', 'NS', 'All', 'None', 'NS', 'EW'];
const VUL_TEXT: Record<string, string> = { none: 'None', NS: 'NS', EW: 'EW', both: 'All' };
const SCORING: Record<string, string> = {
  rubber: 'Rubber',
  kapiti: 'Rubber',
  chicago: 'Chicago',
  duplicate: '?',
};

function seatAfter(seat: string, steps: number): string {
  return SEATS[(SEATS.indexOf(seat) + steps) % 4] ?? '?';
}

/** `4SX` as PBN spells it: notrump always `NT`. */
function pbnContract(text: string): string {
  return text.replace(/^(\d)N(X{0,2})$/, '$1NT$2');
}

type Units = { ns: number[]; ew: number[] };

/**
 * ScoreRubberHistory after a deal, from the history before it and the deal's ScoreRubber
 * (PBN 2.1 section 4.2.6; docs/rules.md, Rubber bridge): 100 below the line wins a game and opens a
 * new unit; a side's second game ends the rubber, whose points above the line become "previous".
 */
function nextHistory(before: Units, deal: { above: number[]; below: number[] }): Units {
  const ns = [...before.ns];
  const ew = [...before.ew];
  const game = ns.length - 1;
  ns[1] = (ns[1] ?? 0) + (deal.above[0] ?? 0);
  ew[1] = (ew[1] ?? 0) + (deal.above[1] ?? 0);
  ns[game] = (ns[game] ?? 0) + (deal.below[0] ?? 0);
  ew[game] = (ew[game] ?? 0) + (deal.below[1] ?? 0);
  const winner = (ns[game] ?? 0) >= 100 ? ns : (ew[game] ?? 0) >= 100 ? ew : null;
  if (winner === null) return { ns, ew };
  const earlier = winner.slice(2, game).filter((points) => points >= 100).length;
  if (earlier === 1) {
    return { ns: [(ns[0] ?? 0) + (ns[1] ?? 0), 0, 0], ew: [(ew[0] ?? 0) + (ew[1] ?? 0), 0, 0] };
  }
  return { ns: [...ns, 0], ew: [...ew, 0] };
}

function checkRubberHistory(games: readonly ReadGame[]): void {
  let expected: Units = { ns: [0, 0, 0], ew: [0, 0, 0] };
  for (const game of games) {
    const value = tag(game, 'ScoreRubberHistory');
    expect(history(value), 'ScoreRubberHistory follows from the deals before').toEqual(expected);
    // PBN 2.1 section 4.2.6: "This must be consistent with the Vulnerable tag".
    expect(tag(game, 'Vulnerable'), `Vulnerable agrees with "${value}"`).toBe(
      vulnerabilityOfHistory(value),
    );
    expected = nextHistory(expected, rubberScore(tag(game, 'ScoreRubber')));
  }
}

function checkChicago(file: Json, games: readonly ReadGame[]): void {
  const cavendish = (file.rules as Json | undefined)?.vulnerability === 'cavendish';
  let played = 0;
  (file.deals as Json[]).forEach((deal, index) => {
    const game = games[index] ?? [];
    const dealer = seatAfter((file.firstDealer as string | undefined) ?? 'N', played);
    const position = played % 4;
    const dealerSide = dealer === 'N' || dealer === 'S' ? 'NS' : 'EW';
    const otherSide = dealerSide === 'NS' ? 'EW' : 'NS';
    const vul =
      position === 0 ? 'None' : position === 3 ? 'All' : cavendish ? otherSide : dealerSide;
    expect([tag(game, 'Dealer'), tag(game, 'Vulnerable')]).toEqual([dealer, vul]);
    if (deal.passed !== true) played += 1;
  });
}

/** A side's points in the match's totals and in no deal: the bonus scored when play stopped. */
function stoppedBonus(summary: MatchSummary, side: 'NS' | 'EW'): number {
  const inDeals = summary.deals.reduce(
    (sum, deal) => sum + ((deal as Record<string, number>)[side] ?? 0),
    0,
  );
  return ((summary.totals as Record<string, number>)[side] ?? 0) - inDeals;
}

/**
 * Everything a test can say about the PBN written for a valid match file: the mandatory tags in
 * order, each deal's contract, declarer and result, the players, dealers and vulnerability, and
 * scores that add up to the summary's points per deal.
 */
export function checkExport(file: Json, text: string, summary: MatchSummary): void {
  const games = readGames(text);
  const deals = (file.deals ?? []) as Json[];
  const players = file.players as Record<string, string>;
  const game = file.game as string;
  expect(games).toHaveLength(deals.length);
  deals.forEach((deal, index) => {
    const g = games[index] ?? [];
    expect(g.slice(0, 15).map((t) => t.name)).toEqual(MANDATORY);
    const passed = deal.passed === true;
    expect([tag(g, 'Declarer'), tag(g, 'Contract'), tag(g, 'Result')]).toEqual(
      passed
        ? ['', 'Pass', '']
        : [deal.declarer, pbnContract(deal.contract as string), String(deal.tricks)],
    );
    expect(['West', 'North', 'East', 'South'].map((seat) => tag(g, seat))).toEqual([
      players.W,
      players.N,
      players.E,
      players.S,
    ]);
    expect([tag(g, 'Scoring'), tag(g, 'Deal')]).toEqual([SCORING[game], '?']);
    const points = summary.deals[index] as Record<string, number>;
    // What play stopping scored (the unfinished rubber) belongs to no deal, and goes with the
    // last, so that the tags add up to the match (docs/pbn.md).
    const last = index === deals.length - 1;
    const ns = (points.NS ?? 0) + (last ? stoppedBonus(summary, 'NS') : 0);
    const ew = (points.EW ?? 0) + (last ? stoppedBonus(summary, 'EW') : 0);
    if (game !== 'duplicate') {
      expect(rubberTotals(tag(g, 'ScoreRubber'))).toEqual([ns, ew]);
    }
    if (game === 'chicago' || game === 'duplicate') {
      expect(tag(g, 'Score')).toBe(`NS ${ns - ew} EW ${ew - ns}`);
    }
    if (game === 'rubber' || game === 'kapiti') {
      expect(tag(g, 'Dealer')).toBe(
        seatAfter((file.firstDealer as string | undefined) ?? 'N', index),
      );
      expect(tag(g, 'Board')).toBe(String(index + 1));
    }
    if (game === 'duplicate') {
      const board = (deal.board as number | undefined) ?? index + 1;
      const vul =
        deal.vulnerable === undefined
          ? BOARD_VUL_16[(board - 1) % 16]
          : VUL_TEXT[deal.vulnerable as string];
      expect([tag(g, 'Board'), tag(g, 'Dealer'), tag(g, 'Vulnerable')]).toEqual([
        String(board),
        SEATS[(board - 1) % 4],
        vul,
      ]);
    }
  });
  if (game === 'rubber' || game === 'kapiti') checkRubberHistory(games);
  if (game === 'chicago') checkChicago(file, games);
}
