// The table for every eye and every hand, in Chromium: a nine-deal rubber played by the plans
// the benchmark counts, its sheet readable in one scroll on a phone; the browser's text at 200%
// with nothing cut off; the keyboard alone; and screenshots, light and dark, at every size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import type { BridgeMatch } from '../../src/engine/types.ts';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import { padPlan } from '../../src/ui/table/padPlan.ts';
import { typedForm } from '../../src/ui/table/quickEntry.ts';
import type { ViewportName } from './harness.ts';
import { horizontalOverflow, repoRoot, screenshot, useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });

function nineDeals(): BridgeMatch {
  const file = JSON.parse(
    readFileSync(join(repoRoot, 'tests/fixtures/nine-deal-rubber.json'), 'utf8'),
  ) as unknown;
  const read = validateMatch(file);
  if (!read.ok || read.value.game === 'rummy')
    throw new Error('the nine-deal rubber does not read');
  return read.value;
}

async function startWith(page: Page, match: BridgeMatch) {
  await page.goto(`${e2e.app().url}#/new`);
  const players = match.players as Record<string, string>;
  for (const [seat, name] of Object.entries({ North: 'N', East: 'E', South: 'S', West: 'W' })) {
    await page.getByRole('combobox', { name: seat }).fill(players[name] ?? '');
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
}

/** What sticks out past the right edge of the screen, innermost first (none: nothing scrolls). */
function beyondTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    // A wide table scrolls in its own box: that is not the page scrolling.
    const out = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (e) => e.getBoundingClientRect().right > edge + 0.5 && e.closest('.table-scroll') === null,
    );
    return out
      .filter((e) => !out.some((inner) => inner !== e && e.contains(inner)))
      .map(
        (e) => `${e.tagName.toLowerCase()}.${e.className}: ${(e.textContent ?? '').slice(0, 30)}`,
      );
  });
}

/** Text cut off inside a button or a cell: what is wider than its box, by name. */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, td, th, .result-score, h1 span')]
      .filter((e) => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
      // What is there for the ear only (a heading clipped away to nothing) shows nothing.
      .filter((e) => getComputedStyle(e).clipPath !== 'inset(50%)')
      // Long names end in an ellipsis on purpose; their full text is in the accessible name.
      .filter((e) => getComputedStyle(e).textOverflow !== 'ellipsis')
      .map((e) => (e.getAttribute('aria-label') ?? e.textContent ?? '').slice(0, 40)),
  );
}

