// Chromium kept from file to file of one process (harness.ts, launchBrowser and closeBrowser): a
// file that launches one alike gets the last file's, with none of its contexts, pages, storage
// or service workers left; one launched otherwise (other flags, or the offline copy blocked) is
// a Chromium of its own; and a second one given back while one of its kind is kept is closed.
import { describe, expect, test } from 'vitest';
import { closeBrowser, launchBrowser, startApp } from './harness.ts';

describe('Chromium kept for the next file', () => {
  test('comes back with no context left, and only to a launch alike', async () => {
    const app = await startApp();
    const first = await launchBrowser();
    try {
      const context = await first.newContext();
      const page = await context.newPage();
      await page.goto(app.url);
      await page.evaluate(() => localStorage.setItem('left', 'by the last file'));
      await closeBrowser(first);
      expect(first.isConnected()).toBe(true);
      expect(first.contexts()).toEqual([]);

      const otherwise = await launchBrowser({ offlineCopy: false });
      expect(otherwise).not.toBe(first);
      const again = await launchBrowser();
      expect(again).toBe(first);
      const fresh = await (await again.newContext()).newPage();
      await fresh.goto(app.url);
      expect(await fresh.evaluate(() => localStorage.getItem('left'))).toBeNull();

      // Given back while one of its kind is kept, a second is closed.
      await closeBrowser(otherwise);
      const second = await launchBrowser();
      expect(second).not.toBe(first);
      await closeBrowser(first);
      await closeBrowser(second);
      expect(second.isConnected()).toBe(false);
      expect(first.isConnected()).toBe(true);
    } finally {
      await closeBrowser(first);
      await app.close();
    }
  });
});
