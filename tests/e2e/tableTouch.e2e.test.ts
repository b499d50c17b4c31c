// The table under a careless finger, in Chromium with touch at phone size and a mouse at tablet
// size: a repeated tap never writes a second deal, nothing scrolls sideways from 320 px up,
// messages never cover the score or the dealer and vulnerability, and the sheet gets most of a
// phone's screen between deals.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import type { ViewportName } from './harness.ts';
import { horizontalOverflow, screenshot, useAppAndBrowser, withPage } from './harness.ts';
import { installTapClock, tapsInRhythm } from './tapRhythm.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });

async function startRubber(page: Page) {
  await installTapClock(page);
  await page.goto(`${e2e.app().url}#/new`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
}

/**
 * Taps twice (touch on a phone, the mouse on a tablet), `gapMs` apart by the page's clock
 * (tapRhythm.ts), at the middle of what `control` is now.
 */
async function tapTwice(page: Page, control: Locator, gapMs: number, touch: boolean) {
  const box = await control.boundingBox();
  if (box === null) throw new Error('the control is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await tapsInRhythm(page, 2, gapMs, () =>
    touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y),
  );
}

const dealsListed = (page: Page) =>
  page.getByRole('button', { name: /^Deal \d+, dealt by/ }).count();
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();

describe('a repeated tap writes one deal', () => {
  test.each<[ViewportName, number]>([
    ['phone', 50],
    ['phone', 150],
    ['phone', 300],
    ['phone', 600],
    ['tablet', 50],
    ['tablet', 150],
    ['tablet', 300],
    ['tablet', 600],
  ])('at %s size, taps %i ms apart on the result and on Passed out', async (viewport, gap) => {
    const touch = viewport !== 'tablet';
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport, shotName: `table/double-tap-${viewport}-${gap}` },
      async (page, problems) => {
        await startRubber(page);
        await page.getByRole('button', { name: '4 spades' }).click();
        await page.getByRole('button', { name: /^Declarer South/ }).click();
        await tapTwice(
          page,
          page.getByRole('button', { name: /^made .*: exactly 10 tricks$/ }),
          gap,
          touch,
        );
        await page.getByRole('heading', { level: 1, name: /^Deal 2 · Dealer East/ }).waitFor();

        // Whatever the second tap opened is closed, then Passed out is tapped twice.
        const change = page.getByRole('button', { name: 'Change contract' });
        if (await change.isVisible()) await change.click();
        await tapTwice(page, page.getByRole('button', { name: 'Passed out' }), gap, touch);
        await page.getByRole('heading', { level: 1, name: /^Deal 3 · Dealer South/ }).waitFor();

        // A third deal, written on purpose when a person's next deal would come: writes land in
        // the order they were made, so once its message is shown, a second deal from either
        // repeated tap would be in too. Its number, the next deal's and the list show none is.
        if (await change.isVisible()) await change.click();
        await page.waitForTimeout(QUIET_MS);
        await page.getByRole('button', { name: '2 hearts', exact: true }).click();
        await page.getByRole('button', { name: /^Declarer West/ }).click();
        await page.getByRole('button', { name: /^made .*: exactly 8 tricks$/ }).click();
        const saved = page.getByText(/^Deal \d+ saved: 2♥ by West/).first();
        await saved.waitFor();
        expect(await saved.innerText()).toMatch(/^Deal 3 saved/);
        expect(await heading(page)).toMatch(/^Deal 4 · Dealer West/);
        expect(await dealsListed(page)).toBe(3);
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});

describe('the table on a phone', () => {
  test.each<ViewportName>(['narrow', 'phone', 'tablet'])(
    'at %s size nothing scrolls sideways, entering a deal or between deals',
    async (viewport) => {
      await withPage(
        e2e.browser(),
        e2e.app(),
        { viewport, shotName: `table/overflow-${viewport}` },
        async (page) => {
          await startRubber(page);
          expect(await horizontalOverflow(page)).toBe(0);
          await page.getByRole('button', { name: '1 clubs' }).click();
          await page.getByRole('button', { name: /^Declarer West/ }).click();
          // 1♣ has the most result chips with the longest scores: -7 doubled and vulnerable.
          await page.getByRole('button', { name: 'XX: redoubled' }).click();
          expect(await horizontalOverflow(page)).toBe(0);
          await screenshot(page, `table/${viewport}-entering`);
          for (const chip of await page
            .getByRole('group', { name: 'Result' })
            .getByRole('button')
            .all()) {
            const box = await chip.boundingBox();
            expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
            expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
              page.viewportSize()?.width ?? 0,
            );
          }
        },
      );
    },
  );

  test('messages never cover the score or the dealer line, and go with the deal they name', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'table/messages' },
      async (page) => {
        await startRubber(page);
        for (const [contract, declarer, result] of [
          ['2 hearts', 'South', /^made/],
          ['3 notrump', 'East', /^\+1/],
        ] as const) {
          await page.getByRole('button', { name: contract }).click();
          await page.getByRole('button', { name: new RegExp(`^Declarer ${declarer}`) }).click();
          await page.getByRole('button', { name: result }).click();
        }
        const message = page.getByText(/^Deal 2 saved: 3NT by East \+1, /);
        await message.waitFor();
        const said = await message.boundingBox();
        for (const kept of [page.locator('.table-top'), page.locator('.result-line')]) {
          const box = await kept.boundingBox();
          if (said === null || box === null) throw new Error('not on screen');
          const overlaps =
            said.x < box.x + box.width &&
            box.x < said.x + said.width &&
            said.y < box.y + box.height &&
            box.y < said.y + said.height;
          expect(overlaps).toBe(false);
        }
        await screenshot(page, 'table/phone-after-deal');
        await page.getByRole('button', { name: /^Undo: deal 2 entered/ }).click();
        await expect.poll(() => message.count()).toBe(0);
        expect(await heading(page)).toMatch(/^Deal 2/);
      },
    );
  });

  test('between deals the sheet gets at least 60% of a 390×844 screen', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'table/sheet-share' },
      async (page) => {
        await startRubber(page);
        await page.getByRole('button', { name: '2 hearts' }).click();
        await page.getByRole('button', { name: /^Declarer South/ }).click();
        await page.getByRole('button', { name: /^made/ }).click();
        // Honors answered, the message gone: the table as it stands while the next deal is bid.
        // Answered after the tap guard's quiet time: the question can come in where the result
        // was, and a tap there sooner is the result's tap again. The quiet time runs from the end
        // of the deal's write, which the question coming in shows.
        await page.getByRole('group', { name: /^Honors on deal/ }).waitFor();
        await page.waitForTimeout(QUIET_MS);
        await page.getByRole('button', { name: 'None: no honors' }).click();
        await page.getByRole('group', { name: /^Honors on deal/ }).waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'Dismiss' }).click();
        const share = await sheetShare(page);
        console.log(
          `[e2e] phone 390x844: the sheet gets ${(share * 100).toFixed(1)}% between deals`,
        );
        expect(share).toBeGreaterThanOrEqual(0.6);
        await screenshot(page, 'table/phone-between-deals');
        // Folded away with one tap, back with one.
        await page.getByRole('button', { name: 'Hide the pad' }).click();
        const folded = await sheetShare(page);
        console.log(
          `[e2e] phone 390x844, pad folded: the sheet gets ${(folded * 100).toFixed(1)}%`,
        );
        expect(folded).toBeGreaterThan(0.8);
        await page.getByRole('button', { name: /^Show the pad/ }).click();
        await page.getByRole('button', { name: '4 spades' }).waitFor();
      },
    );
  });
});

/**
 * The share of the viewport's height left to the sheet: all of it but the bar at the top and
 * the pad at the bottom (when the sheet is short, the pad follows it up the page, but the room
 * below is the sheet's all the same).
 */
function sheetShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const top = document.querySelector('.table-top')?.getBoundingClientRect().height ?? 0;
    const pad = document.querySelector('.pad')?.getBoundingClientRect().height ?? 0;
    return (window.innerHeight - top - pad) / window.innerHeight;
  });
}
