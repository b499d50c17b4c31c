import type { KapitiSummary } from '../../engine/kapitiSummary.ts';
import { sideNames } from '../../engine/players.ts';
import type { BridgeSheet } from '../../engine/sheet.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { kapitiScoringTable } from '../kapiti/scoringTable.ts';
import { columnsOf } from '../table/columns.ts';
import { layoutRubber } from '../table/rubberLayout.ts';
import type { Surface } from './surface.ts';
import { A4 } from './surface.ts';

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

function drawScoringTable(s: Surface, x: number, top: number, width: number): void {
  let y = top;
  s.text(x, y, 'Scoring Table', { size: 10, bold: true });
  y += 5;
  for (const section of kapitiScoringTable()) {
    s.text(x, y, section.title, { size: 7.5, bold: true });
    if (section.columns.length > 0) {
      const step = (width - 30) / section.columns.length;
      section.columns.forEach((c, i) =>
        s.text(x + 30 + step * (i + 1), y, c, { size: 6.5, align: 'right', color: 'gray' }),
      );
    }
    y += 3.6;
    for (const [label, ...values] of section.rows) {
      const step = values.length > 1 ? (width - 30) / values.length : 0;
      s.text(x + 1, y, label, { size: 7 });
      values.forEach((v, i) =>
        s.text(values.length > 1 ? x + 30 + step * (i + 1) : x + width, y, v, {
          size: 7,
          align: 'right',
        }),
      );
      y += 3.4;
    }
    y += 1.6;
  }
}

