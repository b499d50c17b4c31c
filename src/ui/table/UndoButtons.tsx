import type { EditWords } from '../../db/edits.ts';
import type { Edit } from '../../db/records.ts';
import { describeEdit } from '../../db/edits.ts';
import type { UndoState } from '../../db/matchStore.ts';

function name(verb: string, edit: Edit | null | undefined, words: EditWords | undefined): string {
  return edit ? `${verb}: ${describeEdit(edit, words)}` : verb;
}

/** Undo and redo, one tap away, saying what they would undo or redo. */
export function UndoButtons({
  undo,
  onUndo,
  onRedo,
  words,
}: {
  undo: UndoState | undefined;
  /** How to name the sides in the buttons' names ("WE", "THEY"). */
  words?: EditWords;
  onUndo: () => void;
  onRedo: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className="icon"
        disabled={undo?.canUndo !== true}
        aria-label={name('Undo', undo?.undoEdit, words)}
        title={name('Undo', undo?.undoEdit, words)}
        onClick={onUndo}
      >
        ↶ <span className="icon-label">Undo</span>
      </button>
      <button
        type="button"
        className="icon"
        disabled={undo?.canRedo !== true}
        aria-label={name('Redo', undo?.redoEdit, words)}
        title={name('Redo', undo?.redoEdit, words)}
        onClick={onRedo}
      >
        ↷ <span className="icon-label">Redo</span>
      </button>
    </>
  );
}
