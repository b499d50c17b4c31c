import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { designDocument } from '../../scripts/club/designDocument.ts';
import type { Account, NamedAccount } from '../../scripts/club/options.ts';
import { setUpClub } from '../../scripts/club/setUp.ts';
import type { Answer, Ask } from './clubServer.ts';
import { ask, startClub } from './clubServer.ts';

/**
 * The servers a club's tests run on (docs/sync.md, "Testing on Apache CouchDB"): `npm run club`'s
 * own, started for the test file, and Apache CouchDB, the engine real clubs run, whenever the run
 * was given one (tests/setup/couchdb.ts). The same test, run on each, meets what a club's devices
 * meet there; a stand-in that takes what the real engine refuses hides nothing from it.
 */

export type Engine = 'npm run club' | 'Apache CouchDB';

export interface ClubHost {
  readonly engine: Engine;
  /** CouchDB's own address, with no slash at the end: `http://127.0.0.1:41234/couchdb`. */
  readonly couch: string;
  /** A server admin. */
  readonly admin: Account;
  /**
   * A name for an account or a club that is this test file's own: on a server other files share
   * (Apache CouchDB), the name with a tag after it; on the file's own server, the name itself.
   */
  readonly named: (name: string) => string;
  /** A request to the server, its path from CouchDB's root (`/club/_all_docs`). */
  readonly http: (method: string, path: string, options?: Ask) => Promise<Answer>;
  /** Sets a club up as `npm run club:setup` does: database, `_security`, design, accounts. */
  readonly setUp: (
    club: string,
    organiser: NamedAccount | undefined,
    members: readonly Account[],
  ) => Promise<void>;
  readonly close: () => Promise<void>;
}

export interface HostMaker {
  readonly engine: Engine;
  readonly start: () => Promise<ClubHost>;
}

function host(
  engine: Engine,
  couch: string,
  admin: Account,
  named: (name: string) => string,
  close: () => Promise<void>,
): ClubHost {
  return {
    engine,
    couch,
    admin,
    named,
    http: (method, path, options) => ask(couch, method, path, options),
    setUp: async (club, organiser, members) => {
      const done = await setUpClub({
        server: new URL(couch),
        admin,
        club,
        organiser,
        members,
        design: await designDocument(club),
      });
      if (!done.ok)
        throw new Error(`club ${club} not set up on ${engine}: ${JSON.stringify(done.errors)}`);
    },
    close,
  };
}

const NPM: HostMaker = {
  engine: 'npm run club',
  start: async () => {
    const club = await startClub([]);
    return host(
      'npm run club',
      club.server.couch.href.replace(/\/$/, ''),
      club.server.admin,
      (name) => name,
      () => club.server.close(),
    );
  },
};

/** Every server the run has: `npm run club`'s, and Apache CouchDB's when one was given. */
export function clubHosts(): readonly HostMaker[] {
  const given = inject('couchdb');
  if (given === null) return [NPM];
  const tag = randomBytes(3).toString('hex');
  const couchdb: HostMaker = {
    engine: 'Apache CouchDB',
    start: () =>
      Promise.resolve(
        host(
          'Apache CouchDB',
          given.url,
          given.admin,
          (name) => `${name}-${tag}`,
          () => Promise.resolve(),
        ),
      ),
  };
  return [NPM, couchdb];
}
