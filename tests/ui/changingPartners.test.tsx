// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { rubberFile } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';

/** Four players entered by seat, as the form asks for them. */
async function enterSeats(user: UserEvent, seats: Record<string, string>) {
  for (const [seat, name] of Object.entries(seats)) {
    await user.type(screen.getByRole('combobox', { name: seat }), name);
  }
}

/** Two games by the same declarer, 4♠ or 3NT made exactly: the rubber won two games to none. */
async function twoGames(user: UserEvent, contract: string, declarer: string, tricks: number) {
  for (let i = 0; i < 2; i++) {
    await user.click(await screen.findByRole('button', { name: contract }));
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`^Declarer ${declarer}`) }),
    );
    await user.click(
      screen.getByRole('button', { name: new RegExp(`^made .*: exactly ${tricks} tricks$`) }),
    );
    await screen.findByText(/^Deal \d+ saved/);
  }
}

const row = (table: HTMLElement, name: string) =>
  within(table).getByRole('row', { name: new RegExp(`^${name} `) });

/** Each player's total on the table's back score, from its rows. */
function totals(table: HTMLElement, names: readonly string[]): Record<string, number> {
  return Object.fromEntries(
    names.map((name) => {
      const cells = within(row(table, name)).getAllByRole('cell');
      return [name, Number(cells[0]?.textContent ?? 'NaN')];
    }),
  );
}

