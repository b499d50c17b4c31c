import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import {
  KEEP_DAYS,
  clearExpired,
  clearedOn,
  deleteAllForever,
  deleteForever,
  listDeleted,
} from '../../db/deletedMatches.ts';
import type { DeletedRecord } from '../../db/records.ts';
import { LIST_PAGE } from '../../db/standings.ts';
import { useClubJoined } from '../../state/clubStore.ts';
import { DeletedDiffers } from './DeletedDiffers.tsx';
import { useShowToast } from '../../state/uiStore.ts';
import { ConfirmDialog } from '../common/Dialog.tsx';
import { formatDate } from '../common/matchText.ts';
import { matchTitle } from '../common/matchTitle.ts';
import { restoreAndSay, restoreBinAndSay } from '../matches/restore.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';
import { errorText } from '../../engine/errorText.ts';
import { useAttempt } from '../common/attempt.ts';

/** "Rubber bridge: Ian & Bob vs Dave & Alan, 1 Nov 2026, 19:30", or the damaged match's date. */
const titleOf = (entry: DeletedRecord): string => matchTitle(entry.record);

/** What waits for the player's yes: one match deleted for good, or all of them. */
type Clearing = { readonly kind: 'one'; readonly entry: DeletedRecord } | { readonly kind: 'all' };

/**
 * The recently deleted matches, below the list: each can be restored, or cleared away at once,
 * until KEEP_DAYS days after its deletion, and all of them together; the ones past that are
 * cleared when this part of the list first shows. Loaded only when there is a deleted match, so
 * the first screen stays small; the matches themselves are read only once the box is opened, the
 * latest deleted first, a page at a time. `count` is how many there are.
 */
export default function DeletedMatches({
  count,
  onEmptied,
}: {
  count: number;
  onEmptied: () => void;
}) {
  const db = useDb();
  const storage = useStorage();
  const showToast = useShowToast();
  const run = useAttempt();
  const inClub = useClubJoined();
  const [open, setOpen] = useState(false);
  const [limit, setLimit] = useState(LIST_PAGE);
  const deleted = useLiveQuery(
    () => (open ? listDeleted(db, limit) : Promise.resolve([])),
    [db, open, limit],
  );
  const [clearing, setClearing] = useState<Clearing | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLElement>(null);

  useEffect(() => {
    // Clearing what has expired is housekeeping: if it fails, it is tried again next time.
    storage.write((current) => clearExpired(current)).catch(() => undefined);
  }, [storage]);

  /** One action at a time; then focus goes back to a heading, never lost with a removed row. */
  const runAction = async (action: () => Promise<string>, emptiesAll: boolean) => {
    setBusy(true);
    try {
      showToast(await action());
    } finally {
      setBusy(false);
      // With the last one gone this part of the list goes too: the list takes the focus then.
      if (count > 1 && !emptiesAll) summary.current?.focus();
      else onEmptied();
    }
  };
  const restore = (entry: DeletedRecord) =>
    runAction(() => restoreAndSay(storage, entry.id), false);
  const clear = (chosen: Clearing) => {
    setClearing(null);
    return runAction(async () => {
      try {
        if (chosen.kind === 'one') {
          await storage.write((current) => deleteForever(current, chosen.entry.id));
          return 'Match deleted for good.';
        }
        const cleared = await storage.write((current) => deleteAllForever(current));
        return `${cleared.toLocaleString('en')} ${cleared === 1 ? 'match' : 'matches'} deleted for good.`;
      } catch (error) {
        return `${chosen.kind === 'one' ? 'The match' : 'The matches'} could not be deleted, and nothing was: ${errorText(error)}`;
      }
    }, chosen.kind === 'all');
  };
  const shown = deleted ?? [];

  return (
    <>
      <details className="deleted-box" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary ref={summary}>Recently deleted ({count.toLocaleString('en')})</summary>
        <p className="muted">
          Deleted matches stay here for {KEEP_DAYS} days, with their history, and can be restored.
        </p>
        {count > 1 && (
          <div className="toolbar">
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                run(
                  runAction(() => restoreBinAndSay(storage), true),
                  'Not restored',
                )
              }
            >
              Restore all
            </button>
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={() => setClearing({ kind: 'all' })}
            >
              Delete all for good
            </button>
          </div>
        )}
        <ul className="match-list" aria-label="Recently deleted matches">
          {shown.map((entry) => {
            const title = titleOf(entry);
            return (
              <li key={entry.id} className="match-row deleted">
                <div className="match-main">
                  <strong>{title}</strong>
                  <span className="muted">
                    Deleted {formatDate(entry.deletedAt)} · kept until{' '}
                    {formatDate(clearedOn(entry).toISOString())}
                  </span>
                  {/* A deleted match another member changed meanwhile: asked in a club only. */}
                  {inClub && <DeletedDiffers id={entry.id} title={title} />}
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
                    onClick={() => setClearing({ kind: 'one', entry })}
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
        {open && shown.length > 0 && shown.length < count && (
          <p className="list-more">
            Showing {shown.length.toLocaleString('en')} of {count.toLocaleString('en')}
            <button type="button" onClick={() => setLimit(shown.length + LIST_PAGE)}>
              Show more
            </button>
          </p>
        )}
      </details>
      {clearing !== null && (
        <ConfirmDialog
          title={
            clearing.kind === 'one'
              ? 'Delete this match for good?'
              : `Delete all ${count.toLocaleString('en')} for good?`
          }
          confirmLabel={clearing.kind === 'one' ? 'Delete for good' : 'Delete all for good'}
          onCancel={() => setClearing(null)}
          onConfirm={() => run(clear(clearing), 'Not deleted')}
        >
          <p>
            {clearing.kind === 'one'
              ? `${titleOf(clearing.entry)}. This cannot be undone: to keep a copy, restore it and export it first.`
              : `Every recently deleted match, with its history. This cannot be undone: to keep a copy, restore them and export them first.`}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
