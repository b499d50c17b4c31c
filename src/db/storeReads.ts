import type { BridgepadDb } from './database.ts';
import type { TABLES } from './schema.ts';

/**
 * The few reads the first screen makes of the store (the matches list, and a match opened from
 * it), apart from the library that opens, upgrades and writes it: so that a start on a store
 * already at its latest version reads it straight from IndexedDB (idbReads.ts) while that
 * library (database.ts, with Dexie) loads only with the first write, or the first screen that
 * needs it (src/db/storage.ts). Once it has loaded, the same reads go through it (its `reads`),
 * where a live query hears of every one.
 */
export interface StoreReads {
  /** The row of `store` with the key, or undefined. */
  get<T>(store: StoreName, key: IDBValidKey): Promise<T | undefined>;
  /** The rows of `store` with the keys, in their order (undefined where there is none). */
  getMany<T>(store: StoreName, keys: readonly IDBValidKey[]): Promise<(T | undefined)[]>;
  /**
   * The rows of `store` whose key in `index` (null: the primary key) is from `lower` to `upper`,
   * both included, in the index's order (`reverse`: from the last), at most `limit`.
   */
  range<T>(
    store: StoreName,
    index: string | null,
    lower: IDBValidKey,
    upper: IDBValidKey,
    options?: { readonly reverse?: boolean; readonly limit?: number },
  ): Promise<T[]>;
  /** How many rows `store` holds. */
  count(store: StoreName): Promise<number>;
  /**
   * Keeps what a read worked out from the store (a standing: standings.ts), by `write` on its
   * database in a task of its own, after the read (a live query's read must not write). Only where
   * the store's writing half is here: the reads straight from IndexedDB leave it to the next read
   * through it, which works it out again, as it does where a write fails. A cache is never worth
   * loading the store's writing half for.
   */
  later(write: (db: BridgepadDb) => Promise<unknown>): void;
  /**
   * Where these reads can be watched (Dexie's liveQuery, over the database's `reads`): a query
   * given it is run again after every change to what it read. Null for the first reads: a change
   * then comes through the library, which loads for it, and its reads take over (storage.ts).
   */
  readonly live: LiveQuery | null;
}

export type StoreName = keyof typeof TABLES;

/** Something to subscribe to, as Dexie's liveQuery answers: each value, or the error. */
export interface Watched<T> {
  subscribe(observer: { next: (value: T) => void; error: (error: unknown) => void }): {
    unsubscribe(): void;
  };
}

export type LiveQuery = <T>(query: () => Promise<T> | T) => Watched<T>;

/** The lowest and highest keys of IndexedDB: a compound key's range over all its second parts. */
export const MIN_KEY = -Infinity;
export const MAX_KEY: IDBValidKey = [[]];

/** The store a read is made from: Dexie's database, or the reads themselves. */
export type ReadSource = BridgepadDb | StoreReads;

/** The reads of a source: themselves, or those over Dexie's database (database.ts, `reads`). */
export function readsOf(source: ReadSource): StoreReads {
  return 'later' in source ? source : source.reads;
}
