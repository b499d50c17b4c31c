// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDesk, enterRound, getDesk, setPairs } from '../../src/db/desk.ts';
import type { Desk } from '../../src/db/desk.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { dump } from '../db/helpers.ts';
import { matchFile } from '../season/matchFiles.ts';
import { renderApp } from './renderApp.tsx';

const PLAYERS = [
  ['Hēnare Pōtae', 'Łucja Wiśniewska'],
  ['Μαρία Παπαδοπούλου', 'Сергей Иванов'],
  ['王芳', 'Sione Fifitaʻ'],
  ['Ian Smith', 'Bob Brown'],
] as const;
const names = (i: number) => PLAYERS[i]?.join(' & ') ?? '';

/** The app on a competition of four pairs whose semi-finals are drawn: 1 v 2 and 3 v 4. */
async function drawnDesk() {
  const app = await renderApp('#/');
  const made = await createDesk(app.db, 'Kāpiti Coast Rubber Bridge 2026');
  if (!made.ok) throw new Error(made.refusal.reason);
  const id = made.value.id;
  const pairs = await setPairs(
    app.db,
    id,
    PLAYERS.map((players) => ({ players, grades: ['open', 'junior'] as const })),
  );
  if (!pairs.ok) throw new Error(pairs.refusal.reason);
  const [p1, p2, p3, p4] = pairs.value.map((p) => p.id) as [string, string, string, string];
  const drawn = await enterRound(
    app.db,
    id,
    [
      { a: p1, b: p2 },
      { a: p3, b: p4 },
    ],
    '2099-12-01',
  );
  if (!drawn.ok) throw new Error(drawn.refusal.reason);
  window.location.hash = `#/desk/${id}`;
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  await screen.findByRole('heading', { level: 1, name: 'Kāpiti Coast Rubber Bridge 2026' });
  return { ...app, id };
}

const fileOf = (name: string, text: string) => new File([text], name, { type: 'application/json' });
const pair = (i: number) => ({ players: PLAYERS[i] as readonly [string, string] });
const deskNow = async (app: { db: Parameters<typeof getDesk>[0]; id: string }) =>
  (await getDesk(app.db, app.id)) as Desk;
const reportOf = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'What came in' }))
    .getByText(name)
    .closest('li') as HTMLElement;

