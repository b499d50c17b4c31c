import type { Competition } from '../../engine/types.ts';
import { formatDueDate } from '../common/matchText.ts';

/** Everything but the name on one line: "Round 3 · Pat Lee · pat@example.org · due 1 Dec 2026". */
export function competitionDetails(competition: Competition): string {
  const { round, organiser, email, address, due } = competition;
  return [
    round,
    organiser,
    email,
    address,
    due === undefined ? undefined : `due ${formatDueDate(due)}`,
  ]
    .filter((part) => part !== undefined)
    .join(' · ');
}
