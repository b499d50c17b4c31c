import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import {
  KEEP_DAYS,
  clearExpired,
  clearedOn,
  deleteForever,
  listDeleted,
} from '../../db/deletedMatches.ts';
import { readRecord } from '../../db/matchStore.ts';
import type { DeletedRecord } from '../../db/records.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { ConfirmDialog } from '../common/Dialog.tsx';
import { formatDate, gameName, playersLine } from '../common/matchText.ts';
import { restoreAndSay } from '../matches/restore.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';
import { errorText } from '../../engine/errorText.ts';
import { useAttempt } from '../common/attempt.ts';

/** "Rubber bridge: Ian & Bob vs Dave & Alan, 1 Nov 2026, 19:30", or the damaged match's date. */
function titleOf(entry: DeletedRecord): string {
  const read = readRecord(entry.record);
  if (!read.ok) return `A damaged match of ${formatDate(entry.record.createdAt)}`;
  const match = read.value;
  return `${gameName(match.game)}: ${playersLine(match)}, ${formatDate(match.createdAt)}`;
}

/**
 * The recently deleted matches, below the list: each can be restored, or cleared away at once,
 * until KEEP_DAYS days after its deletion; the ones past that are cleared when this part of the
 * list first shows. Loaded only when there is a deleted match, so the first screen stays small.
 */
export default function DeletedMatches({ onEmptied }: { onEmptied: () => void }) {
  const db = useDb();
  const storage = useStorage();
  const showToast = useShowToast();
  const run = useAttempt();
  const deleted = useLiveQuery(() => listDeleted(db), [db]);
  const [clearing, setClearing] = useState<DeletedRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLElement>(null);

  useEffect(() => {
    // Clearing what has expired is housekeeping: if it fails, it is tried again next time.
    storage.write((current) => clearExpired(current)).catch(() => undefined);
  }, [storage]);

  if (deleted === undefined || deleted.length === 0) return null;

  /** One action at a time; then focus goes back to a heading, never lost with a removed row. */
  const runAction = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      showToast(await action());
    } finally {
      setBusy(false);
      // With the last one gone this part of the list goes too: the list takes the focus then.
      if (deleted.length > 1) summary.current?.focus();
      else onEmptied();
    }
  };
  const restore = (entry: DeletedRecord) => runAction(() => restoreAndSay(storage, entry.id));
  const clear = (entry: DeletedRecord) => {
    setClearing(null);
    return runAction(async () => {
      try {
        await storage.write((current) => deleteForever(current, entry.id));
        return 'Match deleted for good.';
      } catch (error) {
        return `The match could not be deleted: ${errorText(error)}`;
      }
    });
  };

  return (
    <>
      <details className="deleted-box">
        <summary ref={summary}>Recently deleted ({deleted.length})</summary>
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
                    onClick={() => run(restore(entry), 'Not restored')}
                    disabled={busy}
                    aria-label={`Restore: ${title}`}
                  >
                    Restore
                  </button>
                  <button
                    type="button"
                    onClick={() => setClearing(entry)}
                    disabled={busy}
                    aria-label={`Delete for good: ${title}`}
                  >
                    Delete for good
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </details>
      {clearing !== null && (
        <ConfirmDialog
          title="Delete this match for good?"
          confirmLabel="Delete for good"
          onCancel={() => setClearing(null)}
          onConfirm={() => run(clear(clearing), 'Not deleted')}
        >
          <p>
            {titleOf(clearing)}. This cannot be undone: to keep a copy, restore it and export it
            first.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
