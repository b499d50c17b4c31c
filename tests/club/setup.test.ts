import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, longer } from '../../scripts/limits.ts';
import { designDocument } from '../../scripts/club/designDocument.ts';
import { runSetup } from '../../scripts/club/main.ts';
import { setUpClub } from '../../scripts/club/setUp.ts';
import type { Fetch } from '../../scripts/club/setUp.ts';
import { setupFailureText } from '../../scripts/club/setupText.ts';
import { TRIAL_MATCH_ID } from '../../scripts/club/trialWrite.ts';
import { freePort } from '../../scripts/freePort.ts';
import { matchDoc } from './clubDocs.ts';
import type { ClubHost } from './clubHosts.ts';
import { clubHosts } from './clubHosts.ts';
import type { TestClub } from './clubServer.ts';
import { startClub } from './clubServer.ts';

/**
 * `npm run club:setup` (docs/sync.md, "A real club") run against a CouchDB-compatible server
 * started in this process: it sets a club up through CouchDB's own API with a server admin's
 * name and password, as it does on Apache CouchDB, and says plainly what stopped it.
 */

let club: TestClub;
let url: string;
let admin: string;

beforeAll(async () => {
  club = await startClub([]);
  url = club.server.couch.href;
  admin = `${club.server.admin.name}:${club.server.admin.password}`;
}, limits.start);

afterAll(async () => {
  await club.server.close();
}, limits.start);

