/**
 * Files shared with bridgepad from another app (the share target: public/share-target.js keeps
 * them in this cache), waiting for the organiser's desk to take them in. Where there is no Cache
 * API (or no service worker ever ran), nothing is ever shared.
 */
const SHARED_CACHE = 'bridgepad-shared';

const hasCaches = () => typeof caches !== 'undefined';

/** The files waiting, oldest first. */
export async function sharedFiles(): Promise<File[]> {
  if (!hasCaches() || !(await caches.has(SHARED_CACHE))) return [];
  const cache = await caches.open(SHARED_CACHE);
  const files: File[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (response === undefined) continue;
    const name = decodeURIComponent(response.headers.get('x-file-name') ?? 'shared.json');
    const blob = await response.blob();
    files.push(new File([blob], name, { type: blob.type }));
  }
  return files;
}

/** Forgets the files waiting: once taken in, or when the organiser discards them. */
export async function clearSharedFiles(): Promise<void> {
  if (hasCaches()) await caches.delete(SHARED_CACHE);
}
