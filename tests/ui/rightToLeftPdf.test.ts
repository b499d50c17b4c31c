import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { jsPDF } from 'jspdf';
import { afterAll, describe, expect, it } from 'vitest';
import { kapitiSummary } from '../../src/engine/kapitiSummary.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { FourPlayerMatch } from '../../src/engine/types.ts';
import { scoreKapiti } from '../../src/engine/kapiti.ts';
import { drawRubberPage } from '../../src/ui/export/rubberPage.ts';
import { drawEveningPage } from '../../src/ui/export/eveningDrawing.ts';
import { eveningSheet } from '../../src/ui/export/eveningSheet.ts';
import { bytesAsString, pdfPictures } from '../../src/ui/export/pdfPictures.ts';
import { SHEET_FONT } from '../../src/ui/export/sheetFont.ts';
import { pdfSurface } from '../../src/ui/export/pdfSurface.ts';
import { drawSummaryPage } from '../../src/ui/export/summaryDrawing.ts';
import type { Surface } from '../../src/ui/export/surface.ts';
import {
  LRM,
  RLM,
  leftToRightWeight,
  letterDirections,
  visualOrder,
} from '../../src/ui/export/visualOrder.ts';
import { wordsOfPages } from '../e2e/pdfWords.ts';
import { blockDeviceFonts, sheetFontBytes } from './deviceFonts.ts';

/**
 * Names written right to left are in the PDF's text as typed: pdftotext (Debian's poppler-utils)
 * finds "דוד כהן", "محمد الأحمد" and the mixed "דוד Cohen" on the official sheet and on the
 * evening's back score, whose pictures the device draws (in Node, blocks: blockDeviceFonts; in
 * Chromium, the letters: tests/e2e/sheetScripts.e2e.test.ts). Its words with their boxes, which
 * poppler gives as they lie on the page, read as typed once each line is put back in order as the
 * browser tests put it back (tests/e2e/pdfWords.ts), for the sheet as for any PDF so written.
 */

const root = join(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'bridgepad-rtl-pdf-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Players = Record<'N' | 'E' | 'S' | 'W', string>;
const PLAYERS = { N: 'דוד כהן', S: 'محمد الأحمد', E: 'דוד Cohen', W: 'Sarah Levi' } as const;

function kapiti(players: Players): FourPlayerMatch {
  const golden = JSON.parse(
    readFileSync(join(root, 'tests/golden/kapiti-30-deals-tie.json'), 'utf8'),
  ) as Record<string, unknown>;
  const read = validateMatch({ ...golden, players });
  if (!read.ok || read.value.game !== 'kapiti') throw new Error('the Kapiti match does not read');
  return read.value as FourPlayerMatch;
}

/** The official sheet's PDF: the summary, then each rubber's WE/THEY sheet. */
function officialSheet(players: Players): string {
  const match = kapiti(players);
  return sheetFile((s) => {
    drawSummaryPage(s, match, kapitiSummary(match), '2026-11-29');
    scoreKapiti(match).rubbers.forEach((_, index) => {
      s.newPage();
      drawRubberPage(s, match, scoreKapiti(match), index);
    });
  });
}

/** The unseen marks of direction (U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069). */
const MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A PDF drawn by `draw` on the sheet's surface, written to a file of its own. */
function sheetFile(draw: (surface: Surface) => void): string {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', putOnlyUsedFonts: true });
  const surface = pdfSurface(doc, sheetFontBytes(), blockDeviceFonts());
  draw(surface);
  surface.finish();
  const path = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, new Uint8Array(doc.output('arraybuffer')));
  return path;
}

/**
 * A PDF's text as pdftotext reads it in each of its orders, without the unseen marks of direction
 * it puts round a right-to-left stretch, which neither show nor count when the text is searched;
 * and its words with their boxes (-bbox-layout), each line's put in the order typed
 * (tests/e2e/pdfWords.ts), a page's words joined by spaces.
 */
