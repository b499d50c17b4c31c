import type { Match } from '../engine/types.ts';
import { TABLE_KEY, readGroup } from '../engine/tableGroup.ts';
import { uuidOf } from './randomId.ts';

/**
 * A match imported while a match of its id waits among the recently deleted comes in beside it,
 * under an id of its own (importExport.ts). That id is worked out from the deleted one's, never
 * drawn at random, so the same file imported again finds the copy it brought the first time and
 * passes it by as the same, rather than bringing a second copy (docs/format.md, "Importing").
 */

/** 32-bit FNV-1a of `text`'s UTF-16 code units, from `seed`. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The id a match of id `id` comes in under beside a deleted one of that id: a UUID of version 4
 * in form, its 128 bits four FNV-1a hashes of `id` from four seeds. The same id always gives the
 * same copy's id; a copy's copy (the copy deleted too) is the copy's id's.
 */
export function besideBinnedId(id: string): string {
  const bytes = new Uint8Array(16);
  const view = new DataView(bytes.buffer);
  [0x811c9dc5, 0x050c5d1f, 0x2b0e5a3d, 0x6a09e667].forEach((seed, i) => {
    view.setUint32(i * 4, fnv1a(`beside:${id}`, seed));
  });
  return uuidOf(bytes);
}

/**
 * The match as it comes in beside a deleted one: under `id`, and, a rubber of a table's evening,
 * in an evening of its own whose session is worked out from its own evening's, so that rubbers of
 * one evening brought in beside deleted ones make one evening again, the same at every import.
 */
export function besideBinnedCopy(match: Match, id: string): Match {
  const group = readGroup(match);
  if (group === null) return { ...match, id };
  // The table's field written back whole, keys unknown here too (NextRubber.tsx does the same).
  const table = match.extras[TABLE_KEY] as Readonly<Record<string, unknown>>;
  const session = besideBinnedId(group.session);
  return { ...match, id, extras: { ...match.extras, [TABLE_KEY]: { ...table, session } } };
}
