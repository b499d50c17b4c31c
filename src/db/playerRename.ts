import type { Problem } from '../engine/matchFile/problems.ts';
import type { Result } from '../engine/types.ts';
import { nameKey } from '../season/names.ts';
import type { BridgepadDb } from './database.ts';
import { sameJson } from './edits.ts';
import { commitEdit } from './matchWrites.ts';

/** The most characters a player's name may have (docs/format.md, `players`). */
const MAX_NAME = 100;

function renamed(players: unknown, from: string, to: string): unknown {
  const swap = (name: unknown) => (typeof name === 'string' && nameKey(name) === from ? to : name);
  if (Array.isArray(players)) return players.map(swap);
  if (players !== null && typeof players === 'object')
    return Object.fromEntries(Object.entries(players).map(([seat, name]) => [seat, swap(name)]));
  return players;
}

/**
 * Renames a player in every match on the device, or merges one spelling into another (the same
 * step: the matches of `from` then say `to`). Each match changes by a rename step in its history,
 * so a match can be taken back on its own; all of them change together or, if any cannot, none
 * does. Resolves to the number of matches changed.
 */
export async function renamePlayer(
  db: BridgepadDb,
  fromName: string,
  toName: string,
): Promise<Result<number, Problem[]>> {
  const from = nameKey(fromName);
  const to = nameKey(toName);
  if (to === '') return { ok: false, errors: [{ path: 'name', message: 'is empty' }] };
  if (to.length > MAX_NAME)
    return {
      ok: false,
      errors: [{ path: 'name', message: `is longer than ${MAX_NAME} characters` }],
    };
  if (to === from) return { ok: true, value: 0 };
  const tables = [db.matches, db.dealPages, db.history];
  try {
    return await db.transaction('rw', tables, async () => {
      const rows = await db.matches.toArray();
      let changed = 0;
      for (const row of rows) {
        const before = row.file.players;
        const after = renamed(before, from, to);
        if (sameJson(after, before)) continue;
        const saved = await commitEdit(db, row.id, { kind: 'rename', before, after });
        if (!saved.ok) throw new RenameRefused(saved.errors);
        changed += 1;
      }
      return { ok: true as const, value: changed };
    });
  } catch (error) {
    if (error instanceof RenameRefused) return { ok: false, errors: error.problems };
    throw error;
  }
}

/** Ends the transaction when a match refuses the new name, so no match changes. */
class RenameRefused extends Error {
  constructor(readonly problems: Problem[]) {
    super('rename refused');
  }
}
