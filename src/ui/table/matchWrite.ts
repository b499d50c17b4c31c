import { commitEdit, redo, undo } from '../../db/matchWrites.ts';
import type { Edit } from '../../db/records.ts';
import type { Storage } from '../../db/storage.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import type { Written } from './useMatchActions.ts';
import { notSavedText } from './writeFailure.ts';

/**
 * A change to a match written to the store, for useMatchActions, which loads this with the first
 * touch of what will write (or the first change) and keeps it. Each change is awaited until it is
 * on disk. One the validator refuses says why; one the store fails to write says so and what to
 * do. Neither rejects: nothing is left as a promise to fail unheard.
 */

type Say = (message: string) => void;

export async function writeEdit(
  storage: Storage,
  id: string,
  edit: Edit,
  say: Say,
): Promise<Written> {
  try {
    const known = storage.shown.known(id);
    const result = await storage.write((db) => commitEdit(db, id, edit, known));
    // Where a full device moved the store to memory during the write, the change is only kept.
    if (result.ok) return { ok: true, inMemory: storage.mode.kind === 'memory' };
    say(`Not saved: ${result.errors.map(formatProblem).join('; ')}`);
  } catch (error) {
    say(notSavedText(error));
  }
  return { ok: false };
}

/**
 * Undoes or redoes the match's last step; nothing happens where there is none. Resolves to
 * whether a step was taken.
 */
export async function takeStep(
  storage: Storage,
  id: string,
  direction: 'undo' | 'redo',
  say: Say,
): Promise<boolean> {
  try {
    const result = await storage.write((db) => (direction === 'undo' ? undo : redo)(db, id));
    if (result !== false && !result.ok) {
      say(`Could not ${direction}: ${result.errors.map(formatProblem).join('; ')}`);
    }
    return result !== false && result.ok;
  } catch (error) {
    say(notSavedText(error));
    return false;
  }
}
