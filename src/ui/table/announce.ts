import { scoreMatch } from '../../engine/score.ts';
import type { BridgeSheet, DealRow } from '../../engine/sheet.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import { resultText } from '../../engine/builder.ts';
import { displayContract } from '../../engine/strains.ts';
import { voiceNow } from '../../state/voice.ts';
import type { Columns } from './columns.ts';
import { seatLabel } from './columns.ts';
import { dealNews } from './dealNews.ts';
import { speak } from './speech.ts';
import { afterDealSaid, standingSaid } from './spokenLevels.ts';

export { readBackText, standingText } from './spokenLevels.ts';

/**
 * What the table says after a deal is written, in the words players use: the deal, and the end
 * of a game, a rubber or the match when the deal brought one ("THEY win the rubber 2–1; WE by
 * 560, 6 on the back score"). Shown in the pad's message and read by screen readers.
 */

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

/**
 * Says the standing aloud, as much of it as the voice settings ask for: after any line still
 * being said, or at once when Say the score is asked again before its last saying ended. Where
 * the browser cannot speak, says that instead.
 */
export function sayStanding(
  match: BridgeMatch,
  sheet: BridgeSheet,
  cols: Columns,
  say: (text: string) => void,
): void {
  const { said } = voiceNow();
  if (!speak(standingSaid(match, sheet, cols, said), 'score')) say('This browser cannot speak.');
}

/** Reads a deal back aloud after it is written, as much as the voice settings ask for. */
export function readBack(
  match: BridgeMatch,
  sheet: BridgeSheet,
  index: number,
  cols: Columns,
): void {
  speak(afterDealSaid(match, sheet, index, cols, voiceNow().said));
}

/** What ending play scores, after "Play has ended": ": 300 to WE (unfinished rubber: a game up)". */
export function endOfPlayNews(match: BridgeMatch, cols: Columns): string {
  const bonus = scoreMatch(match).entries.filter((e) => e.deal === null);
  if (bonus.length === 0) return '';
  return `: ${bonus.map((e) => `${e.points} to ${cols.label(e.side)} (${e.explain})`).join('; ')}`;
}