describe('a nine-deal rubber on a phone', () => {
  test('three taps a deal, four doubled, and the whole sheet in at most one scroll', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'table/nine-deals' },
      async (page, problems) => {
        const match = nineDeals();
        await startWith(page, match);
        for (const index of match.deals.keys()) {
          const taps = padPlan(match, index);
          const deal = match.deals[index];
          expect(taps.length).toBe(
            deal?.passed === true
              ? 1
              : (deal?.contract.doubling ?? 0) > 0 || deal?.honors !== undefined
                ? 4
                : 3,
          );
          for (const name of taps) {
            if (name.includes(': held ')) {
              // Claimed after the tap guard's quiet time: the question can come in where the
              // result was, and a tap there sooner is the result's tap again.
              await page.getByRole('group', { name: /^Honors/ }).waitFor();
              await page.waitForTimeout(QUIET_MS);
            }
            await page.getByRole('button', { name, exact: true }).click();
          }
          await page
            .getByRole('button', { name: new RegExp(`^Deal ${index + 1}, dealt by`) })
            .waitFor();
          await page.waitForTimeout(QUIET_MS);
        }
        const sheet = scoreMatch(match);
        const table = page.getByRole('table', { name: /^Rubber 1: won by WE/ });
        await expect
          .poll(async () =>
            (await table.locator('tfoot tr.totals td').allTextContents()).map(Number),
          )
          .toEqual([sheet.totals[0], sheet.totals[1]]);
        // Between deals (the message gone), the sheet fits in two screenfuls of its area.
        await page.getByRole('button', { name: 'Dismiss' }).click();
        const fits = await page.evaluate(() => {
          const top = document.querySelector('.table-top')?.getBoundingClientRect().height ?? 0;
          const pad = document.querySelector('.pad')?.getBoundingClientRect().height ?? 0;
          const area = window.innerHeight - top - pad;
          const rubber = document.querySelector('table.sheet')?.getBoundingClientRect().height ?? 0;
          return { rubber, area };
        });
        expect(fits.rubber).toBeLessThanOrEqual(2 * fits.area);
        await screenshot(page, 'table/phone-nine-deals');
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});

describe('the browser text at 200%', () => {
  test.each<ViewportName>(['narrow', 'phone'])(
    'at %s size nothing is cut off and nothing scrolls sideways',
    async (viewport) => {
      await withPage(
        e2e.browser(),
        e2e.app(),
        { viewport, shotName: `table/text-200-${viewport}` },
        async (page) => {
          // The reader's own text size, as set in the browser: rem and em follow it.
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
          const match = nineDeals();
          await startWith(page, match);
          expect(
            await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
          ).toBe('32px');
          for (const name of padPlan(match, 0)) {
            await page.getByRole('button', { name, exact: true }).click();
          }
          await page.getByRole('button', { name: /^Deal 1, dealt by/ }).waitFor();
          await page.waitForTimeout(QUIET_MS);
          expect(await beyondTheEdge(page)).toEqual([]);
          expect(await horizontalOverflow(page)).toBe(0);
          expect(await cutOff(page)).toEqual([]);
          await screenshot(page, `table/text-200-${viewport}-grid`, { fullPage: false });
          await page.getByRole('button', { name: '1 clubs' }).click();
          await page.getByRole('button', { name: /^Declarer West/ }).click();
          await page.getByRole('button', { name: 'XX: redoubled' }).click();
          expect(await horizontalOverflow(page)).toBe(0);
          expect(await cutOff(page)).toEqual([]);
          await screenshot(page, `table/text-200-${viewport}-entering`, { fullPage: false });
        },
      );
    },
  );
});

describe('the keyboard alone', () => {
  test('the quick entry field writes a deal in at most ten keys; the grid moves with the arrows', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'tablet', shotName: 'table/keyboard' },
      async (page) => {
        const match = nineDeals();
        await startWith(page, match);
        const field = page.getByRole('textbox', { name: 'Type a deal' });
        await field.focus();
        let keys = 0;
        for (const deal of match.deals.slice(0, 3)) {
          const typed = typedForm(deal);
          await page.keyboard.type(typed);
          await page.keyboard.press('Enter');
          keys = Math.max(keys, typed.length + 1);
        }
        expect(keys).toBeLessThanOrEqual(10);
        await expect
          .poll(() => page.getByRole('button', { name: /^Deal \d+, dealt by/ }).count())
          .toBe(3);
        await expect.poll(() => field.evaluate((e) => e === document.activeElement)).toBe(true);
        await page.keyboard.type('4Q S =');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('alert').textContent()).resolves.toBe(
          '"Q" is not a strain here: use C, D, H, S or NT.',
        );

        // The grid: one tab stop, arrows inside, Enter picks, focus follows to the declarer.
        await page.getByRole('button', { name: '4 spades' }).focus();
        // Pressed at once, the second key moves on from where the first one went.
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowUp');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe('5 hearts');
        await page.keyboard.press('Enter');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toMatch(/^Declarer North/);
        await page.keyboard.press('Enter');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toMatch(/^made/);
        await page.keyboard.press('Enter');
        await expect
          .poll(() => page.getByRole('button', { name: /^Deal \d+, dealt by/ }).count())
          .toBe(4);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe('5 hearts');
      },
    );
  });
});

describe('screenshots to look at', () => {
  test.each<[ViewportName, 'light' | 'dark']>([
    ['narrow', 'light'],
    ['narrow', 'dark'],
    ['phone', 'light'],
    ['phone', 'dark'],
    ['tablet', 'light'],
    ['tablet', 'dark'],
  ])('the table at %s size, %s', async (viewport, scheme) => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport, shotName: `table/looks-${viewport}-${scheme}` },
      async (page) => {
        await page.emulateMedia({ colorScheme: scheme });
        const match = nineDeals();
        await startWith(page, match);
        for (const index of [0, 1, 2, 3]) {
          for (const name of padPlan(match, index)) {
            await page.getByRole('button', { name, exact: true }).click();
          }
          await page
            .getByRole('button', { name: new RegExp(`^Deal ${index + 1}, dealt by`) })
            .waitFor();
          await page.waitForTimeout(QUIET_MS);
        }
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, `table/${viewport}-${scheme}-between`);
        await page.getByRole('button', { name: '4 hearts' }).click();
        await page.getByRole('button', { name: /^Declarer East/ }).click();
        await page.getByRole('button', { name: 'X: doubled' }).click();
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, `table/${viewport}-${scheme}-entering`);
      },
    );
  });
});
