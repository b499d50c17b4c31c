// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { rubberFile } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';

/**
 * A GorbyX match at the table (docs/rules.md, GorbyX decks): every contract shows its suit by
 * its colour's name, never a letter beside a level, and the deck is named.
 */

async function openGorbyX(deck: string, deals: unknown[] = []) {
  const app = await renderApp();
  const created = await createMatch(app.db, rubberFile({ rules: { deck }, deals }));
  if (!created.ok) throw new Error(created.errors.map((e) => e.message).join());
  window.location.hash = `#/match/${created.value.id}`;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  await screen.findByRole('region', { name: 'Enter a deal' });
  return { ...app, id: created.value.id };
}

const digitThenLetter = /\d[YBROG](?![a-z])/;

describe('GorbyX at the table', () => {
  it('the grid names each suit under its level, and the pad, list and history say its colour', async () => {
    const { user } = await openGorbyX('gorbyx5');
    const grid = screen.getByRole('group', { name: /contract/i });
    const six = within(grid).getByRole('button', { name: '6 orange (fruits)' });
    expect(six).toHaveTextContent('6orange');
    for (const button of within(grid).getAllByRole('button')) {
      expect(button.textContent).not.toMatch(digitThenLetter);
    }
    await user.click(six);
    expect(await screen.findByText('6 orange')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Declarer South/ }));
    await user.click(screen.getByRole('button', { name: /^made/ }));
    const list = await screen.findByRole('table', { name: 'Deals' });
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: /^Deal 1,/ })).toHaveTextContent(
        /6 orange by South, made/,
      ),
    );
    expect(document.body.textContent).not.toMatch(digitThenLetter);
    await user.click(screen.getByText('What changed, and when'));
    expect(await screen.findByText(/deal 1 entered: 6 orange by S, 12 tricks/)).toBeVisible();
  });

  it('names the deck on the table', async () => {
    await openGorbyX('gorbyx4-no-yellow');
    const sheet = screen.getByRole('region', { name: 'Score sheet' });
    expect(within(sheet).getByText('GorbyX, four suits (no yellow)')).toBeVisible();
    const grid = screen.getByRole('group', { name: /contract/i });
    expect(within(grid).queryByRole('button', { name: /yellow/ })).not.toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: '1 brown (grains)' })).toBeVisible();
  });
});

describe('choosing the cards for a new match', () => {
  it('offers every deck, and the one chosen is the match’s', async () => {
    const { user, db } = await renderApp('#/new');
    const cards = await screen.findByRole('group', { name: 'Cards' });
    expect(
      within(cards)
        .getAllByRole('radio')
        .map((o) => (o as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'Standard (♣ ♦ ♥ ♠)',
      'GorbyX, four suits (no brown)',
      'GorbyX, four suits (no red)',
      'GorbyX, four suits (no yellow)',
      'GorbyX, five suits',
    ]);
    expect(within(cards).getByRole('radio', { name: 'Standard (♣ ♦ ♥ ♠)' })).toBeChecked();
    await user.click(within(cards).getByRole('radio', { name: 'GorbyX, four suits (no red)' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const [listed] = await listMatches(db);
    expect(listed?.record.file.rules).toMatchObject({ deck: 'gorbyx4-no-red' });
  });
});
