// The size budgets (docs/style.md, rule 15) held by the built app, measured as `npm run bench`
// measures them (scripts/measure/budgets.ts): the first screen's JavaScript in Chromium, and the
// offline copy from the service worker's precache list. tests/build/budgets.test.ts shows a
// measure over either budget fails.
import { describe, expect, test } from 'vitest';
import { checkBudgets, firstScreenScripts, precached } from '../../scripts/measure/budgets.ts';
import { distDir, startApp } from './harness.ts';

describe('the size budgets', () => {
  test("the first screen's JavaScript and the offline copy are within their budgets", async () => {
    const app = await startApp();
    try {
      const firstScreen = await firstScreenScripts(app.url);
      // The app's own script came in: the measure saw the first screen.
      expect(firstScreen.files.map((file) => file.path)).toContainEqual(
        expect.stringMatching(/^\/assets\/app-[\w-]+\.js$/),
      );
      // By structure: the list and a match opened from it read the store without its writing
      // half (Dexie, in the store's chunk), which loads with the first write.
      expect(firstScreen.files.map((file) => file.path)).not.toContainEqual(
        expect.stringMatching(/^\/assets\/store-[\w-]+\.js$/),
      );
      const offline = precached(distDir);
      expect(offline.files.map((file) => file.path)).toContain('index.html');
      expect(checkBudgets({ firstScreen, offline })).toEqual({ ok: true });
    } finally {
      await app.close();
    }
  });
});
