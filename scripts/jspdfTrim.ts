import type { Plugin } from 'vite';

/**
 * jsPDF's ES build is one file that adds every plugin to jsPDF.API when it loads, so a bundler
 * cannot leave out the ones bridgepad never calls. The score sheets draw text in an embedded
 * TrueType font, lines and shaded boxes, and nothing else: no image files, forms, HTML, SVG,
 * canvas, tables, outlines, links, Arabic shaping, viewer settings or XMP metadata, and never
 * sets text in jsPDF's standard fonts (Helvetica and the like) or names a colour in words. (A name
 * in a script the font lacks is a canvas's pixels, which src/ui/export/pdfPictures.ts writes
 * without these plugins.) This plugin cuts those plugins and parts from the file as it is bundled,
 * more than half of jsPDF's weight in the offline copy.
 *
 * Each cut is named by the API it adds, and the build fails if any is not found exactly once,
 * so a new jsPDF release cannot slip through half cut: read its plugins again and update DROP.
 * The PDF tests (tests/ui/exports.test.tsx, tests/e2e/) read every exported sheet back.
 */

/**
 * Each dropped plugin, by the first API it adds (`jsPDFAPI.<name> =`) or, where it adds none by
 * name, by the `@name` of the comment before it, as jsPDF 4.2 reads.
 */
export const DROP: readonly string[] = [
  '__addimage__', // pictures (and PNG, JPEG, GIF, BMP, WebP, RGBA decoding, below)
  '__arabicParser__', // Arabic letter shaping
  'autoPrint',
  'canvas', // a canvas-like object over the PDF
  'setHeaderFunction', // cells and tables
  'context2d', // the 2D canvas API drawn into a PDF
  'loadFile',
  'html', // HTML rendering through html2canvas
  'addJS',
  'outline',
  'processJPEG',
  'processGIF89A',
  'processBMP',
  'processWEBP',
  'processRGBA',
  'setLanguage',
  'addSvgAsImage',
  'putTotalPages',
  'viewerPreferences',
  // The widths of the 14 standard fonts: the sheets measure and set text in their own font only,
  // whose widths jsPDF reads from the font file (ttfsupport, kept).
  '__fontmetrics__',
  'createAnnotation', // links and notes on a page
];

/**
 * Parts of jsPDF's file outside its plugin blocks, each a top-level statement from the line it
 * starts with to the line that closes it, cut or put in a smaller form. Found exactly once, or the
 * build fails, as for DROP.
 */
export const PARTS: readonly {
  readonly starts: string;
  readonly ends: string;
  readonly as: string;
}[] = [
  // The PNG reader's entry and its filters: only addImage (cut above) calls it.
  { starts: 'jsPDF.API.processPNG = function (', ends: '};', as: '' },
  // XMP metadata, written only when addMetadata is called: the sheets set the document's
  // properties (title, author, creator) in its info dictionary instead.
  { starts: 'jsPDF.API.addMetadata = function (', ends: '};', as: '' },
  // The parser of colours named in words ("aliceblue") and its table of 147 names: the sheets
  // give every colour as numbers. A colour in words is refused as jsPDF refuses an unknown one.
  {
    starts: 'function RGBColor(color_string) {',
    ends: '}',
    as: 'function RGBColor() { this.ok = false; }',
  },
];

const START = /^\(function \((jsPDFAPI|API|jsPDF)\) \{$/;
const END = /^\}\)\(jsPDF(\.API)?\);$/;
/** The form fields (AcroForm): top-level code from their API object to the name exported. */
const FORMS_START = 'jsPDFAPI.__acroform__ = {};';
const FORMS_END = 'var AcroForm = jsPDF.AcroForm;';
const EXPORTS = /^export \{ AcroForm, .*jsPDF as default, jsPDF \};$/;

/** The plugin block's first API, where it adds one as `jsPDFAPI.name =` or `API.name =`. */
function firstApi(block: readonly string[]): string | undefined {
  for (const line of block) {
    const found = /^\s*(?:jsPDFAPI|API)\.(\w+) =/.exec(line);
    if (found) return found[1];
  }
  return undefined;
}

export function trimJspdf(source: string): string {
  const lines = source.split('\n');
  const kept: string[] = [];
  const cut = new Map<string, number>(DROP.map((name) => [name, 0]));
  let named = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    named = /@name (\w+)/.exec(line)?.[1] ?? named;
    if (START.test(line)) {
      let end = i;
      while (end < lines.length && !END.test(lines[end] ?? '')) end++;
      const block = lines.slice(i, end + 1);
      const api = firstApi(block) ?? named;
      if (cut.has(api)) {
        cut.set(api, (cut.get(api) ?? 0) + 1);
        i = end;
        continue;
      }
      kept.push(...block);
      i = end;
      continue;
    }
    if (line === FORMS_START) {
      const end = lines.indexOf(FORMS_END, i);
      if (end < 0) throw new Error('jsPDF trim: the form fields do not end where expected');
      cut.set('AcroForm', 1);
      i = end;
      continue;
    }
    if (EXPORTS.test(line)) {
      kept.push('export { jsPDF as default, jsPDF };');
      cut.set('exports', 1);
      continue;
    }
    kept.push(line);
  }
  for (const part of PARTS) {
    const at = kept.findIndex((line) => line.startsWith(part.starts));
    const end = kept.indexOf(part.ends, at);
    const again = kept.findIndex((line, i) => i > at && line.startsWith(part.starts));
    cut.set(part.starts, at < 0 || end < 0 || again >= 0 ? 0 : 1);
    if (at >= 0 && end >= 0) kept.splice(at, end - at + 1, ...(part.as === '' ? [] : [part.as]));
  }
  const missing = [...cut].filter(([, count]) => count !== 1).map(([name]) => name);
  if (!cut.has('AcroForm')) missing.push('AcroForm');
  if (!cut.has('exports')) missing.push('exports');
  if (missing.length > 0) {
    throw new Error(`jsPDF trim: not found exactly once: ${missing.join(', ')}`);
  }
  return kept.join('\n');
}

/** Bundles jsPDF's unminified ES build with the plugins above cut out. */
export function jspdfTrim(): Plugin {
  return {
    name: 'bridgepad-jspdf-trim',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/node_modules\/jspdf\/dist\/jspdf\.es\.js$/.test(id)) return null;
      return { code: trimJspdf(code), map: null };
    },
  };
}
