import { lazy, Suspense } from 'react';
import { useClubJoined } from '../../state/clubStore.ts';

/** The line a match whose club copies differ shows, with its live read (DiffersLine.tsx). */
const DiffersLine = lazy(() => import('./DiffersLine.tsx'));

/**
 * On the matches list and at the table, on a device that has joined a club: whether the match's
 * copies in the club differ. The first screen carries only this: the line and its read load with
 * the first device that has a club to ask.
 */
export function MatchDiffers({ id }: { id: string }) {
  return (
    useClubJoined() && (
      <Suspense fallback={null}>
        <DiffersLine id={id} />
      </Suspense>
    )
  );
}
