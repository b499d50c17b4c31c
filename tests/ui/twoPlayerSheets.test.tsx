// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import type { MatchFileJson } from '../../src/db/records.ts';
import { renderApp } from './renderApp.tsx';

/**
 * Bridgette and its Six-Deal scoring read as their own sheets (docs/rules.md, Bridgette): the two
 * players by name everywhere, no vulnerability in Six-Deal, and a tie-break set apart.
 */

const deal = (contract: string, declarer: 'A' | 'B', tricks: number) => ({
  contract,
  declarer,
  tricks,
});

function twoPlayer(game: string, deals: unknown[]): MatchFileJson {
  return {
    format: 'bridgepad.match',
    version: 1,
    game,
    players: { A: 'Hēnare Pōtae', B: 'Łukasz Wiśniewski' },
    firstDealer: 'A',
    deals,
  };
}

async function open(file: MatchFileJson) {
  const app = await renderApp();
  const created = await createMatch(app.db, file);
  if (!created.ok) throw new Error(created.errors.map((e) => `${e.path}: ${e.message}`).join());
  window.location.hash = `#/match/${created.value.id}`;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  await screen.findByRole('region', { name: 'Score sheet' });
  return app;
}

// Six deals that leave the players level at 1600 each (docs/rules.md, Six-Deal scoring).
const LEVEL_AFTER_SIX = [
  deal('3NT', 'A', 9), // A: game score 750 + Exacto 250
  deal('3NT', 'B', 9), // B: 1000
  deal('2H', 'A', 8), // A: part score 250 + Exacto 250
  deal('2H', 'B', 8), // B: 500
  deal('1S', 'A', 6), // one down: B 100
  deal('1S', 'B', 6), // A 100: 1600 each
];

describe('Bridgette names its two players', () => {
  it('in every deal, as the dealer and the declarer, never as A or B', async () => {
    await open(twoPlayer('bridgette', [deal('4S', 'B', 10), deal('0NT', 'A', 6)]));
    const list = screen.getByRole('table', { name: 'Deals' });
    const rows = within(list).getAllByRole('button', { name: /^Deal \d/ });
    expect(rows[0]).toHaveAccessibleName(
      'Deal 1, dealt by Hēnare Pōtae: 4♠ by Łukasz Wiśniewski, made: 120 below, game',
    );
    expect(rows[1]).toHaveAccessibleName(
      'Deal 2, dealt by Łukasz Wiśniewski: 0NT by Hēnare Pōtae, made: 10 below',
    );
    expect(rows[0]?.textContent).toMatch(/^Hēnare 4♠ by Łukasz Wiśniewski/);
    expect(list.textContent).not.toMatch(/ by [AB]\b/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Deal 3 · Dealer Hēnare Pōtae',
    );
  });
});

describe('Six-Deal', () => {
  it('shows no vulnerability, but each player’s score where the strip would', async () => {
    await open(twoPlayer('sixdeal', LEVEL_AFTER_SIX.slice(0, 2)));
    const strip = screen.getByRole('region', { name: 'Before the next deal' });
    expect(within(strip).queryByText(/vulnerable/)).not.toBeInTheDocument();
    expect(strip).toHaveTextContent('Hēnare Pōtae 1000');
    expect(strip).toHaveTextContent('Łukasz Wiśniewski 1000');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Deal 3 of 6');
  });

  it('sets the tie-break apart below the sixth deal, with the level totals, and names it', async () => {
    await open(twoPlayer('sixdeal', LEVEL_AFTER_SIX));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Deal 7, tie-break · Dealer Hēnare Pōtae',
    );
    expect(screen.getByText(/Tied: the first dealer deals a tie-breaker/)).toHaveTextContent(
      'Hēnare Pōtae 1600 · Łukasz Wiśniewski 1600 · Tied: the first dealer deals a tie-breaker',
    );
    expect(screen.queryByText(/Level after deal 6/)).not.toBeInTheDocument();
  });

  it('after the tie-break deal, the deal list sets it apart and the match is over', async () => {
    await open(twoPlayer('sixdeal', [...LEVEL_AFTER_SIX, deal('2S', 'B', 8)]));
    const list = screen.getByRole('table', { name: 'Deals' });
    const rows = within(list).getAllByRole('row');
    const apart = rows.findIndex(
      (row) => row.textContent === 'Level after deal 6, 1600 each: tie-break',
    );
    expect(apart).toBeGreaterThan(0);
    expect(rows[apart + 1]).toHaveTextContent(/^7/);
    expect(rows[apart - 1]).toHaveTextContent(/^6/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Match over');
    expect(screen.queryByText(/Deal 8/)).not.toBeInTheDocument();
  });
});
