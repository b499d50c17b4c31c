import { paymentText, resultText } from '../../engine/moneyText.ts';
import { drawInCell } from './cellText.ts';
import type { EveningSheet } from './eveningSheet.ts';
import { signed, stakeLine } from './eveningSheet.ts';
import { drawHeadLines } from './summaryDrawing.ts';
import type { Surface } from './surface.ts';
import { A4 } from './surface.ts';
import { linesHeight } from './textFit.ts';

const MARGIN = 12;
const WIDTH = A4.width - 2 * MARGIN;
/** The columns' widths, in millimetres: the names, the total, the money. */
const NAME = 58;
const TOTAL = 18;
const MONEY = 34;
/** The names' column at its narrowest. */
const NARROW = 38;
/** A rubber's column at most, and as narrow as keeps its figures at their size. */
const RUBBER = 16;
const RUBBER_FITS = 10;
const HEAD = 11;
const ROW = 9;
const SIZE = 10;
/** Between a figure and its column's edge. */
const PAD = 1.5;

/**
 * An evening of a table that changes partners on one A4 portrait page, as its entry on the
 * matches list shows it: the title, its day, its players and its stake; the back score, each
 * player's total and each rubber's figure ("out" for a rubber sat out) and, played for a stake,
 * their money; then who pays whom. Names in any script are fitted to their cells (cellText.ts).
 */
export function drawEveningPage(s: Surface, sheet: EveningSheet): void {
  const { money, rubbers } = sheet;
  s.text(MARGIN, 16, sheet.title, { size: 15, bold: true });
  s.text(A4.width - MARGIN, 16, sheet.day, { size: 9, align: 'right', color: 'gray' });
  const stake = stakeLine(sheet);
  const head = [
    { label: 'Players:', text: sheet.players.join(', ') },
    ...(stake === null ? [] : [{ label: 'Stake:', text: stake }]),
  ];
  const top = drawHeadLines(s, head, 20.5) + 4;
  s.text(MARGIN, top + 5, 'Back score', { size: 12, bold: true });

  // The columns' edges: the name, the total, each rubber, the money. Many rubbers take some of
  // the names' room, down to NARROW, before their figures shrink.
  const room = WIDTH - TOTAL - (money === null ? 0 : MONEY);
  const names = Math.max(NARROW, Math.min(NAME, room - rubbers.length * RUBBER_FITS));
  const first = MARGIN + names + TOTAL;
  const step = Math.min(RUBBER, (room - names) / Math.max(1, rubbers.length));
  const edge = (i: number) => first + i * step;
  const last = edge(rubbers.length);
  const right = last + (money === null ? 0 : MONEY);
  // The rubbers' figures as large as lets "-888" fit their columns.
  const size = Math.min(SIZE, (SIZE * (step - 2 * PAD)) / s.measure('-888', { size: SIZE }));
  const bold = { size: Math.min(8, size), bold: true } as const;
  const tableTop = top + 8;
  const headBase = tableTop + HEAD - 2;
  if (rubbers.length > 0)
    s.text((first + last) / 2, tableTop + 4, `${sheet.unit}s`, { ...bold, align: 'center' });
  s.text(MARGIN + PAD, headBase, 'Player', { ...bold, size: 8 });
  s.text(first - PAD, headBase, 'Total', { ...bold, size: 8, align: 'right' });
  rubbers.forEach((r, i) =>
    s.text(edge(i + 1) - PAD, headBase, String(r.rubber + 1), { ...bold, align: 'right' }),
  );
  if (money !== null) s.text(last + 2 * PAD, headBase, 'Money', { ...bold, size: 8 });

  let y = tableTop + HEAD;
  s.line(MARGIN, y, right, y, 0.4);
  for (const name of sheet.players) {
    const cell = { x: MARGIN + PAD, top: y + 0.4, width: names - 2 * PAD, height: ROW - 0.8 };
    drawInCell(s, name, cell, { size: SIZE, minSize: 6.5 });
    // The capitals of 10 points centred on the row.
    const base = y + ROW / 2 + 1.3;
    const figure = { size: SIZE, align: 'right' } as const;
    s.text(first - PAD, base, signed(sheet.totals[name] ?? 0), { ...figure, bold: true });
    rubbers.forEach((r, i) => {
      const score = r.scores[name];
      const text = score === undefined ? 'out' : signed(score);
      s.text(edge(i + 1) - PAD, base, text, {
        ...figure,
        size,
        color: score === undefined ? 'gray' : 'black',
      });
    });
    if (money !== null)
      s.text(last + 2 * PAD, base, resultText(money.money[name] ?? 0, money.stake.currency));
    y += ROW;
    s.line(MARGIN, y, right, y, 0.1);
  }
  s.line(MARGIN, tableTop, right, tableTop, 0.4);
  s.line(MARGIN, y, right, y, 0.4);
  for (const x of [MARGIN, first, last, right]) s.line(x, tableTop, x, y, 0.4);
  s.line(first - TOTAL, tableTop, first - TOTAL, y, 0.15);
  for (let i = 1; i < rubbers.length; i++) s.line(edge(i), tableTop + 5, edge(i), y, 0.1);
  if (money === null) return;

  y += 4;
  s.text(MARGIN, y + 5, 'Settling up', { size: 12, bold: true });
  y += 8;
  const lines = money.payments.map((payment) => paymentText(payment, money.stake.currency));
  for (const line of lines.length === 0 ? ['Nobody pays.'] : lines) {
    const cell = { x: MARGIN, top: y, width: WIDTH, height: linesHeight(2, SIZE) };
    y += drawInCell(s, line, cell, { size: SIZE, minSize: 7.5, valign: 'top' }).height + 1.5;
  }
}
