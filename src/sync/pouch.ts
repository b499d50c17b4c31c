/**
 * What the sync layer asks of PouchDB, and nothing more: the calls the mirror makes on the
 * device's copy of the club's database, and the replication's events. The database is made
 * outside and passed in (docs/style.md, rule 20): PouchDB's browser build in the app
 * (src/sync/club.ts), a database in memory in the tests.
 */

/** A revision tree's path from a revision back to the first: its generation and hashes. */
export interface Revisions {
  readonly start: number;
  readonly ids: readonly string[];
}

/** A document as PouchDB stores it: our fields, and its own, which start with `_`. */
export interface PouchDoc {
  readonly _id: string;
  readonly _rev?: string;
  readonly _deleted?: boolean;
  readonly _revisions?: Revisions;
  readonly _conflicts?: readonly string[];
  readonly [field: string]: unknown;
}

/** A document's leaf, from `get(id, { open_revs: 'all' })`. */
export type OpenRevision = { readonly ok: PouchDoc } | { readonly missing: string };

/** One document's change in the changes feed: its id, and every leaf revision it has now. */
export interface Change {
  readonly id: string;
  readonly seq: number;
  readonly changes: readonly { readonly rev: string }[];
  readonly deleted?: boolean;
  /** The document's winning revision, when the feed was asked to include it. */
  readonly doc?: PouchDoc;
}

export interface ChangesPage {
  readonly results: readonly Change[];
  readonly last_seq: number;
}

export interface ChangesOptions {
  readonly since: number | 'now';
  readonly limit?: number;
  readonly style?: 'all_docs' | 'main_only';
  readonly doc_ids?: readonly string[];
  /** Each change with its document's winning revision (Change.doc), read in the same pass. */
  readonly include_docs?: boolean;
}

/** Something that says what happened, PouchDB's way: events by name, and a way to stop. */
export interface Emitter {
  on(event: string, listener: (...args: never[]) => void): unknown;
  cancel(): void;
}

/** A live changes feed: `change` for each document changed, `error` if it fails. */
export type LiveChanges = Emitter;

/** A replication under way: `change`, `paused`, `active`, `denied`, `error`, `complete`. */
export interface Replication extends Emitter, PromiseLike<unknown> {
  /** The push half of a sync, whose `checkpoint` events say how far it has sent. */
  readonly push?: Emitter;
  /** The pull half of a sync. */
  readonly pull?: Emitter;
}

export interface BulkResult {
  readonly id?: string;
  readonly rev?: string;
  readonly ok?: boolean;
  readonly error?: string | boolean;
  readonly reason?: string;
}

/** The device's copy of a club's database. */
export interface LocalPouch {
  get(id: string): Promise<PouchDoc>;
  get(
    id: string,
    options: { readonly open_revs: 'all'; readonly revs: true },
  ): Promise<OpenRevision[]>;
  put(doc: PouchDoc): Promise<{ readonly rev: string }>;
  bulkDocs(
    docs: readonly PouchDoc[],
    options: { readonly new_edits: false },
  ): Promise<readonly BulkResult[]>;
  changes(options: ChangesOptions & { readonly live: true }): LiveChanges;
  changes(options: ChangesOptions): Promise<ChangesPage>;
  info(): Promise<{ readonly update_seq: number | string }>;
  /** The documents whose ids fall between two keys: their ids (deleted ones are not listed). */
  allDocs(options: {
    readonly startkey: string;
    readonly endkey: string;
  }): Promise<{ readonly rows: readonly { readonly id: string }[] }>;
  /** Which of these revisions, by document, the database lacks (CouchDB's `_revs_diff`). */
  revsDiff(
    revisions: Readonly<Record<string, readonly string[]>>,
  ): Promise<Readonly<Record<string, { readonly missing?: readonly string[] }>>>;
  sync(
    remote: LocalPouch | string,
    options: {
      live: boolean;
      retry: boolean;
      /** The wait before the next try after a failed one, from the wait before it (0 at first). */
      back_off_function?: (delay: number) => number;
      /** The documents asked for and written at once (PouchDB's own is 100). */
      batch_size?: number;
    },
  ): Replication;
  close(): Promise<void>;
  /** Removes the database and everything in it. */
  destroy(): Promise<unknown>;
}

/** PouchDB's error for a document that is not there. */
export function isMissing(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404
  );
}
