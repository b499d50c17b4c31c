// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import { rubberFile } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';
import { getRecord } from '../../src/db/matchRows.ts';

/** Duplicate at the table (docs/rules.md, Duplicate): boards, travellers and the session. */

async function openDuplicate(deals: unknown[] = []) {
  const app = await renderApp();
  const created = await createMatch(
    app.db,
    rubberFile({ game: 'duplicate', rules: { honors: false }, deals }),
  );
  if (!created.ok) throw new Error(created.errors.map((e) => e.message).join());
  window.location.hash = `#/match/${created.value.id}`;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  await screen.findByRole('region', { name: 'Enter a deal' });
  const deals_ = async () => (await getRecord(app.db, created.value.id))?.file.deals;
  return { ...app, id: created.value.id, deals: deals_ };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const strip = () => screen.getByRole('region', { name: 'Before the next deal' });

async function play(
  app: Awaited<ReturnType<typeof openDuplicate>>,
  contract: string,
  seat: string,
  result: RegExp,
) {
  await app.user.click(screen.getByRole('button', { name: contract }));
  await app.user.click(
    await screen.findByRole('button', { name: new RegExp(`^Declarer ${seat}`) }),
  );
  await app.user.click(screen.getByRole('button', { name: result }));
}

describe('boards', () => {
  it('offers board 1 first, then the one after the last, writing each deal with its board', async () => {
    const app = await openDuplicate();
    const board = await screen.findByRole('group', { name: 'Board' });
    expect(within(board).getByRole('textbox', { name: 'Board' })).toHaveValue('1');
    expect(heading()).toHaveTextContent('Board 1 · Dealer North');
    await play(app, '4 spades', 'North', /^made/);
    await waitFor(async () =>
      expect(await app.deals()).toEqual([{ contract: '4S', declarer: 'N', tricks: 10, board: 1 }]),
    );
    // The table follows the write once it has committed: the next board is offered then.
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Board' })).getByRole('textbox', {
          name: 'Board',
        }),
      ).toHaveValue('2'),
    );
    expect(heading()).toHaveTextContent('Board 2 · Dealer East');
  });

  it('any board can be chosen; its dealer and vulnerability follow, and the session goes on from it', async () => {
    const app = await openDuplicate();
    const board = await screen.findByRole('group', { name: 'Board' });
    const field = within(board).getByRole('textbox', { name: 'Board' });
    await app.user.clear(field);
    await app.user.type(field, '9');
    expect(heading()).toHaveTextContent('Board 9 · Dealer North');
    // Board 9: East-West vulnerable.
    expect(within(strip()).getByText('EW').closest('li')).toHaveClass('vul');
    expect(within(strip()).getByText('NS').closest('li')).toHaveClass('not-vul');
    await app.user.click(within(board).getByRole('button', { name: 'The board after' }));
    expect(heading()).toHaveTextContent('Board 10 · Dealer East');
    await app.user.click(within(board).getByRole('button', { name: 'The board before' }));
    await play(app, '3 notrump', 'East', /^-1/);
    await waitFor(async () =>
      expect(await app.deals()).toEqual([{ contract: '3NT', declarer: 'E', tricks: 8, board: 9 }]),
    );
    // The table follows the stored match once the write has committed.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Board 10'),
    );
  });

  it('takes the traveller’s vulnerability where it differs from the board’s', async () => {
    const app = await openDuplicate();
    const board = await screen.findByRole('group', { name: 'Board' });
    const vul = within(board).getByRole('combobox', { name: 'Vulnerability' });
    expect(
      within(vul)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'As the board: nobody vulnerable',
      'Traveller: NS vulnerable',
      'Traveller: EW vulnerable',
      'Traveller: both vulnerable',
    ]);
    await app.user.selectOptions(vul, 'both');
    expect(within(strip()).getByText('NS').closest('li')).toHaveClass('vul');
    await play(app, '4 hearts', 'South', /^made 620/);
    await waitFor(async () =>
      expect(await app.deals()).toEqual([
        { contract: '4H', declarer: 'S', tricks: 10, board: 1, vulnerable: 'both' },
      ]),
    );
  });
});

describe('the board list', () => {
  it('shows each board’s vulnerability and its NS or EW score in duplicate’s words, and the session total', async () => {
    await openDuplicate([
      { contract: '4S', declarer: 'N', tricks: 10, board: 5 },
      { contract: '3NT', declarer: 'E', tricks: 8, board: 6 },
      { passed: true, board: 7 },
    ]);
    const list = screen.getByRole('table', { name: 'Deals' });
    const rows = within(list)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'BoardVulDealNSEW',
      '5NSN 4♠ by North, made: 620620',
      '6EWE 3NT by East, -1: 100 to NS100',
      '7BothS passed out',
      'Session, 3 boards7200',
    ]);
    expect(list.textContent).not.toMatch(/below|above|won by|THEY|\bWE\b/);
    const sheet = screen.getByRole('region', { name: 'Score sheet' });
    expect(within(sheet).getByRole('status')).toHaveTextContent('NS 720 · EW 0 · 3 boards');
    expect(within(sheet).getByRole('table', { name: 'Deals' })).toBe(list);
  });
});

