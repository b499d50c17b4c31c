// Which parts of a name the sheet's embedded font can draw, and which the device's own fonts must:
// every name prints as typed, whatever its script. Pure: whether the font has a letter is passed in.

/**
 * A stretch of text drawn one way: `font`, as text in the sheet's embedded font; `device`, from
 * the device's own fonts, as a picture (the font has no glyph for some letter in it).
 */
export interface TextRun {
  readonly kind: 'font' | 'device';
  readonly text: string;
}

/** Whether the sheet's font has a glyph for one code point. */
export type HasGlyph = (codePoint: number) => boolean;

/**
 * What a reader sees as one letter: a letter with its marks, an emoji of several code points, a
 * Devanagari syllable. Kept whole, so that no picture holds half of one.
 */
function letters(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? [];
  return Array.from(new Intl.Segmenter().segment(text), (part) => part.segment);
}

const allIn = (text: string, has: HasGlyph) =>
  Array.from(text).every((c) => has(c.codePointAt(0) ?? 0));

/** Nothing with a direction of its own: spaces, punctuation and symbols ("李雷 & 王芳"). */
const NEUTRAL = /^[^\p{L}\p{N}]*$/u;

/**
 * The text (composed, NFC) cut into runs of each kind, in order. A letter the font lacks whole is
 * drawn in the font as its letter and marks where it has those ("ễ" as e, ̂, ̃: Vietnamese); any
 * other goes to the device. Spaces and punctuation between two device runs join them, so that a
 * name in a script written right to left keeps its words in their order ("محمد علي"), and "李雷 &
 * 王芳" is one picture.
 */
export function textRuns(text: string, has: HasGlyph): TextRun[] {
  const runs: { kind: TextRun['kind']; text: string }[] = [];
  for (const letter of letters(text)) {
    let kind: TextRun['kind'] = 'font';
    let drawn = letter;
    if (!allIn(letter, has)) {
      const parts = letter.normalize('NFD');
      if (parts !== letter && allIn(parts, has)) drawn = parts;
      else kind = 'device';
    }
    const last = runs[runs.length - 1];
    if (last?.kind === kind) last.text += drawn;
    else runs.push({ kind, text: drawn });
  }
  // A neutral font run between two device runs joins them: device, neutral, device → device.
  const joined: { kind: TextRun['kind']; text: string }[] = [];
  runs.forEach((run, i) => {
    const before = joined[joined.length - 1];
    const after = runs[i + 1];
    if (
      run.kind === 'font' &&
      before?.kind === 'device' &&
      after?.kind === 'device' &&
      NEUTRAL.test(run.text)
    ) {
      before.text += run.text;
      return;
    }
    if (run.kind === 'device' && before?.kind === 'device') before.text += run.text;
    else joined.push({ ...run });
  });
  return joined;
}
