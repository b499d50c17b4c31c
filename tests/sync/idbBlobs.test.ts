// @vitest-environment happy-dom
import PouchDB from 'pouchdb-browser';
import { afterEach, describe, expect, it } from 'vitest';
import type { IdbFactoryLike } from '../../src/sync/idbBlobs.ts';
import { BLOB_PROBE_DB, blobsKept, refuseBlobsAtOnce } from '../../src/sync/idbBlobs.ts';
import type { LocalPouch } from '../../src/sync/pouch.ts';

/**
 * WebKit's private windows take no Blob in IndexedDB, and say so late: the put's request fails
 * and its transaction never ends (WebKitGTK 2.50), which left PouchDB's set-up, and the club's
 * first read, waiting for ever. The probe finds it; the store is then made to refuse a Blob at
 * once, as the IndexedDB standard has a value it cannot keep refused, and PouchDB sets the club's
 * copy up without Blobs.
 */

type Behaviour = 'keeps' | 'failsLate' | 'neverAnswers' | 'throws';

/** An IndexedDB of the probe's size whose put of a Blob behaves as `behaviour` says. */
function idbThat(behaviour: Behaviour): IdbFactoryLike & { deleted: string[] } {
  const deleted: string[] = [];
  const later = (f: () => void) => setTimeout(f, 5);
  const factory = {
    deleted,
    deleteDatabase: (name: string) => {
      deleted.push(name);
      return {} as IDBOpenDBRequest;
    },
    open: () => {
      const request = {} as {
        result: unknown;
        onsuccess?: () => void;
        onupgradeneeded?: () => void;
      };
      const transaction = {} as {
        oncomplete?: () => void;
        onabort?: () => void;
        onerror?: () => void;
      };
      request.result = {
        close: () => undefined,
        createObjectStore: () => undefined,
        transaction: () => ({
          ...transaction,
          set oncomplete(f: () => void) {
            transaction.oncomplete = f;
          },
          set onabort(f: () => void) {
            transaction.onabort = f;
          },
          set onerror(f: () => void) {
            transaction.onerror = f;
          },
          objectStore: () => ({
            put: () => {
              if (behaviour === 'throws') throw new DOMException('no', 'DataCloneError');
              if (behaviour === 'keeps') later(() => transaction.oncomplete?.());
              if (behaviour === 'failsLate')
                later(() => {
                  transaction.onerror?.();
                  transaction.onabort?.();
                });
            },
          }),
        }),
      };
      later(() => {
        request.onupgradeneeded?.();
        request.onsuccess?.();
      });
      return request as unknown as IDBOpenDBRequest;
    },
  };
  return factory;
}

describe("the probe of IndexedDB's Blobs", () => {
  it.each<[Behaviour, boolean]>([
    ['keeps', true],
    ['failsLate', false],
    ['throws', false],
    ['neverAnswers', false],
  ])('an IndexedDB whose put of a Blob %s: kept %s, answered within the wait', async (b, kept) => {
    const idb = idbThat(b);
    const started = Date.now();
    expect(await blobsKept(idb, 5000)).toBe(kept);
    // Only an IndexedDB that never answers is waited for to the end.
    expect(Date.now() - started < 4000).toBe(b !== 'neverAnswers');
    expect(idb.deleted).toEqual([BLOB_PROBE_DB]);
  });
});

describe('a store made to refuse Blobs at once', () => {
  it('throws DataCloneError for a Blob as the put is made, and takes every other value', () => {
    const taken: unknown[][] = [];
    const store = {
      put: (...args: unknown[]) => taken.push(args) as unknown as IDBRequest<IDBValidKey>,
      add: (...args: unknown[]) => taken.push(args) as unknown as IDBRequest<IDBValidKey>,
    };
    refuseBlobsAtOnce(store);
    refuseBlobsAtOnce(store);
    expect(() => store.put(new Blob(['x']), 'k')).toThrow(
      expect.objectContaining({ name: 'DataCloneError' }),
    );
    expect(() => store.add(new Blob(['x']))).toThrow(
      expect.objectContaining({ name: 'DataCloneError' }),
    );
    store.put({ a: 1 }, 'k');
    store.add('text');
    expect(taken).toEqual([[{ a: 1 }, 'k'], ['text']]);
  });
});

describe("PouchDB's IndexedDB adapter in a store that refuses Blobs at once", () => {
  const proto = IDBObjectStore.prototype;
  const { put, add } = proto;
  afterEach(() => {
    proto.put = put;
    proto.add = add;
  });

  it('sets the copy up without Blobs, and keeps documents', async () => {
    refuseBlobsAtOnce(proto);
    const Pouch = PouchDB as unknown as new (name: string) => LocalPouch & {
      info(): Promise<{ idb_attachment_format?: string }>;
    };
    const copy = new Pouch(`blobs-refused-${crypto.randomUUID()}`);
    expect(await copy.info()).toMatchObject({ idb_attachment_format: 'base64' });
    await copy.put({ _id: 'match:1', v: 1 });
    expect(await copy.get('match:1')).toMatchObject({ _id: 'match:1', v: 1 });
    await copy.destroy();
  });
});
