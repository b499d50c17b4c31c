import { DEVICE_FAMILIES } from './deviceText.ts';
import type { HasGlyph, TextRun } from './fontRuns.ts';
import { textRuns } from './fontRuns.ts';
import { BOLD_STROKE, SHEET_FONT, fetchSheetFont, sheetText } from './sheetFont.ts';
import { sheetGlyphs } from './sheetGlyphs.ts';
import type { Surface, TextOptions } from './surface.ts';
import { A4, MM_PER_POINT, TEXT_RGB } from './surface.ts';

/**
 * Makes the sheet's font (the PDF's, from the same file) available to canvases, and says which
 * letters it has. Resolves to null where it cannot be had (no FontFace, or the file did not
 * load): the image is then drawn in the device's fonts alone.
 */
export async function loadSheetFont(): Promise<HasGlyph | null> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined') return null;
  try {
    const bytes = await fetchSheetFont();
    const face = new FontFace(SHEET_FONT.cssFamily, bytes);
    document.fonts.add(await face.load());
    return sheetGlyphs(bytes);
  } catch {
    return null;
  }
}

/**
 * Draws the same layout on a canvas, for the PNG image of the sheet (one page only). With the
 * sheet's font loaded, text is drawn and measured as in the PDF: the same letters in the same
 * font, the same widths, no kerning, and bold as outlined letters; what the font has no letter
 * for is drawn in the device's own fonts, as the PDF draws it (pdfSurface.ts). Without the sheet's
 * font, all of it is.
 */
export function canvasSurface(
  context: CanvasRenderingContext2D,
  pixelsPerMm: number,
  sheetFont: HasGlyph | null,
): Surface {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, A4.width * pixelsPerMm, A4.height * pixelsPerMm);
  context.fontKerning = 'none';
  const runs = (text: string): TextRun[] =>
    sheetFont === null
      ? [{ kind: 'device', text: sheetText(text) }]
      : textRuns(sheetText(text), sheetFont);
  const applyFont = (run: TextRun, options: TextOptions) => {
    const px = (options.size ?? 10) * MM_PER_POINT * pixelsPerMm;
    context.font =
      run.kind === 'font'
        ? `400 ${px}px ${SHEET_FONT.cssFamily}, ${DEVICE_FAMILIES}`
        : `${options.bold === true ? '700' : '400'} ${px}px ${DEVICE_FAMILIES}`;
    return px;
  };
  const width = (run: TextRun, options: TextOptions) => {
    applyFont(run, options);
    return context.measureText(run.text).width / pixelsPerMm;
  };
  return {
    text(x: number, y: number, text: string, options: TextOptions = {}) {
      const parts = runs(text);
      const widths = parts.map((run) => width(run, options));
      const total = widths.reduce((sum, w) => sum + w, 0);
      const align = options.align ?? 'left';
      let pen = align === 'left' ? x : align === 'right' ? x - total : x - total / 2;
      const [r, g, b] = TEXT_RGB[options.color ?? 'black'];
      context.textAlign = 'left';
      context.textBaseline = 'alphabetic';
      context.direction = 'ltr';
      parts.forEach((run, i) => {
        const px = applyFont(run, options);
        context.fillStyle = `rgb(${r} ${g} ${b})`;
        context.fillText(run.text, pen * pixelsPerMm, y * pixelsPerMm);
        if (run.kind === 'font' && options.bold === true) {
          context.strokeStyle = context.fillStyle;
          context.lineWidth = px * BOLD_STROKE;
          context.lineJoin = 'round';
          context.strokeText(run.text, pen * pixelsPerMm, y * pixelsPerMm);
        }
        pen += widths[i] ?? 0;
      });
    },
    measure(text: string, options: TextOptions = {}) {
      return runs(text).reduce((sum, run) => sum + width(run, options), 0);
    },
    line(x1: number, y1: number, x2: number, y2: number, width = 0.2) {
      context.strokeStyle = '#141414';
      context.lineWidth = Math.max(1, width * pixelsPerMm);
      context.beginPath();
      context.moveTo(x1 * pixelsPerMm, y1 * pixelsPerMm);
      context.lineTo(x2 * pixelsPerMm, y2 * pixelsPerMm);
      context.stroke();
    },
    shade(x: number, y: number, width: number, height: number, gray: number) {
      const level = Math.round(gray * 255);
      context.fillStyle = `rgb(${level} ${level} ${level})`;
      context.fillRect(x * pixelsPerMm, y * pixelsPerMm, width * pixelsPerMm, height * pixelsPerMm);
    },
    newPage() {
      throw new Error('an image holds one page');
    },
  };
}

/** One A4 page, drawn by `draw`, as a PNG image at 150 dots per inch in the sheet's font. */
export async function pagePng(draw: (surface: Surface) => void): Promise<Blob> {
  const pixelsPerMm = 150 / 25.4;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(A4.width * pixelsPerMm);
  canvas.height = Math.round(A4.height * pixelsPerMm);
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('This browser cannot draw images.');
  draw(canvasSurface(context, pixelsPerMm, await loadSheetFont()));
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob === null ? reject(new Error('The image could not be made.')) : resolve(blob)),
      'image/png',
    ),
  );
}
