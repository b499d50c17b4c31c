import { traitsOf } from '../../engine/gameTraits.ts';
import { tieBreakWords } from './tieBreak.ts';
import { partScoreText } from '../../engine/describeState.ts';
import { other } from '../../engine/seats.ts';
import { scoreMatch } from '../../engine/score.ts';
import type { BridgeSheet, DealRow, RubberResult } from '../../engine/sheet.ts';
import type { BridgeMatch, SideIndex } from '../../engine/types.ts';
import { resultText } from '../../engine/builder.ts';
import { displayContract } from '../../engine/strains.ts';
import type { Columns } from './columns.ts';
import { seatLabel } from './columns.ts';
import { speak } from './speech.ts';
import { spokenContract, spokenResult } from './spokenWords.ts';

/**
 * What the table says after a deal is written, in the words players use: the deal, and the end
 * of a game, a rubber or the match when the deal brought one ("THEY win the rubber 2–1; WE by
 * 560, 6 on the back score"). Shown in the pad's message and read by screen readers.
 */

const ORDINAL = ['first', 'second', 'third'];

/** "WE win", "THEY win", but one player by name "wins". */
function win(match: BridgeMatch): string {
  return traitsOf(match.game).sides === 'names' ? 'wins' : 'win';
}

function rubberNews(match: BridgeMatch, rubber: RubberResult, won: SideIndex, cols: Columns) {
  const games = `${rubber.games[won]}–${rubber.games[other(won)]}`;
  const [left, right] = cols.sides;
  const net = rubber.totals[left] - rubber.totals[right];
  const ahead = net === 0 ? null : net > 0 ? cols.heads[0] : cols.heads[1];
  const points =
    ahead === null
      ? 'level on points'
      : `${ahead} by ${Math.abs(net)}${
          // A match of planned deals is won on total points: its rubbers keep no back score.
          traitsOf(match.game).backScore ? `, ${Math.abs(rubber.backScore)} on the back score` : ''
        }`;
  return `${cols.label(won)} ${win(match)} the rubber ${games}; ${points}`;
}

function gameNews(match: BridgeMatch, row: DealRow, won: SideIndex, cols: Columns): string {
  const games = row.before.games.map((g, side) => (side === won ? g + 1 : g));
  const count = (games[0] ?? 0) + (games[1] ?? 0);
  const news = `${cols.label(won)} ${win(match)} the ${ORDINAL[count - 1] ?? 'next'} game`;
  return games[0] === 1 && games[1] === 1 ? `${news}: game all` : news;
}

function matchNews(match: BridgeMatch, sheet: BridgeSheet, cols: Columns): string | null {
  const planned = traitsOf(match.game).planned;
  if (planned === null) return null;
  if (sheet.status === 'tied') return `The match is tied: ${tieBreakWords(planned)}`;
  if (sheet.status !== 'complete' || sheet.winner === null) return null;
  const margin = Math.abs(sheet.totals[0] - sheet.totals[1]);
  return `The match is over: ${cols.label(sheet.winner)} ${win(match)} by ${margin}`;
}

/** The news a deal brought: the match, the rubber or the game it decided; null for none. */
export function dealNews(
  match: BridgeMatch,
  sheet: BridgeSheet,
  index: number,
  cols: Columns,
): string | null {
  const row = sheet.deals[index];
  if (row === undefined) return null;
  const last = index === sheet.deals.length - 1;
  const decided = last ? matchNews(match, sheet, cols) : null;
  if (decided !== null) return decided;
  const rubber = sheet.rubbers[row.before.rubber];
  if (row.rubberWonBy !== null && rubber !== undefined)
    return rubberNews(match, rubber, row.rubberWonBy, cols);
  // Games count towards a rubber only where two games win one; elsewhere a game is a bonus.
  if (row.gameWonBy !== null && traitsOf(match.game).rubbers)
    return gameNews(match, row, row.gameWonBy, cols);
  return null;
}

/** What a deal scored, side by side: "620 to WE", "120 to WE, 100 to THEY", "no score". */
function pointsText(row: DealRow, cols: Columns): string {
  const scored = cols.sides
    .filter((side) => row.points[side] > 0)
    .map((side) => `${row.points[side]} to ${cols.label(side)}`);
  return scored.length === 0 ? 'no score' : scored.join(', ');
}

/**
 * The message after a deal is written, short enough for two lines of a phone: "Deal 9 saved:
 * 4♠ by East made, 620 to THEY. THEY win the rubber 2–1; WE by 560, 6 on the back score."
 */
