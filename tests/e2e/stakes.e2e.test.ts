// A rubber played for a stake in Chromium, as players would tap it on a phone: 50p a hundred set
// on New match, three deals through the pad, then each player's money and who pays whom beneath
// the back score (docs/rules.md, "Stakes and settling up"). Looked at at 390x844 and at 320x568:
// nothing sideways, nothing cut off.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { BridgeMatch } from '../../src/engine/types.ts';
import { horizontalOverflow, screenshot, useAppAndBrowser, withPage } from './harness.ts';
import { layoutFaults } from './layoutFaults.ts';
import { playThrough, startWithStake } from './newMatchSteps.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });

const PLAYERS = { N: 'Hēnare', E: 'Łukasz', S: 'Zoë', W: 'Mere' };

/**
 * The rubber as the pad enters it: North-South a game (4♠), East-West a game (3NT), North-South
 * the rubber (4♠ by South): 120 + 120 + 500 to 100, North-South by 640, 6 on the back score.
 */
function theRubber(): BridgeMatch {
  const read = validateMatch({
    format: 'bridgepad.match',
    version: 1,
    game: 'rubber',
    rules: { honors: true, stake: { per100: 0.5, currency: 'GBP' } },
    players: PLAYERS,
    firstDealer: 'N',
    deals: [
      { contract: '4S', declarer: 'N', tricks: 10 },
      { contract: '3NT', declarer: 'E', tricks: 9 },
      { contract: '4S', declarer: 'S', tricks: 10 },
    ],
  });
  if (!read.ok || read.value.game === 'rummy') throw new Error('the rubber does not read');
  return read.value;
}

const itemsOf = async (list: ReturnType<Page['getByRole']>) =>
  (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());

describe('a rubber played for a stake', () => {
  test('shows each player in points and money, and who pays whom, on a phone', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'stakes/phone' },
      async (page, problems) => {
        await page.goto(e2e.app().url);
        await startWithStake(
          page,
          PLAYERS,
          { amount: '0.50', currency: 'GBP' },
          'stakes/phone-new-match',
        );
        await playThrough(page, theRubber());

        const money = page.getByRole('region', { name: 'Money at £0.50 a 100' });
        await money.waitFor();
        const [players, payments] = [
          money.getByRole('list').first(),
          money.getByRole('list').last(),
        ];
        expect(await itemsOf(players)).toEqual([
          'Hēnare +6 · wins £3.00',
          'Zoë +6 · wins £3.00',
          'Łukasz -6 · loses £3.00',
          'Mere -6 · loses £3.00',
        ]);
        expect(await money.getByRole('heading', { name: 'Settling up' }).isVisible()).toBe(true);
        expect(await itemsOf(payments)).toEqual([
          'Łukasz pays Hēnare £3.00',
          'Mere pays Zoë £3.00',
        ]);
        await money.scrollIntoViewIfNeeded();
        await screenshot(page, 'stakes/phone-settled');
        expect(await horizontalOverflow(page)).toBe(0);

        // The narrowest phone: the same lines, nothing sideways or cut off.
        await page.setViewportSize({ width: 320, height: 568 });
        await money.scrollIntoViewIfNeeded();
        await screenshot(page, 'stakes/narrow-settled');
        await screenshot(page, 'stakes/narrow-settled-view', { fullPage: false });
        expect(await horizontalOverflow(page)).toBe(0);
        const faults = (await layoutFaults(page, Object.values(PLAYERS))).filter(
          (f) => f.kind === 'sideways' || f.kind === 'cut off' || f.kind === 'overlap',
        );
        expect(faults).toEqual([]);
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
      },
    );
  });

  test('refuses a bad stake beside its field on the narrowest phone, and starts nothing', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'narrow', shotName: 'stakes/narrow-new-match' },
      async (page, problems) => {
        await page.goto(e2e.app().url);
        await page.getByRole('link', { name: 'New match' }).click();
        const amount = page.getByRole('textbox', { name: /^Stake per 100/ });
        await amount.fill('0.125');
        await page.getByRole('button', { name: 'Start' }).click();
        const said = 'Stake per 100 goes to the cent: 0.125 has more than two decimals.';
        await page.getByRole('alert').filter({ hasText: said }).waitFor();
        expect(await amount.getAttribute('aria-invalid')).toBe('true');
        expect(await amount.evaluate((field) => field === document.activeElement)).toBe(true);
        await screenshot(page, 'stakes/narrow-new-match-refused', { fullPage: false });
        expect(await horizontalOverflow(page)).toBe(0);
        const faults = (await layoutFaults(page, [])).filter(
          (f) => f.kind === 'sideways' || f.kind === 'cut off' || f.kind === 'overlap',
        );
        expect(faults).toEqual([]);
        // Still the form: nothing was started.
        await page.getByRole('link', { name: 'Cancel' }).click();
        await page.getByText('No matches yet.', { exact: false }).waitFor();
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});
