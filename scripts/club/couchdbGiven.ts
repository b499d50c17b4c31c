/**
 * Which Apache CouchDB the tests or the benchmark were given (tests/setup/couchdb.ts,
 * bench/clubServer.ts): one running at an address with its admin, a script to start one, or none.
 * Read by the tests' set-up, by `npm test`, which says in one line when the club's tests ran
 * without one, and by `npm run bench`, which says when the club's figures on Apache CouchDB were
 * not measured. And the environment a CouchDB started by the script runs in (couchdbStartEnv).
 */

export interface GivenCouch {
  /** The server's root, e.g. http://127.0.0.1:5984, with no name or password in it. */
  readonly url: string;
  readonly admin: { readonly name: string; readonly password: string };
}

export type Given =
  | { readonly kind: 'url'; readonly couch: GivenCouch }
  | { readonly kind: 'start'; readonly script: string }
  | { readonly kind: 'none' };

export const COUCHDB_URL = 'BRIDGEPAD_COUCHDB_URL';
export const COUCHDB_START = 'BRIDGEPAD_COUCHDB_START';

export function givenCouch(env: Readonly<Record<string, string | undefined>>): Given {
  const url = env[COUCHDB_URL]?.trim();
  if (url) {
    const parsed = new URL(url);
    const admin = {
      name: decodeURIComponent(parsed.username),
      password: decodeURIComponent(parsed.password),
    };
    if (admin.name === '')
      throw new Error(
        `${COUCHDB_URL} names no admin: give one in the address, like http://admin:secret@127.0.0.1:5984`,
      );
    parsed.username = '';
    parsed.password = '';
    return { kind: 'url', couch: { url: parsed.href.replace(/\/$/, ''), admin } };
  }
  const script = env[COUCHDB_START]?.trim();
  if (script) return { kind: 'start', script };
  return { kind: 'none' };
}

/**
 * The environment a CouchDB started by its script runs in: Erlang's schedulers told not to spin
 * while they wait for work (`+sbwt none`, as CouchDB's own vm.args advises where the machine's CPU
 * is shared). By default each spins a while after every request, and on a machine whose cores
 * are all busy (the browser tests beside it, another process) that spinning takes the CPU the
 * requests need: 1,500 writes took 54 to 60 s so, against 24 to 26 s without. ERL_FLAGS already
 * set is kept as it is.
 */
export function couchdbStartEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (env.ERL_FLAGS !== undefined) return env;
  return { ...env, ERL_FLAGS: '+sbwt none +sbwtdcpu none +sbwtdio none' };
}
