import PouchDB from 'pouchdb-node';
import { afterAll, beforeAll, expect } from 'vitest';
import { limits, longer } from '../../scripts/limits.ts';
import type { LocalPouch } from '../../src/sync/pouch.ts';
import type { ClubHost, HostMaker } from '../club/clubHosts.ts';
import type { Device } from './devices.ts';

/**
 * A club set up on one of the servers a club runs (tests/club/clubHosts.ts), for the mirror's
 * tests against it: its organiser and members, each device reaching it signed in as its member,
 * as the app does. Called within a test file's `describe`, it starts the server before the tests
 * and stops it after them.
 */

export interface ClubOnHost<Name extends string> {
  readonly host: () => ClubHost;
  /** The club's database name on the server. */
  readonly club: () => string;
  /** The accounts' names on this server, by the names the tests give them. */
  readonly named: Readonly<Record<Name, string>>;
  /** The club's database as a member's device reaches it, signed in as that member. */
  readonly clubFor: (member: string, password?: string) => LocalPouch;
  /** The club's database as its server's admin reads it: every document and every leaf. */
  readonly asAdmin: () => LocalPouch;
  /** One exchange of a device with the club, as its member, with nothing refused. */
  readonly sync: (on: Device) => Promise<void>;
  /** Compacts the club's database, as CouchDB does on its own, and waits until it is done. */
  readonly compact: () => Promise<void>;
  /**
   * The club's server loses its data (the database gone, as with a lost data folder), then is set
   * up again as its secretary would with `club:setup`: the same accounts, an empty record.
   */
  readonly loseData: () => Promise<void>;
}

export const passwordOf = (name: string): string => `${name}-secret`;

export function clubOnHost<Name extends string>(
  { start }: HostMaker,
  organiser: Name,
  members: readonly Name[],
): ClubOnHost<Name> {
  let host: ClubHost | undefined;
  let club = '';
  const named = {} as Record<Name, string>;
  const running = () => {
    if (host === undefined) throw new Error('the club server is not started');
    return host;
  };

  const account = (name: Name) => ({ name: named[name], password: passwordOf(named[name]) });
  const setUp = () => running().setUp(club, account(organiser), members.map(account));

  beforeAll(async () => {
    host = await start();
    club = host.named('club');
    for (const name of [organiser, ...members]) named[name] = host.named(name);
    await setUp();
  }, longer(120_000));

  afterAll(async () => {
    await host?.close();
  }, limits.start);

  const pouch = (username: string, password: string) =>
    new PouchDB(`${running().couch}/${club}`, {
      skip_setup: true,
      auth: { username, password },
    }) as unknown as LocalPouch;
  const clubFor = (member: string, password = passwordOf(member)) => pouch(member, password);
  const asAdmin = () => pouch(running().admin.name, running().admin.password);
  const admin = () => [running().admin.name, running().admin.password] as const;

  return {
    host: running,
    club: () => club,
    named,
    clubFor,
    asAdmin,
    sync: async (on) => {
      await on.mirror.syncOnce(clubFor(on.name));
      expect(on.mirror.status().refused).toEqual([]);
    },
    compact: async () => {
      const started = await running().http('POST', `/${club}/_compact`, {
        user: admin(),
        body: {},
      });
      expect([200, 202], started.text).toContain(started.status);
      // CouchDB compacts in the background; the npm server's PouchDB before it answers.
      const compacting = async () =>
        (await running().http('GET', `/${club}`, { user: admin() })).body.compact_running;
      await expect
        .poll(compacting, { interval: 50, message: "the club's database is still compacting" })
        .not.toBe(true);
    },
    loseData: async () => {
      const gone = await running().http('DELETE', `/${club}`, { user: admin() });
      expect(gone.status, gone.text).toBe(200);
      await setUp();
    },
  };
}
