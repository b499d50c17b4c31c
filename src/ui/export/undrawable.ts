// Which names the sheet would print as empty boxes on this device: a letter neither the sheet's
// font (sheetCoverage.ts) nor the device's own fonts can draw. Pure: both are passed in.
// (Kept apart from the sheet's own modules, which load with the first PDF.)
import type { HasGlyph } from './fontRuns.ts';

/** Whether the device's fonts draw one code point (deviceGlyphs.ts), not as a missing-letter box. */
export type DeviceDraws = (codePoint: string) => boolean;

/** A name the sheet cannot draw whole here, and the scripts of the letters it cannot draw. */
export interface Undrawable {
  readonly name: string;
  /** In English ('Thai', 'Ethiopic', 'Tamil' …); empty where none is known. */
  readonly scripts: readonly string[];
}

/**
 * Scripts a name may be in that a device may have no font for, by their names in Unicode, which
 * are their names in English ("Canadian_Aboriginal" but for the line).
 */
const SCRIPTS = (
  'Thai Lao Khmer Myanmar Ethiopic Tamil Telugu Kannada Malayalam Devanagari Bengali Gujarati ' +
  'Gurmukhi Oriya Sinhala Tibetan Georgian Armenian Hebrew Arabic Syriac Thaana Nko Adlam Han ' +
  'Hiragana Katakana Hangul Mongolian Cherokee Canadian_Aboriginal Tifinagh Vai'
)
  .split(' ')
  .map((name) => [name.replace('_', ' '), new RegExp(`\\p{Script=${name}}`, 'u')] as const);

/** Nothing to draw: spaces, and the unseen joiners and selectors inside an emoji or a syllable. */
const UNSEEN = /^[\s\p{Cf}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]$/u;

/**
 * The names (each once, in order) with a letter the sheet would show as an empty box: one the
 * sheet's font lacks (drawn from the device's fonts, as pdfSurface.ts does: composed, and where the
 * font has a letter's parts, drawn from those: fontRuns.ts) and the device's fonts lack too.
 */
export function undrawableNames(
  names: readonly string[],
  fontHas: HasGlyph,
  deviceDraws: DeviceDraws,
): Undrawable[] {
  const found: Undrawable[] = [];
  for (const name of new Set(names)) {
    const inFont = (text: string) => Array.from(text).every((c) => fontHas(c.codePointAt(0) ?? 0));
    const missing = Array.from(name.normalize('NFC')).filter(
      (c) => !UNSEEN.test(c) && !inFont(c) && !inFont(c.normalize('NFD')) && !deviceDraws(c),
    );
    if (missing.length === 0) continue;
    const scripts = SCRIPTS.filter(([, script]) => missing.some((c) => script.test(c))).map(
      ([script]) => script,
    );
    found.push({ name, scripts });
  }
  return found;
}
