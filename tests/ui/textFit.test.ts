import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FitRequest, Measure } from '../../src/ui/export/textFit.ts';
import { fitText, linesHeight, wrapText } from '../../src/ui/export/textFit.ts';

/**
 * Fitting names into the score sheet's cells (src/ui/export/textFit.ts). The measure here is a
 * stand-in: every letter (with its accents) is 0.2 mm wide per point, a space half that.
 */
const measure: Measure = (text, size) =>
  Array.from(text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? []).reduce(
    (width, letter) => width + (letter === ' ' ? 0.1 : 0.2) * size,
    0,
  );
const at = (size: number) => (text: string) => measure(text, size);

const cell = (width: number, lines: number, size = 10, minSize = 6): FitRequest => ({
  width,
  height: linesHeight(lines, size),
  size,
  minSize,
});

describe('fitting text in a cell', () => {
  it('keeps text that fits at the size wanted', () => {
    expect(fitText('Ian', cell(30, 1), measure)).toEqual({ size: 10, lines: ['Ian'], cut: false });
  });

  it('shrinks text a little too wide, on one line', () => {
    // 10 letters at 10 pt: 20 mm, in 16 mm.
    const fitted = fitText('Ngātaimāra', cell(16, 2), measure);
    expect(fitted.lines).toEqual(['Ngātaimāra']);
    expect(fitted.size).toBeCloseTo(8, 5);
    expect(fitted.cut).toBe(false);
  });

  it('wraps after spaces and hyphens once shrinking to the smallest size is not enough', () => {
    const name = 'Hēnare Pōtae-Ngātai Tūhoe-Whakarongotai';
    const fitted = fitText(name, cell(30, 2, 10, 6), measure);
    expect(fitted.lines).toEqual(['Hēnare Pōtae-Ngātai', 'Tūhoe-Whakarongotai']);
    expect(fitted.size).toBeGreaterThanOrEqual(6);
    expect(fitted.size).toBeLessThanOrEqual(10);
    for (const line of fitted.lines) expect(measure(line, fitted.size)).toBeLessThanOrEqual(30);
    expect(fitted.cut).toBe(false);
  });

  it('prefers one line at the smallest size to two larger ones', () => {
    // 20 letters: 24 mm at 6 pt.
    const fitted = fitText('Wiśniewski Kowalczyk', cell(24, 3, 10, 6), measure);
    expect(fitted.lines).toEqual(['Wiśniewski Kowalczyk']);
  });

  it('breaks a word between letters only when it is wider than the cell at the smallest size', () => {
    // 13 letters: 15.6 mm at 6 pt, in 10 mm; on two lines of 7 and 6 letters, up to 7.1 pt.
    const fitted = fitText('Whakarongotai', cell(10, 3, 10, 6), measure);
    expect(fitted.lines).toEqual(['Whakaro', 'ngotai']);
    expect(fitted.size).toBe(7.1);
    // A word that fits at the smallest size is never broken, though broken it could be larger.
    expect(fitText('Ngātai Whakarongotai', cell(20, 3, 10, 6), measure).lines).toEqual([
      'Ngātai',
      'Whakarongotai',
    ]);
  });

  it('keeps combining accents on their letters when it breaks a word', () => {
    const decomposed = 'Ma\u0304ori\u0308'.repeat(4); // "Māorï" typed with combining marks
    const lines = wrapText(decomposed, 2, at(2)); // 5 letters to a line
    expect(lines.join('')).toBe(decomposed);
    for (const line of lines) expect(line).not.toMatch(/^\p{M}/u);
  });

  it('as a last resort, cuts the last line it has room for and ends it with an ellipsis', () => {
    const fitted = fitText(
      'Te Whānau-ā-Apanui Ōtaki Whakarongotai Ngāti',
      cell(12, 1, 8, 6),
      measure,
    );
    expect(fitted.cut).toBe(true);
    expect(fitted.size).toBe(6);
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.lines[0]).toMatch(/…$/);
    expect(measure(fitted.lines[0] ?? '', 6)).toBeLessThanOrEqual(12);
  });

  it('always stays inside its cell (property)', () => {
    const text = fc
      .array(fc.constantFrom('a', 'ā', 'W', ' ', '-', 'e\u0301', 'Ł', '&'), { maxLength: 80 })
      .map((letters) => letters.join(''));
    fc.assert(
      fc.property(
        text,
        fc.double({ min: 4, max: 120, noNaN: true }),
        fc.integer({ min: 1, max: 4 }),
        fc.double({ min: 5, max: 12, noNaN: true }),
        (t, width, lines, size) => {
          const request = cell(width, lines, size, Math.min(5, size));
          const fitted = fitText(t, request, measure);
          expect(fitted.size).toBeGreaterThanOrEqual(request.minSize);
          expect(fitted.size).toBeLessThanOrEqual(request.size);
          expect(linesHeight(fitted.lines.length, fitted.size)).toBeLessThanOrEqual(
            request.height + 1e-9,
          );
          for (const line of fitted.lines) {
            expect(measure(line, fitted.size)).toBeLessThanOrEqual(width + 1e-9);
          }
          // Nothing is lost but the spaces at the breaks, unless the text had to be cut.
          if (!fitted.cut)
            expect(fitted.lines.join('').replace(/\s/g, '')).toBe(t.replace(/\s/g, ''));
        },
      ),
      { numRuns: 300 },
    );
  });
});
