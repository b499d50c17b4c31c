import { jsPDF } from 'jspdf';
import { pdfSurface } from './pdfSurface.ts';
import { fetchSheetFont } from './sheetFont.ts';
import type { Surface } from './surface.ts';

/**
 * An A4 portrait PDF drawn by `draw` in the sheet's embedded font: only that font goes in the
 * file, not jsPDF's standard ones (Helvetica and the like, which have no letters beyond Latin-1).
 */
export async function sheetPdf(
  properties: { readonly title: string; readonly subject: string },
  draw: (surface: Surface) => void,
): Promise<Blob> {
  const font = await fetchSheetFont();
  const doc = new jsPDF({
    unit: 'mm',
    format: 'a4',
    orientation: 'portrait',
    compress: true,
    putOnlyUsedFonts: true,
  });
  doc.setProperties({ ...properties, creator: 'bridgepad' });
  draw(pdfSurface(doc, font));
  return doc.output('blob');
}
