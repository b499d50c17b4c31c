// How long the tests wait, in one place. Every wait of a browser or engine test is for something
// the page shows; these are only the limits past which a wait gives up. Each is set to hold on a
// machine half as fast as the one it was set on, with one of its cores busy elsewhere, and is
// scaled by the machine's measured speed (scripts/machineSpeed.ts): vitest.config.ts measures it
// once for the run and hands it on as BRIDGEPAD_SLOWER, which a person may also set by hand.
// Measured, the factor also follows the machine's load: each limit is scaled as it is read, and
// tests/setup/limits.ts sets each file's test and hook limits as the file starts, so a wait begun
// while the machine is busier than at the run's start waits longer before it gives up, in a
// process that runs one file or several. A test that passes waits no longer either way.
import { MEASURED, factorOfLoad } from './machineSpeed.ts';

/**
 * How many times slower than the reference machine this run's machine is: BRIDGEPAD_SLOWER (1
 * when it is missing or wrong); when that was measured, the machine's load now if that says more.
 */
export function slower(env: NodeJS.ProcessEnv = process.env, load = factorOfLoad): number {
  const given = Number(env.BRIDGEPAD_SLOWER);
  const factor = Number.isFinite(given) && given >= 1 ? given : 1;
  return env[MEASURED] === '1' ? Math.max(factor, load()) : factor;
}

const scaled = (ms: number) => Math.round(ms * slower());

/** The limits in milliseconds on the reference machine, before scaling. */
const UNSCALED = {
  /**
   * A page's answer to a tap, a key or a load it began (a control, a heading, a message), or a
   * local server's answer to one request.
   */
  answer: 20_000,
  /** A navigation, a reload or a page's first load. */
  navigation: 40_000,
  /** expect.poll's default: a figure the page shows, read again until it is right. */
  poll: 20_000,
  /** Slow by nature: a club's sync, a member's write to reach another device through a server. */
  clubSync: 40_000,
  /** Slow by nature: a browser, a server or a database starting or closing. */
  start: 45_000,
  /** Slow by nature: an import or export of thousands of matches, or of a hostile file. */
  bulk: 90_000,
  /** Slow by nature: the app's production build (once a run, and once more for an update). */
  build: 360_000,
  /** Slow by nature: a service worker's install, activation or update. */
  serviceWorker: 60_000,
  /** One browser test, unless it says why it needs longer. */
  browserTest: 90_000,
  /** A browser test's set-up or clean-up (a server, a browser, a club). A unit test's is `start`. */
  browserHook: 180_000,
  /** One unit test (in Node, with an in-memory IndexedDB). */
  unitTest: 30_000,
  /** A screen test's wait for what a tap loads (Testing Library's findBy and waitFor). */
  screenWait: 10_000,
} as const;

/**
 * The limits, in milliseconds, each scaled by the machine's speed and its load as it is read
 * (`slower`): a wait set now follows the load now, however long the process has run.
 */
export const limits: { readonly [K in keyof typeof UNSCALED]: number } = Object.defineProperties(
  {} as { readonly [K in keyof typeof UNSCALED]: number },
  Object.fromEntries(
    Object.entries(UNSCALED).map(([key, ms]) => [key, { enumerable: true, get: () => scaled(ms) }]),
  ),
);

/** A limit for a test that needs longer than `limits.browserTest`: `ms` scaled like the rest. */
export const longer = (ms: number): number => scaled(ms);
