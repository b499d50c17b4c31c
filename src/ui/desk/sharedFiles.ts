/**
 * Files shared with bridgepad from another app (the share target: public/share-target.js keeps
 * them in this cache), waiting for the organiser's desk to take them in. Where there is no Cache
 * API (or no service worker ever ran), nothing is ever shared.
 */
const SHARED_CACHE = 'bridgepad-shared';

const hasCaches = () => typeof caches !== 'undefined';

/** A file waiting, and the key it waits under. */
export interface SharedFile {
  readonly key: string;
  readonly file: File;
}

/** The files waiting, oldest first. */
export async function sharedFiles(): Promise<SharedFile[]> {
  if (!hasCaches() || !(await caches.has(SHARED_CACHE))) return [];
  const cache = await caches.open(SHARED_CACHE);
  const files: SharedFile[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (response === undefined) continue;
    const name = decodeURIComponent(response.headers.get('x-file-name') ?? 'shared.json');
    const blob = await response.blob();
    files.push({ key: request.url, file: new File([blob], name, { type: blob.type }) });
  }
  return files;
}

/** How many files wait, reading none of them. */
export async function countSharedFiles(): Promise<number> {
  if (!hasCaches() || !(await caches.has(SHARED_CACHE))) return 0;
  return (await (await caches.open(SHARED_CACHE)).keys()).length;
}

/** Lets go of the files taken in; the others wait on. */
export async function forgetSharedFiles(keys: readonly string[]): Promise<void> {
  if (!hasCaches() || keys.length === 0 || !(await caches.has(SHARED_CACHE))) return;
  const cache = await caches.open(SHARED_CACHE);
  await Promise.all(keys.map((key) => cache.delete(key)));
}

/** Lets go of every file waiting, when the organiser discards them. */
export async function clearSharedFiles(): Promise<void> {
  if (hasCaches()) await caches.delete(SHARED_CACHE);
}
