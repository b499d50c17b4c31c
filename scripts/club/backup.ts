import type { Fetch } from './couchRequest.ts';
import { couchRequest } from './couchRequest.ts';
import type { Account } from './options.ts';

/**
 * `npm run club:backup` (docs/sync.md, "Backing it up"): the club's whole database in one file,
 * every revision a device may hold as a leaf (a conflict's copies and deletions too) with the
 * revisions before it, and the database's `_security`; and `--restore`, which writes them back as
 * replication does (`new_edits: false`), so every revision keeps its number and a device that
 * holds it sees nothing new. Through CouchDB's own API, as the organiser or a server admin, on
 * Apache CouchDB and on `npm run club` alike.
 */

export const BACKUP_FORMAT = 'bridgepad club backup';
export const BACKUP_VERSION = 1;

/** One leaf revision of a document, as CouchDB gives it with `revs=true`. */
export interface BackedUpRevision {
  readonly _id: string;
  readonly _rev: string;
  readonly _revisions: { readonly start: number; readonly ids: readonly string[] };
  readonly _deleted?: boolean;
  readonly [field: string]: unknown;
}

export interface ClubBackup {
  readonly format: typeof BACKUP_FORMAT;
  readonly version: typeof BACKUP_VERSION;
  readonly club: string;
  /** When it was read from the server. */
  readonly time: string;
  /** The database's `_security`: its admins (the organisers) and members (the club's role). */
  readonly security: Record<string, unknown>;
  /** Every leaf of every document, design documents and deletions included, by id and revision. */
  readonly documents: readonly BackedUpRevision[];
}

export interface BackupOptions {
  /** CouchDB's own address, e.g. https://club.example.org/couchdb, with no name or password. */
  readonly server: URL;
  readonly club: string;
  readonly file: string;
  readonly account: Account | undefined;
  readonly restore: boolean;
}

/** What stopped a backup or a restore, said in words by backupText.ts. */
export type BackupFailure =
  | { readonly reason: 'unreachable'; readonly detail: string }
  | { readonly reason: 'notCouch'; readonly status: number }
  | { readonly reason: 'signIn'; readonly name: string }
  /** `what` says what was refused, as a verb: "read club kapiti-coast". */
  | {
      readonly reason: 'notAllowed';
      readonly name: string;
      readonly what: string;
      /** Who may: the club's organiser or a server admin, or only a server admin. */
      readonly takes: 'organiser' | 'serverAdmin';
    }
  | { readonly reason: 'noDatabase' }
  | {
      readonly reason: 'refused';
      readonly what: string;
      readonly status: number;
      readonly detail: string;
    }
  | {
      readonly reason: 'notWritten';
      /** The revisions the database still lacks after the writes, with the server's reason. */
      readonly missing: readonly { readonly id: string; readonly rev: string; detail: string }[];
      readonly total: number;
    };

export type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: BackupFailure };

export type { Fetch } from './couchRequest.ts';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** A failure that ends the backup: thrown within it, returned from it. */
export class Stop extends Error {
  constructor(readonly failure: BackupFailure) {
    super(failure.reason);
  }
}

export const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

export const detailOf = (body: unknown) =>
  [field(body, 'error'), field(body, 'reason')]
    .filter((part) => typeof part === 'string')
    .join(': ');

/** A request to the club's database (`path` below it, '' for the database itself). */
export type Club = (method: string, path: string, body?: unknown) => Promise<Answer>;

function clubClient(options: BackupOptions, account: Account, fetchFn: Fetch): Club {
  const base = `${options.server.href.replace(/\/$/, '')}/${encodeURIComponent(options.club)}`;
  return async (method, path, body) => {
    const answer = await couchRequest(fetchFn, `${base}${path}`, account, method, body);
    if (!answer.ok) throw new Stop({ reason: 'unreachable', detail: answer.detail });
    if (answer.json === undefined) throw new Stop({ reason: 'notCouch', status: answer.status });
    const parsed = answer.json.value;
    // A wrong name or password; any other 401 (making a database as no server admin) is a refusal.
    if (answer.status === 401 && /name or password/i.test(detailOf(parsed)))
      throw new Stop({ reason: 'signIn', name: account.name });
    return { status: answer.status, body: parsed };
  };
}

