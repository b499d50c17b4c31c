// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveCompetition } from '../../src/db/competitions.ts';
import { createDesk, getDesk, setPairs } from '../../src/db/desk.ts';
import type { Desk } from '../../src/db/desk.ts';
import { dump } from '../db/helpers.ts';
import { matchFile } from '../season/matchFiles.ts';
import { renderApp } from './renderApp.tsx';

const PLAYERS = [
  ['Hēnare Pōtae', 'Łucja Wiśniewska'],
  ['Zoë Ngata', 'Piotr Nowak'],
  ['Tūī Parata', 'Małgorzata Kowalska'],
  ['Ian Smith', 'Bob Brown'],
] as const;

/** The app on the desk of a competition with four pairs entered, not yet drawn. */
async function deskWithPairs() {
  const app = await renderApp('#/');
  const made = await createDesk(app.db, 'Kāpiti Coast Rubber Bridge 2026');
  if (!made.ok) throw new Error(made.refusal.reason);
  const entered = await setPairs(
    app.db,
    made.value.id,
    PLAYERS.map((players, i) => ({
      players,
      grades: i === 0 ? (['junior', 'junior'] as const) : (['open', 'intermediate'] as const),
    })),
  );
  if (!entered.ok) throw new Error(entered.refusal.reason);
  window.location.hash = `#/desk/${made.value.id}`;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  await screen.findByRole('heading', { level: 1, name: 'Kāpiti Coast Rubber Bridge 2026' });
  return { ...app, id: made.value.id };
}

const fileOf = (name: string, text: string) => new File([text], name, { type: 'application/json' });
const deskNow = async (app: Awaited<ReturnType<typeof deskWithPairs>>) =>
  (await getDesk(app.db, app.id)) as Desk;
const pairOf = (desk: Desk, id: string | null) => desk.pairs.find((p) => p.id === id);

