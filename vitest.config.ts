import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { jspdfTrim } from './scripts/jspdfTrim.ts';
import { rulesHtml } from './scripts/rulesHtml.ts';

/** Under CI a JSON report is written too, so .ci/run can print the totals of every runner. */
const reportFile = process.env.BRIDGEPAD_TEST_REPORT;

/**
 * Two projects, both run by `vitest run` (and so by `npm test`); the one JSON report totals both.
 * - unit: everything under tests/ but the browser tests, in Node with an in-memory IndexedDB.
 * - e2e: tests/e2e/*.e2e.test.ts, which drive Debian's Chromium against the built app. Its global
 *   setup builds the app once per run, and only when an e2e file is part of the run. The files run
 *   one at a time, after the unit tests, so that the browsers don't compete with them for the CPU.
 *   `npm run test:e2e` runs them alone.
 *   Also in it, on the same build: tests/engines/*.engine.test.ts, the core flows in Firefox,
 *   WebKitGTK and WPE WebKit. `npm run test:engines` runs those alone.
 */
export default defineConfig({
  test: {
    reporters: reportFile ? ['default', 'json'] : ['default'],
    ...(reportFile ? { outputFile: { json: reportFile } } : {}),
    projects: [
      {
        // jsPDF as the app bundles it (vite.config.ts), so the PDF tests read what ships.
        plugins: [react(), rulesHtml(), jspdfTrim()],
        resolve: { alias: [{ find: /^jspdf$/, replacement: 'jspdf/dist/jspdf.es.js' }] },
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'tests/e2e/**', 'tests/engines/**'],
          environment: 'node',
          setupFiles: ['tests/setup/indexedDb.ts', 'tests/setup/dom.ts'],
          // Above the eight seconds a screen test may wait for what a tap loads (tests/setup/dom.ts).
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts', 'tests/engines/**/*.engine.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
