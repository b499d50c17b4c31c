import type { EditWords } from '../../db/edits.ts';
import { describeEdit } from '../../db/edits.ts';
import type { UndoState } from '../../db/matchStore.ts';
import type { Edit } from '../../db/records.ts';
import { markSave } from '../common/tapGuard.ts';

/** One of the two: "Undo: deal 3 entered: 4S by N, 10 tricks", disabled when there is no step. */
function StepButton({
  verb,
  icon,
  edit,
  words,
  onClick,
}: {
  verb: 'Undo' | 'Redo';
  icon: string;
  edit: Edit | null | undefined;
  words: EditWords | undefined;
  onClick: () => void;
}) {
  const name = edit ? `${verb}: ${describeEdit(edit, words)}` : verb;
  return (
    <button
      type="button"
      className="icon"
      disabled={!edit}
      aria-label={name}
      title={name}
      onClick={(event) => {
        // A second tap on the same spot is not a second step taken back.
        markSave(event);
        onClick();
      }}
    >
      {icon} <span className="icon-label">{verb}</span>
    </button>
  );
}

/**
 * Undo and redo, one tap away, saying what they would undo or redo. Both are always there, each
 * disabled when it has no step, so neither moves: a second tap where Undo was undoes again (or,
 * within the quiet time, nothing), never redoes what the first took back.
 */
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
      <StepButton verb="Undo" icon="↶" edit={undo?.undoEdit} words={words} onClick={onUndo} />
      <StepButton verb="Redo" icon="↷" edit={undo?.redoEdit} words={words} onClick={onRedo} />
    </>
  );
}
