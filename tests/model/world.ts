import { listMatches } from '../../src/db/allMatches.ts';
import type { ListedMatch } from '../../src/db/allMatches.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { freshIndexedDb } from '../db/helpers.ts';

/**
 * What a run of the model works on: the device in use (a database on an in-memory IndexedDB), the
 * files it has saved on the way (backups, single matches), to be imported again later, and the
 * matches in the order the run first saw them, so that an action's "the third match" names the
 * same match whenever the run is repeated.
 */
export interface World {
  db: BridgepadDb;
  readonly open: (name: string) => Promise<BridgepadDb>;
  /** How many devices the run has opened. */
  devices: number;
  /** Files saved: a backup, or one match's file. */
  readonly files: string[];
  /** The match a rename may be undone in (playerRename.ts, Renamed.undoIn). */
  renamedIn: string | null;
  /** Every match id the run has seen, in the order it first saw them. */
  readonly seen: string[];
  /** What was done, one line an action: said when a check fails. */
  readonly log: string[];
}

export async function newWorld(): Promise<World> {
  const { open } = freshIndexedDb();
  const db = await open('device-0');
  return { db, open, devices: 1, files: [], renamedIn: null, seen: [], log: [] };
}

/** A match's content, with what makes two copies apart left out: to order new matches by. */
function contentKey(item: ListedMatch): string {
  const { id: _id, createdAt: _c, updatedAt: _u, ...file } = item.record.file;
  return JSON.stringify(file);
}

/**
 * The device's matches, in the order the run first saw them (matches new to it in the order of
 * their content, so that a repeated run sees them in the same order).
 */
export async function matchesInOrder(world: World): Promise<ListedMatch[]> {
  const listed = await listMatches(world.db);
  const known = new Set(world.seen);
  const fresh = listed
    .filter((item) => !known.has(item.record.id))
    .sort((a, b) => contentKey(a).localeCompare(contentKey(b)));
  world.seen.push(...fresh.map((item) => item.record.id));
  const byId = new Map(listed.map((item) => [item.record.id, item]));
  return world.seen.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [item];
  });
}

/** The `pick`th of `list`, round and round; undefined for an empty list. */
export const nth = <T>(list: readonly T[], pick: number): T | undefined =>
  list.length === 0 ? undefined : list[pick % list.length];
