import { jsPDF } from 'jspdf';
import { kapitiSummary } from '../../engine/kapitiSummary.ts';
import { scoreKapiti } from '../../engine/kapiti.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { playedDay } from '../common/fileNames.ts';
import { canvasSurface, loadSheetFont } from './canvasSurface.ts';
import { pdfSurface } from './pdfSurface.ts';
import { fetchSheetFont } from './sheetFont.ts';
import { drawRubberPage } from './rubberPage.ts';
import { drawSummaryPage, winnersLine } from './summaryDrawing.ts';
import { A4 } from './surface.ts';

/**
 * The files a pair sends the organiser, all drawn from the engine's summary of the match: the
 * Summary Score Sheet as PDF (with each rubber's WE/THEY sheet on further pages) and as a PNG
 * image, and its rows as CSV. Loaded only when exporting, so the first screen stays small.
 */

export { sheetFileName as kapitiFileName } from '../common/fileNames.ts';
export { summaryCsv } from './summaryCsv.ts';

const sheetDate = (match: FourPlayerMatch) => playedDay(match.createdAt);

/** The summary sheet, then each rubber's WE/THEY sheet, as a PDF in the sheet's own font. */
export async function summaryPdf(match: FourPlayerMatch): Promise<Blob> {
  const font = await fetchSheetFont();
  // Only the sheet's own font goes in the file, not jsPDF's standard ones (Helvetica and the
  // like, which have no letters beyond Latin-1).
  const doc = new jsPDF({
    unit: 'mm',
    format: 'a4',
    orientation: 'portrait',
    compress: true,
    putOnlyUsedFonts: true,
  });
  const title = `Kapiti rubber bridge: ${winnersLine(match, kapitiSummary(match))}`;
  doc.setProperties({ title, subject: 'Rubber Bridge Summary Score Sheet', creator: 'bridgepad' });
  const surface = pdfSurface(doc, font);
  drawSummaryPage(surface, match, kapitiSummary(match), sheetDate(match));
  const sheet = scoreKapiti(match);
  sheet.rubbers.forEach((_, index) => {
    surface.newPage();
    drawRubberPage(surface, match, sheet, index);
  });
  return doc.output('blob');
}

/** The summary sheet as a PNG image, A4 at 150 dots per inch. */
export async function summaryPng(match: FourPlayerMatch): Promise<Blob> {
  const pixelsPerMm = 150 / 25.4;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(A4.width * pixelsPerMm);
  canvas.height = Math.round(A4.height * pixelsPerMm);
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('This browser cannot draw images.');
  drawSummaryPage(
    canvasSurface(context, pixelsPerMm, await loadSheetFont()),
    match,
    kapitiSummary(match),
    sheetDate(match),
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob === null ? reject(new Error('The image could not be made.')) : resolve(blob)),
      'image/png',
    ),
  );
}

export { shareOrDownload } from '../common/shareFile.ts';
