// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { openRubber, renderApp } from './renderApp.tsx';

/**
 * A table that changes size mid-evening (docs/rules.md, Changing partners, "A table that changes
 * size"), as a host does it between rubbers: five to four when a player goes home, four to five
 * when one arrives. The next seating follows, and the evening's back score keeps everyone who
 * played, each rubber's figure for who played it and "out" for who did not.
 */

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** North-South win the rubber in two games of 4♠ by North. */
async function northSouthWin(user: User, first: number) {
  for (let i = 0; i < 2; i++) {
    await user.click(screen.getByRole('button', { name: '4 spades' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer North/ }));
    await user.click(screen.getByRole('button', { name: /^made .*: exactly 10 tricks$/ }));
    await screen.findByText(new RegExp(`^Deal ${first + i} saved`));
  }
}

describe('a table that changes size between rubbers', () => {
  it('five to four as a player leaves, then four to five as one arrives; the back score keeps all', async () => {
    const { user, db } = await renderApp('#/new');
    await user.click(await screen.findByRole('radio', { name: '5' }));
    const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Ed'];
    const fields = ['1st (highest card)', '2nd', '3rd', '4th', '5th'];
    for (const [i, field] of fields.entries())
      await user.type(screen.getByRole('combobox', { name: field }), names[i] ?? '');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    // Rubber 1: Ann (North) and Bob (South) against Cy and Dee; Ed sits out.
    await northSouthWin(user, 1);

    let next = await screen.findByRole('region', { name: 'Rubber 2: the next seating' });
    await user.click(within(next).getByText('Someone joins or leaves the table'));
    await user.click(
      within(within(next).getByRole('group', { name: 'Who leaves' })).getByRole('button', {
        name: 'Cy leaves',
      }),
    );
    expect(within(next).getByText('Cy leaves the table.')).toBeInTheDocument();
    expect(within(next).getByText('Ed comes in for Cy.')).toBeInTheDocument();
    expect(within(next).queryByText(/^Sitting out/)).toBeNull();
    expect(
      within(next).getByText('North Ann · East Ed · South Bob · West Dee'),
    ).toBeInTheDocument();
    // Changed the mind: the table as it was, then the change again.
    await user.click(within(next).getByRole('button', { name: 'Keep the table as it was' }));
    expect(within(next).getByText(/^Ed comes in for /)).toBeInTheDocument();
    expect(within(next).queryByText('Cy leaves the table.')).toBeNull();
    await user.click(within(next).getByText('Someone joins or leaves the table'));
    await user.click(within(next).getByRole('button', { name: 'Cy leaves' }));
    await user.click(within(next).getByRole('button', { name: 'Start rubber 2' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Rubber 2 · Rubber bridge/);
    // Four at the table now: nobody sits out.
    expect(
      within(screen.getByRole('region', { name: 'Before the next deal' })).queryByText(
        /^Sitting out/,
      ),
    ).toBeNull();

    // Rubber 2: Ann and Bob win again, against Ed and Dee.
    await northSouthWin(user, 1);
    next = await screen.findByRole('region', { name: 'Rubber 3: the next seating' });
    // A table of four whose partners stay: the same seats, unless someone joins.
    expect(
      within(next).getByText('North Ann · East Ed · South Bob · West Dee'),
    ).toBeInTheDocument();
    const back = screen.getByRole('table', { name: 'Back score, this table' });
    // Everyone who played this evening, Cy too; each rubber's figure for who played it.
    expect(within(back).getByRole('row', { name: /^Ann \+18 \+9 \+9$/ })).toBeInTheDocument();
    expect(within(back).getByRole('row', { name: /^Cy -9 -9 out$/ })).toBeInTheDocument();
    expect(within(back).getByRole('row', { name: /^Ed -9 out -9$/ })).toBeInTheDocument();

    // A table of four lets nobody go.
    await user.click(within(next).getByText('Someone joins the table'));
    await user.type(within(next).getByRole('textbox', { name: 'Who joins' }), 'ann');
    await user.click(within(next).getByRole('button', { name: 'Take them in' }));
    expect(within(next).getByRole('alert')).toHaveTextContent('ann is at this table already.');
    await user.clear(within(next).getByRole('textbox', { name: 'Who joins' }));
    await user.type(within(next).getByRole('textbox', { name: 'Who joins' }), 'Fay');
    await user.click(within(next).getByRole('button', { name: 'Take them in' }));
    expect(within(next).getByText('Fay joins the table.')).toBeInTheDocument();
    expect(within(next).getByText('Fay comes in for Dee.')).toBeInTheDocument();
    expect(within(next).getByText('Sitting out: Dee.')).toBeInTheDocument();
    await user.click(within(next).getByRole('button', { name: 'Start rubber 3' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    expect(
      within(screen.getByRole('region', { name: 'Before the next deal' })).getByText(
        'Sitting out: Dee',
      ),
    ).toBeInTheDocument();

    // Each rubber's match carries its table: the draw, where it begins, the rotation unnamed.
    const tables = (await listMatches(db))
      .map((m) => m.record.file['x-bridgepad-table'] as Record<string, unknown>)
      .sort((a, b) => Number(a.rubber) - Number(b.rubber));
    expect(tables.map(({ session: _session, ...table }) => table)).toEqual([
      { draw: names, rubber: 0 },
      { draw: ['Ann', 'Bob', 'Ed', 'Dee'], rubber: 1, from: 1 },
      { draw: ['Ann', 'Bob', 'Ed', 'Dee', 'Fay'], rubber: 2, from: 1 },
    ]);

    // On the list, one evening of six players, Cy among them.
    window.location.hash = '#/';
    const evening = await screen.findByRole('link', {
      name: /^Open Rubber bridge evening, 6 players: Ann, Bob, Cy, Dee, Ed, Fay/,
    });
    expect(evening).toBeInTheDocument();
  });
});

describe('four fixed partners take a fifth player in between rubbers', () => {
  const MADE_4S = { contract: '4S', declarer: 'N', tricks: 10 };
  const STAKE = { per100: 0.2, currency: 'GBP' };

  it('their match becomes the evening’s first, its two rubbers each a column; the table goes on at five', async () => {
    // Two rubbers of Ian and Bob against Dave and Alan, both won by North-South.
    const { user, db, id } = await openRubber([MADE_4S, MADE_4S, MADE_4S, MADE_4S], {
      rules: { honors: true, stake: STAKE },
    });
    const join = await screen.findByRole('region', { name: 'Before rubber 3' });
    await user.click(within(join).getByText('Someone joins the table'));
    // A table of four lets nobody go.
    expect(within(join).queryByRole('group', { name: 'Who leaves' })).toBeNull();
    await user.type(within(join).getByRole('textbox', { name: 'Who joins' }), 'Bob');
    await user.click(within(join).getByRole('button', { name: 'Take them in' }));
    expect(within(join).getByRole('alert')).toHaveTextContent('Bob is at this table already.');
    await user.clear(within(join).getByRole('textbox', { name: 'Who joins' }));
    await user.type(within(join).getByRole('textbox', { name: 'Who joins' }), 'Ed');
    await user.click(within(join).getByRole('button', { name: 'Take them in' }));
    // A table of five plays in turn: the newcomer comes in at once for the last of the four.
    expect(within(join).getByText('Ed joins the table.')).toBeInTheDocument();
    expect(within(join).getByText('Ed comes in for Alan.')).toBeInTheDocument();
    expect(within(join).getByText('Sitting out: Alan.')).toBeInTheDocument();
    await user.click(within(join).getByRole('button', { name: 'Start rubber 3' }));
    // The next rubber's table, with its seating as proposed.
    const strip = (await screen.findByText('Sitting out: Alan')).closest('section');
    expect(strip).toHaveAccessibleName('Before the next deal');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Rubber 3 · Rubber bridge/);
    expect(screen.getByText(/: Ian & Dave v Bob & Ed$/)).toBeInTheDocument();
    // The evening's back score: the four's two rubbers, Ed out of both; its money settles up.
    const back = await screen.findByRole('table', { name: 'Back score, this table' });
    expect(within(back).getByRole('row', { name: /^Ian \+18 \+9 \+9$/ })).toBeInTheDocument();
    expect(within(back).getByRole('row', { name: /^Alan -18 -9 -9$/ })).toBeInTheDocument();
    expect(within(back).getByRole('row', { name: /^Ed 0 out out$/ })).toBeInTheDocument();

    // Both matches carry the evening: the four's as its first, drawn North, South, East, West.
    const tables = (await listMatches(db))
      .map((m) => ({ id: m.record.id, table: m.record.file['x-bridgepad-table'] }))
      .sort((a, b) => (a.id === id ? -1 : b.id === id ? 1 : 0));
    const [first, second] = tables.map((t) => t.table as Record<string, unknown>);
    expect(first).toEqual({
      session: second?.session,
      draw: ['Ian', 'Bob', 'Dave', 'Alan'],
      rubber: 0,
    });
    expect(second).toMatchObject({ draw: ['Ian', 'Bob', 'Dave', 'Alan', 'Ed'], rubber: 2 });

    // The four's match, opened again, leads to the rubber under way.
    window.location.hash = `#/match/${id}`;
    expect(await screen.findByRole('heading', { name: 'Rubber 3 is under way' })).toBeVisible();
    // On the list: one evening of five players, three rubbers.
    window.location.hash = '#/';
    const evening = await screen.findByRole('link', {
      name: /^Open Rubber bridge evening, 5 players: Ian, Bob, Dave, Alan, Ed/,
    });
    // Counted once the evening's matches are read whole: the four's match holds two rubbers.
    await waitFor(() => expect(evening).toHaveTextContent('3 rubbers'));
  });

  it('is not offered during a rubber, nor once play has ended', async () => {
    await openRubber([MADE_4S, MADE_4S, MADE_4S]);
    expect(screen.queryByText('Someone joins the table')).toBeNull();
    cleanup();
    await openRubber([MADE_4S, MADE_4S], { finished: true });
    await screen.findByRole('table', { name: /Back score/ });
    expect(screen.queryByText('Someone joins the table')).toBeNull();
  });
});
