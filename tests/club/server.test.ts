import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, longer } from '../../scripts/limits.ts';
import { SERVED_HEADERS } from '../../scripts/servedHeaders.ts';
import { designDocument } from '../../scripts/club/designDocument.ts';
import { setUpClub } from '../../scripts/club/setUp.ts';
import { MATCH_ID, deskDoc, matchDoc } from './clubDocs.ts';
import type { TestClub } from './clubServer.ts';
import { startClub } from './clubServer.ts';

/**
 * `npm run club` as a club's devices meet it (docs/sync.md, "Serving it"): the app and the club's
 * CouchDB on one origin, the club's database to its members only, every write checked by the
 * design document, sign-in by CouchDB's session cookie.
 */

const PAT = ['pat', 'pat-secret'] as const;
const OLIVE = ['olive', 'olive-secret'] as const;
const KIM = ['kim', 'kim-secret'] as const;

let club: TestClub;

beforeAll(async () => {
  club = await startClub(['--organiser', OLIVE.join(':'), '--member', PAT.join(':')]);
  // A second club on the same server, with a member of its own.
  const other = await setUpClub({
    server: club.server.couch,
    admin: club.server.admin,
    club: 'other-club',
    organiser: undefined,
    members: [{ name: KIM[0], password: KIM[1] }],
    design: await designDocument('other-club'),
  });
  expect(other.ok).toBe(true);
}, longer(60_000));

afterAll(async () => {
  await club.server.close();
}, limits.start);

const put = (path: string, body: unknown, user?: readonly [string, string]) =>
  club.http('PUT', path, { body, ...(user === undefined ? {} : { user }) });

