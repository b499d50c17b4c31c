import { lazy, Suspense, useRef, useState } from 'react';
import { lastBackupAt } from '../../db/backupDate.ts';
import { countDeleted } from '../../db/deletedCount.ts';
import { LIST_PAGE } from '../../db/standings.ts';
import { useClubJoined } from '../../state/clubStore.ts';
import { routeHref } from '../router.ts';
import { useStoreQuery } from '../storage/useStoreQuery.ts';
import type { MatchListItem } from '../storage/useMatchList.ts';
import { useMatchList } from '../storage/useMatchList.ts';
import { ExportAllButton } from './ExportAllButton.tsx';
import { ImportButton } from './ImportButton.tsx';
import type { TableGroup } from '../../engine/tableGroup.ts';
import { readGroup } from '../../engine/tableGroup.ts';
import { MatchRow } from './MatchRow.tsx';

const DeletedMatches = lazy(() => import('../deleted/DeletedMatches.tsx'));
// Loaded when used: asked only when matches are deleted, drawn only while they are chosen.
const DeleteMatches = lazy(() => import('./DeleteMatches.tsx'));
const SelectMatches = lazy(() => import('./SelectMatches.tsx'));
// On a device that has joined a club only.
const ClubLine = lazy(() => import('../club/ClubLine.tsx'));
// On a device that keeps an evening of a table that changes partners.
const EveningRow = lazy(() => import('./EveningRow.tsx'));

type Entry =
  | { readonly item: MatchListItem }
  | { readonly group: TableGroup; readonly items: MatchListItem[] };

/**
 * The list's entries, newest first: each match, but the rubbers of an evening of a table of five
 * or six together, as one entry where the newest of them stands (docs/format.md, "An evening's
 * file").
 */
function entries(rows: readonly MatchListItem[]): Entry[] {
  const list: Entry[] = [];
  const evenings = new Map<string, { group: TableGroup; items: MatchListItem[] }>();
  for (const item of rows) {
    const group = item.match.ok ? readGroup(item.match.value) : null;
    const evening = group === null ? undefined : evenings.get(group.session);
    if (group === null) list.push({ item });
    else if (evening !== undefined) evening.items.push(item);
    else {
      const entry = { group, items: [item] };
      evenings.set(group.session, entry);
      list.push(entry);
    }
  }
  return list;
}

/**
 * The matches list: the newest first, a page at a time with the count of all, with import,
 * export, delete (one, or many chosen) with undo, and the recently deleted.
 */
export function MatchesScreen() {
  const [limit, setLimit] = useState(LIST_PAGE);
  const list = useMatchList(limit);
  const deletedCount = useStoreQuery((reads) => countDeleted(reads), []);
  const backup = useStoreQuery((reads) => lastBackupAt(reads), []);
  const [deleting, setDeleting] = useState<readonly MatchListItem[] | null>(null);
  const [selecting, setSelecting] = useState(false);
  const joined = useClubJoined();
  const heading = useRef<HTMLHeadingElement>(null);
  const rows = list?.rows ?? [];
  const total = list?.total;
  const none = rows.length === 0;

  const plain = (
    <ul className="match-list" aria-label="Matches, newest first">
      {entries(rows).map((entry) => {
        if ('item' in entry) {
          const { item } = entry;
          return <MatchRow key={item.id} item={item} onDelete={() => setDeleting([item])} />;
        }
        const rubbers = entry.items.map((item) => (
          <MatchRow key={item.id} item={item} onDelete={() => setDeleting([item])} />
        ));
        return (
          <Suspense key={entry.group.session} fallback={rubbers}>
            <EveningRow
              group={entry.group}
              items={entry.items}
              onDelete={(item) => setDeleting([item])}
            />
          </Suspense>
        );
      })}
    </ul>
  );

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
        <button
          type="button"
          aria-pressed={selecting}
          disabled={none}
          onClick={() => setSelecting(!selecting)}
        >
          Select
        </button>
        <a className="button" href={routeHref({ name: 'ledger' })}>
          Ledger
        </a>
        <a className="button" href={routeHref({ name: 'desk', id: null })}>
          Organiser
        </a>
      </div>
      {joined && (
        <Suspense fallback={null}>
          <ClubLine />
        </Suspense>
      )}
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
      ) : selecting ? (
        <Suspense fallback={plain}>
          <SelectMatches rows={rows} onDelete={setDeleting} onDone={() => setSelecting(false)} />
        </Suspense>
      ) : (
        plain
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
          <DeleteMatches
            items={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={() => {
              // The rows chosen are gone: the list's heading takes the focus.
              setSelecting(false);
              heading.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
