// The built app opens in Chromium at phone and tablet size: titled and headed "bridgepad", with
// no console errors and no request leaving the app's own origin.
import { describe, expect, test } from 'vitest';
import type { ViewportName } from './harness.ts';
import { newPage, screenshot, useAppAndBrowser, watchPage } from './harness.ts';

const e2e = useAppAndBrowser();

describe('the app shell', () => {
  test.each<ViewportName>(['phone', 'tablet'])(
    'at %s size: titled and headed bridgepad, no errors, nothing fetched from elsewhere',
    async (viewport) => {
      const app = e2e.app();
      const page = await newPage(e2e.browser(), { viewport });
      try {
        const problems = watchPage(page, app.origin);
        const response = await page.goto(app.url, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);

        await expect.poll(() => page.title()).toBe('bridgepad');
        const heading = page.getByRole('heading', { name: 'bridgepad' });
        await heading.waitFor({ state: 'visible' });
        expect(await heading.isVisible()).toBe(true);

        await page.waitForLoadState('networkidle');
        await screenshot(page, `shell-${viewport}`);

        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
        expect(problems.failedRequests).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
