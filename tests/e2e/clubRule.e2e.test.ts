// A club's rule chosen with the stake, in Chromium at phone size: above a stake of £1 a 100,
// undoubled overtricks do not count (docs/rules.md, "Stakes and settling up"). Played at £2, two
// deals with overtricks through the pad: the undoubled ones score nothing, the doubled ones do.
import { describe, expect, test } from 'vitest';
import { scoreMatch, validateMatch } from '../../src/engine/everyGame.ts';
import type { BridgeMatch } from '../../src/engine/types.ts';
import { horizontalOverflow, screenshot, useAppAndBrowser, withPage } from './harness.ts';
import { playThrough, startWithStake } from './newMatchSteps.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });
const PLAYERS = { N: 'Hēnare', E: 'Łukasz', S: 'Zoë', W: 'Mere' };

function theMatch(): BridgeMatch {
  const read = validateMatch({
    format: 'bridgepad.match',
    version: 1,
    game: 'rubber',
    rules: { honors: true, stake: { per100: 2, currency: 'GBP', noOvertricksAbove: 1 } },
    players: PLAYERS,
    firstDealer: 'N',
    deals: [
      { contract: '4S', declarer: 'N', tricks: 12 },
      { contract: '3HX', declarer: 'E', tricks: 11 },
    ],
  });
  if (!read.ok || read.value.game === 'rummy') throw new Error('the match does not read');
  return read.value;
}

describe("a club's rule on overtricks above a stake", () => {
  test('chosen on New match, it scores no undoubled overtricks, and the table says so', async () => {
    const match = theMatch();
    const sheet = scoreMatch(match);
    // 4S made with two over: 120, no overtricks. 3HX made with two over, doubled: 180 below, 2 x
    // 100 (EW not vulnerable), 50 for the insult.
    expect(sheet.totals).toEqual([120, 430]);
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'clubRule/phone' },
      async (page, problems) => {
        await page.goto(e2e.app().url);
        await startWithStake(
          page,
          PLAYERS,
          { amount: '2', currency: 'GBP', clubRuleAbove: '1.00' },
          'clubRule/phone-new-match',
        );
        await playThrough(page, match);
        const area = page.getByRole('region', { name: 'Score sheet' });
        await expect
          .poll(() => area.locator('.result-line strong').innerText())
          .toMatch(/120 · .* 430$/);
        await area.getByText('undoubled overtricks not scored').waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, 'clubRule/phone');
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});
