import { useMemo } from 'react';
import type { Edit } from '../../db/records.ts';
import { errorText } from '../../engine/errorText.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { ModuleLoadError, useLazyModule } from '../common/lazyModule.ts';
import { resetTapGuard } from '../common/tapGuard.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import { APP_NAME } from '../../engine/appName.ts';

/**
 * How a change went. Written: `inMemory` says whether only memory holds it, as the store stood
 * when the write ended (a full device moves the store to memory during the write). Not written:
 * the message has said why already, and nothing changed.
 */
export type Written = { readonly ok: true; readonly inMemory: boolean } | { readonly ok: false };

export interface MatchActions {
  /** Never rejects: a change the store or the validator refuses says why and writes nothing. */
  readonly commit: (edit: Edit) => Promise<Written>;
  /** Resolve to whether a step was taken; one refused has said why. */
  readonly undo: () => Promise<boolean>;
  readonly redo: () => Promise<boolean>;
  /** Loads the writing code, on the first touch of what will write. */
  readonly preload: () => void;
  /** Says that a change could not be made, and why (notRunText); nothing changed. */
  readonly fail: (error: unknown) => void;
}

/** What the pad says of a change that was not made: why, and what to do. */
export function notSaved(why: string): string {
  return `Not saved: ${why}. Tap again, or export the match.`;
}

/**
 * A change whose code could not run: as a rule it could not be loaded (offline, or a newer
 * version took its place). What was entered is kept, and nothing changed.
 */
export function notRunText(error: unknown): string {
  return notSaved(
    error instanceof ModuleLoadError ? `part of ${APP_NAME} could not be loaded` : errorText(error),
  );
}

const loadWrite = () => import('./matchWrite.ts');

/**
 * Changing a match (matchWrite.ts): every change says what went wrong when it is not written,
 * and none rejects. Its code, and the store's writing half, load with the first touch of the pad
 * or the first change, and are kept: once here, a tap goes straight to the store, in the same
 * task.
 */
export function useMatchActions(id: string): MatchActions {
  const storage = useStorage();
  const showToast = useShowToast();
  const write = useLazyModule(loadWrite);

  return useMemo(() => {
    // Nothing changed under the finger, so a tap again on the same spot is meant (tapGuard.ts).
    const refuse = (message: string) => {
      resetTapGuard();
      showToast(message);
    };
    const fail = (error: unknown) => refuse(notRunText(error));
    const withCode = async <T>(
      run: (code: Awaited<ReturnType<typeof loadWrite>>) => Promise<T>,
      notRun: T,
    ): Promise<T> => {
      try {
        return await run(write.now() ?? (await write.load()));
      } catch (error) {
        fail(error);
        return notRun;
      }
    };
    return {
      commit: (edit) =>
        withCode((code) => code.writeEdit(storage, id, edit, refuse), { ok: false }),
      undo: () => withCode((code) => code.takeStep(storage, id, 'undo', refuse), false),
      redo: () => withCode((code) => code.takeStep(storage, id, 'redo', refuse), false),
      // With the pad's first touch: the writing code, and the store's writing half.
      preload: () => {
        write.preload();
        storage.database().catch(() => undefined);
      },
      fail,
    };
  }, [storage, id, showToast, write]);
}
