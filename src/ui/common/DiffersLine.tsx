import type { SyncDiffersRecord } from '../../db/records.ts';
import { routeHref } from '../router.ts';

/**
 * "Differs from Pat's copy: compare", where a match's copies in the club differ (docs/format.md,
 * "Two copies that differ"): whose copies, each member once, and the way to Compare.
 */
export default function DiffersLine({ id, differs }: { id: string; differs: SyncDiffersRecord }) {
  const names = [...new Set(differs.theirs.map((other) => `${other.author || 'the club'}'s`))];
  const last = names.pop();
  return (
    <p className="differs">
      Differs from {names.length > 0 ? `${names.join(', ')} and ${last} copies` : `${last} copy`}:{' '}
      <a href={routeHref({ name: 'compare', id })}>compare</a>
    </p>
  );
}
