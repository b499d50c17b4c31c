import type { DexieOptions } from 'dexie';
import type { BridgepadDb, StorageMode } from './database.ts';
import { errorText } from '../engine/errorText.ts';
import { ShownMatches } from './shownMatches.ts';
import type { StoreReads } from './storeReads.ts';
import { idbReads, openLatest } from './idbReads.ts';
import { DB_NAME } from './schema.ts';

/**
 * A change another tab's Dexie made to the store, as Dexie tells its other tabs (its channel's
 * name, which tests/db/storageStages.test.ts holds to Dexie's own): heard before Dexie is loaded
 * here, it loads it, whose live queries then read what changed.
 */
export const DEXIE_CHANGES_CHANNEL = 'x-storagemutated-1';

/** Why the store is not opened again in a page whose app a newer version has replaced. */
const OUTDATED = 'a newer version of the app has taken the store over: reload the page to go on';

/**
 * The database the app is using right now, and how safe it is. Normally the device's IndexedDB.
 * When the device refuses to store more (quota), everything so far is copied into memory and
 * scoring goes on there: the app says so plainly and offers an export, and nothing is lost
 * silently. Listeners hear of every switch.
 *
 * A store already at its latest version is first read straight from IndexedDB (idbReads.ts): the
 * first screen's reads (storeReads.ts) need no more, and the library that opens, upgrades and
 * writes the store (database.ts, with Dexie) loads with the first write, the first screen that
 * uses it (`database`), or a change made in another tab. Its reads then take over, watched.
 */
export class Storage {
  private listeners = new Set<() => void>();
  private replaced = false;
  private current: BridgepadDb | null;
  private currentReads: StoreReads;
  private loading: Promise<BridgepadDb> | null = null;
  /** Whether the last load failed: asked again only by a write (`database(true)`). */
  private failed = false;
  private changes: BroadcastChannel | null = null;
  /** What the app's screens hold of its matches while this store is open. */
  readonly shown = new ShownMatches();

  private constructor(
    first: { db: BridgepadDb } | { idb: IDBDatabase; keyRange: typeof IDBKeyRange },
    private currentMode: StorageMode,
    private readonly options?: DexieOptions,
  ) {
    if ('db' in first) {
      this.current = first.db;
      this.currentReads = first.db.reads;
      this.watchForNewerVersion(first.db);
    } else {
      this.current = null;
      this.currentReads = idbReads(first.idb, first.keyRange);
      this.hearOtherTabs();
    }
  }

  static async open(options?: DexieOptions): Promise<Storage> {
    let storage: Storage | null = null;
    const outdated = () => storage?.outdatedFirst();
    // Options name the IndexedDB to use where it is not the browser's (a test's, in memory).
    const factory = (options?.indexedDB as IDBFactory | undefined) ?? globalThis.indexedDB;
    const keyRange =
      (options?.IDBKeyRange as typeof IDBKeyRange | undefined) ?? globalThis.IDBKeyRange;
    const idb = await openLatest(outdated, DB_NAME, factory);
    if (idb !== null) {
      storage = new Storage({ idb, keyRange }, { kind: 'disk' }, options);
      return storage;
    }
    const { openDatabase } = await import('./database.ts');
    const { db, mode } = await openDatabase(options);
    return new Storage({ db }, mode, options);
  }

  /** For tests and the in-memory fallback: a storage on a database already open. */
  static on(db: BridgepadDb, mode: StorageMode = { kind: 'disk' }): Storage {
    return new Storage({ db }, mode);
  }

  /**
   * The database, once the store's writing half has loaded; null before (the first screen reads
   * through `reads` meanwhile). Every screen but the first gets it through `database`.
   */
  get loaded(): BridgepadDb | null {
    return this.current;
  }

  /**
   * The database, its code loaded and opened first where it is not yet. A load that failed (its
   * code not here, offline) stays failed for the screens that wait on it, which say so, until
   * `again`: a write tries it again. Once a newer version of the app has taken the store over, it
   * is not opened here again: this page's code no longer fits it.
   */
  database(again = false): Promise<BridgepadDb> {
    if (this.current !== null) return Promise.resolve(this.current);
    if (this.replaced) return Promise.reject(new Error(OUTDATED));
    if (this.loading === null || (again && this.failed)) {
      this.failed = false;
      this.loading = this.load();
    }
    return this.loading;
  }

