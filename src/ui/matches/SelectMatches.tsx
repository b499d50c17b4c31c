import { useId, useState } from 'react';
import { formatDate, standingLine, statusLabel } from '../common/matchText.ts';
import type { MatchListItem } from '../storage/useMatchList.ts';
import { matchTitle } from './MatchRow.tsx';

/** The name of a row to choose: its match's title, or the damaged match's date. */
function pickTitle(item: MatchListItem): string {
  return item.match.ok
    ? matchTitle(item.match.value)
    : `A match that can no longer be read, ${formatDate(item.createdAt)}`;
}

/** One match to choose: the whole row is the checkbox's label, a thumb's width tall at least. */
function PickRow({
  item,
  chosen,
  onToggle,
}: {
  item: MatchListItem;
  chosen: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  const { match, standing } = item;
  return (
    <li className={`match-row pick ${chosen ? 'chosen' : ''} ${match.ok ? '' : 'damaged'}`}>
      <label className="match-main">
        <input
          type="checkbox"
          checked={chosen}
          onChange={onToggle}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-state`}
        />
        <span className="pick-text">
          <strong id={`${id}-title`}>{pickTitle(item)}</strong>
          <span id={`${id}-state`} className="muted">
            {match.ok && standing !== null
              ? `${statusLabel(standing)} · ${standingLine(match.value, standing)}`
              : match.ok
                ? ''
                : `${match.errors[0]?.path}: ${match.errors[0]?.message}`}
          </span>
        </span>
      </label>
    </li>
  );
}

/**
 * The matches list while matches are chosen to delete together: a checkbox for each match shown,
 * "Select all shown", and a bar that stays at the bottom of the screen saying how many are chosen,
 * with Delete. Loaded when the player starts choosing, so the list's first screen does not carry
 * it. A match that leaves the list (deleted in another tab) leaves the choice too.
 */
export default function SelectMatches({
  rows,
  onDelete,
  onDone,
}: {
  rows: readonly MatchListItem[];
  onDelete: (items: readonly MatchListItem[]) => void;
  onDone: () => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const picked = rows.filter((item) => chosen.has(item.id));
  const allShown = picked.length === rows.length;
  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <>
      <ul className="match-list" aria-label="Matches, newest first: choose which to delete">
        {rows.map((item) => (
          <PickRow
            key={item.id}
            item={item}
            chosen={chosen.has(item.id)}
            onToggle={() => toggle(item.id)}
          />
        ))}
      </ul>
      <div className="select-bar" role="group" aria-label="Matches chosen">
        <span className="select-count" aria-live="polite">
          {picked.length.toLocaleString('en')} selected
        </span>
        <button
          type="button"
          onClick={() => setChosen(new Set(allShown ? [] : rows.map((item) => item.id)))}
        >
          {allShown ? 'Select none' : 'Select all shown'}
        </button>
        <button
          type="button"
          className="danger"
          disabled={picked.length === 0}
          onClick={() => onDelete(picked)}
        >
          Delete
        </button>
        <button type="button" onClick={onDone}>
          Done
        </button>
      </div>
    </>
  );
}
