// The browser tests open their pages in Chromium's headless shell (scripts/chromium.ts), a lighter
// build of the Chromium a player runs. Here the shell stands beside that Chromium: it is the same
// release, and it draws the app's screens to the same pixels, at the default text and at the
// browser's 200%. Either way round, both screenshots are kept in test-results/screenshots/shell/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumPath, viewports } from '../../scripts/chromium.ts';
import { limits } from '../../scripts/limits.ts';
import {
  closeBrowser,
  launchPlayersChromium,
  repoRoot,
  screenshot,
  useAppAndBrowser,
} from './harness.ts';

const e2e = useAppAndBrowser({ offlineCopy: false });

const TIED_KAPITI = join(repoRoot, 'tests', 'golden', 'kapiti-30-deals-tie.json');

let player: Browser | undefined;
beforeAll(async () => {
  player = await launchPlayersChromium({ offlineCopy: false });
});
afterAll(async () => {
  await closeBrowser(player);
});
const playersChromium = () => {
  if (player === undefined) throw new Error(`Chromium did not start from ${chromiumPath}`);
  return player;
};

/**
 * The tied Kapiti match's table in `browser` at phone size, with the browser's text at `fontPx`
 * (16 is its default, 32 its 200%): the screenshot's bytes, kept as shell/NAME.png.
 */
async function tableDrawn(browser: Browser, fontPx: number, name: string): Promise<Buffer> {
  const context = await browser.newContext({ ...viewports.phone, serviceWorkers: 'block' });
  try {
    const page: Page = await context.newPage();
    context.setDefaultTimeout(limits.answer);
    await page.goto(e2e.app().url, { timeout: limits.navigation });
    await page.getByLabel('Import a match file or backup').setInputFiles(TIED_KAPITI);
    await page.getByText('Import done: 1 added.').waitFor();
    // Started again, the table settled: no message of the import's, and its result made to send.
    await page.reload();
    await page.getByRole('link', { name: /^Open Kapiti/ }).tap();
    await page.getByText('1460', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Send result' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', {
      fontSizes: { standard: fontPx, fixed: Math.round((fontPx * 13) / 16) },
    });
    // The page's text at the browser's new size (the app's own is 100% of it).
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
      .toBe(`${fontPx}px`);
    return readFileSync(await screenshot(page, `shell/${name}`));
  } finally {
    await context.close();
  }
}

describe("Chromium's headless shell, where the browser tests open their pages", () => {
  test('is the release of the Chromium a player runs', () => {
    expect(e2e.browser().version()).toBe(playersChromium().version());
  });

  test.each([16, 32])(
    'draws the table of a tied Kapiti match to the same pixels at %i px text',
    async (fontPx) => {
      const shell = await tableDrawn(e2e.browser(), fontPx, `table-${fontPx}px-shell`);
      const full = await tableDrawn(playersChromium(), fontPx, `table-${fontPx}px-chromium`);
      // A PNG's height is the 4 bytes at 20.
      const heights = `${shell.readUInt32BE(20)} and ${full.readUInt32BE(20)} px high`;
      expect(
        shell.equals(full),
        `the two screenshots differ (${heights}): test-results/screenshots/shell/table-${fontPx}px-*.png`,
      ).toBe(true);
    },
  );
});
