import { jsPDF } from 'jspdf';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kapitiSummary } from '../../src/engine/kapitiSummary.ts';
import { scoreKapiti } from '../../src/engine/kapiti.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { FourPlayerMatch } from '../../src/engine/types.ts';
import { pdfSurface } from '../../src/ui/export/pdfSurface.ts';
import { drawRubberPage } from '../../src/ui/export/rubberPage.ts';
import { drawSummaryPage } from '../../src/ui/export/summaryDrawing.ts';
import type { Surface, TextOptions } from '../../src/ui/export/surface.ts';
import { A4, MM_PER_POINT } from '../../src/ui/export/surface.ts';
import { blockDeviceFonts, sheetFontBytes } from './deviceFonts.ts';

/**
 * The exported sheets' layout with long names: every piece of text is measured in the sheet's
 * real font (through the PDF surface, in jsPDF), and none may overlap another or cross a ruled
 * line, so no name runs over the next cell. The e2e test (kapitiNames.e2e.test.ts) checks the
 * same in the PDF and PNG the app makes.
 */

interface Box {
  readonly text: string;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}
interface Rule {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}
interface Page {
  readonly boxes: Box[];
  readonly rules: Rule[];
}

/** Records what is drawn, page by page, measuring with the real font. */
function recorder(): { surface: Surface; pages: Page[] } {
  const measuring = pdfSurface(
    new jsPDF({ unit: 'mm', format: 'a4' }),
    sheetFontBytes(),
    blockDeviceFonts(),
  );
  const pages: Page[] = [{ boxes: [], rules: [] }];
  const page = () => pages[pages.length - 1] ?? { boxes: [], rules: [] };
  const surface: Surface = {
    text(x: number, y: number, text: string, options: TextOptions = {}) {
      const width = measuring.measure(text, options);
      const size = (options.size ?? 10) * MM_PER_POINT;
      const left =
        options.align === 'right' ? x - width : options.align === 'center' ? x - width / 2 : x;
      // Capitals above the baseline, descenders below (DejaVu's 0.73 and 0.24 of the size).
      page().boxes.push({
        text,
        left,
        right: left + width,
        top: y - 0.73 * size,
        bottom: y + 0.24 * size,
      });
    },
    measure: (text, options) => measuring.measure(text, options),
    line(x1, y1, x2, y2) {
      page().rules.push({ x1, y1, x2, y2 });
    },
    shade() {},
    newPage() {
      pages.push({ boxes: [], rules: [] });
    },
  };
  return { surface, pages };
}

const EPSILON = 0.05;
const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.min(a1, b1) - Math.max(a0, b0) > EPSILON;

function problems(page: Page): string[] {
  const found: string[] = [];
  page.boxes.forEach((box, i) => {
    if (box.left < 10 || box.right > A4.width - 10 || box.top < 0 || box.bottom > A4.height - 10)
      found.push(`"${box.text}" runs off the page`);
    page.boxes.slice(i + 1).forEach((other) => {
      if (
        overlap(box.left, box.right, other.left, other.right) &&
        overlap(box.top, box.bottom, other.top, other.bottom)
      )
        found.push(`"${box.text}" overlaps "${other.text}"`);
    });
    for (const rule of page.rules) {
      const crossesAcross =
        rule.x1 === rule.x2 &&
        overlap(box.left, box.right, rule.x1, rule.x1 + EPSILON * 2) &&
        box.left + EPSILON < rule.x1 &&
        rule.x1 < box.right - EPSILON &&
        overlap(box.top, box.bottom, Math.min(rule.y1, rule.y2), Math.max(rule.y1, rule.y2));
      const crossesDown =
        rule.y1 === rule.y2 &&
        box.top + EPSILON < rule.y1 &&
        rule.y1 < box.bottom - EPSILON &&
        overlap(box.left, box.right, Math.min(rule.x1, rule.x2), Math.max(rule.x1, rule.x2));
      if (crossesAcross || crossesDown) found.push(`"${box.text}" crosses a ruled line`);
    }
  });
  return found;
}

const golden = () =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../golden/kapiti-30-deals-tie.json'), 'utf8'),
  ) as Record<string, unknown>;

function matchWith(
  players: Record<'N' | 'E' | 'S' | 'W', string>,
  more: Record<string, unknown> = {},
): FourPlayerMatch {
  const read = validateMatch({ ...golden(), players, createdAt: '2026-11-22T19:30:00Z', ...more });
  if (!read.ok || read.value.game !== 'kapiti') throw new Error('fixture invalid');
  return read.value;
}

