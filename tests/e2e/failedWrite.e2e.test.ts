// A write Chromium's IndexedDB refuses, in the built app: the pad says so, keeps the deal as it
// was entered, and the next tap writes it; no promise fails unheard on the way.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { ViewportName } from './harness.ts';
import { useAppAndBrowser, withPage } from './harness.ts';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';

const e2e = useAppAndBrowser();

declare global {
  interface Window {
    /** Reasons of promises that were rejected with nobody to hear it. */
    __unheard?: string[];
    /** Makes IndexedDB abort the next transaction that writes, as a browser may. */
    __abortNextWrite?: () => void;
    /** When each click a person made happened, by the page's clock (its event's timeStamp). */
    __clicks?: number[];
  }
}

/**
 * Runs in the page before the app: listens for unheard rejections, notes when each click a person
 * made happened (before the app's tap guard can drop it), and lets the test make the next write's
 * transaction abort inside IndexedDB itself, once its first request has succeeded and before it
 * commits, as a browser aborts one it cannot finish.
 */
function watchWrites(): void {
  const unheard: string[] = [];
  window.__unheard = unheard;
  window.addEventListener('unhandledrejection', (event) => unheard.push(String(event.reason)));
  const clicks: number[] = [];
  window.__clicks = clicks;
  window.addEventListener(
    'click',
    (event) => event.isTrusted && clicks.push(event.timeStamp),
    true,
  );
  let armed = false;
  window.__abortNextWrite = () => {
    armed = true;
  };
  for (const method of ['put', 'add'] as const) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args) {
      const request = original.apply(this, args);
      if (armed) {
        armed = false;
        const transaction = this.transaction;
        request.addEventListener('success', () => transaction.abort(), { once: true });
      }
      return request;
    } as (typeof IDBObjectStore.prototype)[typeof method];
  }
}

async function startRubber(page: Page) {
  await page.addInitScript(watchWrites);
  // The page's clock, which the tap guard reads, is the test's to stop (see below): it runs as
  // the real one until then.
  await page.clock.install();
  await page.goto(`${e2e.app().url}#/new`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
}

const dealsListed = (page: Page) =>
  page.getByRole('button', { name: /^Deal \d+, dealt by/ }).count();

describe('a write IndexedDB refuses', () => {
  test.each<ViewportName>(['phone', 'tablet'])(
    'at %s size: said in the pad, the deal kept, and the next tap writes it',
    async (viewport) => {
      await withPage(
        e2e.browser(),
        e2e.app(),
        { viewport, shotName: `table/failed-write-${viewport}` },
        async (page, problems) => {
          await startRubber(page);
          const pad = page.getByRole('region', { name: 'Enter a deal' });
          await page.getByRole('button', { name: '4 spades' }).click();
          await page.getByRole('button', { name: /^Declarer South/ }).click();
          await page.getByRole('button', { name: 'X: doubled' }).click();
          const made = page.getByRole('button', { name: /^made .*: exactly 10 tricks$/ });
          const notSaved = pad.getByText(
            'Not saved: the browser stopped the write (AbortError). Tap again, or export the match.',
          );
          await page.evaluate(() => window.__abortNextWrite?.());
          await made.click();
          await notSaved.waitFor();
          expect(await dealsListed(page)).toBe(0);
          // The deal as entered: the contract, the declarer and the doubling.
          expect(await pad.locator('.picked-contract').innerText()).toBe('4♠X');
          expect(
            await page
              .getByRole('button', { name: /^Declarer South/ })
              .getAttribute('aria-pressed'),
          ).toBe('true');
          expect(
            await page.getByRole('button', { name: 'X: doubled' }).getAttribute('aria-pressed'),
          ).toBe('true');

          // Tapped again at once on the same spot, as the message asks: not taken for a stray
          // second tap (src/ui/common/tapGuard.ts), since nothing was written under the finger.
          // "At once" by the page's own clock, however slow the machine: it stands still from
          // just before the first of the two taps to the second (stopped a moment ahead, as a
          // clock can only be), so they come within the quiet time.
          await pad.getByRole('button', { name: 'Dismiss' }).click();
          await page.evaluate(() => window.__abortNextWrite?.());
          await page.clock.pauseAt((await page.evaluate(() => Date.now())) + QUIET_MS);
          const before = (await page.evaluate(() => window.__clicks?.length)) ?? 0;
          await made.click();
          await notSaved.waitFor();
          await made.click();
          const [first = NaN, second = NaN] =
            (await page.evaluate(() => window.__clicks))?.slice(before) ?? [];
          expect(second - first).toBeLessThan(QUIET_MS);
          await page.clock.resume();
          await pad.getByText(/^Deal 1 saved: 4♠X by South\b.* made, 290 to WE\./).waitFor();
          expect(await dealsListed(page)).toBe(1);
          expect(await page.evaluate(() => window.__unheard)).toEqual([]);
          expect(problems.consoleErrors).toEqual([]);

          // After a reload the deal is there, once: it was written to the device.
          await page.reload();
          await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
          await page.getByRole('button', { name: /^Deal 1, dealt by/ }).waitFor();
          expect(await dealsListed(page)).toBe(1);
        },
      );
    },
  );
});
