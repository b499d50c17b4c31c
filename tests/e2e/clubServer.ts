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
 * server can be stopped and started again on the same port with everything kept.
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
  /** Stops the server; the club stays in its folder. */
  readonly stop: () => Promise<void>;
  /**
   * Starts it again on the same port and folder, as `npm run club` is started again; with
   * `members`, those named on its command line instead (a member named with another password
   * gets that password).
   */
  readonly restart: (members?: readonly Account[]) => Promise<void>;
  /** Stops it and removes its folder. */
  readonly close: () => Promise<void>;
}

export async function startClubApp(options: {
  readonly club?: string;
  readonly organiser: Account;
  readonly members: readonly Account[];
}): Promise<RunningClub> {
  const buildError = inject('e2eBuildError');
  if (buildError) throw new Error(`The app did not build, so it cannot be tested.\n${buildError}`);
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`No built app in ${distDir}: run \`npm run build\` first.`);
  const data = mkdtempSync(join(tmpdir(), 'bridgepad-club-e2e-'));
  const port = await freePort();
  const club = options.club ?? 'club';
  const argv = (members: readonly Account[]) => [
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
  const start = async (members: readonly Account[] = options.members) => {
    printed = [];
    const served = await runClub(argv(members), {
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
    stop,
    restart: start,
    close: async () => {
      await stop();
      rmSync(data, { recursive: true, force: true });
    },
  };
}
