import { useId, useRef, useState } from 'react';
import type { BridgeDeal, BridgeMatch } from '../../engine/types.ts';
import { useLazyModule } from '../common/lazyModule.ts';
import { notRunText } from './useMatchActions.ts';

const loadReader = () => import('./quickEntry.ts');

/**
 * A deal typed in the match file's words, for the score keeper with a keyboard: `4SX S -1`,
 * `3NT W =`, `2H N +2`, `P` for passed out. Enter writes it; anything else is explained and
 * nothing is written. The field keeps the focus for the next deal.
 */
export function QuickEntryField({
  match,
  disabled,
  onSave,
}: {
  match: BridgeMatch;
  disabled: boolean;
  /** Writes the deal; resolves to whether it was written, and never rejects. */
  onSave: (deal: BridgeDeal) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const problemId = useId();
  // The reader of typed deals loads with the first one typed, and is kept.
  const reader = useLazyModule(loadReader);
  // Deals typed one after the other are written in turn, each after the one before.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const write = async (typed: string) => {
    // What could not be written comes back to the field, unless the next deal is being typed.
    const giveBack = () => setText((now) => (now === '' ? typed : now));
    try {
      const { parseQuickEntry } = reader.now() ?? (await reader.load());
      const read = parseQuickEntry(typed, match);
      if (!read.ok) {
        giveBack();
        setProblem(read.message);
        return;
      }
      setProblem(null);
      // The store's refusal is said in the pad's message (onSave never rejects).
      if (!(await onSave(read.deal))) giveBack();
    } catch (error) {
      giveBack();
      setProblem(notRunText(error));
    }
  };
  return (
    <form
      className="quick-entry"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = text;
        // The field is ready for the next deal at once.
        setText('');
        queue.current = queue.current.then(() => write(typed));
      }}
    >
      <label htmlFor={`${hintId}-field`}>Type a deal</label>
      <div className="quick-row">
        <input
          id={`${hintId}-field`}
          type="text"
          value={text}
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          aria-describedby={problem === null ? hintId : `${problemId} ${hintId}`}
          aria-invalid={problem !== null}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" disabled={disabled}>
          Write
        </button>
      </div>
      {problem !== null && (
        <p id={problemId} className="quick-problem" role="alert">
          {problem}
        </p>
      )}
      <p id={hintId} className="muted small">
        Contract, declarer, result, then Enter: 4SX S -1 · 3NT W = · 2H N +2 · P for passed out.
      </p>
    </form>
  );
}