/** Opens a match written straight to the store, its rubber over: the next seating is proposed. */
async function openMatch(db: Parameters<typeof createMatch>[0], file: Record<string, unknown>) {
  const created = await createMatch(db, file);
  if (!created.ok) throw new Error(created.errors.map((e) => e.message).join());
  window.location.hash = `#/match/${created.value.id}`;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

const SIX = ['Ann', 'Bob', 'Cy', 'Dee', 'Ed', 'Flo'];
/** A table of six's first rubber, North-South (Ann and Bob) having won it two games to none. */
const sixFirstRubber = (table: Record<string, unknown>) =>
  rubberFile({
    players: { N: 'Ann', E: 'Cy', S: 'Bob', W: 'Dee' },
    firstDealer: 'N',
    deals: [
      { contract: '4S', declarer: 'N', tricks: 10 },
      { contract: '4S', declarer: 'N', tricks: 10 },
    ],
    'x-bridgepad-table': { session: 's6', draw: SIX, rubber: 0, ...table },
  });

describe('four players changing partners', () => {
  it('pivot: chosen at the start, proposes each next seating and follows each player on the back score', async () => {
    const { user, db } = await renderApp('#/new');
    const partners = await screen.findByRole('group', { name: 'Partners' });
    expect(within(partners).getByRole('radio', { name: /^Fixed partners/ })).toBeChecked();
    await user.click(within(partners).getByRole('radio', { name: /^Pivot/ }));
    await enterSeats(user, { North: 'Ann', East: 'Cy', South: 'Bob', West: 'Dee' });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });

    // Rubber 1: Ann and Bob (North-South) win two games to none, 940: 9 each.
    await twoGames(user, '4 spades', 'North', 10);
    let next = await screen.findByRole('region', { name: 'Rubber 2: the next seating' });
    expect(
      within(next).getByText('Ann stays North and partners each player in turn, a rubber each.'),
    ).toBeInTheDocument();
    expect(within(next).getByText('Bob and Cy change seats.')).toBeInTheDocument();
    // The heading says the rubber is over, not a next deal of it, nor what each side needs.
    expect(screen.getByText('Rubber over')).toBeInTheDocument();
    expect(screen.queryByText(/Dealer/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Before the next deal' })).toBeNull();
    expect(within(next).getByText('Partners: Ann and Cy against Bob and Dee.')).toBeInTheDocument();
    expect(within(next).queryByText(/^Sitting out/)).toBeNull();
    expect(
      within(next).getByText('North Ann · East Bob · South Cy · West Dee'),
    ).toBeInTheDocument();
    let back = screen.getByRole('table', { name: 'Back score, this table' });
    expect(totals(back, ['Ann', 'Bob', 'Cy', 'Dee'])).toEqual({ Ann: 9, Bob: 9, Cy: -9, Dee: -9 });

    await user.click(within(next).getByRole('button', { name: 'Start rubber 2' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Rubber 2 · Rubber bridge/);
    // Rubber 2: Bob and Dee (East-West) win two games to none with 3NT, 900: 9 each.
    await twoGames(user, '3 notrump', 'East', 9);
    next = await screen.findByRole('region', { name: 'Rubber 3: the next seating' });
    expect(within(next).getByText('Cy and Dee change seats.')).toBeInTheDocument();
    expect(within(next).getByText('Partners: Ann and Dee against Bob and Cy.')).toBeInTheDocument();
    back = screen.getByRole('table', { name: 'Back score, this table' });
    // Each player's rubbers, whoever they partnered: Ann +9 -9, Bob +9 +9, Cy -9 -9, Dee -9 +9.
    expect(row(back, 'Ann').textContent).toBe('Ann0+9-9');
    expect(row(back, 'Bob').textContent).toBe('Bob+18+9+9');
    expect(row(back, 'Cy').textContent).toBe('Cy-18-9-9');
    expect(row(back, 'Dee').textContent).toBe('Dee0-9+9');
    const sums = totals(back, ['Ann', 'Bob', 'Cy', 'Dee']);
    expect(Object.values(sums).reduce((a, b) => a + b, 0)).toBe(0);

    const files = (await listMatches(db)).map((m) => m.record.file);
    expect(files).toHaveLength(2);
    expect(files.map((file) => file['x-bridgepad-table'])).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          draw: ['Ann', 'Bob', 'Cy', 'Dee'],
          rubber: 0,
          rotation: 'pivot',
        }),
        expect.objectContaining({
          draw: ['Ann', 'Bob', 'Cy', 'Dee'],
          rubber: 1,
          rotation: 'pivot',
        }),
      ]),
    );

    // Rubber 1 opened again: rubber 2 is under way, so it leads there and starts nothing.
    const rubberOf = async (n: number) =>
      (await listMatches(db)).find(
        (m) => (m.record.file['x-bridgepad-table'] as { rubber: number }).rubber === n,
      );
    const [first, second] = [await rubberOf(0), await rubberOf(1)];
    window.location.hash = `#/match/${first?.record.id ?? ''}`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    const already = await screen.findByRole('region', { name: 'Rubber 2 is under way' });
    expect(within(already).queryByRole('button', { name: /^Start/ })).toBeNull();
    expect(within(already).getByRole('link', { name: 'Open rubber 2' })).toHaveAttribute(
      'href',
      `#/match/${second?.record.id ?? ''}`,
    );
    expect(await listMatches(db)).toHaveLength(2);
  });

  it('fixed partners, the default, is one match with no table, as before', async () => {
    const { user, db } = await renderApp('#/new');
    await enterSeats(user, { North: 'Ann', East: 'Cy', South: 'Bob', West: 'Dee' });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const [saved] = await listMatches(db);
    expect(saved?.record.file).not.toHaveProperty('x-bridgepad-table');
  });

  it('cut for partners: asks who cut highest and second, then seats them, the highest dealing', async () => {
    const { user, db } = await renderApp('#/new');
    await user.click(
      within(await screen.findByRole('group', { name: 'Partners' })).getByRole('radio', {
        name: /^Cut for partners/,
      }),
    );
    await enterSeats(user, { North: 'Ann', East: 'Cy', South: 'Bob', West: 'Dee' });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    await twoGames(user, '4 spades', 'North', 10);

    const next = await screen.findByRole('region', { name: 'Rubber 2: the next seating' });
    // Nothing to start until the cut is said.
    expect(within(next).queryByRole('button', { name: 'Start rubber 2' })).toBeNull();
    const highest = within(next).getByRole('radiogroup', { name: 'Who cut highest?' });
    await user.click(within(highest).getByRole('radio', { name: 'Dee' }));
    const second = within(next).getByRole('radiogroup', {
      name: 'Who cut second, to partner Dee?',
    });
    expect(within(second).queryByRole('radio', { name: 'Dee' })).toBeNull();
    await user.click(within(second).getByRole('radio', { name: 'Ann' }));
    expect(within(next).getByText('Bob and Dee change seats.')).toBeInTheDocument();
    expect(within(next).getByText('Partners: Ann and Dee against Cy and Bob.')).toBeInTheDocument();
    expect(within(next).getByText('Dee deals first (South).')).toBeInTheDocument();

    await user.click(within(next).getByRole('button', { name: 'Start rubber 2' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const files = (await listMatches(db)).map((m) => m.record.file);
    const rubber2 = files.find(
      (file) => (file['x-bridgepad-table'] as { rubber?: number }).rubber === 1,
    );
    expect(rubber2).toMatchObject({
      players: { N: 'Ann', E: 'Cy', S: 'Dee', W: 'Bob' },
      firstDealer: 'S',
      'x-bridgepad-table': { rotation: 'cut', draw: ['Ann', 'Bob', 'Cy', 'Dee'] },
    });
  });
});

describe('six players', () => {
  it('partners change each rubber unless the table chooses the same three pairs', async () => {
    const { user, db } = await renderApp('#/new');
    await user.click(
      within(await screen.findByRole('radiogroup', { name: 'Players at the table' })).getByRole(
        'radio',
        { name: '6' },
      ),
    );
    const partners = screen.getByRole('group', { name: 'Partners' });
    expect(
      within(partners).getByRole('radio', { name: /^Six players: partners change each rubber/ }),
    ).toBeChecked();
    expect(
      within(partners).getByRole('radio', { name: /^Six players: the same three pairs/ }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const [saved] = await listMatches(db);
    expect(saved?.record.file['x-bridgepad-table']).toMatchObject({ rotation: 'mixed', rubber: 0 });
  });

  it('offers Chicago the same rotations, a chukker at a time', async () => {
    const { user } = await renderApp('#/new');
    await user.click(await screen.findByRole('radio', { name: /^Chicago \(/ }));
    await user.click(screen.getByRole('radio', { name: '6' }));
    expect(
      screen.getByRole('radio', { name: /^Six players: partners change each chukker/ }),
    ).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '4' }));
    expect(screen.getByRole('radio', { name: /^Pivot.*in three chukkers/ })).toBeInTheDocument();
  });

  it('a table changing partners proposes who partners whom next and who sits out', async () => {
    const { db } = await renderApp();
    await openMatch(db, sixFirstRubber({ rotation: 'mixed' }));
    const next = await screen.findByRole('region', { name: 'Rubber 2: the next seating' });
    expect(within(next).getByText(/^Six players: partners change each rubber/)).toBeInTheDocument();
    expect(within(next).getByText('Ed comes in at South.')).toBeInTheDocument();
    expect(within(next).getByText('Flo comes in for Dee.')).toBeInTheDocument();
    expect(within(next).getByText('Bob moves to East.')).toBeInTheDocument();
    expect(within(next).getByText('Partners: Ann and Ed against Bob and Flo.')).toBeInTheDocument();
    expect(within(next).getByText('Sitting out: Cy and Dee.')).toBeInTheDocument();
  });

  it('a table stored before rotations had names goes on with the same three pairs', async () => {
    const { db } = await renderApp();
    await openMatch(db, sixFirstRubber({}));
    const next = await screen.findByRole('region', { name: 'Rubber 2: the next seating' });
    expect(within(next).getByText('Ed comes in for Dee.')).toBeInTheDocument();
    expect(within(next).getByText('Flo comes in for Cy.')).toBeInTheDocument();
    expect(within(next).getByText('Partners: Ann and Bob against Flo and Ed.')).toBeInTheDocument();
    expect(within(next).getByText('Sitting out: Dee and Cy.')).toBeInTheDocument();
  });

  it('a rotation this bridgepad does not know is said, and nothing is started from it', async () => {
    const { db } = await renderApp();
    await openMatch(db, sixFirstRubber({ rotation: 'swiss' }));
    const next = await screen.findByRole('region', { name: 'Rubber 2: the next seating' });
    expect(within(next).getByRole('alert')).toHaveTextContent(
      'This table\'s next seating cannot be proposed: its rotation "swiss" is not one a table of 6 plays (mixed, pairs). Start the next rubber from New match.',
    );
    expect(within(next).queryByRole('button', { name: /^Start/ })).toBeNull();
  });
});