function pdfTexts(path: string): Record<(typeof MODES)[number], string> {
  const read = (mode: string[]) =>
    execFileSync('pdftotext', [...mode, path, '-'], { encoding: 'utf8' }).replace(MARKS, '');
  const boxes = wordsOfPages(
    execFileSync('pdftotext', ['-bbox-layout', path, '-'], { encoding: 'utf8' }),
  );
  return {
    plain: read([]),
    layout: read(['-layout']),
    raw: read(['-raw']),
    'word boxes': boxes.map((words) => words.map((word) => word.text).join(' ')).join('\f'),
  };
}

const MODES = ['plain', 'layout', 'raw', 'word boxes'] as const;
/** Every name written right to left, long, with the marks of its vowels. */
const ALL_RIGHT_TO_LEFT: Players = {
  N: 'מֹשֶׁה אַבְרָהָם בֶּן־דָּוִד',
  S: 'مُحَمَّد عَلِيّ الأَحْمَد',
  E: 'שרה לוי-רוזנברג',
  W: 'فاطمة الزهراء بن عبد الله',
};

describe('names written right to left, in the PDF text', () => {
  it.each(
    MODES.flatMap((mode) => [PLAYERS, ALL_RIGHT_TO_LEFT].map((players) => ({ mode, players }))),
  )(
    'read as typed on every page of the official sheet: pdftotext $mode, $players.N',
    ({ mode, players }) => {
      const text = pdfTexts(officialSheet(players))[mode];
      const pages = text.split('\f').filter((page) => page.trim() !== '');
      expect(pages).toHaveLength(3);
      const names = Object.values(players);
      // Laid out, a long name wrapped in its cell shares its lines with the next column's: each
      // of its words is read as typed.
      const words = names.flatMap((name) => name.split(' '));
      for (const page of pages) {
        if (mode === 'layout') {
          for (const word of words) expect(page).toContain(word);
          continue;
        }
        // Else a name wrapped in its cell is read on as many lines.
        const read = page.replace(/\s+/g, ' ');
        expect(read).toContain(`${players.N} & ${players.S}`);
        expect(read).toContain(`${players.E} & ${players.W}`);
      }
      const summary = (pages[0] ?? '').replace(/\s+/g, ' ');
      if (mode !== 'layout') expect(summary).toContain(`N/S (${players.N} & ${players.S}) won`);
      // The dealer column: each seat with its player, on one line where the name fits.
      if (players === PLAYERS)
        for (const seat of ['N', 'E', 'S', 'W'] as const)
          expect(pages[0]).toMatch(new RegExp(`(^|\\s)${seat} ${players[seat]}\\s`));
      expect(text).not.toContain('ןהכ');
      expect(text).not.toContain('\uFFFD');
    },
  );

  it('read as typed, whatever stands between its words: pdftotext and its word boxes', () => {
    const names = [
      'דוד כהן, محمد علي & Levi',
      'שרה לוי-רוזנברג',
      'محمد، علي',
      'דוד 12 כהן',
      'علي ٣',
      '(דוד) כהן',
      'דוד "כהן"',
      'מֹשֶׁה בֶּן־דָּוִד',
      'عَلِيّ الأَحْمَد',
      'Levi דוד כהן Cohen',
    ];
    const path = sheetFile((s) => {
      names.forEach((name, i) => s.text(20, 20 + i * 10, `Player ${i + 1}: ${name}`));
    });
    const texts = pdfTexts(path);
    const boxes = texts['word boxes'];
    for (const [i, name] of names.entries()) {
      expect(texts.plain).toContain(`Player ${i + 1}: ${name}\n`);
      expect(texts.raw).toContain(`Player ${i + 1}: ${name}\n`);
      expect(boxes.replace(/\s/g, '')).toContain(`Player${i + 1}:${name}`.replace(/\s/g, ''));
    }
  });

  it('read as typed, any name of Hebrew, Arabic, Latin, digits and what stands between words', () => {
    const word = fc.oneof(
      fc.constantFrom('דוד', 'כהן', 'שָׁלוֹם', 'לוי', 'محمد', 'الأحمد', 'عَلِيّ'),
      fc.constantFrom('Levi', 'Cohen', 'Ana', '12', '3', '٣'),
    );
    const between = fc.constantFrom(' ', ' & ', ', ', '-', ' (', ') ', '، ');
    const name = fc
      .tuple(word, fc.array(fc.tuple(between, word), { maxLength: 4 }))
      .map(([first, rest]) => first + rest.map(([gap, next]) => gap + next).join(''));
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 20 }), (names) => {
        const path = sheetFile((s) => {
          names.forEach((typed, i) => s.text(20, 12 + i * 13, `Player ${i + 1}: ${typed}`));
        });
        const texts = pdfTexts(path);
        for (const [i, typed] of names.entries()) {
          expect(texts.raw).toContain(`Player ${i + 1}: ${typed}\n`);
          expect(texts['word boxes'].replace(/\s/g, '')).toContain(
            `Player${i + 1}:${typed}`.replace(/\s/g, ''),
          );
        }
      }),
      { numRuns: 8 },
    );
  });

  it('with nothing between the letters and words of a name written right to left', () => {
    // As pdftotext gives it, marks and all: "‫דוד כהן‏‬‎", which a search for 'דוד כהן' finds; a
    // stretch in another direction ("דוד Cohen") stands between the marks pdftotext puts round it.
    const text = execFileSync('pdftotext', [officialSheet(PLAYERS), '-'], { encoding: 'utf8' });
    for (const name of ['דוד כהן', 'محمد الأحمد', 'דוד כהן & محمد الأحمد']) {
      expect(text).toContain(name);
    }
    expect(text).toMatch(
      /(^|\s)E [\u200E\u200F\u202A-\u202E]*דוד[\u200E\u200F\u202A-\u202E]* Cohen\s/m,
    );
  });

  it.each(MODES)('read as typed on the back score (pdftotext %s)', (mode) => {
    const players = Object.values(PLAYERS);
    const sheet = eveningSheet(
      {
        players,
        rubbers: [
          {
            rubber: 0,
            scores: { [PLAYERS.N]: 9, [PLAYERS.S]: 9, [PLAYERS.E]: -9, [PLAYERS.W]: -9 },
            stake: undefined,
            unit: 'Rubber',
          },
        ],
        begun: 1,
        totals: { [PLAYERS.N]: 9, [PLAYERS.S]: 9, [PLAYERS.E]: -9, [PLAYERS.W]: -9 },
        stake: { kind: 'none' },
        unit: 'Rubber',
      },
      'Rubber bridge evening, 4 players',
      '2026-11-29',
    );
    const text = pdfTexts(sheetFile((s) => drawEveningPage(s, sheet)))[mode];
    expect(text).toContain('דוד כהן, محمد الأحمد, דוד Cohen, Sarah Levi');
    for (const name of players) expect(text).toMatch(new RegExp(`${name}\\s+[+-]9\\s`));
    expect(text).not.toContain('ןהכ');
  });
});

