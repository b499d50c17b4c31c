import { randomBytes } from 'node:crypto';
import type { Given } from '../scripts/club/couchdbGiven.ts';
import { COUCHDB_START, COUCHDB_URL, givenCouch } from '../scripts/club/couchdbGiven.ts';
import type { Fetch } from '../scripts/club/couchRequest.ts';
import { designDocument } from '../scripts/club/designDocument.ts';
import { runClub } from '../scripts/club/main.ts';
import type { Account } from '../scripts/club/options.ts';
import type { RecipeCaddy } from '../scripts/club/recipeServer.ts';
import { recipeCaddy, recipeCouch } from '../scripts/club/recipeServer.ts';
import type { ClubServer } from '../scripts/club/server.ts';
import { inviteLink, setUpClub } from '../scripts/club/setUp.ts';
import { freePort } from '../scripts/freePort.ts';
import { distDir } from '../scripts/measure/served.ts';
import { sampleBackup } from '../tests/fixtures/sampleBackup.ts';

/**
 * The club's servers for the club's benches (bench/club.bench.ts, clubStarts.bench.ts), each with
 * the built app and the club's matches written to it as the organiser would write them:
 * `npm run club`'s own server, started in this process with its club in memory; and a real club's
 * server as the repository's recipe builds it (scripts/club/recipeServer.ts), Caddy in front of
 * Apache CouchDB, where the run is given a CouchDB as the tests are (docs/sync.md, "Testing on
 * Apache CouchDB").
 */

export const MEMBER: Account = { name: 'ana', password: 'ana-secret' };
export const OTHER: Account = { name: 'ben', password: 'ben-secret' };
export const ORGANISER: Account = { name: 'olive', password: 'olive-secret' };

export interface ServedClub {
  readonly origin: string;
  /** The invite link to the club, `club`. */
  readonly invite: string;
  readonly server: ClubServer;
}

export async function serveClub(): Promise<ServedClub> {
  const port = await freePort();
  const lines: string[] = [];
  const served = await runClub(
    [
      '--port',
      String(port),
      '--organiser',
      `${ORGANISER.name}:${ORGANISER.password}`,
      '--member',
      `${MEMBER.name}:${MEMBER.password}`,
      '--member',
      `${OTHER.name}:${OTHER.password}`,
    ],
    {
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
      builtApp: () => ({ ok: true, value: distDir }),
      addresses: () => [],
      host: '127.0.0.1',
      store: () => ({ kind: 'memory' }),
    },
  );
  if (served.status !== 0) throw new Error(`the club server did not start: ${lines.join('\n')}`);
  const origin = `http://127.0.0.1:${port}`;
  return { origin, invite: `${origin}/#club=club&server=%2Fcouchdb`, server: served.server };
}

/** Where the club's matches are written: its name, its organiser, and how the server is reached. */
interface SeedPlace {
  readonly club: string;
  readonly organiser: Account;
  readonly fetch: Fetch;
}

