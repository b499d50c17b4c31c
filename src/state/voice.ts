import { keptChoices, setKept } from './uiStore.ts';

/**
 * The voice the table speaks with (Settings → Voice): the device's voice chosen, how fast it
 * speaks, and how much it says. Kept on the device with the other choices (uiStore.ts) and in the
 * backup's `device` (docs/format.md, "The backup"); read field by field where they are used, so
 * what an older version kept, or a backup made without them, takes the defaults. Loaded with
 * Settings, a restore, or the first line said: the first screen carries none of it.
 */

/**
 * How much the table says: the deal's result only; the result with the news it brought (a game,
 * a rubber or the match, with their totals); or the whole state, adding each side's
 * vulnerability and what it needs (src/ui/table/spokenLevels.ts).
 */
export type SaidLevel = 'result' | 'totals' | 'state';

/** A voice of the device, as the browser names it: enough to find it again, or say it is gone. */
export interface VoiceRef {
  readonly uri: string;
  readonly name: string;
  readonly lang: string;
}

export interface VoiceSettings {
  /** The voice chosen; null for the device's default. */
  readonly voice: VoiceRef | null;
  /** How fast, as the platform counts it: 1 is the voice's own pace. */
  readonly rate: number;
  readonly said: SaidLevel;
}

/** As the table spoke before it could be tuned: the device's voice at its pace, the whole state. */
export const DEFAULT_VOICE: VoiceSettings = { voice: null, rate: 1, said: 'state' };

export const SAID_LEVELS: readonly SaidLevel[] = ['result', 'totals', 'state'];

/** The slowest and fastest rates offered: past these, voices slur or drag. */
export const RATE_RANGE = { min: 0.5, max: 2, step: 0.1 } as const;

const isText = (value: unknown, most: number): value is string =>
  typeof value === 'string' && value.length <= most;

function readRef(value: unknown): VoiceRef | null {
  if (typeof value !== 'object' || value === null) return null;
  const { uri, name, lang } = value as Record<string, unknown>;
  return isText(uri, 500) && uri !== '' && isText(name, 200) && isText(lang, 35)
    ? { uri, name, lang }
    : null;
}

/** A rate on the offered steps, or null where it is not one. */
function readRate(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (value < RATE_RANGE.min || value > RATE_RANGE.max) return null;
  return Math.round(value * 10) / 10;
}

/** Voice settings as kept or backed up, each field taken only where it is one this version keeps. */
export function readVoice(value: unknown): VoiceSettings {
  if (typeof value !== 'object' || value === null) return DEFAULT_VOICE;
  const raw = value as Record<string, unknown>;
  return {
    voice: readRef(raw.voice),
    rate: readRate(raw.rate) ?? DEFAULT_VOICE.rate,
    said: SAID_LEVELS.includes(raw.said as SaidLevel)
      ? (raw.said as SaidLevel)
      : DEFAULT_VOICE.said,
  };
}

/** The voice settings as they are now, read field by field, for speech started outside React. */
export function voiceNow(): VoiceSettings {
  return readVoice(keptChoices().voice);
}

/** Changes the voice settings (Settings → Voice); kept on the device with the other choices. */
export function changeVoice(change: Partial<VoiceSettings>): void {
  setKept({ voice: { ...voiceNow(), ...change } });
}