describe('the words of a PDF written as its letters lie, read with their boxes', () => {
  /**
   * A PDF whose lines hold their letters as they lie on the page, left to right, one glyph each,
   * as a word processor writes them: each letter an unseen glyph read as that letter, a space a
   * gap. Under them a line of Latin, so that the page is read left to right.
   */
  function lyingFile(lines: readonly string[]): string {
    const doc = new jsPDF({ unit: 'mm', format: 'a4', putOnlyUsedFonts: true });
    doc.addFileToVFS(SHEET_FONT.fileName, bytesAsString(new Uint8Array(sheetFontBytes())));
    doc.addFont(SHEET_FONT.fileName, SHEET_FONT.pdfName, 'normal');
    doc.setFont(SHEET_FONT.pdfName, 'normal');
    const pictures = pdfPictures(doc);
    doc.setFontSize(12);
    // First, so that the text state round each unseen glyph has the font and its size.
    doc.text('The page is written left to right, as the sheet is, whatever its names.', 20, 200);
    const advance = 3;
    lines.forEach((line, row) => {
      Array.from(line).forEach((letter, i) => {
        if (letter === ' ') return;
        pictures.readAs(letter, () =>
          doc.text(' ', 20 + i * advance, 20 + row * 10, {
            renderingMode: 'invisible',
            horizontalScale:
              advance /
              ((doc.getStringUnitWidth(' ') * doc.getFontSize()) / doc.internal.scaleFactor),
          }),
        );
      });
    });
    const path = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(path, new Uint8Array(doc.output('arraybuffer')));
    return path;
  }

  it('as typed, each name written right to left as pdftotext reads it in its plain text', () => {
    // Typed "דוד כהן & Levi", "محمد الأحمد", "כהן Cohen 12", "שרה לוי 9", as they lie.
    const typed = ['E דוד כהן & Levi', 'محمد الأحمد', 'כהן Cohen 12', 'שרה לוי 9'];
    const lying = ['E ןהכ דוד & Levi', 'دمحألا دمحم', 'ןהכ Cohen 12', 'יול הרש 9'];
    const path = lyingFile(lying);
    const xml = execFileSync('pdftotext', ['-bbox-layout', path, '-'], { encoding: 'utf8' });
    // As poppler gives them, the words hold their letters as they lie.
    expect(xml).toContain('>ןהכ</word>');
    const lines = (wordsOfPages(xml)[0] ?? []).reduce<string[]>((read, word, i, words) => {
      const before = words[i - 1];
      if (before !== undefined && Math.abs(before.yMin - word.yMin) < 1) {
        read[read.length - 1] += ` ${word.text}`;
      } else read.push(word.text);
      return read;
    }, []);
    expect(lines.slice(0, 4)).toEqual(typed);
    // pdftotext's plain text reads the same names, but moves what has no direction after a
    // stretch (a space, "&") to its start: "E  & דוד כהןLevi".
    const plain = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(MARKS, '');
    for (const name of ['דוד כהן', 'محمد الأحمد', 'כהן', 'שרה לוי']) expect(plain).toContain(name);
  });
});

