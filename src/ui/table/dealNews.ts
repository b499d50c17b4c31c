import { traitsOf } from '../../engine/gameTraits.ts';
import { other } from '../../engine/seats.ts';
import type { BridgeSheet, DealRow, RubberResult } from '../../engine/sheet.ts';
import type { BridgeMatch, SideIndex } from '../../engine/types.ts';
import type { Columns } from './columns.ts';
import { tieBreakWords } from '../../engine/tieBreakSaid.ts';

/**
 * The news a deal brought, in the words players use: the end of a game, a rubber or the match
 * ("THEY win the rubber 2–1; WE by 560, 6 on the back score"). Said in the message after a deal
 * (announce.ts) and aloud (spokenLevels.ts).
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
