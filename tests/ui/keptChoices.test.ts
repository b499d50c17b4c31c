// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The choices the device keeps across reloads (theme, table settings, the folded pad, honors
 * answered), in localStorage under `bridgepad-ui` as `{ "state": …, "version": 0 }`: where and
 * how every version has kept them, so a device's choices survive an update.
 */

const KEY = 'bridgepad-ui';

/** The device's localStorage, which can be told to refuse reads or writes. */
class DeviceStorage {
  readonly items = new Map<string, string>();
  refuse: 'reads' | 'writes' | null = null;
  writes = 0;
  getItem(key: string): string | null {
    if (this.refuse === 'reads') throw new DOMException('denied', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.refuse === 'writes') throw new DOMException('full', 'QuotaExceededError');
    this.writes += 1;
    this.items.set(key, value);
  }
}
let device = new DeviceStorage();

/** The store as a page loading now would have it, with whatever the device keeps. */
async function freshStore() {
  vi.resetModules();
  return import('../../src/state/uiStore.ts');
}

function kept(): unknown {
  return JSON.parse(device.items.get(KEY) ?? 'null');
}

beforeEach(() => {
  device = new DeviceStorage();
  vi.stubGlobal('localStorage', device);
});
afterEach(() => vi.unstubAllGlobals());

describe('the choices kept on the device', () => {
  it('are read back as a page loads, older settings taking the newer ones’ defaults', async () => {
    // As an older version kept them: no readBack setting yet.
    device.items.set(
      KEY,
      JSON.stringify({
        state: {
          theme: 'dark',
          settings: { confirmDeals: true, largeType: true, fourColours: false },
          padFolded: true,
          honorsAnswered: { m1: '0:{}' },
        },
        version: 0,
      }),
    );
    const { useUiStore } = await freshStore();
    const state = useUiStore.getState();
    expect(state.theme).toBe('dark');
    expect(state.settings).toEqual({
      confirmDeals: true,
      largeType: true,
      fourColours: false,
      readBack: false,
    });
    expect(state.padFolded).toBe(true);
    expect(state.honorsAnswered).toEqual({ m1: '0:{}' });
    // What is never kept starts afresh.
    expect(state.toast).toBeNull();
    expect(state.draft.level).toBeNull();
  });

  it('are the defaults where nothing readable is kept, or no storage is allowed', async () => {
    device.items.set(KEY, '{not json');
    let { useUiStore, DEFAULT_TABLE_SETTINGS } = await freshStore();
    expect(useUiStore.getState().theme).toBe('system');
    expect(useUiStore.getState().settings).toEqual(DEFAULT_TABLE_SETTINGS);

    device.items.set(KEY, JSON.stringify({ state: { theme: 'dark' }, version: 0 }));
    device.refuse = 'reads';
    ({ useUiStore, DEFAULT_TABLE_SETTINGS } = await freshStore());
    expect(useUiStore.getState().theme).toBe('system');
    expect(useUiStore.getState().settings).toEqual(DEFAULT_TABLE_SETTINGS);
  });

  it('are written when one changes, in the kept form, and never with a tap on the pad', async () => {
    const { useUiStore } = await freshStore();
    useUiStore.getState().setDraft({ level: 3 });
    useUiStore.getState().showToast('Deal 1 saved');
    expect(device.writes).toBe(0);
    expect(kept()).toBeNull();

    useUiStore.getState().changeSettings({ largeType: true });
    useUiStore.getState().setTheme('light');
    expect(device.writes).toBe(2);
    expect(kept()).toEqual({
      state: {
        theme: 'light',
        settings: { confirmDeals: false, largeType: true, fourColours: false, readBack: false },
        padFolded: false,
        honorsAnswered: {},
      },
      version: 0,
    });
    // Read back by the next page load.
    const next = await freshStore();
    expect(next.useUiStore.getState().theme).toBe('light');
    expect(next.useUiStore.getState().settings.largeType).toBe(true);
  });

  it('hold while the page is open where the device refuses to keep them', async () => {
    const { useUiStore } = await freshStore();
    device.refuse = 'writes';
    expect(() => useUiStore.getState().setPadFolded(true)).not.toThrow();
    expect(useUiStore.getState().padFolded).toBe(true);
  });
});
