import type { Problem } from '../engine/matchFile/problems.ts';
import type { Result } from '../engine/types.ts';
import { nameKey } from '../season/names.ts';
import type { BridgepadDb } from './database.ts';
import { sameJson } from './edits.ts';
import { newId } from './matchStore.ts';
import { matchStores } from './matchRowWrites.ts';
import { commitEdit } from './matchWrites.ts';
import type { Edit } from './records.ts';
import { TABLE_KEY } from '../engine/tableGroup.ts';

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
 * A table's evening (`x-bridgepad-table`) with the name changed in its seating, the draw: the
 * next rubber's seats, who sits out and the evening's back score read the names from it.
 */
function renamedEvening(evening: unknown, from: string, to: string): unknown {
  if (evening === null || typeof evening !== 'object' || Array.isArray(evening)) return evening;
  const { draw } = evening as { draw?: unknown };
  return Array.isArray(draw) ? { ...evening, draw: renamed(draw, from, to) } : evening;
}

/** Whether a match's players, or its evening's seating, hold both `from` and `to`. */
function atOneTable(players: unknown, evening: unknown, from: string, to: string): boolean {
  const draw = isRecord(evening) ? evening.draw : undefined;
  return [players, draw].some((names) => {
    const held = new Set(
      (Array.isArray(names) ? names : isRecord(names) ? Object.values(names) : []).map((name) =>
        typeof name === 'string' ? nameKey(name) : name,
      ),
    );
    return held.has(from) && held.has(to);
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A rename done: how many matches it changed, and one of them, to undo the whole of it by. */
export interface Renamed {
  readonly changed: number;
  readonly undoIn: string | null;
}

/**
 * Renames a player in every match on the device, or merges one spelling into another (the same
 * step: the matches of `from` then say `to`), wherever a match keeps the name: its players, and
 * a table's evening its seating. Each match changes by a rename step in its history (and a step
 * for the seating), all of them one batch: undone or redone in any one match, the rename is undone
 * or redone in every match it changed, so a player is never split in two. All change together or,
 * if any cannot, none does.
 */
export async function renamePlayer(
  db: BridgepadDb,
  fromName: string,
  toName: string,
): Promise<Result<Renamed, Problem[]>> {
  const from = nameKey(fromName);
  const to = nameKey(toName);
  if (to === '') return { ok: false, errors: [{ path: 'name', message: 'is empty' }] };
  if (to.length > MAX_NAME)
    return {
      ok: false,
      errors: [{ path: 'name', message: `is longer than ${MAX_NAME} characters` }],
    };
  if (to === from) return { ok: true, value: { changed: 0, undoIn: null } };
  const batch = newId();
  const tables = [...matchStores(db), db.history];
  try {
    return await db.transaction('rw', tables, async () => {
      const rows = await db.matches.toArray();
      let changed = 0;
      let undoIn: string | null = null;
      for (const row of rows) {
        const before = row.file.players;
        // Two names at one table are two players: merged, one of them would take two seats.
        if (atOneTable(before, row.file[TABLE_KEY], from, to))
          throw new RenameRefused([
            {
              path: 'name',
              message: `${to} and ${from} play at one table: they are two players, not one spelling`,
            },
          ]);
        const after = renamed(before, from, to);
        const evening = row.file[TABLE_KEY];
        const eveningAfter = renamedEvening(evening, from, to);
        // The seating first: the players' rename is the step the table offers to undo.
        const edits: Edit[] = [
          ...(sameJson(eveningAfter, evening)
            ? []
            : [
                { kind: 'detail', field: TABLE_KEY, before: evening, after: eveningAfter } as const,
              ]),
          ...(sameJson(after, before) ? [] : [{ kind: 'rename', before, after } as const]),
        ];
        for (const edit of edits) {
          const saved = await commitEdit(db, row.id, edit, undefined, batch);
          if (!saved.ok) throw new RenameRefused(saved.errors);
        }
        if (edits.length === 0) continue;
        changed += 1;
        undoIn ??= row.id;
      }
      return { ok: true as const, value: { changed, undoIn } };
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
