import { readRecord } from '../../db/matchStore.ts';
import type { MatchRecord } from '../../db/records.ts';
import { formatDate, gameName, playersLine } from './matchText.ts';

/**
 * A match named in one line, as the player knows it: "Rubber bridge: Ian & Bob vs Dave & Alan,
 * 1 Nov 2026, 19:30", or the date alone of a match that does not read. For the screens that name
 * a match away from its row (Recently deleted, the club's refusals); not on the first screen.
 */
export function matchTitle(record: MatchRecord): string {
  const read = readRecord(record);
  if (!read.ok) return `A damaged match of ${formatDate(record.createdAt)}`;
  const match = read.value;
  return `${gameName(match.game)}: ${playersLine(match)}, ${formatDate(match.createdAt)}`;
}
