// The words of a PDF's pages with their boxes, from poppler's `pdftotext -bbox-layout`, each line
// put in the order its words were typed. Pure: the tests run pdftotext (harness.ts, wordsByPage).
//
// Why the order is put back here: a PDF holds a line's letters as they lie on the page, left to
// right, whatever their script (as LibreOffice, a word processor and the sheet all write them:
// src/ui/export/visualOrder.ts), so a reader of its text must put each stretch written right to
// left back in the order typed. pdftotext's plain text (and -layout, -raw) does; its -bbox-layout
// gives each word's letters as they lie, so read as given a word box holds 'ןהכ' for 'כהן', in the
// sheet's PDF as in any other. Each line is put back here as poppler puts back its plain text,
// but for what has no direction of its own after a stretch (a space, "&"), which poppler moves to
// the stretch's start, and which stays here where it lies.

/** A word of a PDF's text, with its box in points from the page's top left. */
export interface Word {
  readonly text: string;
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
}

/**
 * Letters written right to left (Unicode's bidirectional classes R and AL, as poppler's
 * unicodeTypeR takes them): Hebrew, Arabic and the other scripts so written, and the
 * RIGHT-TO-LEFT MARK.
 */
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\u200F]/u;
/**
 * What poppler reads as part of a number: digits, and their signs, separators and terminators
 * (bidirectional classes EN, ES, ET, CS and AN: "+", "-", ",", ".", "/", ":", "%", "£", a no-break
 * space, Arabic's comma "،").
 */
const OF_NUMBERS = /[\p{N}\p{Sc}+\-,./:#%°±\u00A0\u060C\u066A-\u066C\u2030\u2212\u2044]/u;
/** The unseen marks of direction, which neither show nor are typed. */
const DIRECTION_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

const rightToLeft = (c: string) => RIGHT_TO_LEFT.test(c) && !OF_NUMBERS.test(c);
/**
 * What ends a stretch written right to left: a letter written left to right, the LEFT-TO-RIGHT
 * MARK, or a part of a number.
 */
const endsStretch = (c: string) =>
  OF_NUMBERS.test(c) || c === '\u200E' || (/\p{L}/u.test(c) && !rightToLeft(c));

/**
 * A word's letters in the order typed: each stretch from a letter written right to left to the
 * last such letter before one written left to right or a number reversed, code point by code
 * point, as poppler's plain text reverses it (what follows the stretch, a ")" or a mark of
 * direction, stays where it lies); the marks of direction left out.
 */
export function typedText(lying: string): string {
  const points = Array.from(lying);
  let typed = '';
  let i = 0;
  while (i < points.length) {
    if (!rightToLeft(points[i] ?? '')) {
      typed += points[i] ?? '';
      i += 1;
      continue;
    }
    let last = i;
    for (let j = i + 1; j < points.length && !endsStretch(points[j] ?? ''); j++) {
      if (rightToLeft(points[j] ?? '')) last = j;
    }
    typed += points
      .slice(i, last + 1)
      .reverse()
      .join('');
    i = last + 1;
  }
  return typed.replace(DIRECTION_MARKS, '');
}

/** Whether a word is written right to left through (a letter so written, none the other way). */
const wordRightToLeft = (text: string) =>
  Array.from(text).some(rightToLeft) && !Array.from(text).some(endsStretch);
/** Whether a word has no direction of its own ("&", "-"). */
const neutral = (text: string) => !Array.from(text).some((c) => rightToLeft(c) || endsStretch(c));

/**
 * One line's words, given left to right as they lie, in the order typed: each word's letters put
 * back (typedText), and each stretch of words written right to left through (with what has no
 * direction between them, "ןהכ & דוד") in the reverse order of their boxes.
 */
export function inTypedOrder(line: readonly Word[]): Word[] {
  const typed: Word[] = [];
  let i = 0;
  while (i < line.length) {
    let end = i;
    if (wordRightToLeft(line[i]?.text ?? '')) {
      // The stretch runs on over neutral words only as far as its last word written right to left.
      for (let j = i + 1; j < line.length; j++) {
        const text = line[j]?.text ?? '';
        if (wordRightToLeft(text)) end = j;
        else if (!neutral(text)) break;
      }
    }
    const stretch = line.slice(i, end + 1);
    if (end > i) stretch.reverse();
    for (const word of stretch) typed.push({ ...word, text: typedText(word.text) });
    i = end + 1;
  }
  return typed;
}

const unescape = (text: string) =>
  text
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The words of each page of `pdftotext -bbox-layout`'s XML, each line's in the order typed. A word
 * of marks of direction alone is none (the unseen weight that keeps a page of names written right
 * to left read left to right: src/ui/export/visualOrder.ts, leftToRightWeight).
 */
export function wordsOfPages(xml: string): Word[][] {
  return xml
    .split('<page ')
    .slice(1)
    .map((page) =>
      page
        .split('<line ')
        .slice(1)
        .flatMap((line) =>
          inTypedOrder(
            [
              ...line.matchAll(
                /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
              ),
            ].map(([, xMin, yMin, xMax, yMax, text]) => ({
              text: unescape(text ?? ''),
              xMin: Number(xMin),
              yMin: Number(yMin),
              xMax: Number(xMax),
              yMax: Number(yMax),
            })),
          ).filter((word) => word.text !== ''),
        ),
    );
}
