import type { HasGlyph } from './fontRuns.ts';

/**
 * The code points the sheet's font has a letter for, [first, last], both included: the ranges
 * scripts/sheetFont.mjs cuts the font to (COVERED), less what DejaVu lacks, so that the Summary can tell which letters the
 * PDF draws in it without loading the font or jsPDF. tests/ui/undrawable.test.ts reads the font
 * file and fails if the two differ.
 */
export const SHEET_FONT_COVERS: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x024f],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c7],
  [0x02d8, 0x02dd],
  // Combining marks: those DejaVu has.
  [0x0300, 0x034f],
  [0x0351, 0x0353],
  [0x0357, 0x0358],
  [0x035a, 0x035a],
  [0x035c, 0x0362],
  [0x0384, 0x038a],
  [0x038c, 0x038c],
  [0x038e, 0x03a1],
  [0x03a3, 0x03ce],
  [0x0400, 0x045f],
  [0x0490, 0x0491],
  [0x2010, 0x2027],
  [0x2030, 0x2030],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
  [0x2660, 0x2667],
  [0xfffd, 0xfffd],
];

/** Whether the sheet's font has a letter for a code point. */
export const sheetFontHas: HasGlyph = (code) =>
  SHEET_FONT_COVERS.some(([first, last]) => code >= first && code <= last);
