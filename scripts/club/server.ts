import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { createServer as createSecureServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { devNull } from 'node:os';
import { join, resolve } from 'node:path';
import type { ClubUser } from '../../src/season/clubDocument.ts';
import { SERVED_HEADERS } from '../servedHeaders.ts';
import { accountsRoute } from './accounts.ts';
import { admit } from './gate.ts';
import { keepRevisions } from './keepRevisions.ts';
import type { Account, Read } from './options.ts';

/**
 * The laptop's club server (`npm run club`, docs/sync.md, "A club night on one laptop"): the
 * built app at `/` and a CouchDB at `/couchdb` (express-pouchdb in its full CouchDB mode, over
 * PouchDB on LevelDB, or in memory for the tests), on one origin and one port, every answer with
 * the headers `npm start` serves the app with. The server keeps one admin of its own, made anew at
 * each start and never shown, to set the club up through CouchDB's own API (setUp.ts); no member
 * and no organiser is a server admin.
 */

const require = createRequire(import.meta.url);

/** PouchDB's constructor, as far as the server uses it. */
interface PouchConstructor {
  defaults(options: Record<string, unknown>): PouchConstructor;
  plugin(plugin: unknown): PouchConstructor;
}

interface Layer {
  readonly name: string;
}

/** express-pouchdb's app, as far as the server uses it. */
interface CouchApp {
  (req: Request, res: Response, next: NextFunction): void;
  readonly couchConfig: {
    get(section: string, key: string): unknown;
    set(section: string, key: string, value: string, done: (error?: unknown) => void): void;
  };
  setPouchDB(PouchDB: PouchConstructor): Promise<void>;
  readonly daemonManager: { stop(PouchDB: PouchConstructor): Promise<void> };
  use(handler: (req: Request, res: Response, next: NextFunction) => void): void;
  readonly _router: { stack: Layer[] };
}

type ExpressPouchDB = (options: Record<string, unknown>) => CouchApp;

/** Where the club's databases are kept. */
export type ClubStore =
  { readonly kind: 'leveldb'; readonly folder: string } | { readonly kind: 'memory' };

export interface ClubServerOptions {
  /** 0 for any free port. */
  readonly port: number;
  /** The address to listen on; every address of the machine when left out. */
  readonly host?: string;
  readonly store: ClubStore;
  /** The built app's folder. */
  readonly app: string;
  /**
   * Served over HTTPS with this certificate (certificate.ts), and what a phone trusts served at
   * CERTIFICATE_PATH for it to install; plain HTTP when left out.
   */
  readonly tls?: { readonly cert: string; readonly key: string; readonly trust: string };
}

export interface ClubServer {
  readonly port: number;
  /** Whether the port answers over HTTPS. */
  readonly https: boolean;
  /**
   * The CouchDB's address on this machine, `http://localhost:PORT/couchdb` (or the host's). Over
   * HTTPS, the same server answers this machine alone on a second, plain port on the loopback, so
   * that the setup and the server itself reach it without trusting its certificate.
   */
  readonly couch: URL;
  /** The server's own admin, for setting the club up. */
  readonly admin: Account;
  close(): Promise<void>;
}

/** The path CouchDB is served under: the app's invite link names it (docs/sync.md). */
export const COUCH_PATH = '/couchdb';

/** The largest request body read, as express-pouchdb reads them (its default document size). */
const MAX_REQUEST_BYTES = 4 * 1024 ** 3;
const SERVER_ADMIN = 'bridgepad-server';
const AUTH = 'couch_httpd_auth';

const secret = () => randomBytes(24).toString('hex');

function pouchFor(store: ClubStore): PouchConstructor {
  const PouchDB = require('pouchdb-node') as PouchConstructor;
  if (store.kind === 'memory') {
    PouchDB.plugin(require('pouchdb-adapter-memory'));
    // memdown keeps one store per name in the process: each server has names of its own.
    return PouchDB.defaults({ adapter: 'memory', prefix: `club-${secret()}-` });
  }
  const folder = join(resolve(store.folder), 'databases');
  mkdirSync(folder, { recursive: true });
  return PouchDB.defaults({ prefix: `${folder}/` });
}

function set(app: CouchApp, section: string, key: string, value: string): Promise<void> {
  return new Promise((done, fail) => {
    app.couchConfig.set(section, key, value, (error) => (error ? fail(error) : done()));
  });
}

/** An admin's password as CouchDB keeps one in its configuration: PBKDF2, never the password. */
function hashedPassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  const iterations = 10;
  const key = pbkdf2Sync(password, salt, iterations, 20, 'sha1').toString('hex');
  return `-pbkdf2-${key},${salt},${iterations}`;
}

