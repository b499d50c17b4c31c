import type { Restored } from '../../db/deletedMatches.ts';
import { restoreAll, restoreMatch, restoreMatches } from '../../db/deletedMatches.ts';
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

const matches = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'match' : 'matches'}`;

/** "37 matches restored; 2 as copies, beside the ones already in your list." */
function restoredLine({ records, copies, missing, taken }: Restored): string {
  const parts = [
    copies === 0
      ? ''
      : `${copies.toLocaleString('en')} as copies, beside the ones already in your list`,
    missing === 0
      ? ''
      : `${missing.toLocaleString('en')} ${missing === 1 ? 'was' : 'were'} no longer among the recently deleted`,
    taken === 0
      ? ''
      : `${taken.toLocaleString('en')} cannot come back: a match of the same id is in the list again`,
  ].filter((part) => part !== '');
  const head = `${matches(records.length)} restored`;
  return parts.length === 0 ? `${head}.` : `${head}; ${parts.join('; ')}.`;
}

/**
 * Puts the matches just deleted together back, in one transaction, and says how it went.
 * `unbinned` are those the device was too full to keep among the recently deleted.
 */
export async function restoreAllAndSay(
  storage: Storage,
  deleted: readonly MatchRecord[],
  unbinned: readonly MatchRecord[],
): Promise<string> {
  const [one] = deleted;
  if (deleted.length === 1 && one !== undefined) return restoreAndSay(storage, one.id, unbinned[0]);
  try {
    const ids = deleted.map((record) => record.id);
    return restoredLine(
      await storage.write((db) => restoreMatches(db, () => Promise.resolve(ids), unbinned)),
    );
  } catch (error) {
    return `The matches could not be restored, and none was: ${errorText(error)}`;
  }
}

/** Puts every recently deleted match back, in one transaction, and says how it went. */
export async function restoreBinAndSay(storage: Storage): Promise<string> {
  try {
    return restoredLine(await storage.write((db) => restoreAll(db)));
  } catch (error) {
    return `The matches could not be restored, and none was: ${errorText(error)}`;
  }
}
