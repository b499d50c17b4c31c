/**
 * Stands in for jsPDF's optional helpers (HTML rendering, SVG, sanitising), which bridgepad never
 * uses: the score sheet is drawn with jsPDF's own text and line calls. Keeps them out of the app.
 */
export default function unavailable(): never {
  throw new Error('This part of the PDF library is not included in bridgepad.');
}
