// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import { rubberFile } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';

const headings = (level: number) =>
  screen.queryAllByRole('heading', { level }).map((heading) => heading.textContent);

async function openRules(file: Record<string, unknown> | null) {
  const app = await renderApp('#/');
  let hash = '#/rules';
  if (file !== null) {
    const created = await createMatch(app.db, file);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    hash = `#/match/${created.value.id}/rules`;
  }
  act(() => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  await screen.findByRole('heading', {
    level: 1,
    name: file === null ? 'Scoring rules' : /^Rules: /,
  });
  await screen.findByRole('heading', { level: 2, name: 'Contracts and results' });
  return app;
}

describe('the rules page', () => {
  it("shows a rubber match the rules it is scored by, with no GorbyX deck's notes", async () => {
    await openRules(rubberFile({}));
    expect(headings(1)).toEqual(['Rules: Rubber bridge']);
    expect(headings(2)).toEqual(['Contracts and results', 'Rubber bridge']);
    expect(headings(3)).not.toContain('GorbyX decks');
  });

  it('says the stake a match is played for, with how it is settled', async () => {
    await openRules(
      rubberFile({ rules: { honors: true, stake: { per100: 0.5, currency: 'GBP' } } }),
    );
    expect(
      screen.getByText('This match is played for £0.50 a 100: see Stakes and settling up.'),
    ).toBeInTheDocument();
    expect(headings(3)).toContain('Stakes and settling up');
  });

  it('says no stake for a match played for nothing', async () => {
    await openRules(rubberFile({}));
    expect(screen.queryByText(/^This match is played for/)).not.toBeInTheDocument();
  });

  it('keeps the GorbyX notes for a match played with GorbyX cards', async () => {
    await openRules(rubberFile({ rules: { honors: true, deck: 'gorbyx5' } }));
    expect(headings(3)).toContain('GorbyX decks');
  });

  it('shows every game on its own', async () => {
    await openRules(null);
    expect(headings(2)).toEqual(
      expect.arrayContaining([
        'Contracts and results',
        'The Kapiti 30-deal match',
        'Duplicate',
        'GorbyX Rummy (2 to 6 players)',
      ]),
    );
    expect(headings(3)).toEqual(expect.arrayContaining(['GorbyX decks', 'Six-Deal scoring']));
  });
});
