// How long the tests wait, in one place. Every wait of a browser or engine test is for something
// the page shows; these are only the limits past which a wait gives up. Each is set to hold on a
// machine half as fast as the one it was set on, with one of its cores busy elsewhere, and is
// scaled by the machine's measured speed (scripts/machineSpeed.ts): vitest.config.ts measures it
// once for the run and hands it on as BRIDGEPAD_SLOWER, which a person may also set by hand.
// Measured, the factor also follows the machine's load as each test file starts (this module is
// read afresh in each file's process, and tests/setup/limits.ts sets the file's test and hook
// limits from it): a file that starts while the machine is busier than at the run's start waits
// longer before it gives up. A test that passes waits no longer either way.
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

/** The limits, in milliseconds. */
export const limits = {
  /**
   * A page's answer to a tap, a key or a load it began (a control, a heading, a message), or a
   * local server's answer to one request.
   */
  answer: scaled(20_000),
  /** A navigation, a reload or a page's first load. */
  navigation: scaled(40_000),
  /** expect.poll's default: a figure the page shows, read again until it is right. */
  poll: scaled(20_000),
  /** Slow by nature: a club's sync, a member's write to reach another device through a server. */
  clubSync: scaled(40_000),
  /** Slow by nature: a browser, a server or a database starting or closing. */
  start: scaled(45_000),
  /** Slow by nature: an import or export of thousands of matches, or of a hostile file. */
  bulk: scaled(90_000),
  /** Slow by nature: the app's production build (once a run, and once more for an update). */
  build: scaled(360_000),
  /** Slow by nature: a service worker's install, activation or update. */
  serviceWorker: scaled(60_000),
  /** One browser test, unless it says why it needs longer. */
  browserTest: scaled(90_000),
  /** A browser test's set-up or clean-up (a server, a browser, a club). A unit test's is `start`. */
  browserHook: scaled(180_000),
  /** One unit test (in Node, with an in-memory IndexedDB). */
  unitTest: scaled(30_000),
  /** A screen test's wait for what a tap loads (Testing Library's findBy and waitFor). */
  screenWait: scaled(10_000),
} as const;

/** A limit for a test that needs longer than `limits.browserTest`: `ms` scaled like the rest. */
export const longer = (ms: number): number => scaled(ms);
