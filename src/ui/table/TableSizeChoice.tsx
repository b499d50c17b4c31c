import { useId, useState } from 'react';
import type { TableChange } from '../../engine/tableChange.ts';

/**
 * Someone joins or leaves the table before its next rubber (src/engine/tableChange.ts): the name
 * of who joins typed, who leaves tapped; the next seating below it follows. Folded away until
 * asked for: most evenings keep their table.
 */
export function TableSizeChoice({
  draw,
  change,
  problem,
  onChange,
}: {
  /** The table's players now. */
  draw: readonly string[];
  change: TableChange | null;
  /** Why `change` cannot be made, in words; null when it can (or there is none). */
  problem: string | null;
  onChange: (change: TableChange | null) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  if (change !== null && problem === null) {
    const size = draw.length + (change.kind === 'join' ? 1 : -1);
    return (
      <div className="table-size">
        {/* Who joins or leaves is said first in the seating's changes, below. */}
        <p>From the next rubber on, a table of {size}.</p>
        <button type="button" onClick={() => onChange(null)}>
          Keep the table as it was
        </button>
      </div>
    );
  }
  return (
    <details className="table-size" open={problem !== null ? true : undefined}>
      <summary>
        {draw.length > 4 ? 'Someone joins or leaves the table' : 'Someone joins the table'}
      </summary>
      {draw.length < 6 && (
        <form
          className="join-table"
          aria-labelledby={`${id}-joins`}
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ kind: 'join', name });
          }}
        >
          <label id={`${id}-joins`} htmlFor={`${id}-name`}>
            Who joins
          </label>
          <input
            id={`${id}-name`}
            value={name}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit">Take them in</button>
        </form>
      )}
      {draw.length > 4 && (
        <div className="leave-table" role="group" aria-label="Who leaves">
          {draw.map((player) => (
            <button
              key={player}
              type="button"
              onClick={() => onChange({ kind: 'leave', name: player })}
            >
              {player} leaves
            </button>
          ))}
        </div>
      )}
      {problem !== null && <p role="alert">{problem}</p>}
    </details>
  );
}
