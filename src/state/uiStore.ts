import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Declarer, Doubling, Level, Strain, Tricks } from '../engine/types.ts';

/**
 * UI-only state (house style rule 3): the deal being entered, the theme, the toast. Nothing here
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
  /** The corrected deal as it was when the correction began (the match file's spelling). */
  readonly original: Readonly<Record<string, unknown>> | null;
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

export type Theme = 'system' | 'light' | 'dark';

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly action?: { readonly label: string; readonly run: () => void };
}

interface UiState {
  draft: Draft;
  /** A new version is waiting; calling this activates it (the page then reloads). */
  update: (() => void) | null;
  setUpdate: (activate: (() => void) | null) => void;
  theme: Theme;
  toast: Toast | null;
  setDraft: (change: Partial<Draft>) => void;
  resetDraft: () => void;
  setTheme: (theme: Theme) => void;
  showToast: (message: string, action?: Toast['action']) => void;
  dismissToast: (id?: number) => void;
}

let toastId = 0;

const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      draft: EMPTY_DRAFT,
      theme: 'system',
      toast: null,
      update: null,
      setUpdate: (update) => set({ update }),
      setDraft: (change) => set((state) => ({ draft: { ...state.draft, ...change } })),
      resetDraft: () => set({ draft: EMPTY_DRAFT }),
      setTheme: (theme) => set({ theme }),
      showToast: (message, action) => {
        toastId += 1;
        set({ toast: { id: toastId, message, ...(action === undefined ? {} : { action }) } });
      },
      dismissToast: (id) =>
        set((state) => (id === undefined || state.toast?.id === id ? { toast: null } : state)),
    }),
    {
      name: 'bridgepad-ui',
      storage: createJSONStorage(() => localStorage),
      // Only the theme outlives a reload; a half-entered deal and a toast do not.
      partialize: (state) => ({ theme: state.theme }),
    },
  ),
);

export const useDraft = () => useUiStore((s) => s.draft);
export const useSetDraft = () => useUiStore((s) => s.setDraft);
export const useResetDraft = () => useUiStore((s) => s.resetDraft);
export const useTheme = () => useUiStore((s) => s.theme);
export const useSetTheme = () => useUiStore((s) => s.setTheme);
export const useToast = () => useUiStore((s) => s.toast);
export const useShowToast = () => useUiStore((s) => s.showToast);
export const useDismissToast = () => useUiStore((s) => s.dismissToast);
export const useUpdate = () => useUiStore((s) => s.update);

/** Called by the service worker registration when a new version is waiting. */
export function offerUpdate(activate: () => void): void {
  useUiStore.getState().setUpdate(activate);
}

/** For tests: put the UI state back as a fresh page would have it. */
export function resetUiState(): void {
  useUiStore.setState({ draft: EMPTY_DRAFT, theme: 'system', toast: null, update: null });
}

/** Read the draft outside React (event handlers that must see the latest value). */
export function currentDraft(): Draft {
  return useUiStore.getState().draft;
}
