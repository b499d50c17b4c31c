import { BOLD_STROKE, SHEET_FONT, fetchSheetFont, sheetText } from './sheetFont.ts';
import type { Surface, TextOptions } from './surface.ts';
import { A4, MM_PER_POINT, TEXT_RGB } from './surface.ts';

/**
 * Makes the sheet's font (the PDF's, from the same file) available to canvases. Resolves to false
 * where it cannot be had (no FontFace, or the file did not load): the image is then drawn in
 * Helvetica or Arial.
 */
export async function loadSheetFont(): Promise<boolean> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined') return false;
  try {
    const face = new FontFace(SHEET_FONT.cssFamily, await fetchSheetFont());
    document.fonts.add(await face.load());
    return true;
  } catch {
    return false;
  }
}

/**
 * Draws the same layout on a canvas, for the PNG image of the sheet (one page only). With the
 * sheet's font loaded, text is drawn and measured as in the PDF: the same widths, no kerning, and
 * bold as outlined letters; otherwise in a system font with its own bold.
 */
export function canvasSurface(
  context: CanvasRenderingContext2D,
  pixelsPerMm: number,
  sheetFontLoaded: boolean,
): Surface {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, A4.width * pixelsPerMm, A4.height * pixelsPerMm);
  context.fontKerning = 'none';
  const applyFont = (options: TextOptions) => {
    const px = (options.size ?? 10) * MM_PER_POINT * pixelsPerMm;
    context.font = sheetFontLoaded
      ? `400 ${px}px ${SHEET_FONT.cssFamily}, Helvetica, Arial, sans-serif`
      : `${options.bold === true ? '700' : '400'} ${px}px Helvetica, Arial, sans-serif`;
    return px;
  };
  return {
    text(x: number, y: number, text: string, options: TextOptions = {}) {
      const px = applyFont(options);
      const [r, g, b] = TEXT_RGB[options.color ?? 'black'];
      context.fillStyle = `rgb(${r} ${g} ${b})`;
      context.textAlign = options.align ?? 'left';
      context.textBaseline = 'alphabetic';
      const drawn = sheetText(text);
      context.fillText(drawn, x * pixelsPerMm, y * pixelsPerMm);
      if (sheetFontLoaded && options.bold === true) {
        context.strokeStyle = context.fillStyle;
        context.lineWidth = px * BOLD_STROKE;
        context.lineJoin = 'round';
        context.strokeText(drawn, x * pixelsPerMm, y * pixelsPerMm);
      }
    },
    measure(text: string, options: TextOptions = {}) {
      applyFont(options);
      return context.measureText(sheetText(text)).width / pixelsPerMm;
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
