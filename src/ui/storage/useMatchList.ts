import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { ListedMatch } from '../../db/matchStore.ts';
import { listMatches } from '../../db/matchStore.ts';
import { scoreMatch } from '../../engine/score.ts';
import type { Sheet } from '../../engine/sheet.ts';
import { useDb } from './StorageProvider.tsx';

export interface MatchListItem extends ListedMatch {
  readonly sheet: Sheet | null;
}

/** Every stored match, newest first, scored for its standing; live across tabs. */
export function useMatchList(): MatchListItem[] | undefined {
  const db = useDb();
  const listed = useLiveQuery(() => listMatches(db), [db]);
  return useMemo(
    () =>
      listed?.map((item) => ({
        ...item,
        sheet: item.match.ok ? scoreMatch(item.match.value) : null,
      })),
    [listed],
  );
}
