// An evening's back score on paper, in Chromium at phone size: the worked example's evening of five
// at £0.20 a 100 (docs/rules.md, "Stakes and settling up"), its players named in Greek, Hebrew,
// Thai, Chinese and Tongan, imported as another device's file; its entry's Back score PDF and Back
// score CSV are tapped, the PDF read back with Debian's poppler-utils (pdftotext, pdffonts,
// pdfimages) and the CSV with the figures the entry shows. The PDF's page and the list are kept as
// pictures in test-results/screenshots/evening/ for a person to look at.
// (This machine's Chromium has no Thai font, so it draws Thai as its own boxes: there is ink where
// the name is, as on a phone there are its letters; its words are in the PDF's text.)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Word } from './harness.ts';
import { layoutFaults } from './layoutFaults.ts';
import { setText } from './layoutScreens.ts';
import {
  horizontalOverflow,
  inkIn,
  poppler,
  repoRoot,
  screenshot,
  screenshotDir,
  useAppAndBrowser,
  withPage,
  wordsByPage,
} from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });
const dir = join(repoRoot, 'test-results', 'evening');

const GREEK = 'Ξένια Παπαδοπούλου';
const HEBREW = 'שרה לוי';
const THAI = 'สมชาย ใจดี';
const CHINESE = '李雷';
const TONGAN = 'ʻAna Fifita';
/** The worked example's draw (Pat, Lee, Kim, Sam, Ash), each in another script. */
const DRAW = [GREEK, HEBREW, THAI, CHINESE, TONGAN];
const [PAT, LEE, KIM, SAM, ASH] = DRAW as [string, string, string, string, string];

/** The worked example's evening as a file from another device: three rubbers, each won. */
function eveningFile(): string {
  const rubber = (index: number, players: Record<string, string>, deals: unknown[]) => ({
    format: 'bridgepad.match',
    version: 1,
    id: `5e7e0000-0000-4000-8000-0000000000a${index}`,
    game: 'rubber',
    createdAt: `2026-11-13T19:0${index}:00.000Z`,
    updatedAt: `2026-11-13T19:0${index}:00.000Z`,
    players,
    firstDealer: 'N',
    rules: { honors: true, stake: { per100: 0.2, currency: 'GBP' } },
    deals,
    'x-bridgepad-table': { session: 'evening-paper-e2e', draw: DRAW, rubber: index },
  });
  return JSON.stringify({
    format: 'bridgepad.backup',
    version: 1,
    exportedAt: '2026-11-13T23:00:00.000Z',
    matches: [
      // Pat and Lee beat Kim and Sam by 1830 (18); Ash sits out.
      rubber(0, { N: PAT, E: KIM, S: LEE, W: SAM }, [
        { contract: '4S', declarer: 'N', tricks: 11 },
        { contract: '2H', declarer: 'E', tricks: 7 },
        { contract: '6S', declarer: 'S', tricks: 12 },
      ]),
      // Kim and Ash beat Pat and Sam by 550 (6); Lee sits out.
      rubber(1, { N: KIM, E: PAT, S: ASH, W: SAM }, [
        { contract: '2S', declarer: 'N', tricks: 7 },
        { contract: '3NT', declarer: 'S', tricks: 9 },
        { contract: '4S', declarer: 'E', tricks: 10 },
        { contract: '4H', declarer: 'N', tricks: 10 },
      ]),
      // Lee and Ash beat Kim and Pat by 1070 (11); Sam sits out.
      rubber(2, { N: LEE, E: KIM, S: ASH, W: PAT }, [
        { contract: '4S', declarer: 'N', tricks: 11 },
        { contract: '2HX', declarer: 'E', tricks: 7 },
        { contract: '4S', declarer: 'S', tricks: 10 },
      ]),
    ],
  });
}

/** Each player's row of the back score as the screen shows it: name, total, each rubber. */
function screenRows(page: Page): Promise<string[][]> {
  return page
    .getByRole('table', { name: 'Back score, this table' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
      ),
    );
}

