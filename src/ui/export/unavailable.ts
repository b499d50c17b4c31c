import { APP_NAME } from '../../engine/appName.ts';
/**
 * Stands in for jsPDF's optional helpers (HTML rendering, SVG, sanitising) and its PNG reader,
 * which bridgepad never uses: the score sheet is drawn with jsPDF's own text and line calls, and
 * the few pictures it holds (names in scripts its font lacks) are pixels from a canvas, written
 * without reading an image file (pdfPictures.ts). Keeps them, and the inflate code the PNG reader
 * brings, out of the app.
 */
export default function unavailable(): never {
  throw new Error('This part of the PDF library is not included in ' + APP_NAME + '.');
}

/** jsPDF's PNG reader (fast-png's `decode`): no image file goes into bridgepad's PDF. */
export const decode = unavailable;
