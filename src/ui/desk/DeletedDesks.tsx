import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { Desk } from '../../db/desk.ts';
import {
  clearExpiredDesks,
  deleteDeskForever,
  deskClearedOn,
  listDeletedDesks,
  restoreDesk,
} from '../../db/deskBin.ts';
import { KEEP_DAYS } from '../../db/deletedCount.ts';
import { errorText } from '../../engine/errorText.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { ConfirmDialog } from '../common/Dialog.tsx';
import { formatDate } from '../common/matchText.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';
import { useAttempt } from '../common/attempt.ts';

/**
 * The recently deleted competitions, below the list, as the matches list keeps deleted matches:
 * each can be restored, or cleared away at once, until KEEP_DAYS days after its deletion; the
 * ones past that are cleared when this part first shows.
 */
export default function DeletedDesks() {
  const db = useDb();
  const storage = useStorage();
  const showToast = useShowToast();
  const run = useAttempt();
  const deleted = useLiveQuery(() => listDeletedDesks(db), [db]);
  const [clearing, setClearing] = useState<Desk | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Housekeeping: if it fails, it is tried again next time.
    storage.write((current) => clearExpiredDesks(current)).catch(() => undefined);
  }, [storage]);

  if (deleted === undefined || deleted.length === 0) return null;

  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      showToast(await action());
    } catch (error) {
      showToast(`Not done: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };
  const restore = (desk: Desk) =>
    act(async () =>
      (await storage.write((current) => restoreDesk(current, desk.id)))
        ? `${desk.name} restored.`
        : 'That competition is no longer among the recently deleted.',
    );
  const clear = (desk: Desk) => {
    setClearing(null);
    return act(async () => {
      await storage.write((current) => deleteDeskForever(current, desk.id));
      return `${desk.name} deleted for good.`;
    });
  };

  return (
    <>
      <details className="deleted-box">
        <summary>Recently deleted ({deleted.length})</summary>
        <p className="muted">
          Deleted competitions stay here for {KEEP_DAYS} days, with their results, and can be
          restored.
        </p>
        <ul className="match-list" aria-label="Recently deleted competitions">
          {deleted.map((desk) => (
            <li key={desk.id} className="match-row deleted">
              <div className="match-main">
                <strong>{desk.name}</strong>
                <span className="muted">
                  Deleted {formatDate(desk.deletedAt ?? desk.createdAt)} · kept until{' '}
                  {formatDate(deskClearedOn(desk).toISOString())}
                </span>
              </div>
              <div className="match-actions">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => run(restore(desk), 'Not restored')}
                  aria-label={`Restore: ${desk.name}`}
                >
                  Restore
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => setClearing(desk)}
                  aria-label={`Delete for good: ${desk.name}`}
                >
                  Delete for good
                </button>
              </div>
            </li>
          ))}
        </ul>
      </details>
      {clearing !== null && (
        <ConfirmDialog
          title="Delete this competition for good?"
          confirmLabel="Delete for good"
          onCancel={() => setClearing(null)}
          onConfirm={() => run(clear(clearing), 'Not deleted')}
        >
          <p>
            {clearing.name}, with its draw and results. This cannot be undone: to keep a copy,
            restore it and back up first.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
