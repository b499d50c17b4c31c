// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import { TABLE_KEY } from '../../src/ui/table/tableGroup.ts';
import { rubberFile } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';

/**
 * A back score played for a stake (docs/rules.md, "Stakes and settling up"): beneath it, each
 * player's result in hundreds and in money, and the fewest payments that settle up.
 */

const GBP_20P = { per100: 0.2, currency: 'GBP' };

/** The worked example's three rubbers, five players, each rubber won by the nets it names. */
const RUBBER_1 = {
  // Pat and Lee beat Kim and Sam by 1830 (18); Ash sits out.
  players: { N: 'Pat', E: 'Kim', S: 'Lee', W: 'Sam' },
  deals: [
    { contract: '4S', declarer: 'N', tricks: 11 },
    { contract: '2H', declarer: 'E', tricks: 7 },
    { contract: '6S', declarer: 'S', tricks: 12 },
  ],
};
const RUBBER_2 = {
  // Kim and Ash beat Pat and Sam by 550 (6); Lee sits out.
  players: { N: 'Kim', E: 'Pat', S: 'Ash', W: 'Sam' },
  deals: [
    { contract: '2S', declarer: 'N', tricks: 7 },
    { contract: '3NT', declarer: 'S', tricks: 9 },
    { contract: '4S', declarer: 'E', tricks: 10 },
    { contract: '4H', declarer: 'N', tricks: 10 },
  ],
};
const RUBBER_3 = {
  // Lee and Ash beat Kim and Pat by 1070 (11); Sam sits out.
  players: { N: 'Lee', E: 'Kim', S: 'Ash', W: 'Pat' },
  deals: [
    { contract: '4S', declarer: 'N', tricks: 11 },
    { contract: '2HX', declarer: 'E', tricks: 7 },
    { contract: '4S', declarer: 'S', tricks: 10 },
  ],
};
const DRAW = ['Pat', 'Lee', 'Kim', 'Sam', 'Ash'];

/** The app open at the last of `files`, each created as a match. */
async function openLast(files: Record<string, unknown>[]) {
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
const tableRubber = (
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

const lines = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the back score played for a stake', () => {
  it('shows each player in points and money after the rubber, and who pays whom', async () => {
    await openLast([
      rubberFile({
        ...RUBBER_1,
        rules: { honors: true, stake: { per100: 0.5, currency: 'GBP' } },
        firstDealer: 'N',
      }),
    ]);
    const money = await screen.findByRole('region', { name: 'Money at £0.50 a 100' });
    const [players, payments] = within(money).getAllByRole('list');
    expect(lines(players as HTMLElement)).toEqual([
      'Pat +18 · wins £9.00',
      'Lee +18 · wins £9.00',
      'Kim -18 · loses £9.00',
      'Sam -18 · loses £9.00',
    ]);
    expect(within(money).getByRole('heading', { name: 'Settling up' })).toBeInTheDocument();
    expect(lines(payments as HTMLElement)).toEqual(['Kim pays Pat £9.00', 'Sam pays Lee £9.00']);
    // The back score itself is as it was.
    const back = screen.getByRole('table', { name: 'Back score' });
    expect(within(back).getByRole('row', { name: /^Pat \+18 \+18/ })).toBeInTheDocument();
  });

  it('is not shown for a match played for nothing', async () => {
    await openLast([rubberFile({ ...RUBBER_1, firstDealer: 'N' })]);
    await screen.findByRole('table', { name: 'Back score' });
    expect(screen.queryByRole('region', { name: /^Money/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/ pays /)).not.toBeInTheDocument();
  });

  it("shows a Chicago chukker's money once its four deals are played", async () => {
    await openLast([
      rubberFile({
        game: 'chicago',
        rules: { stake: { per100: 1, currency: 'EUR' } },
        firstDealer: 'N',
        deals: [
          { contract: '4S', declarer: 'N', tricks: 10 },
          { contract: '3NT', declarer: 'E', tricks: 9 },
          { contract: '4H', declarer: 'S', tricks: 10 },
          { contract: '2S', declarer: 'N', tricks: 8 },
        ],
      }),
    ]);
    // North-South by 600: 6 on the back score, at a euro a hundred.
    const money = await screen.findByRole('region', { name: 'Money at €1.00 a 100' });
    const [players, payments] = within(money).getAllByRole('list');
    expect(lines(players as HTMLElement)).toEqual([
      'Ian +6 · wins €6.00',
      'Bob +6 · wins €6.00',
      'Dave -6 · loses €6.00',
      'Alan -6 · loses €6.00',
    ]);
    expect(lines(payments as HTMLElement)).toEqual(['Alan pays Ian €6.00', 'Dave pays Bob €6.00']);
  });
});

describe("a table of five's back score played for a stake", () => {
  it('adds up the rubbers and settles the evening in the fewest payments (the worked example)', async () => {
    await openLast([tableRubber(0, RUBBER_1), tableRubber(1, RUBBER_2), tableRubber(2, RUBBER_3)]);
    const back = await screen.findByRole('table', { name: 'Back score, this table' });
    expect(within(back).getByRole('row', { name: /^Lee \+29 \+18 out \+11$/ })).toBeInTheDocument();
    const money = await screen.findByRole('region', { name: 'Money at £0.20 a 100' });
    const [players, payments] = within(money).getAllByRole('list');
    expect(lines(players as HTMLElement)).toEqual([
      'Pat +1 · wins £0.20',
      'Lee +29 · wins £5.80',
      'Kim -23 · loses £4.60',
      'Sam -24 · loses £4.80',
      'Ash +17 · wins £3.40',
    ]);
    expect(lines(payments as HTMLElement)).toEqual([
      'Sam pays Lee £4.80',
      'Kim pays Ash £3.40',
      'Kim pays Lee £1.00',
      'Kim pays Pat £0.20',
    ]);
  });

  it('says plainly that rubbers at different stakes are not settled, and settles nothing', async () => {
    await openLast([
      tableRubber(0, RUBBER_1),
      tableRubber(1, RUBBER_2, { per100: 0.2, currency: 'EUR' }),
      tableRubber(2, RUBBER_3, null),
    ]);
    await screen.findByRole('table', { name: 'Back score, this table' });
    expect(
      await screen.findByText(
        'These rubbers were not all played for the same stake (£0.20 a 100, €0.20 a 100 and no stake), so nothing is settled here: money at different stakes is not added up.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Money/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/ pays /)).not.toBeInTheDocument();
  });
});
