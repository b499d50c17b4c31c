// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rubberFile } from '../db/helpers.ts';
import { RUBBER_1, RUBBER_2, RUBBER_3, lines, openLast, tableRubber } from './eveningFixture.ts';

/**
 * A back score played for a stake (docs/rules.md, "Stakes and settling up"): beneath it, each
 * player's result in hundreds and in money, and the fewest payments that settle up.
 */

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
