// A name in Chinese, Japanese or Korean is a word, as a name in Latin letters is: on a phone
// (390×844) it is not broken inside where its line has room for it whole, on the Kapiti Summary
// (its names and its Deals table's dealer column) and at the table (the WE/THEY sheet's head, the
// deals list and the back score); a long name in Latin letters still wraps between its words.
// The golden 32-deal match is imported with such players and each screen is read in Chromium.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { repoRoot, screenshot, useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });
const exportsDir = join(repoRoot, 'test-results', 'exports');

type Players = Record<'N' | 'E' | 'S' | 'W', string>;
const CJK = ['王小明', '佐藤花子', '김민준'] as const;
/** Three players named in Chinese, Japanese and Korean, and one with a short name. */
const SHORT: Players = { N: '王小明', E: '佐藤花子', S: '김민준', W: 'Li' };
/** The same with a long name in Latin letters, whose words are each shorter than its column. */
const LONG_LATIN = 'Margaret Anne Whitley Smythe';
const LONG: Players = { ...SHORT, W: LONG_LATIN };

function matchFile(players: Players): string {
  const golden = JSON.parse(
    readFileSync(join(repoRoot, 'tests/golden/kapiti-30-deals-tie.json'), 'utf8'),
  ) as Record<string, unknown>;
  mkdirSync(exportsDir, { recursive: true });
  const path = join(exportsDir, `cjk-names-${players.W.length}.json`);
  writeFileSync(path, JSON.stringify({ ...golden, players }));
  return path;
}

/**
 * Every place `text` is shown inside `selector`, and the lines each is set on: a Range over the
 * text, and its boxes' distinct tops.
 */
function linesOf(page: Page, selector: string, text: string): Promise<number[]> {
  return page.evaluate(
    ({ selector, text }) => {
      const found: number[] = [];
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          const content = node.textContent ?? '';
          for (let at = content.indexOf(text); at >= 0; at = content.indexOf(text, at + 1)) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + text.length);
            const tops = new Set(
              [...range.getClientRects()]
                .filter((rect) => rect.width > 0)
                .map((rect) => Math.round(rect.top)),
            );
            if (tops.size > 0) found.push(tops.size);
          }
        }
      }
      return found;
    },
    { selector, text },
  );
}

/** Each CJK name is shown in `selector`, each time on one line; so is each Latin word. */
async function expectWhole(page: Page, selector: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  for (const name of CJK) {
    const lines = await linesOf(page, selector, name);
    expect(lines.length, `${name} in ${selector}`).toBeGreaterThan(0);
    expect(lines, `${name} in ${selector}`).toEqual(lines.map(() => 1));
  }
  for (const word of LONG_LATIN.split(' ')) {
    const lines = await linesOf(page, selector, word);
    expect(lines, `${word} in ${selector}`).toEqual(lines.map(() => 1));
  }
}

/**
 * The browser's text at 200% (32 px, as a reader sets it) and the app's Larger type on, as the
 * players who found the fault had them; or the browser's default text.
 */
async function setText(page: Page, large: boolean): Promise<void> {
  if (!large) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await cdp.detach();
  await page.goto(`${e2e.app().url}#/settings`);
  await page.getByRole('checkbox', { name: 'Larger type' }).check();
  await page.waitForFunction(() => document.documentElement.dataset.type === 'large');
}

async function openMatch(page: Page, players: Players, large = false): Promise<void> {
  await setText(page, large);
  await page.goto(e2e.app().url);
  await page.getByLabel('Import a match file or backup').setInputFiles(matchFile(players));
  await page.getByRole('link', { name: /^Open Kapiti 30-deal match/ }).click();
}

async function openSummary(page: Page, players: Players, large: boolean): Promise<void> {
  await openMatch(page, players, large);
  await page.getByText('⋯', { exact: true }).click();
  await page.getByRole('link', { name: 'Summary', exact: true }).click();
  await page.getByRole('heading', { name: 'Rubber Bridge Summary Score Sheet' }).waitFor();
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
}

const TEXT = [
  ['the default text', false],
  ['200% text and Larger type', true],
] as const;

describe('names in Chinese, Japanese and Korean on a phone', () => {
  test.each(TEXT)(
    'the Kapiti Summary keeps each name whole on its line, at %s',
    async (_, large) => {
      const shot = `cjk-names-summary${large ? '-large' : ''}`;
      await withPage(
        e2e.browser(),
        e2e.app(),
        { viewport: 'phone', shotName: shot },
        async (page, problems) => {
          await openSummary(page, SHORT, large);
          // The names, the individual scores and the Deals table's dealer column.
          await expectWhole(page, '.summary');
          await screenshot(page, shot);
          expect(problems.consoleErrors).toEqual([]);
        },
      );
    },
  );

  test.each(TEXT)(
    'beside them a long name in Latin letters wraps between its words, at %s',
    async (_, large) => {
      const shot = `cjk-names-summary-long${large ? '-large' : ''}`;
      await withPage(
        e2e.browser(),
        e2e.app(),
        { viewport: 'phone', shotName: shot },
        async (page, problems) => {
          await openSummary(page, LONG, large);
          await expectWhole(page, '.summary');
          const long = await linesOf(page, 'table .dealer', LONG_LATIN);
          expect(Math.max(...long)).toBeGreaterThan(1);
          await screenshot(page, shot);
          expect(problems.consoleErrors).toEqual([]);
        },
      );
    },
  );

  test.each(TEXT)(
    'the table keeps each name whole: the sheet, the deals list and the back score, at %s',
    async (_, large) => {
      const shot = `cjk-names-table${large ? '-large' : ''}`;
      await withPage(
        e2e.browser(),
        e2e.app(),
        { viewport: 'phone', shotName: shot },
        async (page, problems) => {
          await openMatch(page, SHORT, large);
          await page.locator('.deal-list').waitFor();
          await expectWhole(page, 'main');
          await screenshot(page, shot);
          expect(problems.consoleErrors).toEqual([]);
        },
      );
    },
  );
});
