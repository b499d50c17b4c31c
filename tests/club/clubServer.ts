import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/freePort.ts';
import { limits } from '../../scripts/limits.ts';
import type { ServeIo } from '../../scripts/club/main.ts';
import { runClub } from '../../scripts/club/main.ts';
import type { ClubServer } from '../../scripts/club/server.ts';

/**
 * `npm run club` started in this process, as its command line starts it, with the outside world
 * passed in (docs/style.md, rule 20): a folder standing for the built app, the databases in memory
 * unless a test keeps them on LevelDB, and what it prints kept for the test to read.
 */

export interface TestClub {
  readonly server: ClubServer;
  readonly origin: string;
  readonly out: string[];
  readonly err: string[];
  /** A request to the server, as a member's device makes it. */
  readonly http: (method: string, path: string, options?: Ask) => Promise<Answer>;
}

export interface Ask {
  readonly user?: readonly [string, string];
  readonly cookie?: string;
  readonly body?: unknown;
}

export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly text: string;
  readonly headers: Headers;
}

/** A folder holding a page and a script, as the built app's folder does. */
export function appFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bridgepad-club-app-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>WeThey</title>\n');
  writeFileSync(join(dir, 'assets', 'app.js'), 'export const app = 1;\n');
  return dir;
}

export function removeFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A request to `origin`; by `fetchFn` where the origin needs its own (a certificate to trust). */
export async function ask(
  origin: string,
  method: string,
  path: string,
  options: Ask = {},
  fetchFn: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.user !== undefined)
    headers.authorization = `Basic ${Buffer.from(options.user.join(':')).toString('base64')}`;
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetchFn(`${origin}${path}`, {
    method,
    headers,
    // The server answers on this machine within milliseconds, and this is far beyond any answer:
    // a server that stops answering fails the test with its request, before the test's own limit.
    signal: AbortSignal.timeout(limits.answer),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    body = {};
  }
  return { status: response.status, body, text, headers: response.headers };
}

/** Starts the club server with these options; `data` keeps its databases on LevelDB there. */
export async function startClub(
  args: readonly string[],
  { data, app = appFolder() }: { data?: string; app?: string } = {},
): Promise<TestClub> {
  const port = await freePort();
  const out: string[] = [];
  const err: string[] = [];
  const io: ServeIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    builtApp: () => ({ ok: true, value: app }),
    addresses: () => [],
    host: '127.0.0.1',
    ...(data === undefined ? { store: () => ({ kind: 'memory' }) } : {}),
  };
  const served = await runClub(
    ['--port', String(port), ...(data === undefined ? [] : ['--data', data]), ...args],
    io,
  );
  if (served.status !== 0) throw new Error(`the club server did not start: ${err.join('\n')}`);
  const origin = `http://127.0.0.1:${port}`;
  return {
    server: served.server,
    origin,
    out,
    err,
    http: (method, path, options) => ask(origin, method, path, options),
  };
}
