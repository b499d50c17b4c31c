/**
 * The device's copy of the club in a browser whose IndexedDB takes no Blob: WebKit's private
 * windows (Safari's Private tabs, WebKitGTK's ephemeral sessions) refuse to store one, and do it
 * late: the put's request fails and its transaction then never ends. PouchDB's IndexedDB adapter
 * stores a Blob as it sets itself up, to learn whether attachments may be kept as Blobs, in the
 * same transaction as its own figures; there, the copy's first read never returned, and the
 * club's line said "connecting…" for ever (docs/sync.md, "On the device").
 *
 * A browser that cannot keep a value is to refuse it at once, with a DataCloneError thrown by
 * the put (the IndexedDB standard's "clone" step): PouchDB then takes it that Blobs are not
 * kept, keeps its attachments as text (the club's documents have none) and goes on. So before
 * PouchDB is set up, a Blob is put into a probe database of its own; where it is not taken within
 * BLOB_PROBE_MS, every later put or add of a Blob on this page is refused so, at once. A browser
 * too slow to answer in time, taken for one that refuses, loses nothing by it: the club's copy
 * has no attachments, and the store of the matches keeps no Blob.
 */

/** How long the probe waits for IndexedDB to take a Blob (ms): a browser that keeps one answers in a moment. */
export const BLOB_PROBE_MS = 3000;

/** The probe's own database, removed again once it has answered. */
export const BLOB_PROBE_DB = 'bridgepad-blob-probe';

/** The part of IndexedDB the probe uses, passed in (docs/style.md, rule 20). */
export type IdbFactoryLike = Pick<IDBFactory, 'open' | 'deleteDatabase'>;

/**
 * Whether this IndexedDB stores a Blob: put in a transaction of its own that completes within
 * `waitMs`. Any failure, or no answer, is a no.
 */
export function blobsKept(idb: IdbFactoryLike, waitMs = BLOB_PROBE_MS): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let opened: IDBDatabase | null = null;
    let answered = false;
    const answer = (kept: boolean) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      opened?.close();
      try {
        idb.deleteDatabase(BLOB_PROBE_DB);
      } catch {
        // A browser that cannot remove it keeps an empty database of one store: nothing to say.
      }
      resolve(kept);
    };
    const timer = setTimeout(() => answer(false), waitMs);
    try {
      const request = idb.open(BLOB_PROBE_DB, 1);
      request.onupgradeneeded = () => request.result.createObjectStore('probe');
      request.onerror = () => answer(false);
      request.onblocked = () => answer(false);
      request.onsuccess = () => {
        opened = request.result;
        try {
          const transaction = opened.transaction('probe', 'readwrite');
          transaction.oncomplete = () => answer(true);
          transaction.onerror = () => answer(false);
          transaction.onabort = () => answer(false);
          transaction.objectStore('probe').put(new Blob(['probe']), 'blob');
        } catch {
          // Refused as it was put: the standard's way, which PouchDB understands.
          answer(false);
        }
      };
    } catch {
      answer(false);
    }
  });
}

/** The two writes of an object store that take a value. */
type StoreWrites = Pick<IDBObjectStore, 'put' | 'add'>;

const refusing = new WeakSet<object>();

/**
 * Makes every put or add of a Blob (a File too) refuse it at once, as a browser that cannot keep
 * one is to, and leaves every other value to the store. Done once per prototype.
 */
export function refuseBlobsAtOnce(store: StoreWrites, BlobType: typeof Blob = Blob): void {
  if (refusing.has(store)) return;
  refusing.add(store);
  for (const name of ['put', 'add'] as const) {
    const write = store[name];
    store[name] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      if (value instanceof BlobType)
        throw new DOMException(
          'This browser does not store a Blob in IndexedDB.',
          'DataCloneError',
        );
      return key === undefined ? write.call(this, value) : write.call(this, value, key);
    };
  }
}

/**
 * Before PouchDB is set up in the browser: where IndexedDB takes no Blob, it is made to refuse
 * one at once (refuseBlobsAtOnce), so that PouchDB keeps the club's copy without Blobs. The
 * probe runs once per page.
 */
let probed: Promise<boolean> | null = null;
export function keepBlobsOut(): Promise<boolean> {
  probed ??= (async () => {
    if (typeof indexedDB === 'undefined' || typeof IDBObjectStore === 'undefined') return true;
    const kept = await blobsKept(indexedDB);
    if (!kept) refuseBlobsAtOnce(IDBObjectStore.prototype);
    return kept;
  })();
  return probed;
}
