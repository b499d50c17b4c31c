import type { BridgepadDb } from './database.ts';

/**
 * Persistent storage: browsers may clear a site's data under pressure unless it is persisted.
 * bridgepad asks once, when the first match is saved, and remembers the answer for settings.
 */
export type PersistenceState =
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'not-asked' }
  | { readonly kind: 'granted'; readonly at: string }
  | { readonly kind: 'denied'; readonly at: string };

const KEY = 'persistence';

/** The part of `navigator.storage` this needs, so tests can stand in for it. */
export interface StorageManagerLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
}

export async function persistenceState(
  db: BridgepadDb,
  manager: StorageManagerLike | undefined,
): Promise<PersistenceState> {
  if (manager?.persist === undefined) return { kind: 'unsupported' };
  const saved = (await db.settings.get(KEY))?.value as PersistenceState | undefined;
  if (saved === undefined) return { kind: 'not-asked' };
  if (saved.kind === 'denied' && manager.persisted !== undefined && (await manager.persisted())) {
    return { kind: 'granted', at: saved.at };
  }
  return saved;
}

/** Asks for persistent storage unless already asked; returns the answer. */
export async function requestPersistence(
  db: BridgepadDb,
  manager: StorageManagerLike | undefined,
): Promise<PersistenceState> {
  const state = await persistenceState(db, manager);
  if (state.kind !== 'not-asked' || manager?.persist === undefined) return state;
  const granted = await manager.persist();
  const answer: PersistenceState = {
    kind: granted ? 'granted' : 'denied',
    at: new Date().toISOString(),
  };
  await db.settings.put({ key: KEY, value: answer });
  return answer;
}
