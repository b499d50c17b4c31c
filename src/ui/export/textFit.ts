import { MM_PER_POINT } from './surface.ts';

// Fitting text into a cell of the score sheet: players' names run from "Ian" to forty letters and
// more, and none may run over the next cell. Pure: the surface's measure is passed in.

/** How wide `text` is at `size` points, in millimetres. */
export type Measure = (text: string, size: number) => number;

export interface FitRequest {
  /** Millimetres. */
  readonly width: number;
  /** Millimetres; lines are added while they fit in it. */
  readonly height: number;
  /** The size wanted, in points. */
  readonly size: number;
  /** The smallest size allowed, in points. */
  readonly minSize: number;
}

export interface Fitted {
  /** Points. */
  readonly size: number;
  readonly lines: readonly string[];
  /** True when the text did not fit at all and the last line was cut short (ending in …). */
  readonly cut: boolean;
}

/** Baseline to baseline, as a multiple of the size. */
export const LINE_HEIGHT = 1.15;
/** Sizes are tried in tenths of a point. */
const STEPS_PER_POINT = 10;

/** The height of `lines` lines at `size` points, in millimetres. */
export function linesHeight(lines: number, size: number): number {
  return lines * size * LINE_HEIGHT * MM_PER_POINT;
}

/**
 * Fits text in a cell. In order: the text on one line at the size wanted; on one line, smaller,
 * down to the smallest size allowed; wrapped onto as few lines as the cell's height holds, each at
 * the largest size that fits (never below the smallest). As a last resort (a name too long for
 * the cell even then) the text is set at the smallest size on as many lines as fit, and the last
 * line is cut and ends in "…": the sheet stays readable and nothing runs into the next cell.
 */
export function fitText(text: string, cell: FitRequest, measure: Measure): Fitted {
  const wrap = (size: number) => wrapText(text, cell.width, (t) => measure(t, size));
  // A word is broken between letters only when it is too wide for a line even at the smallest size.
  const words = pieces(text).map((piece) => piece.trim());
  const wordsFit = (size: number) => words.every((word) => measure(word, size) <= cell.width);
  const mustBreakWords = !wordsFit(cell.minSize);
  const maxLines = Math.max(1, Math.floor(cell.height / linesHeight(1, cell.minSize)));
  for (let lines = 1; lines <= maxLines; lines += 1) {
    const fits = (size: number) => (mustBreakWords || wordsFit(size)) && wrap(size).length <= lines;
    if (!fits(cell.minSize)) continue;
    const cap = Math.min(cell.size, cell.height / linesHeight(lines, 1));
    const size = largest(cell.minSize, Math.max(cell.minSize, cap), fits);
    return { size, lines: wrap(size), cut: false };
  }
  const wrapped = wrap(cell.minSize);
  const kept = wrapped.slice(0, maxLines - 1);
  const last = ellipsize(wrapped[maxLines - 1] ?? '', cell.width, (t) => measure(t, cell.minSize));
  return { size: cell.minSize, lines: [...kept, last], cut: true };
}

/** The largest size from `low` to `high`, in steps, for which `fits` holds (low always does). */
function largest(low: number, high: number, fits: (size: number) => boolean): number {
  if (fits(high)) return high;
  let good = low;
  let bad = high;
  while ((bad - good) * STEPS_PER_POINT > 0.5) {
    const middle = (good + bad) / 2;
    if (fits(middle)) good = middle;
    else bad = middle;
  }
  return Math.max(low, Math.floor(good * STEPS_PER_POINT) / STEPS_PER_POINT);
}

/**
 * Breaks text into lines no wider than `width`: after spaces and hyphens where it can ("Pōtae-" /
 * "Ngātai"), and between letters in a word too long for a line of its own. Accents stay on their
 * letters.
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line.trim() !== '') lines.push(line.trimEnd());
    line = '';
  };
  for (const piece of pieces(text)) {
    if (measure(`${line}${piece}`.trimEnd()) <= width) {
      line += piece;
      continue;
    }
    push();
    if (measure(piece.trimEnd()) <= width) {
      line = piece.trimStart();
      continue;
    }
    for (const letter of letters(piece)) {
      if (line !== '' && measure(`${line}${letter}`.trimEnd()) > width) push();
      line += letter;
    }
  }
  push();
  return lines;
}

/** The letters of text, each with the combining marks that follow it. */
function letters(text: string): string[] {
  return text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? [];
}

/** Text cut into what may end a line: each word with the spaces or hyphens after it. */
function pieces(text: string): string[] {
  return text.match(/[^\s-]*(?:-+|\s+|$)/g)?.filter((piece) => piece !== '') ?? [];
}

/** Cuts a line, letter by letter, until it and "…" after it fit in `width`. */
function ellipsize(line: string, width: number, measure: (text: string) => number): string {
  const kept = letters(line);
  while (kept.length > 0 && measure(`${kept.join('').trimEnd()}…`) > width) kept.pop();
  return `${kept.join('').trimEnd()}…`;
}
