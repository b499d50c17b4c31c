import type { UndoState } from '../../db/matchStore.ts';

/** Undo and redo, one tap away, saying what they would undo or redo. */
export function UndoButtons({
  undo,
  onUndo,
  onRedo,
}: {
  undo: UndoState | undefined;
  onUndo: () => void;
  onRedo: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className="icon"
        disabled={undo?.canUndo !== true}
        aria-label={undo?.undoLabel ? `Undo: ${undo.undoLabel}` : 'Undo'}
        title={undo?.undoLabel ? `Undo: ${undo.undoLabel}` : 'Undo'}
        onClick={onUndo}
      >
        ↶ <span className="icon-label">Undo</span>
      </button>
      <button
        type="button"
        className="icon"
        disabled={undo?.canRedo !== true}
        aria-label={undo?.redoLabel ? `Redo: ${undo.redoLabel}` : 'Redo'}
        title={undo?.redoLabel ? `Redo: ${undo.redoLabel}` : 'Redo'}
        onClick={onRedo}
      >
        ↷ <span className="icon-label">Redo</span>
      </button>
    </>
  );
}
