import type { BridgeSheet } from '../../engine/sheet.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { AGREEMENT_SIGN, agreementMarks } from '../common/agreementWords.ts';
import { CHANGED } from '../kapiti/rowLabel.ts';
import { columnsOf } from '../table/columns.ts';
import type { PlacedEntry } from '../table/rubberLayout.ts';
import { layoutRubber } from '../table/rubberLayout.ts';
import { drawInCell } from './cellText.ts';
import type { Surface } from './surface.ts';
import { A4 } from './surface.ts';

const MARGIN = 12;
/** The WE and THEY columns' edges, in millimetres. */
const LEFT = 55;
const MID = A4.width / 2;
const RIGHT = A4.width - 55;
/** Room between a column's edge and the names under its head. */
const PAD = 1.5;

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

  // Each column's head and who plays in it, kept inside the column: long names shrink, then wrap
  // onto up to three lines, so the two sides' names never meet over the middle line.
  const columns = [
    { x: LEFT + PAD, width: MID - LEFT - 2 * PAD },
    { x: MID + PAD, width: RIGHT - MID - 2 * PAD },
  ] as const;
  let namesBottom = 0;
  columns.forEach((column, i) => {
    drawInCell(
      s,
      cols.heads[i] ?? '',
      { ...column, top: 29, height: 6.5 },
      {
        size: 13,
        minSize: 8,
        bold: true,
        align: 'center',
      },
    );
    const names = drawInCell(
      s,
      cols.names[i] ?? '',
      { ...column, top: 36, height: 8.5 },
      {
        size: 8,
        minSize: 6,
        align: 'center',
        color: 'gray',
        valign: 'top',
      },
    );
    namesBottom = Math.max(namesBottom, 36 + names.height);
  });
  let y = Math.max(42, namesBottom + 1.5);
  s.line(LEFT, y, RIGHT, y, 0.4);
  const top = y;
  const rowHeight = 7;
  const cell = (value: number | undefined, column: 0 | 1, at: number) => {
    if (value === undefined) return;
    s.text(column === 0 ? (LEFT + MID) / 2 : (MID + RIGHT) / 2, at + 5, String(value), {
      size: 12,
      align: 'center',
    });
  };
  // A deal changed after both devices agreed on it is starred as the screen's sheet stars it,
  // beside its points rather than over them, and the star is said at the foot of the page.
  const changed = agreementMarks(match.deals).map((mark) => mark === 'changed');
  let starred = false;
  const entry = (placed: PlacedEntry | undefined, column: 0 | 1, at: number) => {
    cell(placed?.entry.points, column, at);
    if (placed === undefined || placed.entry.deal === null || !changed[placed.entry.deal]) return;
    const points = String(placed.entry.points);
    const centre = column === 0 ? (LEFT + MID) / 2 : (MID + RIGHT) / 2;
    const after = centre + s.measure(points, { size: 12 }) / 2;
    s.text(after, at + 5, AGREEMENT_SIGN.changed, { size: 12, color: 'red' });
    starred = true;
  };
  for (const [a, b] of layout.above) {
    entry(a, 0, y);
    entry(b, 1, y);
    y += rowHeight;
  }
  y += 1;
  s.line(LEFT, y, RIGHT, y, 1);
  for (const game of layout.games) {
    for (const [a, b] of game.rows) {
      entry(a, 0, y);
      entry(b, 1, y);
      y += rowHeight;
    }
    if (game.closed) {
      s.line(LEFT, y, RIGHT, y, 0.3);
      s.line(LEFT, y + 0.8, RIGHT, y + 0.8, 0.3);
      y += 1;
    }
  }
  y += 2;
  s.line(LEFT, y, RIGHT, y, 0.5);
  s.line(MID, top, MID, y + rowHeight + 2, 0.4);
  cell(layout.totals[0], 0, y);
  cell(layout.totals[1], 1, y);
  if (starred) {
    const note = `${AGREEMENT_SIGN.changed} ${CHANGED}: both devices had agreed on this deal, and it was changed since.`;
    s.text(MARGIN, A4.height - MARGIN - 1, note, { size: 7.5, color: 'red' });
  }
}
