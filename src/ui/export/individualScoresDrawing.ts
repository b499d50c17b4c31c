import type { IndividualScores } from '../../engine/kapitiSummary.ts';
import { ordinal } from '../kapiti/ordinal.ts';
import { drawInCell } from './cellText.ts';
import type { Surface } from './surface.ts';
import { linesHeight } from './textFit.ts';

/** The row labels' column, in millimetres; the players share the rest. */
const LABEL_WIDTH = 26;
const SIZE = 8.5;
const ROW = 5;

/**
 * The official pad's "Individual Scores" across the page from `top`: the players across (names
 * fitted to their cells, on two lines if need be), each rubber down. Returns where it ends.
 */
export function drawIndividualScores(
  s: Surface,
  scores: IndividualScores,
  x: number,
  top: number,
  width: number,
): number {
  s.text(x, top + 3.5, 'Individual Scores', { size: 10, bold: true });
  const gridTop = top + 5.5;
  const step = (width - LABEL_WIDTH) / Math.max(1, scores.players.length);
  const headHeight = linesHeight(2, SIZE) + 1;
  const column = (i: number) => x + LABEL_WIDTH + step * i;
  drawInCell(
    s,
    'Players',
    { x: x + 1, top: gridTop, width: LABEL_WIDTH - 2, height: headHeight },
    {
      size: SIZE,
      minSize: SIZE,
      bold: true,
    },
  );
  scores.players.forEach((player, i) =>
    drawInCell(
      s,
      `${player.seat} ${player.name}`,
      { x: column(i) + 1, top: gridTop, width: step - 2, height: headHeight },
      { size: SIZE, minSize: 6, bold: true, align: 'center' },
    ),
  );
  let y = gridTop + headHeight;
  s.line(x, gridTop, x + width, gridTop, 0.4);
  s.line(x, y, x + width, y, 0.4);
  scores.rubbers.forEach((points, r) => {
    const base = y + ROW * 0.72;
    s.text(x + 1, base, `${ordinal(r + 1)} Rubber`, { size: SIZE });
    points.forEach((value, i) =>
      s.text(column(i + 1) - 2, base, String(value), { size: SIZE, align: 'right' }),
    );
    y += ROW;
    s.line(x, y, x + width, y, 0.15);
  });
  for (let i = 0; i <= scores.players.length; i++) {
    s.line(column(i), gridTop, column(i), y, i === 0 ? 0.4 : 0.15);
  }
  s.line(x, gridTop, x, y, 0.4);
  s.line(x + width, gridTop, x + width, y, 0.4);
  return y;
}
