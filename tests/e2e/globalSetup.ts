// Global setup of the e2e project (vitest.config.ts): builds the app into dist/ once per run,
// before any e2e test file starts. Vitest calls it only when at least one e2e file is in the run.
// It runs vite's build alone, not `npm run build`, whose type check of src/ `npm test` has already
// made over every file (its checks, before any test): one type check a run, not two.
//
// A failed build does not throw here (that would abort the whole run, unit tests and report
// included): the failure is handed to the tests instead, and startApp() fails every e2e test with
// the build's output.
//
// Beside the build, where the run is given an Apache CouchDB (tests/setup/couchdb.ts), it starts
// one with a real club's settings for every club file of the run (clubCouch.ts): each file sets up
// its own club on it under names of its own, as clubs share one server, instead of starting and
// configuring a CouchDB of its own.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { limits } from '../../scripts/limits.ts';
import { startClubCouch } from './clubCouch.ts';
import { UNCAUGHT_LOG } from './uncaught.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_TIMEOUT_MS = limits.build;

declare module 'vitest' {
  export interface ProvidedContext {
    /** null when the build succeeded; otherwise what went wrong, with the build's output. */
    e2eBuildError: string | null;
  }
}

function runBuild(): Promise<string | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['vite', 'build'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      output += `\n(killed after ${BUILD_TIMEOUT_MS / 1000} s)`;
      child.kill('SIGKILL');
    }, BUILD_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve(`could not start \`vite build\`: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) {
        console.log(`[e2e] built the app into dist/ in ${Date.now() - started} ms`);
        resolve(null);
      } else {
        resolve(`\`vite build\` failed (${signal ?? `exit code ${code}`}):\n${output.trim()}`);
      }
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  rmSync(UNCAUGHT_LOG, { force: true });
  const [error, couch] = await Promise.all([runBuild(), startClubCouch()]);
  if (error !== null) console.error(`[e2e] ${error}`);
  project.provide('e2eBuildError', error);
  project.provide('clubCouch', couch.provided);
  return async () => {
    await couch.close();
    // The run's total of what no page caught (uncaught.ts): each is a test's failure already.
    const lines = existsSync(UNCAUGHT_LOG)
      ? readFileSync(UNCAUGHT_LOG, 'utf8')
          .split('\n')
          .filter((line) => line !== '')
      : [];
    console.log(
      `[e2e] uncaught errors and unhandled rejections in the pages of this run: ${lines.length}`,
    );
    if (lines.length > 0)
      throw new Error(
        `pages of this run left ${lines.length} errors uncaught:\n${lines.join('\n')}`,
      );
  };
}
