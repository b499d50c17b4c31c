// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMembership, saveMembership } from '../../src/db/clubMembership.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { Storage } from '../../src/db/storage.ts';
import { clubJoined } from '../../src/state/clubChanges.ts';
import { useClubStore } from '../../src/state/clubStore.ts';
import { resetUiState } from '../../src/state/uiStore.ts';
import { ClubSection } from '../../src/ui/club/ClubSection.tsx';
import type { ClubWorld } from '../../src/ui/club/clubWorld.ts';
import { StorageProvider } from '../../src/ui/storage/StorageProvider.tsx';
import { freshIndexedDb, rubberFile } from '../db/helpers.ts';
import { couchServer } from '../sync/couchServer.ts';
import { INVITE_KEY, keepInvite } from '../../src/ui/club/invite.ts';
import { clubWorld } from './clubWorld.ts';
import { closeScreensAndClub } from './clubScreens.ts';
import { renderApp } from './renderApp.tsx';

/**
 * Settings → Club (docs/sync.md, "On the device"): joining with Server, Club, Name and Password,
 * each failure a sentence with nothing on the device changed, signing in again once signed out,
 * leaving with every match kept, and the invite link.
 */

afterEach(async () => {
  await closeScreensAndClub();
  resetUiState();
  window.location.hash = '';
  localStorage.removeItem(INVITE_KEY);
  vi.unstubAllGlobals();
});

async function section(world: ClubWorld, db?: BridgepadDb) {
  const store = db ?? (await freshIndexedDb().open());
  const user = userEvent.setup();
  render(
    <StorageProvider storage={Storage.on(store)}>
      <ClubSection world={world} />
    </StorageProvider>,
  );
  const region = await screen.findByRole('region', { name: 'Club' });
  return { db: store, user, region };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  region: HTMLElement,
  fields: Partial<Record<'Server' | 'Club' | 'Name' | 'Password', string>>,
) {
  for (const [label, value] of Object.entries(fields)) {
    const input = within(region).getByLabelText(label);
    await user.clear(input);
    if (value !== '') await user.type(input, value);
  }
}

const ANA = { Server: '/couchdb', Club: 'kapiti-coast', Name: 'ana', Password: 'tui-2026' };

