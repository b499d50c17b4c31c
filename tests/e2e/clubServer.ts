import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { runClub } from '../../scripts/club/main.ts';
import type { ClubServer } from '../../scripts/club/server.ts';
import { COUCH_PATH } from '../../scripts/club/server.ts';
import { inviteLink } from '../../scripts/club/setUp.ts';
import { freePort } from '../../scripts/freePort.ts';
import { distDir } from './harness.ts';

/**
 * `npm run club` for the browser tests (docs/sync.md, "Serving it"): the built app and a club's
 * CouchDB on one origin, its databases on LevelDB in a folder of the test's own, so that the
 * server can be stopped and started again on the same port with everything kept. The same club
 * served the real way, Caddy in front of Apache CouchDB, is in couchClubApp.ts; clubServers.ts
 * runs a file's tests on each.
 */

export interface Account {
  readonly name: string;
  readonly password: string;
}

export interface RunningClub {
  /** The app's address, ending in a slash, e.g. http://127.0.0.1:41234/ */
  readonly url: string;
  readonly origin: string;
  /** The club's database name. */
  readonly club: string;
  /** The CouchDB's address, `<origin>/couchdb`. */
  readonly couch: URL;
  /** The invite link the server printed, on the test's origin. */
  readonly invite: string;
  /** The invite link to another club on the same server, as the organiser would share it. */
  readonly inviteTo: (club: string) => string;
  readonly admin: () => Account;
  /** A request to the club's origin, trusting its certificate as the test's browser does. */
  readonly fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** Stops the server, the app and CouchDB alike; the club stays. */
  readonly stop: () => Promise<void>;
  /** Starts it again on the same address, with everything kept. */
  readonly restart: () => Promise<void>;
  /**
   * Gives a member a new password, as whoever keeps the club's server does: `npm run club` started
   * again with the member named on its command line with it; on Apache CouchDB, the member's
   * account in `_users` written by a server admin.
   */
  readonly newPassword: (who: Account) => Promise<void>;
  /** Stops it and removes what it kept. */
  readonly close: () => Promise<void>;
}

/** Throws, saying why, unless the e2e project's global setup built the app. */
export function requireBuiltApp(): void {
  const buildError = inject('e2eBuildError');
  if (buildError) throw new Error(`The app did not build, so it cannot be tested.\n${buildError}`);
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`No built app in ${distDir}: run \`npm run build\` first.`);
}

export interface ClubPlan {
  readonly club?: string;
  readonly organiser: Account;
  readonly members: readonly Account[];
  /**
   * The test stops and starts the club's server, CouchDB too, as a club's machine restarts: on
   * Apache CouchDB it needs one of its own, not the run's shared one (couchClubApp.ts).
   */
  readonly restartsCouchDB?: boolean;
}

export async function startClubApp(options: ClubPlan): Promise<RunningClub> {
  requireBuiltApp();
  const data = mkdtempSync(join(tmpdir(), 'bridgepad-club-e2e-'));
  const port = await freePort();
  const club = options.club ?? 'club';
  // The members named on the command line, each with their password: changed by newPassword.
  let members = options.members;
  const argv = () => [
    '--port',
    String(port),
    '--data',
    data,
    '--club',
    club,
    '--organiser',
    `${options.organiser.name}:${options.organiser.password}`,
    ...members.flatMap((m) => ['--member', `${m.name}:${m.password}`]),
  ];
  let running: ClubServer | null = null;
  let printed: string[] = [];
  const start = async () => {
    printed = [];
    const served = await runClub(argv(), {
      out: (line) => printed.push(line),
      err: (line) => printed.push(line),
      builtApp: () => ({ ok: true, value: distDir }),
      addresses: () => [],
      host: '127.0.0.1',
    });
    if (served.status !== 0)
      throw new Error(`the club server did not start:\n${printed.join('\n')}`);
    running = served.server;
  };
  await start();
  const origin = `http://127.0.0.1:${port}`;
  const link = printed.find((line) => line.startsWith('Invite link: '));
  if (link === undefined) throw new Error(`no invite link printed:\n${printed.join('\n')}`);
  const invite = new URL(link.slice('Invite link: '.length));
  const stop = async () => {
    const server = running;
    running = null;
    await server?.close();
  };
  return {
    url: `${origin}/`,
    origin,
    club,
    couch: new URL(`${origin}${COUCH_PATH}`),
    invite: `${origin}/${invite.hash}`,
    inviteTo: (other) => inviteLink(new URL(origin), COUCH_PATH, other),
    admin: () => {
      if (running === null) throw new Error('the club server is stopped');
      return running.admin;
    },
    fetch: (url, init) => fetch(url, init),
    stop,
    restart: start,
    newPassword: async (who) => {
      if (!members.some((m) => m.name === who.name))
        throw new Error(`${who.name} is not named on the club server's command line`);
      members = members.map((m) => (m.name === who.name ? who : m));
      await stop();
      await start();
    },
    close: async () => {
      await stop();
      rmSync(data, { recursive: true, force: true });
    },
  };
}