/**
 * Writes the server's configuration file before express-pouchdb reads it (two writes of its own,
 * close together, race each other): the server's admin for this start, and the secret session
 * cookies are signed with, kept across restarts so that members stay signed in.
 */
function writeConfig(file: string, admin: Account): Read<void> {
  let config: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (typeof kept === 'object' && kept !== null && !Array.isArray(kept))
        config = kept as Record<string, unknown>;
      else throw new Error('not an object');
    } catch (error) {
      return {
        ok: false,
        error: `${file} is not the server's configuration (${error instanceof Error ? error.message : String(error)}): move it away to start afresh.`,
      };
    }
  }
  const section = (key: string) => {
    const value = config[key];
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  };
  const auth = section(AUTH);
  config[AUTH] = { ...auth, secret: typeof auth.secret === 'string' ? auth.secret : secret() };
  config.admins = { ...section('admins'), [admin.name]: hashedPassword(admin.password) };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  return { ok: true, value: undefined };
}

/** The user express-pouchdb found for a request (cookie or password), as the gate reads one. */
function userOf(req: Request): ClubUser {
  const session = (req as Request & { couchSession?: { userCtx?: Partial<ClubUser> } })
    .couchSession;
  const ctx = session?.userCtx ?? {};
  return {
    name: typeof ctx.name === 'string' ? ctx.name : null,
    roles: Array.isArray(ctx.roles) ? ctx.roles : [],
  };
}

/** Whether the user is among a database's admins, its `_security` read as the server's admin. */
async function isAdminOf(couch: URL, admin: Account, database: string, user: ClubUser) {
  const auth = Buffer.from(`${admin.name}:${admin.password}`).toString('base64');
  const response = await fetch(`${couch.href}/${encodeURIComponent(database)}/_security`, {
    headers: { authorization: `Basic ${auth}`, accept: 'application/json' },
  });
  if (!response.ok) return false;
  const security = (await response.json()) as { admins?: { names?: unknown; roles?: unknown } };
  const { names, roles } = security.admins ?? {};
  return (
    (Array.isArray(names) && names.includes(user.name)) ||
    (Array.isArray(roles) && user.roles.some((role) => roles.includes(role)))
  );
}

/**
 * Puts the gate (gate.ts) right after express-pouchdb has found who is asking and before any of
 * its routes: a request the gate refuses never reaches them. What a club's members may not do,
 * its organisers (the database's admins) may, as CouchDB allows them; `couch` is the server's own
 * address, known once it listens.
 */
function placeGate(app: CouchApp, couch: () => URL | undefined, admin: Account): void {
  app.use((req, res, next) => {
    const user = userOf(req);
    const admission = admit(req.method, req.path, user);
    if (admission.ok) {
      next();
      return;
    }
    const refuse = () => {
      res.status(admission.status).json({
        error: admission.status === 401 ? 'unauthorized' : 'forbidden',
        reason: admission.reason,
      });
    };
    const own = couch();
    if (admission.adminsOf === undefined || own === undefined || user.name === null) {
      refuse();
      return;
    }
    isAdminOf(own, admin, admission.adminsOf, user).then(
      (yes) => (yes ? next() : refuse()),
      refuse,
    );
  });
  const { stack } = app._router;
  const gate = stack.pop();
  const cookies = stack.findIndex((layer) => layer.name === 'cookieParser');
  if (gate === undefined || cookies < 0)
    throw new Error("express-pouchdb's sign-in was not found: the club server cannot guard it.");
  // The layer after the cookie parser is the one that finds the session.
  stack.splice(cookies + 2, 0, gate);
  // Right behind the gate, so that only a member's write is read.
  app.use(keepRevisions(MAX_REQUEST_BYTES));
  const kept = stack.pop();
  if (kept !== undefined) stack.splice(cookies + 3, 0, kept);
  // Then the accounts' rules, which express-pouchdb's accounts database does not run itself.
  app.use(accountsRoute(couch, admin, userOf));
  const accounts = stack.pop();
  if (accounts !== undefined) stack.splice(cookies + 4, 0, accounts);
}

/** Where a phone downloads the certificate to trust, on a club served over HTTPS. */
export const CERTIFICATE_PATH = '/club-certificate.crt';

/** The most the server's request log keeps: its latest part, about a club night's requests. */
export const LOG_BYTES = 2_000_000;

/**
 * Keeps the request log (express-pouchdb's, a line a request) to its latest LOG_BYTES, cutting
 * its older half away whenever it grows past them: checked now and each minute while it runs.
 */
