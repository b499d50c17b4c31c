// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { awardDefault, createDesk, drawNextRound, getDesk, setPairs } from '../../src/db/desk.ts';
import type { Desk } from '../../src/db/desk.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { matchFile } from '../season/matchFiles.ts';
import { rubberFile } from '../db/helpers.ts';
import type { Club } from './clubCopies.ts';
import { joinClub, newMatch, running } from './clubCopies.ts';
import { renderApp } from './renderApp.tsx';

/**
 * Results from the club at the organiser's desk (docs/format.md, "The organiser's desk"): the
 * finished competition matches that reached this device from the club, each checked as a file
 * is, taken only by the organiser's tap.
 */

let clubs: Club[] = [];
afterEach(async () => {
  running(null);
  await Promise.all(clubs.map((club) => club.mirror.stop()));
  clubs = [];
});

const PLAYERS = [
  ['Hēnare Pōtae', 'Łucja Wiśniewska'],
  ['Zoë Ngata', 'Piotr Nowak'],
  ['Tūī Parata', 'Małgorzata Kowalska'],
  ['Ian Smith', 'Bob Brown'],
] as const;

async function drawnDesk(db: BridgepadDb): Promise<Desk> {
  const made = await createDesk(db, 'Kāpiti Coast Rubber Bridge 2026');
  if (!made.ok) throw new Error(made.refusal.reason);
  const grades = ['open', 'open'] as const;
  await setPairs(
    db,
    made.value.id,
    PLAYERS.map((players) => ({ players, grades })),
  );
  await drawNextRound(db, made.value.id, () => 0.5, null);
  return (await getDesk(db, made.value.id)) as Desk;
}

describe('results from the club', () => {
  it('lists what came from the club with the checks of a file; Take all that pass is one tap, one Undo', async () => {
    const app = await renderApp('#/settings');
    const club = await joinClub(app.db, 'ana', 'Pat');
    clubs.push(club);
    const desk = await drawnDesk(app.db);
    const pairs = (id: string | null) => desk.pairs.find((p) => p.id === id) as Desk['pairs'][0];
    const [first, second] = desk.rounds[0]?.pairings ?? [];
    const [a, b, c, d] = [first?.a, first?.b, second?.a, second?.b].map((id) => pairs(id ?? null));
    if (!a || !b || !c || !d) throw new Error('no pairs drawn');
    const pat = club.other.db;
    const file = (text: string) => JSON.parse(text) as Record<string, unknown>;
    // On Pat's phone: the first semi-final, finished; the second, still being played; a match
    // of pairs not drawn together; a rubber.
    await newMatch(pat, file(matchFile(a, b, true)));
    await newMatch(pat, file(matchFile(c, d, true, 12)));
    await newMatch(pat, file(matchFile(a, c, true)));
    await newMatch(pat, rubberFile());
    // Scored on the organiser's own device: not from the club.
    await newMatch(app.db, file(matchFile(c, d, false)));
    await club.sync();

    act(() => {
      window.location.hash = `#/desk/${desk.id}`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const fromClub = await screen.findByRole('region', { name: 'From the club' });
    const lines = async () => within(fromClub).findAllByRole('listitem');
    expect(await lines()).toHaveLength(2);
    const lineOf = (text: RegExp) =>
      within(fromClub)
        .getAllByRole('listitem')
        .find((li) => text.test(li.textContent ?? ''));
    expect(lineOf(/Passes: Semi-finals/)).toHaveTextContent(
      `Passes: Semi-finals, ${a.players.join(' & ')} won`,
    );
    expect(lineOf(/Not taken/)).toHaveTextContent(
      'are not drawn to play each other in a round still open',
    );
    // Nothing is taken without a tap.
    expect((await getDesk(app.db, desk.id))?.outcomes).toEqual([]);

    await app.user.click(within(fromClub).getByRole('button', { name: 'Take all that pass' }));
    const said = '1 result taken in; 1 not taken, each with its reason below.';
    await waitFor(() =>
      expect(screen.getAllByText(said).map((p) => p.getAttribute('role'))).toContain('status'),
    );
    const outcomes = (await getDesk(app.db, desk.id))?.outcomes ?? [];
    expect(outcomes.map((o) => [o.round, o.winner])).toEqual([[0, a.id]]);
    const reports = screen.getByRole('list', { name: 'What came in' });
    expect(
      within(reports)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^From the club: Taken: Semi-finals/),
      expect.stringMatching(/^From the club: Not taken: .*not drawn to play each other/),
    ]);
    // Taken, it leaves the list from the club; the other stays, with its reason.
    await waitFor(async () => expect(await lines()).toHaveLength(1));

    // One Undo takes the batch back.
    await app.user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect((await getDesk(app.db, desk.id))?.outcomes).toEqual([]));
    await waitFor(async () => expect(await lines()).toHaveLength(2));

    // One at a time, by its own tap.
    await app.user.click(within(fromClub).getByRole('button', { name: /^Take .* from the club$/ }));
    await waitFor(async () =>
      expect((await getDesk(app.db, desk.id))?.outcomes.map((o) => o.winner)).toEqual([a.id]),
    );
  });
});

describe('a desk whose two copies differ', () => {
  it('says Differs and asks which result to keep for each match; nothing is written over until settled', async () => {
    const app = await renderApp('#/settings');
    const club = await joinClub(app.db, 'ana', 'Pat');
    clubs.push(club);
    const desk = await drawnDesk(app.db);
    await club.sync();
    const [first, second] = desk.rounds[0]?.pairings ?? [];
    if (!first?.b || !second?.b) throw new Error('no pairs drawn');
    // Each device awards both semi-finals by default, the other way round.
    await awardDefault(app.db, desk.id, first.a);
    await awardDefault(app.db, desk.id, second.a);
    await awardDefault(club.other.db, desk.id, first.b);
    await awardDefault(club.other.db, desk.id, second.b);
    await club.sync();
    const winners = async (db: BridgepadDb) =>
      (await getDesk(db, desk.id))?.outcomes.map((o) => o.winner).sort();

    act(() => {
      window.location.hash = `#/desk/${desk.id}`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const differs = await screen.findByRole('region', { name: "Differs from Pat's copy" });
    expect(
      await within(differs).findByText(/not loaded yet/, { exact: false }),
    ).toBeInTheDocument();
    running(club);
    const semis = await within(differs).findAllByRole('listitem');
    expect(semis).toHaveLength(2);
    expect(semis[0]).toHaveTextContent(/^Semi-finals: .*: yours, .*; Pat's, /);
    const settle = within(differs).getByRole('button', { name: 'Settle the results' });
    expect(settle).toBeDisabled();
    expect(await winners(app.db)).toEqual([first.a, second.a].sort());

    const [one, two] = semis as [HTMLElement, HTMLElement];
    await app.user.click(within(one).getByRole('button', { name: /^Keep yours for/ }));
    await app.user.click(within(two).getByRole('button', { name: /^Take Pat's for/ }));
    await app.user.click(settle);
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: "Differs from Pat's copy" }),
      ).not.toBeInTheDocument(),
    );
    const kept = [first.a, second.b].sort();
    expect(await winners(app.db)).toEqual(kept);
    await club.sync();
    expect(await club.other.mirror.differing()).toEqual([]);
    expect(await winners(club.other.db)).toEqual(kept);
  });
});
