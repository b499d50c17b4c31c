import type { Surface, TextOptions } from './surface.ts';
import { MM_PER_POINT } from './surface.ts';
import type { Fitted } from './textFit.ts';
import { LINE_HEIGHT, fitText } from './textFit.ts';

/** A box on the page, in millimetres: text drawn in it stays inside it. */
export interface Cell {
  readonly x: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface CellTextOptions extends TextOptions {
  /** The smallest size the text may shrink to before it wraps, in points. */
  readonly minSize: number;
  /** Where the lines sit when they take less than the cell's height (default: middle). */
  readonly valign?: 'top' | 'middle';
}

export interface DrawnText extends Fitted {
  /** The first line's baseline, in millimetres from the top of the page. */
  readonly baseline: number;
  /** The height the lines take, in millimetres. */
  readonly height: number;
}

/** The height of capital letters, as a share of the size (DejaVu Sans's, and near Helvetica's). */
const CAP_HEIGHT = 0.73;

/**
 * Draws text in a cell: at its size when it fits, else shrunk, then wrapped, as fitText decides,
 * each line with its capitals centred on the line's share of the cell.
 */
export function drawInCell(
  s: Surface,
  text: string,
  cell: Cell,
  options: CellTextOptions,
): DrawnText {
  const { minSize, valign = 'middle', ...textOptions } = options;
  const fitted = fitText(
    text,
    { width: cell.width, height: cell.height, size: options.size ?? 10, minSize },
    (t, size) => s.measure(t, { ...textOptions, size }),
  );
  const line = fitted.size * LINE_HEIGHT * MM_PER_POINT;
  const height = fitted.lines.length * line;
  const top = valign === 'top' ? cell.top : cell.top + (cell.height - height) / 2;
  const baseline = top + line / 2 + (fitted.size * CAP_HEIGHT * MM_PER_POINT) / 2;
  const align = options.align ?? 'left';
  const x =
    align === 'left' ? cell.x : align === 'right' ? cell.x + cell.width : cell.x + cell.width / 2;
  fitted.lines.forEach((text, i) =>
    s.text(x, baseline + i * line, text, { ...textOptions, size: fitted.size }),
  );
  return { ...fitted, baseline, height };
}
