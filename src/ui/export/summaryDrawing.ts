import { rulesLine } from '../../engine/rulesSaid.ts';
import type { KapitiSummary, SummaryRow } from '../../engine/kapitiSummary.ts';
import { sideNames } from '../../engine/players.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { CHANGED, summaryRowLabel } from '../kapiti/rowLabel.ts';
import { drawInCell } from './cellText.ts';
import { sendToLine } from '../send/sendText.ts';
import { drawIndividualScores } from './individualScoresDrawing.ts';
import { drawScoringTable } from './scoringTableDrawing.ts';
import type { Surface, TextOptions } from './surface.ts';
import { A4 } from './surface.ts';
import { linesHeight } from './textFit.ts';

const MARGIN = 12;

/** "N/S (Ian & Bob) won 1460 to 1320", "Level at 1320 after deal 30", "In progress after deal 12". */
export function winnersLine(match: FourPlayerMatch, summary: KapitiSummary): string {
  const [ns, ew] = sideNames(match);
  const [a, b] = summary.totals;
  const deals = match.deals.length;
  if (summary.status === 'complete') {
    return summary.winner === 0 ? `N/S (${ns}) won ${a} to ${b}` : `E/W (${ew}) won ${b} to ${a}`;
  }
  if (summary.status === 'tied')
    return `Level at ${a} after deal ${deals}: two more deals are played`;
  return `In progress after deal ${deals}: N/S ${a}, E/W ${b}`;
}

/** A line of the sheet's head: a bold label, and its text beside it. */
export interface HeadLine {
  readonly label: string;
  readonly text: string;
}

/** Where the text of a head line starts, after its label. */
const HEAD_TEXT_X = MARGIN + 24;
const HEAD_SIZE = 10;

/**
 * The head's lines one under another, from `top`: each text fits the width of the page (shrunk
 * to 7.5 points, then on two lines), so a long name or winners line pushes the table down rather
 * than running off the page. Returns where the last line ends.
 */
export function drawHeadLines(s: Surface, lines: readonly HeadLine[], top: number): number {
  let y = top;
  for (const { label, text } of lines) {
    const cell = {
      x: HEAD_TEXT_X,
      top: y,
      width: A4.width - MARGIN - HEAD_TEXT_X,
      height: linesHeight(2, HEAD_SIZE),
    };
    const drawn = drawInCell(s, text, cell, { size: HEAD_SIZE, minSize: 7.5, valign: 'top' });
    s.text(MARGIN, drawn.baseline, label, { size: HEAD_SIZE, bold: true });
    y += Math.max(drawn.height, linesHeight(1, HEAD_SIZE)) + 1.45;
  }
  return y;
}

// The deals table's column edges: deal | dealer | score N/S | E/W | cumulative N/S | E/W.
const EDGES = [0, 10, 42, 59, 76, 93, 110].map((x) => MARGIN + x);
const edge = (i: number) => EDGES[i] ?? 0;
const TABLE_RIGHT = edge(6);
const HEAD_HEIGHT = 10;

/**
 * The Summary Score Sheet on one A4 portrait page: where it is to be sent, the names, the
 * winners, the individual scores, then one row per deal with dealer, scores and running totals,
 * the unfinished-rubber rows; the scoring table beside it.
 * Whatever is added to the head pushes the table down; its rows shrink to fit the page.
 */
export function drawSummaryPage(
  s: Surface,
  match: FourPlayerMatch,
  summary: KapitiSummary,
  date: string,
): void {
  const [ns, ew] = sideNames(match);
  s.text(MARGIN, 16, 'Rubber Bridge Summary Score Sheet', { size: 15, bold: true });
  s.text(A4.width - MARGIN, 16, date, { size: 9, align: 'right', color: 'gray' });
  let y = 20.5;
  const sendTo = sendToLine(match.competition);
  if (sendTo !== null) {
    const cell = { x: MARGIN, top: y, width: A4.width - 2 * MARGIN, height: linesHeight(2, 9) };
    y += drawInCell(s, sendTo, cell, { size: 9, minSize: 7, valign: 'top' }).height + 1.5;
  }
  const headEnd = drawHeadLines(
    s,
    [
      { label: 'Names: N/S', text: ns },
      { label: 'E/W', text: ew },
      { label: 'Winners:', text: winnersLine(match, summary) },
      { label: 'Rules:', text: rulesLine(match, 'all') ?? '' },
    ],
    y,
  );
  const gridEnd =
    summary.individual.rubbers.length === 0
      ? headEnd
      : drawIndividualScores(s, summary.individual, MARGIN, headEnd + 1, A4.width - 2 * MARGIN);
  const top = gridEnd + 4;
  // A deal changed after both devices agreed on it is starred, and the star said at the foot.
  const changed = summary.rows.some((row) => row.agreement === 'changed');
  drawDealsTable(s, match, summary, top, A4.height - MARGIN - (changed ? 5 : 0));
  if (changed) {
    const note = `* ${CHANGED}: both devices had agreed on this deal, and it was changed since.`;
    s.text(MARGIN, A4.height - MARGIN - 1, note, { size: 7.5, color: 'red' });
  }
  drawScoringTable(s, TABLE_RIGHT + 8, top + 2, A4.width - MARGIN - (TABLE_RIGHT + 8), match.rules);
}

