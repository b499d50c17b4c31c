import type { ReactNode } from 'react';
import { createContext, use, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { BridgepadDb, StorageMode } from '../../db/database.ts';
import type { StoreReads } from '../../db/storeReads.ts';
import { Storage } from '../../db/storage.ts';
import { errorText } from '../../engine/errorText.ts';
import { APP_NAME } from '../../engine/appName.ts';

const StorageContext = createContext<Storage | null>(null);

let opening: Promise<Storage> | null = null;
let opened: Storage | null = null;

/**
 * Starts opening the store as the app's script runs (src/ui/firstFrame.ts), before React's first
 * frame. The first provider takes it up: open already, or still opening. Settles with the store,
 * or with nothing where it could not be opened (the provider then says why).
 */
export function openStorageEarly(): Promise<Storage | undefined> {
  const started = (opening ??= Storage.open());
  return started.then(
    (storage) => {
      if (opening === started) opened = storage;
      return storage;
    },
    () => undefined,
  );
}

function takeOpening(): Promise<Storage> {
  const started = opening ?? Storage.open();
  opening = null;
  opened = null;
  return started;
}

/** The store opened early, if it is open already: the provider's first frame is then the app. */
function takeOpened(): Storage | null {
  const storage = opened;
  if (storage !== null) {
    opening = null;
    opened = null;
  }
  return storage;
}

/**
 * Opens the database once and gives it to the app. Until it is open the app shows a short
 * "Opening your scores" line; it never fails silently (a refused database opens in memory).
 */
export function StorageProvider({
  children,
  storage: given,
}: {
  children: ReactNode;
  storage?: Storage;
}) {
  const [storage, setStorage] = useState<Storage | null>(() => given ?? takeOpened());
  const [failure, setFailure] = useState<string | null>(null);
  const hasStorage = storage !== null;
  useEffect(() => {
    if (hasStorage) return;
    let cancelled = false;
    takeOpening().then(
      (opened) => {
        if (!cancelled) setStorage(opened);
      },
      (error: unknown) => {
        if (!cancelled) setFailure(errorText(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [hasStorage]);
  if (failure !== null) {
    return (
      <p role="alert" className="fatal">
        {APP_NAME} could not open any storage: {failure}
      </p>
    );
  }
  if (storage === null) return <p className="opening">Opening your scores…</p>;
  return <StorageContext.Provider value={storage}>{children}</StorageContext.Provider>;
}

export function useStorage(): Storage {
  const storage = useContext(StorageContext);
  if (storage === null) throw new Error('useStorage outside StorageProvider');
  return storage;
}

/**
 * The database in use now; components re-render when the app moves to memory. Where the store's
 * writing half has not loaded yet (src/db/storage.ts), the component waits for it (its Suspense
 * shows meanwhile): the first screen reads through `useReads` instead.
 */
export function useDb(): BridgepadDb {
  const storage = useStorage();
  const db = useSyncExternalStore(storage.subscribe, () => storage.loaded);
  return db ?? use(storage.database());
}

/** The first screen's reads of the store (src/db/storeReads.ts), as they are now. */
export function useReads(): StoreReads {
  const storage = useStorage();
  return useSyncExternalStore(storage.subscribe, () => storage.reads);
}

export function useStorageMode(): StorageMode {
  const storage = useStorage();
  return useSyncExternalStore(storage.subscribe, () => storage.mode);
}

/** True once a newer version of the app has taken the database over in another tab. */
export function useStorageOutdated(): boolean {
  const storage = useStorage();
  return useSyncExternalStore(storage.subscribe, () => storage.outdated);
}
