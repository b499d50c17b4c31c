// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { renderApp } from './renderApp.tsx';

describe('five players at one table', () => {
  it('records who sits out and proposes the next seating after the rubber', async () => {
    const { user, db } = await renderApp('#/new');
    await user.click(await screen.findByRole('radio', { name: '5' }));
    const names = ['Mrs. Smith', 'Mrs. Jones', 'Mr. Smith', 'Mr. Jones', 'Charlie'];
    const fields = ['1st (highest card)', '2nd', '3rd', '4th', '5th'];
    for (const [i, field] of fields.entries()) {
      await user.type(screen.getByRole('combobox', { name: field }), names[i] ?? '');
    }
    expect(
      screen.getByText(
        'First rubber: North Mrs. Smith, East Mr. Smith, South Mrs. Jones, West Mr. Jones; sitting out: Charlie.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    // Who sits out is named during play.
    expect(
      within(screen.getByRole('region', { name: 'Before the next deal' })).getByText(
        'Sitting out: Charlie',
      ),
    ).toBeInTheDocument();

    // The women (North-South, WE) win two straight games.
    for (let i = 0; i < 2; i++) {
      await user.click(screen.getByRole('button', { name: '4 spades' }));
      await user.click(await screen.findByRole('button', { name: 'Declarer North (Mrs. Smith)' }));
      await user.click(screen.getByRole('button', { name: /^made .*: exactly 10 tricks$/ }));
      await screen.findByText(new RegExp(`^Deal ${i + 1} saved`));
    }
    const next = await screen.findByRole('region', { name: 'Rubber 2: the next seating' });
    expect(within(next).getByText('Charlie comes in for Mr. Jones.')).toBeInTheDocument();
    expect(within(next).getByText('Mrs. Jones and Mr. Smith change seats.')).toBeInTheDocument();
    expect(within(next).getByText('Sitting out: Mr. Jones.')).toBeInTheDocument();
    const back = screen.getByRole('table', { name: 'Back score, this table' });
    expect(within(back).getByRole('row', { name: /Mrs. Smith \+9 \+9/ })).toBeInTheDocument();
    expect(within(back).getByRole('row', { name: /Charlie 0 out/ })).toBeInTheDocument();

    await user.click(within(next).getByRole('button', { name: 'Start rubber 2' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    // The table's second rubber is rubber 2, in the heading and on the sheet.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Rubber 2 · Rubber bridge/);
    expect(
      within(screen.getByRole('region', { name: 'Before the next deal' })).getByText(
        'Sitting out: Mr. Jones',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1 clubs' }));
    await user.click(await screen.findByRole('button', { name: /^Declarer North/ }));
    await user.click(screen.getByRole('button', { name: /^made .*: exactly 7 tricks$/ }));
    expect(
      await screen.findByRole('table', { name: /^Rubber 2: in progress/ }),
    ).toBeInTheDocument();
    // On the list, one evening: inside it the first rubber is finished, the second being played.
    window.location.hash = '#/';
    const evening = await screen.findByRole('list', {
      name: 'The rubbers of this evening, newest first',
    });
    const rows = within(evening).getAllByRole('link', { name: /^Open Rubber bridge/ });
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent(/Complete · Mrs\. Smith & Mrs\. Jones won by/);
    expect(rows[0]).toHaveTextContent(/In progress/);
    const matches = await listMatches(db);
    expect(matches).toHaveLength(2);
    expect(matches[0]?.record.file).toMatchObject({
      players: { N: 'Mrs. Smith', E: 'Mrs. Jones', S: 'Mr. Smith', W: 'Charlie' },
      firstDealer: 'S',
      'x-bridgepad-table': { rubber: 1, draw: names },
    });
  });
});
