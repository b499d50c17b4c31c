import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '../../scripts/limits.ts';
import { loadMembership, saveMembership } from '../../src/db/clubMembership.ts';
import { useClubStore } from '../../src/state/clubStore.ts';
import { startSync } from '../../src/ui/club/clubActions.ts';
import { freshIndexedDb } from '../db/helpers.ts';
import { clubWorld, leaveNothingRunning } from './clubWorld.ts';

/**
 * A session the club's server has ended (docs/sync.md, "On the device"): the running sync hears
 * 401, the device keeps the club signed out and stops asking until the member signs in again.
 * Over real HTTP, in Node, as PouchDB's replication meets it.
 */

afterEach(async () => {
  await leaveNothingRunning();
  vi.unstubAllGlobals();
});

const KAPITI = { server: '/couchdb', club: 'kapiti-coast', member: 'ana' };

describe('a session the server has ended', () => {
  it('is kept as signed out, and the sync stops', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'unauthorized', reason: 'You are not authorized.' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    vi.stubGlobal('location', new URL(`http://127.0.0.1:${port}/`));
    try {
      const db = await freshIndexedDb().open();
      await saveMembership(db, { ...KAPITI, signedIn: true });
      const { world } = clubWorld({ remoteAt: `http://127.0.0.1:${port}/couchdb/kapiti-coast` });
      await startSync(db, KAPITI, world);
      expect(useClubStore.getState().sync).not.toBeNull();
      await vi.waitFor(
        () =>
          expect(useClubStore.getState()).toMatchObject({
            membership: KAPITI,
            sync: null,
            status: { signedOut: true },
          }),
        { timeout: limits.poll },
      );
      expect(await loadMembership(db)).toEqual({ ok: true, value: { ...KAPITI, signedIn: false } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
