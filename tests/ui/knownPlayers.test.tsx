// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { knownPlayers } from '../../src/db/players.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { rubberFile } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';

describe('players kept once', () => {
  it('offers the names of earlier matches in every name field, the most played first', async () => {
    const app = await renderApp('#/');
    await createMatch(
      app.db,
      rubberFile({ players: { N: 'Hēnare', E: 'Łukasz', S: 'Mere', W: 'Ian' } }),
    );
    // The same Hēnare typed with a combining macron and a stray space: one name.
    await createMatch(
      app.db,
      rubberFile({ players: { N: 'He\u0304nare ', E: 'Zoë', S: 'Mere', W: 'Pat' } }),
    );
    // Then in alphabetical order as people read it: Łukasz after Ian, not after Zoë.
    expect(await knownPlayers(app.db)).toEqual(['Hēnare', 'Mere', 'Ian', 'Łukasz', 'Pat', 'Zoë']);
    window.location.hash = '#/new';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    const north = await screen.findByRole('combobox', { name: 'North' });
    const list = document.getElementById(north.getAttribute('list') ?? '');
    await waitFor(() =>
      expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
        'Hēnare',
        'Mere',
        'Ian',
        'Łukasz',
        'Pat',
        'Zoë',
      ]),
    );
  });
});