/**
 * The Summary Score Sheet on one A4 portrait page: names, one row per deal with dealer, scores
 * and running totals, the unfinished-rubber rows, the winners; the scoring table beside it.
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
  s.text(MARGIN, 24, 'Names: N/S', { size: 10, bold: true });
  s.text(MARGIN + 24, 24, ns, { size: 10 });
  s.text(MARGIN, 29.5, 'E/W', { size: 10, bold: true });
  s.text(MARGIN + 24, 29.5, ew, { size: 10 });
  s.text(MARGIN, 35, 'Winners:', { size: 10, bold: true });
  s.text(MARGIN + 24, 35, winnersLine(match, summary), { size: 10 });

  // Column edges: deal | dealer | score N/S | E/W | cumulative N/S | E/W.
  const edges = [
    MARGIN,
    MARGIN + 10,
    MARGIN + 38,
    MARGIN + 56,
    MARGIN + 74,
    MARGIN + 92,
    MARGIN + 110,
  ];
  const at = (i: number) => edges[i] ?? 0;
  const right = at(6);
  const top = 41;
  s.line(MARGIN, top, right, top, 0.4);
  s.text(MARGIN + 1, top + 4, 'Deal', { size: 8, bold: true });
  s.text(at(1) + 1, top + 4, 'Dealer', { size: 8, bold: true });
  s.text((at(2) + at(4)) / 2, top + 4, 'Score', { size: 8, bold: true, align: 'center' });
  s.text((at(4) + at(6)) / 2, top + 4, 'Cumulative', { size: 8, bold: true, align: 'center' });
  ['N/S', 'E/W', 'N/S', 'E/W'].forEach((label, i) =>
    s.text(at(i + 3) - 1.5, top + 8.5, label, { size: 8, bold: true, align: 'right' }),
  );
  s.line(MARGIN, top + 10, right, top + 10, 0.4);

  const available = A4.height - MARGIN - (top + 10) - 4;
  const rowHeight = Math.min(6, available / Math.max(1, summary.rows.length));
  const size = Math.min(9, rowHeight * 1.9);
  let y = top + 10;
  for (const row of summary.rows) {
    if (row.kind === 'unfinished') s.shade(MARGIN, y, right - MARGIN, rowHeight, 0.92);
    const base = y + rowHeight * 0.72;
    if (row.kind === 'deal') {
      s.text(MARGIN + 1, base, String(row.deal), { size, bold: row.tieBreak });
      const dealer = row.dealer === null ? '' : `${row.dealer} ${match.players[row.dealer]}`;
      s.text(at(1) + 1, base, dealer, { size: size * 0.9 });
    } else {
      const label = `Unfinished rubber, deal ${row.deal}${row.tied ? ' (level)' : ''}`;
      s.text(MARGIN + 1, base, label, { size: size * 0.78, bold: true });
    }
    [row.points[0] || '', row.points[1] || '', row.cumulative[0], row.cumulative[1]].forEach(
      (v, i) =>
        s.text(at(i + 3) - 1.5, base, String(v), {
          size,
          align: 'right',
          bold: i >= 2 && row.kind === 'unfinished',
        }),
    );
    y += rowHeight;
    s.line(
      MARGIN,
      y,
      right,
      y,
      row.deal === summary.plannedDeals && row.kind === 'deal' ? 0.4 : 0.1,
    );
  }
  // Column lines: the group heads span two columns, and the bonus rows' label runs across the
  // deal and dealer columns, so those lines stop there.
  const heavy = new Set([0, 4, 6]);
  edges.forEach((edge, i) => {
    const from = i === 3 || i === 5 ? top + 5 : top;
    if (i !== 1) s.line(edge, from, edge, y, heavy.has(i) ? 0.4 : 0.15);
  });
  let rowTop = top + 10;
  s.line(at(1), top, at(1), rowTop, 0.15);
  for (const row of summary.rows) {
    if (row.kind === 'deal') s.line(at(1), rowTop, at(1), rowTop + rowHeight, 0.15);
    rowTop += rowHeight;
  }
  drawScoringTable(s, right + 8, top + 2, A4.width - MARGIN - (right + 8));
}

/** One rubber of the match on its own page, drawn as the WE/THEY sheet. */
export function drawRubberPage(
  s: Surface,
  match: FourPlayerMatch,
  sheet: BridgeSheet,
  rubberIndex: number,
): void {
  const rubber = sheet.rubbers[rubberIndex];
  if (rubber === undefined) return;
  const cols = columnsOf(match);
  const layout = layoutRubber(sheet, rubber, cols.sides);
  const left = 55;
  const mid = A4.width / 2;
  const rightEdge = A4.width - 55;
  const state =
    rubber.wonBy !== null
      ? `won by ${cols.label(rubber.wonBy)}`
      : rubber.over
        ? 'unfinished'
        : 'in progress';
  s.text(MARGIN, 16, `Rubber ${rubber.index + 1}: ${state}`, { size: 15, bold: true });
  s.text(MARGIN, 23, `Deals ${rubber.firstDeal + 1} to ${rubber.lastDeal + 1}`, {
    size: 9,
    color: 'gray',
  });
  let y = 34;
  s.text((left + mid) / 2, y, cols.heads[0], { size: 13, bold: true, align: 'center' });
  s.text((mid + rightEdge) / 2, y, cols.heads[1], { size: 13, bold: true, align: 'center' });
  s.text((left + mid) / 2, y + 5, cols.names[0], { size: 8, align: 'center', color: 'gray' });
  s.text((mid + rightEdge) / 2, y + 5, cols.names[1], { size: 8, align: 'center', color: 'gray' });
  y += 8;
  s.line(left, y, rightEdge, y, 0.4);
  const top = y;
  const rowHeight = 7;
  const cell = (value: number | undefined, column: 0 | 1, at: number) => {
    if (value === undefined) return;
    s.text(column === 0 ? (left + mid) / 2 : (mid + rightEdge) / 2, at + 5, String(value), {
      size: 12,
      align: 'center',
    });
  };
  for (const [a, b] of layout.above) {
    cell(a?.entry.points, 0, y);
    cell(b?.entry.points, 1, y);
    y += rowHeight;
  }
  y += 1;
  s.line(left, y, rightEdge, y, 1);
  for (const game of layout.games) {
    for (const [a, b] of game.rows) {
      cell(a?.entry.points, 0, y);
      cell(b?.entry.points, 1, y);
      y += rowHeight;
    }
    if (game.closed) {
      s.line(left, y, rightEdge, y, 0.3);
      s.line(left, y + 0.8, rightEdge, y + 0.8, 0.3);
      y += 1;
    }
  }
  y += 2;
  s.line(left, y, rightEdge, y, 0.5);
  s.line(mid, top, mid, y + rowHeight + 2, 0.4);
  cell(layout.totals[0], 0, y);
  cell(layout.totals[1], 1, y);
}
