// The Kapiti summary sheet with players' names as people write them: letters beyond Latin-1
// ("Zoë Ngāti Māori", "Łukasz Wiśniewski") and names of forty characters. The tied 32-deal match of
// the golden file is imported with other players, and its PDF (read back with Debian's
// poppler-utils: pdftotext, pdffonts, pdftoppm), its PNG and the phone's Summary screen are
// checked in Chromium. The pictures are kept in test-results/screenshots/ for a person to look at.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { kapitiSummary } from '../../src/engine/kapitiSummary.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { FourPlayerMatch } from '../../src/engine/types.ts';
import { summaryRowLabel } from '../../src/ui/kapiti/rowLabel.ts';
import type { ViewportName, Word } from './harness.ts';
import {
  closeBrowser,
  controlledByServiceWorker,
  distDir,
  horizontalOverflow,
  launchPersistent,
  poppler,
  repoRoot,
  screenshot,
  screenshotDir,
  useAppAndBrowser,
  withPage,
  wordsByPage,
} from './harness.ts';

const e2e = useAppAndBrowser();
const exportsDir = join(repoRoot, 'test-results', 'exports');
const golden = () =>
  JSON.parse(
    readFileSync(join(repoRoot, 'tests/golden/kapiti-30-deals-tie.json'), 'utf8'),
  ) as Record<string, unknown>;

type Players = Record<'N' | 'E' | 'S' | 'W', string>;

const NAMES: Players = {
  N: 'Zoë Ngāti Māori',
  E: 'Łukasz Wiśniewski',
  S: 'Hēnare Pōtae-Ngātai Tūho',
  W: "Zoë O'Brien-Smythe",
};
/** A name padded with letters to exactly 40 characters. */
const forty = (name: string) => name.padEnd(40, 'abcdefghij').slice(0, 40);
const LONG: Players = {
  N: forty('Hēnare Pōtae-Ngātai Tūhoe-Whakarongotai'),
  E: forty('Łukasz Wiśniewski-Brzęczyszczykiewicz Jr'),
  S: forty('Zoë Ngāti Māori o Te Whānau-ā-Apanui Ōta'),
  W: forty("Zoë O'Brien-Smythe Fitzgerald Ó Súilleab"),
};

/** The golden match with other players, as a match file to import, and as the engine reads it. */
function matchFile(name: string, players: Players): { path: string; match: FourPlayerMatch } {
  const file = { ...golden(), players };
  const read = validateMatch(file);
  if (!read.ok || read.value.game !== 'kapiti') throw new Error('fixture invalid');
  mkdirSync(exportsDir, { recursive: true });
  // pdftoppm writes its pages there, and a fresh clone has no such folder yet.
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(exportsDir, `${name}.json`);
  writeFileSync(path, JSON.stringify(file));
  return { path, match: read.value };
}

async function openSummary(
  page: Page,
  url: string,
  path: string,
  { navigate = true }: { navigate?: boolean } = {},
): Promise<void> {
  if (navigate) await page.goto(url);
  await page.getByLabel('Import a match file or backup').setInputFiles(path);
  await page.getByRole('link', { name: /^Open Kapiti 30-deal match/ }).click();
  await page.getByText('⋯', { exact: true }).click();
  await page.getByRole('link', { name: 'Summary', exact: true }).click();
  await page.getByRole('heading', { name: 'Rubber Bridge Summary Score Sheet' }).waitFor();
}

/** Clicks an export button and keeps the file it downloads at `path`. */
async function exported(page: Page, button: string, path: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  await (await download).saveAs(path);
  return path;
}

/** Every export's PDF holds the one embedded font, and none of the standard ones. */
function expectOnlyTheSheetFont(pdf: string): void {
  const fonts = poppler('pdffonts', [pdf]).trim().split('\n').slice(2);
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(
    /^[A-Z]{6}\+DejaVuSansCondensed\s+CID TrueType\s+Identity-H\s+yes yes yes /,
  );
  expect(poppler('pdffonts', [pdf])).not.toMatch(/Helvetica|Times|Courier/);
}

