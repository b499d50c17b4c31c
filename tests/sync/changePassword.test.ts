import { describe, expect, it } from 'vitest';
import { changePassword } from '../../src/sync/accounts.ts';
import type { Network } from '../../src/sync/signIn.ts';
import { accountWords } from '../../src/ui/club/accountWords.ts';

/**
 * A member's own password changed from Settings → Club (src/sync/accounts.ts), against a server
 * that takes the new password a moment after the change, as Apache CouchDB does on a busy
 * machine: its cache of accounts follows their changes behind. The device signs in again once it
 * is taken, and never says "not changed" of a password that was.
 */

const place = { server: '/couchdb', club: 'kapiti-coast' };
const ACCOUNT = '/couchdb/_users/org.couchdb.user%3Apat';

/** A club's server whose sign-in refuses the new password `refusals` times, then answers `then`. */
function server(refusals: number, then = 200) {
  const asked: string[] = [];
  let refused = 0;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const network: Network = {
    origin: 'https://club.example.org',
    fetch: async (url, init) => {
      const { pathname } = new URL(url, 'https://club.example.org');
      asked.push(`${init.method ?? 'GET'} ${pathname}`);
      if (pathname === ACCOUNT && init.method === 'GET')
        return json(200, { _id: 'org.couchdb.user:pat', _rev: '1-a', name: 'pat', roles: [] });
      if (pathname === ACCOUNT && init.method === 'PUT') return json(201, { ok: true });
      if (pathname === '/couchdb/_session' && init.method === 'POST') {
        if (refused < refusals) {
          refused += 1;
          return json(401, { error: 'unauthorized', reason: 'Name or password is incorrect.' });
        }
        return json(then, then === 200 ? { ok: true, name: 'pat' } : { error: 'unknown' });
      }
      return json(404, { error: 'not_found' });
    },
  };
  const signIns = () => asked.filter((a) => a === 'POST /couchdb/_session').length;
  return { network, asked, signIns };
}

describe("a member's own password changed", () => {
  it('signs in again once the server takes the new password, a moment after the change', async () => {
    const club = server(3);
    const done = await changePassword(place, 'pat', 'pat-new-2026', club.network, [0, 1, 1, 1, 1]);
    expect(done).toEqual({ ok: true, value: null });
    expect(club.signIns()).toBe(4);
    expect(club.asked.slice(0, 2)).toEqual([`GET ${ACCOUNT}`, `PUT ${ACCOUNT}`]);
  });

  it('says the password was changed when the server never takes it to sign in within the waits', async () => {
    const club = server(99);
    const done = await changePassword(place, 'pat', 'pat-new-2026', club.network, [0, 1, 1]);
    expect(done).toEqual({ ok: false, error: { reason: 'changedNotSignedIn' } });
    expect(club.signIns()).toBe(3);
    if (done.ok) return;
    expect(accountWords(done.error)).toBe(
      "The password was changed, but the club's server has not yet signed this device in with it: sign in again with the new password in a minute.",
    );
  });

  it('does not wait out a server that fails otherwise', async () => {
    const club = server(0, 500);
    const done = await changePassword(place, 'pat', 'pat-new-2026', club.network, [0, 1, 1]);
    expect(done).toEqual({ ok: false, error: { reason: 'changedNotSignedIn' } });
    expect(club.signIns()).toBe(1);
  });

  it('writes nothing for a password too short', async () => {
    const club = server(0);
    const done = await changePassword(place, 'pat', 'short', club.network);
    expect(done).toEqual({ ok: false, error: { reason: 'shortPassword', least: 8 } });
    expect(club.asked).toEqual([]);
  });
});
