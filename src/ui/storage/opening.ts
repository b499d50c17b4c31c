import type { BridgepadDb } from '../../db/database.ts';
import { getRecord } from '../../db/matchRows.ts';
import type { MatchRecord } from '../../db/records.ts';
import { Storage } from '../../db/storage.ts';
import { parseRoute } from '../router.ts';

/**
 * The store opened as the app starts, before React has drawn anything: IndexedDB opens while the
 * rest of the app's code is read, and the match the address names is read with it, so the table
 * is drawn once, with its scores, rather than as "loading" first.
 */
let primed: { readonly db: BridgepadDb; readonly record: MatchRecord } | null = null;

export function openAtStart(hash: string): Promise<Storage> {
  return Storage.open().then(async (storage) => {
    const route = parseRoute(hash);
    if (route.name === 'match') {
      // A read that fails here is read again, and its problem shown, by the table itself.
      const record = await getRecord(storage.db, route.id).catch(() => undefined);
      if (record !== undefined) primed = { db: storage.db, record };
    }
    return storage;
  });
}

/** The record read at start for this match, until the table's own first read replaces it. */
export function primedRecord(db: BridgepadDb, id: string): MatchRecord | undefined {
  return primed !== null && primed.db === db && primed.record.id === id ? primed.record : undefined;
}

/** Once the table has read the store itself, what was read at start is not offered again. */
export function forgetPrimed(): void {
  primed = null;
}
