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
const NUMBER = /\p{N}/u;
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
 * Whether a code point is written right to left: the letters of those scripts and their own
 * punctuation (Hebrew's maqaf "־" and geresh "׳"), not their digits.
 */
const direction = (codePoint: string): 'rtl' | 'other' =>
  RIGHT_TO_LEFT.test(codePoint) && !NUMBER.test(codePoint) ? 'rtl' : 'other';

/**
 * A picture's text as the PDF's readers put back in the order typed: each stretch of letters
 * written right to left (with their marks and their scripts' own punctuation) reversed, code point by code point, and followed by a
 * left-to-right mark; everything else as typed.
 *
 * Why: a PDF's readers (poppler's pdftotext, and the viewers built on it) take a line's text to
 * lie as its letters lie on the page, left to right, and put each right-to-left stretch back in
 * the order typed by reversing it, together with what follows it up to the next letter written
 * left to right or the next digit, comma or full stop. The unseen text is read so too, so each
 * right-to-left word is given reversed, to be reversed once more, and the mark after it ends its
 * stretch there: the spaces and punctuation between words stay where they were typed ("דוד
 * כהן", "דוד Cohen", "דוד כהן, محمد علي & Levi"), whatever the reader counts as a number.
 */
export function visualOrder(text: string): string {
  const points = Array.from(text);
  let out = '';
  let stretch: string[] = [];
  let inStretch = false;
  const endStretch = () => {
    if (stretch.length > 0) out += RLM + stretch.reverse().join('') + LRM;
    stretch = [];
    inStretch = false;
  };
  for (const c of points) {
    const own = direction(c);
    if (own === 'rtl' || (inStretch && MARK.test(c))) {
      stretch.push(c);
      inStretch = true;
      continue;
    }
    endStretch();
    out += c;
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