describe('joining a club', () => {
  it.each([
    [
      'a wrong password',
      { Password: 'wrong' },
      "Wrong name or password: the club's server did not accept them.",
    ],
    [
      'a member of another club',
      { Club: 'otaki' },
      "ana is not a member of otaki: ask the club's organiser to add you.",
    ],
    [
      'no such club',
      { Club: 'paraparaumu' },
      'There is no club paraparaumu on that server: check the Club.',
    ],
    [
      'a server on another origin',
      { Server: 'https://evil.example.com/couchdb' },
      "The Server must be on this app's own site, http://localhost:3000: https://evil.example.com/couchdb is not.",
    ],
    ['a field left empty', { Name: '' }, 'Fill in Name.'],
  ])('says %s in a sentence, and changes nothing on the device', async (_, change, sentence) => {
    const { world, server } = clubWorld();
    const { db, user, region } = await section(world);
    await fill(user, region, { ...ANA, ...change });
    await user.click(within(region).getByRole('button', { name: 'Join the club' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(sentence);
    expect(await db.settings.get('club')).toBeUndefined();
    expect(useClubStore.getState().membership).toBeNull();
    expect(server.sessions()).toEqual([]);
    // The form stays as it was, to be put right.
    expect(within(region).getByLabelText('Server')).toHaveValue(
      'Server' in change ? change.Server : ANA.Server,
    );
  });

  it('says a server that cannot be reached, or that is not a club’s server', async () => {
    const { world } = clubWorld();
    const offline = { ...world, fetch: () => Promise.reject(new TypeError('Failed to fetch')) };
    const { db, user, region } = await section(offline);
    await fill(user, region, ANA);
    await user.click(within(region).getByRole('button', { name: 'Join the club' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      "The club's server could not be reached: check the network and try again.",
    );
    expect(await db.settings.get('club')).toBeUndefined();
    cleanup();

    const page = {
      ...world,
      fetch: async () =>
        new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    };
    const again = await section(page);
    await fill(again.user, again.region, ANA);
    await again.user.click(within(again.region).getByRole('button', { name: 'Join the club' }));
    expect(await within(again.region).findByRole('alert')).toHaveTextContent(
      "No club's server answers at /couchdb: check the Server.",
    );
  });

  it('joins: keeps the club and the member, never the password, and starts the sync', async () => {
    const { world, server, loadSync, club } = clubWorld();
    const { db, user, region } = await section(world);
    const match = await createMatch(db, rubberFile());
    await fill(user, region, ANA);
    await user.click(within(region).getByRole('button', { name: 'Join the club' }));
    expect(await within(region).findByRole('button', { name: 'Leave the club' })).toBeVisible();
    expect(within(region).getByText('kapiti-coast', { selector: 'dd' })).toBeVisible();
    expect(within(region).getByText('ana', { selector: 'dd' })).toBeVisible();
    expect(await loadMembership(db)).toEqual({
      ok: true,
      value: { server: '/couchdb', club: 'kapiti-coast', member: 'ana', signedIn: true },
    });
    expect(JSON.stringify(await db.settings.toArray())).not.toContain('tui-2026');
    expect(server.sessions()).toEqual(['ana']);
    expect(loadSync).toHaveBeenCalled();
    // The match on the device reaches the club, and the line says so.
    await waitFor(async () => {
      const ids = (await club().changes({ since: 0 })).results.map((c) => c.id);
      expect(ids).toContain(`match:${match.ok ? match.value.id : ''}`);
    });
    expect(await within(region).findByText('up to date')).toBeVisible();
  });
});

describe('leaving the club', () => {
  it('asks first; then stops the sync, ends the session, forgets the club and keeps every match', async () => {
    const { world, server, local } = clubWorld();
    const { db, user, region } = await section(world);
    const one = await createMatch(db, rubberFile());
    const two = await createMatch(
      db,
      rubberFile({ deals: [{ contract: '3NT', declarer: 'S', tricks: 9 }] }),
    );
    await fill(user, region, ANA);
    await user.click(within(region).getByRole('button', { name: 'Join the club' }));
    await waitFor(async () => expect(await db.syncBase.count()).toBe(2));
    expect(await local().info()).toMatchObject({ doc_count: 2 });

    // It asks first, in plain words; staying changes nothing.
    await user.click(within(region).getByRole('button', { name: 'Leave the club' }));
    let ask = screen.getByRole('dialog', { name: 'Leave the club kapiti-coast?' });
    expect(within(ask).getByText(/Your matches stay on this device/)).toBeVisible();
    await user.click(within(ask).getByRole('button', { name: 'Stay in the club' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await loadMembership(db)).toMatchObject({ ok: true });
    expect(useClubStore.getState().sync).not.toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Leave the club' }));
    ask = screen.getByRole('dialog', { name: 'Leave the club kapiti-coast?' });
    await user.click(within(ask).getByRole('button', { name: 'Leave' }));
    expect(await within(region).findByRole('button', { name: 'Join the club' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await db.settings.get('club')).toBeUndefined();
    expect(await db.syncBase.count()).toBe(0);
    expect(useClubStore.getState()).toMatchObject({ membership: null, sync: null, status: null });
    expect(server.sessions()).toEqual([]);
    expect(server.asked.at(-1)).toBe('DELETE /couchdb/_session');
    // The device's copy of the club is gone; every match stays.
    expect(await local().info()).toMatchObject({ doc_count: 0 });
    expect(await db.matches.count()).toBe(2);
    expect(
      one.ok && two.ok && (await db.matches.bulkGet([one.value.id, two.value.id])),
    ).toHaveLength(2);
    // Server and Club stay filled in, to join again, and on the next visit too.
    expect(within(region).getByLabelText('Club')).toHaveValue('kapiti-coast');
    cleanup();
    const again = await section(world, db);
    await waitFor(() =>
      expect(within(again.region).getByLabelText('Club')).toHaveValue('kapiti-coast'),
    );
    expect(within(again.region).getByLabelText('Server')).toHaveValue('/couchdb');
    expect(within(again.region).getByLabelText('Name')).toHaveValue('');
  });
});

describe('signed out', () => {
  it('offers the same form with Server, Club and Name filled in, to sign in again', async () => {
    const { world, loadSync } = clubWorld();
    const db = await freshIndexedDb().open();
    const kept = { server: '/couchdb', club: 'kapiti-coast', member: 'ana' };
    await saveMembership(db, { ...kept, signedIn: false });
    clubJoined(kept, false);
    const { user, region } = await section(world, db);
    const form = within(region).getByRole('form', { name: 'Sign in again' });
    expect(within(form).getByText(/Signed out of kapiti-coast/)).toBeVisible();
    expect(within(form).getByLabelText('Server')).toHaveValue('/couchdb');
    expect(within(form).getByLabelText('Club')).toHaveValue('kapiti-coast');
    expect(within(form).getByLabelText('Name')).toHaveValue('ana');
    expect(within(form).getByLabelText('Password')).toHaveValue('');
    expect(loadSync).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Password'), 'tui-2026');
    await user.click(within(form).getByRole('button', { name: 'Sign in again' }));
    expect(await within(region).findByRole('button', { name: 'Leave the club' })).toBeVisible();
    expect(await loadMembership(db)).toEqual({ ok: true, value: { ...kept, signedIn: true } });
    await waitFor(() => expect(useClubStore.getState().sync).not.toBeNull());
    expect(within(region).queryByRole('form', { name: 'Sign in again' })).toBeNull();
    // Signed in, the member may change their password there (tests/ui/clubAccounts.test.tsx).
    expect(await within(region).findByRole('form', { name: 'Your password' })).toBeVisible();
  });
});

describe('the invite link', () => {
  // The app as a player opens it, with the browser's own fetch: the invite's server is asked
  // whom it knows this browser as, and knows no one here.
  let server: ReturnType<typeof couchServer>;
  beforeEach(() => {
    server = couchServer();
    vi.stubGlobal('fetch', server.fetch);
  });

  it('opens Settings → Club with Server and Club filled in, at Name', async () => {
    await renderApp('#club=kapiti-coast&server=%2Fcouchdb');
    const region = await screen.findByRole('region', { name: 'Club' });
    await waitFor(() => expect(server.asked).toEqual(['GET /couchdb/_session']));
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    expect(within(region).getByLabelText('Server')).toHaveValue('/couchdb');
    expect(within(region).getByLabelText('Club')).toHaveValue('kapiti-coast');
    expect(within(region).getByLabelText('Name')).toHaveFocus();
    expect(within(region).getByLabelText('Password')).toHaveValue('');
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('keeps Server and Club filled when the member leaves Settings and comes back, until Clear', async () => {
    const { user } = await renderApp('#club=kapiti-coast&server=%2Fcouchdb');
    await screen.findByRole('region', { name: 'Club' });
    const main = screen.getByRole('navigation', { name: 'Main' });
    const away = async () => {
      await user.click(within(main).getByRole('link', { name: 'Matches' }));
      await screen.findByRole('heading', { name: 'Matches', level: 1 });
      await user.click(within(main).getByRole('link', { name: 'Settings' }));
      return screen.findByRole('region', { name: 'Club' });
    };
    let region = await away();
    expect(within(region).getByLabelText('Server')).toHaveValue('/couchdb');
    expect(within(region).getByLabelText('Club')).toHaveValue('kapiti-coast');
    await user.click(within(region).getByRole('button', { name: 'Clear' }));
    expect(within(region).getByLabelText('Server')).toHaveValue('');
    expect(within(region).getByLabelText('Club')).toHaveValue('');
    region = await away();
    expect(within(region).getByLabelText('Server')).toHaveValue('');
    expect(within(region).getByLabelText('Club')).toHaveValue('');
  });

  it('fills the form from the invite waiting on the device, which joining forgets', async () => {
    keepInvite({ server: '/couchdb', club: 'kapiti-coast' });
    const { world } = clubWorld();
    const { user, region } = await section(world);
    expect(within(region).getByLabelText('Server')).toHaveValue('/couchdb');
    expect(within(region).getByLabelText('Club')).toHaveValue('kapiti-coast');
    await fill(user, region, { Name: ANA.Name, Password: ANA.Password });
    await user.click(within(region).getByRole('button', { name: 'Join the club' }));
    expect(await within(region).findByRole('button', { name: 'Leave the club' })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem(INVITE_KEY)).toBeNull());
    expect(await within(region).findByText(/Joined the club|up to date/)).toBeVisible();
  });

  it('naming a server on another origin says so and fills nothing in', async () => {
    await renderApp(
      `#club=kapiti-coast&server=${encodeURIComponent('https://evil.example.com/couchdb')}`,
    );
    const region = await screen.findByRole('region', { name: 'Club' });
    expect(within(region).getByRole('alert')).toHaveTextContent(
      'This invite names a server on another site (https://evil.example.com/couchdb); WeThey reaches a club only on its own site',
    );
    expect(within(region).getByLabelText('Server')).toHaveValue('');
    expect(within(region).getByLabelText('Club')).toHaveValue('');
  });
});
