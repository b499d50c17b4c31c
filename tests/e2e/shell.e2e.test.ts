// The built app opens in Chromium at phone and tablet size: titled "bridgepad" and showing the
// name, with no console errors and no request leaving the app's own origin.
import { describe, expect, test } from 'vitest';
import type { ViewportName } from './harness.ts';
import { screenshot, useAppAndBrowser, withPage } from './harness.ts';

const e2e = useAppAndBrowser();

describe('the app shell', () => {
  test.each<ViewportName>(['phone', 'tablet'])(
    'at %s size: titled and named bridgepad, no errors, nothing fetched from elsewhere',
    async (viewport) => {
      const app = e2e.app();
      const shotName = `shell-${viewport}`;
      await withPage(e2e.browser(), app, { viewport, shotName }, async (page, problems) => {
        const response = await page.goto(app.url, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        await expect.poll(() => page.title()).toBe('bridgepad');

        // The name is a heading, or the app bar's home link on screens that head themselves.
        const name = page
          .getByRole('heading', { name: 'bridgepad' })
          .or(page.getByRole('banner').getByRole('link', { name: 'bridgepad', exact: true }));
        await name.first().waitFor({ state: 'visible' });
        expect(await name.first().isVisible()).toBe(true);
        // Whichever screen opens first heads itself.
        await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });

        await page.waitForLoadState('networkidle');
        await screenshot(page, shotName);

        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
        expect(problems.failedRequests).toEqual([]);
      });
    },
  );
});
