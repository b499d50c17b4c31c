import { paymentText, resultText, stakeText } from '../../engine/moneyText.ts';
import type { Reckoning } from '../../engine/settleUp.ts';
import { drawInCell } from './cellText.ts';
import type { EveningSheet } from './eveningSheet.ts';
import { signed, stakeLine } from './eveningSheet.ts';
import { drawHeadLines } from './summaryDrawing.ts';
import type { Surface } from './surface.ts';
import { A4 } from './surface.ts';
import { linesHeight } from './textFit.ts';

const MARGIN = 12;
const WIDTH = A4.width - 2 * MARGIN;
/** The players' names' column, and the total's (or the money's), in millimetres. */
const NAME_WIDTH = 58;
const FIGURE_WIDTH = 18;
/** A rubber's column at most: many rubbers share what is left of the page's width. */
const RUBBER_WIDTH = 16;
const HEAD_HEIGHT = 11;
const ROW = 9;
const SIZE = 10;
/** Between a figure and its column's right edge. */
const PAD = 1.5;

/**
 * An evening of a table that changes partners on one A4 portrait page, as its entry on the
 * matches list shows it: the title, its day and its players; the back score, each player's total
 * and each rubber's figure ("out" for a rubber sat out); and, played for a stake, each player's
 * money and who pays whom. Names in any script are fitted to their cells (cellText.ts).
 */
export function drawEveningPage(s: Surface, sheet: EveningSheet): void {
  s.text(MARGIN, 16, sheet.title, { size: 15, bold: true });
  s.text(A4.width - MARGIN, 16, sheet.day, { size: 9, align: 'right', color: 'gray' });
  const stake = stakeLine(sheet);
  const head = [
    { label: 'Players:', text: sheet.players.join(', ') },
    ...(stake === null ? [] : [{ label: 'Stake:', text: stake }]),
  ];
  const y = drawBackScore(s, sheet, drawHeadLines(s, head, 20.5) + 3);
  if (sheet.money !== null) drawMoney(s, sheet, sheet.money, y + 6);
}

/** A section's heading, and the top of its table's head. */
function heading(s: Surface, text: string, top: number): number {
  s.text(MARGIN, top + 5, text, { size: 12, bold: true });
  return top + 8;
}

/** One player's name in the first column of a row from `top`. */
function nameCell(s: Surface, name: string, top: number): void {
  const cell = { x: MARGIN + PAD, top: top + 0.4, width: NAME_WIDTH - 2 * PAD, height: ROW - 0.8 };
  drawInCell(s, name, cell, { size: SIZE, minSize: 6.5 });
}

/** A row's baseline: the capitals of 10 points centred on the row. */
const baseline = (top: number) => top + ROW / 2 + 1.3;

/** Each player a row: the name, the total and each rubber's figure. Returns where it ends. */
function drawBackScore(s: Surface, sheet: EveningSheet, top: number): number {
  const tableTop = heading(s, 'Back score', top);
  const count = sheet.rubbers.length;
  const first = MARGIN + NAME_WIDTH + FIGURE_WIDTH;
  const step = Math.min(RUBBER_WIDTH, (WIDTH - NAME_WIDTH - FIGURE_WIDTH) / Math.max(1, count));
  const edge = (i: number) => first + i * step;
  const right = edge(count);
  // The rubbers' figures as large as lets "-888" fit their columns.
  const size = Math.min(SIZE, (SIZE * (step - 2 * PAD)) / s.measure('-888', { size: SIZE }));
  const head = { size: Math.min(8, size), bold: true } as const;
  if (count > 0) {
    const cell = { x: first, top: tableTop + 0.5, width: right - first, height: 4.5 };
    drawInCell(s, `${sheet.unit}s`, cell, { ...head, minSize: 5, align: 'center' });
  }
  const headBase = tableTop + HEAD_HEIGHT - 2;
  s.text(MARGIN + PAD, headBase, 'Player', head);
  s.text(first - PAD, headBase, 'Total', { ...head, size: 8, align: 'right' });
  sheet.rubbers.forEach((r, i) =>
    s.text(edge(i + 1) - PAD, headBase, String(r.rubber + 1), { ...head, align: 'right' }),
  );
  let y = tableTop + HEAD_HEIGHT;
  s.line(MARGIN, y, right, y, 0.4);
  for (const name of sheet.players) {
    nameCell(s, name, y);
    const base = baseline(y);
    s.text(first - PAD, base, signed(sheet.totals[name] ?? 0), {
      size: SIZE,
      bold: true,
      align: 'right',
    });
    sheet.rubbers.forEach((r, i) => {
      const figure = r.scores[name];
      const text = figure === undefined ? 'out' : signed(figure);
      const color = figure === undefined ? 'gray' : 'black';
      s.text(edge(i + 1) - PAD, base, text, { size, align: 'right', color });
    });
    y += ROW;
    s.line(MARGIN, y, right, y, 0.1);
  }
  s.line(MARGIN, tableTop, right, tableTop, 0.4);
  s.line(MARGIN, y, right, y, 0.4);
  for (const x of [MARGIN, first - FIGURE_WIDTH, first, right])
    s.line(x, tableTop, x, y, x === first - FIGURE_WIDTH ? 0.15 : 0.4);
  for (let i = 1; i < count; i++) s.line(edge(i), tableTop + 5, edge(i), y, 0.1);
  return y;
}

/** Each player's money at the stake, then the payments that settle up. */
function drawMoney(s: Surface, sheet: EveningSheet, money: Reckoning, top: number): void {
  const { currency } = money.stake;
  const tableTop = heading(s, `Money at ${stakeText(money.stake)}`, top);
  const total = MARGIN + NAME_WIDTH + FIGURE_WIDTH;
  const right = total + 44;
  const headBase = tableTop + HEAD_HEIGHT - 2;
  const head = { size: 8, bold: true } as const;
  s.text(MARGIN + PAD, headBase, 'Player', head);
  s.text(total - PAD, headBase, 'Total', { ...head, align: 'right' });
  s.text(total + 2 * PAD, headBase, 'Money', head);
  let y = tableTop + HEAD_HEIGHT;
  s.line(MARGIN, tableTop, right, tableTop, 0.4);
  s.line(MARGIN, y, right, y, 0.4);
  for (const name of sheet.players) {
    nameCell(s, name, y);
    const base = baseline(y);
    s.text(total - PAD, base, signed(sheet.totals[name] ?? 0), { size: SIZE, align: 'right' });
    s.text(total + 2 * PAD, base, resultText(money.money[name] ?? 0, currency), { size: SIZE });
    y += ROW;
    s.line(MARGIN, y, right, y, 0.1);
  }
  s.line(MARGIN, y, right, y, 0.4);
  for (const x of [MARGIN, total - FIGURE_WIDTH, total, right])
    s.line(x, tableTop, x, y, x === MARGIN || x === right ? 0.4 : 0.15);

  y = heading(s, 'Settling up', y + 4);
  const lines = money.payments.map((payment) => paymentText(payment, currency));
  for (const line of lines.length === 0 ? ['Nobody pays.'] : lines) {
    const cell = { x: MARGIN, top: y, width: WIDTH, height: linesHeight(2, SIZE) };
    y += drawInCell(s, line, cell, { size: SIZE, minSize: 7.5, valign: 'top' }).height + 1.5;
  }
}
