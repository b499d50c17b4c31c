// A real club's server as the repository's recipe builds it (docs/sync.md, "A real club's
// server"), for the browser tests and the benchmark alike: Caddy with the repository's
// deploy/Caddyfile on 127.0.0.1 with its own authority's certificate, in front of the built app and
// Apache CouchDB with deploy/couchdb-local.ini. Caddy keeps its certificates in a folder of its
// own, reaches no network and adds nothing to the machine's trusted roots. No test framework here,
// so the benchmark can use it too.
import type { ChildProcess } from 'node:child_process';
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, freePorts } from '../freePort.ts';
import { limits } from '../limits.ts';
import { distDir, repoRoot } from '../measure/served.ts';
import type { GivenCouch } from './couchdbGiven.ts';
import { couchdbStartEnv } from './couchdbGiven.ts';
import { systemDatabasesMade } from './couchReady.ts';

export const CADDY = '/usr/bin/caddy';
export const CADDYFILE = join(repoRoot, 'deploy', 'Caddyfile');
export const COUCHDB_INI = join(repoRoot, 'deploy', 'couchdb-local.ini');

/**
 * Runs couchdb-start as tests/setup/couchdb.ts does; resolves with the pid it prints, once the
 * server has made its system databases (couchReady.ts).
 */
async function couchdbStart(script: string, dir: string, port: number, password: string) {
  const pid = await runCouchdbStart(script, dir, port, password);
  await systemDatabasesMade({
    url: `http://127.0.0.1:${port}`,
    admin: { name: 'admin', password },
  });
  return pid;
}

function runCouchdbStart(script: string, dir: string, port: number, password: string) {
  return new Promise<number>((resolve, reject) => {
    execFile(
      'bash',
      [script, dir, String(port), password],
      { encoding: 'utf8', timeout: limits.start, env: couchdbStartEnv() },
      (error, stdout, stderr) => {
        if (error === null) resolve(Number(stdout.trim().split('\n').at(-1)));
        else {
          const why = error.killed ? ` within ${limits.start} ms` : '';
          reject(new Error(`${script} did not start Apache CouchDB${why}:\n${stdout}${stderr}`));
        }
      },
    );
  });
}

/** Whether a process of that id is there. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ends Apache CouchDB and waits until its process is gone; says so if it does not go. */
async function stopped(pid: number): Promise<void> {
  try {
    process.kill(pid);
  } catch {
    return;
  }
  const deadline = Date.now() + limits.start;
  while (running(pid)) {
    if (Date.now() > deadline)
      throw new Error(
        `Apache CouchDB (process ${pid}) was still running ${limits.start} ms after it was told to stop`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Each `key = value` of an ini file, with its section; comments left out. */
export function iniSettings(text: string): [string, string, string][] {
  let section = '';
  const settings: [string, string, string][] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const head = /^\[(.+)\]$/.exec(line);
    if (head?.[1] !== undefined) section = head[1];
    else if (line !== '' && !line.startsWith(';')) {
      const equals = line.indexOf('=');
      settings.push([section, line.slice(0, equals).trim(), line.slice(equals + 1).trim()]);
    }
  }
  return settings;
}

export interface RecipeCouch {
  readonly couch: GivenCouch;
  /**
   * Stops the CouchDB started here and starts it again on the same port, its data and settings
   * kept, as a club's machine restarts it; null for one given by address, which others may use.
   */
  readonly restartable: {
    readonly stop: () => Promise<void>;
    readonly start: () => Promise<void>;
  } | null;
  readonly close: () => Promise<void>;
}

/**
 * Apache CouchDB with the recipe's settings: started afresh with deploy/couchdb-local.ini added to
 * its own settings, as a club adds it; or the one given by address, the recipe's settings put in
 * through its configuration API (where it listens left as it is) and put back afterwards.
 */
export async function recipeCouch(
  given: { kind: 'url'; couch: GivenCouch } | { kind: 'start'; script: string },
): Promise<RecipeCouch> {
  if (given.kind === 'start') {
    const dir = mkdtempSync(join(tmpdir(), 'bridgepad-realclub-couchdb-'));
    const port = await freePort();
    const password = randomBytes(12).toString('hex');
    // The first start writes its own settings; the recipe's go after them, as a file in local.d.
    await stopped(await couchdbStart(given.script, dir, port, password));
    appendFileSync(join(dir, 'local.ini'), `\n${readFileSync(COUCHDB_INI, 'utf8')}`);
    let pid: number | null = await couchdbStart(given.script, dir, port, password);
    let closed = false;
    const stop = async () => {
      const was = pid;
      pid = null;
      if (was !== null) await stopped(was);
    };
    return {
      couch: { url: `http://127.0.0.1:${port}`, admin: { name: 'admin', password } },
      restartable: {
        stop,
        start: async () => {
          if (pid !== null || closed) return;
          const started = await couchdbStart(given.script, dir, port, password);
          // Closed while it started (a test that gave up on it): it is stopped, not left running.
          if (closed) await stopped(started);
          else pid = started;
        },
      },
      close: async () => {
        closed = true;
        await stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { url, admin } = given.couch;
  const auth = `Basic ${Buffer.from(`${admin.name}:${admin.password}`).toString('base64')}`;
  const config = (section: string, key: string, method: string, value?: string) =>
    fetch(`${url}/_node/_local/_config/${section}/${key}`, {
      method,
      headers: { authorization: auth, 'content-type': 'application/json' },
      ...(value === undefined ? {} : { body: JSON.stringify(value) }),
    });
  const before: [string, string, string][] = [];
  for (const [section, key, value] of iniSettings(readFileSync(COUCHDB_INI, 'utf8'))) {
    if (key === 'bind_address') continue;
    const answer = await config(section, key, 'PUT', value);
    if (!answer.ok) throw new Error(`${url} would not take [${section}] ${key} = ${value}`);
    before.push([section, key, (await answer.json()) as string]);
  }
  return {
    couch: given.couch,
    restartable: null,
    close: async () => {
      for (const [section, key, value] of before.reverse())
        await config(section, key, value === '' ? 'DELETE' : 'PUT', value || undefined);
    },
  };
}

export interface RecipeCaddy {
  /** The club's origin, e.g. https://127.0.0.1:41234 */
  readonly origin: string;
  /** A request to the club's origin, trusting Caddy's own authority and nothing else. */
  readonly fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /**
   * Stops Caddy at once, its open connections cut, as a machine going down cuts them; its
   * certificates and ports stay for `start`.
   */
  readonly stop: () => Promise<void>;
  /** Starts it again on the same ports with the same certificates; resolves once it serves. */
  readonly start: () => Promise<void>;
  readonly close: () => Promise<void>;
}

/** A request over HTTPS that trusts `ca`, answered as fetch answers. */
function fetchTrusting(ca: string) {
  return (url: string, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const headers = new Headers(init.headers);
      const req = request(
        url,
        { method: init.method ?? 'GET', headers: Object.fromEntries(headers), ca },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const answer = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              for (const one of Array.isArray(value) ? value : [value ?? ''])
                answer.append(name, one);
            const status = res.statusCode ?? 0;
            const body = [204, 304].includes(status) ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status, headers: answer }));
          });
        },
      );
      req.on('error', reject);
      if (typeof init.body === 'string') req.write(init.body);
      req.end();
    });
}