describe('visualOrder', () => {
  /** A stretch written right to left, as the unseen text gives it: reversed, between marks. */
  const r = (stretch: string) => `${RLM}${Array.from(stretch).reverse().join('')}${LRM}`;
  it.each<[string, string]>([
    ['Sarah Levi', 'Sarah Levi'],
    ['李雷 & 王芳', '李雷 & 王芳'],
    ['דוד', r('דוד')],
    // A name's words are one stretch, the space between them in it.
    ['דוד כהן', r('דוד כהן')],
    ['محمد علي', r('محمد علي')],
    ['דוד כהן & محمد الأحمد', r('דוד כהן & محمد الأحمد')],
    ['דוד Cohen', `${r('דוד')} Cohen`],
    ['李 דוד', `李 ${r('דוד')}`],
    // What follows the last letter stays outside, where it was typed.
    ['דוד כהן & Levi', `${r('דוד כהן')} & Levi`],
    ['(דוד)', `(${r('דוד')})`],
    // What a reader counts as part of a number ends a stretch: a comma, a hyphen, Arabic's comma,
    // a digit.
    ['דוד כהן, محمد & Levi', `${r('דוד כהן')}, ${r('محمد')} & Levi`],
    ['שרה לוי-רוזנברג', `${r('שרה לוי')}-${r('רוזנברג')}`],
    ['محمد، علي', `${r('محمد')}، ${r('علي')}`],
    ['דוד 12 כהן', `${r('דוד')} 12 ${r('כהן')}`],
    ['علي ٣', `${r('علي')} ٣`],
    // A mark stays with its letter, reversed with it: שָׁלוֹם, عَلِيّ
    ['שָׁלוֹם', r('שָׁלוֹם')],
    ['عَلِيّ', r('عَلِيّ')],
    ['מֹשֶׁה בֶּן־דָּוִד', r('מֹשֶׁה בֶּן־דָּוִד')],
  ])('%s lies on the page as %s', (typed, lying) => {
    expect(visualOrder(typed)).toBe(lying);
  });
});

describe('leftToRightWeight', () => {
  it('weighs a page whose letters are mostly written right to left, and no other', () => {
    expect(leftToRightWeight({ ltr: 5, rtl: 4 })).toBe('');
    expect(leftToRightWeight({ ltr: 3, rtl: 5 })).toBe(LRM.repeat(3));
    expect(leftToRightWeight(letterDirections('Rubber 1: דוד כהן'))).toBe(LRM);
  });
});
