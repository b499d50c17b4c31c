import { kapitiSummary } from '../../engine/kapitiSummary.ts';
import { scoreKapiti } from '../../engine/kapiti.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { playedDay } from '../common/fileNames.ts';
import { pagePng } from './canvasSurface.ts';
import { sheetPdf } from './sheetPdf.ts';
import { drawRubberPage } from './rubberPage.ts';
import { drawSummaryPage, winnersLine } from './summaryDrawing.ts';

/**
 * The files a pair sends the organiser, all drawn from the engine's summary of the match: the
 * Summary Score Sheet as PDF (with each rubber's WE/THEY sheet on further pages) and as a PNG
 * image, and its rows as CSV. Loaded only when exporting, so the first screen stays small.
 */

export { sheetFileName as kapitiFileName } from '../common/fileNames.ts';
export { summaryCsv } from './summaryCsv.ts';

const sheetDate = (match: FourPlayerMatch) => playedDay(match.createdAt);

/** The summary sheet, then each rubber's WE/THEY sheet, as a PDF in the sheet's own font. */
export function summaryPdf(match: FourPlayerMatch): Promise<Blob> {
  const title = `Kapiti rubber bridge: ${winnersLine(match, kapitiSummary(match))}`;
  return sheetPdf({ title, subject: 'Rubber Bridge Summary Score Sheet' }, (surface) => {
    drawSummaryPage(surface, match, kapitiSummary(match), sheetDate(match));
    const sheet = scoreKapiti(match);
    sheet.rubbers.forEach((_, index) => {
      surface.newPage();
      drawRubberPage(surface, match, sheet, index);
    });
  });
}

/** The summary sheet as a PNG image, A4 at 150 dots per inch. */
export function summaryPng(match: FourPlayerMatch): Promise<Blob> {
  return pagePng((surface) =>
    drawSummaryPage(surface, match, kapitiSummary(match), sheetDate(match)),
  );
}

export { shareOrDownload } from '../common/shareFile.ts';
