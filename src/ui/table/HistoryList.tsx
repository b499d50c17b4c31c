import { useLiveQuery } from 'dexie-react-hooks';
import { changesToDeal } from '../../db/dealChanges.ts';
import type { EditWords } from '../../db/edits.ts';
import { describeEdit } from '../../db/edits.ts';
import { historyOf } from '../../db/matchStore.ts';
import type { HistoryRecord } from '../../db/records.ts';
import { formatDate } from '../common/matchText.ts';
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
 * number, 1-based, among `dealCount`), only the changes to that deal, followed through any
 * deletions or insertions before it.
 */
export function HistoryList({
  id,
  deal,
  dealCount = 0,
  words,
}: {
  id: string;
  deal?: number;
  dealCount?: number;
  /** How to name the sides ("WE", "THEY"); without it, the lines as they were stored. */
  words?: EditWords;
}) {
  const db = useDb();
  const history = useLiveQuery(() => historyOf(db, id), [db, id]);
  if (history === undefined) return null;
  const shown = (
    deal === undefined ? [...history] : changesToDeal(history, dealCount, deal - 1)
  ).reverse();
  if (shown.length === 0)
    return deal === undefined ? <p className="muted">No changes recorded yet.</p> : null;
  return (
    <ol
      className="history"
      aria-label={deal === undefined ? 'Changes, newest first' : `Changes to deal ${deal}`}
    >
      {shown.map((h) => (
        <li key={h.seq} className={h.state === 'done' ? undefined : 'undone'}>
          <time dateTime={h.at}>{formatDate(h.at)}</time>{' '}
          {words === undefined ? h.summary : describeEdit(h.edit, words)}
          {STATE_NOTE[h.state]}
        </li>
      ))}
    </ol>
  );
}
