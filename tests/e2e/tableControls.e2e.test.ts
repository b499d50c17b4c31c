// The table's controls under a finger that taps again, in Chromium at phone size with touch: a
// slow burst of taps on one spot writes one deal and picks nothing after it.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import { useAppAndBrowser, withPage } from './harness.ts';

const e2e = useAppAndBrowser();

async function startRubber(page: Page) {
  await page.goto(`${e2e.app().url}#/new`);
  await page.getByRole('button', { name: 'Start' }).tap();
  await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
}

/** Taps with a finger `times` times, `gapMs` apart, at the middle of where `control` is now. */
async function tapsAt(page: Page, control: Locator, times: number, gapMs: number) {
  const box = await control.boundingBox();
  if (box === null) throw new Error('the control is not on screen');
  const started = Date.now();
  for (let tap = 0; tap < times; tap++) {
    const wait = started + tap * gapMs - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }
}

/** Two frames later: whatever the taps before started has been drawn. */
const drawn = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

const dealsListed = (page: Page) =>
  page.getByRole('button', { name: /^Deal \d+, dealt by/ }).count();

describe('a slow triple tap', () => {
  test('on Passed out, 600 ms apart, writes one deal', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'table/triple-tap-pass' },
      async (page, problems) => {
        await startRubber(page);
        await tapsAt(page, page.getByRole('button', { name: 'Passed out' }), 3, 600);
        await page.getByRole('heading', { level: 1, name: /^Deal 2 · Dealer East/ }).waitFor();
        // A deal written on purpose afterwards: writes land in order, so once it is in, a second
        // passed-out deal from the burst would be in too.
        await page.waitForTimeout(QUIET_MS);
        await page.getByRole('button', { name: '2 hearts', exact: true }).tap();
        await page.getByRole('button', { name: /^Declarer West/ }).tap();
        await page.getByRole('button', { name: /^made .*: exactly 8 tricks$/ }).tap();
        await page.getByText(/^Deal 2 saved: 2♥ by West/).waitFor();
        expect(await dealsListed(page)).toBe(2);
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });

  test('on a result chip, 600 ms apart, writes one deal and its third tap picks no contract', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'table/triple-tap-result' },
      async (page, problems) => {
        await startRubber(page);
        await page.getByRole('button', { name: '4 spades', exact: true }).tap();
        await page.getByRole('button', { name: /^Declarer South/ }).tap();
        await tapsAt(
          page,
          page.getByRole('button', { name: /^made .*: exactly 10 tricks$/ }),
          3,
          600,
        );
        await page.getByText(/^Deal 1 saved: 4♠ by South/).waitFor();
        await drawn(page);
        // The grid that took the chips' place is as it was: no contract picked, nothing claimed.
        expect(await page.getByRole('button', { name: 'Change contract' }).count()).toBe(0);
        await page.getByRole('group', { name: /^Honors on deal 1/ }).waitFor();
        expect(await page.getByRole('group', { name: 'Contract' }).isVisible()).toBe(true);
        expect(await dealsListed(page)).toBe(1);
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});
