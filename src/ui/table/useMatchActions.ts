import { useCallback } from 'react';
import type * as MatchWrites from '../../db/matchWrites.ts';
import type { Edit } from '../../db/records.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { useStorage } from '../storage/StorageProvider.tsx';

/**
 * The store's writing half loads with the first touch of the pad (preloadWrites) or the first
 * change, and is kept: once here, a tap goes straight to the store, in the same task.
 */
let writes: typeof MatchWrites | null = null;
const loadWrites = async () => (writes ??= await import('../../db/matchWrites.ts'));
export const preloadWrites = (): void => void loadWrites();

/**
 * Changing a match from the table. Each change is awaited until it is on disk; a change the
 * validator refuses says why in a toast and changes nothing.
 */
export function useMatchActions(id: string) {
  const storage = useStorage();
  const showToast = useShowToast();

  const commit = useCallback(
    async (edit: Edit): Promise<boolean> => {
      const { commitEdit } = writes ?? (await loadWrites());
      const known = storage.shown.known(id);
      const result = await storage.write((db) => commitEdit(db, id, edit, known));
      if (!result.ok) showToast(`Not saved: ${result.errors.map(formatProblem).join('; ')}`);
      return result.ok;
    },
    [storage, id, showToast],
  );

  const step = useCallback(
    async (direction: 'undo' | 'redo') => {
      const { undo, redo } = writes ?? (await loadWrites());
      const result = await storage.write((db) =>
        direction === 'undo' ? undo(db, id) : redo(db, id),
      );
      if (result !== false && !result.ok) {
        showToast(`Could not ${direction}: ${result.errors.map(formatProblem).join('; ')}`);
      }
    },
    [storage, id, showToast],
  );

  return { commit, undo: () => step('undo'), redo: () => step('redo') };
}
