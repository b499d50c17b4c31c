import { MM_PER_POINT } from './surface.ts';

/**
 * Text the sheet's embedded font cannot draw (Chinese, Korean, Devanagari, Arabic, emoji), drawn
 * by the device's own fonts on a canvas, as the browser draws it on screen: shaped, joined and in
 * its own direction. The PDF holds the picture; what the text says goes in the PDF's text layer
 * beside it (pdfSurface.ts).
 */
export interface DevicePicture {
  /** Red, green, blue and alpha of each pixel, row by row, as a canvas gives them. */
  readonly pixels: Uint8ClampedArray;
  readonly widthPx: number;
  readonly heightPx: number;
  /** Millimetres: the picture's left edge left of where the text starts. */
  readonly left: number;
  /** Millimetres: the picture's top edge above the text's baseline. */
  readonly above: number;
  /** Millimetres. */
  readonly width: number;
  readonly height: number;
}

export interface DeviceFonts {
  /** How far the text moves the pen, in millimetres, at `size` points. */
  measure(text: string, size: number, bold: boolean): number;
  picture(
    text: string,
    size: number,
    bold: boolean,
    rgb: readonly [number, number, number],
  ): DevicePicture;
}

/** Print resolution: small letters of 6 points keep their strokes apart. */
const DOTS_PER_INCH = 600;
const PIXELS_PER_MM = DOTS_PER_INCH / 25.4;
/** Pixels around the letters, so that antialiasing and marks past the font's box are kept. */
const PAD = 4;
/** The device's own fonts, as the app's pages name them (src/ui/app.css). */
export const DEVICE_FAMILIES =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * The device's fonts on a canvas of the page (made when first needed: most sheets never need it).
 * Throws, saying so, where the browser cannot draw on a canvas.
 */
export function canvasDeviceFonts(): DeviceFonts {
  let context: CanvasRenderingContext2D | null = null;
  const widths = new Map<string, number>();
  const setFont = (size: number, bold: boolean) => {
    if (context === null) {
      context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      if (context === null) throw new Error('This browser cannot draw the names on the sheet.');
    }
    const px = size * MM_PER_POINT * PIXELS_PER_MM;
    context.font = `${bold ? 700 : 400} ${px}px ${DEVICE_FAMILIES}`;
    context.direction = 'ltr';
    context.textAlign = 'left';
    context.textBaseline = 'alphabetic';
    return context;
  };
  return {
    measure(text, size, bold) {
      const key = `${size} ${bold} ${text}`;
      let width = widths.get(key);
      if (width === undefined) {
        width = setFont(size, bold).measureText(text).width / PIXELS_PER_MM;
        widths.set(key, width);
      }
      return width;
    },
    picture(text, size, bold, [r, g, b]) {
      const measuring = setFont(size, bold);
      const metrics = measuring.measureText(text);
      const left = Math.ceil(Math.max(0, metrics.actualBoundingBoxLeft)) + PAD;
      const right = Math.ceil(Math.max(metrics.width, metrics.actualBoundingBoxRight)) + PAD;
      const above =
        Math.ceil(Math.max(metrics.fontBoundingBoxAscent, metrics.actualBoundingBoxAscent)) + PAD;
      const below =
        Math.ceil(Math.max(metrics.fontBoundingBoxDescent, metrics.actualBoundingBoxDescent)) + PAD;
      const canvas = measuring.canvas;
      canvas.width = left + right;
      canvas.height = above + below;
      // A canvas forgets its font and colours when it is resized.
      const drawing = setFont(size, bold);
      drawing.clearRect(0, 0, canvas.width, canvas.height);
      drawing.fillStyle = `rgb(${r} ${g} ${b})`;
      drawing.fillText(text, left, above);
      return {
        pixels: drawing.getImageData(0, 0, canvas.width, canvas.height).data,
        widthPx: canvas.width,
        heightPx: canvas.height,
        left: left / PIXELS_PER_MM,
        above: above / PIXELS_PER_MM,
        width: canvas.width / PIXELS_PER_MM,
        height: canvas.height / PIXELS_PER_MM,
      };
    },
  };
}
