import memory from 'pouchdb-adapter-memory';
import PouchDB from 'pouchdb-node';
import { vi } from 'vitest';
import * as clubCode from '../../src/sync/club.ts';
import type { PouchConstructor } from '../../src/sync/club.ts';
import type { LocalPouch } from '../../src/sync/pouch.ts';
import * as accountsCode from '../../src/sync/accounts.ts';
import * as signInCode from '../../src/sync/signIn.ts';
import { useClubStore } from '../../src/state/clubStore.ts';
import { clubLeft } from '../../src/state/clubChanges.ts';
import type { ClubWorld } from '../../src/ui/club/clubWorld.ts';
import type { CouchServerOptions } from '../sync/couchServer.ts';
import { couchServer } from '../sync/couchServer.ts';

/**
 * The club's world for the screens' tests (docs/style.md, rule 20): the club's server as fetch
 * meets it (couchServer), and the real sync code with PouchDB in memory: the device's copy by its
 * name, and the club's database, at its address, one more database in memory (or, given
 * `remoteAt`, a real HTTP server). Each world's databases are its own.
 */
PouchDB.plugin(memory);

export const ORIGIN = 'http://localhost:3000';

export function clubWorld({
  remoteAt,
  server: accounts,
}: { remoteAt?: string; server?: CouchServerOptions } = {}) {
  const server = couchServer(accounts);
  const prefix = crypto.randomUUID();
  const open = (name: string) =>
    new PouchDB(`${prefix}-${name}`, { adapter: 'memory' }) as LocalPouch;
  // A constructor, as PouchDB is: `new` takes the object it returns.
  const Pouch = function (name: string, options?: object) {
    if (!name.startsWith('http')) return open(name);
    return remoteAt === undefined ? open('server') : new PouchDB(remoteAt, options);
  } as unknown as PouchConstructor;
  const loadSync = vi.fn(async () => ({ ...clubCode, browserPouch: async () => Pouch }));
  const loadSignIn = vi.fn(async () => signInCode);
  const world: ClubWorld = {
    fetch: server.fetch,
    origin: ORIGIN,
    loadSync,
    loadSignIn,
    loadAccounts: async () => accountsCode,
  };
  return {
    world,
    server,
    loadSync,
    /** The device's copy of the club, as the app names it. */
    local: () => open(clubCode.LOCAL_NAME),
    /** The club's database on its server. */
    club: () => open('server'),
  };
}

/**
 * Stops whatever sync a test left running, and forgets its club. A test that renders screens ends
 * with closeScreensAndClub (clubScreens.ts), which takes them down first.
 */
export async function leaveNothingRunning(): Promise<void> {
  await useClubStore.getState().sync?.stop();
  clubLeft();
}
