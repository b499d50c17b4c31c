// Every game played in Chromium as players would play it: a match started from New match, a
// short match entered through the pad with touch at phone size (and a tablet for some), the
// totals on the screen checked against what the engine gives for the same deals, and
// screenshots of each game's own sheet in test-results/screenshots/games/.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { isBridge, traitsOf } from '../../src/engine/gameTraits.ts';
import { GAME_OFFER } from '../../src/engine/gameOffers.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import type { BridgeMatch, Game, Match } from '../../src/engine/types.ts';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import { columnsOf } from '../../src/ui/table/columns.ts';
import { padPlan } from '../../src/ui/table/padPlan.ts';
import type { ViewportName } from './harness.ts';
import { horizontalOverflow, screenshot, useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });

type Raw = Record<string, unknown>;

const FOUR = { N: 'Hēnare', E: 'Łukasz', S: 'Zoë', W: 'Mere' };
const TWO = { A: 'Hēnare Pōtae', B: 'Łukasz Wiśniewski' };
const deal = (contract: string, declarer: string, tricks: number): Raw => ({
  contract,
  declarer,
  tricks,
});

/** A short match of each game, as the test enters it and as the engine scores it. */
interface Plan {
  readonly game: Game;
  readonly file: Raw;
  /** What to choose on the New match form besides the game and the names. */
  readonly setUp?: (page: Page) => Promise<void>;
  readonly viewports: readonly ViewportName[];
}

const PLANS: readonly Plan[] = [
  {
    game: 'chicago',
    file: {
      rules: { vulnerability: 'cavendish' },
      deals: [
        deal('2H', 'S', 9),
        { passed: true },
        deal('3NT', 'E', 9),
        deal('4S', 'N', 9),
        deal('1NT', 'W', 8),
      ],
    },
    setUp: async (page) => {
      await page.getByRole('radio', { name: /^Cavendish/ }).check();
    },
    viewports: ['phone', 'tablet'],
  },
  {
    // Four-deal bridge scored deal by deal (docs/rules.md, Chicago): the worked example.
    game: 'chicago',
    file: {
      rules: { scoring: 'deal' },
      deals: [deal('2H', 'N', 8), deal('2S', 'S', 8), deal('4S', 'E', 9), deal('3NT', 'W', 9)],
    },
    setUp: async (page) => {
      await page.getByRole('radio', { name: /^deal by deal/ }).check();
    },
    viewports: ['phone'],
  },
  {
    game: 'duplicate',
    file: {
      rules: { honors: false },
      deals: [
        { ...deal('4S', 'N', 10), board: 1 },
        { ...deal('3NT', 'E', 8), board: 2 },
        { passed: true, board: 3 },
        { ...deal('2HX', 'S', 9), board: 4 },
      ],
    },
    viewports: ['phone', 'tablet'],
  },
  {
    game: 'bridgette',
    file: { deals: [deal('0NT', 'A', 6), deal('4S', 'B', 10), deal('3NT', 'A', 9)] },
    viewports: ['phone'],
  },
  {
    game: 'sixdeal',
    file: {
      deals: [
        deal('4CX', 'A', 12),
        deal('5NTXX', 'B', 11),
        deal('2S', 'A', 8),
        deal('3H', 'B', 9),
        deal('1NT', 'A', 7),
        deal('2D', 'B', 7),
      ],
    },
    viewports: ['phone'],
  },
  {
    game: 'kapiti',
    file: { rules: { deals: 2 }, deals: [deal('4H', 'S', 10), deal('2C', 'W', 8)] },
    setUp: async (page) => {
      await page.getByRole('textbox', { name: /^Deals in the match/ }).fill('2');
    },
    viewports: ['phone'],
  },
  {
    game: 'rubber',
    file: {
      rules: { deck: 'gorbyx5' },
      deals: [deal('6O', 'S', 12), deal('2B', 'E', 8), deal('4G', 'N', 9)],
    },
    setUp: async (page) => {
      await page
        .getByRole('group', { name: 'Cards' })
        .getByRole('radio', { name: 'GorbyX, five suits' })
        .check();
    },
    viewports: ['phone'],
  },
];

function intended(plan: Plan): Match {
  const traits = traitsOf(plan.game);
  const read = validateMatch({
    format: 'bridgepad.match',
    version: 1,
    game: plan.game,
    players: traits.seating === 'two' ? TWO : FOUR,
    firstDealer: traits.seating === 'two' ? 'A' : 'N',
    ...plan.file,
  });
  if (!read.ok) throw new Error(read.errors.map(formatProblem).join('\n'));
  return read.value;
}

