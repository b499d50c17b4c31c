import { create } from 'zustand';
import type {
  BridgeDeal,
  Declarer,
  Doubling,
  Level,
  Strain,
  Tricks,
  Vulnerability,
} from '../engine/types.ts';
import type { VoiceSettings } from './voice.ts';

/**
 * UI-only state (docs/style.md, rule 3): the deal being entered, the theme, the toast. Nothing here
 * is a score: scores live in the database and are derived by the engine. This is the only module
 * that imports zustand; the rest of the app uses the typed hooks below.
 */

export interface Draft {
  readonly level: Level | null;
  readonly strain: Strain | null;
  readonly doubling: Doubling;
  readonly declarer: Declarer | null;
  readonly tricks: Tricks | null;
  /** The deal being corrected, or null for a new deal. */
  readonly editing: number | null;
  /** The corrected deal as it was when the correction began. */
  readonly original: BridgeDeal | null;
  /** Duplicate: the board chosen for the next deal; null for the one after the last. */
  readonly board?: number | null;
  /** Duplicate: the vulnerability the traveller gives, where it is not the board's own. */
  readonly vulnerable?: Vulnerability | null;
}

export const EMPTY_DRAFT: Draft = {
  level: null,
  strain: null,
  doubling: 0,
  declarer: null,
  tricks: null,
  editing: null,
  original: null,
};

/** The device's scheme, light or dark, or either in high contrast (black and white, strong lines). */
export type Theme = 'system' | 'light' | 'dark' | 'contrast' | 'contrast-dark';

/** A message's button; one with nothing to run is shown in its place but not offered. */
export interface ToastAction {
  readonly label: string;
  readonly run?: () => void;
}

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly action?: ToastAction;
  /**
   * Shown before the action, which keeps its place at the message's end: a Redo beside the Undo
   * just taken, so that a second tap where Undo was never redoes.
   */
  readonly redo?: ToastAction;
  /**
   * The deal the message is about, as it was when the message was shown: the table drops the
   * message as soon as that deal is no longer there as it was (undone, corrected, deleted).
   */
  readonly about?: DealMark;
}

/**
 * One deal of one match as it stood: its index and its match-file JSON. Index -1 marks the
 * match's end of play instead, with `deal` its `finished` flag as text.
 */
export interface DealMark {
  readonly match: string;
  readonly index: number;
  readonly deal: string;
}

/** How the table looks and behaves on this device (kept across reloads, never in a match). */
export interface TableSettings {
  /** Ask for a Confirm tap after the result, as before three-tap entry. */
  readonly confirmDeals: boolean;
  /** Larger type on the sheet and the pad. */
  readonly largeType: boolean;
  /**
   * Clubs and diamonds in colours of their own, besides their symbols: green and orange (`true`,
   * as every version has kept it), or blue and green as the four-colour decks sold (`'deck'`).
   */
  readonly fourColours: boolean | 'deck';
  /** Read the score back aloud after each deal. */
  readonly readBack: boolean;
}

export const DEFAULT_TABLE_SETTINGS: TableSettings = {
  confirmDeals: false,
  largeType: false,
  fourColours: false,
  readBack: false,
};

/** How many matches' honors answers are remembered (the oldest are forgotten first). */
const HONORS_MEMORY = 100;

interface UiState {
  draft: Draft;
  /** A new version is waiting; calling this activates it (the page then reloads). */
  update: (() => void) | null;
  setUpdate: (activate: (() => void) | null) => void;
  theme: Theme;
  toast: Toast | null;
  settings: TableSettings;
  /**
   * The voice the table speaks with (Settings → Voice), none until it is changed; read field by
   * field where it is used (voice.ts), so that the first screen carries none of it.
   */
  voice?: VoiceSettings;
  /** The pad is folded away on a phone, leaving the screen to the sheet. */
  padFolded: boolean;
  /** A deal has been written this visit: the table may say, once, whether the browser keeps it. */
  keepNote: boolean;
  /**
   * The honors question answered per match: the deal it was answered for (index and JSON), so
   * reopening the match does not ask again, while a different deal in that place is asked afresh;
   * or, until it is answered, the deal written on this device (`<index>:here`: tableSteps.ts).
   */
  honorsAnswered: Readonly<Record<string, string>>;
  setDraft: (change: Partial<Draft>) => void;
  resetDraft: () => void;
  setTheme: (theme: Theme) => void;
  showToast: (
    message: string,
    action?: Toast['action'],
    about?: DealMark,
    redo?: Toast['redo'],
  ) => void;
  dismissToast: (id?: number) => void;
  changeSettings: (change: Partial<TableSettings>) => void;
  setPadFolded: (folded: boolean) => void;
  /** null: the question is asked again (a claim that could not be written). */
  answerHonors: (match: string, deal: string | null) => void;
}

let toastId = 0;

/** The choices this device keeps across reloads; a half-entered deal and a toast are not kept. */
const KEPT = ['theme', 'settings', 'voice', 'padFolded', 'honorsAnswered'] as const;
export type Kept = Pick<UiState, (typeof KEPT)[number]>;

/**
 * Where they are kept, as `{ "state": …, "version": 0 }`: where every version has kept them.
 * !!! CHANGING THIS NAME LOSES EVERY DEVICE'S CHOICES !!!
 */
