import { boardOf } from '../../engine/duplicate.ts';
import { scoreMatch } from '../../engine/score.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import { columnsOf, rowSummary } from './columns.ts';

/**
 * Duplicate (docs/rules.md, Duplicate): a board is played once in a session. Why a new deal cannot
 * be played on `board`, naming the deal it was played as and where to correct it; null when the
 * board is not played yet. Loaded with the board's choice and the table's steps, never at first.
 */
export function playedBoardText(match: BridgeMatch, board: number): string | null {
  const index = match.deals.findIndex((deal, i) => boardOf(deal, i) === board);
  const row = index < 0 ? undefined : scoreMatch(match).deals[index];
  if (row === undefined) return null;
  return `Board ${board} is already played: deal ${index + 1}, ${rowSummary(row, columnsOf(match))}. Choose another board, or tap board ${board} in the list to correct it.`;
}
