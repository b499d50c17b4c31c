import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import {
  KEEP_DAYS,
  clearExpired,
  clearedOn,
  deleteForever,
  listDeleted,
  restoreMatch,
} from '../../db/deletedMatches.ts';
import { readRecord } from '../../db/matchStore.ts';
import type { DeletedRecord } from '../../db/records.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { ConfirmDialog } from '../common/Dialog.tsx';
import { formatDate, gameName, playersLine } from '../common/matchText.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';

/** "Rubber bridge: Ian & Bob vs Dave & Alan, 1 Nov 2026, 19:30", or the damaged match's date. */
function titleOf(entry: DeletedRecord): string {
  const read = readRecord(entry.record);
  if (!read.ok) return `A damaged match of ${formatDate(entry.record.createdAt)}`;
  const match = read.value;
  return `${gameName(match.game)}: ${playersLine(match)}, ${formatDate(match.createdAt)}`;
}

/**
 * The recently deleted matches, below the list: each can be restored, or cleared away at once,
 * until KEEP_DAYS days after its deletion. Opening the list clears the ones past that. Loaded
 * only when there is a deleted match, so the first screen stays small.
 */
export default function DeletedMatches() {
  const db = useDb();
  const storage = useStorage();
  const showToast = useShowToast();
  const deleted = useLiveQuery(() => listDeleted(db), [db]);
  const [clearing, setClearing] = useState<DeletedRecord | null>(null);

  useEffect(() => {
    void storage.write((current) => clearExpired(current));
  }, [storage]);

  if (deleted === undefined || deleted.length === 0) return null;

  const restore = async (entry: DeletedRecord) => {
    const result = await storage.write((current) => restoreMatch(current, entry.id));
    if (!result.ok) showToast(result.message);
    else if (result.copy)
      showToast('Match restored as a copy: the same match was imported again since.');
    else showToast('Match restored.');
  };
  const clear = async (entry: DeletedRecord) => {
    setClearing(null);
    await storage.write((current) => deleteForever(current, entry.id));
    showToast('Match deleted for good.');
  };

  return (
    <details className="deleted-box">
      <summary>Recently deleted ({deleted.length})</summary>
      <p className="muted">
        Deleted matches stay here for {KEEP_DAYS} days, with their history, and can be restored.
      </p>
      <ul className="match-list" aria-label="Recently deleted matches">
        {deleted.map((entry) => {
          const title = titleOf(entry);
          return (
            <li key={entry.id} className="match-row deleted">
              <div className="match-main">
                <strong>{title}</strong>
                <span className="muted">
                  Deleted {formatDate(entry.deletedAt)} · kept until{' '}
                  {formatDate(clearedOn(entry).toISOString())}
                </span>
              </div>
              <div className="match-actions">
                <button
                  type="button"
                  onClick={() => void restore(entry)}
                  aria-label={`Restore ${title}`}
                >
                  Restore
                </button>
                <button
                  type="button"
                  onClick={() => setClearing(entry)}
                  aria-label={`Delete for good ${title}`}
                >
                  Delete for good
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {clearing !== null && (
        <ConfirmDialog
          title="Delete this match for good?"
          confirmLabel="Delete for good"
          onCancel={() => setClearing(null)}
          onConfirm={() => void clear(clearing)}
        >
          <p>{titleOf(clearing)}. This cannot be undone; export it first to keep a copy.</p>
        </ConfirmDialog>
      )}
    </details>
  );
}
