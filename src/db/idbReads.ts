import type { StoreName, StoreReads } from './storeReads.ts';
import { DB_NAME, DB_VERSION, SCHEMA_V7 } from './schema.ts';

/**
 * The store read straight from IndexedDB as the app starts (storeReads.ts), where it is already
 * at its latest version: opened without a version, so that nothing is made or upgraded here.
 * A store that is not there yet, or of an older version, or lacking a table or an index the
 * schema names, is left to Dexie (database.ts), which makes and upgrades it.
 */

/** Dexie keeps version n of a schema as IndexedDB's version n × 10. */
const IDB_VERSION = DB_VERSION * 10;

function answer<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB gave no answer'));
  });
}

/** Whether the database holds every table and index the latest schema names. */
function isLatest(db: IDBDatabase): boolean {
  if (db.version < IDB_VERSION) return false;
  const names = db.objectStoreNames;
  const tables = Object.entries(SCHEMA_V7);
  if (!tables.every(([name]) => names.contains(name))) return false;
  const transaction = db.transaction(
    tables.map(([name]) => name),
    'readonly',
  );
  return tables.every(([name, spec]) => {
    const indexNames = transaction.objectStore(name).indexNames;
    // The first name is the primary key; the rest are indexes, named as written (`*` and `&`
    // mark how an index is kept, not its name).
    return spec
      .split(',')
      .slice(1)
      .map((index) => index.trim().replace(/^[*&]/, ''))
      .every((index) => indexNames.contains(index));
  });
}

/**
 * Opens `name` as it is, when it is at the latest version: null when it is not there (nothing is
 * left made), not at the latest version, or IndexedDB is missing or refuses it. `onOutdated` is
 * called once a newer version of the app asks to upgrade it, after this connection has closed.
 */
export async function openLatest(
  onOutdated: () => void,
  name: string = DB_NAME,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<IDBDatabase | null> {
  if (factory === undefined) return null;
  try {
    const request = factory.open(name);
    // Not there: opening it would make it. It is left to Dexie, which makes it whole.
    request.onupgradeneeded = () => request.transaction?.abort();
    const db = await answer(request);
    if (!isLatest(db)) {
      db.close();
      return null;
    }
    db.onversionchange = () => {
      db.close();
      onOutdated();
    };
    return db;
  } catch {
    // Not there, or refused: Dexie opens it, or says why it cannot.
    return null;
  }
}

/** The first screen's reads over a database `openLatest` opened. */
export function idbReads(
  db: IDBDatabase,
  keyRange: typeof IDBKeyRange = globalThis.IDBKeyRange,
): StoreReads {
  const store = (name: StoreName) => db.transaction(name, 'readonly').objectStore(name);
  return {
    get: async <T>(name: StoreName, key: IDBValidKey) =>
      (await answer(store(name).get(key))) as T | undefined,
    getMany: <T>(name: StoreName, keys: readonly IDBValidKey[]) => {
      // One transaction for them all.
      const table = store(name);
      return Promise.all(keys.map(async (key) => (await answer(table.get(key))) as T | undefined));
    },
    range: async <T>(
      name: StoreName,
      index: string | null,
      lower: IDBValidKey,
      upper: IDBValidKey,
      { reverse = false, limit }: { readonly reverse?: boolean; readonly limit?: number } = {},
    ) => {
      if (limit === 0) return [];
      const table = store(name);
      const source = index === null ? table : table.index(index);
      const keys = keyRange.bound(lower, upper);
      if (!reverse) return (await answer(source.getAll(keys, limit))) as T[];
      const rows: T[] = [];
      const cursor = source.openCursor(keys, 'prev');
      return new Promise<T[]>((resolve, reject) => {
        cursor.onerror = () => reject(cursor.error ?? new Error('IndexedDB gave no answer'));
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (at === null || rows.length === limit) {
            resolve(rows);
            return;
          }
          rows.push(at.value as T);
          at.continue();
        };
      });
    },
    count: (name) => answer(store(name).count()),
    // What a read worked out is kept by the next read through Dexie, once it is here.
    later: () => undefined,
    live: null,
  };
}