  private async load(): Promise<BridgepadDb> {
    try {
      const { openDatabase } = await import('./database.ts');
      const { db, mode } = await openDatabase(this.options);
      if (mode.kind === 'memory') {
        // The store read a moment ago refuses to be opened for writing: not a store in memory in
        // its place, which would show none of the matches on screen, but the write refused.
        db.close();
        throw new Error(`the store could not be opened to write: ${mode.detail}`);
      }
      if (this.replaced) {
        db.close();
        throw new Error(OUTDATED);
      }
      this.current = db;
      this.currentMode = mode;
      this.currentReads = db.reads;
      this.watchForNewerVersion(db);
      this.changes?.close();
      this.changes = null;
      this.notify();
      return db;
    } catch (error) {
      this.failed = true;
      throw error;
    }
  }

  /** The first screen's reads of the store: straight from IndexedDB, or watched once loaded. */
  get reads(): StoreReads {
    return this.currentReads;
  }

  /** A change made in another tab before the database is loaded here: it loads, to be watched. */
  private hearOtherTabs(): void {
    if (typeof BroadcastChannel === 'undefined') return;
    this.changes = new BroadcastChannel(DEXIE_CHANGES_CHANNEL);
    // Only a change to this store (Dexie names each part it changed by its database's address).
    const ours = `idb://${DB_NAME}/`;
    this.changes.onmessage = (message: MessageEvent<unknown>) => {
      const parts = message.data;
      if (typeof parts !== 'object' || parts === null) return;
      if (!Object.keys(parts).some((part) => part.startsWith(ours))) return;
      this.database().catch(() => undefined);
    };
  }

  /** The store read straight from IndexedDB was asked to upgrade by a newer version. */
  private outdatedFirst(): void {
    // Once Dexie is here, or while it opens the store in this page, its own watch says it.
    if (this.current !== null || (this.loading !== null && !this.failed)) return;
    this.changes?.close();
    this.changes = null;
    this.replaced = true;
    this.notify();
  }

  get mode(): StorageMode {
    return this.currentMode;
  }

  /**
   * True once a newer bridgepad has upgraded the database in another tab or window. This page's
   * code no longer fits it, so its connection is closed (letting the upgrade go on) and the app
   * asks for a reload; everything saved is in the database.
   */
  get outdated(): boolean {
    return this.replaced;
  }

  private watchForNewerVersion(db: BridgepadDb): void {
    db.on('versionchange', () => {
      db.close();
      // Once scores are held in memory, the device's database is no longer in use here: it may
      // go, but a reload would lose what only memory holds, so the page does not ask for one.
      if (this.current === db) {
        this.replaced = true;
        this.notify();
      }
      return false;
    });
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Runs a write. If the device is out of space, moves to memory and runs it again there, so the
   * deal the player just entered is kept (in memory) and the banner tells them to export.
   */
  async write<T>(action: (db: BridgepadDb) => Promise<T>): Promise<T> {
    // Once loaded, straight to the store, in the same task as the tap.
    const db = this.current ?? (await this.database(true));
    try {
      return await action(db);
    } catch (error) {
      const { isQuotaError } = await import('./database.ts');
      if (!isQuotaError(error) || this.currentMode.kind === 'memory') throw error;
      await this.moveToMemory(db, error);
      return action(await this.database());
    }
  }

  private async moveToMemory(from: BridgepadDb, error: unknown): Promise<void> {
    const { openMemoryDb } = await import('./database.ts');
    const memory = await openMemoryDb();
    // Every store, so nothing the device held is left behind.
    const copies = await Promise.all(
      from.tables.map(async (table) => ({ name: table.name, rows: await table.toArray() })),
    );
    await memory.transaction('rw', memory.tables, async () => {
      for (const { name, rows } of copies) await memory.table(name).bulkPut(rows);
    });
    this.current = memory;
    this.currentReads = memory.reads;
    this.currentMode = {
      kind: 'memory',
      reason: 'quota',
      detail: errorText(error),
    };
    this.notify();
  }
}