/** Starts Caddy with deploy/Caddyfile on free ports of 127.0.0.1; resolves once it serves. */
export async function recipeCaddy(couchdbUpstream: string): Promise<RecipeCaddy> {
  if (!existsSync(CADDY))
    throw new Error(
      `Caddy is not installed: no executable at ${CADDY}. npm test installs Debian's caddy; or, as root:\n  apt-get install -y caddy`,
    );
  const home = mkdtempSync(join(tmpdir(), 'bridgepad-caddy-'));
  const [port, httpPort, adminPort] = await freePorts(3);
  const origin = `https://127.0.0.1:${port}`;
  const root = join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  let fetchFn: RecipeCaddy['fetch'] | null = null;
  let running: { readonly caddy: ChildProcess; readonly exited: Promise<void> } | null = null;
  const stop = async () => {
    const was = running;
    running = null;
    if (was === null) return;
    // Not SIGTERM: a graceful stop waits, with no end by default, for every open request to
    // finish, and a device's replication holds one open.
    if (was.caddy.exitCode === null && was.caddy.signalCode === null) {
      was.caddy.kill('SIGKILL');
      await was.exited;
    }
  };
  let closed = false;
  const close = async () => {
    closed = true;
    await stop();
    rmSync(home, { recursive: true, force: true });
  };
  const start = async () => {
    if (running !== null || closed) return;
    let output = '';
    const caddy: ChildProcess = spawn(
      CADDY,
      ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'],
      {
        env: {
          PATH: process.env.PATH,
          HOME: home,
          XDG_DATA_HOME: join(home, 'data'),
          XDG_CONFIG_HOME: join(home, 'config'),
          BRIDGEPAD_SITE: origin,
          BRIDGEPAD_DIST: distDir,
          BRIDGEPAD_TLS: 'internal',
          BRIDGEPAD_HTTP_PORT: String(httpPort),
          BRIDGEPAD_CADDY_ADMIN: `127.0.0.1:${adminPort}`,
          COUCHDB_UPSTREAM: couchdbUpstream,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    caddy.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    caddy.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => caddy.once('exit', () => resolve()));
    running = { caddy, exited };
    // Caddy serves once it has made its own authority's certificate and answers the app.
    const deadline = Date.now() + limits.start;
    while (Date.now() < deadline) {
      if (caddy.exitCode !== null) break;
      if (existsSync(root)) {
        fetchFn ??= fetchTrusting(readFileSync(root, 'utf8'));
        const up = await fetchFn(`${origin}/`).then(
          (answer) => answer.status === 200,
          () => false,
        );
        if (up) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const why = caddy.exitCode === null ? `within ${limits.start} ms` : `(it exited)`;
    await stop();
    throw new Error(`Caddy did not serve ${origin} with ${CADDYFILE} ${why}:\n${output.trim()}`);
  };
  try {
    await start();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    origin,
    fetch: (url, init) => {
      if (fetchFn === null) throw new Error('Caddy has not served yet');
      return fetchFn(url, init);
    },
    stop,
    start,
    close,
  };
}
