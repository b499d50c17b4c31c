import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { limits } from '../../scripts/limits.ts';
import { getRecord } from '../../src/db/matchRows.ts';
import { commitEdit, createMatch } from '../../src/db/matchWrites.ts';
import { browserPouch, clubUrl, heardByReplication } from '../../src/sync/club.ts';
import { Mirror } from '../../src/sync/mirror.ts';
import type { LocalPouch } from '../../src/sync/pouch.ts';
import memory from 'pouchdb-adapter-memory';
import { freshIndexedDb, rubberFile } from '../db/helpers.ts';
import { device, memoryPouch } from './devices.ts';

/**
 * The app's side of joining a club (docs/format.md, "The club's documents"): the club's address on
 * the app's own origin, PouchDB's browser build as the device's copy of the club, and what the
 * status says when the server cannot be reached or asks who the member is.
 */

describe("the club's address", () => {
  const origin = 'https://club.example.org';
  it('is a path on the app’s own origin: Server, then "/", then Club', () => {
    expect(clubUrl({ server: '/couchdb', club: 'kapiti-coast' }, origin)).toEqual({
      ok: true,
      url: '/couchdb/kapiti-coast',
    });
    expect(
      clubUrl({ server: 'https://club.example.org/couchdb/', club: 'kapiti' }, origin),
    ).toEqual({ ok: true, url: '/couchdb/kapiti' });
  });

  it('refuses a server on another origin, and a club name CouchDB would refuse', () => {
    expect(clubUrl({ server: 'https://evil.example.com/couchdb', club: 'kapiti' }, origin)).toEqual(
      {
        ok: false,
        reason: 'otherOrigin',
      },
    );
    expect(clubUrl({ server: '/couchdb', club: 'Kapiti Coast' }, origin)).toEqual({
      ok: false,
      reason: 'badClub',
    });
  });
});

describe("PouchDB's browser build as the device's copy of the club", () => {
  it('mirrors and replicates as the tests’ databases do', async () => {
    // The browser's name for the page's global, which the browser build reads; and its store in
    // memory, as Node has no IndexedDB that its adapter takes.
    vi.stubGlobal('self', globalThis);
    const PouchDB = await browserPouch();
    (PouchDB as unknown as { plugin: (plugin: unknown) => void }).plugin(memory);
    const Memory = PouchDB as unknown as new (name: string, options: object) => LocalPouch;
    const local = new Memory(`bridgepad-club-${crypto.randomUUID()}`, { adapter: 'memory' });
    const db = await freshIndexedDb().open(`bridgepad-${crypto.randomUUID()}`);
    const mirror = await Mirror.open({ db, local, member: 'ana' });
    const server = memoryPouch('server');
    const created = await createMatch(db, rubberFile());
    if (!created.ok) throw new Error('refused');
    await commitEdit(db, created.value.id, {
      kind: 'addDeal',
      index: 0,
      deal: { contract: '3NT', declarer: 'S', tricks: 9 },
    });
    await mirror.syncOnce(server);
    const ben = await device('ben');
    await ben.mirror.syncOnce(server);
    expect((await getRecord(ben.db, created.value.id))?.file.deals).toEqual([
      { contract: '3NT', declarer: 'S', tricks: 9 },
    ]);
    expect(await mirror.reached(created.value.id)).toBe(true);
    await local.close();
    vi.unstubAllGlobals();
  });
});

describe("the club's server gone while the replication counts its progress", () => {
  const unhandled = (page: EventTarget, reason: unknown) => {
    const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
    page.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('gives the failure to whoever waits for it, and the page does not report it twice', async () => {
    const page = new EventTarget();
    const gone = new TypeError('Failed to fetch');
    const server = { info: () => Promise.reject(gone) };
    heardByReplication(server, page);
    heardByReplication({ info: () => Promise.resolve({}) }, page);
    await expect(server.info()).rejects.toBe(gone);
    // As PouchDB's replication asks, using the answer only when it comes: the page's unhandled
    // rejection of that failure is the replication's, which says it already.
    expect(unhandled(page, gone)).toBe(true);
  });

  it('leaves every other unhandled rejection to be reported', async () => {
    const page = new EventTarget();
    heardByReplication({ info: () => Promise.resolve({ update_seq: 3 }) }, page);
    expect(unhandled(page, new TypeError('Failed to fetch'))).toBe(false);
    expect(unhandled(page, 'a string')).toBe(false);
  });
});

describe('what the status says of the server', () => {
  it('signed out when the server asks who the member is, offline since when it cannot be reached', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'unauthorized', reason: 'You are not authorized.' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const ana = await device('ana');
    const signedOut = await device('ana');
    try {
      await expect(signedOut.mirror.syncOnce(`http://127.0.0.1:${port}/club`)).rejects.toThrow();
      expect(signedOut.mirror.status()).toMatchObject({ signedOut: true });
      expect(signedOut.mirror.status().offlineSince).not.toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // Nothing listens there now: offline, and still not signed out.
    ana.mirror.start(`http://127.0.0.1:${port}/club`);
    try {
      await vi.waitFor(() => expect(ana.mirror.status().offlineSince).not.toBeNull(), {
        timeout: limits.poll,
      });
      expect(ana.mirror.status()).toMatchObject({ signedOut: false, inStepAt: null });
    } finally {
      await ana.mirror.stop();
    }
  });
});
