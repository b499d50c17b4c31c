import type { BridgepadDb } from '../../db/database.ts';
import type { PersistenceState, StorageManagerLike } from '../../db/persistence.ts';
import { persistenceState, requestPersistence } from '../../db/persistence.ts';

/** The browser's storage manager, where it has one. */
export function storageManager(): StorageManagerLike | undefined {
  return typeof navigator !== 'undefined' && 'storage' in navigator ? navigator.storage : undefined;
}

/** Asks once for persistent storage (after the first saved match). Never throws. */
export async function askForPersistence(db: BridgepadDb): Promise<PersistenceState | null> {
  try {
    return await requestPersistence(db, storageManager());
  } catch {
    return null;
  }
}

export function readPersistence(db: BridgepadDb): Promise<PersistenceState> {
  return persistenceState(db, storageManager());
}
