// The run's Apache CouchDB for the club's browser tests (globalSetup.ts): where the run is given
// one (tests/setup/couchdb.ts), one CouchDB with a real club's settings (deploy/couchdb-local.ini,
// as scripts/club/recipeServer.ts puts them in), started once beside the build and shared by every
// club file of the run, each with clubs and accounts under names of its own (clubServers.ts,
// `named`). Each file still puts Caddy of its own in front of it (couchClubApp.ts). Started or
// configured once a run, not once a file: a CouchDB given by address has its settings put in once
// and put back once, at the end, never by one file while another still runs on them.
import type { GivenCouch } from '../../scripts/club/couchdbGiven.ts';
import { givenCouch } from '../../scripts/club/couchdbGiven.ts';
import { recipeCouch } from '../../scripts/club/recipeServer.ts';

/** What the club's files are handed: the CouchDB, why it did not start, or null with none given. */
export type ClubCouch = { readonly couch: GivenCouch } | { readonly error: string } | null;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's CouchDB with a real club's settings (clubCouch.ts); null with none given. */
    clubCouch: ClubCouch;
  }
}

/**
 * Starts (or configures) the run's CouchDB. A CouchDB that does not start does not stop the run:
 * the club's tests on it fail, each saying why, and every other test runs.
 */
export async function startClubCouch(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ provided: ClubCouch; close: () => Promise<void> }> {
  const given = givenCouch(env);
  if (given.kind === 'none') return { provided: null, close: async () => undefined };
  const started = Date.now();
  try {
    const couch = await recipeCouch(given);
    console.log(
      `[e2e] Apache CouchDB for the club's tests ${given.kind === 'start' ? 'started' : 'set up'} in ${Date.now() - started} ms`,
    );
    return { provided: { couch: couch.couch }, close: couch.close };
  } catch (error) {
    const why = `Apache CouchDB for the club's tests did not start: ${error instanceof Error ? error.message : String(error)}`;
    console.error(`[e2e] ${why}`);
    return { provided: { error: why }, close: async () => undefined };
  }
}
