import type { Desk } from '../../db/desk.ts';
import { formatDueDate } from '../common/matchText.ts';
import type { DrawRow } from '../desk/deskText.ts';
import {
  drawRows,
  pairGradeName,
  pairNames,
  recognisedLines,
  stateWord,
  winners,
} from '../desk/deskText.ts';
import { drawInCell } from './cellText.ts';
import { drawHeadLines } from './summaryDrawing.ts';
import type { Surface } from './surface.ts';
import { A4 } from './surface.ts';
import { linesHeight } from './textFit.ts';

const MARGIN = 12;
// The columns: match | pair | opponents | result.
const EDGES = [0, 9, 66, 123, 186].map((x) => MARGIN + x);
const edge = (i: number) => EDGES[i] ?? 0;
const ROUND_HEAD = 7;
const ROW_MAX = 9;
const ROW_MIN = 5;

/**
 * The updated draw on one A4 portrait page, drawn through the same surface, cells and head
 * lines as the summary sheet: the competition, where results go, each round with its due date and
 * each match's pairs (with their grades), state and result, then the winners and the pairs the
 * competition recognises. Rows shrink to fit the page, as the summary sheet's deals do.
 */
export function drawDrawPage(s: Surface, desk: Desk, sendTo: string | null, today: string): void {
  s.text(MARGIN, 16, 'The draw', { size: 15, bold: true });
  s.text(A4.width - MARGIN, 16, formatDueDate(today), { size: 9, align: 'right', color: 'gray' });
  const rows = drawRows(desk, today);
  const done = winners(desk);
  const toPlay = rows.filter((r) => r.state === 'due' || r.state === 'overdue').length;
  const head = [
    { label: 'Competition:', text: desk.name },
    ...(sendTo === null ? [] : [{ label: 'Results to:', text: sendTo }]),
    {
      label: 'Pairs:',
      text: `${desk.pairs.length} entered; ${done === null ? `${toPlay} ${toPlay === 1 ? 'match' : 'matches'} to play` : `won by ${done}`}`,
    },
  ];
  let y = drawHeadLines(s, head, 21) + 3;
  const foot = recognisedLines(desk);
  const bottom = A4.height - MARGIN - foot.length * 5;
  const roundCount = desk.rounds.length;
  const rowHeight = Math.max(
    ROW_MIN,
    Math.min(ROW_MAX, (bottom - y - roundCount * (ROUND_HEAD + 2)) / Math.max(1, rows.length)),
  );
  // A field too large for one page goes on to the next (the PDF's; the image is the first page).
  const room = (needed: number) => {
    if (y + needed <= bottom) return;
    s.newPage();
    y = MARGIN + 4;
  };
  desk.rounds.forEach((round, index) => {
    room(ROUND_HEAD + rowHeight);
    const title =
      round.due === null ? round.name : `${round.name}: due ${formatDueDate(round.due)}`;
    s.text(MARGIN, y + 5, title, { size: 11, bold: true });
    y += ROUND_HEAD;
    s.line(MARGIN, y, edge(4), y, 0.4);
    for (const row of rows.filter((r) => r.round === index)) {
      room(rowHeight);
      drawRow(s, desk, row, y, rowHeight);
      y += rowHeight;
      s.line(MARGIN, y, edge(4), y, 0.1);
    }
    y += 2;
  });
  if (desk.rounds.length === 0) {
    s.text(MARGIN, y + 5, 'No round is drawn yet.', { size: 10 });
  }
  foot.forEach((line, i) => s.text(MARGIN, bottom + 4 + i * 5, line, { size: 9 }));
}

/** A pair's names and grade in a cell, shrunk or wrapped to fit. */
function pairCell(
  s: Surface,
  desk: Desk,
  id: string | null,
  x: number,
  width: number,
  top: number,
  height: number,
) {
  const text = id === null ? 'Bye' : `${pairNames(desk, id)} (${pairGradeName(desk, id)})`;
  drawInCell(s, text, { x: x + 1, top, width: width - 2, height }, { size: 9, minSize: 8 });
}

function drawRow(s: Surface, desk: Desk, row: DrawRow, top: number, height: number) {
  const size = Math.min(9, (height / linesHeight(1, 9)) * 9);
  drawInCell(s, String(row.match), { x: edge(0) + 1, top, width: 7, height }, { size, minSize: 6 });
  pairCell(s, desk, row.pairing.a, edge(1), edge(2) - edge(1), top, height);
  pairCell(s, desk, row.pairing.b, edge(2), edge(3) - edge(2), top, height);
  const color = row.state === 'overdue' ? 'red' : 'black';
  drawInCell(
    s,
    `${stateWord(row.state)}: ${row.result}`,
    { x: edge(3) + 1, top, width: edge(4) - edge(3) - 1, height },
    { size: 8.5, minSize: 7.5, color },
  );
}
