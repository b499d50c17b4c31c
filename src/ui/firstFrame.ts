import { parseRoute } from './router.ts';
import { openStorageEarly } from './storage/StorageProvider.tsx';
import { readMatchEarly } from './table/useMatch.ts';

/** The longest the app's first frame waits for the store and the match it shows. */
export const FIRST_FRAME_WAIT_MS = 400;

/**
 * What the app's first frame needs, so that it is the screen itself rather than "Opening your
 * scores…" and then "Opening the match…": the store open, and the match the address names read.
 * That takes a few milliseconds as a rule. Settles once both are done, or where the store could
 * not be opened, or after `waitMs` at most: the app then starts anyway, and its first frame says
 * it is opening the store (or why it could not).
 */
export function readyForFirstFrame(hash: string, waitMs = FIRST_FRAME_WAIT_MS): Promise<void> {
  const route = parseRoute(hash);
  const ready = openStorageEarly().then(async (storage) => {
    if (storage !== undefined && route.name === 'match') {
      // A match that cannot be read here is read again, and explained, by its screen.
      await readMatchEarly(storage, route.id).catch(() => undefined);
    }
  });
  return Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
