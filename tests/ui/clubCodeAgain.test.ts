// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveMembership } from '../../src/db/clubMembership.ts';
import { useClubStore } from '../../src/state/clubStore.ts';
import { bootClub, leaveClub } from '../../src/ui/club/clubActions.ts';
import type { ClubWorld } from '../../src/ui/club/clubWorld.ts';
import type { Retrier } from '../../src/ui/club/tryAgain.ts';
import { nextWait, tryAgain } from '../../src/ui/club/tryAgain.ts';
import { freshIndexedDb } from '../db/helpers.ts';
import { clubWorld, leaveNothingRunning } from './clubWorld.ts';

/**
 * A device that joined a club and then started offline, before the sync's code was kept
 * (docs/sync.md, "On the device"): the status says why it is not syncing, and the code is fetched
 * again when the browser says it is online, or after a wait, with no reload.
 */

afterEach(leaveNothingRunning);

const KAPITI = { server: '/couchdb', club: 'kapiti-coast', member: 'ana' };
const OFFLINE = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: https://club.example.org/assets/club-Bx1.js',
  );

/** A page that only says it is online when told, and a clock whose waits run when told. */
function testRetrier() {
  const page = new EventTarget();
  const waits: { ms: number; run: () => void; cleared: boolean }[] = [];
  const retrier: Retrier = {
    page,
    setTimeout: (run, ms) => {
      const wait = { ms, run, cleared: false };
      waits.push(wait);
      return wait;
    },
    clearTimeout: (wait) => {
      if (wait !== undefined) (wait as { cleared: boolean }).cleared = true;
    },
  };
  return { page, waits, retrier };
}

/** The club's world whose sync code fails to load `failures` times, then loads. */
function flakyWorld(failures: number) {
  const made = clubWorld();
  const { page, waits, retrier } = testRetrier();
  let left = failures;
  const loadSync = vi.fn<ClubWorld['loadSync']>(async () => {
    if (left > 0) {
      left -= 1;
      throw OFFLINE();
    }
    return made.world.loadSync();
  });
  const world: ClubWorld = { ...made.world, loadSync, retrier };
  return { world, loadSync, page, waits };
}

async function joinedDevice() {
  const db = await freshIndexedDb().open();
  await saveMembership(db, { ...KAPITI, signedIn: true });
  return db;
}

describe('the sync’s code that could not be fetched', () => {
  it('is said in the status, and fetched again once the browser is back online', async () => {
    const db = await joinedDevice();
    const { world, loadSync, page } = flakyWorld(1);
    await bootClub(db, world);
    expect(useClubStore.getState()).toMatchObject({
      membership: KAPITI,
      sync: null,
      status: { failure: expect.stringContaining('Failed to fetch dynamically imported module') },
    });
    page.dispatchEvent(new Event('online'));
    await waitFor(() => expect(useClubStore.getState().sync).not.toBeNull());
    expect(useClubStore.getState().status?.failure).toBeNull();
    expect(loadSync).toHaveBeenCalledTimes(2);
  });

  it('is fetched again after a wait that doubles, where the browser says nothing', async () => {
    const db = await joinedDevice();
    const { world, loadSync, waits } = flakyWorld(2);
    await bootClub(db, world);
    expect(waits.map((w) => w.ms)).toEqual([2000]);
    waits[0]?.run();
    await waitFor(() => expect(loadSync).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(waits.map((w) => w.ms)).toEqual([2000, 4000]));
    expect(useClubStore.getState().sync).toBeNull();
    waits[1]?.run();
    await waitFor(() => expect(useClubStore.getState().sync).not.toBeNull());
    expect(loadSync).toHaveBeenCalledTimes(3);
  });

  it('is not fetched again once the device has left the club', async () => {
    const db = await joinedDevice();
    const { world, loadSync, page, waits } = flakyWorld(1);
    await bootClub(db, world);
    // Leaving loads the code to forget the club's copy: here it loads.
    await leaveClub(db, world);
    expect(waits[0]?.cleared).toBe(true);
    const calls = loadSync.mock.calls.length;
    page.dispatchEvent(new Event('online'));
    waits[0]?.run();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadSync).toHaveBeenCalledTimes(calls);
    expect(useClubStore.getState()).toMatchObject({ membership: null, sync: null });
  });
});

describe('tryAgain', () => {
  it('waits 2 s, then twice as long each time, at most a minute', () => {
    const waits: number[] = [];
    let wait = 0;
    for (let i = 0; i < 8; i += 1) waits.push((wait = nextWait(wait)));
    expect(waits).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('runs once, on the online event or the wait, whichever comes first, unless called off', () => {
    const { page, waits, retrier } = testRetrier();
    const attempt = vi.fn();
    tryAgain(attempt, 2000, retrier);
    page.dispatchEvent(new Event('online'));
    waits[0]?.run();
    page.dispatchEvent(new Event('online'));
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(waits[0]?.cleared).toBe(true);

    const later = vi.fn();
    const callOff = tryAgain(later, 2000, retrier);
    callOff();
    page.dispatchEvent(new Event('online'));
    waits[1]?.run();
    expect(later).not.toHaveBeenCalled();
  });
});
