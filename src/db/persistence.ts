import type { BridgepadDb } from './database.ts';
import { SETTINGS } from './schema.ts';

/**
 * Persistent storage: browsers may clear a site's data under pressure unless it is persisted.
 * bridgepad asks once, when the first match is saved, and remembers the answer for settings.
 */
export type PersistenceState =
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'not-asked' }
  | { readonly kind: 'granted'; readonly at: string }
  | { readonly kind: 'denied'; readonly at: string };

const KEY = SETTINGS.persistence;

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

/**
 * Whether to tell the player, once, that this browser has not promised to keep the scores: it has
 * not granted persistent storage (or cannot say), so it may clear them, and a private window
 * forgets them when it closes. Browsers do not tell a page that a window is private, so this is
 * said wherever the promise is missing, once per device (or per private window, whose store goes
 * with it), and never where the promise is given (an installed app, as a rule).
 */
export async function keepNoteDue(
  db: BridgepadDb,
  manager: StorageManagerLike | undefined,
): Promise<boolean> {
  if ((await db.settings.get(SETTINGS.keepNoteSeen)) !== undefined) return false;
  if (manager?.persisted === undefined) return true;
  return !(await manager.persisted());
}

/** Notes that the player has read the note, so that it is not said again on this device. */
export async function keepNoteSeen(db: BridgepadDb, at: string = new Date().toISOString()) {
  await db.settings.put({ key: SETTINGS.keepNoteSeen, value: at });
}
