// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMembership, saveMembership } from '../../src/db/clubMembership.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { Storage } from '../../src/db/storage.ts';
import { useClubStore } from '../../src/state/clubStore.ts';
import * as clubActions from '../../src/ui/club/clubActions.ts';
import type { ClubWorld } from '../../src/ui/club/clubWorld.ts';
import { useClubStart } from '../../src/ui/clubStart.ts';
import { freshIndexedDb } from '../db/helpers.ts';
import { clubWorld } from './clubWorld.ts';
import { closeScreensAndClub } from './clubScreens.ts';

/**
 * The app's start on a device that has joined a club (docs/sync.md, "On the device"): the sync
 * starts; on a device that has not, the club's code is never loaded; restored from a backup, the
 * club is held signed out and nothing syncs until the member signs in.
 */

afterEach(async () => {
  await closeScreensAndClub();
});

const KAPITI = { server: '/couchdb', club: 'kapiti-coast', member: 'ana' };

/** The club's code as the app loads it, bound to a world of the test's own; each boot noted. */
function clubCode(world: ClubWorld) {
  const booted: Promise<void>[] = [];
  const load = vi.fn(async () => ({
    bootClub: (db: BridgepadDb) => {
      const boot = clubActions.bootClub(db, world);
      booted.push(boot);
      return boot;
    },
  }));
  return { load, booted };
}

describe('the club at the app’s start', () => {
  it('on a device that has not joined a club, loads none of the club’s code', async () => {
    const db = await freshIndexedDb().open();
    const { world, loadSync } = clubWorld();
    const { load } = clubCode(world);
    const storage = Storage.on(db);
    const read = vi.spyOn(storage.reads, 'get');
    renderHook(() => useClubStart(storage, load));
    await waitFor(() => expect(read).toHaveBeenCalledWith('settings', 'club'));
    // Once the store has answered, the start has decided.
    await read.mock.results[0]?.value;
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(loadSync).not.toHaveBeenCalled();
    expect(useClubStore.getState().membership).toBeNull();
  });

  it('on a device signed in to a club, loads the sync and starts it', async () => {
    const db = await freshIndexedDb().open();
    await saveMembership(db, { ...KAPITI, signedIn: true });
    const { world, loadSync } = clubWorld();
    const { load, booted } = clubCode(world);
    renderHook(() => useClubStart(Storage.on(db), load));
    await waitFor(() => expect(booted).toHaveLength(1));
    await booted[0];
    expect(loadSync).toHaveBeenCalledTimes(1);
    expect(useClubStore.getState().membership).toEqual(KAPITI);
    expect(useClubStore.getState().sync).not.toBeNull();
    expect(useClubStore.getState().status?.signedOut).toBe(false);
  });

  it('restored from a backup (signed out), holds the club signed out and syncs nothing', async () => {
    const db = await freshIndexedDb().open();
    await saveMembership(db, { ...KAPITI, signedIn: false });
    const { world, loadSync } = clubWorld();
    const { load, booted } = clubCode(world);
    renderHook(() => useClubStart(Storage.on(db), load));
    await waitFor(() => expect(booted).toHaveLength(1));
    await booted[0];
    expect(useClubStore.getState()).toMatchObject({
      membership: KAPITI,
      sync: null,
      status: { signedOut: true },
    });
    expect(loadSync).not.toHaveBeenCalled();
  });

  it('says a start that fails, and keeps the club', async () => {
    const db = await freshIndexedDb().open();
    await saveMembership(db, { ...KAPITI, signedIn: true });
    const { world } = clubWorld();
    const broken = {
      ...world,
      loadSync: () => Promise.reject(new Error('the club’s code could not be loaded')),
    };
    await clubActions.bootClub(db, broken);
    expect(useClubStore.getState()).toMatchObject({
      membership: KAPITI,
      sync: null,
      status: { failure: "The club's sync could not start: the club’s code could not be loaded" },
    });
    expect(await loadMembership(db)).toEqual({ ok: true, value: { ...KAPITI, signedIn: true } });
  });
});
