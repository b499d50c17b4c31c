import type { Kept, TableSettings, Theme } from './uiStore.ts';
import { DEFAULT_TABLE_SETTINGS, KEPT_KEY, setKept } from './uiStore.ts';
import { readVoice } from './voice.ts';

/**
 * A backup's `device` (docs/format.md, "The backup"): the choices the device backed up kept,
 * read field by field, each taken only where it is what this version keeps. Loaded with a restore.
 */
const THEMES: readonly Theme[] = ['system', 'light', 'dark', 'contrast', 'contrast-dark'];

/** What each of the table's settings may be. */
const SETTING_VALUES: { readonly [K in keyof TableSettings]: readonly TableSettings[K][] } = {
  confirmDeals: [false, true],
  largeType: [false, true],
  fourColours: [false, true, 'deck'],
  readBack: [false, true],
};

/** A backup's choices, each taken only where it is what this version keeps. */
function readChoices(value: unknown): Partial<Kept> {
  if (typeof value !== 'object' || value === null) return {};
  const raw = value as Record<string, unknown>;
  const out: { -readonly [K in keyof Kept]?: Kept[K] } = {};
  if (THEMES.includes(raw.theme as Theme)) out.theme = raw.theme as Theme;
  if (typeof raw.padFolded === 'boolean') out.padFolded = raw.padFolded;
  const settings = raw.settings;
  if (typeof settings === 'object' && settings !== null) {
    const flags = Object.entries(DEFAULT_TABLE_SETTINGS).map(([key, fallback]) => {
      const given = (settings as Record<string, unknown>)[key];
      const values: readonly unknown[] = SETTING_VALUES[key as keyof TableSettings];
      return [key, values.includes(given) ? given : fallback];
    });
    out.settings = Object.fromEntries(flags) as unknown as TableSettings;
  }
  // A backup made before the voice could be tuned has none: the device keeps the defaults.
  if (raw.voice !== undefined) out.voice = readVoice(raw.voice);
  const answered = raw.honorsAnswered;
  if (typeof answered === 'object' && answered !== null)
    out.honorsAnswered = Object.fromEntries(
      Object.entries(answered).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  return out;
}

/**
 * Takes a backup's choices onto this device where it keeps none of its own yet (a new device
 * restoring a backup); a device with choices of its own keeps them. True when they were taken.
 */
export function takeBackupChoices(value: unknown): boolean {
  return takeKept(readChoices(value));
}

/**
 * Takes a backup's choices onto this device where it keeps none of its own yet: a new device
 * restoring a backup. True when they were taken.
 */
function takeKept(choices: Partial<Kept>): boolean {
  try {
    if (localStorage.getItem(KEPT_KEY) !== null) return false;
  } catch {
    // No storage for them here: they last while the app is open, as any choice does.
  }
  if (Object.keys(choices).length === 0) return false;
  setKept(choices);
  return true;
}
