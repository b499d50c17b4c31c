import type { DexieOptions } from 'dexie';
import type { BridgepadDb, StorageMode } from './database.ts';
import { isQuotaError, openDatabase, openMemoryDb } from './database.ts';
import { errorText } from '../engine/errorText.ts';
import { ShownMatches } from './shownMatches.ts';

/**
 * The database the app is using right now, and how safe it is. Normally the device's IndexedDB.
 * When the device refuses to store more (quota), everything so far is copied into memory and
 * scoring goes on there: the app says so plainly and offers an export, and nothing is lost
 * silently. Listeners hear of every switch.
 */
export class Storage {
  private listeners = new Set<() => void>();
  private replaced = false;
  /** What the app's screens hold of its matches while this store is open. */
  readonly shown = new ShownMatches();

  private constructor(
    private current: BridgepadDb,
    private currentMode: StorageMode,
  ) {
    this.watchForNewerVersion(current);
  }

  static async open(options?: DexieOptions): Promise<Storage> {
    const { db, mode } = await openDatabase(options);
    return new Storage(db, mode);
  }

  /** For tests and the in-memory fallback: a storage on a database already open. */
  static on(db: BridgepadDb, mode: StorageMode = { kind: 'disk' }): Storage {
    return new Storage(db, mode);
  }

  get db(): BridgepadDb {
    return this.current;
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
    try {
      return await action(this.current);
    } catch (error) {
      if (!isQuotaError(error) || this.currentMode.kind === 'memory') throw error;
      await this.moveToMemory(error);
      return action(this.current);
    }
  }

  private async moveToMemory(error: unknown): Promise<void> {
    const from = this.current;
    const memory = await openMemoryDb();
    // Every store, so nothing the device held is left behind.
    const copies = await Promise.all(
      from.tables.map(async (table) => ({ name: table.name, rows: await table.toArray() })),
    );
    await memory.transaction('rw', memory.tables, async () => {
      for (const { name, rows } of copies) await memory.table(name).bulkPut(rows);
    });
    this.current = memory;
    this.currentMode = {
      kind: 'memory',
      reason: 'quota',
      detail: errorText(error),
    };
    this.notify();
  }
}
