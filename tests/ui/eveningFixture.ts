import { within } from '@testing-library/react';
import { createMatch } from '../../src/db/matchWrites.ts';
import { TABLE_KEY } from '../../src/engine/tableGroup.ts';
import { rubberFile } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';

/**
 * The worked example's evening of five (docs/rules.md, "Stakes and settling up"): three rubbers of
 * one table, played for £0.20 a 100, for the tests of the back score, its money and what meets it.
 */

export const GBP_20P = { per100: 0.2, currency: 'GBP' };

/** The worked example's three rubbers, five players, each rubber won by the nets it names. */
export const RUBBER_1 = {
  // Pat and Lee beat Kim and Sam by 1830 (18); Ash sits out.
  players: { N: 'Pat', E: 'Kim', S: 'Lee', W: 'Sam' },
  deals: [
    { contract: '4S', declarer: 'N', tricks: 11 },
    { contract: '2H', declarer: 'E', tricks: 7 },
    { contract: '6S', declarer: 'S', tricks: 12 },
  ],
};
export const RUBBER_2 = {
  // Kim and Ash beat Pat and Sam by 550 (6); Lee sits out.
  players: { N: 'Kim', E: 'Pat', S: 'Ash', W: 'Sam' },
  deals: [
    { contract: '2S', declarer: 'N', tricks: 7 },
    { contract: '3NT', declarer: 'S', tricks: 9 },
    { contract: '4S', declarer: 'E', tricks: 10 },
    { contract: '4H', declarer: 'N', tricks: 10 },
  ],
};
export const RUBBER_3 = {
  // Lee and Ash beat Kim and Pat by 1070 (11); Sam sits out.
  players: { N: 'Lee', E: 'Kim', S: 'Ash', W: 'Pat' },
  deals: [
    { contract: '4S', declarer: 'N', tricks: 11 },
    { contract: '2HX', declarer: 'E', tricks: 7 },
    { contract: '4S', declarer: 'S', tricks: 10 },
  ],
};
export const DRAW = ['Pat', 'Lee', 'Kim', 'Sam', 'Ash'];

/** The app open at the last of `files`, each created as a match. */
export async function openLast(files: Record<string, unknown>[]) {
  const app = await renderApp();
  let id = '';
  for (const file of files) {
    const created = await createMatch(app.db, file);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    id = created.value.id;
  }
  window.location.hash = `#/match/${id}`;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  return app;
}

/** A table of five's rubber `rubber` (0 the first), played for `stake` (null: for nothing). */
export const tableRubber = (
  rubber: number,
  { players, deals }: { players: Record<string, string>; deals: unknown[] },
  stake: unknown = GBP_20P,
) =>
  rubberFile({
    rules: { honors: true, ...(stake === null ? {} : { stake }) },
    players,
    deals,
    firstDealer: 'N',
    createdAt: `2026-11-13T19:0${rubber}:00Z`,
    [TABLE_KEY]: { session: 'evening-1', draw: DRAW, rubber },
  });

export const lines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
