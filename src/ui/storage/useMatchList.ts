import { useLiveQuery } from 'dexie-react-hooks';
import type { ListedRow } from '../../db/standings.ts';
import { listRows } from '../../db/standings.ts';
import { useDb } from './StorageProvider.tsx';

export type MatchListItem = ListedRow;

/**
 * Every stored match, newest first, with how it stands; live across tabs. Reads the matches'
 * rows, not their deals, but for a match whose kept standing is stale (src/db/standings.ts).
 */
export function useMatchList(): MatchListItem[] | undefined {
  const db = useDb();
  return useLiveQuery(() => listRows(db), [db]);
}
