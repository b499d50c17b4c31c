// Global set-up of the projects whose tests reach a club's server (vitest.config.ts): one Apache
// CouchDB for the whole run, when one is given, so that every club test runs on the engine real
// clubs run as well as on `npm run club`'s own server (docs/sync.md, "Testing on Apache CouchDB").
//
// - BRIDGEPAD_COUCHDB_URL: a running CouchDB 3 with a server admin in the address
//   (http://admin:secret@127.0.0.1:5984), used as it is; the tests make their own databases and
//   accounts, each under names no other test file uses.
// - BRIDGEPAD_COUCHDB_START: the path of a script that starts one, as `couchdb-start DIR PORT
//   ADMIN_PASSWORD` does (prints its pid once it answers); started here in a folder of its own on
//   a free port, and stopped at the end of the run.
// With neither, the club's tests run on `npm run club`'s server alone, and `npm test` says so.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/freePort.ts';
import type { GivenCouch } from '../../scripts/club/couchdbGiven.ts';
import { couchdbStartEnv, givenCouch } from '../../scripts/club/couchdbGiven.ts';
import { systemDatabasesMade } from '../../scripts/club/couchReady.ts';
import { executable } from '../../scripts/executable.ts';
import { limits } from '../../scripts/limits.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Apache CouchDB the run was given, or null: the club's tests run on the npm server only. */
    couchdb: GivenCouch | null;
  }
}

/** CouchDB starts in about 5 s here; a machine twice as slow and busy still starts it in this. */
const START_WITHIN_MS = limits.start;

/**
 * Starts CouchDB with the given script in a folder of its own; resolves once it answers and has
 * made its system databases (scripts/club/couchReady.ts).
 */
async function start(script: string): Promise<{ couch: GivenCouch; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bridgepad-couchdb-'));
  const password = randomBytes(12).toString('hex');
  const port = await freePort();
  const printed = await new Promise<string>((resolve, reject) => {
    // A script copied without its executable bit (a read-only copy of shared files) runs by bash.
    const [file, args] = executable(script)
      ? [script, [dir, String(port), password]]
      : ['bash', [script, dir, String(port), password]];
    execFile(
      file,
      args,
      { encoding: 'utf8', timeout: START_WITHIN_MS, env: couchdbStartEnv() },
      (error, stdout, stderr) => {
        if (error === null) resolve(stdout);
        else {
          rmSync(dir, { recursive: true, force: true });
          reject(
            new Error(
              `${script} did not start Apache CouchDB (${error.message.split('\n')[0]}):\n${`${stdout}${stderr}`.trim()}`,
            ),
          );
        }
      },
    );
  });
  const pid = Number(printed.trim().split('\n').at(-1));
  const couch = { url: `http://127.0.0.1:${port}`, admin: { name: 'admin', password } };
  const stop = () => {
    try {
      if (Number.isInteger(pid) && pid > 0) process.kill(pid);
    } catch {
      // Stopped already.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await systemDatabasesMade(couch, START_WITHIN_MS);
  } catch (error) {
    stop();
    throw error;
  }
  return { couch, stop };
}

export default async function setup(project: TestProject): Promise<() => void> {
  const given = givenCouch(process.env);
  if (given.kind !== 'start') {
    project.provide('couchdb', given.kind === 'url' ? given.couch : null);
    return () => undefined;
  }
  const server = await start(given.script);
  project.provide('couchdb', server.couch);
  return server.stop;
}
