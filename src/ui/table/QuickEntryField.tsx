import { useId, useState } from 'react';
import type { BridgeMatch } from '../../engine/types.ts';

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
  onSave: (deal: Record<string, unknown>) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const hintId = useId();
  const write = async (typed: string) => {
    // The reader of typed deals loads with the first one typed.
    const { parseQuickEntry } = await import('./quickEntry.ts');
    const read = parseQuickEntry(typed, match);
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    if (!(await onSave(read.deal))) return;
    setText('');
    setProblem(null);
  };
  const problemId = useId();
  return (
    <form
      className="quick-entry"
      onSubmit={(event) => {
        event.preventDefault();
        if (saving) return;
        setSaving(true);
        void write(text).finally(() => setSaving(false));
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
        <button type="submit" disabled={disabled || saving}>
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
