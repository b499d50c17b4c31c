import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { COUCHDB_START, COUCHDB_URL, givenCouch } from '../../scripts/club/couchdbGiven.ts';
import { limits } from '../../scripts/limits.ts';
import type { ClubDevices } from './clubDevices.ts';
import { clubDevices } from './clubDevices.ts';
import type { Account, ClubPlan, RunningClub } from './clubServer.ts';
import { startClubApp } from './clubServer.ts';
import { startCouchClubApp } from './couchClubApp.ts';
import { closeBrowser, launchBrowser } from './harness.ts';

/**
 * The servers a club's browser tests run on: `npm run club`'s own (clubServer.ts), and a real
 * club's, Caddy in front of Apache CouchDB (couchClubApp.ts), whenever the run is given a CouchDB
 * as the club's other tests are (docs/sync.md, "Testing on Apache CouchDB"). With none, the
 * CouchDB tests are listed as skipped, and the file says in one line how to give one.
 */

export interface ClubServerKind {
  /** As the tests' names say it. */
  readonly name: string;
  /**
   * A name for an account or a club that is this file's own: on a CouchDB the run may share with
   * other files, the name with a tag after it; on `npm run club`, started for the file, the name.
   */
  readonly named: (name: string) => string;
  /** The account under its name on this server (`named`), with its password. */
  readonly account: (who: Account) => Account;
  /** Chromium's flags the server's origin needs, beside scripts/chromium.ts's own. */
  readonly browserArgs: readonly string[];
  /** A screenshot's name under test-results/screenshots/: the club's folder, one per server. */
  readonly shot: (name: string) => string;
  /**
   * Why the server refuses a write to a club by a signed-in member of another club: `npm run
   * club` says so in the club's words (scripts/club/gate.ts); Apache CouchDB's `_security`
   * refuses it before the design document is asked, in CouchDB's own.
   */
  readonly strangerRefused: (user: string, club: string) => string;
  readonly start: (plan: ClubPlan) => Promise<RunningClub>;
}

const same = (name: string) => name;

export const NPM_CLUB: ClubServerKind = {
  name: 'npm run club',
  named: same,
  account: (who) => who,
  browserArgs: [],
  shot: (name) => `club/${name}`,
  strangerRefused: (user, club) => `${user} is not a member of club ${club}.`,
  start: startClubApp,
};

export const COUCHDB_CLUB_NAME = 'Apache CouchDB behind Caddy';

/** The real club's server, on the CouchDB the run was given; null with none. */
function couchServer(): ClubServerKind | null {
  const given = givenCouch(process.env);
  if (given.kind === 'none') return null;
  const tag = randomBytes(3).toString('hex');
  const named = (name: string) => `${name}-${tag}`;
  return {
    name: COUCHDB_CLUB_NAME,
    named,
    account: (who) => ({ ...who, name: named(who.name) }),
    // Caddy's own authority, which the browser does not know.
    browserArgs: ['--ignore-certificate-errors'],
    shot: (name) => `club/couchdb/${name}`,
    strangerRefused: () => 'You are not allowed to access this db.',
    start: (plan) => startCouchClubApp(given, plan),
  };
}

/** The line a file prints when its tests on Apache CouchDB did not run, and how to run them. */
export const COUCHDB_NOT_RUN = `The club's browser tests on ${COUCHDB_CLUB_NAME} did not run: no Apache CouchDB was given (${COUCHDB_START}=<path to couchdb-start> or ${COUCHDB_URL}=http://admin:PASSWORD@HOST:PORT).`;

/**
 * Runs `tests` once for each server, in a describe named for it: `npm run club`'s always, Apache
 * CouchDB behind Caddy where the run is given one. Where it is not, the CouchDB describe is there,
 * skipped, under a name that says so, and the file prints COUCHDB_NOT_RUN once.
 */
export function forEachClubServer(tests: (server: ClubServerKind) => void): void {
  describe(`on ${NPM_CLUB.name}`, () => tests(NPM_CLUB));
  const couch = couchServer();
  if (couch !== null) {
    describe(`on ${couch.name}`, () => tests(couch));
    return;
  }
  console.log(COUCHDB_NOT_RUN);
  describe.skip(`on ${COUCHDB_CLUB_NAME} (not run: no Apache CouchDB was given; set ${COUCHDB_START} or ${COUCHDB_URL})`, () =>
    tests({
      ...NPM_CLUB,
      name: COUCHDB_CLUB_NAME,
      start: () => Promise.reject(new Error('no Apache CouchDB was given')),
    }));
}

export interface ClubOn extends ClubDevices {
  /** The running club; known once the tests start. */
  readonly club: () => RunningClub;
  /** The members' browser, with the server's flags; known once the tests start. */
  readonly browser: () => Browser;
}

/**
 * A club on `server` for the tests of the describe it is called in: the server started with the
 * plan (the club named in the plan, under `server.named`) and Chromium launched side by side
 * before the first test, `setUp` run on the club once it serves (more clubs on the same server,
 * a design document of another version), and both closed after the last; and the members'
 * devices in that browser (clubDevices.ts).
 */
export function useClubOn(
  server: ClubServerKind,
  plan: ClubPlan,
  setUp?: (club: RunningClub) => Promise<void>,
): ClubOn {
  let club: RunningClub | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const [served, launched] = await Promise.allSettled([
      server.start(plan).then(async (running) => {
        club = running;
        await setUp?.(running);
      }),
      launchBrowser({ args: [...server.browserArgs] }).then((b) => (browser = b)),
    ]);
    for (const settled of [served, launched])
      if (settled.status === 'rejected') throw settled.reason;
  }, limits.browserHook);

  afterAll(async () => {
    try {
      await closeBrowser(browser);
    } finally {
      await club?.close();
    }
  });

  const known = <T>(what: string, value: T | undefined): T => {
    if (value === undefined) throw new Error(`${what} did not start (see the describe's set-up)`);
    return value;
  };
  const running = () => known(`the club on ${server.name}`, club);
  const members = () => known('Chromium', browser);
  return { club: running, browser: members, ...clubDevices(members, running) };
}
