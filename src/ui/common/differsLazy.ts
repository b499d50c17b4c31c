import { lazy } from 'react';

/**
 * The line a match whose club copies differ shows (DiffersLine.tsx), on the matches list and at
 * the table: loaded only when one does, so the first screen carries only its live query.
 */
export const DiffersLine = lazy(() => import('./DiffersLine.tsx'));
