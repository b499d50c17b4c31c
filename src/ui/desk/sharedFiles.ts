/**
 * Files shared with bridgepad from another app (the share target: public/share-target.js keeps
 * them in this cache), waiting for the organiser's desk to take them in, and a note of what the
 * last share left out (docs/format.md, "Files shared with bridgepad"). A file not taken in within
 * three days is let go here as in the share target. Where there is no Cache API (or no service
 * worker ever ran), nothing is ever shared.
 */
/** !!! CHANGING THIS NAME LOSES THE FILES WAITING: public/share-target.js keeps them under it too. */
const SHARED_CACHE = 'bridgepad-shared';
/** The keys the share target writes: `/shared/<when shared, ms>-<n>`, and its note. */
const FILE_PATH = /^\/shared\/(\d+)-\d+$/;
const NOTE_PATH = '/shared-note';
/** As long as the share target keeps a file. */
const KEEP_MS = 3 * 24 * 60 * 60 * 1000;

const hasCaches = () => typeof caches !== 'undefined';

/** A file waiting, and the key it waits under. */
export interface SharedFile {
  readonly key: string;
  readonly file: File;
}

/** The cache, if anything was ever shared. */
async function sharedCache(): Promise<Cache | null> {
  if (!hasCaches() || !(await caches.has(SHARED_CACHE))) return null;
  return caches.open(SHARED_CACHE);
}

/** The keys of the files still waiting, oldest first, letting go of those kept too long. */
async function waitingKeys(cache: Cache): Promise<Request[]> {
  const now = Date.now();
  const waiting: Request[] = [];
  for (const request of await cache.keys()) {
    const at = FILE_PATH.exec(new URL(request.url).pathname);
    if (at === null) continue;
    if (now - Number(at[1]) > KEEP_MS) await cache.delete(request);
    else waiting.push(request);
  }
  return waiting;
}

/** The files waiting, oldest first. */
export async function sharedFiles(): Promise<SharedFile[]> {
  const cache = await sharedCache();
  if (cache === null) return [];
  const files: SharedFile[] = [];
  for (const request of await waitingKeys(cache)) {
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
  const cache = await sharedCache();
  return cache === null ? 0 : (await waitingKeys(cache)).length;
}

/** What the last share left out, one line a file ("photo.png: it is not a match file"). */
export async function sharedNote(): Promise<readonly string[]> {
  const cache = await sharedCache();
  const response = await cache?.match(NOTE_PATH);
  if (response === undefined) return [];
  try {
    const note = (await response.json()) as { at?: unknown; lines?: unknown };
    const fresh = typeof note.at === 'number' && Date.now() - note.at <= KEEP_MS;
    const lines = Array.isArray(note.lines) ? note.lines : [];
    if (fresh) return lines.filter((line): line is string => typeof line === 'string');
  } catch {
    // A note that cannot be read says nothing.
  }
  await cache?.delete(NOTE_PATH);
  return [];
}

/** Lets go of the note, once read. */
export async function forgetSharedNote(): Promise<void> {
  await (await sharedCache())?.delete(NOTE_PATH);
}

/** Lets go of the files taken in; the others wait on. */
export async function forgetSharedFiles(keys: readonly string[]): Promise<void> {
  const cache = await sharedCache();
  if (cache === null || keys.length === 0) return;
  await Promise.all(keys.map((key) => cache.delete(key)));
}

/** Lets go of every file waiting, and the note, when the organiser discards them. */
export async function clearSharedFiles(): Promise<void> {
  if (hasCaches()) await caches.delete(SHARED_CACHE);
}