describe("the organiser's desk: results taken, kept, and taken back", () => {
  it('keeps the match file behind a result, opens it again, and says a second copy is in already, agreeing or not', async () => {
    const app = await drawnDesk();
    const { user } = app;
    const winners = matchFile(pair(0), pair(1), true);
    await user.upload(screen.getByLabelText('Add match files'), [fileOf('winners.json', winners)]);
    await waitFor(() => expect(reportOf(/winners\.json/)).toHaveTextContent('Taken: Semi-finals'));

    // The same match sent by the losers: in already, and the two copies agree.
    await user.upload(screen.getByLabelText('Add match files'), [fileOf('losers.json', winners)]);
    await waitFor(() =>
      expect(reportOf(/losers\.json/)).toHaveTextContent(
        `Not taken: the result of ${names(0)} v ${names(1)} (Semi-finals) is in already, and this copy agrees with the one taken, deal for deal.`,
      ),
    );
    // A copy whose third deal was entered otherwise: in already, and it says where they differ.
    const other = JSON.parse(winners) as { deals: { tricks: number }[] };
    (other.deals[2] as { tricks: number }).tricks = 10;
    await user.upload(screen.getByLabelText('Add match files'), [
      fileOf('disputed.json', JSON.stringify(other)),
    ]);
    await waitFor(() =>
      expect(reportOf(/disputed\.json/)).toHaveTextContent(
        'but this copy differs from the one taken in 1 deal, the first deal 3.',
      ),
    );

    // The draw links to the file kept; it opens with where it came from and its sheet.
    await user.click(screen.getByRole('link', { name: 'Open the match' }));
    expect(await screen.findByText(/^From winners\.json, taken in/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Deals' })).toBeInTheDocument();
    expect(screen.getByText(names(0))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save match file' })).toBeInTheDocument();
  });

  it('refuses a Kapiti match of fewer deals than the competition plays', async () => {
    const app = await drawnDesk();
    const short = JSON.parse(matchFile(pair(2), pair(3), true, 2)) as Record<string, unknown>;
    short.rules = { honors: true, deals: 2 };
    const before = await dump(app.db);
    await app.user.upload(screen.getByLabelText('Add match files'), [
      fileOf('two-deals.json', JSON.stringify(short)),
    ]);
    await waitFor(() =>
      expect(reportOf(/two-deals\.json/)).toHaveTextContent(
        'Not taken: this match was played as a match of 2 deals: a competition match is 30 deals, with two more at a time after a tie.',
      ),
    );
    expect(await dump(app.db)).toEqual(before);
  });

  it('takes the Kapiti matches on this device, with no end of play to wait for, and counts them', async () => {
    const app = await drawnDesk();
    const played = JSON.parse(matchFile(pair(2), pair(3), false)) as Record<string, unknown>;
    delete played.finished;
    const created = await createMatch(app.db, played);
    if (!created.ok) throw new Error('not created');
    await app.user.click(screen.getByRole('button', { name: 'From matches on this device' }));
    await waitFor(() =>
      expect(reportOf(/This device \(/)).toHaveTextContent(
        `Taken: Semi-finals, ${names(3)} won 13500 to 0.`,
      ),
    );
    expect(
      within(screen.getByRole('list', { name: 'What came in' })).getByText(
        /1 competition match on this device: 1 taken, 0 in already, 0 not taken/,
      ),
    ).toBeInTheDocument();
    // Again: in already, counted, not listed as a refusal.
    await app.user.click(screen.getByRole('button', { name: 'From matches on this device' }));
    expect(
      await screen.findByText(/1 competition match on this device: 0 taken, 1 in already/),
    ).toBeInTheDocument();
  });

  it('takes back a result later, asking first, and puts it back on Undo; one tap of many files is one Undo', async () => {
    const app = await drawnDesk();
    const { user } = app;
    await user.upload(screen.getByLabelText('Add match files'), [
      fileOf('semi-1.json', matchFile(pair(0), pair(1), true)),
      fileOf('semi-2.json', matchFile(pair(2), pair(3), false)),
    ]);
    await waitFor(() => expect(screen.getAllByText('Played')).toHaveLength(2));
    // One Undo for the tap that took both.
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getAllByText('Due')).toHaveLength(2));
    expect((await deskNow(app)).outcomes).toEqual([]);
    expect(await app.db.resultFiles.count()).toBe(0);

    await user.upload(screen.getByLabelText('Add match files'), [
      fileOf('semi-1.json', matchFile(pair(0), pair(1), true)),
    ]);
    await waitFor(() => expect(screen.getAllByText('Played')).toHaveLength(1));
    const taken = await dump(app.db);
    // Later: Take back asks first, and "Keep it" changes nothing.
    await user.click(screen.getByRole('button', { name: 'Take back' }));
    const asked = await screen.findByRole('dialog', { name: 'Take back this result?' });
    await user.click(within(asked).getByRole('button', { name: 'Keep it' }));
    expect(await dump(app.db)).toEqual(taken);
    await user.click(screen.getByRole('button', { name: 'Take back' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Take it back' }),
    );
    await waitFor(() => expect(screen.getAllByText('Due')).toHaveLength(2));
    expect(await app.db.resultFiles.count()).toBe(0);
    // Undo puts the result back, with its match file.
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getAllByText('Played')).toHaveLength(1));
    expect(await dump(app.db)).toEqual(taken);
  });

  it('refuses to take back a result whose winners are drawn in the next round, saying why', async () => {
    const app = await drawnDesk();
    const { user } = app;
    await user.upload(screen.getByLabelText('Add match files'), [
      fileOf('semi-1.json', matchFile(pair(0), pair(1), true)),
      fileOf('semi-2.json', matchFile(pair(2), pair(3), false)),
    ]);
    await waitFor(() => expect(screen.getAllByText('Played')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Draw at random' }));
    await screen.findByRole('heading', { name: 'Final' });
    const semis = screen
      .getByRole('heading', { name: /^Semi-finals/ })
      .closest('div') as HTMLElement;
    await user.click(within(semis).getAllByRole('button', { name: 'Take back' })[0] as HTMLElement);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Take it back' }),
    );
    expect(await within(semis).findByRole('alert')).toHaveTextContent(
      'Not done: its winners are drawn in Final: take that round back first.',
    );
    expect((await deskNow(app)).outcomes).toHaveLength(2);
  });

  it('renames a competition with an Undo, and deletes it to Recently deleted, to restore it', async () => {
    const app = await drawnDesk();
    const { user } = app;
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const field = screen.getByLabelText('Competition name');
    await user.clear(field);
    await user.type(field, 'Kāpiti Pairs 2026');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await screen.findByRole('heading', { level: 1, name: 'Kāpiti Pairs 2026' });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await screen.findByRole('heading', { level: 1, name: 'Kāpiti Coast Rubber Bridge 2026' });

    await user.click(screen.getByRole('button', { name: 'Delete competition' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Delete Kāpiti Coast Rubber Bridge 2026?' }),
      ).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByRole('heading', { level: 1, name: "Organiser's desk" });
    expect(await screen.findByText('No competition yet.')).toBeInTheDocument();
    const deleted = await screen.findByRole('list', { name: 'Recently deleted competitions' });
    await user.click(
      within(deleted).getByRole('button', { name: 'Restore: Kāpiti Coast Rubber Bridge 2026' }),
    );
    expect(
      await screen.findByRole('link', { name: 'Kāpiti Coast Rubber Bridge 2026' }),
    ).toBeInTheDocument();
    expect((await deskNow(app)).rounds).toHaveLength(1);
  });
});