/** The club's `count` matches (tests/fixtures/sampleBackup.ts), each the organiser's document. */
export async function seedClub(
  origin: string,
  count: number,
  place: SeedPlace = { club: 'club', organiser: ORGANISER, fetch },
): Promise<void> {
  const { matches } = JSON.parse(sampleBackup(count)) as { matches: { id: string }[] };
  const docs = matches.map((file) => ({
    _id: `match:${file.id}`,
    type: 'bridgepad.match',
    v: 1,
    author: place.organiser.name,
    file,
    steps: [],
  }));
  const { name, password } = place.organiser;
  const auth = `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}`;
  for (let from = 0; from < docs.length; from += 100) {
    const response = await place.fetch(`${origin}/couchdb/${place.club}/_bulk_docs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({ docs: docs.slice(from, from + 100) }),
    });
    const answers = (await response.json()) as { error?: string; reason?: string }[];
    const refused = answers.find((answer) => answer.error !== undefined);
    if (refused !== undefined) throw new Error(`the club refused a match: ${refused.reason}`);
  }
}

/** A club served for a bench, whichever server serves it. */
export interface BenchClub {
  /** The app's and the club's origin, e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  readonly club: string;
  /** The invite link to the club (docs/sync.md, "On the device"). */
  readonly invite: string;
  /** Two members, each to join on a device of their own. */
  readonly member: Account;
  readonly other: Account;
  /** Chromium's flags this origin needs, beside scripts/chromium.ts's own. */
  readonly browserArgs: readonly string[];
  /** Writes the club's `count` matches, as its organiser. */
  readonly seed: (count: number) => Promise<void>;
  readonly close: () => Promise<void>;
}

/** A way to serve the club, named as the figures measured on it are. */
export interface BenchServer {
  readonly name: string;
  readonly serve: () => Promise<BenchClub>;
}

/** `npm run club`'s own server (serveClub), as a BenchClub. */
export async function npmClub(): Promise<BenchClub> {
  const { origin, invite, server } = await serveClub();
  return {
    origin,
    club: 'club',
    invite,
    member: MEMBER,
    other: OTHER,
    browserArgs: [],
    seed: (count) => seedClub(origin, count),
    close: () => server.close(),
  };
}

/** Deletes a document of the CouchDB at `url` as its admin, whatever its revision. */
async function deleteDoc(url: string, auth: string): Promise<void> {
  const found = await fetch(url, { headers: { authorization: auth } });
  if (!found.ok) return;
  const { _rev } = (await found.json()) as { _rev: string };
  await fetch(`${url}?rev=${encodeURIComponent(_rev)}`, {
    method: 'DELETE',
    headers: { authorization: auth },
  });
}

/**
 * The club served the real way: Apache CouchDB with deploy/couchdb-local.ini (started by the
 * script given, or the one at the address given, its settings put back afterwards) behind Caddy
 * with deploy/Caddyfile and the built app, on one HTTPS origin with Caddy's own certificate; the
 * club set up through that origin as `npm run club:setup` sets one up (organiser olive, members
 * ana and ben, the design document). Its names carry a tag of their own, as a CouchDB given by
 * address may be shared; the club's database and accounts are deleted again at the end.
 */
export async function couchClub(given: Exclude<Given, { kind: 'none' }>): Promise<BenchClub> {
  const tag = randomBytes(3).toString('hex');
  const club = `bench-${tag}`;
  const tagged = (who: Account): Account => ({ ...who, name: `${who.name}-${tag}` });
  const [organiser, member, other] = [tagged(ORGANISER), tagged(MEMBER), tagged(OTHER)];
  const couch = await recipeCouch(given);
  const { url, admin } = couch.couch;
  const auth = `Basic ${Buffer.from(`${admin.name}:${admin.password}`).toString('base64')}`;
  let caddy: RecipeCaddy | undefined;
  const close = async () => {
    await caddy?.close();
    await fetch(`${url}/${club}`, { method: 'DELETE', headers: { authorization: auth } }).catch(
      () => undefined,
    );
    for (const who of [organiser, member, other])
      await deleteDoc(`${url}/_users/org.couchdb.user:${who.name}`, auth).catch(() => undefined);
    await couch.close();
  };
  try {
    caddy = await recipeCaddy(new URL(url).host);
    const set = await setUpClub(
      {
        server: new URL(`${caddy.origin}/couchdb`),
        admin,
        club,
        organiser,
        members: [member, other],
        design: await designDocument(club),
      },
      caddy.fetch,
    );
    if (!set.ok) throw new Error(`the club was not set up: ${JSON.stringify(set.errors)}`);
  } catch (error) {
    await close();
    throw error;
  }
  const { origin, fetch: caddyFetch } = caddy;
  return {
    origin,
    club,
    invite: inviteLink(new URL(origin), '/couchdb', club),
    member,
    other,
    // Caddy's own authority, which the browser does not know.
    browserArgs: ['--ignore-certificate-errors'],
    seed: (count) => seedClub(origin, count, { club, organiser, fetch: caddyFetch }),
    close,
  };
}

export const NPM_CLUB_SERVER = 'npm run club';
export const COUCHDB_SERVER = 'Apache CouchDB behind Caddy';

/**
 * The servers the club's figures are measured against: `npm run club`'s always, and Apache
 * CouchDB behind Caddy where one is given (`env` as the tests read it); with none, the line that
 * says so and how to give one.
 */
export function benchServers(env: Readonly<Record<string, string | undefined>> = process.env): {
  readonly servers: readonly BenchServer[];
  readonly missing: string | null;
} {
  const npm: BenchServer = { name: NPM_CLUB_SERVER, serve: npmClub };
  const given = givenCouch(env);
  if (given.kind === 'none')
    return {
      servers: [npm],
      missing: `the club's figures against ${COUCHDB_SERVER} were not measured: no CouchDB was given (${COUCHDB_START}=<path to couchdb-start> or ${COUCHDB_URL}=http://admin:PASSWORD@HOST:PORT)`,
    };
  return { servers: [npm, { name: COUCHDB_SERVER, serve: () => couchClub(given) }], missing: null };
}
