import { useLiveQuery } from 'dexie-react-hooks';
import { matchDiffers } from '../../db/differsShown.ts';
import { routeHref } from '../router.ts';
import { useDb } from '../storage/StorageProvider.tsx';

/**
 * "Differs from Pat's copy: compare", where a match's copies in the club differ (docs/format.md,
 * "Two copies that differ"): read live, whose copies, each member once, and the way to Compare.
 * Loaded on a device that has joined a club only (MatchDiffers.tsx).
 */
export default function DiffersLine({ id }: { id: string }) {
  const db = useDb();
  const differs = useLiveQuery(() => matchDiffers(db, id), [db, id]);
  if (differs === undefined) return null;
  const names = [...new Set(differs.theirs.map((other) => `${other.author || 'the club'}'s`))];
  const last = names.pop();
  return (
    <p className="differs">
      Differs from {names.length > 0 ? `${names.join(', ')} and ${last} copies` : `${last} copy`}:{' '}
      <a href={routeHref({ name: 'compare', id })}>compare</a>
    </p>
  );
}