/**
 * Pairs of words whose boxes overlap. The boxes run from the font's ascent to its descent, a
 * little taller than the line spacing of wrapped names, so a hair of overlap is allowed.
 */
function overlapping(words: readonly Word[]): string[] {
  const found: string[] = [];
  const over = (a0: number, a1: number, b0: number, b1: number, slack: number) =>
    Math.min(a1, b1) - Math.max(a0, b0) > slack;
  words.forEach((a, i) =>
    words.slice(i + 1).forEach((b) => {
      if (over(a.xMin, a.xMax, b.xMin, b.xMax, 0.2) && over(a.yMin, a.yMax, b.yMin, b.yMax, 0.6))
        found.push(`"${a.text}" overlaps "${b.text}"`);
    }),
  );
  return found;
}

const PT_PER_MM = 72 / 25.4;
/** The deals table's dealer column, in points (src/ui/export/summaryDrawing.ts). */
const DEALER_COLUMN = [22 * PT_PER_MM, 54 * PT_PER_MM] as const;
const TABLE_RIGHT = 122 * PT_PER_MM;
const PAGE_RIGHT = (210 - 12) * PT_PER_MM;
const RUBBER_MIDDLE = 105 * PT_PER_MM;

const squeeze = (text: string) => text.replace(/\s/g, '');
/** A name's words as pdftotext may read them: whole, or broken after a hyphen at a line's end. */
const wordsOf = (name: string) =>
  name.split(/\s+/).flatMap((word) => [word, ...word.split(/(?<=-)/)]);