describe("npm run club, the club's server on one laptop", () => {
  it('prints the invite link, and serves the app and CouchDB with the headers npm start uses', async () => {
    expect(club.out).toContain(
      `Invite link: ${club.origin.replace('127.0.0.1', 'localhost')}/#club=club&server=%2Fcouchdb`,
    );
    expect(club.out).toContain('Organiser olive: added');
    expect(club.out).toContain('Member pat: added');
    expect(club.out).toContain('Design document: installed');
    for (const path of ['/', '/matches/anything', '/assets/app.js', '/couchdb/', '/couchdb/club']) {
      const answer = await club.http('GET', path);
      for (const [name, value] of Object.entries(SERVED_HEADERS))
        expect(answer.headers.get(name), `${path} ${name}`).toBe(value);
    }
    expect((await club.http('GET', '/matches/anything')).text).toContain('<title>WeThey</title>');
    expect((await club.http('GET', '/assets/app.js')).text).toBe('export const app = 1;\n');
    expect((await club.http('GET', '/couchdb/')).body).toMatchObject({
      'express-pouchdb': 'Welcome!',
    });
  });

  it('answers 401 to anyone signed out, reading or writing, by any route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/couchdb/club'],
      ['GET', `/couchdb/club/match:${MATCH_ID}`],
      ['GET', '/couchdb/club/_all_docs'],
      ['GET', '/couchdb/club/_changes'],
      ['POST', '/couchdb/club/_bulk_get', { docs: [{ id: '_design/bridgepad' }] }],
      ['POST', '/couchdb/club/_find', { selector: {} }],
      ['POST', '/couchdb/club/_index', { index: { fields: ['type'] } }],
      ['PUT', `/couchdb/club/match:${MATCH_ID}`, matchDoc('pat')],
      ['POST', '/couchdb/club/_bulk_docs', { docs: [matchDoc('pat')] }],
      ['PUT', '/couchdb/club/_local/checkpoint', { seq: 1 }],
    ];
    for (const [method, path, body] of routes) {
      const answer = await club.http(method, path, body === undefined ? {} : { body });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body).toEqual({
        error: 'unauthorized',
        reason: 'Sign in as a member of club club.',
      });
    }
  });

  it("keeps the server's own databases and settings from everyone but its admin, and goes on answering", async () => {
    for (const user of [undefined, PAT, OLIVE]) {
      for (const [method, path, body] of [
        ['GET', '/couchdb/_all_dbs'],
        ['GET', '/couchdb/_users/_all_docs'],
        [
          'PUT',
          '/couchdb/_users/org.couchdb.user:eve',
          // A club's organiser makes its members' accounts (tests/club/members.test.ts), never one
          // of another kind.
          { name: 'eve', password: 'x', roles: ['_admin'], type: 'user' },
        ],
        ['PUT', '/couchdb/_replicator/copy', { source: 'club', target: 'copy' }],
        ['PUT', '/couchdb/_config/admins/eve', 'x'],
        ['POST', '/couchdb/_replicate', { source: 'club', target: 'copy' }],
        ['PUT', '/couchdb/another-club'],
        ['DELETE', '/couchdb/club'],
      ] as const) {
        const answer = await club.http(method, path, {
          ...(body === undefined ? {} : { body }),
          ...(user === undefined ? {} : { user }),
        });
        expect([401, 403], `${user?.[0] ?? 'anyone'} ${method} ${path}`).toContain(answer.status);
      }
    }
    expect((await club.http('GET', '/couchdb/club', { user: PAT })).status).toBe(200);
  });

  it('gives a member of another club on the same server nothing of this one, and the other way round', async () => {
    for (const [method, path, body] of [
      ['GET', '/couchdb/club'],
      ['GET', '/couchdb/club/_all_docs'],
      ['GET', '/couchdb/club/_changes'],
      ['POST', '/couchdb/club/_bulk_get', { docs: [{ id: '_design/bridgepad' }] }],
      ['POST', '/couchdb/club/_revs_diff', { x: ['1-a'] }],
      ['PUT', `/couchdb/club/match:${MATCH_ID}`, matchDoc('kim')],
      ['POST', '/couchdb/club/_bulk_docs', { docs: [matchDoc('kim')], new_edits: true }],
    ] as const) {
      const answer = await club.http(method, path, {
        user: KIM,
        ...(body === undefined ? {} : { body }),
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toEqual({
        error: 'forbidden',
        reason: 'kim is not a member of club club.',
      });
    }
    expect((await club.http('GET', '/couchdb/other-club/_all_docs', { user: KIM })).status).toBe(
      200,
    );
    expect((await club.http('GET', '/couchdb/other-club/_all_docs', { user: PAT })).status).toBe(
      403,
    );
  });

  it("takes a member's valid match, and gives it back to the club's other members", async () => {
    const written = await put(`/couchdb/club/match:${MATCH_ID}`, matchDoc('pat'), PAT);
    expect(written.status).toBe(201);
    const read = await club.http('GET', `/couchdb/club/match:${MATCH_ID}`, { user: OLIVE });
    expect(read.body).toMatchObject({
      type: 'bridgepad.match',
      author: 'pat',
      file: { id: MATCH_ID },
    });
    const changes = await club.http('GET', '/couchdb/club/_changes', { user: OLIVE });
    expect(JSON.stringify(changes.body)).toContain(`match:${MATCH_ID}`);
  });

  it('refuses, with its reason, a write naming another author, by any route', async () => {
    const reason =
      'The document\'s author is "olive", but pat is signed in: a member writes under their own name.';
    const doc = deskDoc('olive');
    expect(await put('/couchdb/club/desk:desk-1', doc, PAT)).toMatchObject({
      status: 403,
      body: { error: 'forbidden', reason },
    });
    const bulk = await club.http('POST', '/couchdb/club/_bulk_docs', {
      user: PAT,
      body: { docs: [doc] },
    });
    expect(bulk.body).toEqual([{ id: 'desk:desk-1', error: 'forbidden', reason }]);
    // As replication writes: revisions given, new_edits false.
    const replicated = await club.http('POST', '/couchdb/club/_bulk_docs', {
      user: PAT,
      body: { docs: [{ ...doc, _rev: '1-0123456789abcdef0123456789abcdef' }], new_edits: false },
    });
    expect(replicated.body).toEqual([{ id: 'desk:desk-1', error: 'forbidden', reason }]);
    expect((await club.http('GET', '/couchdb/club/desk:desk-1', { user: OLIVE })).status).toBe(404);
  });

  it('refuses what is not a bridgepad document of the current layout, saying why', async () => {
    const refused = async (id: string, doc: unknown) => {
      const answer = await put(`/couchdb/club/${id}`, doc, PAT);
      expect(answer.status, id).toBe(403);
      return String(answer.body.reason);
    };
    expect(await refused('note', { _id: 'note', author: 'pat', text: 'hello' })).toBe(
      'Not a WeThey document: its type is none, not one of bridgepad.match, bridgepad.desk, bridgepad.result, bridgepad.profile.',
    );
    expect(await refused(MATCH_ID, { ...matchDoc('pat'), _id: MATCH_ID })).toBe(
      `The _id "${MATCH_ID}" does not start with match: for a bridgepad.match.`,
    );
    expect(await refused('match:v2', matchDoc('pat', { _id: 'match:v2', v: 2 }))).toBe(
      "The document's layout v is 2; this club takes v 1.",
    );
    const file = {
      ...(matchDoc('pat').file as object),
      deals: [{ contract: '4S', declarer: 'N', tricks: 14 }],
    };
    expect(
      await refused(
        `match:${MATCH_ID}-2`,
        matchDoc('pat', { _id: `match:${MATCH_ID}-2`, file: { ...file, id: `${MATCH_ID}-2` } }),
      ),
    ).toBe(
      'Not a WeThey document of its kind: file.deals[0].tricks: must be an integer from 0 to 13.',
    );
  });

  it('makes the organiser the database admin, a member too, who may change what members may not', async () => {
    const security = await club.http('GET', '/couchdb/club/_security', { user: PAT });
    expect(security.body).toEqual({
      admins: { names: ['olive'], roles: [] },
      members: { names: [], roles: ['bridgepad-member:club'] },
    });
    const session = await club.http('GET', '/couchdb/_session', { user: OLIVE });
    expect(session.body).toMatchObject({
      userCtx: { name: 'olive', roles: ['bridgepad-member:club', 'bridgepad-organiser:club'] },
    });
    const design = { _id: '_design/notes', views: {} };
    expect((await put('/couchdb/club/_design/notes', design, PAT)).status).toBe(403);
    expect((await put('/couchdb/club/_design/notes', design, OLIVE)).status).toBe(201);
    expect((await put('/couchdb/club/_security', security.body, PAT)).status).toBe(403);
    expect((await put('/couchdb/club/_security', security.body, OLIVE)).status).toBe(200);
  });

  it('signs a member in with a cookie, which serves in place of the password until they sign out', async () => {
    const wrong = await club.http('POST', '/couchdb/_session', {
      body: { name: 'pat', password: 'guess' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const signIn = await club.http('POST', '/couchdb/_session', {
      body: { name: PAT[0], password: PAT[1] },
    });
    expect(signIn.status).toBe(200);
    const cookie = /AuthSession=[^;]*/.exec(signIn.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie).toBeDefined();
    expect(signIn.headers.get('set-cookie')).toMatch(/HttpOnly/);
    const session = await club.http('GET', '/couchdb/_session', { cookie });
    expect(session.body).toMatchObject({
      userCtx: { name: 'pat', roles: ['bridgepad-member:club'] },
    });
    expect((await club.http('GET', '/couchdb/club/_all_docs', { cookie })).status).toBe(200);
    const doc = deskDoc('pat');
    expect(
      (await club.http('PUT', '/couchdb/club/desk:desk-1', { cookie, body: doc })).status,
    ).toBe(201);
    const signOut = await club.http('DELETE', '/couchdb/_session', { cookie });
    expect(signOut.status).toBe(200);
    expect((await club.http('GET', '/couchdb/club/_all_docs')).status).toBe(401);
  });
});
