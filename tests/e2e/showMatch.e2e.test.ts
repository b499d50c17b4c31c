// Show match on a phone (390x844): a Kapiti match's Export screen draws the whole match as one QR
// code, as wide as the screen allows, and nothing scrolls sideways. The screenshot lands in
// test-results/screenshots/twodevices/ for a person to look at.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { horizontalOverflow, repoRoot, screenshot, useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });
const goldenPath = join(repoRoot, 'tests/golden/kapiti-30-deals-tie.json');

describe('showing a match to another device', () => {
  test('at phone size the QR code of a Kapiti match is at least 280 px wide', async () => {
    const app = e2e.app();
    await withPage(
      e2e.browser(),
      app,
      { viewport: 'phone', shotName: 'twodevices/phone-show-match' },
      async (page, problems) => {
        await page.goto(app.url);
        await page.getByLabel('Import a match file or backup').setInputFiles(goldenPath);
        await page.getByRole('link', { name: /^Open Kapiti 30-deal match/ }).click();
        // The import's message would stand over the code in the picture.
        await page.getByRole('button', { name: 'Dismiss' }).click();
        await page.getByText('⋯', { exact: true }).click();
        await page.getByRole('link', { name: 'Export' }).click();
        const section = page.getByRole('region', { name: 'Show this match to another device' });
        await section.getByRole('button', { name: 'Show match' }).click();
        const code = section.getByRole('img', { name: 'Match code, part 1 of 1' });
        await code.waitFor();
        expect(await code.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
        await screenshot(page, 'twodevices/phone-show-match', { fullPage: false });
        await screenshot(page, 'twodevices/phone-export-whole');
        const box = await code.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(280);
        expect(box?.height ?? 0).toBeCloseTo(box?.width ?? 0, 0);
        expect(await horizontalOverflow(page)).toBe(0);
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
      },
    );
  });
});