async function setup(argv: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runSetup(argv, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { status, out, err };
}

const KAPITI = 'kapiti-coast';
const invite = () => `Invite link: ${club.origin}/#club=${KAPITI}&server=%2Fcouchdb`;

describe('npm run club:setup', () => {
  it("creates the club's database, _security, design document and accounts, and prints the invite link", async () => {
    const done = await setup([
      url,
      '--club',
      KAPITI,
      '--admin',
      admin,
      '--organiser',
      'olive',
      '--member',
      'pat:pat-secret',
    ]);
    expect(done.err).toEqual([]);
    expect(done.status).toBe(0);
    expect(done.out[0]).toBe(`Club ${KAPITI} on ${url}: database created`);
    const madeUp =
      /^Organiser olive: added, password (\S+) \(made up: keep it, it is shown only now\)$/.exec(
        done.out[1] ?? '',
      )?.[1];
    expect(madeUp).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(done.out.slice(2)).toEqual([
      'Member pat: added',
      "Organisers (the database's admins): olive",
      'Design document: installed',
      invite(),
    ]);

    const olive = ['olive', madeUp ?? ''] as const;
    const pat = ['pat', 'pat-secret'] as const;
    expect((await club.http('GET', `/couchdb/${KAPITI}/_security`, { user: pat })).body).toEqual({
      admins: { names: ['olive'], roles: [] },
      members: { names: [], roles: [`bridgepad-member:${KAPITI}`] },
    });
    const design = await club.http('GET', `/couchdb/${KAPITI}/_design/bridgepad`, { user: olive });
    expect(design.body.validate_doc_update).toBe(
      (await designDocument(KAPITI)).validate_doc_update,
    );
    const path = `/couchdb/${KAPITI}/${String(matchDoc('pat')._id)}`;
    expect((await club.http('PUT', path, { user: pat, body: matchDoc('olive') })).status).toBe(403);
    expect((await club.http('PUT', path, { user: pat, body: matchDoc('pat') })).status).toBe(201);
    expect((await club.http('GET', path, { user: olive })).status).toBe(200);
    // Someone with no account gets nothing of it.
    expect((await club.http('GET', path, { user: ['nobody', 'x'] })).status).toBe(401);
  });

  it('run again, keeps what is there, updates an old design document and adds the members named', async () => {
    const old = await club.http('GET', `/couchdb/${KAPITI}/_design/bridgepad`, {
      user: [club.server.admin.name, club.server.admin.password],
    });
    const outdated = {
      ...old.body,
      validate_doc_update: 'function (newDoc) { /* an older build */ }',
    };
    expect(
      (
        await club.http('PUT', `/couchdb/${KAPITI}/_design/bridgepad`, {
          user: [club.server.admin.name, club.server.admin.password],
          body: outdated,
        })
      ).status,
    ).toBe(201);

    // The admin given in the address, as a CouchDB URL may carry it.
    const withAdmin = new URL(url);
    withAdmin.username = club.server.admin.name;
    withAdmin.password = club.server.admin.password;
    const again = await setup([
      withAdmin.href,
      '--club',
      KAPITI,
      '--member',
      'pat:pat-secret',
      '--member',
      'kim:kim-secret',
    ]);
    expect(again).toEqual({
      status: 0,
      err: [],
      out: [
        `Club ${KAPITI} on ${url}: database kept`,
        // Named again with the password pat has: not written again, so pat stays signed in.
        'Member pat: kept, password as before',
        'Member kim: added',
        "Organisers (the database's admins): olive",
        'Design document: updated',
        invite(),
      ],
    });
    const design = await club.http('GET', `/couchdb/${KAPITI}/_design/bridgepad`, {
      user: ['kim', 'kim-secret'],
    });
    expect(design.body.validate_doc_update).toBe(
      (await designDocument(KAPITI)).validate_doc_update,
    );

    const thrice = await setup([url, '--club', KAPITI, '--admin', admin]);
    expect(thrice.out).toContain('Design document: up to date');
  });

  it('says plainly what stopped it', async () => {
    const wrong = await setup([url, '--admin', `${club.server.admin.name}:guess`]);
    expect(wrong).toEqual({
      status: 1,
      out: [],
      err: [
        `${url} refused the admin ${club.server.admin.name}: the name or the password is wrong.`,
      ],
    });

    expect(await setup([url, '--club', KAPITI, '--admin', 'pat:pat-secret'])).toEqual({
      status: 1,
      out: [],
      err: [`pat is not a server admin of ${url}: setting a club up takes one.`],
    });

    const closed = `http://127.0.0.1:${await freePort()}/couchdb`;
    const unreachable = await setup([closed, '--admin', admin]);
    expect(unreachable.status).toBe(1);
    expect(unreachable.err).toHaveLength(1);
    expect(unreachable.err[0]).toMatch(
      new RegExp(
        `^Cannot reach ${closed.replace(/[.]/g, '\\.')} \\(.*ECONNREFUSED.*\\): is the address right, and is CouchDB running\\?$`,
      ),
    );

    // The app's own address, not CouchDB's: the app's page answers.
    expect(await setup([`${club.origin}/`, '--admin', admin])).toEqual({
      status: 1,
      out: [],
      err: [
        `${club.origin}/ answered (HTTP 200), but not as CouchDB does: give CouchDB's own address, like https://club.example.org/couchdb.`,
      ],
    });

    const noAdmin = await setup([url]);
    expect(noAdmin.status).toBe(2);
    expect(noAdmin.err[0]).toBe(`Name a server admin of ${url}: --admin NAME:PASSWORD.`);
    const badUrl = await setup(['club.example.org', '--admin', admin]);
    expect(badUrl.status).toBe(2);
    expect(badUrl.err[0]).toBe(
      'club.example.org: not a web address, like https://club.example.org/couchdb',
    );
  });
});

describe.each(clubHosts())('npm run club:setup on $engine', ({ start }) => {
  let host: ClubHost;
  beforeAll(async () => {
    host = await start();
  }, longer(120_000));
  afterAll(async () => {
    await host.close();
  }, limits.start);

  it('tries the design document with a valid match and a wrong one before it says installed', async () => {
    const name = host.named('trial-club');
    const member = host.named('pat');
    const done = await setup([
      host.couch,
      '--club',
      name,
      '--admin',
      `${host.admin.name}:${host.admin.password}`,
      '--member',
      `${member}:pat-secret`,
    ]);
    expect(done.err).toEqual([]);
    expect(done.status).toBe(0);
    expect(done.out).toContain('Design document: installed');
    // The trial match was taken, then deleted: nothing of it is left for a device to show.
    const trial = await host.http('GET', `/${name}/match:${TRIAL_MATCH_ID}`, {
      user: [member, 'pat-secret'],
    });
    expect(trial.status).toBe(404);
    // Apache CouchDB purges it: no device is sent even its deletion.
    const changes = await host.http('GET', `/${name}/_changes`, { user: [member, 'pat-secret'] });
    const trials = (changes.body.results as { id: string; deleted?: boolean }[]).filter(
      (change) => change.id === `match:${TRIAL_MATCH_ID}`,
    );
    expect(trials).toEqual(
      host.engine === 'Apache CouchDB' ? [] : [expect.objectContaining({ deleted: true })],
    );
    // And the member's own match is taken.
    const doc = matchDoc(member);
    const written = await host.http('PUT', `/${name}/${String(doc._id)}`, {
      user: [member, 'pat-secret'],
      body: doc,
    });
    expect(written.status).toBe(201);
  });

  it("sets the club up all the same, and says its members' accounts stay on the command line, where the server keeps its accounts to itself", async () => {
    const name = host.named('hosted-club');
    // A hosted CouchDB that keeps its settings and its accounts database's _security.
    const keeps: Fetch = (url, init) => {
      const { pathname } = new URL(url);
      if (
        init.method === 'PUT' &&
        (pathname.includes('/_node/') || pathname.endsWith('/_users/_security'))
      )
        return Promise.resolve(
          new Response(JSON.stringify({ error: 'forbidden', reason: 'Not on this plan.' }), {
            status: 403,
          }),
        );
      if (pathname.endsWith('/_node/_local/_config/couchdb'))
        return Promise.resolve(new Response(JSON.stringify({ single_node: 'true' })));
      if (pathname.endsWith('/_users/_security'))
        return Promise.resolve(
          new Response(
            JSON.stringify({ members: { roles: ['_admin'] }, admins: { roles: ['_admin'] } }),
          ),
        );
      return fetch(url, init);
    };
    const done = await setUpClub(
      {
        server: new URL(host.couch),
        admin: host.admin,
        club: name,
        organiser: undefined,
        members: [],
        design: await designDocument(name),
      },
      keeps,
    );
    expect(done).toMatchObject({ ok: true, value: { design: 'added' } });
    if (!done.ok) return;
    expect(done.value.accountsNotInApp).toMatch(/refused/);
  });

  it('says the club does not work, and fails, where the server does not run the design document as it must', async () => {
    const name = host.named('broken-club');
    // A design document as this project first wrote it: a named function, which Apache CouchDB
    // cannot compile (500 on every write) and express-pouchdb runs, taking everything.
    const design = {
      ...(await designDocument(name)),
      validate_doc_update: 'function bridgepadValidate(newDoc, oldDoc, userCtx) {}',
    };
    const done = await setUpClub({
      server: new URL(host.couch),
      admin: host.admin,
      club: name,
      organiser: undefined,
      members: [],
      design,
    });
    expect(done).toMatchObject({ ok: false, errors: { reason: 'trial', step: 'invalid' } });
    if (done.ok) return;
    const text = setupFailureText(done.errors, new URL(host.couch), name);
    expect(text).toMatch(/^The design document is on .*, but the club does not work: /);
    expect(text).toContain(
      host.engine === 'Apache CouchDB' ? 'HTTP 500: compilation_error' : 'HTTP 201',
    );
  });
});
