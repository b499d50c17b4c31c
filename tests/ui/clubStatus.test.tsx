// @vitest-environment happy-dom
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import { hasRecord } from '../../src/db/matchRows.ts';
import { commitEdit, createMatch } from '../../src/db/matchWrites.ts';
import { clubFailed, clubJoined, clubStarted } from '../../src/state/clubChanges.ts';
import { useClubStore } from '../../src/state/clubStore.ts';
import { Mirror } from '../../src/sync/mirror.ts';
import { clockText } from '../../src/ui/club/clubWords.ts';
import { rubberFile } from '../db/helpers.ts';
import { memoryPouch } from '../sync/devices.ts';
import { closeScreensAndClub } from './clubScreens.ts';
import { openRubber, renderApp } from './renderApp.tsx';

/**
 * How the club's sync stands, always in view where it matters (docs/sync.md, "On the device"): a
 * line on the matches list in each of its states, driven by a real mirror over PouchDB in memory,
 * and at a match whether its last deal has reached the club.
 */

afterEach(async () => {
  await closeScreensAndClub();
});

const KAPITI = { server: '/couchdb', club: 'kapiti-coast', member: 'ana' };

/** A mirror of the app's store with a copy of the club in memory, running as the app runs it. */
async function joinedWith(db: BridgepadDb, now: () => Date = () => new Date()) {
  const mirror = await Mirror.open({ db, local: memoryPouch('ana-club'), member: 'ana', now });
  act(() => {
    clubJoined(KAPITI, true);
    clubStarted({ mirror, stop: () => mirror.stop() });
  });
  return mirror;
}

/** An address where nothing listens. */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/kapiti-coast`;
}

/** A server that asks who the member is, as CouchDB does once a session has expired. */
function expiredSession() {
  return answering(401, { error: 'unauthorized', reason: 'You are not authorized.' });
}

/**
 * A server that knows the member and refuses the club's database, as CouchDB does once the
 * organiser has taken the member out (the database's _security no longer names their role).
 */
function takenOut() {
  return answering(403, { error: 'forbidden', reason: 'You are not allowed to access this db.' });
}

/** A server that answers every request with one error, as CouchDB words it. */
async function answering(status: number, body: object) {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/kapiti-coast`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function line() {
  const matches = await screen.findByRole('region', { name: 'Matches' });
  return within(matches).findByText(/^Club/, { selector: '.club-line' });
}