describe('the Kapiti summary sheet with names in any Latin script', () => {
  test('the PDF prints the names exactly as typed, in an embedded font, and the PNG is made', async () => {
    const { path, match } = matchFile('kapiti-names', NAMES);
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'tablet', shotName: 'kapiti-names' },
      async (page, problems) => {
        const fontRequests: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('.ttf')) fontRequests.push(request.url());
        });
        await page.goto(e2e.app().url);
        await page.getByRole('heading', { name: 'Matches' }).waitFor();
        expect(fontRequests, 'the first screen does not load the font').toEqual([]);
        // The finished match's Send result makes its PDF ahead of the tap (a share sheet opens
        // only straight from a tap), so the font may load from here on: once, for every export.
        await openSummary(page, e2e.app().url, path, { navigate: false });
        const pdf = await exported(
          page,
          'Share or save PDF',
          join(exportsDir, 'kapiti-names-summary.pdf'),
        );
        expect(fontRequests).toHaveLength(1);
        expectOnlyTheSheetFont(pdf);
        const pages = poppler('pdftotext', ['-layout', pdf, '-'])
          .split('\f')
          .filter((p) => p.trim() !== '');
        expect(pages).toHaveLength(3);
        const lines = (pages[0] ?? '').split('\n');
        const line = (start: RegExp) => lines.find((l) => start.test(l)) ?? '';
        expect(line(/^\s*Names: N\/S\s/)).toMatch(/\sZoë Ngāti Māori & Hēnare Pōtae-Ngātai Tūho$/);
        expect(line(/^\s*E\/W\s/)).toMatch(/\sŁukasz Wiśniewski & Zoë O'Brien-Smythe$/);
        expect(line(/^\s*Winners:\s/)).toMatch(
          /\sN\/S \(Zoë Ngāti Māori & Hēnare Pōtae-Ngātai Tūho\) won 1460 to 1320$/,
        );
        // Every row: the deal, its dealer's seat and whole name, and the running totals.
        const rows = kapitiSummary(match).rows;
        rows.forEach((row, i) => {
          const cumulative = new RegExp(`\\s${row.cumulative[0]}\\s+${row.cumulative[1]}(\\s|$)`);
          if (row.kind === 'deal') {
            const dealer = row.dealer === null ? '' : `${row.dealer} ${match.players[row.dealer]}`;
            const start = new RegExp(`^\\s*${row.deal}\\s+${dealer.replace(/[()]/g, '\\$&')}\\s`);
            expect(
              lines.some((l) => start.test(l) && cumulative.test(l)),
              `row ${i + 1}, deal ${row.deal}`,
            ).toBe(true);
          } else {
            // A bonus row's label may wrap onto two lines about its totals.
            const at = lines.findIndex(
              (l, n) =>
                cumulative.test(l) &&
                squeeze(lines.slice(n - 1, n + 2).join(' ')).includes(
                  squeeze(summaryRowLabel(row)),
                ),
            );
            expect(at, `row ${i + 1}, after deal ${row.deal}`).toBeGreaterThan(-1);
          }
        });
        for (const rubber of pages.slice(1)) {
          expect(rubber).toContain('Zoë Ngāti Māori & Hēnare Pōtae-Ngātai Tūho');
          expect(rubber).toContain("Łukasz Wiśniewski & Zoë O'Brien-Smythe");
        }
        poppler('pdftoppm', ['-r', '80', '-png', pdf, join(screenshotDir, 'kapiti-names-pdf')]);

        const png = await exported(
          page,
          'Save image (PNG)',
          join(screenshotDir, 'kapiti-names-export.png'),
        );
        const bytes = readFileSync(png);
        expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1240, 1754]);
        // The image was drawn in the PDF's font, loaded from the same file.
        expect(
          await page.evaluate(() =>
            [...document.fonts].some((f) => f.family === 'BridgepadSheet' && f.status === 'loaded'),
          ),
        ).toBe(true);
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
      },
    );
  });

  test('four names of 40 characters wrap or shrink inside their cells, in the PDF and the PNG', async () => {
    const { path, match } = matchFile('kapiti-long-names', LONG);
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'tablet', shotName: 'kapiti-long-names' },
      async (page, problems) => {
        await openSummary(page, e2e.app().url, path);
        const pdf = await exported(
          page,
          'Share or save PDF',
          join(exportsDir, 'kapiti-long-names-summary.pdf'),
        );
        expectOnlyTheSheetFont(pdf);
        const pages = wordsByPage(pdf);
        expect(pages).toHaveLength(3);
        for (const words of pages) expect(overlapping(words)).toEqual([]);
        const [summary = [], ...rubbers] = pages;
        for (const word of summary) expect(word.xMax, word.text).toBeLessThanOrEqual(PAGE_RIGHT);

        // The head: every name whole, and the winners line with both totals.
        const tableTop = summary.find((w) => w.text === 'Deal')?.yMin ?? 0;
        const head = squeeze(
          summary
            .filter((w) => w.yMax < tableTop)
            .map((w) => w.text)
            .join(''),
        );
        expect(head).toContain(squeeze(`${LONG.N} & ${LONG.S}`));
        expect(head).toContain(squeeze(`${LONG.E} & ${LONG.W}`));
        expect(head).toContain(squeeze(`N/S (${LONG.N} & ${LONG.S}) won 1460 to 1320`));

        // The dealer column: its names stay between its lines.
        const nameWords = new Set(Object.values(LONG).flatMap(wordsOf));
        const dealerWords = summary.filter(
          (w) => w.yMin > tableTop + 10 && w.xMax < TABLE_RIGHT && nameWords.has(w.text),
        );
        expect(dealerWords.length).toBeGreaterThan(32);
        for (const word of dealerWords) {
          expect(word.xMin, word.text).toBeGreaterThan(DEALER_COLUMN[0]);
          expect(word.xMax, word.text).toBeLessThan(DEALER_COLUMN[1]);
        }
        const deals = kapitiSummary(match).rows.filter((row) => row.kind === 'deal').length;
        expect(
          // Below the deals table's head: the individual scores above it name the seats too.
          summary.filter(
            (w) => w.yMin > tableTop && /^[NESW]$/.test(w.text) && w.xMax < DEALER_COLUMN[1] + 1,
          ),
        ).toHaveLength(deals);

        // Each rubber's page: N/S's names on their side of the middle line, E/W's on the other.
        const left = new Set([LONG.N, LONG.S].flatMap(wordsOf));
        const right = new Set([LONG.E, LONG.W].flatMap(wordsOf));
        for (const words of rubbers) {
          for (const word of words) {
            if (left.has(word.text) && !right.has(word.text))
              expect(word.xMax, word.text).toBeLessThan(RUBBER_MIDDLE);
            if (right.has(word.text) && !left.has(word.text))
              expect(word.xMin, word.text).toBeGreaterThan(RUBBER_MIDDLE);
          }
        }
        poppler('pdftoppm', [
          '-r',
          '80',
          '-png',
          pdf,
          join(screenshotDir, 'kapiti-long-names-pdf'),
        ]);
        await exported(
          page,
          'Save image (PNG)',
          join(screenshotDir, 'kapiti-long-names-export.png'),
        );
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });

  test.each<[ViewportName, string]>([
    ['phone', '390x844'],
    ['narrow', '320x568'],
  ])('the Summary screen fits a %s (%s) with 40-character names', async (viewport, size) => {
    const { path } = matchFile('kapiti-long-names', LONG);
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport, shotName: `kapiti-long-names-summary-${size}` },
      async (page, problems) => {
        await openSummary(page, e2e.app().url, path);
        await page.getByRole('table', { name: 'Deals' }).getByText(LONG.N).first().waitFor();
        await page.evaluate(() => document.fonts.ready);
        // What sticks out past the screen's right edge, if anything, to name it when this fails.
        // A wide table scrolls in its own box (the page never does); the Deals table fits.
        const sticksOut = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
            .filter((el) => el.closest('.table-scroll') === null)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
        );
        expect(sticksOut).toEqual([]);
        const deals = page.getByRole('table', { name: 'Deals' });
        expect(
          await deals.evaluate(
            (table) => table.getBoundingClientRect().right <= window.innerWidth + 0.5,
          ),
        ).toBe(true);
        expect(await horizontalOverflow(page)).toBe(0);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        await screenshot(page, `kapiti-long-names-summary-${size}`);
        await page.getByRole('table', { name: 'Deals' }).scrollIntoViewIfNeeded();
        await screenshot(page, `kapiti-long-names-summary-${size}-deals`, { fullPage: false });
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });

  test('offline, with the service worker in control, the PDF is still made in its font', async () => {
    const { path } = matchFile('kapiti-names', NAMES);
    const profile = mkdtempSync(join(tmpdir(), 'bridgepad-offline-pdf-'));
    const context = await launchPersistent(profile, { viewport: 'tablet' });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(e2e.app().url);
      await controlledByServiceWorker(page);
      await context.setOffline(true);
      await openSummary(page, e2e.app().url, path, { navigate: false });
      const pdf = await exported(
        page,
        'Share or save PDF',
        join(exportsDir, 'kapiti-names-offline.pdf'),
      );
      expectOnlyTheSheetFont(pdf);
      expect(poppler('pdftotext', ['-layout', pdf, '-'])).toContain(
        'Zoë Ngāti Māori & Hēnare Pōtae-Ngātai Tūho',
      );
    } finally {
      await context.setOffline(false).catch(() => undefined);
      await closeBrowser(context);
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    }
  });

  test("the font is a precached file of its own, named by the sheets' PDF chunk alone", () => {
    const assets = join(distDir, 'assets');
    const fonts = readdirSync(assets).filter((file) => file.endsWith('.ttf'));
    expect(fonts).toHaveLength(1);
    const font = fonts[0] ?? '';
    expect(font).toMatch(/^DejaVuSansCondensed-sheet-[\w-]+\.ttf$/);
    expect(readFileSync(join(distDir, 'sw.js'), 'utf8')).toContain(`assets/${font}`);
    const naming = readdirSync(assets).filter(
      (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(font),
    );
    expect(naming).toHaveLength(1);
    // The summary sheet's and the draw's exports share it: loaded with the first PDF or image.
    expect(naming[0]).toMatch(/^sheetPdf-[\w-]+\.js$/);
  });
});