describe("the organiser's desk", () => {
  it('creates a competition with its contact from Settings, and lists it', async () => {
    const { user, db } = await renderApp('#/desk');
    await saveCompetition(db, { name: 'Kapiti', organiser: 'Pat Lee', email: 'pat@example.org' });
    await screen.findByRole('heading', { name: "Organiser's desk" });
    expect(await screen.findByText('No competition yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create competition' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Not created: the competition's name must be 1 to 100 characters.",
    );
    await user.type(screen.getByLabelText('Competition name'), 'Kāpiti 2026');
    const contact = screen.getByRole('combobox', { name: "Organiser's contact" });
    await user.selectOptions(
      contact,
      await within(contact).findByRole('option', { name: 'Kapiti' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create competition' }));
    await screen.findByRole('heading', { level: 1, name: 'Kāpiti 2026' });
    expect(
      await screen.findByText('Results to: Pat Lee or by email to pat@example.org'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pairs entered' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'All competitions' }));
    expect(await screen.findByRole('link', { name: 'Kāpiti 2026' })).toBeInTheDocument();
    expect(screen.getByText(/0 pairs entered; not drawn yet/)).toBeInTheDocument();
  });

  it('counts one pair as "1 pair" wherever the pairs are counted', async () => {
    const { user } = await renderApp('#/desk');
    await user.type(await screen.findByLabelText('Competition name'), 'Club night');
    await user.click(screen.getByRole('button', { name: 'Create competition' }));
    await screen.findByRole('heading', { level: 1, name: 'Club night' });
    await user.type(screen.getByRole('textbox', { name: 'Pair 1, player 1' }), 'Hēnare Pōtae');
    await user.type(screen.getByRole('textbox', { name: 'Pair 1, player 2' }), 'Zoë Ngata');
    await user.click(screen.getByRole('button', { name: 'Remove pair 2' }));
    await user.click(screen.getByRole('button', { name: 'Save pairs' }));
    expect(await screen.findByText('1 pair saved.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('link', { name: 'All competitions' }));
    expect(await screen.findByText(/1 pair entered; not drawn yet/)).toBeInTheDocument();
  });

  it('enters pairs with their grades, naming a missing name and a pair entered twice', async () => {
    const { user, db } = await renderApp('#/desk');
    await user.type(await screen.findByLabelText('Competition name'), 'Club night');
    await user.click(screen.getByRole('button', { name: 'Create competition' }));
    await screen.findByRole('heading', { level: 1, name: 'Club night' });
    await user.type(screen.getByRole('textbox', { name: 'Pair 1, player 1' }), 'Hēnare Pōtae');
    await user.type(screen.getByRole('textbox', { name: 'Pair 1, player 2' }), 'Łucja Wiśniewska');
    await user.selectOptions(
      screen.getByRole('combobox', { name: "Pair 1, player 1's grade" }),
      'Junior',
    );
    await user.type(screen.getByRole('textbox', { name: 'Pair 2, player 1' }), 'hēnare  pōtae');
    await user.click(screen.getByRole('button', { name: 'Save pairs' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Pair 2: player 2's name must be 1 to 100 characters");
    const before = await dump(db);
    await user.clear(screen.getByRole('textbox', { name: 'Pair 2, player 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Pair 2, player 1' }), 'Hēnare Pōtae');
    await user.type(screen.getByRole('textbox', { name: 'Pair 2, player 2' }), 'Zoë Ngata');
    await user.click(screen.getByRole('button', { name: 'Save pairs' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Pair 2: Hēnare Pōtae is entered already, in pair 1',
      ),
    );
    expect(await dump(db)).toEqual(before);
    await user.clear(screen.getByRole('textbox', { name: 'Pair 2, player 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Pair 2, player 1' }), 'Piotr Nowak');
    await user.click(screen.getByRole('button', { name: 'Add a pair' }));
    await user.click(screen.getByRole('button', { name: 'Remove pair 3' }));
    await user.click(screen.getByRole('button', { name: 'Save pairs' }));
    expect(await screen.findByText('2 pairs saved.')).toHaveAttribute('role', 'status');
  });

  it('draws a round at random, takes results from files and refuses the wrong ones, each with its reason', async () => {
    const app = await deskWithPairs();
    const { user } = app;
    await user.type(screen.getByLabelText('Due date'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Draw at random' }));
    const semis = await screen.findByRole('heading', { name: /^Semi-finals: due/ });
    const round = semis.closest('div') as HTMLElement;
    expect(within(round).getAllByText('Due')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Pairs entered' })).toBeNull();

    const desk = await deskNow(app);
    const [first, second] = desk.rounds[0]?.pairings ?? [];
    const [a, b, c, d] = [first?.a, first?.b, second?.a, second?.b].map((id) =>
      pairOf(desk, id ?? null),
    );
    if (!a || !b || !c || !d) throw new Error('no pairs drawn');
    const before = await dump(app.db);
    const misspelt = { players: [a.players[0].replace(/a/, 'aa'), a.players[1]] as const };
    await user.upload(screen.getByLabelText('Add match files'), [
      fileOf('unfinished.json', matchFile(c, d, true, 12)),
      fileOf('stray.json', matchFile(a, c, true)),
      fileOf('edited.json', matchFile(c, d, true, 30, { totals: { NS: 0, EW: 99999 } })),
      fileOf('misspelt.json', matchFile(misspelt, b, false)),
    ]);
    const reports = await screen.findByRole('list', { name: 'What came in' });
    expect(
      within(reports)
        .getByText(/unfinished\.json/)
        .closest('li'),
    ).toHaveTextContent('Not taken: the match is unfinished: 12 of 30 deals played.');
    expect(
      within(reports)
        .getByText(/stray\.json/)
        .closest('li'),
    ).toHaveTextContent('are not drawn to play each other in a round still open');
    expect(
      within(reports)
        .getByText(/edited\.json/)
        .closest('li'),
    ).toHaveTextContent('totals: say N/S 0, E/W 99999, but the deals score');
    expect(await dump(app.db)).toEqual(before);

    await user.click(within(reports).getByRole('button', { name: /^Take as Semi-finals:/ }));
    await waitFor(() =>
      expect(
        within(reports)
          .getByText(/misspelt\.json/)
          .closest('li'),
      ).toHaveTextContent(`Taken: Semi-finals, ${b.players.join(' & ')} won`),
    );
    await user.upload(screen.getByLabelText('Add match files'), [
      fileOf('semi-2.json', matchFile(c, d, true)),
    ]);
    await waitFor(() => expect(within(round).getAllByText('Played')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Draw the Final' })).toBeInTheDocument();
  });

  it('shows an overdue match in red, moves the date, and awards a match by default', async () => {
    const app = await deskWithPairs();
    const { user } = app;
    await user.type(screen.getByLabelText('Due date'), '2020-01-31');
    await user.click(screen.getByRole('button', { name: 'Draw at random' }));
    await screen.findByRole('heading', { name: /^Semi-finals: due/ });
    await waitFor(() => expect(screen.getAllByText('Overdue')).toHaveLength(2));
    expect(screen.getByText('0 of 2 settled; 2 overdue.')).toBeInTheDocument();

    const date = screen.getByLabelText('Move the due date');
    await user.clear(date);
    await user.type(date, '2099-12-31');
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    await waitFor(() => expect(screen.getAllByText('Due')).toHaveLength(2));

    const desk = await deskNow(app);
    const winner = pairOf(desk, desk.rounds[0]?.pairings[0]?.a ?? null);
    if (winner === undefined) throw new Error('no pair');
    await user.click(screen.getAllByText('Award by default')[0] as HTMLElement);
    const award = `Award to ${winner.players.join(' & ')}`;
    // It asks first: "Keep it" writes nothing.
    const before = await dump(app.db);
    await user.click(screen.getByRole('button', { name: award }));
    const asked = await screen.findByRole('dialog', {
      name: `${award.replace('Award to', 'Award this match to')}?`,
    });
    await user.click(within(asked).getByRole('button', { name: 'Keep it' }));
    expect(await dump(app.db)).toEqual(before);
    await user.click(screen.getByRole('button', { name: award }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: award }),
    );
    await waitFor(() => expect(screen.getByText('By default')).toBeInTheDocument());
    expect((await deskNow(app)).outcomes).toEqual([
      { round: 0, winner: winner.id, kind: 'default', at: expect.any(String) },
    ]);
    // The message says so, with an Undo that takes the award back.
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByText('By default')).toBeNull());
    expect((await deskNow(app)).outcomes).toEqual([]);
  });

  it('enters a round by hand, refusing a pair drawn twice, and takes a round back', async () => {
    const app = await deskWithPairs();
    const { user } = app;
    await user.click(screen.getByRole('button', { name: 'Enter by hand' }));
    const names = PLAYERS.map((p) => p.join(' & '));
    const choose = async (select: string, name: string) => {
      const box = screen.getByRole('combobox', { name: select });
      await user.selectOptions(box, within(box).getByRole('option', { name }));
    };
    await choose('Match 1, pair', names[0] as string);
    await choose('Match 1, opponents', names[1] as string);
    await choose('Match 2, pair', names[0] as string);
    await choose('Match 2, opponents', names[3] as string);
    await user.click(screen.getByRole('button', { name: 'Enter this round' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${names[0]} is drawn twice`);
    expect(alert).toHaveTextContent(`${names[2]} is not drawn`);
    await choose('Match 2, pair', names[2] as string);
    await user.click(screen.getByRole('button', { name: 'Enter this round' }));
    await screen.findByRole('heading', { name: 'Semi-finals' });
    expect((await deskNow(app)).rounds).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Take back the Semi-finals' }));
    // Asked first: a draw made again at random would not be the same.
    const ask = await screen.findByRole('dialog', { name: 'Take back the Semi-finals?' });
    await user.click(within(ask).getByRole('button', { name: 'Take it back' }));
    await screen.findByRole('heading', { name: 'Draw the Semi-finals' });
    expect((await deskNow(app)).rounds).toHaveLength(0);
  });

  it('asks for the pairs to be saved before a draw, and offers the byes a field needs by hand', async () => {
    const { user } = await renderApp('#/desk');
    await user.type(await screen.findByLabelText('Competition name'), 'Three pairs');
    await user.click(screen.getByRole('button', { name: 'Create competition' }));
    await screen.findByRole('heading', { level: 1, name: 'Three pairs' });
    await user.click(screen.getByRole('button', { name: 'Add a pair' }));
    for (const [i, players] of PLAYERS.slice(0, 3).entries())
      for (const at of [0, 1] as const)
        await user.type(
          screen.getByRole('textbox', { name: `Pair ${i + 1}, player ${at + 1}` }),
          players[at],
        );
    expect(screen.getByText(/^Enter at least two pairs, and save them/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save pairs' }));
    await screen.findByRole('button', { name: 'Draw at random' });
    // A change not saved holds the draw back: the draw would not be of the pairs on screen.
    await user.type(screen.getByRole('textbox', { name: 'Pair 3, player 2' }), 'ska');
    expect(
      await screen.findByText(/have changes not saved: save them to make the draw/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw at random' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save pairs' }));
    await screen.findByRole('button', { name: 'Draw at random' });

    // Three pairs: one bye, then one match, offered so.
    await user.click(screen.getByRole('button', { name: 'Enter by hand' }));
    const value = (name: string) =>
      (screen.getByRole('combobox', { name }) as HTMLSelectElement).selectedOptions[0]?.textContent;
    expect(value('Match 1, opponents')).toBe('Bye');
    expect(value('Match 2, pair')).not.toBe('Bye');
    expect(value('Match 2, opponents')).not.toBe('Bye');
    await user.click(screen.getByRole('button', { name: 'Enter this round' }));
    await screen.findByRole('heading', { name: 'Semi-finals' });
    expect(screen.getByText('Bye', { selector: 'strong' })).toBeInTheDocument();
  });
});