/** The money and the payments, one line each, as the screen says them. */
async function screenMoney(page: Page): Promise<{ players: string[]; payments: string[] }> {
  const region = page.getByRole('region', { name: 'Money at £0.20 a 100' });
  const [players, payments] = await Promise.all(
    [0, 1].map((i) =>
      region
        .getByRole('list')
        .nth(i)
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => (item.textContent ?? '').trim())),
    ),
  );
  return { players: players ?? [], payments: payments ?? [] };
}

/** Imports the evening, opens its back score, and saves what `button` makes. */
async function save(page: Page, button: 'PDF' | 'CSV', path: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: new RegExp(`^Back score ${button}: `) }).tap();
  const file = await download;
  await file.saveAs(path);
  await page.getByText(`The back score saved as ${button}.`).waitFor();
  return file.suggestedFilename();
}

/** The words on the line of `first` (the start of a row), left to right, after it. */
function rowAfter(words: readonly Word[], first: Word): string[] {
  return words
    .filter((w) => Math.abs(w.yMax - first.yMax) < 1.5 && w.xMin > first.xMax)
    .sort((a, b) => a.xMin - b.xMin)
    .map((w) => w.text);
}

describe("an evening's back score on paper", () => {
  test('its PDF and CSV, tapped on its entry at phone size, hold every name and the figures the entry shows', async () => {
    mkdirSync(dir, { recursive: true });
    mkdirSync(join(screenshotDir, 'evening'), { recursive: true });
    const given = join(dir, 'paper-given.json');
    writeFileSync(given, eveningFile());
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'narrow', shotName: 'evening/paper-narrow' },
      async (page, problems) => {
        await page.goto(e2e.app().url);
        await page.getByLabel('Import a match file or backup').setInputFiles(given);
        await page.getByText(/^Import done: /).waitFor();
        await page.getByRole('button', { name: 'Dismiss' }).tap();
        const pdfButton = page.getByRole('button', {
          name: /^Back score PDF: Rubber bridge evening, 5 players, /,
        });
        const csvButton = page.getByRole('button', {
          name: /^Back score CSV: Rubber bridge evening, 5 players, /,
        });
        await pdfButton.waitFor();
        expect(await pdfButton.innerText()).toBe('Back score PDF');
        expect(await csvButton.innerText()).toBe('Back score CSV');
        // Both whole on a phone 320 px wide, beside Export, and nothing wider than the screen.
        for (const button of [pdfButton, csvButton]) {
          const box = await button.boundingBox();
          expect(box?.x).toBeGreaterThanOrEqual(0);
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
          expect(box?.height).toBeGreaterThanOrEqual(44);
        }
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, 'evening/paper-list-narrow');

        await page.getByText('The 3 rubbers and the back score').tap();
        await page.getByRole('table', { name: 'Back score, this table' }).waitFor();
        const rows = await screenRows(page);
        const money = await screenMoney(page);
        // The worked example, as the entry shows it.
        expect(rows).toEqual([
          [PAT, '+1', '+18', '-6', '-11'],
          [LEE, '+29', '+18', 'out', '+11'],
          [KIM, '-23', '-18', '+6', '-11'],
          [SAM, '-24', '-18', '-6', 'out'],
          [ASH, '+17', 'out', '+6', '+11'],
        ]);
        expect(money.payments).toHaveLength(4);

        const pdf = join(dir, 'paper.pdf');
        const pdfName = await save(page, 'PDF', pdf);
        expect(pdfName).toMatch(
          /^WeThey-evening-rubber-2026-11-1[34]-Ξένια-Παπαδοπούλου-שרה-לוי-สมชาย-ใจดี-李雷\.pdf$/,
        );
        const pages = wordsByPage(pdf);
        expect(pages).toHaveLength(1);
        const words = pages[0] ?? [];
        const text = words.map((word) => word.text).join(' ');
        expect(poppler('pdftotext', ['-raw', pdf, '-'])).not.toContain('\uFFFD');
        expect(text).toContain('Rubber bridge evening, 5 players');
        expect(text).toContain(`Players: ${DRAW.join(', ')}`);
        expect(text).toContain('Stake: £0.20 a 100');
        // Each player's row: the total and each rubber's figure, then the money.
        const heading = (first: string, below = 0) =>
          words.find((word) => word.text === first && word.yMin > below)?.yMin ?? Infinity;
        const backScoreTop = heading('Back');
        const settlingTop = heading('Settling', backScoreTop);
        expect([backScoreTop, settlingTop].every(Number.isFinite)).toBe(true);
        /** Where a player's row of the back score starts, and the words after it. */
        const row = (name: string) => {
          const parts = [name, ...name.split(' ')];
          const start = words.find(
            (word) =>
              word.yMin > backScoreTop &&
              word.yMin < settlingTop &&
              parts.slice(0, 2).includes(word.text),
          );
          expect(start, name).toBeDefined();
          const after = start === undefined ? [] : rowAfter(words, start);
          return { start, after: after.filter((text) => !parts.includes(text)) };
        };
        for (const [name = '', ...figures] of rows) {
          // "Ξένια Παπαδοπούλου +1 · wins £0.20" on the screen: the money after the figures here.
          const said = money.players.find((line) => line.startsWith(`${name} `)) ?? '';
          const result = said.slice(said.indexOf(' · ') + 3);
          expect(row(name).after.join(' '), name).toBe([...figures, result].join(' '));
        }
        expect(text).toContain('Settling up');
        for (const payment of money.payments) expect(text).toContain(payment);
        // One font, the sheet's, embedded; the names it has no letters for drawn by the device,
        // where there is ink.
        const fonts = poppler('pdffonts', [pdf]).trim().split('\n').slice(2);
        expect(fonts).toHaveLength(1);
        expect(fonts[0]).toMatch(/^[A-Z]{6}\+DejaVuSansCondensed\s+CID TrueType\s+Identity-H/);
        for (const drawn of [HEBREW, THAI, CHINESE]) {
          const { start } = row(drawn);
          expect(start?.text, drawn).toBe(drawn);
          if (start !== undefined) expect(inkIn(pdf, 1, start), drawn).toBeGreaterThan(0.03);
        }
        poppler('pdftoppm', ['-png', '-r', '60', pdf, join(screenshotDir, 'evening', 'paper-pdf')]);

        const csv = join(dir, 'paper.csv');
        expect(await save(page, 'CSV', csv)).toBe(pdfName.replace(/\.pdf$/, '.csv'));
        const written = readFileSync(csv, 'utf8');
        expect(written.charCodeAt(0)).toBe(0xfeff);
        const lines = written.slice(1).split('\r\n');
        expect(lines.slice(0, 4)).toEqual([
          '"Rubber bridge evening, 5 players"',
          expect.stringMatching(/^Date,2026-11-1[34]$/),
          `Players,${DRAW.join(',')}`,
          'Stake,£0.20 a 100',
        ]);
        const head = lines.indexOf('player,total,rubber 1,rubber 2,rubber 3,money GBP');
        expect(head).toBeGreaterThan(0);
        expect(lines.slice(head + 1, head + 6).map((line) => line.split(',').slice(0, 5))).toEqual(
          rows.map((row) => row.map((cell) => cell.replace(/^\+/, ''))),
        );

        // At 200% text on the narrowest phone the entry and its buttons still hold together.
        await setText(page, '200');
        await page.getByRole('button', { name: 'Dismiss' }).tap();
        await pdfButton.scrollIntoViewIfNeeded();
        expect(await layoutFaults(page, DRAW)).toEqual([]);
        await screenshot(page, 'evening/paper-list-narrow-200', { fullPage: false });
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.failedRequests).toEqual([]);
      },
    );
  });
});