describe('the club’s line on the matches list', () => {
  it('says how the sync stands: connecting, matches to send, up to date, offline since', async () => {
    const { db } = await renderApp('#/');
    for (let i = 0; i < 3; i += 1) await createMatch(db, rubberFile());
    // The device's clock, which the mirror also reads for what changed since it last looked.
    let clock = () => new Date();
    const mirror = await joinedWith(db, () => clock());
    expect(await line()).toHaveTextContent('Club kapiti-coast: connecting…');

    await act(() => mirror.push());
    expect(await line()).toHaveTextContent('Club kapiti-coast: 3 matches to send');

    const club = memoryPouch('server');
    await act(() => mirror.syncOnce(club));
    expect(await line()).toHaveTextContent('Club kapiti-coast: up to date');
    expect(await line()).toHaveAttribute('role', 'status');

    await createMatch(db, rubberFile());
    await act(() => mirror.push());
    expect(await line()).toHaveTextContent('Club kapiti-coast: 1 match to send');

    const nowhere = await closedAddress();
    // Today at 14:02.
    const at = new Date();
    at.setHours(14, 2, 0, 0);
    clock = () => at;
    await act(() => expect(mirror.syncOnce(nowhere)).rejects.toThrow());
    expect(await line()).toHaveTextContent(
      'Club kapiti-coast: offline since 14:02, 1 match to send',
    );
  });

  it('names the day of an offline time that is not today', async () => {
    const { db } = await renderApp('#/');
    const then = new Date(2026, 2, 3, 9, 5);
    const mirror = await joinedWith(db, () => then);
    const nowhere = await closedAddress();
    await act(() => expect(mirror.syncOnce(nowhere)).rejects.toThrow());
    const day = then.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
    expect(await line()).toHaveTextContent(`Club kapiti-coast: offline since ${day} 09:05`);
    expect(clockText(then.toISOString(), new Date(2026, 2, 3, 23, 0))).toBe('09:05');
  });

  it('signed out, says so with a link to sign in again in Settings → Club', async () => {
    const { db, user } = await renderApp('#/');
    const mirror = await joinedWith(db);
    const server = await expiredSession();
    try {
      await act(() => expect(mirror.syncOnce(server.url)).rejects.toThrow());
    } finally {
      await server.close();
    }
    const signIn = within(await line()).getByRole('link', { name: 'signed out: sign in again' });
    expect(signIn).toHaveAttribute('href', '#club=kapiti-coast&server=%2Fcouchdb');
    await user.click(signIn);
    const region = await screen.findByRole('region', { name: 'Club' });
    expect(within(region).getByRole('form', { name: 'Sign in again' })).toBeVisible();
    expect(within(region).getByLabelText('Name')).toHaveValue('ana');
    expect(within(region).getByLabelText('Password')).toHaveFocus();
  });

  it('taken out of the club, says so and who can mend it, until the club takes the device again', async () => {
    const { db } = await renderApp('#/');
    const made = await createMatch(db, rubberFile());
    if (!made.ok) throw new Error('the match was not made');
    const mirror = await joinedWith(db);
    const server = await takenOut();
    try {
      await act(() => expect(mirror.syncOnce(server.url)).rejects.toThrow());
    } finally {
      await server.close();
    }
    const said = await line();
    expect(said).toHaveTextContent(
      "Club kapiti-coast: no longer a member of this club: ask the club's organiser to add you again; this device keeps its matches",
    );
    expect(said).toHaveAttribute('role', 'alert');
    expect(within(said).queryByRole('link')).toBeNull();
    expect(await hasRecord(db, made.value.id)).toBe(true);

    // Added again: the next exchange goes through, and the line says so.
    await act(() => mirror.syncOnce(memoryPouch('server')));
    expect(await line()).toHaveTextContent('Club kapiti-coast: up to date');
  });

  it('says a refusal by the server, and the mirror’s own failure, as sentences', async () => {
    const { db } = await renderApp('#/');
    const mirror = await joinedWith(db);
    // The club's validation refusing a document (a server of the tests' own does not validate).
    act(() =>
      useClubStore.setState({
        status: {
          ...mirror.status(),
          refused: [
            { docId: 'match:1', reason: 'author must be the signed-in member' },
            { docId: 'desk:2', reason: 'not a desk' },
          ],
        },
      }),
    );
    const refused = await line();
    expect(refused).toHaveTextContent(
      "Club kapiti-coast: the club's server refused a match: author must be the signed-in member (and 1 more)",
    );
    expect(refused).toHaveAttribute('role', 'alert');
    act(() => clubFailed("The club's sync could not start: the device's copy could not be opened"));
    expect(await line()).toHaveTextContent(
      "Club kapiti-coast: not syncing: The club's sync could not start: the device's copy could not be opened",
    );
  });

  it('says the club lost its data when it no longer holds what it had sent, not that a member did something', async () => {
    const { db } = await renderApp('#/');
    const mirror = await joinedWith(db);
    const author = 'The document\'s author is "Kim", but Pat is signed in.';
    act(() =>
      useClubStore.setState({
        status: {
          ...mirror.status(),
          refused: [
            { docId: 'match:1', reason: author },
            { docId: 'match:2', reason: author },
            { docId: 'match:3', reason: 'not a match' },
          ],
          lostByClub: ['match:1', 'match:2'],
        },
      }),
    );
    const said = await line();
    expect(said).toHaveTextContent(
      "Club kapiti-coast: the club's server no longer holds 2 matches it had sent this device: the club has lost its data, and the organiser's device can put it back (and 1 more refused)",
    );
    expect(said).toHaveAttribute('role', 'alert');
    expect(said.textContent).not.toContain('Kim');
    act(() =>
      useClubStore.setState({
        status: { ...mirror.status(), refused: [], lostByClub: [] },
      }),
    );
    await waitFor(() => expect(line()).resolves.not.toHaveTextContent(/lost its data/));
  });

  it('names a refused match as the player knows it, with why', async () => {
    const { db } = await renderApp('#/');
    const created = await createMatch(db, rubberFile());
    if (!created.ok) throw new Error('not created');
    const mirror = await joinedWith(db);
    const reason =
      'The document is 5.2 MB; club kapiti-coast takes documents of up to 4.4 MB, twice the largest real match.';
    act(() =>
      useClubStore.setState({
        status: { ...mirror.status(), refused: [{ docId: `match:${created.value.id}`, reason }] },
      }),
    );
    const said = await line();
    await within(said).findByText(/the match Rubber bridge: /);
    expect(said.textContent).toMatch(
      new RegExp(
        `^Club kapiti-coast: the club's server refused the match Rubber bridge: .+: ${reason.replace(/[.]/g, '\\.')}$`,
      ),
    );
  });

  it('is not there on a device that has not joined a club', async () => {
    await renderApp('#/');
    const matches = await screen.findByRole('region', { name: 'Matches' });
    await within(matches).findByText(/No matches yet/);
    expect(within(matches).queryByText(/^Club/)).toBeNull();
  });
});

describe('at a match', () => {
  it('says whether its last deal has reached the club, as the sync goes on', async () => {
    const { db, id } = await openRubber([{ contract: '4S', declarer: 'N', tricks: 10 }]);
    const mirror = await joinedWith(db);
    const sheet = screen.getByRole('region', { name: 'Score sheet' });
    expect(await within(sheet).findByText('Last deal not yet sent to the club')).toBeVisible();
    await act(() => mirror.syncOnce(memoryPouch('server')));
    expect(await within(sheet).findByText('Last deal sent to the club')).toBeVisible();
    await act(() =>
      commitEdit(db, id, {
        kind: 'addDeal',
        index: 1,
        deal: { contract: '3NT', declarer: 'E', tricks: 8 },
      }),
    );
    expect(await within(sheet).findByText('Last deal not yet sent to the club')).toBeVisible();
  });
});
