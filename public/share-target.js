/*
 * The share target (manifest `share_target`): match files shared with bridgepad from another app
 * arrive here as a POST to /share-target. They are kept in the cache `bridgepad-shared` until the
 * organiser's desk takes them in (src/ui/desk/sharedFiles.ts), and the app opens on the desk.
 * Loaded into the service worker (vite.config.ts, workbox `importScripts`).
 */
const SHARED_CACHE = 'bridgepad-shared';

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.pathname !== '/share-target') return;
  event.respondWith(
    (async () => {
      try {
        const form = await event.request.formData();
        const files = form.getAll('files').filter((file) => typeof file !== 'string');
        const cache = await caches.open(SHARED_CACHE);
        const stamp = Date.now();
        await Promise.all(
          files.map((file, i) =>
            cache.put(
              `/shared/${stamp}-${i}`,
              new Response(file, {
                headers: {
                  'content-type': file.type || 'application/json',
                  'x-file-name': encodeURIComponent(file.name),
                },
              }),
            ),
          ),
        );
      } catch {
        // Nothing kept: the desk then has nothing shared to offer.
      }
      return Response.redirect('/#/desk', 303);
    })(),
  );
});
