import { useMemo } from 'react';
import type { Edit } from '../../db/records.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { useLazyModule } from '../common/lazyModule.ts';
import { useStorage } from '../storage/StorageProvider.tsx';

export interface MatchActions {
  /** Resolves to whether the change was written; one the validator refuses says why. */
  readonly commit: (edit: Edit) => Promise<boolean>;
  readonly undo: () => Promise<void>;
  readonly redo: () => Promise<void>;
  /** Loads the writing code, on the first touch of what will write. */
  readonly preload: () => void;
}

const loadWrite = () => import('./matchWrite.ts');

/**
 * Changing a match (matchWrite.ts). Its code, and the store's writing half, load with the first
 * touch of the pad or the first change, and are kept: once here, a tap goes straight to the
 * store, in the same task.
 */
export function useMatchActions(id: string): MatchActions {
  const storage = useStorage();
  const showToast = useShowToast();
  const write = useLazyModule(loadWrite);

  return useMemo(() => {
    const withCode = async <T>(
      run: (code: Awaited<ReturnType<typeof loadWrite>>) => Promise<T>,
    ): Promise<T> => run(write.now() ?? (await write.load()));
    return {
      commit: (edit) => withCode((code) => code.writeEdit(storage, id, edit, showToast)),
      undo: () => withCode((code) => code.takeStep(storage, id, 'undo', showToast)),
      redo: () => withCode((code) => code.takeStep(storage, id, 'redo', showToast)),
      preload: write.preload,
    };
  }, [storage, id, showToast, write]);
}
