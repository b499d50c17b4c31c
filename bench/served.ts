import { join } from 'node:path';
import type { PreviewServer } from 'vite';
import { preview } from 'vite';
import { freePort } from '../tests/e2e/freePort.ts';

/** The built app as the benches serve it, and the probe that sees it interactive. */

export const repoRoot = join(import.meta.dirname, '..');
export const distDir = join(repoRoot, 'dist');

/** Serves a built app (dist/, or another build's folder) as `npm start` does. */
export async function serveDist(
  outDir = distDir,
): Promise<{ url: string; origin: string; server: PreviewServer }> {
  const server = await preview({
    root: repoRoot,
    mode: 'production',
    logLevel: 'warn',
    clearScreen: false,
    build: { outDir },
    preview: { host: '127.0.0.1', port: await freePort(), strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('vite preview: no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return { url: `${origin}/`, origin, server };
}

declare global {
  interface Window {
    __bpInteractive?: { at: number; controlled: boolean };
  }
}

/**
 * In every document: the time (ms since navigation start) of the first frame in which the pad's
 * '4 spades' button is there, visible and enabled. (No named inner functions: tsx would wrap them
 * in a helper the page does not have.)
 */
export function watchInteractive(): void {
  const observer = new MutationObserver(() => {
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="4 spades"]');
    if (button === null || button.disabled || !button.checkVisibility()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__bpInteractive = {
        at: performance.now(),
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}
