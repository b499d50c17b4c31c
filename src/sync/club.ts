import type { BridgepadDb } from '../db/database.ts';
import { keepBlobsOut } from './idbBlobs.ts';
import { Mirror } from './mirror.ts';
import type { LocalPouch } from './pouch.ts';

/**
 * Joining the mirror to a club's server, as the app does once a device has joined a club
 * (docs/format.md, "The club's documents"): the device's copy of the club's database in the browser
 * (`bridgepad-club`), and the club's database on the app's own origin, reached with the member's
 * session cookie. PouchDB's browser build is loaded here, with this module: never on the first
 * screen, and never on a device that has not joined a club.
 */

/** The device's copy of the club's database, in the browser's IndexedDB. */
export const LOCAL_NAME = 'bridgepad-club';

/**
 * How PouchDB is made: a database by name or address, with its options (docs/style.md, rule 20).
 */
export type PouchConstructor = new (
  nameOrUrl: string,
  options?: {
    readonly skip_setup?: boolean;
    readonly fetch?: (url: string, init: RequestInit) => Promise<Response>;
  },
) => LocalPouch;

export type { ClubPlace, ClubUrl } from './clubPlace.ts';
export { clubUrl } from './clubPlace.ts';

/**
 * The browser's PouchDB, loaded with this chunk; where the browser's IndexedDB takes no Blob (a
 * private window of WebKit's), it is first made to say so at once (idbBlobs.ts), so that PouchDB
 * sets the club's copy up without Blobs rather than waiting for ever.
 */
export async function browserPouch(): Promise<PouchConstructor> {
  const [module] = await Promise.all([import('pouchdb-browser'), keepBlobsOut()]);
  // The package ships no types: pouch.ts states the part of its API the mirror uses.
  return module.default as PouchConstructor;
}

/** The cache the service worker keeps the sync's code in, once fetched (vite.config.ts). */
const CODE_CACHE = 'bridgepad-club';
/** The sync's scripts in the build: the mirror's and PouchDB's (vite.config.ts, CLUB_CHUNK). */
const CODE_FILE = /\/assets\/club-[\w-]+\.js$/;

/**
 * Keeps the sync's code for offline use, as a device joins or starts: every script of it the page
 * has loaded (this one and PouchDB's), put where it is not yet in the cache the service worker
 * serves them from. On the app's first visit the service worker does not yet serve the page, so
 * what the page fetched then was kept nowhere, and a device that joined then and started offline
 * had no sync. Where the page has no caches (a plain HTTP address), nothing is kept.
 */
export async function keepOffline(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  const scripts = [...new Set([import.meta.url, ...loaded])].filter((url) =>
    CODE_FILE.test(new URL(url).pathname),
  );
  const cache = await caches.open(CODE_CACHE);
  await Promise.all(
    scripts.map(async (url) => {
      if ((await cache.match(url)) === undefined) await cache.add(url);
    }),
  );
  // An earlier version's scripts, kept so, go once both of this version's are kept.
  if (scripts.length < 2) return;
  const now = new Set(scripts.map((url) => new URL(url).pathname));
  for (const old of await cache.keys())
    if (!now.has(new URL(old.url).pathname)) await cache.delete(old);
}

/** Failures of the club's server answering `info`: the replication meets and reports them. */
const replicationFailures = new WeakSet<object>();
const listeningOn = new WeakSet<object>();

/**
 * PouchDB's replication asks the club's server for its figures (`info`) to count its progress,
 * and where the server is gone at that moment it lets the failure go unhandled, though the
 * replication meets the same failure and reports it (the club's line says offline or signed out).
 * Each failure of `info` is marked, and the page's unhandled rejection of a marked one is not
 * reported twice; every caller that waits for `info` still gets the failure.
 */
export function heardByReplication(
  pouch: { info: () => Promise<unknown> },
  // The page, where there is one: in Node (the command line, the tests) there is none to hear.
  page: EventTarget | undefined = typeof globalThis.addEventListener === 'function'
    ? globalThis
    : undefined,
): void {
  const info = pouch.info.bind(pouch);
  pouch.info = () =>
    info().catch((error: unknown) => {
      if (typeof error === 'object' && error !== null) replicationFailures.add(error);
      throw error;
    });
  if (page === undefined || listeningOn.has(page)) return;
  listeningOn.add(page);
  page.addEventListener('unhandledrejection', (event) => {
    const reason = (event as Event & { reason?: unknown }).reason;
    if (typeof reason === 'object' && reason !== null && replicationFailures.has(reason)) {
      event.preventDefault();
    }
  });
}

/**
 * How long the device's copy of the club may take to open and answer its first read (ms). A copy
 * opens in a moment; one that has not answered by then never will (a browser that cannot keep it:
 * a private window may not), and the club's line says so in words instead of "connecting…".
 */
export const FIRST_READ_MS = 10_000;

/** Why the club's sync did not start where the device's copy of the club never answered. */
export const COPY_NOT_KEPT =
  "this window cannot keep the club's copy: the browser did not open it within 10 seconds (a private window may not). Open the club's link in a window that is not private, or from the app on the Home Screen; the matches on this device stay.";

/** `work`, or a failure with `words` once `ms` have passed without its answer. */
function withinTime<T>(work: Promise<T>, ms: number, words: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(words)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A mirror started for a club: stop it to leave, keeping every match. */
export interface ClubSync {
  readonly mirror: Mirror;
  readonly stop: () => Promise<void>;
}

/**
 * Starts the club's mirror on this device: its copy of the club's database, the mirror between it
 * and the store, and the live replication with the club's database at `url` (clubUrl), every
 * request carrying the member's session cookie and never a password. A copy that has not
 * answered its first read within `firstReadMs` fails the start with COPY_NOT_KEPT.
 */
export async function startClub(
  db: BridgepadDb,
  member: string,
  url: string,
  PouchDB: PouchConstructor,
  firstReadMs = FIRST_READ_MS,
): Promise<ClubSync> {
  const local = new PouchDB(LOCAL_NAME);
  const remote = new PouchDB(new URL(url, globalThis.location.href).href, {
    skip_setup: true,
    fetch: (input, init) => globalThis.fetch(input, { ...init, credentials: 'include' }),
  });
  heardByReplication(remote);
  // A device joining holds, as often as not, matches that came from the club: they wait for it.
  let mirror: Mirror;
  try {
    mirror = await withinTime(
      Mirror.open({ db, local, member, waitForClub: true }),
      firstReadMs,
      COPY_NOT_KEPT,
    );
  } catch (error) {
    // A copy that never answered may never close either: nothing waits for it.
    local.close().catch(() => undefined);
    remote.close().catch(() => undefined);
    throw error;
  }
  mirror.start(remote);
  return {
    mirror,
    stop: async () => {
      await mirror.stop();
      await Promise.all([local.close(), remote.close()]);
    },
  };
}

/**
 * Removes the device's copy of the club's database, as when the device leaves its club: it holds
 * that club's documents and the mirror's place in them, which a club joined later must not take
 * for its own. The store's matches are not in it, and stay.
 */
export async function forgetClubCopy(PouchDB: PouchConstructor): Promise<void> {
  await new PouchDB(LOCAL_NAME).destroy();
}