export const KEPT_KEY = 'bridgepad-ui';

/**
 * The choices kept on this device, or none where nothing readable is kept. Settings saved by an
 * older version lack the newer ones: they take their defaults.
 */
function readKept(): Partial<Kept> {
  try {
    const saved = JSON.parse(localStorage.getItem(KEPT_KEY) ?? '{}') as { state?: Partial<Kept> };
    const kept = saved.state ?? {};
    return { ...kept, settings: { ...DEFAULT_TABLE_SETTINGS, ...kept.settings } };
  } catch {
    // No storage here (a private window may refuse it), or something unreadable in it.
    return {};
  }
}

/** Keeps the choices; where they cannot be kept (no room, no storage), they last while open. */
/** The kept choices of a state. */
const keptOf = (now: Kept): Kept =>
  Object.fromEntries(KEPT.map((name) => [name, now[name]])) as Kept;

function keep(now: Kept): void {
  try {
    localStorage.setItem(KEPT_KEY, JSON.stringify({ state: keptOf(now), version: 0 }));
  } catch {
    // As said above.
  }
}

const useUiStore = create<UiState>()((set) => ({
  draft: EMPTY_DRAFT,
  theme: 'system',
  toast: null,
  settings: DEFAULT_TABLE_SETTINGS,
  padFolded: false,
  keepNote: false,
  honorsAnswered: {},
  update: null,
  setUpdate: (update) => set({ update }),
  setDraft: (change) => set((state) => ({ draft: { ...state.draft, ...change } })),
  resetDraft: () => set({ draft: EMPTY_DRAFT }),
  setTheme: (theme) => set({ theme }),
  showToast: (message, action, about, redo) => {
    toastId += 1;
    set({
      toast: {
        id: toastId,
        message,
        ...(action === undefined ? {} : { action }),
        ...(about === undefined ? {} : { about }),
        ...(redo === undefined ? {} : { redo }),
      },
    });
  },
  dismissToast: (id) =>
    set((state) => (id === undefined || state.toast?.id === id ? { toast: null } : state)),
  changeSettings: (change) => set((state) => ({ settings: { ...state.settings, ...change } })),
  setPadFolded: (padFolded) => set({ padFolded }),
  answerHonors: (match, deal) =>
    set((state) => {
      const kept = Object.entries(state.honorsAnswered).filter(([id]) => id !== match);
      const now = deal === null ? kept : [...kept.slice(1 - HONORS_MEMORY), [match, deal]];
      return { honorsAnswered: Object.fromEntries(now) };
    }),
  ...readKept(),
}));

// Written when one of them changes, not with every tap that changes the deal being entered.
useUiStore.subscribe((now, before) => {
  if (KEPT.some((name) => now[name] !== before[name])) keep(now);
});

export const useDraft = () => useUiStore((s) => s.draft);
export const useSetDraft = () => useUiStore((s) => s.setDraft);
export const useResetDraft = () => useUiStore((s) => s.resetDraft);
export const useTheme = () => useUiStore((s) => s.theme);
export const useSetTheme = () => useUiStore((s) => s.setTheme);
export const useToast = () => useUiStore((s) => s.toast);
export const useShowToast = () => useUiStore((s) => s.showToast);
export const useDismissToast = () => useUiStore((s) => s.dismissToast);
export const useUpdate = () => useUiStore((s) => s.update);
export const useSettings = () => useUiStore((s) => s.settings);
export const useChangeSettings = () => useUiStore((s) => s.changeSettings);
export const usePadFolded = () => useUiStore((s) => s.padFolded);
export const useSetPadFolded = () => useUiStore((s) => s.setPadFolded);
export const useKeepNote = () => useUiStore((s) => s.keepNote);
export const useHonorsAnswered = (match: string) => useUiStore((s) => s.honorsAnswered[match]);
export const useAnswerHonors = () => useUiStore((s) => s.answerHonors);

/** Called once a deal is written: the table may now say whether the browser keeps it. */
export function offerKeepNote(): void {
  if (!useUiStore.getState().keepNote) useUiStore.setState({ keepNote: true });
}

/** Called by the service worker registration when a new version is waiting. */
export function offerUpdate(activate: () => void): void {
  useUiStore.getState().setUpdate(activate);
}

/** The choices this device keeps, as a backup carries them (docs/format.md, "The backup"). */
export function keptChoices(): Kept {
  return keptOf(useUiStore.getState());
}

/** Puts choices onto this device (a backup's: backupChoices.ts decides when). */
export function setKept(choices: Partial<Kept>): void {
  useUiStore.setState(choices);
}

/** For tests: put the UI state back as a fresh page would have it. */
export function resetUiState(): void {
  useUiStore.setState({
    draft: EMPTY_DRAFT,
    theme: 'system',
    toast: null,
    update: null,
    settings: DEFAULT_TABLE_SETTINGS,
    voice: undefined,
    padFolded: false,
    keepNote: false,
    honorsAnswered: {},
  });
}

/** Read the draft outside React (event handlers that must see the latest value). */
export function currentDraft(): Draft {
  return useUiStore.getState().draft;
}
