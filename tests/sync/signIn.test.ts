import { describe, expect, it } from 'vitest';
import type { Network } from '../../src/sync/signIn.ts';
import { signIn, signOut } from '../../src/sync/signIn.ts';
import { couchServer } from './couchServer.ts';

/**
 * Signing in to a club on CouchDB's session cookie (docs/format.md, "The club's documents"): each
 * way it can fail has its own reason, and a session given before a failure is ended again.
 */

const origin = 'https://club.example.org';
const place = { server: '/couchdb', club: 'kapiti-coast' };
const ana = { name: 'ana', password: 'tui-2026' };

function network(server = couchServer()): Network & { server: ReturnType<typeof couchServer> } {
  return { fetch: server.fetch, origin, server };
}

describe('signing in to a club', () => {
  it('asks for a session with the name and password, then the club’s database', async () => {
    const net = network();
    expect(await signIn(place, ana, net)).toEqual({
      ok: true,
      value: { url: '/couchdb/kapiti-coast' },
    });
    expect(net.server.asked).toEqual([
      'POST /couchdb/_session {"name":"ana","password":"tui-2026"}',
      'GET /couchdb/kapiti-coast',
    ]);
    expect(net.server.sessions()).toEqual(['ana']);
  });

  it('says a wrong name or password', async () => {
    const net = network();
    expect(await signIn(place, { name: 'ana', password: 'wrong' }, net)).toEqual({
      ok: false,
      reason: 'wrongPassword',
    });
    expect(net.server.sessions()).toEqual([]);
  });

  it('says a member of another club is not a member, and ends the session it was given', async () => {
    const net = network(couchServer({ members: { ana: ['otaki'] } }));
    expect(await signIn(place, ana, net)).toEqual({ ok: false, reason: 'notMember' });
    expect(net.server.asked.at(-1)).toBe('DELETE /couchdb/_session');
    expect(net.server.sessions()).toEqual([]);
  });

  it('says there is no such club', async () => {
    const net = network();
    expect(await signIn({ ...place, club: 'otaki-beach' }, ana, net)).toEqual({
      ok: false,
      reason: 'noClub',
    });
    expect(net.server.sessions()).toEqual([]);
  });

  it('says the server cannot be reached, answers with its own failure, or is not a club’s server', async () => {
    const offline: Network = {
      origin,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    };
    expect(await signIn(place, ana, offline)).toEqual({ ok: false, reason: 'unreachable' });
    const failing: Network = {
      origin,
      fetch: async () => new Response('Bad gateway', { status: 502 }),
    };
    expect(await signIn(place, ana, failing)).toEqual({ ok: false, reason: 'unreachable' });
    // A static host answers every address with the app's page.
    const page: Network = {
      origin,
      fetch: async () =>
        new Response('<!doctype html><title>WeThey</title>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    };
    expect(await signIn(place, ana, page)).toEqual({ ok: false, reason: 'notClubServer' });
    const notFound: Network = {
      origin,
      fetch: async () => new Response('Not found', { status: 404 }),
    };
    expect(await signIn(place, ana, notFound)).toEqual({ ok: false, reason: 'notClubServer' });
  });

  it('refuses a server on another origin without asking it anything', async () => {
    const net = network();
    expect(
      await signIn({ ...place, server: 'https://evil.example.com/couchdb' }, ana, net),
    ).toEqual({ ok: false, reason: 'otherOrigin' });
    expect(await signIn({ ...place, club: 'Kapiti Coast' }, ana, net)).toEqual({
      ok: false,
      reason: 'badClub',
    });
    expect(await signIn({ ...place, server: ' ' }, ana, net)).toEqual({
      ok: false,
      reason: 'badServer',
    });
    expect(net.server.asked).toEqual([]);
  });

  it('signs out by ending the session', async () => {
    const net = network();
    await signIn(place, ana, net);
    expect(await signOut('/couchdb', net)).toBe(true);
    expect(net.server.sessions()).toEqual([]);
    const offline: Network = { origin, fetch: () => Promise.reject(new TypeError('offline')) };
    expect(await signOut('/couchdb', offline)).toBe(false);
  });
});
