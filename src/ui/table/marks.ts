import { toMatchFile } from '../../engine/matchFile/serialize.ts';
import type { Match } from '../../engine/types.ts';
import type { DealMark } from '../../state/uiStore.ts';

/** A deal of a match as it stands now (index -1: the end of play), to recognise it later. */
export function markOf(id: string, match: Match, index: number): DealMark {
  if (index < 0) return { match: id, index, deal: String(match.finished) };
  const deal = (toMatchFile(match).deals as unknown[])[index];
  return { match: id, index, deal: JSON.stringify(deal ?? null) };
}

/** Whether what a mark names is still there as it was: the same match, the same deal. */
export function markHolds(id: string, match: Match, mark: DealMark): boolean {
  if (mark.match !== id) return false;
  const now = markOf(id, match, mark.index);
  return now.deal === mark.deal;
}