function boundLog(file: string): () => void {
  const trim = () => {
    try {
      if (!existsSync(file) || statSync(file).size <= LOG_BYTES) return;
      const kept = readFileSync(file).subarray(-LOG_BYTES / 2);
      const line = kept.indexOf(10);
      writeFileSync(file, kept.subarray(line + 1));
    } catch {
      // A log that cannot be read or written is express-pouchdb's to report.
    }
  };
  trim();
  const timer = setInterval(trim, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

/** The built app, every unknown address answered with its page (README, "Serving it elsewhere"). */
function appFiles(folder: string): express.Router {
  const router = express.Router();
  router.use(express.static(folder, { index: 'index.html' }));
  router.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') res.sendFile(join(folder, 'index.html'));
    else next();
  });
  return router;
}

function listen(
  app: express.Express,
  port: number,
  host: string | undefined,
  tls?: { readonly cert: string; readonly key: string },
): Promise<Read<Server>> {
  return new Promise((done) => {
    const server = tls === undefined ? createServer(app) : createSecureServer(tls, app);
    server.listen({ port, ...(host === undefined ? {} : { host }) });
    server.once('listening', () => done({ ok: true, value: server }));
    server.once('error', (error: NodeJS.ErrnoException) => {
      done({
        ok: false,
        error:
          error.code === 'EADDRINUSE'
            ? `Port ${port} is in use: stop what uses it, or choose another with --port N.`
            : error.code === 'EACCES'
              ? `Port ${port} may not be used by this user: choose one above 1023 with --port N.`
              : `The server could not start on port ${port}: ${error.message}`,
      });
    });
  });
}

/** Starts the server; it answers once this resolves, until `close`. */
export async function startClubServer(options: ClubServerOptions): Promise<Read<ClubServer>> {
  const PouchDB = pouchFor(options.store);
  const folder = options.store.kind === 'leveldb' ? resolve(options.store.folder) : undefined;
  const configFile = folder === undefined ? undefined : join(folder, 'config.json');
  const admin = { name: SERVER_ADMIN, password: secret() };
  if (configFile !== undefined) {
    const written = writeConfig(configFile, admin);
    if (!written.ok) return written;
  }
  const expressPouchDB = require('express-pouchdb') as ExpressPouchDB;
  const couch = expressPouchDB({
    mode: 'fullCouchDB',
    // Fauxton, CouchDB's own web page, runs inline scripts the app's headers forbid.
    overrideMode: { exclude: ['routes/fauxton'] },
    ...(configFile === undefined
      ? { inMemoryConfig: true, logPath: devNull }
      : { configPath: configFile, logPath: join(folder ?? '.', 'log.txt') }),
  });
  // The server's own address, for the gate to read a database's admins; known once it listens.
  const own: { address?: URL } = {};
  placeGate(couch, () => own.address, admin);
  if (configFile === undefined) {
    await set(couch, AUTH, 'secret', secret());
    await set(couch, 'admins', admin.name, admin.password);
  }
  await couch.setPouchDB(PouchDB);

  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    for (const [name, value] of Object.entries(SERVED_HEADERS)) res.setHeader(name, value);
    next();
  });
  app.use(COUCH_PATH, couch);
  const trust = options.tls?.trust;
  if (trust !== undefined)
    app.get(CERTIFICATE_PATH, (_req, res) => {
      res.type('application/x-x509-ca-cert').send(trust);
    });
  app.use(appFiles(resolve(options.app)));
  const stopTrimming = folder === undefined ? () => undefined : boundLog(join(folder, 'log.txt'));
  const listening = await listen(app, options.port, options.host, options.tls);
  // Over HTTPS, a plain port of its own for this machine alone (ClubServer.couch).
  const inside =
    listening.ok && options.tls !== undefined ? await listen(app, 0, '127.0.0.1') : undefined;
  if (!listening.ok || (inside !== undefined && !inside.ok)) {
    stopTrimming();
    if (listening.ok) listening.value.close();
    await couch.daemonManager.stop(PouchDB);
    return !listening.ok ? listening : (inside as { ok: false; error: string });
  }
  const servers = [listening.value, ...(inside?.ok === true ? [inside.value] : [])];
  const port = (listening.value.address() as AddressInfo).port;
  const address =
    inside?.ok === true
      ? new URL(`http://127.0.0.1:${(inside.value.address() as AddressInfo).port}${COUCH_PATH}`)
      : new URL(`http://${options.host ?? 'localhost'}:${port}${COUCH_PATH}`);
  own.address = address;
  return {
    ok: true,
    value: {
      port,
      https: options.tls !== undefined,
      couch: address,
      admin,
      close: async () => {
        stopTrimming();
        const closed = servers.map(
          (server) => new Promise<void>((done) => server.close(() => done())),
        );
        for (const server of servers) server.closeAllConnections();
        await Promise.all(closed);
        await couch.daemonManager.stop(PouchDB);
      },
    },
  };
}
