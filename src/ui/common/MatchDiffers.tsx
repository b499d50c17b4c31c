import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense } from 'react';
import { matchDiffers } from '../../db/differsShown.ts';
import { useDb } from '../storage/StorageProvider.tsx';

/**
 * The line a match whose club copies differ shows (DiffersLine.tsx), on the matches list and at
 * the table: loaded only when one does, so the first screen carries only its live query.
 */
export const DiffersLine = lazy(() => import('./DiffersLine.tsx'));

/** At a match's table: the line, read live, while its copies differ. */
export function MatchDiffers({ id }: { id: string }) {
  const db = useDb();
  const differs = useLiveQuery(() => matchDiffers(db, id), [db, id]);
  return (
    differs !== undefined && (
      <Suspense fallback={null}>
        <DiffersLine id={id} differs={differs} />
      </Suspense>
    )
  );
}
