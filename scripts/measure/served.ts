import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { preview } from 'vite';
import { freePort } from '../freePort.ts';

/**
 * The built app as the benches serve it, and what they run in its pages: the probe that sees it
 * interactive, and the checks that a timed start was offline and throttled. The page functions
 * are handed over as source, to Playwright or over the DevTools protocol alike (no named inner
 * functions: tsx would wrap them in a helper the page does not have).
 */

export const repoRoot = join(import.meta.dirname, '../..');
export const distDir = join(repoRoot, 'dist');

/**
 * Serves a built app (dist/, or another build's folder) as `npm start` does: on a free port, or
 * on exactly `port` (the same origin as a build served there before, as a new release is).
 */
export async function serveDist(
  outDir = distDir,
  port?: number,
): Promise<{ url: string; origin: string; server: PreviewServer }> {
  const server = await preview({
    root: repoRoot,
    mode: 'production',
    logLevel: 'warn',
    clearScreen: false,
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port: port ?? (await freePort()),
      strictPort: port !== undefined,
      open: false,
    },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('vite preview: no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return { url: `${origin}/`, origin, server };
}

/** Starts a rubber in two taps (New match, Start) from the matches list; returns its id. */
export async function startRubber(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'New match' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
  const id = /#\/match\/([^/]+)$/.exec(page.url())?.[1];
  if (id === undefined) throw new Error(`not on a match screen: ${page.url()}`);
  return decodeURIComponent(id);
}

declare global {
  interface Window {
    __bpInteractive?: { at: number; controlled: boolean };
  }
}

/** What a timed start waits to see drawn: the pad's '4 spades' button, or the list's first match. */
export const SHOWN = {
  pad: 'button[aria-label="4 spades"]',
  list: '.match-list > li',
} as const;

/**
 * In every document: the time (ms since navigation start) at which the first frame showing
 * `selector`'s element, visible (and, a button, enabled), has been drawn, as
 * `window.__bpInteractive`.
 *
 * The watcher never forces a layout of its own: a mutation only notes that the element is there,
 * and whether it is visible is asked once the next frame has been laid out and painted, when the
 * answer costs nothing. Asking at once (as it did) made the browser lay out the table screen
 * mid-start, inside the clock, a cost the player's start does not pay, and one that grew with
 * the table screen's size container. (No named inner functions: tsx would wrap them in a helper
 * the page does not have.)
 */
export function watchShown(selector: string): void {
  let pending = false;
  const observer = new MutationObserver(() => {
    const shown = document.querySelector<HTMLElement>(selector);
    if (pending || shown === null || (shown as HTMLButtonElement).disabled === true) return;
    pending = true;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        pending = false;
        if (!shown.isConnected || (shown as HTMLButtonElement).disabled === true) return;
        if (!shown.checkVisibility()) return;
        observer.disconnect();
        window.__bpInteractive = {
          at: performance.now(),
          controlled: navigator.serviceWorker.controller !== null,
        };
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/** In the page: a busy loop's time (ms), to show that the 4x throttling took effect. */
export function busyLoop(): number {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 20_000_000; i += 1) x += Math.sqrt(i);
  return performance.now() - started + (x < 0 ? 1 : 0);
}

/**
 * In the page: whether a request reaches the network (a timed start's must not).
 * navigator.onLine is no witness: with a second DevTools session on the page, Chromium's offline
 * emulation still refuses every request but onLine reads true. A request is asked.
 */
export function reachesNetwork(): Promise<boolean> {
  return fetch(`/offline-probe?${Math.random()}`, { cache: 'no-store' }).then(
    () => true,
    () => false,
  );
}

/** In the page: settles once the app's service worker is installed and activated. */
export async function serviceWorkerActivated(): Promise<void> {
  const worker = (await navigator.serviceWorker.ready).active;
  if (worker !== null && worker.state !== 'activated') {
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
    );
  }
}

/**
 * A timed start as it was, or thrown (naming `label`) unless the service worker answered it with
 * the network off, as every timed start must be.
 */
export function offlineOrThrow<T extends { controlled: boolean; online: boolean }>(
  start: T,
  label: string,
): T {
  if (!start.controlled || start.online) {
    throw new Error(`${label}: controlled ${start.controlled}, online ${start.online}`);
  }
  return start;
}
