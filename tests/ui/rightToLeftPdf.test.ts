import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import { afterAll, describe, expect, it } from 'vitest';
import { kapitiSummary } from '../../src/engine/kapitiSummary.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { FourPlayerMatch } from '../../src/engine/types.ts';
import { scoreKapiti } from '../../src/engine/kapiti.ts';
import { drawRubberPage } from '../../src/ui/export/rubberPage.ts';
import { drawEveningPage } from '../../src/ui/export/eveningDrawing.ts';
import { eveningSheet } from '../../src/ui/export/eveningSheet.ts';
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
import { blockDeviceFonts, sheetFontBytes } from './deviceFonts.ts';

/**
 * Names written right to left are in the PDF's text as typed: pdftotext (Debian's poppler-utils)
 * finds "דוד כהן", "محمد الأحمد" and the mixed "דוד Cohen" on the official sheet and on the
 * evening's back score, whose pictures the device draws (in Node, blocks: blockDeviceFonts; in
 * Chromium, the letters: tests/e2e/sheetScripts.e2e.test.ts).
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

/**
 * The page's text as pdftotext reads it in each of its orders, without the unseen marks of
 * direction it puts round a right-to-left stretch (U+202A to U+202E, U+200E, U+200F, U+2066 to
 * U+2069), which neither show nor count when the text is searched.
 */
function pdfTexts(draw: (surface: Surface) => void): Record<string, string> {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', putOnlyUsedFonts: true });
  const surface = pdfSurface(doc, sheetFontBytes(), blockDeviceFonts());
  draw(surface);
  surface.finish();
  const path = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, new Uint8Array(doc.output('arraybuffer')));
  const read = (mode: string[]) =>
    execFileSync('pdftotext', [...mode, path, '-'], { encoding: 'utf8' }).replace(
      /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g,
      '',
    );
  return { plain: read([]), layout: read(['-layout']), raw: read(['-raw']) };
}

const MODES = ['plain', 'layout', 'raw'] as const;
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
      const match = kapiti(players);
      // The official sheet: the summary, then each rubber's WE/THEY sheet.
      const text =
        pdfTexts((s) => {
          drawSummaryPage(s, match, kapitiSummary(match), '2026-11-29');
          scoreKapiti(match).rubbers.forEach((_, index) => {
            s.newPage();
            drawRubberPage(s, match, scoreKapiti(match), index);
          });
        })[mode] ?? '';
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

  it.each(['plain', 'layout', 'raw'])('read as typed on the back score (pdftotext %s)', (mode) => {
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
    const text = pdfTexts((s) => drawEveningPage(s, sheet))[mode] ?? '';
    expect(text).toContain('דוד כהן, محمد الأحمد, דוד Cohen, Sarah Levi');
    for (const name of players) expect(text).toMatch(new RegExp(`${name}\\s+[+-]9\\s`));
    expect(text).not.toContain('ןהכ');
  });
});

describe('visualOrder', () => {
  /** A word written right to left, as the unseen text gives it: reversed, between marks. */
  const r = (word: string) => `${RLM}${Array.from(word).reverse().join('')}${LRM}`;
  it.each<[string, string]>([
    ['Sarah Levi', 'Sarah Levi'],
    ['李雷 & 王芳', '李雷 & 王芳'],
    ['דוד', r('דוד')],
    ['דוד כהן', `${r('דוד')} ${r('כהן')}`],
    ['محمد علي', `${r('محمد')} ${r('علي')}`],
    ['דוד Cohen', `${r('דוד')} Cohen`],
    ['李 דוד', `李 ${r('דוד')}`],
    ['דוד כהן, محمد & Levi', `${r('דוד')} ${r('כהן')}, ${r('محمد')} & Levi`],
    // A mark stays with its letter, reversed with it: שָׁלוֹם, عَلِيّ
    ['שָׁלוֹם', r('שָׁלוֹם')],
    ['عَلِيّ', r('عَلِيّ')],
    ['(דוד)', `(${r('דוד')})`],
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
