// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { limits, longer } from '../../scripts/limits.ts';
import * as accountsCode from '../../src/sync/accounts.ts';
import * as clubCode from '../../src/sync/club.ts';
import type { ClubPlace } from '../../src/sync/clubPlace.ts';
import * as signInCode from '../../src/sync/signIn.ts';
import { Storage } from '../../src/db/storage.ts';
import { clubJoined, clubLeft } from '../../src/state/clubChanges.ts';
import { resetUiState } from '../../src/state/uiStore.ts';
import { ClubSection } from '../../src/ui/club/ClubSection.tsx';
import type { ClubWorld } from '../../src/ui/club/clubWorld.ts';
import { StorageProvider } from '../../src/ui/storage/StorageProvider.tsx';
import type { ClubHost } from '../club/clubHosts.ts';
import { clubHosts } from '../club/clubHosts.ts';
import { freshIndexedDb } from '../db/helpers.ts';
import { nodeFetch } from './nodeFetch.ts';

/**
 * Settings → Club's accounts (docs/sync.md, "Members' accounts") against each server a club runs,
 * as a member and the organiser use them: requests as the browser makes them on the server's own
 * origin, with its session cookie (nodeFetch.ts); every change made by the server's rules, not by
 * a stand-in.
 */

afterEach(() => {
  clubLeft();
  cleanup();
  resetUiState();
});

