import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The service worker is registered once the first screen is drawn and the page is idle, not
 * during the start (src/pwa/registerServiceWorker.ts).
 */

const made: { url: string; options: unknown; register: ReturnType<typeof vi.fn> }[] = [];
vi.mock('workbox-window', () => ({
  Workbox: class {
    register = vi.fn(() => new Promise(() => undefined)); // never settles: nothing after it runs
    constructor(
      readonly url: string,
      readonly options: unknown,
    ) {
      made.push(this);
    }
    addEventListener(): void {}
  },
}));

const { REGISTER_WITHIN_MS, registerServiceWorker } =
  await import('../../src/pwa/registerServiceWorker.ts');

beforeEach(() => {
  made.length = 0;
  vi.stubEnv('DEV', false);
  vi.stubGlobal('navigator', { serviceWorker: {} });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('registering the service worker', () => {
  it('waits for the page to be idle, at most REGISTER_WITHIN_MS, then registers at once', () => {
    const idle: { run: () => void; options: unknown }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options: unknown) => {
      idle.push({ run, options });
      return 1;
    });
    registerServiceWorker(() => undefined);
    expect(made).toEqual([]);
    expect(idle.map(({ options }) => options)).toEqual([{ timeout: REGISTER_WITHIN_MS }]);

    idle[0]?.run();
    expect(made.map(({ url, options }) => [url, options])).toEqual([['/sw.js', { scope: '/' }]]);
    // Not a second wait, for the page's load, inside workbox-window.
    expect(made[0]?.register).toHaveBeenCalledWith({ immediate: true });
  });

  it('waits a second where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    registerServiceWorker(() => undefined);
    vi.advanceTimersByTime(REGISTER_WITHIN_MS / 3 - 1);
    expect(made).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(made).toHaveLength(1);
  });

  it('does nothing where there are no service workers', () => {
    vi.useFakeTimers();
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('navigator', {});
    registerServiceWorker(() => undefined);
    vi.runAllTimers();
    expect(idle).not.toHaveBeenCalled();
    expect(made).toEqual([]);
  });
});
