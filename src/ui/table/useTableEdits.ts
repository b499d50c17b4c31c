import { useEffect, useMemo, useRef } from 'react';
import type { UndoState } from '../../db/matchStore.ts';
import type { BridgeDeal, BridgeMatch, HonorsClaim } from '../../engine/types.ts';
import { useResetDraft, useSetDraft, useSettings, useShowToast } from '../../state/uiStore.ts';
import { useLazyModule } from '../common/lazyModule.ts';
import type { TableNow, TableWriter } from './tableSteps.ts';
import { useMatchActions } from './useMatchActions.ts';

/** Every change the table makes to its match, each saying what it did or why it could not. */
export interface TableEdits {
  /**
   * Writes a new deal (`editing` null) or the correction of deal `editing`. Resolves to whether
   * it was written, and never rejects: what was entered stays in the pad when it was not.
   */
  readonly save: (deal: BridgeDeal, editing: number | null) => Promise<boolean>;
  /** Claims honors on a deal (or none); resolves to whether it was written, and never rejects. */
  readonly saveHonors: (deal: number, claim: HonorsClaim | null) => Promise<boolean>;
  /** Opens deal `index` in the pad, to be corrected. */
  readonly correct: (index: number) => void;
  readonly remove: (index: number) => void;
  readonly endOrResume: () => void;
  readonly undo: () => void;
  readonly redo: () => void;
  /** The pad's first touch or key: what its taps will need is loaded then. */
  readonly preload: () => void;
}

const loadSteps = () => import('./tableSteps.ts');

/**
 * The table's editing: the draft, and writing, correcting, deleting, honors and the end of play,
 * each a step of tableSteps.ts, whose code loads with the pad's first touch (or the first such
 * tap) and is kept. A step whose code cannot be loaded, like a write the store fails, says so in
 * the pad, and what was entered stays as it was. The functions stay the same while the table is
 * open; each step reads the match as shown when it is taken.
 */
export function useTableEdits(
  id: string,
  match: BridgeMatch,
  undo: UndoState | undefined,
): TableEdits {
  const actions = useMatchActions(id);
  const showToast = useShowToast();
  const setDraft = useSetDraft();
  const resetDraft = useResetDraft();
  const { readBack } = useSettings();
  const steps = useLazyModule(loadSteps);
  const nowOf = (): TableNow => ({
    match,
    lastStep: undo?.undoEdit ?? null,
    nextStep: undo?.redoEdit ?? null,
    readBack,
  });
  const now = useRef<TableNow>(nowOf());
  useEffect(() => {
    now.current = nowOf();
  });

  return useMemo(() => {
    const writer: TableWriter = {
      id,
      now: () => now.current,
      actions,
      showToast,
      setDraft,
      resetDraft,
    };
    /** A step with its code; code that could not be loaded is said, and changes nothing. */
    const step = async <T>(
      take: (code: Awaited<ReturnType<typeof loadSteps>>) => T | Promise<T>,
      notTaken: T,
    ): Promise<T> => {
      try {
        return await take(steps.now() ?? (await steps.load()));
      } catch (error) {
        actions.fail(error);
        return notTaken;
      }
    };
    return {
      save: (deal, editing) => step((code) => code.saveDeal(writer, deal, editing), false),
      saveHonors: (deal, claim) => step((code) => code.saveHonors(writer, deal, claim), false),
      // None of these rejects (step says its own failure); the catch is for what cannot happen.
      correct: (index) => {
        step((code) => code.openCorrection(writer, index), undefined).catch(actions.fail);
      },
      remove: (index) => {
        step((code) => code.deleteDeal(writer, index), undefined).catch(actions.fail);
      },
      endOrResume: () => {
        step((code) => code.endOrResume(writer), undefined).catch(actions.fail);
      },
      undo: () => {
        actions.undo().catch(actions.fail);
      },
      redo: () => {
        actions.redo().catch(actions.fail);
      },
      preload: () => {
        steps.preload();
        actions.preload();
      },
    };
  }, [id, actions, showToast, setDraft, resetDraft, steps]);
}
