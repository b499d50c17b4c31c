// Four players who change partners, at phone size in Chromium, by touch: the table is chosen at the
// start, two rubbers are played a couple of quick deals each, and after each the table proposes
// the next seating (who changes seats, who partners whom) and keeps each player's back score
// through every partnership (docs/rules.md, Changing partners, "Pivot" and "Cut for partners"). On
// the pivot the seating follows; for a cut the players say who cut highest and second, on the
// narrowest phone, and start the next rubber there.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import { horizontalOverflow, screenshot, useAppAndBrowser, withPage } from './harness.ts';
import { namePlayers } from './newMatchSteps.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });

/** New match for a table of four with its partners chosen, started. */
async function startTable(page: Page, partners: RegExp) {
  await page.goto(`${e2e.app().url}#/new`);
  await page
    .getByRole('group', { name: 'Partners' })
    .getByRole('radio', { name: partners })
    .check();
  await namePlayers(page, { N: 'Ann', E: 'Cy', S: 'Bob', W: 'Dee' });
  await page.getByRole('button', { name: 'Start' }).tap();
  await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
}

/** Two games by one declarer, each made exactly: the rubber won two games to none. */
async function twoGames(page: Page, contract: string, declarer: string, first: number) {
  for (const deal of [first, first + 1]) {
    await page.getByRole('button', { name: contract, exact: true }).tap();
    await page.getByRole('button', { name: new RegExp(`^Declarer ${declarer}`) }).tap();
    await page.getByRole('button', { name: /^made .*: exactly \d+ tricks$/ }).tap();
    await page
      .getByText(new RegExp(`^Deal ${deal} saved`))
      .first()
      .waitFor();
    // A person's next deal comes long after the tap guard's quiet time; a test waits it out.
    await page.waitForTimeout(QUIET_MS);
  }
}

const nextSeating = (page: Page, rubber: number) =>
  page.getByRole('region', { name: `Rubber ${rubber}: the next seating` });

/** What a next seating proposes: who changes seats and partners whom, and the seating itself. */
const proposed = async (next: Locator) => ({
  changes: await next.getByRole('listitem').allInnerTexts(),
  seating: await next.locator('.seating-preview').innerText(),
});

/** Each player's row of the table's back score, as the screen reads it. */
const backScore = (page: Page) =>
  page
    .getByRole('table', { name: 'Back score, this table' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()).join(' '),
      ),
    );

describe('a table of four that changes partners', () => {
  test('on the pivot, proposes each next seating and follows each player on the back score', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'pivot/phone' },
      async (page, problems) => {
        await startTable(page, /^Pivot/);

        // Rubber 1: Ann and Bob, North-South, two games to none (940: 9 each).
        await twoGames(page, '4 spades', 'North', 1);
        const second = nextSeating(page, 2);
        await second.waitFor();
        expect(await proposed(second)).toEqual({
          changes: ['Bob and Cy change seats.', 'Partners: Ann and Cy against Bob and Dee.'],
          seating: 'North Ann · East Bob · South Cy · West Dee',
        });
        await expect
          .poll(() => backScore(page))
          .toEqual(['Ann +9 +9', 'Bob +9 +9', 'Cy -9 -9', 'Dee -9 -9']);
        await screenshot(page, 'pivot/phone-rubber-1-over');

        await second.getByRole('button', { name: 'Start rubber 2' }).tap();
        await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
        // Rubber 2: Bob and Dee, now East-West, two games to none with 3NT (900: 9 each).
        await twoGames(page, '3 notrump', 'East', 1);
        const third = nextSeating(page, 3);
        await third.waitFor();
        expect(await proposed(third)).toEqual({
          changes: ['Cy and Dee change seats.', 'Partners: Ann and Dee against Bob and Cy.'],
          seating: 'North Ann · East Bob · South Dee · West Cy',
        });
        // Each player's total, then each rubber, whoever they partnered: together zero.
        await expect
          .poll(() => backScore(page))
          .toEqual(['Ann 0 +9 -9', 'Bob +18 +9 +9', 'Cy -18 -9 -9', 'Dee 0 -9 +9']);
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, 'pivot/phone-rubber-2-over');

        // The narrowest phone: nothing scrolls sideways.
        await page.setViewportSize({ width: 320, height: 568 });
        await third.waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, 'pivot/narrow-rubber-2-over');
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
      },
    );
  });

  test('cutting for partners, asks who cut highest and second, and seats them on the narrowest phone', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'cut/phone' },
      async (page, problems) => {
        await startTable(page, /^Cut for partners/);
        // Rubber 1: Ann and Bob, North-South, two games to none (940: 9 each).
        await twoGames(page, '4 spades', 'North', 1);
        const second = nextSeating(page, 2);
        await second.waitFor();
        // Nothing is proposed until the cut is said.
        expect(await second.getByRole('button', { name: 'Start rubber 2' }).count()).toBe(0);

        // docs/rules.md's worked example: Dee cuts highest and Ann second, on the narrowest phone.
        await page.setViewportSize({ width: 320, height: 568 });
        await second
          .getByRole('radiogroup', { name: 'Who cut highest?' })
          .getByRole('radio', { name: 'Dee' })
          .tap();
        await second
          .getByRole('radiogroup', { name: 'Who cut second, to partner Dee?' })
          .getByRole('radio', { name: 'Ann' })
          .tap();
        // The seating the cut makes comes into view with its Start button, no scrolling needed.
        const start = second.getByRole('button', { name: 'Start rubber 2' });
        await expect
          .poll(() =>
            start.evaluate((button) => {
              const own = button.getBoundingClientRect();
              const pad = button.closest('.pad')?.getBoundingClientRect();
              return (
                pad !== undefined &&
                own.top >= Math.max(0, pad.top) &&
                own.bottom <= Math.min(window.innerHeight, pad.bottom)
              );
            }),
          )
          .toBe(true);
        expect(await proposed(second)).toEqual({
          changes: [
            'Bob and Dee change seats.',
            'Partners: Ann and Dee against Cy and Bob.',
            'Dee deals first (South).',
          ],
          seating: 'North Ann · East Cy · South Dee · West Bob',
        });
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, 'cut/narrow-cut-said', { fullPage: false });

        await start.tap();
        await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
        await page.getByText(/Dealer South \(Dee\)/).waitFor();
        // Rubber 2: Ann and Dee, North-South, two games to none (940: 9 each).
        await twoGames(page, '4 spades', 'North', 1);
        await nextSeating(page, 3).waitFor();
        await expect
          .poll(() => backScore(page))
          .toEqual(['Ann +18 +9 +9', 'Bob 0 +9 -9', 'Cy -18 -9 -9', 'Dee 0 -9 +9']);
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, 'cut/narrow-rubber-2-over');
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
      },
    );
  });
});
