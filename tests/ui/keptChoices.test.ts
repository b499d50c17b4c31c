// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
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

/** The UI state's hooks as a page loading now would have them, with whatever the device keeps. */
async function freshPage() {
  vi.resetModules();
  const ui = await import('../../src/state/uiStore.ts');
  const { result } = renderHook(() => ({
    theme: ui.useTheme(),
    setTheme: ui.useSetTheme(),
    settings: ui.useSettings(),
    changeSettings: ui.useChangeSettings(),
    padFolded: ui.usePadFolded(),
    setPadFolded: ui.useSetPadFolded(),
    honorsForM1: ui.useHonorsAnswered('m1'),
    draft: ui.useDraft(),
    setDraft: ui.useSetDraft(),
    toast: ui.useToast(),
    showToast: ui.useShowToast(),
    setKept: ui.setKept,
    keptChoices: ui.keptChoices,
  }));
  return { ui: result, DEFAULT_TABLE_SETTINGS: ui.DEFAULT_TABLE_SETTINGS };
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
    const { ui } = await freshPage();
    expect(ui.current.theme).toBe('dark');
    expect(ui.current.settings).toEqual({
      confirmDeals: true,
      largeType: true,
      fourColours: false,
      readBack: false,
    });
    expect(ui.current.padFolded).toBe(true);
    expect(ui.current.honorsForM1).toBe('0:{}');
    // What is never kept starts afresh.
    expect(ui.current.toast).toBeNull();
    expect(ui.current.draft.level).toBeNull();
  });

  it('are the defaults where nothing readable is kept, or no storage is allowed', async () => {
    device.items.set(KEY, '{not json');
    const unreadable = await freshPage();
    expect(unreadable.ui.current.theme).toBe('system');
    expect(unreadable.ui.current.settings).toEqual(unreadable.DEFAULT_TABLE_SETTINGS);

    device.items.set(KEY, JSON.stringify({ state: { theme: 'dark' }, version: 0 }));
    device.refuse = 'reads';
    const refused = await freshPage();
    expect(refused.ui.current.theme).toBe('system');
    expect(refused.ui.current.settings).toEqual(refused.DEFAULT_TABLE_SETTINGS);
  });

  it('are written when one changes, in the kept form, and never with a tap on the pad', async () => {
    const { ui } = await freshPage();
    act(() => ui.current.setDraft({ level: 3 }));
    act(() => ui.current.showToast('Deal 1 saved'));
    expect(ui.current.draft.level).toBe(3);
    expect(device.writes).toBe(0);
    expect(kept()).toBeNull();

    act(() => ui.current.changeSettings({ largeType: true }));
    act(() => ui.current.setTheme('light'));
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
    const next = await freshPage();
    expect(next.ui.current.theme).toBe('light');
    expect(next.ui.current.settings.largeType).toBe(true);
  });

  it('hold while the page is open where the device refuses to keep them', async () => {
    const { ui } = await freshPage();
    device.refuse = 'writes';
    expect(() => act(() => ui.current.setPadFolded(true))).not.toThrow();
    expect(ui.current.padFolded).toBe(true);
  });

  it("come back from a backup onto a new device, read field by field; a device's own are kept", async () => {
    const { ui } = await freshPage();
    const { takeBackupChoices } = await import('../../src/state/backupChoices.ts');
    const backedUp = {
      theme: 'dark',
      settings: { largeType: true, fourColours: 'yes', surprise: true },
      padFolded: 'no',
      honorsAnswered: { m1: '0:{}', m2: 7 },
    };
    let taken = false;
    act(() => {
      taken = takeBackupChoices(backedUp);
    });
    expect(taken).toBe(true);
    expect(ui.current.theme).toBe('dark');
    expect(ui.current.settings).toEqual({
      confirmDeals: false,
      largeType: true,
      fourColours: false,
      readBack: false,
    });
    expect(ui.current.padFolded).toBe(false);
    expect(ui.current.honorsForM1).toBe('0:{}');
    // Kept now: a second backup restored later leaves them as they are.
    expect(kept()).toMatchObject({ state: { theme: 'dark' } });
    act(() => {
      taken = takeBackupChoices({ theme: 'light' });
    });
    expect(taken).toBe(false);
    expect(ui.current.theme).toBe('dark');
    expect(takeBackupChoices(null)).toBe(false);
  });

  it("take a backup's high contrast and the four-colour decks' suits, as kept by this version", async () => {
    const { ui } = await freshPage();
    const { takeBackupChoices } = await import('../../src/state/backupChoices.ts');
    act(() => {
      takeBackupChoices({ theme: 'contrast-dark', settings: { fourColours: 'deck' } });
    });
    expect(ui.current.theme).toBe('contrast-dark');
    expect(ui.current.settings.fourColours).toBe('deck');
    // A device that kept today's colours (true) keeps them as they were.
    device.items.set(
      KEY,
      JSON.stringify({ state: { theme: 'contrast', settings: { fourColours: true } }, version: 0 }),
    );
    const next = await freshPage();
    expect(next.ui.current.theme).toBe('contrast');
    expect(next.ui.current.settings.fourColours).toBe(true);
  });

  it('keep the voice chosen across a reload, each field read as this version keeps it', async () => {
    const { ui } = await freshPage();
    const chosen = {
      voice: { uri: 'urn:voice:Aroha', name: 'Aroha', lang: 'en-NZ' },
      rate: 1.3,
      said: 'totals',
    } as const;
    act(() => ui.current.setKept({ voice: chosen }));
    // Read as the next page load reads it, through the voice's own reader.
    const next = await freshPage();
    const { voiceNow, readVoice } = await import('../../src/state/voice.ts');
    expect(next.ui.current.keptChoices().voice).toEqual(chosen);
    expect(voiceNow()).toEqual(chosen);
    // Kept by an older version (none), or unreadable field by field: the defaults.
    const defaults = { voice: null, rate: 1, said: 'state' };
    device.items.set(KEY, JSON.stringify({ state: { theme: 'dark' }, version: 0 }));
    expect(readVoice((await freshPage()).ui.current.keptChoices().voice)).toEqual(defaults);
    const unreadable = { voice: { uri: 7 }, rate: 9, said: 'everything' };
    device.items.set(KEY, JSON.stringify({ state: { voice: unreadable }, version: 0 }));
    expect(readVoice((await freshPage()).ui.current.keptChoices().voice)).toEqual(defaults);
    expect(readVoice({ ...chosen, rate: 1.25 }).rate).toBe(1.3);
  });
});
