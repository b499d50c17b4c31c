import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { BridgepadDb } from '../../src/db/database.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { DB_NAME } from '../../src/db/schema.ts';
import { listRows } from '../../src/db/standings.ts';
import { DEXIE_CHANGES_CHANNEL, Storage } from '../../src/db/storage.ts';
import { madeStore, rubberFile } from './helpers.ts';

describe('the store opened in two stages: read straight first, Dexie with the first write', () => {
  it('reads a store at its latest version without Dexie, and loads it for the first write', async () => {
    const { options } = await madeStore(2);
    const storage = await Storage.open(options);
    expect(storage.loaded).toBeNull();
    expect(storage.reads.live).toBeNull();
    expect(await listRows(storage.reads, 50)).toHaveLength(2);
    let heard = 0;
    storage.subscribe(() => (heard += 1));
    const created = await storage.write((db) => createMatch(db, rubberFile()));
    expect(created.ok).toBe(true);
    expect(storage.loaded).toBeInstanceOf(BridgepadDb);
    expect(heard).toBe(1);
    expect(storage.reads).toBe(storage.loaded?.reads);
    expect(storage.reads.live).not.toBeNull();
    expect(await listRows(storage.reads, 50)).toHaveLength(3);
    // Loaded once: the same database every time after.
    expect(await storage.database()).toBe(storage.loaded);
  });

  it('opens a store that is not there yet with Dexie, which makes it', async () => {
    const indexedDB = new IDBFactory();
    const storage = await Storage.open({ indexedDB, IDBKeyRange });
    expect(storage.loaded).toBeInstanceOf(BridgepadDb);
    expect(storage.mode).toEqual({ kind: 'disk' });
    expect(await indexedDB.databases()).toEqual([{ name: DB_NAME, version: 70 }]);
  });

  it("hears another tab's change before Dexie is here, on Dexie's own channel, and loads it", async () => {
    const { options } = await madeStore(1);
    const storage = await Storage.open(options);
    expect(storage.loaded).toBeNull();
    const heard: unknown[] = [];
    const listening = new BroadcastChannel(DEXIE_CHANGES_CHANNEL);
    listening.onmessage = (message) => heard.push(message.data);
    // A change to another database (a store in memory) is not this store's.
    const elsewhere = new BridgepadDb(`${DB_NAME}-memory`, options);
    await elsewhere.open();
    await createMatch(elsewhere, rubberFile());
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(storage.loaded).toBeNull();
    elsewhere.close();
    // Another tab: its own connection, whose Dexie tells the others of its writes.
    const other = new BridgepadDb(DB_NAME, options);
    await other.open();
    await createMatch(other, rubberFile());
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    await expect.poll(() => storage.loaded).toBeInstanceOf(BridgepadDb);
    expect(await listRows(storage.reads, 50)).toHaveLength(2);
    listening.close();
    other.close();
  });

  it('says the app is out of date when a newer version upgrades the store read straight', async () => {
    const { options } = await madeStore(1);
    const storage = await Storage.open(options);
    expect(storage.outdated).toBe(false);
    const { default: Dexie } = await import('dexie');
    const newer = new Dexie(DB_NAME, options);
    newer.version(99).stores({ matches: 'id, updatedAt' });
    await newer.open();
    expect(storage.outdated).toBe(true);
    // Not opened again here, where its code no longer fits the store: nothing is written to it.
    await expect(storage.database()).rejects.toThrow(/a newer version of the app/);
    await expect(storage.write((db) => createMatch(db, rubberFile()))).rejects.toThrow(
      /reload the page/,
    );
    expect(newer.verno).toBe(99);
    expect(await newer.table('matches').count()).toBe(1);
    newer.close();
  });

  it('refuses a write where the store, read a moment ago, will not open for writing, and tries again', async () => {
    const { options } = await madeStore(2);
    // The device's IndexedDB, refusing every open once `refusing` is set.
    let refusing = false;
    const indexedDB = new Proxy(options.indexedDB, {
      get(target, key) {
        if (key === 'open' && refusing)
          return () => {
            throw new DOMException(
              'The user denied permission to access the database.',
              'SecurityError',
            );
          };
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const storage = await Storage.open({ ...options, indexedDB });
    expect(storage.loaded).toBeNull();
    refusing = true;
    await expect(storage.write((db) => createMatch(db, rubberFile()))).rejects.toThrow(
      /the store could not be opened to write/,
    );
    // Not a store in memory in its place: the matches on screen are still read from the device.
    expect(storage.mode).toEqual({ kind: 'disk' });
    expect(storage.loaded).toBeNull();
    expect(await listRows(storage.reads, 50)).toHaveLength(2);
    // A screen waiting for it is told so, without trying again; a write tries again.
    refusing = false;
    await expect(storage.database()).rejects.toThrow(/the store could not be opened to write/);
    const created = await storage.write((db) => createMatch(db, rubberFile()));
    expect(created.ok).toBe(true);
    expect(await listRows(storage.reads, 50)).toHaveLength(3);
  });
});
