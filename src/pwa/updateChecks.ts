/** How often, at most, the app asks whether a new version is out while it stays open. */
export const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * An app left open all evening still learns of a new version (docs/style.md, rule 20: the clock
 * and the page are passed in, so a test drives them): when it comes back to the foreground, and
 * every hour while it is in view, it asks, never more than once an hour. What is found is offered
 * as any update is, only between deals. Returns what stops the watching.
 */
export function watchForUpdates(
  check: () => Promise<unknown>,
  page: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>,
  now: () => number = Date.now,
  timers: Pick<typeof globalThis, 'setInterval' | 'clearInterval'> = globalThis,
): () => void {
  let last = now();
  const maybeCheck = () => {
    if (page.visibilityState !== 'visible' || now() - last < CHECK_EVERY_MS) return;
    last = now();
    // Offline, or the server unreachable: the next chance will ask again.
    void check().catch(() => undefined);
  };
  const onVisible = () => maybeCheck();
  page.addEventListener('visibilitychange', onVisible);
  const timer = timers.setInterval(maybeCheck, CHECK_EVERY_MS);
  return () => {
    page.removeEventListener('visibilitychange', onVisible);
    timers.clearInterval(timer);
  };
}
