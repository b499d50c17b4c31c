import { jsPDF } from 'jspdf';
import type { HasGlyph } from './fontRuns.ts';

interface TrueTypeFont {
  characterToGlyph(code: number): number;
}

/**
 * Which letters the sheet's font file has, read from its own table (jsPDF's TrueType reader, the
 * one that embeds it in the PDF), so the PNG gives the device's fonts the same letters the PDF
 * does. Letters past the Basic Multilingual Plane never: jsPDF reads text as UTF-16 units.
 */
export function sheetGlyphs(font: ArrayBuffer): HasGlyph {
  const reader = (jsPDF.API as unknown as { TTFFont: { open(bytes: Uint8Array): TrueTypeFont } })
    .TTFFont;
  const parsed = reader.open(new Uint8Array(font));
  return (code) => code <= 0xffff && parsed.characterToGlyph(code) !== 0;
}