describe.each(clubHosts())("a club's accounts from Settings, on $engine", ({ start }) => {
  let host: ClubHost;
  let place: ClubPlace;
  let olive: readonly [string, string];
  let pat: readonly [string, string];
  let kim: readonly [string, string];
  let pageFetch: typeof fetch;

  beforeAll(async () => {
    // The servers are started and set up as a secretary would, not from the page.
    pageFetch = globalThis.fetch;
    globalThis.fetch = nodeFetch() as typeof fetch;
    host = await start();
    const couch = new URL(host.couch);
    place = { server: couch.pathname === '' ? '/' : couch.pathname, club: host.named('accounts') };
    olive = [host.named('olive-a'), 'olive-secret'];
    pat = [host.named('pat-a'), 'pat-secret'];
    kim = [host.named('kim-a'), 'kim-secret'];
    const account = ([name, password]: readonly [string, string]) => ({ name, password });
    await host.setUp(place.club, account(olive), [account(pat), account(kim)]);
  }, longer(120_000));

  afterAll(async () => {
    await host.close();
    globalThis.fetch = pageFetch;
  }, limits.start);

  /** Settings → Club on a device signed in as `who`. */
  async function signedInAs([name, password]: readonly [string, string]) {
    const origin = new URL(host.couch).origin;
    const browser = nodeFetch({ cookie: '' });
    const world: ClubWorld = {
      fetch: (url, init) => browser(new URL(url, origin), init),
      origin,
      loadSignIn: async () => signInCode,
      loadSync: async () => clubCode,
      loadAccounts: async () => accountsCode,
    };
    const signed = await signInCode.signIn(place, { name, password }, world);
    expect(signed.ok, JSON.stringify(signed)).toBe(true);
    clubJoined({ ...place, member: name }, true);
    const user = userEvent.setup();
    render(
      <StorageProvider storage={Storage.on(await freshIndexedDb().open())}>
        <ClubSection world={world} />
      </StorageProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Club' });
    return { user, region, world };
  }
  const reachesClub = async ([name, password]: readonly [string, string]) =>
    (await host.http('GET', `/${place.club}`, { user: [name, password] })).status;

  // On a busy machine Apache CouchDB takes the new password a moment after the change (its cache of
  // accounts follows behind): the device signs in again once it does (src/sync/accounts.ts).
  it(
    'a member changes their own password, typed twice, and sees no list of members',
    async () => {
      const { user, region } = await signedInAs(pat);
      const form = await within(region).findByRole('form', { name: 'Your password' });
      await user.type(within(form).getByLabelText('New password'), 'pat-new-2026');
      await user.type(within(form).getByLabelText('New password again'), 'pat-new-2027');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'The two passwords differ: type the new one twice.',
      );
      await user.clear(within(form).getByLabelText('New password again'));
      await user.type(within(form).getByLabelText('New password again'), 'pat-new-2026');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      // The server hashes a password slowly on purpose (PBKDF2): a sync's limit, not a tap's.
      const slow = { timeout: limits.clubSync };
      expect(await within(form).findByRole('status', {}, slow)).toHaveTextContent(
        'Password changed. Sign in with it on your other devices.',
      );
      // Each ask with a password is hashed again on Apache CouchDB: asked now and then, not at once.
      await expect
        .poll(() => reachesClub([pat[0], 'pat-new-2026']), {
          interval: 500,
          timeout: limits.clubSync,
        })
        .toBe(200);
      expect(await reachesClub(pat)).toBe(401);
      pat = [pat[0], 'pat-new-2026'];
      expect(within(region).queryByRole('heading', { name: 'Members' })).toBeNull();
      // The change, the sign-in again and the asks each hash a password slowly (PBKDF2): a test of
      // two of a club's syncs, not of a tap.
    },
    longer(90_000),
  );

  it('the organiser sees the members, adds one with a first password to pass on, and takes one out after asking', async () => {
    const { user, region } = await signedInAs(olive);
    const list = await within(region).findByRole('list', { name: 'Members' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        `${olive[0]} (organiser)`,
        expect.stringContaining(kim[0]),
        expect.stringContaining(pat[0]),
      ]),
    );

    const adding = await within(region).findByRole('form', { name: 'Add a member' });
    const cy = host.named('cy-a');
    await user.type(within(adding).getByLabelText("New member's name"), cy);
    const first = (within(adding).getByLabelText('First password') as HTMLInputElement).value;
    expect(first).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    await user.click(within(adding).getByRole('button', { name: 'Add the member' }));
    const members = within(region).getByRole('region', { name: 'Members' });
    const slow = { timeout: limits.clubSync };
    expect(await within(members).findByRole('status', {}, slow)).toHaveTextContent(
      `${cy} added. Their first password is ${first}: pass it on; they can change it in Settings → Club.`,
    );
    await expect.poll(() => reachesClub([cy, first])).toBe(200);
    await within(list).findByText(cy);

    await user.click(within(list).getByRole('button', { name: `Take ${kim[0]} out` }));
    const asked = await screen.findByRole('dialog', {
      name: `Take ${kim[0]} out of ${place.club}?`,
    });
    await user.click(within(asked).getByRole('button', { name: `Keep ${kim[0]}` }));
    expect(await reachesClub(kim)).toBe(200);
    await user.click(within(list).getByRole('button', { name: `Take ${kim[0]} out` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Take out' }),
    );
    expect(await within(members).findByRole('status', {}, slow)).toHaveTextContent(
      `${kim[0]} is out of the club`,
    );
    await expect.poll(() => reachesClub(kim), { timeout: limits.answer }).toBe(403);
    await waitFor(() => expect(within(list).queryByText(kim[0])).toBeNull());
  });

  it("the organiser's refused add says why, and adds nobody", async () => {
    const { user, region } = await signedInAs(olive);
    const adding = await within(region).findByRole('form', { name: 'Add a member' });
    await user.type(within(adding).getByLabelText("New member's name"), '_admin');
    await user.click(within(adding).getByRole('button', { name: 'Add the member' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      '"_admin" cannot be a member\'s name',
    );
    await user.clear(within(adding).getByLabelText("New member's name"));
    await user.type(within(adding).getByLabelText("New member's name"), olive[0]);
    await user.click(within(adding).getByRole('button', { name: 'Add the member' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      `${olive[0]} is a member already.`,
    );
  });
});
