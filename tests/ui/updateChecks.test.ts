import { describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, watchForUpdates } from '../../src/pwa/updateChecks.ts';

/** An app left open all evening learns of a new version (src/pwa/updateChecks.ts). */

function fakePage() {
  const listeners = new Set<() => void>();
  return {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    show(state: DocumentVisibilityState) {
      this.visibilityState = state;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('checking for a new version while the app stays open', () => {
  it('asks on coming back into view, at most once an hour', () => {
    vi.useFakeTimers();
    try {
      const page = fakePage();
      const check = vi.fn(() => Promise.resolve());
      const stop = watchForUpdates(check, page as unknown as Document, () => Date.now());
      page.show('hidden');
      page.show('visible');
      // Just loaded: it checked as it loaded, so not again yet.
      expect(check).not.toHaveBeenCalled();
      vi.setSystemTime(Date.now() + CHECK_EVERY_MS + 1);
      page.show('hidden');
      expect(check).not.toHaveBeenCalled();
      page.show('visible');
      expect(check).toHaveBeenCalledTimes(1);
      page.show('hidden');
      page.show('visible');
      expect(check).toHaveBeenCalledTimes(1);
      stop();
      expect(page.listeners.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks every hour while in view, and not while hidden; a failed check is tried again later', async () => {
    vi.useFakeTimers();
    try {
      const page = fakePage();
      const check = vi.fn(() => Promise.reject(new Error('offline')));
      const stop = watchForUpdates(check, page as unknown as Document);
      vi.advanceTimersByTime(CHECK_EVERY_MS + 1);
      expect(check).toHaveBeenCalledTimes(1);
      page.show('hidden');
      vi.advanceTimersByTime(CHECK_EVERY_MS * 3);
      expect(check).toHaveBeenCalledTimes(1);
      page.show('visible');
      expect(check).toHaveBeenCalledTimes(2);
      await Promise.resolve();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
