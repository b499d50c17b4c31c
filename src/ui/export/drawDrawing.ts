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
import { fitText, linesHeight } from './textFit.ts';

const MARGIN = 12;
// The columns: match | pair | opponents | result.
const EDGES = [0, 12, 69, 126, 186].map((x) => MARGIN + x);
const edge = (i: number) => EDGES[i] ?? 0;
const HEADINGS = ['Match', 'Pair', 'Opponents', 'Result'] as const;
const ROUND_HEAD = 7;
const HEADINGS_HEIGHT = 5;
/** Above and below a row's lines, in millimetres. */
const ROW_PADDING = 1.2;
/**
 * The sizes tried for the rows, largest first: the largest at which the whole draw fits on one
 * page, else the smallest, going on to further pages. Names wrap at each size and are never cut.
 */
const SMALLEST = 7.5;
const SIZES = [9, 8.5, 8, SMALLEST] as const;
const TITLE_SIZE = 15;
/** Room kept right of the title for the date. */
const DATE_WIDTH = 44;

/** "Kāpiti Pairs 2026: Semi-finals": the competition, and the round the draw has reached. */
export function drawTitle(desk: Desk): string {
  const round = desk.rounds[desk.rounds.length - 1];
  return round === undefined ? desk.name : `${desk.name}: ${round.name}`;
}

/** A row's cells: the text of each column, and the width it has. */
function rowCells(desk: Desk, row: DrawRow) {
  const pair = (id: string | null) =>
    id === null ? 'Bye' : `${pairNames(desk, id)} (${pairGradeName(desk, id)})`;
  return [
    { text: String(row.match), width: edge(1) - edge(0) - 2 },
    { text: pair(row.pairing.a), width: edge(2) - edge(1) - 2 },
    { text: pair(row.pairing.b), width: edge(3) - edge(2) - 2 },
    { text: `${stateWord(row.state)}: ${row.result}`, width: edge(4) - edge(3) - 1 },
  ];
}

/**
 * The updated draw on A4 portrait pages, drawn through the same surface, cells and head lines as
 * the summary sheet: headed by the competition and the round it has reached, then where results
 * go, each round with its due date and column headings, and each match's pairs (with their
 * grades), state and result, then the winners and the pairs the competition recognises. A pair's
 * names wrap onto a second line, never cut; the rows are set as large as lets the draw fit one
 * page, and a field too large for one goes on to the next.
 */
export function drawDrawPage(s: Surface, desk: Desk, sendTo: string | null, today: string): void {
  const title = drawInCell(
    s,
    drawTitle(desk),
    {
      x: MARGIN,
      top: 9,
      width: A4.width - 2 * MARGIN - DATE_WIDTH,
      height: linesHeight(2, TITLE_SIZE),
    },
    { size: TITLE_SIZE, minSize: 11, bold: true, valign: 'top' },
  );
  s.text(A4.width - MARGIN, title.baseline, `The draw, ${formatDueDate(today)}`, {
    size: 9,
    align: 'right',
    color: 'gray',
  });
  const rows = drawRows(desk, today);
  const done = winners(desk);
  const toPlay = rows.filter((r) => r.state === 'due' || r.state === 'overdue').length;
  const head = [
    ...(sendTo === null ? [] : [{ label: 'Results to:', text: sendTo }]),
    {
      label: 'Pairs:',
      text: `${desk.pairs.length} entered; ${done === null ? `${toPlay} ${toPlay === 1 ? 'match' : 'matches'} to play` : `won by ${done}`}`,
    },
  ];
  let y = drawHeadLines(s, head, 9 + title.height + 2) + 3;
  const foot = recognisedLines(desk);
  const bottom = A4.height - MARGIN - foot.length * 5;

  // Each row as tall as its longest cell's lines at a size; the largest size that fits the page.
  const measure = (text: string, size: number) => s.measure(text, { size });
  const heightAt = (row: DrawRow, size: number) => {
    const lines = rowCells(desk, row).map(
      (cell) =>
        fitText(cell.text, { width: cell.width, height: 1000, size, minSize: size }, measure).lines
          .length,
    );
    return linesHeight(Math.max(...lines), size) + 2 * ROW_PADDING;
  };
  const roundsHeight = desk.rounds.length * (ROUND_HEAD + HEADINGS_HEIGHT + 2);
  const fits = (size: number) =>
    rows.reduce((sum, row) => sum + heightAt(row, size), 0) + roundsHeight <= bottom - y;
  const size = SIZES.find(fits) ?? SMALLEST;

  const headings = () => {
    HEADINGS.forEach((heading, i) =>
      s.text(edge(i) + 1, y + 3.5, heading, { size: 8, bold: true, color: 'gray' }),
    );
    y += HEADINGS_HEIGHT;
    s.line(MARGIN, y, edge(4), y, 0.4);
  };
  // A field too large for one page goes on to the next (the PDF's; the image is the first page),
  // with the columns' headings again.
  const room = (needed: number, headed: boolean) => {
    if (y + needed <= bottom) return;
    s.newPage();
    y = MARGIN + 4;
    if (headed) headings();
  };
  desk.rounds.forEach((round, index) => {
    const inRound = rows.filter((r) => r.round === index);
    room(ROUND_HEAD + HEADINGS_HEIGHT + (inRound[0] ? heightAt(inRound[0], size) : 0), false);
    const name = round.due === null ? round.name : `${round.name}: due ${formatDueDate(round.due)}`;
    s.text(MARGIN, y + 5, name, { size: 11, bold: true });
    y += ROUND_HEAD;
    headings();
    for (const row of inRound) {
      const height = heightAt(row, size);
      room(height, true);
      drawRow(s, desk, row, y, height, size);
      y += height;
      s.line(MARGIN, y, edge(4), y, 0.1);
    }
    y += 2;
  });
  if (desk.rounds.length === 0) {
    s.text(MARGIN, y + 5, 'No round is drawn yet.', { size: 10 });
  }
  foot.forEach((line, i) => s.text(MARGIN, bottom + 4 + i * 5, line, { size: 9 }));
}

function drawRow(s: Surface, desk: Desk, row: DrawRow, top: number, height: number, size: number) {
  const color = row.state === 'overdue' ? 'red' : 'black';
  // The lines' height, and a hair more, so that rounding never loses the last line.
  const lines = height - 2 * ROW_PADDING + 0.01;
  rowCells(desk, row).forEach((cell, i) =>
    drawInCell(
      s,
      cell.text,
      { x: edge(i) + 1, top: top + ROW_PADDING, width: cell.width, height: lines },
      { size, minSize: size, valign: 'top', color: i === 3 ? color : 'black' },
    ),
  );
}
