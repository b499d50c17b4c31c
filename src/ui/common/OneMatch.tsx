import type { ReactNode } from 'react';
import type { MatchRecord } from '../../db/records.ts';
import type { Match } from '../../engine/types.ts';
import { routeHref } from '../router.ts';
import { useMatch } from '../table/useMatch.ts';

/** Where a screen of one match opens on a match that is not here (deleted, or never here). */
export function MissingMatch() {
  return (
    <section className="missing">
      <h1>This match is not here</h1>
      <a className="button" href={routeHref({ name: 'matches' })}>
        All matches
      </a>
    </section>
  );
}

/**
 * A screen of one match away from the table (summary, export, compare): the match read live, a
 * line while it opens, MissingMatch when it cannot be read, else the screen itself.
 */
export function OneMatch({
  id,
  children,
}: {
  id: string;
  children: (match: Match, record: MatchRecord) => ReactNode;
}) {
  const loaded = useMatch(id);
  if (loaded.state === 'loading') return <p className="opening">Opening the match…</p>;
  if (loaded.record === null || loaded.read === null || !loaded.read.ok) return <MissingMatch />;
  return children(loaded.read.value, loaded.record);
}

/** The head of such a screen: the way back to the match's table (not printed). */
export function BackToTable({ id }: { id: string }) {
  return (
    <div className="screen-head no-print">
      <a className="button" href={routeHref({ name: 'match', id })}>
        Back to the table
      </a>
    </div>
  );
}
