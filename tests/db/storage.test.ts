import Dexie, { liveQuery } from 'dexie';
import { IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { limits } from '../../scripts/limits.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { openDatabase } from '../../src/db/database.ts';
import { deleteMatch, listDeleted } from '../../src/db/deletedMatches.ts';
import { listMatches } from '../../src/db/allMatches.ts';
import { commitEdit, createMatch } from '../../src/db/matchWrites.ts';
import {
  PERSIST_ANSWER_WAIT_MS,
  persistenceState,
  requestPersistence,
} from '../../src/db/persistence.ts';
import { Storage } from '../../src/db/storage.ts';
import { freshIndexedDb, rubberFile } from './helpers.ts';
import { getRecord } from '../../src/db/matchRows.ts';

/** An IndexedDB that refuses to open, as in some private browsing modes. */
const refusingIndexedDb = {
  open: () => {
    throw new DOMException('The user denied permission to access the database.', 'SecurityError');
  },
  deleteDatabase: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  cmp: (a: unknown, b: unknown) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0),
  databases: () => Promise.resolve([]),
} as unknown as IDBFactory;

/** Makes every later write to the matches table fail as a full disk does. */
function fillDisk(db: BridgepadDb): void {
  db.matches.hook('creating', () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  db.matches.hook('updating', () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

describe('when IndexedDB is unavailable', () => {
  it('keeps scoring in memory and says why', async () => {
    const { db, mode } = await openDatabase({ indexedDB: refusingIndexedDb, IDBKeyRange });
    expect(mode).toMatchObject({ kind: 'memory', reason: 'unavailable' });
    const created = await createMatch(
      db,
      rubberFile({ deals: [{ contract: '4S', declarer: 'N', tricks: 10 }] }),
    );
    expect(created.ok).toBe(true);
    expect(await listMatches(db)).toHaveLength(1);
  });
});

describe('when the browser has no IndexedDB at all', () => {
  it('opens in memory, and live queries (the matches list) answer there too', async () => {
    const saved = { ...Dexie.dependencies };
    Dexie.dependencies.indexedDB = undefined as unknown as IDBFactory;
    try {
      const { db, mode } = await openDatabase({ indexedDB: undefined as unknown as IDBFactory });
      expect(mode).toMatchObject({ kind: 'memory', reason: 'unavailable' });
      await createMatch(db, rubberFile());
      const seen = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('the live query never answered')),
          limits.answer,
        );
        const subscription = liveQuery(() => listMatches(db)).subscribe({
          next: (list) => {
            clearTimeout(timer);
            subscription.unsubscribe();
            resolve(list.length);
          },
          error: reject,
        });
      });
      expect(seen).toBe(1);
    } finally {
      Object.assign(Dexie.dependencies, saved);
    }
  });
});

describe('when the device is full', () => {
  it('moves everything to memory, keeps the deal just entered, and tells its listeners', async () => {
    const { open } = freshIndexedDb();
    const disk = await open();
    const created = await createMatch(disk, rubberFile());
    if (!created.ok) throw new Error('fixture invalid');
    const id = created.value.id;
    await commitEdit(disk, id, {
      kind: 'addDeal',
      index: 0,
      deal: { contract: '2H', declarer: 'S', tricks: 9 },
    });
    const other = await createMatch(disk, rubberFile());
    if (!other.ok) throw new Error('fixture invalid');
    await deleteMatch(disk, other.value.id);

    const storage = Storage.on(disk);
    let heard = 0;
    storage.subscribe(() => (heard += 1));
    fillDisk(disk);
    const result = await storage.write((db) =>
      commitEdit(db, id, {
        kind: 'addDeal',
        index: 1,
        deal: { contract: '3NT', declarer: 'E', tricks: 9 },
      }),
    );
    expect(result.ok).toBe(true);
    expect(storage.mode).toMatchObject({ kind: 'memory', reason: 'quota' });
    expect(heard).toBe(1);
    expect(await storage.database()).not.toBe(disk);
    expect((await getRecord(await storage.database(), id))?.file.deals).toHaveLength(2);
    // Every store came along: the history and the recently deleted too.
    expect(await (await storage.database()).history.count()).toBe(2);
    expect((await listDeleted(await storage.database())).map((d) => d.id)).toEqual([
      other.value.id,
    ]);
    // The disk still has what it had: nothing there was lost or half-written.
    expect((await getRecord(disk, id))?.file.deals).toHaveLength(1);
  });

  it('passes other errors on unchanged', async () => {
    const { open } = freshIndexedDb();
    const storage = Storage.on(await open());
    await expect(storage.write(() => Promise.reject(new TypeError('boom')))).rejects.toThrow(
      'boom',
    );
    expect(storage.mode).toEqual({ kind: 'disk' });
  });
});

