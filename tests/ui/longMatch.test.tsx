// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getRecord } from '../../src/db/matchRows.ts';
import { openRubber } from './renderApp.tsx';

/** 3NT made by alternate sides: every two deals a game, a rubber every few deals. */
const dealsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    contract: '3NT',
    declarer: i % 4 < 2 ? 'N' : 'E',
    tricks: 9,
  }));

const openLong = (deals: number) => openRubber(dealsOf(deals));

describe('a long match on screen', () => {
  it('lists the newest 40 deals, the earlier ones 40 more a tap', async () => {
    const { user } = await openLong(1000);
    const list = screen.getByRole('table', { name: 'Deals' });
    const dealButtons = () => within(list).getAllByRole('button', { name: /^Deal \d+,/ });
    expect(dealButtons()).toHaveLength(40);
    expect(dealButtons()[0]).toHaveAccessibleName(/^Deal 961,/);
    expect(dealButtons().at(-1)).toHaveAccessibleName(/^Deal 1000,/);
    await user.click(
      within(list).getByRole('button', { name: 'Show 40 earlier deals (960 not shown)' }),
    );
    expect(dealButtons()).toHaveLength(80);
    expect(dealButtons()[0]).toHaveAccessibleName(/^Deal 921,/);
  });

  it('draws the newest two rubbers, the earlier ones on asking, and a back score of the last ten', async () => {
    const { user } = await openLong(400);
    const sheet = screen.getByRole('region', { name: 'Score sheet' });
    const rubbers = () => within(sheet).getAllByRole('table', { name: /^Rubber \d+/ });
    expect(rubbers()).toHaveLength(2);
    const more = within(sheet).getByRole('button', {
      name: /^Show earlier rubbers \(\d+ not shown\)$/,
    });
    await user.click(more);
    expect(rubbers()).toHaveLength(4);
    // The back score's code comes a moment after the sheet's.
    const back = await within(sheet).findByRole('table', { name: /^Back score/ });
    expect(back).toHaveAccessibleName(/\(the last 10 of \d+; the totals count all\)/);
    // Player, Total, and ten rubbers.
    expect(within(back).getAllByRole('columnheader')).toHaveLength(12);
  });

  it('writes a deal into a match of 5,000 deals and shows it', async () => {
    const { user, db, id } = await openLong(5000);
    await user.click(screen.getByRole('button', { name: '4 spades' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer South/ }));
    await user.click(screen.getByRole('button', { name: /: exactly 10 tricks$/ }));
    await waitFor(async () => expect((await getRecord(db, id))?.file.deals).toHaveLength(5001));
    const list = screen.getByRole('table', { name: 'Deals' });
    expect(
      await within(list).findByRole('button', { name: /^Deal 5001,.*4♠ by South/ }),
    ).toBeInTheDocument();
  });
});
