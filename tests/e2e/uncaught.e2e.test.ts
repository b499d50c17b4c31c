// The watch every browser test runs under (uncaught.ts, setup.ts): it sees a promise rejected with
// nobody to handle it, and an error thrown, in a page of the app's origin. Recorded here on the
// side, in a context the run does not watch, so that this test's page does not count against it.
import { describe, expect, test } from 'vitest';
import { useAppAndBrowser } from './harness.ts';
import { newUnwatchedContext, watchUncaught } from './uncaught.ts';

const e2e = useAppAndBrowser();

describe('the watch on uncaught errors', () => {
  test('sees an unhandled rejection and a thrown error in a page', async () => {
    const context = await newUnwatchedContext(e2e.browser());
    const seen: string[] = [];
    watchUncaught(context, (line) => seen.push(line));
    const page = await context.newPage();
    try {
      await page.goto(e2e.app().url);
      await page.evaluate(() => {
        void Promise.reject(new Error('a write refused, and nobody told'));
        setTimeout(() => {
          throw new TypeError('thrown in a timer');
        });
      });
      await expect.poll(() => seen.length).toBe(2);
      const said = seen.join('\n');
      expect(said).toContain('Error: a write refused, and nobody told');
      expect(said).toContain('TypeError: thrown in a timer');
    } finally {
      await context.close();
    }
  });
});
