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
  | { readonly kind: 'denied'; readonly at: string }
  /** Asked at `at`, and no answer came within PERSIST_ANSWER_WAIT_MS: some browsers never answer. */
  | { readonly kind: 'unanswered'; readonly at: string };

/**
 * How long to wait for the browser's answer before saying it has not answered. A browser that
 * waits on the player's permission, or never answers at all, must not leave Settings asking.
 */
export const PERSIST_ANSWER_WAIT_MS = 10_000;

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
  if (
    (saved.kind === 'denied' || saved.kind === 'unanswered') &&
    manager.persisted !== undefined &&
    (await manager.persisted())
  ) {
    return { kind: 'granted', at: saved.at };
  }
  return saved;
}

/**
 * Asks for persistent storage unless already asked (or, with `again`, unless already answered);
 * returns the answer, or `unanswered` once PERSIST_ANSWER_WAIT_MS pass without one. An answer
 * that comes later still replaces `unanswered`.
 */
export async function requestPersistence(
  db: BridgepadDb,
  manager: StorageManagerLike | undefined,
  again = false,
): Promise<PersistenceState> {
  const state = await persistenceState(db, manager);
  const ask = state.kind === 'not-asked' || (again && state.kind === 'unanswered');
  if (!ask || manager?.persist === undefined) return state;
  const answered = manager.persist().then(async (granted): Promise<PersistenceState> => {
    const answer: PersistenceState = {
      kind: granted ? 'granted' : 'denied',
      at: new Date().toISOString(),
    };
    await db.settings.put({ key: KEY, value: answer });
    return answer;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<PersistenceState>((resolve, reject) => {
    timer = setTimeout(() => {
      const unanswered: PersistenceState = { kind: 'unanswered', at: new Date().toISOString() };
      db.settings.put({ key: KEY, value: unanswered }).then(() => resolve(unanswered), reject);
    }, PERSIST_ANSWER_WAIT_MS);
  });
  try {
    return await Promise.race([answered, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether to tell the player, once, that this browser has not promised to keep the scores: it has
 * not granted persistent storage (or cannot say), so it may clear them, and a private window
 * forgets them when it closes. Browsers do not tell a page that a window is private, so this is
 * said wherever the promise is missing, once per device (or per private window, whose store goes
 * with it), and never where the promise is given (an installed app, as a rule).
 */
export function keepNoteDue(
  db: BridgepadDb,
  manager: StorageManagerLike | undefined,
): Promise<boolean> {
  return noteDue(db, manager, SETTINGS.keepNoteSeen);
}

/** Whether a note about keeping the scores is due: not yet read (`seen`), and no promise given. */
async function noteDue(
  db: BridgepadDb,
  manager: StorageManagerLike | undefined,
  seen: string,
): Promise<boolean> {
  if ((await db.settings.get(seen)) !== undefined) return false;
  if (manager?.persisted === undefined) return true;
  return !(await manager.persisted());
}

/** Notes that the player has read the note, so that it is not said again on this device. */
export async function keepNoteSeen(db: BridgepadDb, at: string = new Date().toISOString()) {
  await db.settings.put({ key: SETTINGS.keepNoteSeen, value: at });
}

/**
 * Whether to tell the player, once per device, that Safari may clear the matches: in a Safari tab
 * on an iPhone or iPad (the caller tells, src/ui/storage/safariTab.ts), WebKit deletes a site's
 * stored data after seven days of use without a visit, unless the browser has promised to keep it
 * (`persisted()`), as it does for an app added to the Home Screen.
 */
export function safariNoteDue(
  db: BridgepadDb,
  manager: StorageManagerLike | undefined,
): Promise<boolean> {
  return noteDue(db, manager, SETTINGS.safariNoteSeen);
}

/**
 * Notes that the player has read Safari's note, which says what the general one says too: neither
 * is said again on this device.
 */
export async function safariNoteSeen(db: BridgepadDb, at: string = new Date().toISOString()) {
  await db.settings.bulkPut([
    { key: SETTINGS.safariNoteSeen, value: at },
    { key: SETTINGS.keepNoteSeen, value: at },
  ]);
}
