import type { ReactNode } from 'react';
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { BridgepadDb, StorageMode } from '../../db/database.ts';
import { Storage } from '../../db/storage.ts';
import { errorText } from '../../engine/errorText.ts';

const StorageContext = createContext<Storage | null>(null);

let opening: Promise<Storage> | null = null;

/**
 * Starts opening the store as the app's script runs (src/main.tsx), so that the database opens
 * while React draws its first frame rather than after it. The provider takes it up, once.
 */
export function openStorageEarly(): void {
  if (opening !== null) return;
  opening = Storage.open();
  // Its failure is shown by the provider, which takes the promise up a moment later.
  opening.catch(() => undefined);
}

function takeOpening(): Promise<Storage> {
  const started = opening ?? Storage.open();
  opening = null;
  return started;
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
  const [storage, setStorage] = useState<Storage | null>(given ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (given !== undefined) return;
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
  }, [given]);
  if (failure !== null) {
    return (
      <p role="alert" className="fatal">
        bridgepad could not open any storage: {failure}
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

/** The database in use now; components re-render when the app moves to memory. */
export function useDb(): BridgepadDb {
  const storage = useStorage();
  return useSyncExternalStore(storage.subscribe, () => storage.db);
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
