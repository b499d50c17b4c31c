import { useLiveQuery } from 'dexie-react-hooks';
import { changesOfDeal } from '../../db/dealChanges.ts';
import type { EditWords } from '../../db/edits.ts';
import { historyOf } from '../../db/matchStore.ts';
import type { HistoryRecord } from '../../db/records.ts';
import { formatDate } from '../common/matchText.ts';
import { stepWords } from './stepWords.ts';
import { useDb } from '../storage/StorageProvider.tsx';

const STATE_NOTE: Readonly<Record<HistoryRecord['state'], string>> = {
  done: '',
  undone: ' (undone)',
  discarded: ' (undone, then replaced)',
  retired: ' (before an import replaced the match)',
};

/**
 * What changed in a match, and when: every entry, correction, deletion, honors claim, rename
 * and end of play, newest first, so a disputed deal can be looked back on. With `deal` (its
 * number, 1-based), only the changes to that deal, followed through any deletions or insertions
 * before it; a line made when the deal had another number says its number now.
 */
export function HistoryList({
  id,
  deal,
  words,
}: {
  id: string;
  deal?: number;
  /** How to name the sides: "WE" and "THEY" at the table. */
  words: EditWords;
}) {
  const db = useDb();
  const history = useLiveQuery(
    () => (deal === undefined ? historyOf(db, id) : changesOfDeal(db, id, deal - 1)),
    [db, id, deal],
  );
  if (history === undefined) return null;
  const shown = [...history].reverse();
  if (shown.length === 0)
    return deal === undefined ? <p className="muted">No changes recorded yet.</p> : null;
  return (
    <ol
      className="history"
      aria-label={deal === undefined ? 'Changes, newest first' : `Changes to deal ${deal}`}
    >
      {shown.map((h) => (
        <li key={h.seq} className={h.state === 'done' ? undefined : 'undone'}>
          <time dateTime={h.at}>{formatDate(h.at)}</time> {stepWords(h.edit, words)}
          {STATE_NOTE[h.state]}
          {deal !== undefined && 'index' in h.edit && h.edit.index + 1 !== deal
            ? ` (now deal ${deal})`
            : ''}
        </li>
      ))}
    </ol>
  );
}