describe('persistent storage', () => {
  it('asks once, on request, and remembers the answer', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    let asked = 0;
    const manager = {
      persist: () => {
        asked += 1;
        return Promise.resolve(true);
      },
      persisted: () => Promise.resolve(true),
    };
    expect(await persistenceState(db, manager)).toEqual({ kind: 'not-asked' });
    expect(await requestPersistence(db, manager)).toMatchObject({ kind: 'granted' });
    expect(await requestPersistence(db, manager)).toMatchObject({ kind: 'granted' });
    expect(asked).toBe(1);
  });

  it('reports a refusal, and a browser without the API', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const manager = {
      persist: () => Promise.resolve(false),
      persisted: () => Promise.resolve(false),
    };
    expect(await requestPersistence(db, manager)).toMatchObject({ kind: 'denied' });
    expect(await persistenceState(db, manager)).toMatchObject({ kind: 'denied' });
    expect(await persistenceState(db, undefined)).toEqual({ kind: 'unsupported' });
  });

  it('notes a browser that does not answer in time, and takes its answer when it comes', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    let answer: (granted: boolean) => void = () => undefined;
    const manager = {
      persist: () => new Promise<boolean>((resolve) => (answer = resolve)),
      persisted: () => Promise.resolve(false),
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const asked = requestPersistence(db, manager);
      await vi.advanceTimersByTimeAsync(PERSIST_ANSWER_WAIT_MS);
      expect(await asked).toMatchObject({ kind: 'unanswered' });
    } finally {
      vi.useRealTimers();
    }
    expect(await persistenceState(db, manager)).toMatchObject({ kind: 'unanswered' });
    answer(true);
    await expect.poll(() => persistenceState(db, manager)).toMatchObject({ kind: 'granted' });
  });
});

describe('when a newer version upgrades the database in another tab', () => {
  it('lets the upgrade go on, stops writing, and says the page is out of date', async () => {
    const { open, indexedDB } = freshIndexedDb();
    const storage = Storage.on(await open());
    let heard = 0;
    storage.subscribe(() => (heard += 1));
    expect(storage.outdated).toBe(false);

    const newer = new Dexie('bridgepad', { indexedDB, IDBKeyRange });
    newer.version(99).stores({ matches: 'id, updatedAt', later: 'id' });
    await newer.open(); // Not blocked: the older connection gave way.
    expect(storage.outdated).toBe(true);
    expect(heard).toBe(1);
    await expect(storage.write((db) => createMatch(db, rubberFile()))).rejects.toMatchObject({
      name: 'DatabaseClosedError',
    });
    newer.close();
  });

  it('does not ask for a reload that would lose scores held only in memory', async () => {
    const { open, indexedDB } = freshIndexedDb();
    const disk = await open();
    const storage = Storage.on(disk);
    fillDisk(disk);
    const created = await storage.write((db) => createMatch(db, rubberFile()));
    expect(created.ok).toBe(true);
    expect(storage.mode).toMatchObject({ kind: 'memory' });

    const newer = new Dexie('bridgepad', { indexedDB, IDBKeyRange });
    newer.version(99).stores({ matches: 'id, updatedAt' });
    await newer.open();
    expect(storage.outdated).toBe(false);
    expect(await listMatches(await storage.database())).toHaveLength(1);
    newer.close();
  });
});