async function newMatch(page: Page, plan: Plan): Promise<void> {
  await page.getByRole('link', { name: 'New match' }).click();
  await page.getByRole('radio', { name: GAME_OFFER[plan.game], exact: true }).check();
  if (traitsOf(plan.game).seating === 'two') {
    await page.getByRole('combobox', { name: 'Player A' }).fill(TWO.A);
    await page.getByRole('combobox', { name: 'Player B' }).fill(TWO.B);
  } else {
    for (const [seat, name] of Object.entries({
      North: FOUR.N,
      East: FOUR.E,
      South: FOUR.S,
      West: FOUR.W,
    })) {
      await page.getByRole('combobox', { name: seat, exact: true }).fill(name);
    }
  }
  await plan.setUp?.(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
}

/**
 * Taps each deal in through the pad, as the plan of taps for it says: with a finger on a phone,
 * with the pointer on a tablet kept by the score keeper.
 */
async function playDeals(page: Page, match: BridgeMatch, viewport: ViewportName): Promise<void> {
  for (const index of match.deals.keys()) {
    for (const name of padPlan(match, index)) {
      // Honors are claimed once the deal is written, after the tap guard's quiet time: a tap
      // sooner where the result was is taken for the same tap again (on a phone the question can
      // come in right there).
      if (name.includes(': held ')) {
        await page.getByRole('group', { name: /^Honors on deal/ }).waitFor();
        await page.waitForTimeout(QUIET_MS);
      }
      const button = page.getByRole('button', { name, exact: true });
      await (viewport === 'tablet' ? button.click() : button.tap());
    }
    await page
      .getByText(new RegExp(`^Deal ${index + 1} (saved|passed out)`))
      .first()
      .waitFor();
    // A person's next deal comes long after the tap guard's quiet time; a test waits it out.
    await page.waitForTimeout(QUIET_MS);
  }
}

/** The totals the result line shows, by column: "WE 120 · THEY 240 · …" as [120, 240]. */
async function totalsShown(page: Page): Promise<number[]> {
  const line = await page
    .getByRole('region', { name: 'Score sheet' })
    .locator('.result-line strong')
    .innerText();
  return [...line.matchAll(/(-?\d+)(?= ·|$)/g)].map((m) => Number(m[1]));
}

describe('each game through the pad', () => {
  for (const plan of PLANS) {
    const label =
      plan.file.rules !== undefined ? `${plan.game} ${JSON.stringify(plan.file.rules)}` : plan.game;
    test.each(plan.viewports)(`${label} at %s size totals as the engine does`, async (viewport) => {
      const match = intended(plan);
      if (!isBridge(match)) throw new Error('a bridge game');
      const sheet = scoreMatch(match);
      const cols = columnsOf(match);
      const shot = `games/${plan.game}-${viewport}`;
      await withPage(
        e2e.browser(),
        e2e.app(),
        { viewport, shotName: shot },
        async (page, problems) => {
          await page.goto(e2e.app().url);
          await newMatch(page, plan);
          await playDeals(page, match, viewport);
          await expect
            .poll(() => totalsShown(page))
            .toEqual([sheet.totals[cols.sides[0]], sheet.totals[cols.sides[1]]]);
          expect(await horizontalOverflow(page)).toBe(0);
          await screenshot(page, shot);
          expect(problems.consoleErrors).toEqual([]);
          expect(problems.foreignRequests).toEqual([]);
        },
      );
    });
  }

  test('GorbyX Rummy: three hands through its pad, lowest total wins', async () => {
    const players = ['Hēnare', 'Łukasz', 'Zoë', 'Mere'];
    const hands = [
      { out: 0, points: [0, 17, 42, 8], rummy: false },
      { out: 2, points: [11, 5, 0, 30], rummy: true },
      { out: 1, points: [9, 0, 14, 3], rummy: false },
    ];
    const read = validateMatch({
      format: 'bridgepad.match',
      version: 1,
      game: 'rummy',
      players,
      deals: hands,
    });
    if (!read.ok) throw new Error('fixture');
    const totals = scoreMatch(read.value).totals;
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'games/rummy-phone' },
      async (page, problems) => {
        await page.goto(e2e.app().url);
        await page.getByRole('link', { name: 'New match' }).click();
        await page.getByRole('radio', { name: GAME_OFFER.rummy, exact: true }).check();
        await page
          .getByRole('radiogroup', { name: 'How many players' })
          .getByRole('radio', { name: '4' })
          .check();
        for (const [i, name] of players.entries()) {
          await page.getByRole('combobox', { name: `Player ${i + 1}`, exact: true }).fill(name);
        }
        await page.getByRole('button', { name: 'Start' }).click();
        for (const [index, hand] of hands.entries()) {
          const pad = page.getByRole('form', { name: 'Enter a hand' });
          await pad.getByRole('button', { name: players[hand.out], exact: true }).tap();
          for (const [i, points] of hand.points.entries()) {
            if (i !== hand.out)
              await pad.getByLabel(players[i] ?? '', { exact: true }).fill(String(points));
          }
          if (hand.rummy) await pad.getByRole('checkbox', { name: /^Rummy/ }).check();
          await pad.getByRole('button', { name: 'Confirm' }).tap();
          await page.getByText(`Hand ${index + 1} saved.`).waitFor();
          await page.waitForTimeout(QUIET_MS);
        }
        const sheet = page.getByRole('table', { name: /^Hands/ });
        await expect
          .poll(async () => (await sheet.locator('tfoot td').allInnerTexts()).map(Number))
          .toEqual([...totals]);
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, 'games/rummy-phone');
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});
