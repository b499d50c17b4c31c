/*
 * The share target (manifest `share_target`): match files shared with bridgepad from another app
 * arrive here as a POST to /share-target. They are kept in the cache `bridgepad-shared` until the
 * organiser's desk takes them in (src/ui/desk/sharedFiles.ts), and the app opens on the desk.
 * Loaded into the service worker (vite.config.ts, workbox `importScripts`).
 *
 * What is kept is held to what a share from the device's own share sheet sends (docs/format.md,
 * "Files shared with bridgepad"): any page on the web can post a form here, on the same storage
 * as the scores, so a post that shows a page behind it is refused, and what is kept is match
 * files only, each within Import's limit, a few at a time, for a few days.
 */
/* !!! CHANGING THIS NAME LOSES THE FILES WAITING: src/ui/desk/sharedFiles.ts reads them under it. */
const SHARED_CACHE = 'bridgepad-shared';
/** Where the files wait: `/shared/<when shared, ms>-<n>`. */
const FILE_PATH = /^\/shared\/(\d+)-\d+$/;
/** What the last share left out, and why, for the desk to say. */
const NOTE_PATH = '/shared-note';
/** Import's limit (docs/format.md, "Importing"), for each file. */
const FILE_LIMIT = 10 * 1024 * 1024;
/** The most files that wait at once, and the most they weigh together. */
const MOST_FILES = 20;
const MOST_BYTES = 20 * 1024 * 1024;
/** A file not taken in within three days is let go (the desk lets go of it too). */
const KEEP_MS = 3 * 24 * 60 * 60 * 1000;
/** The most files a note names; the rest are counted. */
const NOTE_NAMES = 5;

const mb = (bytes) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Whether a POST comes from the device's share sheet rather than from a page. The share sheet's
 * POST is a navigation the browser starts itself, with no page behind it: `Sec-Fetch-Site: none`
 * where the browser lets the service worker see that header (Chromium does not), an `Origin` of
 * "null" or none, and no referrer. A form posted here from a page elsewhere names that page's
 * origin, same site or not, and is refused. A request that is no navigation comes from one of
 * bridgepad's own pages: a service worker sees no other page's fetches.
 */
function fromShareSheet(request) {
  if (request.mode !== 'navigate') return true;
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'none') return false;
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== 'null') return false;
  return request.referrer === '';
}

/**
 * Whether a file can be a match file (a match file, a backup, PBN or a match code), by its name or
 * type and its first bytes, as Import tells one (src/db/importRead.ts): text with no NUL, opening
 * as JSON, PBN or a match code does.
 */
async function mayBeMatchFile(file) {
  const named = /\.(json|txt|pbn)$/i.test(file.name);
  if (!named && !['application/json', 'text/plain'].includes(file.type)) return false;
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  if (head.includes(0)) return false;
  const text = new TextDecoder()
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(BP\d+:|[{[%;])/.test(text) || text.includes('#m=') || /^\[[A-Za-z]\w*\s+"/m.test(text);
}

/** When a waiting file was shared, from its key; null for the note or anything else. */
function sharedAt(request) {
  const found = FILE_PATH.exec(new URL(request.url).pathname);
  return found === null ? null : Number(found[1]);
}

/** The files waiting, having let go of those older than KEEP_MS: their count and weight. */
async function stillWaiting(cache, now) {
  let files = 0;
  let bytes = 0;
  for (const request of await cache.keys()) {
    const at = sharedAt(request);
    if (at === null) continue;
    if (now - at > KEEP_MS) {
      await cache.delete(request);
      continue;
    }
    const response = await cache.match(request);
    files += 1;
    bytes += Number(response?.headers.get('x-file-size') ?? 0);
  }
  return { files, bytes };
}

/** Why a file is not kept, or null to keep it. */
async function leftOut(file, waiting) {
  if (file.size > FILE_LIMIT) {
    return `it is ${mb(file.size)}: WeThey takes files of up to ${mb(FILE_LIMIT)}`;
  }
  if (!(await mayBeMatchFile(file))) return 'it is not a match file';
  if (waiting.files >= MOST_FILES) {
    return `${MOST_FILES} shared files wait already: take them in first`;
  }
  if (waiting.bytes + file.size > MOST_BYTES) {
    return `the files waiting would weigh over ${mb(MOST_BYTES)}: take them in first`;
  }
  return null;
}

async function keep(request) {
  const now = Date.now();
  const cache = await caches.open(SHARED_CACHE);
  const waiting = await stillWaiting(cache, now);
  let files = [];
  try {
    const form = await request.formData();
    files = form.getAll('files').filter((file) => typeof file !== 'string');
  } catch {
    // Not a form: nothing to keep.
  }
  const notes = [];
  let i = 0;
  for (const file of files) {
    const why = await leftOut(file, waiting);
    if (why !== null) {
      notes.push(`${file.name || 'a file'}: ${why}`);
      continue;
    }
    await cache.put(
      `/shared/${now}-${i++}`,
      new Response(file, {
        headers: {
          'content-type': file.type || 'application/json',
          'x-file-name': encodeURIComponent(file.name),
          'x-file-size': String(file.size),
        },
      }),
    );
    waiting.files += 1;
    waiting.bytes += file.size;
  }
  await cache.delete(NOTE_PATH);
  if (notes.length > 0) {
    const more = notes.length - NOTE_NAMES;
    const lines = more > 1 ? [...notes.slice(0, NOTE_NAMES), `and ${more} more`] : notes;
    await cache.put(NOTE_PATH, Response.json({ at: now, lines }));
  }
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.pathname !== '/share-target') return;
  if (!fromShareSheet(event.request)) {
    event.respondWith(
      new Response('Files are shared with WeThey from the share sheet of this device only.', {
        status: 403,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      }),
    );
    return;
  }
  event.respondWith(
    (async () => {
      try {
        await keep(event.request);
      } catch {
        // Nothing more kept: the desk offers what waits, and says what the note says.
      }
      return Response.redirect('/#/desk', 303);
    })(),
  );
});
