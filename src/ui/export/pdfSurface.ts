import type { jsPDF } from 'jspdf';
import { BOLD_STROKE, SHEET_FONT, sheetText } from './sheetFont.ts';
import type { Surface, TextOptions } from './surface.ts';
import { MM_PER_POINT, TEXT_RGB } from './surface.ts';

/** Stands in for a letter the font lacks (see printable). */
const MISSING = '\uFFFD';

interface TrueTypeMetadata {
  characterToGlyph(code: number): number;
}

/**
 * Draws on a jsPDF document: real text (searchable, copyable) and vector lines. The text is set in
 * the sheet's font (the file's bytes, from fetchSheetFont), embedded in the PDF (jsPDF keeps only
 * the letters used), so names in any Latin script print as typed.
 */
export function pdfSurface(doc: jsPDF, font: ArrayBuffer): Surface {
  doc.addFileToVFS(SHEET_FONT.fileName, binaryString(font));
  doc.addFont(SHEET_FONT.fileName, SHEET_FONT.pdfName, 'normal');
  doc.setFont(SHEET_FONT.pdfName, 'normal');
  const glyphs = doc.getFont().metadata as TrueTypeMetadata;

  const has = (letter: string) => {
    const code = letter.codePointAt(0) ?? 0;
    return code <= 0xffff && glyphs.characterToGlyph(code) !== 0;
  };
  /**
   * jsPDF stops a string at the first letter the font has no glyph for (and reads UTF-16 units,
   * so anything past the Basic Multilingual Plane is such a letter): the rest of a name would be
   * lost. A letter the font lacks whole is drawn as its base letter and accents where the font
   * has those ("ễ" as e, ̂, ̃: Vietnamese and other Latin Extended Additional letters); any
   * other is drawn as �, and what follows it is kept.
   */
  const printable = (text: string) =>
    Array.from(sheetText(text), (letter) => {
      if (has(letter)) return letter;
      const parts = Array.from(letter.normalize('NFD'));
      return parts.length > 1 && parts.every(has) ? parts.join('') : MISSING;
    }).join('');

  const applyFont = (options: TextOptions) => {
    doc.setFont(SHEET_FONT.pdfName, 'normal');
    doc.setFontSize(options.size ?? 10);
  };

  return {
    text(x: number, y: number, text: string, options: TextOptions = {}) {
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
      doc.text(printable(text), x, y, {
        align: options.align ?? 'left',
        renderingMode: bold ? 'fillThenStroke' : 'fill',
      });
    },
    measure(text: string, options: TextOptions = {}) {
      applyFont(options);
      return doc.getTextWidth(printable(text));
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
      doc.addPage('a4', 'portrait');
    },
  };
}

/** jsPDF takes a font file as a string of bytes. */
function binaryString(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return text;
}
