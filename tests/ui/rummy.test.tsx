// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import type { MatchFileJson } from '../../src/db/records.ts';
import { renderApp } from './renderApp.tsx';
import { getRecord } from '../../src/db/matchRows.ts';
import { allRecords } from '../../src/db/allMatches.ts';

/** GorbyX Rummy at the table (docs/rules.md, GorbyX Rummy), as players use it. */

function rummyFile(deals: unknown[], rules: Record<string, unknown> = {}): MatchFileJson {
  return {
    format: 'bridgepad.match',
    version: 1,
    game: 'rummy',
    rules: { variant: 'basic', ...rules },
    players: ['Ann', 'Ben', 'Cat', 'Dan'],
    firstDealer: 0,
    deals,
  };
}

const HANDS = [
  { out: 0, points: [0, 17, 42, 8], rummy: false },
  { out: 2, points: [11, 5, 0, 30], rummy: true },
  { out: 1, points: [9, 0, 14, 3], rummy: false },
];

async function open(file: MatchFileJson) {
  const app = await renderApp();
  const created = await createMatch(app.db, file);
  if (!created.ok) throw new Error(created.errors.map((e) => `${e.path}: ${e.message}`).join());
  act(() => {
    window.location.hash = `#/match/${created.value.id}`;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  await screen.findByRole('region', { name: 'Score sheet' });
  const deals = async () => (await getRecord(app.db, created.value.id))?.file.deals;
  return { ...app, id: created.value.id, deals };
}

const resultLine = () =>
  within(screen.getByRole('region', { name: 'Score sheet' })).getByRole('status');
const sheet = () => screen.getByRole('table', { name: /^Hands/ });
const cellsOf = (hand: number) =>
  within(within(sheet()).getAllByRole('row')[hand] as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the rummy sheet', () => {
  it('shows what each player added on each hand, the running total, the dealer and who went out', async () => {
    await open(rummyFile(HANDS));
    // Hand 2: Cat went rummy, so every other player adds 25.
    expect(cellsOf(2)).toEqual([
      '+36running total 36',
      '+30running total 47',
      'rummyrunning total 42',
      '+55running total 63',
    ]);
    expect(
      within(sheet()).getByRole('button', {
        name: 'Hand 2, dealt by Ben: Cat went out (rummy); Ann 36, Ben 30, Dan 55',
      }),
    ).toHaveTextContent('2Ben');
    expect(
      within(sheet()).getByRole('button', { name: /^Hand 1, dealt by Ann: Ann went out;/ }),
    ).toBeInTheDocument();
    const totals = within(sheet()).getAllByRole('row').at(-1) as HTMLElement;
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['45', '47', '56', '66']);
    expect(resultLine()).toHaveTextContent('Ann lowest · next dealer: Dan');
  });

  it('marks gin in the gin variant', async () => {
    await open(rummyFile([{ out: 3, points: [4, 9, 12, 0], rummy: false }], { variant: 'gin' }));
    expect(cellsOf(1)[3]).toBe('ginrunning total 0');
    expect(within(sheet()).getByRole('button', { name: /Dan went out \(gin\)/ })).toBeVisible();
  });
});

