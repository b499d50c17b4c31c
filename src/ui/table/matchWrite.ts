import { commitEdit, redo, undo } from '../../db/matchWrites.ts';
import type { Edit } from '../../db/records.ts';
import type { Storage } from '../../db/storage.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';

/**
 * A change to a match written to the store, for useMatchActions, which loads this with the first
 * touch of what will write (or the first change) and keeps it. Each change is awaited until it is
 * on disk; one the validator refuses says why and changes nothing.
 */

type Say = (message: string) => void;

export async function writeEdit(
  storage: Storage,
  id: string,
  edit: Edit,
  say: Say,
): Promise<boolean> {
  const known = storage.shown.known(id);
  const result = await storage.write((db) => commitEdit(db, id, edit, known));
  if (!result.ok) say(`Not saved: ${result.errors.map(formatProblem).join('; ')}`);
  return result.ok;
}

/** Undoes or redoes the match's last step; nothing happens where there is none. */
export async function takeStep(
  storage: Storage,
  id: string,
  direction: 'undo' | 'redo',
  say: Say,
): Promise<void> {
  const result = await storage.write((db) => (direction === 'undo' ? undo : redo)(db, id));
  if (result !== false && !result.ok) {
    say(`Could not ${direction}: ${result.errors.map(formatProblem).join('; ')}`);
  }
}
