// Steps browser tests share: the players named on New match, a match started with its stake, and
// its deals entered through the pad, as a player taps them on a phone.
import type { Page } from 'playwright-core';
import type { BridgeMatch, Seat } from '../../src/engine/types.ts';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import { padPlan } from '../../src/ui/table/padPlan.ts';
import { screenshot } from './harness.ts';

/** A stake as typed on New match, and the club's rule's stake where it is ticked. */
export interface TypedStake {
  readonly amount: string;
  readonly currency: string;
  readonly clubRuleAbove?: string;
}

/** On New match, the four players named in their seats. */
export async function namePlayers(
  page: Page,
  players: Readonly<Record<Seat, string>>,
): Promise<void> {
  for (const [seat, name] of [
    ['North', players.N],
    ['East', players.E],
    ['South', players.S],
    ['West', players.W],
  ] as const) {
    await page.getByRole('combobox', { name: seat, exact: true }).fill(name);
  }
}

/** New match: the four players named, the stake typed, a screenshot of the form, then Start. */
export async function startWithStake(
  page: Page,
  players: Readonly<Record<Seat, string>>,
  stake: TypedStake,
  shot: string,
): Promise<void> {
  await page.getByRole('link', { name: 'New match' }).click();
  await namePlayers(page, players);
  const fields = page.getByRole('group', { name: 'Stake' });
  await fields.getByRole('textbox', { name: /^Stake per 100/ }).fill(stake.amount);
  await fields.getByRole('combobox', { name: 'Currency' }).selectOption(stake.currency);
  if (stake.clubRuleAbove !== undefined) {
    await fields.getByRole('checkbox', { name: /^Club rule: above a stake/ }).check();
    await fields
      .getByRole('textbox', { name: /above a stake per 100 of/ })
      .fill(stake.clubRuleAbove);
  }
  await screenshot(page, shot);
  await page.getByRole('button', { name: 'Start' }).tap();
  await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
}

/** Each deal of the match tapped through the pad, waiting for each to be saved. */
export async function playThrough(page: Page, match: BridgeMatch): Promise<void> {
  for (const index of match.deals.keys()) {
    for (const name of padPlan(match, index))
      await page.getByRole('button', { name, exact: true }).tap();
    await page
      .getByText(new RegExp(`^Deal ${index + 1} saved`))
      .first()
      .waitFor();
    // A person's next deal comes long after the tap guard's quiet time; a test waits it out.
    await page.waitForTimeout(QUIET_MS);
  }
}
