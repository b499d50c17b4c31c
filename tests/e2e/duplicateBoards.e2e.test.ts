// Duplicate's boards under a finger at phone size, in Chromium: a board already played is said
// where the board is chosen and is not written again, the board offered next is never one
// played, and the list shows the boards by number whatever order they were played in.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { GAME_OFFER } from '../../src/engine/gameOffers.ts';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import type { ViewportName } from './harness.ts';
import { horizontalOverflow, screenshot, useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });

async function startDuplicate(page: Page) {
  await page.goto(`${e2e.app().url}#/new`);
  await page.getByRole('radio', { name: GAME_OFFER.duplicate, exact: true }).check();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
}

/** Taps a deal in: the contract, the declarer, then the result made exactly. */
async function tapDeal(page: Page, contract: string, declarer: string) {
  await page.getByRole('button', { name: contract, exact: true }).tap();
  await page.getByRole('button', { name: new RegExp(`^Declarer ${declarer}`) }).tap();
  await page.getByRole('button', { name: /^made .*: exactly \d+ tricks$/ }).tap();
}

const boardGroup = (page: Page) => page.getByRole('group', { name: 'Board' });
const boardField = (page: Page) => boardGroup(page).getByRole('textbox', { name: 'Board' });
const listed = (page: Page) =>
  page.getByRole('table', { name: 'Deals' }).locator('tbody th[scope="row"]').allInnerTexts();

describe('duplicate boards at the table', () => {
  test.each<ViewportName>(['phone', 'narrow'])(
    'at %s size a board played is said, refused, never offered, and the list is by board',
    async (viewport) => {
      await withPage(
        e2e.browser(),
        e2e.app(),
        { viewport, shotName: `duplicate/boards-${viewport}` },
        async (page, problems) => {
          await startDuplicate(page);
          await boardField(page).fill('5');
          await tapDeal(page, '4 spades', 'North');
          await page
            .getByText(/^Deal 1 saved/)
            .first()
            .waitFor();
          await page.waitForTimeout(QUIET_MS);
          await expect.poll(() => boardField(page).inputValue()).toBe('6');

          // Back to board 5, played: said at once, on the screen, with where it is.
          await boardGroup(page).getByRole('button', { name: 'The board before' }).tap();
          const said = boardGroup(page).getByRole('alert');
          await said.waitFor();
          expect(await said.innerText()).toBe(
            'Board 5 is already played: deal 1, 4♠ by North, made: 620. Choose another board, or tap board 5 in the list to correct it.',
          );
          const box = await said.boundingBox();
          expect((box?.x ?? -1) >= 0).toBe(true);
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
            page.viewportSize()?.width ?? 0,
          );
          expect(await horizontalOverflow(page)).toBe(0);
          await screenshot(page, `duplicate/board-played-${viewport}`);

          // A result tapped all the same is refused in the pad's message, and nothing is written.
          await tapDeal(page, '2 hearts', 'South');
          await page
            .getByRole('region', { name: 'Enter a deal' })
            .getByRole('status')
            .getByText(/^Board 5 is already played: deal 1/)
            .waitFor();
          expect(await listed(page)).toEqual(['5']);

          // Board 4 instead: written, and the next board offered skips 5, played already.
          await page.getByRole('button', { name: 'Change contract' }).tap();
          await page.waitForTimeout(QUIET_MS);
          await boardGroup(page).getByRole('button', { name: 'The board before' }).tap();
          await expect.poll(() => said.count()).toBe(0);
          await tapDeal(page, '3 notrump', 'East');
          await page
            .getByText(/^Deal 2 saved/)
            .first()
            .waitFor();
          await expect.poll(() => boardField(page).inputValue()).toBe('6');
          expect(await listed(page)).toEqual(['4', '5']);
          expect(
            await page.getByRole('table', { name: 'Deals' }).locator('tfoot th').innerText(),
          ).toBe('Session, 2 boards');
          expect(await horizontalOverflow(page)).toBe(0);
          await screenshot(page, `duplicate/boards-${viewport}`);
          expect(problems.consoleErrors).toEqual([]);
        },
      );
    },
  );
});
