import { jsPDF } from 'jspdf';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { pdfSurface } from '../../src/ui/export/pdfSurface.ts';

/**
 * What the PDF surface hands jsPDF: names in the sheet's embedded font, composed, and never cut
 * short by a letter the font lacks (jsPDF would drop the rest of the string).
 */
function surfaceAndText() {
  const file = readFileSync(
    join(import.meta.dirname, '../../src/ui/export/fonts/DejaVuSansCondensed-sheet.ttf'),
  );
  const doc = new jsPDF({ unit: 'mm', format: 'a4', putOnlyUsedFonts: true });
  const surface = pdfSurface(
    doc,
    file.buffer.slice(file.byteOffset, file.byteOffset + file.length),
  );
  const text = vi.spyOn(doc, 'text');
  const drawn = (name: string) => {
    surface.text(10, 10, name);
    return text.mock.lastCall?.[0];
  };
  return { doc, surface, drawn };
}

describe('text in the PDF', () => {
  it('keeps every letter of names in the Latin scripts the font covers', () => {
    const { drawn } = surfaceAndText();
    for (const name of [
      'Zoë Ngāti Māori',
      'Łukasz Wiśniewski',
      'Hēnare Pōtae-Ngātai Tūho',
      "Zoë O'Brien-Smythe",
      'Ștefan Țurcanu', // Latin Extended-B
      'Ǆemal Ǧoko Ơn Ưng',
    ]) {
      expect(drawn(name)).toBe(name);
    }
  });

  it('composes letters typed with combining marks', () => {
    const { drawn } = surfaceAndText();
    expect(drawn('Zoe\u0308 Nga\u0304ti')).toBe('Zoë Ngāti');
  });

  it('draws a letter the font lacks whole as its letter and accents, where it has those', () => {
    const { drawn } = surfaceAndText();
    // Latin Extended Additional: ễ is e with a circumflex and a tilde.
    expect(drawn('Nguyễn Thị Ánh')).toBe('Nguye\u0302\u0303n Thi\u0323 Ánh');
  });

  it('draws a letter the font lacks as � and keeps the rest of the name', () => {
    const { drawn } = surfaceAndText();
    expect(drawn('Ζωή 🂡 Smith')).toBe('\uFFFD\uFFFD\uFFFD \uFFFD Smith');
  });

  it('measures in the embedded font, and bold as wide as regular', () => {
    const { surface } = surfaceAndText();
    const width = surface.measure('Hēnare Pōtae-Ngātai Tūho', { size: 10 });
    expect(width).toBeGreaterThan(40);
    expect(width).toBeLessThan(50);
    expect(surface.measure('Hēnare Pōtae-Ngātai Tūho', { size: 10, bold: true })).toBe(width);
    expect(surface.measure('Hēnare Pōtae-Ngātai Tūho', { size: 5 })).toBeCloseTo(width / 2, 5);
  });
});
