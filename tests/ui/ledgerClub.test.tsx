// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rubberFile } from '../db/helpers.ts';
import type { Club } from './clubCopies.ts';
import { joinClub, newMatch, running } from './clubCopies.ts';
import { renderApp } from './renderApp.tsx';

/**
 * The players' ledger on a device that has joined a club (docs/rules.md, "The players' ledger"):
 * "the club", every match of the club on the device, or "this device", those scored here: the
 * matches that did not reach it from the club.
 */

let clubs: Club[] = [];
afterEach(async () => {
  running(null);
  await Promise.all(clubs.map((club) => club.mirror.stop()));
  clubs = [];
});

/** NS win two games to none. */
const TWO_NIL = [
  { contract: '4S', declarer: 'N', tricks: 10 },
  { contract: '4S', declarer: 'S', tricks: 10 },
];

const players = () =>
  within(screen.getByRole('table', { name: /^Each player/ }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)
    .sort();

describe('the ledger of a club', () => {
  it('offers this device or the club, once joined', async () => {
    const app = await renderApp('#/settings');
    const club = await joinClub(app.db, 'ana', 'Pat');
    clubs.push(club);
    await newMatch(app.db, rubberFile({ deals: TWO_NIL }));
    await newMatch(
      club.other.db,
      rubberFile({ players: { N: 'Kim', E: 'Lee', S: 'Pat', W: 'Sam' }, deals: TWO_NIL }),
    );
    await club.sync();
    act(() => {
      window.location.hash = '#/ledger';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await screen.findByRole('table', { name: /^Each player/ });
    // Not joined (or left): every match on the device, and no choice.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(players()).toHaveLength(8);

    act(() => running(club));
    const theClub = await screen.findByRole('radio', { name: 'the club' });
    expect(theClub).toBeChecked();
    expect(screen.getByText(/^Every match of the club on this device/)).toBeVisible();
    expect(players()).toEqual(['Alan', 'Bob', 'Dave', 'Ian', 'Kim', 'Lee', 'Pat', 'Sam']);

    await app.user.click(screen.getByRole('radio', { name: 'this device' }));
    expect(await screen.findByText(/^Every match scored on this device/)).toBeVisible();
    expect(players()).toEqual(['Alan', 'Bob', 'Dave', 'Ian']);
  });
});
