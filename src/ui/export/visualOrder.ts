// The unseen text beside a picture of a name (pdfSurface.ts), in the order the PDF's readers put
// back in the order typed. Pure.

/**
 * The letters written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and
 * the Arabic extensions (U+0590 to U+08FF), their presentation forms, and the later scripts so
 * written (Adlam, Mende Kikakui, Hanifi Rohingya, Yezidi …; U+10800 to U+10FFF, U+1E800 to
 * U+1EFFF).
 */
const RIGHT_TO_LEFT =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;
/** LEFT-TO-RIGHT MARK: unseen, and a letter written left to right as far as order goes. */
export const LRM = '\u200E';
/**
 * RIGHT-TO-LEFT MARK: unseen, and a letter written right to left, so that a stretch reversed
 * starts with one even when its last letter has marks after it ("عَلِيّ").
 */
export const RLM = '\u200F';

/**
 * What a reader counts as part of a number, beside the digits (Unicode's separators and terminators
 * of numbers, bidirectional classes ES, ET, CS and AN: "1,5", "+3", "20%", "£5", Arabic's comma
 * "،"): it ends a stretch written right to left for poppler, however it stands.
 */
const OF_NUMBERS = /[\p{N}\p{Sc}+\-,./:#%°±\u00A0\u060C\u066A-\u066C\u2030\u2212\u2044]/u;
/**
 * What may stand between two words written right to left inside one stretch ("דוד כהן", "محمد &
 * علي"): what no reader counts as a letter or as part of a number.
 */
const BETWEEN = /[ &'"()!?_\u00B7\u2013\u2014\u2018\u2019\u201C\u201D]/u;

/**
 * Whether a code point is written right to left: the letters of those scripts and their own
 * punctuation (Hebrew's maqaf "־" and geresh "׳"), not their digits nor what is read as part of a
 * number.
 */
const direction = (codePoint: string): 'rtl' | 'other' =>
  RIGHT_TO_LEFT.test(codePoint) && !OF_NUMBERS.test(codePoint) ? 'rtl' : 'other';

/**
 * A picture's text as the PDF's readers put back in the order typed: each stretch written right
 * to left (its letters with their marks, their scripts' own punctuation, and the spaces and
 * neutral punctuation between its words) reversed, code point by code point, between a
 * right-to-left mark and a left-to-right mark; everything else as typed.
 *
 * Why: a PDF's readers (poppler's pdftotext, and the viewers built on it) take a line's text to
 * lie as its letters lie on the page, left to right, and put each right-to-left stretch back in
 * the order typed by reversing it, together with what follows it up to the next letter written
 * left to right or the next digit, comma, full stop or hyphen. The unseen text is read so too, so
 * each stretch is given reversed, to be reversed once more; the mark before it starts the
 * stretch there even when its last letter has marks ("عَلِيّ"), and the mark after it ends it, so
 * what follows stays where it was typed ("דוד Cohen", "דוד כהן, محمد علي & Levi"). A name
 * written right to left is one stretch, so that its words are read together, with nothing between
 * them, and a search for the whole name finds it ("דוד כהן"); whatever a reader counts as part of
 * a number ends a stretch ("לוי-רוזנברג" is two).
 */
export function visualOrder(text: string): string {
  let out = '';
  /** The stretch so far, ending with a letter written right to left or its marks. */
  let stretch: string[] = [];
  /** What came after the stretch that may yet be inside it, should another such letter follow. */
  let after = '';
  const endStretch = () => {
    if (stretch.length > 0) out += RLM + stretch.reverse().join('') + LRM;
    out += after;
    stretch = [];
    after = '';
  };
  for (const c of text) {
    if (direction(c) === 'rtl') {
      stretch.push(...after, c);
      after = '';
    } else if (stretch.length > 0 && after === '' && MARK.test(c)) stretch.push(c);
    else if (stretch.length > 0 && BETWEEN.test(c)) after += c;
    else {
      endStretch();
      out += c;
    }
  }
  endStretch();
  return out;
}

/** How many letters of a text are written left to right, and how many right to left. */
export function letterDirections(text: string): { ltr: number; rtl: number } {
  let ltr = 0;
  let rtl = 0;
  for (const c of text) {
    if (direction(c) === 'rtl') rtl += 1;
    else if (LETTER.test(c)) ltr += 1;
  }
  return { ltr, rtl };
}

/**
 * What a page written left to right needs in its unseen text so that readers take it so: a PDF's
 * readers guess a page's direction from its letters (poppler's pdftotext counts those written
 * each way), and a rubber's page of four names in Hebrew or Arabic, with few words of its own,
 * would be read right to left, its lines backwards. As many left-to-right marks as tip the count;
 * nothing where the page's own letters do.
 */
export function leftToRightWeight({ ltr, rtl }: { ltr: number; rtl: number }): string {
  return rtl < ltr ? '' : LRM.repeat(rtl - ltr + 1);
}
