import type { jsPDF } from 'jspdf';
import type { DeviceFonts, DevicePicture } from './deviceText.ts';
import type { TextRun } from './fontRuns.ts';
import { textRuns } from './fontRuns.ts';
import { bytesAsString, pdfPictures } from './pdfPictures.ts';
import { BOLD_STROKE, SHEET_FONT, sheetText } from './sheetFont.ts';
import { sheetGlyphs } from './sheetGlyphs.ts';
import { leftToRightWeight, letterDirections, visualOrder } from './visualOrder.ts';
import type { Surface, TextOptions } from './surface.ts';
import { A4, MM_PER_POINT, TEXT_RGB } from './surface.ts';

/**
 * Draws on a jsPDF document: real text (searchable, copyable) and vector lines. The text is set in
 * the sheet's font (the file's bytes, from fetchSheetFont), embedded in the PDF (jsPDF keeps only
 * the letters used), so names in Latin, Greek and Cyrillic print as typed. What the font has no
 * letter for (Chinese, Korean, Devanagari, Arabic, emoji) is drawn by the device's own fonts as a
 * picture in its place, never as "�", with what it says in the page's text (PDF 1.7 section
 * 14.9.4, ActualText), so that it can be found, copied and read aloud.
 */
export function pdfSurface(
  doc: jsPDF,
  font: ArrayBuffer,
  deviceFonts: DeviceFonts,
): Surface & { readonly finish: () => void } {
  doc.addFileToVFS(SHEET_FONT.fileName, bytesAsString(new Uint8Array(font)));
  doc.addFont(SHEET_FONT.fileName, SHEET_FONT.pdfName, 'normal');
  doc.setFont(SHEET_FONT.pdfName, 'normal');
  const has = sheetGlyphs(font);
  const pictures = pdfPictures(doc);
  const drawn = new Map<string, DevicePicture>();
  /** The page's letters written each way, for its direction (leftToRightWeight). */
  let letters = { ltr: 0, rtl: 0 };

  /**
   * jsPDF stops a string at the first letter the font has no glyph for (and reads UTF-16 units,
   * so anything past the Basic Multilingual Plane is such a letter): such letters go to the
   * device's fonts (textRuns).
   */
  const runs = (text: string) => textRuns(sheetText(text), has);

  const applyFont = (options: TextOptions) => {
    doc.setFont(SHEET_FONT.pdfName, 'normal');
    doc.setFontSize(options.size ?? 10);
  };
  /**
   * A text's width in the current font and size, in mm: jsPDF's getTextWidth, which comes with
   * its links (cut from the build, scripts/jspdfTrim.ts), worked out as it works it out.
   */
  const fontWidth = (text: string) =>
    (doc.getStringUnitWidth(text) * doc.getFontSize()) / doc.internal.scaleFactor;
  const width = (run: TextRun, options: TextOptions) => {
    if (run.kind === 'device') {
      return deviceFonts.measure(run.text, options.size ?? 10, options.bold === true);
    }
    applyFont(options);
    return fontWidth(run.text);
  };

  const fontText = (x: number, y: number, text: string, options: TextOptions) => {
    applyFont(options);
    const size = options.size ?? 10;
    const [r, g, b] = TEXT_RGB[options.color ?? 'black'];
    doc.setTextColor(r, g, b);
    const bold = options.bold === true;
    if (bold) {
      doc.setDrawColor(r, g, b);
      doc.setLineWidth(size * BOLD_STROKE * MM_PER_POINT);
      doc.setLineJoin('round');
    }
    doc.text(text, x, y, {
      align: options.align ?? 'left',
      renderingMode: bold ? 'fillThenStroke' : 'fill',
    });
  };

  /** A device run at x, its picture, and the words it shows as the page's (unseen) text. */
  const deviceText = (
    x: number,
    y: number,
    text: string,
    advance: number,
    options: TextOptions,
  ) => {
    const size = options.size ?? 10;
    const bold = options.bold === true;
    const color = options.color ?? 'black';
    const key = `${size} ${bold} ${color} ${text}`;
    let picture = drawn.get(key);
    if (picture === undefined) {
      picture = deviceFonts.picture(text, size, bold, TEXT_RGB[color]);
      drawn.set(key, picture);
    }
    pictures.draw(picture, x - picture.left, y - picture.above);
    // An unseen space as wide as the picture stands for the text, which is read as it says: in
    // the order its letters lie on the page, which readers put back in the order typed.
    applyFont(options);
    pictures.readAs(visualOrder(text), () =>
      doc.text(' ', x, y, {
        renderingMode: 'invisible',
        horizontalScale: advance / fontWidth(' '),
      }),
    );
  };

  /** Ends a page: its unseen weight of left-to-right marks, if its letters need one. */
  const endPage = () => {
    const weight = leftToRightWeight(letters);
    letters = { ltr: 0, rtl: 0 };
    if (weight === '') return;
    applyFont({ size: 1 });
    pictures.readAs(weight, () =>
      doc.text(' ', A4.width - 1, A4.height - 1, { renderingMode: 'invisible' }),
    );
  };

  return {
    text(x: number, y: number, text: string, options: TextOptions = {}) {
      const counted = letterDirections(text);
      letters = { ltr: letters.ltr + counted.ltr, rtl: letters.rtl + counted.rtl };
      const parts = runs(text);
      const [only] = parts;
      if (only === undefined) return;
      if (parts.length === 1 && only.kind === 'font') {
        fontText(x, y, only.text, options);
        return;
      }
      const widths = parts.map((run) => width(run, options));
      const total = widths.reduce((sum, w) => sum + w, 0);
      const align = options.align ?? 'left';
      let pen = align === 'left' ? x : align === 'right' ? x - total : x - total / 2;
      parts.forEach((run, i) => {
        const advance = widths[i] ?? 0;
        if (run.kind === 'font') fontText(pen, y, run.text, { ...options, align: 'left' });
        else deviceText(pen, y, run.text, advance, options);
        pen += advance;
      });
    },
    measure(text: string, options: TextOptions = {}) {
      return runs(text).reduce((sum, run) => sum + width(run, options), 0);
    },
    line(x1: number, y1: number, x2: number, y2: number, width = 0.2) {
      doc.setLineWidth(width);
      doc.setDrawColor(20, 20, 20);
      doc.line(x1, y1, x2, y2);
    },
    shade(x: number, y: number, width: number, height: number, gray: number) {
      const level = Math.round(gray * 255);
      doc.setFillColor(level, level, level);
      doc.rect(x, y, width, height, 'F');
    },
    newPage() {
      endPage();
      doc.addPage('a4', 'portrait');
    },
    /** Ends the last page: call once all is drawn. */
    finish: endPage,
  };
}