describe('entering a hand', () => {
  it('refuses points a hand cannot hold, saying why beside the field, and writes nothing', async () => {
    const app = await open(rummyFile([]));
    const pad = screen.getByRole('form', { name: 'Enter a hand' });
    await app.user.click(within(pad).getByRole('button', { name: 'Ben' }));
    await app.user.type(within(pad).getByLabelText('Ann'), '71');
    await app.user.type(within(pad).getByLabelText('Cat'), '0');
    await app.user.type(within(pad).getByLabelText('Dan'), '12');
    expect(within(pad).getByLabelText('Ann')).toHaveAccessibleDescription(
      '71 is more than a hand can hold: 7 cards count at most 70.',
    );
    expect(within(pad).getByLabelText('Cat')).toHaveAccessibleDescription(
      'A player who did not go out still holds a card: at least 1 point.',
    );
    await app.user.click(within(pad).getByRole('button', { name: 'Confirm' }));
    expect(await app.deals()).toEqual([]);

    await app.user.clear(within(pad).getByLabelText('Ann'));
    await app.user.type(within(pad).getByLabelText('Ann'), '70');
    await app.user.clear(within(pad).getByLabelText('Cat'));
    await app.user.type(within(pad).getByLabelText('Cat'), '1');
    await app.user.click(within(pad).getByRole('button', { name: 'Confirm' }));
    await waitFor(async () =>
      expect(await app.deals()).toEqual([{ out: 1, points: [70, 0, 1, 12], rummy: false }]),
    );
  });

  it('a tap on a past hand corrects it without undoing later ones, and Undo takes it back', async () => {
    const app = await open(rummyFile(HANDS));
    await app.user.click(within(sheet()).getByRole('button', { name: /^Hand 1,/ }));
    const pad = screen.getByRole('form', { name: 'Correct hand 1' });
    expect(within(pad).getByLabelText('Ben')).toHaveValue('17');
    await app.user.clear(within(pad).getByLabelText('Ben'));
    await app.user.type(within(pad).getByLabelText('Ben'), '7');
    await app.user.click(within(pad).getByRole('button', { name: 'Save hand 1' }));
    await waitFor(async () =>
      expect(await app.deals()).toEqual([
        { out: 0, points: [0, 7, 42, 8], rummy: false },
        HANDS[1],
        HANDS[2],
      ]),
    );
    expect(await screen.findByText('Hand 1 corrected; every later total follows.')).toBeVisible();
    await waitFor(() => expect(cellsOf(3)[1]).toBe('outrunning total 37'));
    expect(screen.getByRole('form', { name: 'Enter a hand' })).toBeInTheDocument();

    await app.user.click(await screen.findByRole('button', { name: /^Undo: / }));
    await waitFor(async () => expect(await app.deals()).toEqual(HANDS));
  });
});

describe('the end of the game', () => {
  it('at the point target: no next dealer, no End of play, and no new hand', async () => {
    await open(rummyFile(HANDS, { target: 66 }));
    expect(resultLine()).toHaveTextContent('Ann won (lowest total): the game is over · target 66');
    expect(resultLine()).not.toHaveTextContent(/next dealer/);
    expect(screen.queryByRole('button', { name: 'End of play' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Enter a hand' })).not.toBeInTheDocument();
  });

  it('ended by End of play: Resume play brings the next hand back', async () => {
    const app = await open(rummyFile(HANDS));
    await app.user.click(screen.getByRole('button', { name: 'End of play' }));
    expect(await screen.findByRole('button', { name: 'Resume play' })).toBeVisible();
    expect(screen.getByText('Play has ended.')).toBeVisible();
    expect(resultLine()).not.toHaveTextContent(/next dealer/);
    await app.user.click(screen.getByRole('button', { name: 'Resume play' }));
    expect(await screen.findByRole('form', { name: 'Enter a hand' })).toBeVisible();
  });
});

describe('starting a rummy game', () => {
  it('asks how many players, and refuses two with the same name', async () => {
    const app = await renderApp('#/new');
    await app.user.click(
      await screen.findByRole('radio', { name: 'GorbyX Rummy (basic and gin)' }),
    );
    const count = screen.getByRole('radiogroup', { name: 'How many players' });
    expect(
      within(count)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['2', '3', '4', '5', '6']);
    await app.user.click(within(count).getByRole('radio', { name: '4' }));
    await app.user.type(screen.getByRole('combobox', { name: 'Player 1' }), 'Zoë');
    await app.user.type(screen.getByRole('combobox', { name: 'Player 2' }), 'Łukasz');
    await app.user.type(screen.getByRole('combobox', { name: 'Player 3' }), ' zoë ');
    await app.user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Two players are called "Zoë": give each player a name of their own',
    );
    expect(await app.db.matches.count()).toBe(0);

    await app.user.clear(screen.getByRole('combobox', { name: 'Player 3' }));
    await app.user.type(screen.getByRole('combobox', { name: 'Player 3' }), 'Hēnare');
    await app.user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(async () => expect(await app.db.matches.count()).toBe(1));
    const [stored] = await allRecords(app.db);
    expect(stored?.file.players).toEqual(['Zoë', 'Łukasz', 'Hēnare', 'Player 4']);
  });
});
