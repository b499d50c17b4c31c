import { jsPDF } from 'jspdf';
import { describe, expect, it, vi } from 'vitest';
import { pdfSurface } from '../../src/ui/export/pdfSurface.ts';
import { blockDeviceFonts, sheetFontBytes } from './deviceFonts.ts';

/**
 * What the PDF surface hands jsPDF: names in the sheet's embedded font, composed, and never cut
 * short by a letter the font lacks (jsPDF would drop the rest of the string); what the font lacks
 * goes to the device's fonts.
 */
function surfaceAndText() {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', putOnlyUsedFonts: true });
  const device = blockDeviceFonts();
  const surface = pdfSurface(doc, sheetFontBytes(), device);
  const text = vi.spyOn(doc, 'text');
  const drawn = (name: string) => {
    surface.text(10, 10, name);
    return text.mock.lastCall?.[0];
  };
  /** Every string jsPDF is handed, seen or unseen, with where and how. */
  const calls = () =>
    text.mock.calls.map(([string, x, , options]) => ({
      string,
      x,
      unseen: (options as { renderingMode?: string } | undefined)?.renderingMode === 'invisible',
    }));
  return { doc, surface, drawn, device, calls };
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

  it('draws Greek and Cyrillic names as text in the embedded font', () => {
    const { drawn, device } = surfaceAndText();
    for (const name of [
      'Ζωή Παπαδοπούλου',
      'ΟΔΥΣΣΈΑΣ Ξένιος',
      'Иван Петров',
      'Ґанна Її Ўладзімір',
    ]) {
      expect(drawn(name)).toBe(name);
    }
    expect(device.measured).toEqual([]);
    expect(device.pictured).toEqual([]);
  });

  it('gives the device what the font lacks, never �, and keeps the rest of the name', () => {
    const { surface, device, calls } = surfaceAndText();
    surface.text(10, 10, 'Ζωή 🂡 Smith');
    const seen = calls().filter((call) => !call.unseen);
    expect(seen.map((call) => call.string)).toEqual(['Ζωή ', ' Smith']);
    expect(device.pictured).toEqual(['🂡']);
    for (const name of ['李雷 & 王芳', '김민준', 'अनन्या शर्मा', 'محمد علي', 'Ana 🦊']) {
      surface.text(10, 20, name);
    }
    expect(device.pictured).toEqual(['🂡', '李雷 & 王芳', '김민준', 'अनन्या शर्मा', 'محمد علي', '🦊']);
    expect(calls().some((call) => String(call.string).includes('\uFFFD'))).toBe(false);
  });

  it('lays the font and device runs end to end, aligned as the whole text', () => {
    const { surface, calls } = surfaceAndText();
    const width = surface.measure('Ana 李雷', { size: 10 });
    const ana = surface.measure('Ana ', { size: 10 });
    expect(width).toBeCloseTo(ana + 2 * 10 * (25.4 / 72), 5);
    surface.text(100, 10, 'Ana 李雷', { size: 10, align: 'right' });
    const [font, unseen] = calls();
    expect(font).toMatchObject({ string: 'Ana ', unseen: false });
    expect(font?.x).toBeCloseTo(100 - width, 5);
    // The device's run is read from an unseen space as wide as its picture.
    expect(unseen).toMatchObject({ string: ' ', unseen: true });
    expect(unseen?.x).toBeCloseTo(100 - width + ana, 5);
  });

  it('puts each picture in the file once, with the text it shows as the text it is read as', () => {
    const { doc, surface, device } = surfaceAndText();
    surface.text(10, 10, '李雷 & 王芳');
    surface.text(10, 20, '李雷 & 王芳');
    surface.text(10, 30, '李雷 & 王芳', { color: 'red' });
    expect(device.pictured).toEqual(['李雷 & 王芳', '李雷 & 王芳']);
    const file = doc.output();
    // 李雷 & 王芳 in UTF-16, after its byte order mark.
    const said = '/ActualText <FEFF674E96F7002000260020738B82B3>';
    expect(file.split(said)).toHaveLength(4);
    expect(file.match(/\/BpName1 Do/g)).toHaveLength(2);
    expect(file.match(/\/BpName2 Do/g)).toHaveLength(1);
    expect(file).toMatch(/\/XObject <<[^>]*\/BpName1 \d+ 0 R[^>]*\/BpName2 \d+ 0 R/);
    expect(file.match(/\/Subtype \/Image/g)).toHaveLength(4); // two pictures and their masks
    expect(file).toMatch(/\/SMask \d+ 0 R/);
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
