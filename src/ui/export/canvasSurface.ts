import type { Surface, TextOptions } from './surface.ts';
import { A4 } from './surface.ts';

const MM_PER_POINT = 25.4 / 72;

/** Draws the same layout on a canvas, for the PNG image of the sheet (one page only). */
export function canvasSurface(context: CanvasRenderingContext2D, pixelsPerMm: number): Surface {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, A4.width * pixelsPerMm, A4.height * pixelsPerMm);
  return {
    text(x: number, y: number, text: string, options: TextOptions = {}) {
      const px = (options.size ?? 10) * MM_PER_POINT * pixelsPerMm;
      context.font = `${options.bold === true ? '700' : '400'} ${px}px Helvetica, Arial, sans-serif`;
      context.fillStyle =
        options.color === 'gray' ? '#6e6e6e' : options.color === 'red' ? '#c0162c' : '#000000';
      context.textAlign = options.align ?? 'left';
      context.textBaseline = 'alphabetic';
      context.fillText(text, x * pixelsPerMm, y * pixelsPerMm);
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
