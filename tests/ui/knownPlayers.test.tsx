// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KNOWN_FROM, knownPlayers } from '../../src/db/players.ts';
import { matchStores, putRecord, putRecords } from '../../src/db/matchRowWrites.ts';
import { createMatch, toRecord } from '../../src/db/matchWrites.ts';
import type { MatchRecord } from '../../src/db/records.ts';
import { freshIndexedDb, rubberFile } from '../db/helpers.ts';
import { sampleMatch } from '../fixtures/sampleMatches.ts';
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

describe('players of many matches', () => {
  it('offers the players of the latest matches, however many the device holds', async () => {
    const db = await freshIndexedDb().open();
    const records = Array.from({ length: KNOWN_FROM + 1 }, (_, i) => {
      const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      // The oldest match alone has Wiremu at the table.
      const players = { N: i === 0 ? 'Wiremu' : 'Ana', E: 'Bo', S: 'Cy', W: 'Di' };
      return toRecord({ ...sampleMatch('rubber', 0), players, id: `m${i}`, createdAt: at });
    });
    await db.transaction('rw', matchStores(db), () => putRecords(db, records));
    expect(await knownPlayers(db)).toEqual(['Ana', 'Bo', 'Cy', 'Di']);
    // Played again, Wiremu's match is among the latest, and the oldest of Ana's is not.
    await putRecord(db, { ...(records[0] as MatchRecord), updatedAt: '2027-01-01T00:00:00Z' });
    expect(await knownPlayers(db)).toEqual(['Bo', 'Cy', 'Di', 'Ana', 'Wiremu']);
  });
});
