/**
 * Stands in for jsPDF's optional helpers (HTML rendering, SVG, sanitising) and its PNG reader,
 * which bridgepad never uses: the score sheet is drawn with jsPDF's own text and line calls and
 * holds no picture. Keeps them, and the inflate code the PNG reader brings, out of the app.
 */
export default function unavailable(): never {
  throw new Error('This part of the PDF library is not included in bridgepad.');
}

/** jsPDF's PNG reader (fast-png's `decode`): no picture goes into bridgepad's PDF. */
export const decode = unavailable;
