import { useCallback } from 'react';
import { errorText } from '../../engine/errorText.ts';
import { useShowToast } from '../../state/uiStore.ts';

/** Says a failure, "Not saved: the database connection is closing", where the player looks. */
export type Say = (text: string) => void;

/**
 * Starts work that nobody waits for (what a tap starts), saying its failure with `say` as "what:
 * why" should it fail after all, rather than leaving the rejection unhandled: nothing in the app
 * fails silently.
 */
export function attempt(work: Promise<unknown>, say: Say, what = 'Not done'): void {
  work.catch((error: unknown) => say(`${what}: ${errorText(error)}`));
}

/** attempt(), saying failures in the app's message bar. */
export function useAttempt(): (work: Promise<unknown>, what?: string) => void {
  const showToast = useShowToast();
  return useCallback(
    (work: Promise<unknown>, what?: string) => attempt(work, (text) => showToast(text), what),
    [showToast],
  );
}