export function refused(
  what: string,
  answer: Answer,
  takes: 'organiser' | 'serverAdmin' = 'organiser',
): Stop {
  if (answer.status === 401 || answer.status === 403)
    return new Stop({ reason: 'notAllowed', name: '', what, takes });
  return new Stop({
    reason: 'refused',
    what,
    status: answer.status,
    detail: detailOf(answer.body),
  });
}

export async function run<T>(
  options: BackupOptions,
  fetchFn: Fetch,
  work: (club: Club, account: Account) => Promise<T>,
): Promise<Outcome<T>> {
  const account = options.account ?? { name: '', password: '' };
  try {
    return { ok: true, value: await work(clubClient(options, account, fetchFn), account) };
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const failure = error.failure;
    return {
      ok: false,
      errors: failure.reason === 'notAllowed' ? { ...failure, name: account.name } : failure,
    };
  }
}

/** Each document's leaves, deleted ones included, as `_changes` lists them. */
async function leaves(club: Club): Promise<Map<string, string[]>> {
  const answer = await club('GET', '/_changes?style=all_docs');
  const results = field(answer.body, 'results');
  if (answer.status !== 200 || !Array.isArray(results))
    throw refused("list the club's documents (_changes)", answer);
  const byId = new Map<string, string[]>();
  for (const row of results as unknown[]) {
    const id = field(row, 'id');
    const changes = field(row, 'changes');
    if (typeof id !== 'string' || !Array.isArray(changes)) continue;
    byId.set(
      id,
      changes.map((change) => field(change, 'rev')).filter((rev) => typeof rev === 'string'),
    );
  }
  return byId;
}

/** Documents a request reads or writes at most, as replication does. */
export const BATCH = 100;

function isRevision(doc: unknown): doc is BackedUpRevision {
  const revisions = field(doc, '_revisions');
  return (
    typeof field(doc, '_id') === 'string' &&
    typeof field(doc, '_rev') === 'string' &&
    typeof field(revisions, 'start') === 'number' &&
    Array.isArray(field(revisions, 'ids'))
  );
}

/** Reads the club's whole database: every leaf of every document, with its revisions. */
export function backUpClub(
  options: BackupOptions,
  now: () => Date = () => new Date(),
  fetchFn: Fetch = fetch,
): Promise<Outcome<ClubBackup>> {
  return run(options, fetchFn, async (club) => {
    const info = await club('GET', '');
    if (info.status === 404) throw new Stop({ reason: 'noDatabase' });
    if (info.status !== 200 || typeof field(info.body, 'db_name') !== 'string')
      throw refused(`read club ${options.club}`, info);
    const time = now().toISOString();
    const security = await club('GET', '/_security');
    if (security.status !== 200) throw refused("read the club's _security", security);
    const wanted = [...(await leaves(club))].flatMap(([id, revs]) =>
      revs.map((rev) => ({ id, rev })),
    );
    const documents: BackedUpRevision[] = [];
    for (let i = 0; i < wanted.length; i += BATCH) {
      const answer = await club('POST', '/_bulk_get?revs=true', {
        docs: wanted.slice(i, i + BATCH),
      });
      const results = field(answer.body, 'results');
      if (answer.status !== 200 || !Array.isArray(results))
        throw refused("read the club's documents (_bulk_get)", answer);
      for (const result of results as unknown[]) {
        const docs = field(result, 'docs');
        for (const got of Array.isArray(docs) ? (docs as unknown[]) : []) {
          const doc = field(got, 'ok');
          if (!isRevision(doc))
            throw new Stop({
              reason: 'refused',
              what: `read ${String(field(result, 'id'))}`,
              status: answer.status,
              detail: detailOf(field(got, 'error')),
            });
          documents.push(doc);
        }
      }
    }
    documents.sort((a, b) =>
      a._id === b._id ? a._rev.localeCompare(b._rev) : a._id < b._id ? -1 : 1,
    );
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      club: options.club,
      time,
      security: (security.body ?? {}) as Record<string, unknown>,
      documents,
    };
  });
}
