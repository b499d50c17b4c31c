// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { renderApp } from './renderApp.tsx';

/**
 * A club's rule chosen with the stake (docs/rules.md, "Stakes and settling up"): above a stake of
 * N per 100, undoubled overtricks do not count. Off unless ticked; its stake is asked for then.
 */
async function newRubber() {
  const app = await renderApp('#/new');
  await screen.findByRole('heading', { name: 'New match' });
  const stake = screen.getByRole('group', { name: 'Stake' });
  await app.user.type(within(stake).getByRole('textbox', { name: /^Stake per 100/ }), '2');
  await app.user.selectOptions(within(stake).getByRole('combobox', { name: 'Currency' }), 'GBP');
  return { ...app, stake };
}

describe("the club's rule on overtricks above a stake", () => {
  it('is off unless ticked, and then written with the stake it names', async () => {
    const { user, db, stake } = await newRubber();
    const rule = within(stake).getByRole('checkbox', { name: /^Club rule: above a stake/ });
    expect(rule).not.toBeChecked();
    expect(within(stake).queryByRole('textbox', { name: /above a stake per 100 of/ })).toBeNull();
    await user.click(rule);
    await user.type(
      within(stake).getByRole('textbox', { name: /above a stake per 100 of/ }),
      '1.00',
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const [listed] = await listMatches(db);
    expect(listed?.record.file.rules).toMatchObject({
      stake: { per100: 2, currency: 'GBP', noOvertricksAbove: 1 },
    });
    // The table says it, the stake being above the rule's.
    expect(
      within(screen.getByRole('region', { name: 'Score sheet' })).getByText(
        'undoubled overtricks not scored',
      ),
    ).toBeVisible();
  });

  it('asks for its stake, and starts nothing without one', async () => {
    const { user, db, stake } = await newRubber();
    await user.click(within(stake).getByRole('checkbox', { name: /^Club rule: above a stake/ }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const field = within(stake).getByRole('textbox', { name: /above a stake per 100 of/ });
    expect(field).toHaveAccessibleDescription(
      "The club rule's stake is empty: type the stake above which undoubled overtricks do not count, such as 1.00.",
    );
    expect(field).toHaveFocus();
    expect(await listMatches(db)).toEqual([]);
  });
});