describe('the board list, in board order', () => {
  const rows = () =>
    within(screen.getByRole('table', { name: 'Deals' }))
      .getAllByRole('row')
      .map((row) => row.textContent);

  it('lists the boards by number, whatever order they were entered in, each opening its own deal', async () => {
    const app = await openDuplicate([
      { contract: '4S', declarer: 'N', tricks: 10, board: 7 },
      { passed: true, board: 3 },
      { contract: '3NT', declarer: 'E', tricks: 8, board: 5 },
    ]);
    expect(rows()).toEqual([
      'BoardVulDealNSEW',
      '3EWS passed out',
      '5NSN 3NT by East, -1: 50 to NS50',
      '7BothS 4♠ by North, made: 620620',
      'Session, 3 boards6700',
    ]);
    // Board 3 was entered second: its row opens deal 2.
    expect(
      screen.getByRole('button', { name: /^Deal 2, board 3, EW vulnerable, dealt by South/ }),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: /^Deal 3, board 5/ }));
    expect(await screen.findByRole('dialog', { name: 'Deal 3' })).toHaveTextContent(/3NT by East/);
  });

  it('counts one board as "1 board"', async () => {
    await openDuplicate([{ contract: '4S', declarer: 'N', tricks: 10, board: 2 }]);
    expect(rows().at(-1)).toBe('Session, 1 board6200');
  });
});

describe('a board played already', () => {
  const pad = () => screen.getByRole('region', { name: 'Enter a deal' });
  const boardField = () =>
    within(screen.getByRole('group', { name: 'Board' })).getByRole('textbox', { name: 'Board' });

  it('is never the board offered next: the lowest not played after the last comes next', async () => {
    await openDuplicate([5, 6, 7, 8, 1, 2, 3, 4].map((board) => ({ passed: true, board })));
    expect(await screen.findByRole('textbox', { name: 'Board' })).toHaveValue('9');
    expect(heading()).toHaveTextContent('Board 9 · Dealer North');
  });

  it('chosen again, is said with where it is, and not written a second time', async () => {
    const app = await openDuplicate([
      { contract: '4S', declarer: 'N', tricks: 10, board: 1 },
      { contract: '3NT', declarer: 'E', tricks: 8, board: 2 },
    ]);
    const field = await screen.findByRole('textbox', { name: 'Board' });
    expect(field).toHaveValue('3');
    expect(within(pad()).queryByRole('alert')).toBeNull();
    await app.user.clear(field);
    await app.user.type(field, '1');
    const said =
      'Board 1 is already played: deal 1, 4♠ by North, made: 420. Choose another board, or tap board 1 in the list to correct it.';
    expect(within(pad()).getByRole('alert')).toHaveTextContent(said);
    // A result tapped all the same writes nothing, and says why in the pad's message.
    await play(app, '2 hearts', 'South', /^made/);
    expect(
      await within(pad()).findByText(said, { selector: ':not([role="alert"])' }),
    ).toBeVisible();
    expect(await app.deals()).toEqual([
      { contract: '4S', declarer: 'N', tricks: 10, board: 1 },
      { contract: '3NT', declarer: 'E', tricks: 8, board: 2 },
    ]);
    // Passed out on another board played is refused the same way.
    await app.user.click(within(pad()).getByRole('button', { name: 'Change contract' }));
    await app.user.click(
      within(screen.getByRole('group', { name: 'Board' })).getByRole('button', {
        name: 'The board after',
      }),
    );
    const second =
      'Board 2 is already played: deal 2, 3NT by East, -1: 50 to NS. Choose another board, or tap board 2 in the list to correct it.';
    expect(within(pad()).getByRole('alert')).toHaveTextContent(second);
    await app.user.click(within(pad()).getByRole('button', { name: 'Passed out' }));
    expect(
      await within(pad()).findByText(second, { selector: ':not([role="alert"])' }),
    ).toBeVisible();
    expect(await app.deals()).toHaveLength(2);
    // Another board is written as usual.
    await app.user.clear(boardField());
    await app.user.type(boardField(), '4');
    expect(within(pad()).queryByRole('alert')).toBeNull();
    await play(app, '2 hearts', 'South', /^made/);
    await waitFor(async () => expect(await app.deals()).toHaveLength(3));
  });
});
