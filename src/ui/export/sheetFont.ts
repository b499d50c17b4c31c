// The font file is an asset of its own, fetched only when a PDF or PNG is made and precached by
// the service worker (vite.config.ts), so the exports work offline. As a file it costs the precache
// less than inlined into the export chunk (gzip shrinks base64 text less than the bytes it holds).
// scripts/sheetFont.mjs makes it; its licence is beside it.
import fontUrl from './fonts/DejaVuSansCondensed-sheet.ttf?url';

/**
 * The font the exported score sheets are drawn in: a subset of DejaVu Sans Condensed covering the
 * letters most players' names are written in (Basic Latin, Latin-1, Latin Extended-A and -B,
 * combining marks, Greek, and the Cyrillic of Russian, Ukrainian and the Balkans), the sheet's
 * punctuation and the suit symbols. A letter it lacks is drawn from the device's own fonts
 * (pdfSurface.ts). One weight: bold is drawn by outlining the letters as well as filling them
 * (BOLD_STROKE), in the PDF and the PNG alike.
 */
export const SHEET_FONT = {
  /**
   * The font's name in the PDF. The six capitals and "+" are the PDF's mark of a subset (PDF 1.7
   * section 9.6.4): the PDF holds only the letters it uses.
   */
  pdfName: 'BRIDGE+DejaVuSansCondensed',
  /** The family the canvas asks for, loaded from the same file. */
  cssFamily: 'BridgepadSheet',
  fileName: 'DejaVuSansCondensed-sheet.ttf',
} as const;

/** The outline drawn round bold letters, as a share of the font size. */
export const BOLD_STROKE = 0.04;

let loading: Promise<ArrayBuffer> | undefined;

/** The font file's bytes, fetched once; a failed fetch is tried again next time. */
export function fetchSheetFont(): Promise<ArrayBuffer> {
  loading ??= fetch(fontUrl).then((response) => {
    if (!response.ok) throw new Error(`the font for the sheet did not load (${response.status})`);
    return response.arrayBuffer();
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * Text as the sheet draws it: composed (NFC), so "e" followed by a combining diaeresis is drawn as
 * the one letter "ë" (the subset keeps no mark-positioning table, and jsPDF would not use one).
 */
export function sheetText(text: string): string {
  return text.normalize('NFC');
}
