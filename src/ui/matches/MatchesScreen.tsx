import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { lastBackupAt } from '../../db/backupDate.ts';
import { KEEP_DAYS, countDeleted } from '../../db/deletedCount.ts';
import { LIST_PAGE } from '../../db/standings.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { playersLine } from '../common/matchText.ts';
import { routeHref } from '../router.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';
import type { MatchListItem } from '../storage/useMatchList.ts';
import { useMatchList } from '../storage/useMatchList.ts';
import { ExportAllButton } from './ExportAllButton.tsx';
import { ImportButton } from './ImportButton.tsx';
import { MatchRow } from './MatchRow.tsx';

const DeletedMatches = lazy(() => import('../deleted/DeletedMatches.tsx'));
// Asked only when a match is deleted.
const ConfirmDialog = lazy(() =>
  import('../common/Dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * The matches list: the newest first, a page at a time with the count of all, with import,
 * export, delete with undo, and the recently deleted.
 */
export function MatchesScreen() {
  const [limit, setLimit] = useState(LIST_PAGE);
  const list = useMatchList(limit);
  const db = useDb();
  const storage = useStorage();
  const deletedCount = useLiveQuery(() => countDeleted(db), [db]);
  const backup = useLiveQuery(() => lastBackupAt(db), [db]);
  const showToast = useShowToast();
  const [deleting, setDeleting] = useState<MatchListItem | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const rows = list?.rows ?? [];
  const total = list?.total;
  const none = rows.length === 0;

  const confirmDelete = async (item: MatchListItem) => {
    setDeleting(null);
    // Deleting and restoring load when used: the list's first screen does not carry them.
    const { deleteMatch } = await import('../../db/deletedMatches.ts');
    const removed = await storage.write((db) => deleteMatch(db, item.id));
    if (removed === undefined) return;
    const { record, binned } = removed;
    showToast(
      binned
        ? 'Match deleted.'
        : 'Match deleted. The device is too full to keep it among the recently deleted: Undo is the only way back.',
      {
        label: 'Undo',
        run: () =>
          void import('./restore.ts')
            .then(({ restoreAndSay }) =>
              restoreAndSay(storage, record.id, binned ? undefined : record),
            )
            .then((line) => showToast(line)),
      },
    );
  };

  return (
    <section className="matches" aria-labelledby="matches-title">
      <div className="screen-head">
        <h1 id="matches-title" tabIndex={-1} ref={heading}>
          Matches
        </h1>
        <a className="button primary" href={routeHref({ name: 'new' })}>
          New match
        </a>
      </div>
      <div className="toolbar">
        <a className="button" href={routeHref({ name: 'join', code: null })}>
          Join a match
        </a>
        <ImportButton />
        <ExportAllButton disabled={none} />
        <a className="button" href={routeHref({ name: 'ledger' })}>
          Ledger
        </a>
        <a className="button" href={routeHref({ name: 'desk', id: null })}>
          Organiser
        </a>
      </div>
      {backup !== undefined && !none && (
        <p className="backup-line muted small">
          {backup === null
            ? 'No backup yet: Export all saves every match in one file.'
            : `Last backup ${new Date(backup).toLocaleDateString(undefined, { dateStyle: 'medium' })}.`}
        </p>
      )}
      {list === undefined ? (
        <p>Loading…</p>
      ) : none ? (
        <p className="empty">No matches yet. Start a new one, or import a match file or backup.</p>
      ) : (
        <ul className="match-list" aria-label="Matches, newest first">
          {rows.map((item) => (
            <MatchRow key={item.id} item={item} onDelete={() => setDeleting(item)} />
          ))}
        </ul>
      )}
      {total !== undefined && rows.length < total && (
        <p className="list-more">
          Showing {rows.length.toLocaleString('en')} of {total.toLocaleString('en')}
          <button type="button" onClick={() => setLimit(rows.length + LIST_PAGE)}>
            Show more
          </button>
        </p>
      )}
      {deletedCount !== undefined && deletedCount > 0 && (
        <Suspense fallback={null}>
          <DeletedMatches count={deletedCount} onEmptied={() => heading.current?.focus()} />
        </Suspense>
      )}
      {deleting !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Delete this match?"
            confirmLabel="Delete"
            onCancel={() => setDeleting(null)}
            onConfirm={() => void confirmDelete(deleting)}
          >
            <p>
              {deleting.match.ok
                ? playersLine(deleting.match.value)
                : 'A match that can no longer be read'}
              . You can undo this straight after, or restore it from Recently deleted for{' '}
              {KEEP_DAYS} days.
            </p>
          </ConfirmDialog>
        </Suspense>
      )}
    </section>
  );
}
