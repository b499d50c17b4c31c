// Makes the font the exported score sheets are drawn in (PDF and PNG): a subset of DejaVu Sans
// Condensed, from the pinned devDependency dejavu-fonts-ttf, cut down with subset-font (HarfBuzz)
// to the letters most players' names are written in (Latin, Greek, Cyrillic) and the sheet's own
// punctuation and symbols. A name in any other script (Chinese, Korean, Devanagari, Arabic, emoji)
// is drawn in the PDF from the device's own fonts, as a picture with the name as its text
// (src/ui/export/pdfSurface.ts): a font holding those would be megabytes, and need shaping.
// Run after changing what it covers: `node scripts/sheetFont.mjs`. The subset and the font's
// licence are committed (src/ui/export/fonts/), so a fresh clone builds with no extra step and
// the build does not depend on HarfBuzz.
//
// Why these choices:
// - Condensed: its widths are within 2% of the Helvetica the sheet was laid out for, and long
//   names fit their cells at a larger size than in the wider DejaVu Sans.
// - One weight: the precache budget holds one face of this coverage, not two, so bold is drawn
//   from the regular face (outlined as well as filled) in the PDF and the PNG alike.
// - No hinting, and no layout tables (kerning, ligatures, mark positioning): jsPDF uses none of
//   them, and without them the PNG's canvas measures text exactly as the PDF does. Names are
//   drawn in NFC, so accented letters are whole glyphs and need no mark positioning.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const dejavu = dirname(require.resolve('dejavu-fonts-ttf/package.json'));
const target = new URL('../src/ui/export/fonts/', import.meta.url).pathname;

/** [first, last] code points, both included. */
const COVERED = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement: · × ÷ « » and the western European letters
  [0x0100, 0x017f], // Latin Extended-A: ā ē ī ō ū (te reo Māori), Ł ś ż ő ű č ř ...
  [0x0180, 0x024f], // Latin Extended-B: ș ț, ǎ ǐ ǒ ǔ, African letters ...
  [0x02bb, 0x02bc], // ʻokina and modifier apostrophe (Hawaiian, Samoan, Tongan names)
  [0x02c6, 0x02c7], // ˆ ˇ
  [0x02d8, 0x02dd], // ˘ ˙ ˚ ˛ ˜ ˝
  [0x0300, 0x036f], // Combining Diacritical Marks, for letters with no precomposed form
  // Greek as it is written today (monotonic): the letters, with tonos and dialytika, and final ς.
  // Polytonic Greek (U+1F00 on) is left to the device's fonts, as pictures (pdfSurface.ts).
  [0x0384, 0x038a],
  [0x038c, 0x038c],
  [0x038e, 0x03a1],
  [0x03a3, 0x03ce],
  // Cyrillic of Russian, Ukrainian, Belarusian, Bulgarian, Serbian and Macedonian names, and
  // Ukrainian Ґ ґ. The letters of other languages written in Cyrillic (U+0460 to U+052F) are left to
  // the device's fonts: all of them would cost the offline copy about 7 kB more.
  [0x0400, 0x045f],
  [0x0490, 0x0491],
  [0x2010, 0x2027], // hyphens, – —, ‘ ’ ‚ “ ” „, † ‡ •, …, ·
  [0x2030, 0x2030], // ‰
  [0x2032, 0x2033], // ′ ″
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // − (minus)
  [0x2660, 0x2667], // ♠ ♡ ♢ ♣ ♤ ♥ ♦ ♧
  [0xfffd, 0xfffd], // � stands in for a letter the font does not have (see pdfSurface.ts)
];

let text = '';
for (const [first, last] of COVERED) {
  for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
}

const source = readFileSync(join(dejavu, 'ttf', 'DejaVuSansCondensed.ttf'));
const subset = await subsetFont(source, text, {
  targetFormat: 'sfnt',
  noHinting: true,
  dropTables: ['GSUB', 'GPOS', 'GDEF', 'kern', 'gasp', 'hdmx', 'LTSH', 'VDMX', 'DSIG', 'MATH'],
});
mkdirSync(target, { recursive: true });
writeFileSync(join(target, 'DejaVuSansCondensed-sheet.ttf'), subset);
copyFileSync(join(dejavu, 'LICENSE'), join(target, 'LICENSE-DejaVu.txt'));
console.log(`${target}DejaVuSansCondensed-sheet.ttf: ${subset.length} bytes`);
