import { jsPDF } from 'jspdf';
import { canvasDeviceFonts } from './deviceText.ts';
import { pdfSurface } from './pdfSurface.ts';
import { fetchSheetFont } from './sheetFont.ts';
import type { Surface } from './surface.ts';
import { APP_NAME } from '../../engine/appName.ts';

/**
 * An A4 portrait PDF drawn by `draw` in the sheet's embedded font: only that font goes in the
 * file, not jsPDF's standard ones (Helvetica and the like, which have no letters beyond Latin-1).
 * What the font has no letter for is drawn from the device's own fonts (pdfSurface.ts).
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
  doc.setProperties({ ...properties, creator: APP_NAME });
  const surface = pdfSurface(doc, font, canvasDeviceFonts());
  draw(surface);
  surface.finish();
  return doc.output('blob');
}
