// A club joined in WebKit's private session (WebKitGTK's MiniBrowser under automation keeps its
// storage ephemeral, as a Private tab does): there IndexedDB takes no Blob, and PouchDB's set-up,
// which stores one, never answered, so the club's line said "connecting…" for ever. The app makes
// the store refuse a Blob at once (src/sync/idbBlobs.ts), and the club works.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Engine, EnginePage } from '../../scripts/engines/engines.ts';
import { startEngine } from '../../scripts/engines/engines.ts';
import { fill, screenSays, shot, tap, waitForText } from '../../scripts/engines/screen.ts';
import { limits } from '../../scripts/limits.ts';
import type { RunningClub } from '../e2e/clubServer.ts';
import { startClubApp } from '../e2e/clubServer.ts';

const ORGANISER = { name: 'olive', password: 'olive-private-1' };
const PAT = { name: 'pat', password: 'pat-private-1' };

let engine: Engine | undefined;
let club: RunningClub | undefined;
beforeAll(async () => {
  [engine, club] = await Promise.all([
    startEngine('webkit'),
    startClubApp({ club: 'private-window', organiser: ORGANISER, members: [PAT] }),
  ]);
});
afterAll(async () => {
  await engine?.close().catch(() => undefined);
  await club?.close().catch(() => undefined);
});

/** Whether this page's IndexedDB stores a Blob, asked as the app's probe asks it. */
function blobStored(page: EnginePage): Promise<string> {
  return page.run<string>(`() => new Promise((resolve) => {
    const open = indexedDB.open('blob-check', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('s');
    open.onerror = () => resolve('not opened');
    open.onsuccess = () => {
      const tx = open.result.transaction('s', 'readwrite');
      tx.oncomplete = () => resolve('stored');
      tx.onabort = () => resolve('refused');
      try { tx.objectStore('s').put(new Blob(['x']), 'k'); } catch (e) { resolve('refused'); }
      setTimeout(() => resolve('no answer'), 5000);
    };
  })`);
}

describe("WebKitGTK's private session", () => {
  test('joining a club from the invite syncs: no "connecting…" for ever', async () => {
    if (engine === undefined || club === undefined) throw new Error('not started');
    const page = await engine.newPage({ size: 'tablet' });
    try {
      await page.goto(club.invite);
      // The session is one that takes no Blob, as Safari's Private tabs.
      expect(await blobStored(page)).not.toBe('stored');
      await fill(page, 'textbox', 'Name', PAT.name);
      await page.run(
        `(value) => {
          const field = document.querySelector('input[type="password"]');
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          field.focus();
          setter.call(field, value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }`,
        [PAT.password],
      );
      await tap(page, 'button', 'Join the club');
      await waitForText(page, 'Leave the club');
      const started = Date.now();
      // In step with the club within seconds: the device's copy of the club was set up.
      await waitForText(page, 'up to date', Math.max(limits.answer, 20_000));
      expect(Date.now() - started).toBeLessThan(Math.max(limits.answer, 20_000));
      expect(await screenSays(page)).not.toContain('connecting…');
    } catch (error) {
      await shot(page, 'club-private-window-failed').catch(() => undefined);
      if (error instanceof Error) error.message += `\nThe page showed: ${await screenSays(page)}`;
      throw error;
    } finally {
      await page.close();
    }
  });
});
