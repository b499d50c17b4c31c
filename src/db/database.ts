import type { DexieOptions, EntityTable, IndexableType, Table } from 'dexie';
import Dexie, { liveQuery } from 'dexie';
import type { DealPage, MatchRow } from './matchRows.ts';
import type {
  DeletedRecord,
  HistoryRecord,
  KeptRow,
  ResultFileRecord,
  SettingRecord,
  SyncBaseRecord,
  SyncDiffersRecord,
} from './records.ts';
import type { LedgerChangeRecord, LedgerShareRecord, LedgerTotalsRecord } from './ledgerRecords.ts';
import type { CountRecord } from './matchCount.ts';
import { DB_NAME, SCHEMA_V4, SCHEMA_V7 } from './schema.ts';
import type { MatchMarkRecord } from './matchMarks.ts';
import { matchMarksMiddleware } from './matchMarks.ts';
import { errorText } from '../engine/errorText.ts';
import type { StoreReads } from './storeReads.ts';

/**
 * bridgepad's database: matches (each a row and its pages of deals), their edit history, settings,
 * recently deleted matches, the organiser's desks with the match files behind their results, and
 * the competition profiles.
 */
export class BridgepadDb extends Dexie {
  /** Read and written only through src/db/matchRows.ts, which knows how a match lies. */
  declare matches: EntityTable<MatchRow, 'id'>;
  declare dealPages: Table<DealPage, [string, number]>;
  declare history: EntityTable<HistoryRecord, 'seq'>;
  declare settings: EntityTable<SettingRecord, 'key'>;
  declare deleted: EntityTable<DeletedRecord, 'id'>;
  /** Read only through src/db/desk.ts, which reads each through the desk's validator. */
  declare desks: Table<KeptRow, string>;
  /** Read only through src/db/competitions.ts, which reads each through the profile's validator. */
  declare profiles: Table<KeptRow, string>;
  declare resultFiles: EntityTable<ResultFileRecord, 'id'>;
  /** This device's own bookkeeping of the club's mirror (src/db/syncRecords.ts): never in a backup. */
  declare syncBase: EntityTable<SyncBaseRecord, 'docId'>;
  declare syncDiffers: EntityTable<SyncDiffersRecord, 'docId'>;
  /** The players' ledger kept worked out (src/db/ledgerKept.ts): a cache, never in a backup. */
  declare ledgerShares: EntityTable<LedgerShareRecord, 'id'>;
  declare ledgerTotals: EntityTable<LedgerTotalsRecord, 'key'>;
  declare ledgerChanges: EntityTable<LedgerChangeRecord, 'id'>;
  /** How many matches there are, kept with every write (src/db/matchKeeper.ts). */
  declare counts: EntityTable<CountRecord, 'key'>;
  /** The last write of each match, by number (src/db/matchMarks.ts): never in a backup. */
  declare matchMarks: EntityTable<MatchMarkRecord, 'id'>;

  private watched: StoreReads | null = null;

  /**
   * The first screen's reads (storeReads.ts) made through this database's tables, so that a live
   * query and a transaction around them see each read, and watched by Dexie's live queries.
   */
  get reads(): StoreReads {
    this.watched ??= {
      get: (store, key) => this.table(store).get(key as IndexableType),
      getMany: (store, keys) => this.table(store).bulkGet([...keys] as IndexableType[]),
      range: (store, index, lower, upper, { reverse = false, limit } = {}) => {
        let rows = this.table(store)
          .where(index ?? ':id')
          .between(lower, upper, true, true);
        if (reverse) rows = rows.reverse();
        if (limit !== undefined) rows = rows.limit(limit);
        return rows.toArray();
      },
      count: (store) => this.table(store).count(),
      later: (write) => {
        setTimeout(() => void write(this).catch(() => undefined), 0);
      },
      live: (query) => liveQuery(query),
    };
    return this.watched;
  }

  constructor(name: string = DB_NAME, options?: DexieOptions) {
    // No query cache: it clones every result and re-runs live queries on each write before the
    // write commits, work that grows with a match's length on the path of a tap. Live queries
    // still hear of every committed change.
    super(name, { cache: 'disabled', ...options });
    // Only the versions with an upgrade, and the latest (schema.ts): a database of any version
    // before opens, Dexie adding what its own layout lacks. Each upgrade is loaded only by the one
    // start that upgrades (kept alive meanwhile): not on the first screen.
    this.version(4)
      .stores(SCHEMA_V4)
      .upgrade(async (tx) => (await Dexie.waitFor(import('./upgradeV4.ts'))).moveListsToStores(tx));
    this.version(7)
      .stores(SCHEMA_V7)
      .upgrade(async (tx) => (await Dexie.waitFor(import('./upgradeV7.ts'))).markAtUpgrade(tx));
    // Every write of a match keeps what is worked out from the matches in step with it, in its own
    // transaction, whoever writes it (matchKeeper.ts).
    this.use(matchMarksMiddleware);
  }
}

/** Where scores are kept: on the device, or only in memory when the device will not keep them. */
export type StorageMode =
  | { readonly kind: 'disk' }
  | { readonly kind: 'memory'; readonly reason: 'unavailable' | 'quota'; readonly detail: string };

/** A database in memory only, for when IndexedDB is missing, refused or full. */
export async function openMemoryDb(): Promise<BridgepadDb> {
  const { IDBFactory, IDBKeyRange } = await import('fake-indexeddb');
  const indexedDB = new IDBFactory();
  // Where the browser has no IndexedDB at all, Dexie's live queries would wait for one forever
  // (they run only while Dexie knows an IndexedDB): the one in memory stands in for it.
  if (Dexie.dependencies.indexedDB === undefined) {
    Dexie.dependencies.indexedDB = indexedDB;
    Dexie.dependencies.IDBKeyRange = IDBKeyRange;
  }
  const db = new BridgepadDb(`${DB_NAME}-memory`, { indexedDB, IDBKeyRange });
  await db.open();
  return db;
}

/** The name of an IndexedDB or Dexie error, looking inside Dexie's wrappers. */
export function errorName(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    const name = (current as { name?: unknown }).name;
    if (name === 'QuotaExceededError') return name;
    current = (current as { inner?: unknown }).inner;
  }
  return error instanceof Error ? error.name : 'Error';
}

export function isQuotaError(error: unknown): boolean {
  return errorName(error) === 'QuotaExceededError';
}

/**
 * Opens the database on the device; when the browser has no IndexedDB or refuses it (some
 * private modes), opens one in memory instead and says why.
 */
export async function openDatabase(
  options?: DexieOptions,
): Promise<{ db: BridgepadDb; mode: StorageMode }> {
  try {
    const db = new BridgepadDb(DB_NAME, options);
    await db.open();
    return { db, mode: { kind: 'disk' } };
  } catch (error) {
    const detail = errorText(error);
    return { db: await openMemoryDb(), mode: { kind: 'memory', reason: 'unavailable', detail } };
  }
}
