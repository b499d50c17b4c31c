import { partScoreText } from '../../engine/describeState.ts';
import { traitsOf } from '../../engine/gameTraits.ts';
import type { BridgeSheet, DealRow } from '../../engine/sheet.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import type { SaidLevel } from '../../state/voice.ts';
import type { Columns } from './columns.ts';
import { seatLabel } from './columns.ts';
import { dealNews } from './dealNews.ts';
import { spokenContract, spokenResult } from './spokenWords.ts';

/**
 * What the table says aloud, at each level the voice settings offer (src/state/voice.ts), in the
 * words the table already shows: the pad's result, the news of a deal (dealNews.ts), and the
 * status strip's vulnerability and part scores (describeState.ts). Plain functions of the match
 * and its sheet, so that what is said is tested without a browser.
 *
 * After a deal is written:
 * - `result`: the contract and its result as written, so that a wrong one is heard, and what each
 *   side scored on it: "Four spades by North, made: WE 120 below, game."
 * - `totals`: that, the game, rubber or match it ended, and each side's total: "… THEY win the
 *   rubber 2–1; WE by 560, 6 on the back score. WE 1210, THEY 650."
 * - `state`: the result, the news, and what each side needs before the next deal, as the status
 *   strip shows it (with each side's vulnerability where it changes by the deal, as in Chicago):
 *   "… Both need 100." The table's words before the voice could be tuned.
 *
 * Say the score: each side's total, and at `state` each side's vulnerability and what it needs.
 */

const sentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;

/** "60 on, need 40", as the strip says it ("needs") but of a side named before it. */
const need = (sheet: BridgeSheet, side: 0 | 1) =>
  partScoreText(sheet.next, side).replace('needs', 'need');

/** "WE 60 on, need 40", or "Both need 100" where neither side has a part score. */
function needsWords(sheet: BridgeSheet, cols: Columns): string[] {
  const [a, b] = cols.sides;
  return sheet.next.partScore[a] === 0 && sheet.next.partScore[b] === 0
    ? [`Both need ${sheet.next.needs[a]}`]
    : cols.sides.map((side) => `${cols.label(side)} ${need(sheet, side)}`);
}

/** Each side before the next deal, as the status strip has it: "WE vulnerable, 60 on, need 40". */
function sideWords(match: BridgeMatch, sheet: BridgeSheet, cols: Columns): string[] {
  const { lined, vulnerability } = traitsOf(match.game);
  return cols.sides.flatMap((side) => {
    const said = [
      ...(vulnerability === 'none'
        ? []
        : [sheet.next.vulnerable[side] ? 'vulnerable' : 'not vulnerable']),
      ...(lined ? [need(sheet, side)] : []),
    ];
    return said.length === 0 ? [] : [`${cols.label(side)} ${said.join(', ')}`];
  });
}

/** Each side's total: "WE 120, THEY 500". */
function totalsWords(sheet: BridgeSheet, cols: Columns): string {
  return cols.sides.map((side) => `${cols.label(side)} ${sheet.totals[side]}`).join(', ');
}

const playGoesOn = (match: BridgeMatch, sheet: BridgeSheet) =>
  !match.finished && sheet.status === 'in-progress';

/** A deal that won a game but not the rubber: "game" is said with its points, not as news. */
const gameOnly = (row: DealRow) => row.gameWonBy !== null && row.rubberWonBy === null;

/** "Four spades by North, made: WE 120 below, game"; "Deal 3 passed out". */
function resultWords(match: BridgeMatch, sheet: BridgeSheet, row: DealRow, cols: Columns): string {
  if (row.passed) return `Deal ${row.index + 1} passed out`;
  const parts: string[] = [];
  for (const side of cols.sides.filter((side) => row.points[side] > 0)) {
    const sum = (where: 'below' | 'above') =>
      row.entries.reduce((total, i) => {
        const entry = sheet.entries[i];
        return entry?.side === side && entry.where === where ? total + entry.points : total;
      }, 0);
    const words = [`${sum('below')} below`, `${sum('above')} above`].filter(
      (w) => !w.startsWith('0 '),
    );
    if (gameOnly(row) && row.gameWonBy === side) words.push('game');
    parts.push(`${cols.label(side)} ${words.join(', ')}`);
  }
  const played =
    row.contract === null || row.declarer === null || row.tricks === null
      ? ''
      : `${spokenContract(row.contract)} by ${seatLabel(match, row.declarer)}, ${spokenResult(row.contract, row.tricks)}: `;
  return `${played}${parts.length === 0 ? 'no score' : parts.join('; ')}`;
}

/** What is said after deal `index` is written, at `level`; '' for a deal that is not there. */
export function afterDealSaid(
  match: BridgeMatch,
  sheet: BridgeSheet,
  index: number,
  cols: Columns,
  level: SaidLevel,
): string {
  const row = sheet.deals[index];
  if (row === undefined) return '';
  const said = [sentence(resultWords(match, sheet, row, cols))];
  if (level === 'result') return said[0] ?? '';
  const news = gameOnly(row) ? null : dealNews(match, sheet, index, cols);
  if (news !== null) said.push(`${news}.`);
  if (level === 'totals') return [...said, `${totalsWords(sheet, cols)}.`].join(' ');
  const traits = traitsOf(match.game);
  if (traits.rubbers) {
    // A new rubber needs no telling that both need 100; nor does a passed deal change it.
    if (news === null && !row.passed) said.push(...needsWords(sheet, cols).map((n) => `${n}.`));
  } else if (traits.vulnerability === 'chukker' && playGoesOn(match, sheet)) {
    said.push(...sideWords(match, sheet, cols).map((n) => `${n}.`));
  }
  return said.join(' ');
}

/**
 * Say the score at `level`: each side's total, then at `state`, before the next deal, each side's
 * vulnerability and what it needs: "WE 160, THEY 500. WE vulnerable, 60 on, need 40. THEY not
 * vulnerable, need 100." Once play is over, the totals alone.
 */
export function standingSaid(
  match: BridgeMatch,
  sheet: BridgeSheet,
  cols: Columns,
  level: SaidLevel,
): string {
  const totals = `${totalsWords(sheet, cols)}.`;
  if (level !== 'state' || !playGoesOn(match, sheet)) return totals;
  return [totals, ...sideWords(match, sheet, cols).map((part) => `${part}.`)].join(' ');
}

/** The read-back after a deal as the table said it before it could be tuned: the whole state. */
export function readBackText(
  match: BridgeMatch,
  sheet: BridgeSheet,
  index: number,
  cols: Columns,
): string {
  return afterDealSaid(match, sheet, index, cols, 'state');
}

/** Say the score as the table said it before it could be tuned: the whole state. */
export function standingText(match: BridgeMatch, sheet: BridgeSheet, cols: Columns): string {
  return standingSaid(match, sheet, cols, 'state');
}

/**
 * Settings → Voice's Try it, at each level: what is said after the first deal of a rubber, 4♠
 * by North made (tests/ui/voice.test.ts proves these are the words this module says there).
 */
export const VOICE_SAMPLE: Readonly<Record<SaidLevel, string>> = {
  result: 'Four spades by North, made: WE 120 below, game.',
  totals: 'Four spades by North, made: WE 120 below, game. WE 120, THEY 0.',
  state: 'Four spades by North, made: WE 120 below, game. Both need 100.',
};