function draw(match: FourPlayerMatch): Page[] {
  const { surface, pages } = recorder();
  drawSummaryPage(surface, match, kapitiSummary(match), '2026-11-22');
  const sheet = scoreKapiti(match);
  sheet.rubbers.forEach((_, i) => {
    surface.newPage();
    drawRubberPage(surface, match, sheet, i);
  });
  return pages;
}

/** The page's text run together without spaces, so a name wrapped onto two lines reads whole. */
const joined = (page: Page | undefined) =>
  (page?.boxes ?? [])
    .map((b) => b.text)
    .join('')
    .replace(/\s/g, '');
const squeeze = (text: string) => text.replace(/\s/g, '');

/** A name padded with letters to exactly `length` characters. */
const padded = (name: string, length: number) => name.padEnd(length, 'abcdefghij').slice(0, length);

const NAMES = {
  N: 'Zoë Ngāti Māori',
  E: 'Łukasz Wiśniewski',
  S: 'Hēnare Pōtae-Ngātai Tūho',
  W: "Zoë O'Brien-Smythe",
};
const LONG = {
  N: padded('Hēnare Pōtae-Ngātai Tūhoe-Whakarongotai', 40),
  E: padded('Łukasz Wiśniewski-Brzęczyszczykiewicz Jr', 40),
  S: padded('Zoë Ngāti Māori o Te Whānau-ā-Apanui Ōta', 40),
  W: padded("Zoë O'Brien-Smythe Fitzgerald Ó Súilleab", 40),
};

describe('the exported sheets with long names', () => {
  it.each([
    ['short names', { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' }],
    ['names beyond Latin-1', NAMES],
    ['four 40-character names', LONG],
  ] as const)('%s: nothing overlaps, and every name is there in full', (_, players) => {
    const match = matchWith(players);
    const pages = draw(match);
    expect(pages).toHaveLength(3);
    for (const page of pages) expect(problems(page)).toEqual([]);
    const summary = joined(pages[0]);
    for (const name of Object.values(players)) expect(summary).toContain(squeeze(name));
    expect(summary).toContain(squeeze(`N/S (${players.N} & ${players.S}) won 1460 to 1320`));
    for (const page of pages.slice(1)) {
      expect(joined(page)).toContain(squeeze(`${players.N} & ${players.S}`));
      expect(joined(page)).toContain(squeeze(`${players.E} & ${players.W}`));
    }
  });

  it("prints the organiser's line and the individual scores, every name in full, nothing overlapping", () => {
    const competition = {
      name: 'Kāpiti Coast Rubber Bridge 2026',
      organiser: 'Mere Tūhoe-Wiśniewska',
      address: 'Flat 5, 112 Parata Street, Waikanae Beach, Kāpiti Coast 5036',
      email: 'mere.tuhoe-wisniewska@example.org',
      due: '2026-12-01',
    };
    const pages = draw(matchWith(LONG, { competition }));
    for (const page of pages) expect(problems(page)).toEqual([]);
    const summary = joined(pages[0]);
    expect(summary).toContain(
      squeeze(
        'Please send this completed score sheet to: Mere Tūhoe-Wiśniewska, Flat 5, 112 Parata Street, Waikanae Beach, Kāpiti Coast 5036 or by email to mere.tuhoe-wisniewska@example.org',
      ),
    );
    expect(summary).toContain(squeeze('Individual Scores'));
    // Each player's pair total per rubber, players across: N, S, E, W.
    expect(summary).toContain(squeeze('1st Rubber720720150150'));
    expect(summary).toContain(squeeze('2nd Rubber74074011701170'));
  });

  it('stars a deal changed after agreement and says so at the foot, nothing overlapping', () => {
    const deals = [...(golden().deals as Record<string, unknown>[])];
    deals[1] = { ...deals[1], agreed: '4H E 9' };
    const pages = draw(matchWith(LONG, { deals }));
    for (const page of pages) expect(problems(page)).toEqual([]);
    const texts = pages[0]?.boxes.map((box) => box.text) ?? [];
    expect(texts).toContain('2*');
    expect(texts).not.toContain('1*');
    expect(texts).toContain(
      '* changed after agreement: both devices had agreed on this deal, and it was changed since.',
    );
  });

  it('names longer than any cell holds are cut with an ellipsis, still inside their cells', () => {
    const huge = padded('Hēnare Pōtae-Ngātai Tūhoe-Whakarongotai ', 100);
    const pages = draw(matchWith({ N: huge, E: huge, S: huge, W: huge }));
    for (const page of pages) expect(problems(page)).toEqual([]);
    expect(pages[0]?.boxes.some((box) => box.text.endsWith('…'))).toBe(true);
  });
});
