import Dexie from 'dexie';
import type { BridgepadDb } from './database.ts';

/**
 * Hearing of every change committed to the store, in this page or another of the same app (Dexie
 * tells each page of the others' writes): which stores changed, by name (schema.ts, TABLES). A
 * club's mirror listens, so it looks for what changed only when something did.
 */
export function watchStores(
  db: BridgepadDb,
  listener: (stores: ReadonlySet<string>) => void,
): () => void {
  const prefix = `idb://${db.name}/`;
  const heard = (parts: Readonly<Record<string, unknown>>) => {
    const stores = new Set<string>();
    for (const part of Object.keys(parts))
      if (part.startsWith(prefix)) stores.add(part.slice(prefix.length).split('/')[0] ?? '');
    stores.delete('');
    if (stores.size > 0) listener(stores);
  };
  Dexie.on('storagemutated', heard);
  return () => Dexie.on('storagemutated').unsubscribe(heard);
}
