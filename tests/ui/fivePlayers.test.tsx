// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMatches } from '../../src/db/matchStore.ts';
import { renderApp } from './renderApp.tsx';

describe('five players at one table', () => {
  it('records who sits out and proposes the next seating after the rubber', async () => {
    const { user, db } = await renderApp('#/new');
    await user.click(await screen.findByRole('radio', { name: '5' }));
    const names = ['Mrs. Smith', 'Mrs. Jones', 'Mr. Smith', 'Mr. Jones', 'Charlie'];
    const fields = ['1st (highest card)', '2nd', '3rd', '4th', '5th'];
    for (const [i, field] of fields.entries()) {
      await user.type(screen.getByRole('textbox', { name: field }), names[i] ?? '');
    }
    expect(
      screen.getByText(
        'First rubber: North Mrs. Smith, East Mr. Smith, South Mrs. Jones, West Mr. Jones; sitting out: Charlie.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });

    // The women (North-South, WE) win two straight games.
    for (let i = 0; i < 2; i++) {
      await user.click(screen.getByRole('button', { name: '4 spades' }));
      await user.click(screen.getByRole('button', { name: 'Declarer North (Mrs. Smith)' }));
      await user.click(screen.getByRole('button', { name: /^made .*: exactly 10 tricks$/ }));
      await screen.findByText(new RegExp(`^Deal ${i + 1} saved`));
    }
    const next = await screen.findByRole('region', { name: 'Rubber 2: the next seating' });
    expect(within(next).getByText('Charlie comes in for Mr. Jones.')).toBeInTheDocument();
    expect(within(next).getByText('Mrs. Jones and Mr. Smith change seats.')).toBeInTheDocument();
    expect(within(next).getByText('Sitting out: Mr. Jones.')).toBeInTheDocument();
    const back = screen.getByRole('table', { name: 'Back score, this table' });
    expect(within(back).getByRole('row', { name: /Mrs. Smith \+9 \+9/ })).toBeInTheDocument();
    expect(within(back).getByRole('row', { name: /Charlie out 0/ })).toBeInTheDocument();

    await user.click(within(next).getByRole('button', { name: 'Start rubber 2' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const matches = await listMatches(db);
    expect(matches).toHaveLength(2);
    expect(matches[0]?.record.file).toMatchObject({
      players: { N: 'Mrs. Smith', E: 'Mrs. Jones', S: 'Mr. Smith', W: 'Charlie' },
      firstDealer: 'S',
      'x-bridgepad-table': { rubber: 1, draw: names },
    });
  });
});