function drawDealsTable(
  s: Surface,
  match: FourPlayerMatch,
  summary: KapitiSummary,
  top: number,
  bottom: number,
): void {
  s.line(MARGIN, top, TABLE_RIGHT, top, 0.4);
  const head: TextOptions = { size: 8, bold: true };
  s.text(MARGIN + 1, top + 4, 'Deal', head);
  s.text(edge(1) + 1, top + 4, 'Dealer', head);
  s.text((edge(2) + edge(4)) / 2, top + 4, 'Score', { ...head, align: 'center' });
  s.text((edge(4) + edge(6)) / 2, top + 4, 'Cumulative', { ...head, align: 'center' });
  ['N/S', 'E/W', 'N/S', 'E/W'].forEach((label, i) =>
    s.text(edge(i + 3) - 1.5, top + 8.5, label, { ...head, align: 'right' }),
  );
  const first = top + HEAD_HEIGHT;
  s.line(MARGIN, first, TABLE_RIGHT, first, 0.4);

  const available = bottom - first - 4;
  const rowHeight = Math.min(6, available / Math.max(1, summary.rows.length));
  let y = first;
  for (const row of summary.rows) {
    drawRow(s, match, row, y, rowHeight);
    y += rowHeight;
    const closesPlanned = row.kind === 'deal' && row.deal === summary.plannedDeals;
    s.line(MARGIN, y, TABLE_RIGHT, y, closesPlanned ? 0.4 : 0.1);
  }
  // Column lines: the group heads span two columns, and the bonus rows' label runs across the
  // deal and dealer columns, so those lines stop there.
  const heavy = new Set([0, 4, 6]);
  EDGES.forEach((x, i) => {
    const from = i === 3 || i === 5 ? top + 5 : top;
    if (i !== 1) s.line(x, from, x, y, heavy.has(i) ? 0.4 : 0.15);
  });
  s.line(edge(1), top, edge(1), first, 0.15);
  summary.rows.forEach((row, i) => {
    const rowTop = first + i * rowHeight;
    if (row.kind === 'deal') s.line(edge(1), rowTop, edge(1), rowTop + rowHeight, 0.15);
  });
}

/**
 * One row of the deals table. The dealer's name and a bonus row's label are fitted to their cells
 * (smaller, then on two lines); the numbers are short and keep the row's size.
 */
function drawRow(
  s: Surface,
  match: FourPlayerMatch,
  row: SummaryRow,
  y: number,
  height: number,
): void {
  const size = Math.min(9, height * 1.9);
  const base = y + height * 0.72;
  const inner = { top: y + 0.3, height: height - 0.6 };
  if (row.kind === 'deal') {
    const star = row.agreement === 'changed' ? '*' : '';
    s.text(MARGIN + 1, base, `${row.deal}${star}`, { size, bold: row.tieBreak });
    const dealer = row.dealer === null ? '' : `${row.dealer} ${match.players[row.dealer]}`;
    const cell = { ...inner, x: edge(1) + 1, width: edge(2) - edge(1) - 2 };
    drawInCell(s, dealer, cell, { size: size * 0.9, minSize: Math.min(5, size * 0.9) });
  } else {
    s.shade(MARGIN, y, TABLE_RIGHT - MARGIN, height, 0.92);
    const label = `${summaryRowLabel(row)}${row.kind === 'unfinished' && row.tied ? ' (level)' : ''}`;
    const cell = { ...inner, x: MARGIN + 1, width: edge(2) - MARGIN - 2 };
    drawInCell(s, label, cell, {
      size: size * 0.78,
      minSize: Math.min(5, size * 0.78),
      bold: true,
    });
  }
  [row.points[0] || '', row.points[1] || '', row.cumulative[0], row.cumulative[1]].forEach((v, i) =>
    s.text(edge(i + 3) - 1.5, base, String(v), {
      size,
      align: 'right',
      bold: i >= 2 && row.kind !== 'deal',
    }),
  );
}
