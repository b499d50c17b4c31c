import type { Desk } from '../../db/desk.ts';
import { drawCsvRows } from '../desk/deskText.ts';
import { pagePng } from './canvasSurface.ts';
import { csvText } from './csvText.ts';
import { drawDrawPage } from './drawDrawing.ts';
import { sheetPdf } from './sheetPdf.ts';

/**
 * The updated draw the organiser sends out after each round, as an A4 PDF, a PNG image and a CSV,
 * drawn through the summary sheet's own surfaces, in its font. Loaded only when one is made.
 */

export function drawPdf(desk: Desk, sendTo: string | null, today: string): Promise<Blob> {
  return sheetPdf({ title: `${desk.name}: the draw`, subject: 'The draw' }, (surface) =>
    drawDrawPage(surface, desk, sendTo, today),
  );
}

export function drawPng(desk: Desk, sendTo: string | null, today: string): Promise<Blob> {
  return pagePng((surface) => drawDrawPage(surface, desk, sendTo, today));
}

export function drawCsv(desk: Desk, today: string): string {
  return csvText(drawCsvRows(desk, today));
}

export { shareOrDownload } from '../common/shareFile.ts';
