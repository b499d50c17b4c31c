import { restoreMatch } from '../../db/deletedMatches.ts';
import type { MatchRecord } from '../../db/records.ts';
import type { Storage } from '../../db/storage.ts';
import { errorText } from '../../engine/errorText.ts';

/** Puts a deleted match back and says how it went, in a line for the toast. */
export async function restoreAndSay(
  storage: Storage,
  matchId: string,
  unbinned?: MatchRecord,
): Promise<string> {
  try {
    const result = await storage.write((db) => restoreMatch(db, matchId, unbinned));
    if (!result.ok) return result.message;
    return result.copy
      ? 'Match restored as a copy, beside the one already in your list.'
      : 'Match restored.';
  } catch (error) {
    return `The match could not be restored: ${errorText(error)}`;
  }
}
