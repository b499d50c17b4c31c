import type { BridgepadDb } from '../../db/database.ts';
import type { PersistenceState, StorageManagerLike } from '../../db/persistence.ts';
import { persistenceState, requestPersistence } from '../../db/persistence.ts';

/** The browser's storage manager, where it has one. */
export function storageManager(): StorageManagerLike | undefined {
  return typeof navigator !== 'undefined' && 'storage' in navigator ? navigator.storage : undefined;
}

/**
 * Asks once for persistent storage (after the first saved match), and goes on without waiting:
 * Settings says the answer (or that none came) from what is kept. A browser that fails to answer
 * leaves it not asked, to be asked again; one that keeps silent is noted as not answering, and
 * `again` asks it once more (Settings' button).
 */
export function askForPersistence(db: BridgepadDb, again = false): void {
  requestPersistence(db, storageManager(), again).catch(() => undefined);
}

export function readPersistence(db: BridgepadDb): Promise<PersistenceState> {
  return persistenceState(db, storageManager());
}