export function savedText(
  match: BridgeMatch,
  sheet: BridgeSheet,
  index: number,
  cols: Columns,
  saved = 'saved',
): string {
  const row = sheet.deals[index];
  if (row === undefined) return `Deal ${index + 1} ${saved}.`;
  const news = dealNews(match, sheet, index, cols);
  const what =
    row.contract === null || row.declarer === null || row.tricks === null
      ? 'passed out'
      : `${displayContract(row.contract)} by ${seatLabel(match, row.declarer)} ${resultText({
          contract: row.contract,
          declarer: row.declarer,
          tricks: row.tricks,
        })}, ${pointsText(row, cols)}`;
  return `Deal ${index + 1} ${saved}: ${what}.${news === null ? '' : ` ${news}.`}`;
}

/** "WE 60 on, need 40", or "Both need 100" where neither side has a part score. */
function needsWords(sheet: BridgeSheet, cols: Columns): string[] {
  const [a, b] = cols.sides;
  return sheet.next.partScore[a] === 0 && sheet.next.partScore[b] === 0
    ? [`Both need ${sheet.next.needs[a]}`]
    : cols.sides.map(
        (side) => `${cols.label(side)} ${partScoreText(sheet.next, side).replace('needs', 'need')}`,
      );
}

/**
 * The read-back after a deal, short enough to hear at the table: the contract and its result as
 * written, so that a wrong one is heard, what each side scored on the deal, the news, and what
 * each side needs next: "Four spades by North, made: WE 120 below, game. THEY need 100."
 */
export function readBackText(
  match: BridgeMatch,
  sheet: BridgeSheet,
  index: number,
  cols: Columns,
): string {
  const row = sheet.deals[index];
  if (row === undefined) return '';
  if (row.passed) return `Deal ${index + 1} passed out.`;
  const parts: string[] = [];
  const gameOnly = row.gameWonBy !== null && row.rubberWonBy === null;
  for (const side of cols.sides.filter((side) => row.points[side] > 0)) {
    const sum = (where: 'below' | 'above') =>
      row.entries.reduce((total, i) => {
        const entry = sheet.entries[i];
        return entry?.side === side && entry.where === where ? total + entry.points : total;
      }, 0);
    const words = [`${sum('below')} below`, `${sum('above')} above`].filter(
      (w) => !w.startsWith('0 '),
    );
    if (gameOnly && row.gameWonBy === side) words.push('game');
    parts.push(`${cols.label(side)} ${words.join(', ')}`);
  }
  const news = gameOnly ? null : dealNews(match, sheet, index, cols);
  const going = traitsOf(match.game).rubbers && news === null;
  const needs = going ? needsWords(sheet, cols) : [];
  const played =
    row.contract === null || row.declarer === null || row.tricks === null
      ? ''
      : `${spokenContract(row.contract)} by ${seatLabel(match, row.declarer)}, ${spokenResult(row.contract, row.tricks)}: `;
  const head = `${played}${parts.length === 0 ? 'no score' : parts.join('; ')}`;
  return [
    `${head.charAt(0).toUpperCase()}${head.slice(1)}.`,
    ...(news === null ? [] : [`${news}.`]),
    ...needs.map((n) => `${n}.`),
  ].join(' ');
}

/**
 * "Say the score", on demand: each side's total, then before the next deal each side's
 * vulnerability and what it needs: "WE 160, THEY 500. WE vulnerable, 60 on, need 40. THEY not
 * vulnerable, need 100." Once play is over, the totals alone.
 */
export function standingText(match: BridgeMatch, sheet: BridgeSheet, cols: Columns): string {
  const { lined, vulnerability } = traitsOf(match.game);
  const totals = cols.sides.map((side) => `${cols.label(side)} ${sheet.totals[side]}`);
  if (match.finished || sheet.status !== 'in-progress') return `${totals.join(', ')}.`;
  const sides = cols.sides.flatMap((side) => {
    const said = [
      ...(vulnerability === 'none'
        ? []
        : [sheet.next.vulnerable[side] ? 'vulnerable' : 'not vulnerable']),
      ...(lined ? [partScoreText(sheet.next, side).replace('needs', 'need')] : []),
    ];
    return said.length === 0 ? [] : [`${cols.label(side)} ${said.join(', ')}`];
  });
  return [totals.join(', '), ...sides].map((part) => `${part}.`).join(' ');
}

/** Says the standing aloud; where the browser cannot speak, says that instead. */
export function sayStanding(
  match: BridgeMatch,
  sheet: BridgeSheet,
  cols: Columns,
  say: (text: string) => void,
): void {
  if (!speak(standingText(match, sheet, cols))) say('This browser cannot speak.');
}

/** What ending play scores, after "Play has ended": ": 300 to WE (unfinished rubber: a game up)". */
export function endOfPlayNews(match: BridgeMatch, cols: Columns): string {
  const bonus = scoreMatch(match).entries.filter((e) => e.deal === null);
  if (bonus.length === 0) return '';
  return `: ${bonus.map((e) => `${e.points} to ${cols.label(e.side)} (${e.explain})`).join('; ')}`;
}
