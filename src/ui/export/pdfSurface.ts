import type { jsPDF } from 'jspdf';
import type { Surface, TextOptions } from './surface.ts';

const GRAY = { black: 0, red: 0, gray: 110 } as const;

/** Draws on a jsPDF document: real text (searchable, copyable) and vector lines. */
export function pdfSurface(doc: jsPDF): Surface {
  return {
    text(x: number, y: number, text: string, options: TextOptions = {}) {
      doc.setFont('helvetica', options.bold === true ? 'bold' : 'normal');
      doc.setFontSize(options.size ?? 10);
      if (options.color === 'red') doc.setTextColor(192, 22, 44);
      else doc.setTextColor(GRAY[options.color ?? 'black']);
      doc.text(text, x, y, { align: options.align ?? 'left' });
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
