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
    newer.close();
  });
});
