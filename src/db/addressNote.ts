import type { BridgepadDb } from './database.ts';
import { SETTINGS } from './schema.ts';
import type { ReadSource } from './storeReads.ts';
import { readsOf } from './storeReads.ts';

/**
 * Whether to tell the player, once, what the page cannot do at this address: the browser counts
 * only HTTPS (and localhost) as secure, and a club laptop serving the app on plain HTTP at its
 * network address (docs/sync.md, "A club night on a laptop") gets no offline copy and no camera.
 * Said once per device, as the note on keeping the scores is (persistence.ts); the caller knows
 * whether the page is secure.
 */
export async function addressNoteDue(source: ReadSource, secure: boolean): Promise<boolean> {
  if (secure) return false;
  return (await readsOf(source).get('settings', SETTINGS.addressNoteSeen)) === undefined;
}

/** Notes that the player has read it, so that it is not said again on this device. */
export async function addressNoteSeen(
  db: BridgepadDb,
  at: string = new Date().toISOString(),
): Promise<void> {
  await db.settings.put({ key: SETTINGS.addressNoteSeen, value: at });
}
