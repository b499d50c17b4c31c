// The store opened in two stages (src/db/storage.ts): a start on a store already made reads the
// matches list and a match straight from IndexedDB, and Dexie, the store's writing half (the
// build's store chunk), comes with the first write, or with a change another tab makes.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import { startRubber } from '../../scripts/measure/served.ts';
import { tellWhatShowed, useAppAndBrowser, viewports, watchPage } from './harness.ts';

const e2e = useAppAndBrowser();

/** Whether the page has fetched the store's writing half, by the scripts it asked for. */
function storeFetched(page: Page): () => boolean {
  let fetched = false;
  page.on('request', (request) => {
    if (/\/assets\/store-[\w-]+\.js$/.test(request.url())) fetched = true;
  });
  return () => fetched;
}

/** Deal 1: 4♠ by South, made exactly. */
async function playFourSpades(page: Page): Promise<void> {
  await page.getByRole('button', { name: '4 spades', exact: true }).click();
  await page.getByRole('button', { name: /^Declarer South/ }).click();
  await page.getByRole('button', { name: /^made .*: exactly 10 tricks$/ }).click();
  await page.waitForTimeout(QUIET_MS);
  const honors = page.getByRole('button', { name: 'None: no honors' });
  if (await honors.isVisible()) await honors.click();
}

describe('the store read straight at the start, and Dexie with the first write', () => {
  test('a table started again reads without Dexie, and writes a deal with it', async () => {
    const app = e2e.app();
    const context = await e2e.browser().newContext({ ...viewports.phone, serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      const problems = watchPage(page, app.origin);
      await page.goto(app.url);
      await startRubber(page);
      await page.reload();
      const fetched = storeFetched(page);
      await page.reload();
      await page.getByRole('button', { name: '4 spades', exact: true }).waitFor();
      expect(fetched()).toBe(false);
      await playFourSpades(page);
      await page.getByRole('button', { name: /^Deal 1,.*4♠ by South/ }).waitFor();
      expect(fetched()).toBe(true);
      // Kept: the list, started again, shows the match with its deal.
      await page.goto(app.url);
      await page.reload();
      await page.getByRole('link', { name: /^Open Rubber bridge/ }).click();
      await page.getByRole('button', { name: /^Deal 1,.*4♠ by South/ }).waitFor();
      expect(problems.consoleErrors).toEqual([]);
    } catch (error) {
      throw await tellWhatShowed(page, error, 'store-stages/one-tab');
    } finally {
      await context.close();
    }
  });

  test("a tab reading straight hears another tab's deal, on its table and its list", async () => {
    const app = e2e.app();
    const context = await e2e.browser().newContext({ ...viewports.phone, serviceWorkers: 'block' });
    const first = await context.newPage();
    let shown = first;
    try {
      await first.goto(app.url);
      await startRubber(first);
      const address = first.url();
      // Started again at the match, and a second tab on the list, both reading straight.
      const fetched = storeFetched(first);
      await first.reload();
      await first.getByRole('button', { name: '4 spades', exact: true }).waitFor();
      const list = await context.newPage();
      await list.goto(app.url);
      await list.getByRole('link', { name: /^Open Rubber bridge/ }).waitFor();
      const listed = await list.getByRole('link', { name: /^Open Rubber bridge/ }).textContent();
      expect(fetched()).toBe(false);
      // A third tab writes the deal.
      const writer = await context.newPage();
      shown = writer;
      await writer.goto(address);
      await playFourSpades(writer);
      await writer.getByRole('button', { name: /^Deal 1,.*4♠ by South/ }).waitFor();
      shown = first;
      await first.getByRole('button', { name: /^Deal 1,.*4♠ by South/ }).waitFor();
      expect(fetched()).toBe(true);
      shown = list;
      await expect
        .poll(() => list.getByRole('link', { name: /^Open Rubber bridge/ }).textContent())
        .not.toBe(listed);
    } catch (error) {
      throw await tellWhatShowed(shown, error, 'store-stages/other-tab');
    } finally {
      await context.close();
    }
  });
});
