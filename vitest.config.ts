import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { jspdfTrim } from './scripts/jspdfTrim.ts';
import { rulesHtml } from './scripts/rulesHtml.ts';
import EngineShares from './tests/setup/engineShares.ts';
import LongestFirst from './tests/setup/longestFirst.ts';
import SlowestFiles from './tests/setup/slowestFiles.ts';
import { MEASURED, factorOf, measureWorkMs } from './scripts/machineSpeed.ts';

// The machine's speed now, measured once for the run, scales every limit (scripts/limits.ts);
// the test processes read it from the environment they inherit, and follow the machine's load
// from there. Set by hand, it is kept as it is.
if (process.env.BRIDGEPAD_SLOWER === undefined) {
  const ms = await measureWorkMs();
  process.env.BRIDGEPAD_SLOWER = String(factorOf(ms));
  process.env[MEASURED] = '1';
  console.log(
    `Limits scaled ×${process.env.BRIDGEPAD_SLOWER} for this machine's speed ` +
      `(its work took ${Math.round(ms)} ms), and more for a wait set while the machine is ` +
      `busier (BRIDGEPAD_SLOWER sets the factor by hand).`,
  );
}
const { limits } = await import('./scripts/limits.ts');

/** Under CI a JSON report is written too, so .ci/run can print the totals of every runner. */
const reportFile = process.env.BRIDGEPAD_TEST_REPORT;

/**
 * The unit files that run in a Node process of their own (unit-servers): they start a club's
 * server (express, in tests/club/clubServer.ts) or a vite build, or reach the run's Apache CouchDB
 * (tests/club/clubHosts.ts), whose start and stop belong to that project. In a shared process with
 * a context per file, express's dependencies do not load and vite's build does not take its
 * plugins, so a file that imports either and is not listed here fails at its start.
 */
const OWN_PROCESS = [
  'tests/club/**/*.test.ts',
  'tests/sync/realClub.test.ts',
  'tests/sync/realClubConflicts.test.ts',
  'tests/sync/refused.test.ts',
  'tests/ui/clubAccounts.test.tsx',
];

/** A unit project: the files under tests/ but the browser tests, `include`d and not `exclude`d. */
function unitProject(
  name: string,
  files: {
    pool: 'vmForks' | 'forks';
    include?: string[];
    exclude?: string[];
    globalSetup?: string[];
  },
) {
  return {
    // jsPDF as the app bundles it (vite.config.ts), so the PDF tests read what ships.
    plugins: [react(), rulesHtml(), jspdfTrim()],
    resolve: { alias: [{ find: /^jspdf$/, replacement: 'jspdf/dist/jspdf.es.js' }] },
    test: {
      name,
      pool: files.pool,
      include: files.include ?? ['tests/**/*.test.{ts,tsx}'],
      exclude: [
        ...configDefaults.exclude,
        'tests/e2e/**',
        'tests/engines/**',
        ...(files.exclude ?? []),
      ],
      environment: 'node',
      globalSetup: files.globalSetup ?? [],
      setupFiles: [
        'tests/setup/limits.ts',
        'tests/setup/indexedDb.ts',
        'tests/setup/dom.ts',
        'tests/setup/everyGame.ts',
      ],
      // Above what a screen test may wait for what a tap loads (tests/setup/dom.ts). Each
      // file sets these again, following the machine's load as it starts (tests/setup/limits.ts).
      testTimeout: limits.unitTest,
      hookTimeout: limits.start,
      expect: { poll: { timeout: limits.poll } },
      maxWorkers: 3,
      sequence: { groupOrder: 0 },
    },
  };
}

/**
 * Three projects, all run by `vitest run` (and so by `npm test`); the one JSON report totals them.
 * - unit: everything under tests/ but the browser tests, in Node with an in-memory IndexedDB. Each
 *   file has a fresh module state and globals of its own (a VM context), in one of the Node
 *   processes kept for the run: a process started for each file cost a quarter of the project's
 *   CPU time.
 * - unit-servers: the unit files in OWN_PROCESS, the same way but each in a Node process of its
 *   own, started for it. They serve a club (express, and Apache CouchDB when one is given) or
 *   build code with vite, which expect a process to themselves. They start first and mostly wait
 *   on their servers (tests/setup/longestFirst.ts), so the two unit projects run three files at a
 *   time (vitest's own default on two cores is one): the unit files took 136 and 141 s so, with a
 *   core kept busy, against 160 and 167 s two at a time with these last.
 * - e2e: tests/e2e/*.e2e.test.ts, which drive Debian's Chromium (its headless shell for pages,
 *   scripts/chromium.ts) against the built app. Its global setup builds the app once per run, and
 *   only when an e2e file is part of the run. The files run after the unit tests, so that the
 *   browsers don't compete with them for the CPU, and four at a time: a browser test mostly
 *   waits (for a page, a tap's quiet time, a service worker, another engine's driver), and on two
 *   cores the browser files alone took 345 s four at a time against 396 s three at a time (436
 *   against 459 s with a core kept busy elsewhere). Each file has its own server and browser
 *   contexts. A process serves file after file, the modules they share
 *   loaded once (isolate: false): a process started, and playwright and vite loaded, for each
 *   file cost 0.6 CPU-s a file. What those modules keep is a test's or a context's (the pages
 *   open, the errors no page caught), or a Chromium whose contexts are all closed, for the next
 *   file that launches one alike (tests/e2e/harness.ts); the limits are read as each wait is set
 *   (limits.ts). `npm run test:e2e` runs them alone.
 *   Also in it, on the same build: tests/engines/*.engine.test.ts, the core flows in Firefox,
 *   WebKitGTK and WPE WebKit. `npm run test:engines` runs those alone.
 * The longest browser files start first (tests/setup/longestFirst.ts), and the run ends with each
 * engine's share of it (tests/setup/engineShares.ts).
 */
export default defineConfig({
  test: {
    reporters: [
      ...(reportFile ? ['default', 'json'] : ['default']),
      new EngineShares(),
      new SlowestFiles(),
    ],
    sequence: { sequencer: LongestFirst },
    ...(reportFile ? { outputFile: { json: reportFile } } : {}),
    projects: [
      unitProject('unit', { pool: 'vmForks', exclude: OWN_PROCESS }),
      unitProject('unit-servers', {
        pool: 'forks',
        include: OWN_PROCESS,
        // One Apache CouchDB for the run's club tests, when one is given (tests/setup/couchdb.ts).
        globalSetup: ['tests/setup/couchdb.ts'],
      }),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts', 'tests/engines/**/*.engine.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          setupFiles: ['tests/setup/limits.ts', 'tests/e2e/setup.ts', 'tests/setup/everyGame.ts'],
          maxWorkers: 4,
          isolate: false,
          testTimeout: limits.browserTest,
          hookTimeout: limits.browserHook,
          expect: { poll: { timeout: limits.poll } },
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
