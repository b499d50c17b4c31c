import { isObject } from '../engine/matchFile/problems.ts';
import { TABLE_KEY } from '../engine/tableGroup.ts';
import type { BridgepadDb } from './database.ts';
import { newId } from './matchStore.ts';
import type { MatchFileJson, MatchRecord } from './records.ts';

/**
 * A table's evening holds each of its rubbers once (docs/format.md, "A table that changes
 * partners"): what comes back to the list, restored or imported, never forks it.
 */

/** Where a match's file says it is in a table's evening: its session and rubber, or null. */
function placeOf(file: MatchFileJson): { session: string; rubber: number } | null {
  const table = file[TABLE_KEY];
  if (!isObject(table)) return null;
  const { session, rubber } = table;
  return typeof session === 'string' && typeof rubber === 'number' ? { session, rubber } : null;
}

/**
 * The matches to write back (restored, or imported), each rubber of a table's evening whose place
 * there is taken by another match (the evening went on with another rubber of its number, or a
 * copy of it came back) made an evening of its own, as a copy kept beside at import is: an evening
 * never counts two rubbers of one number. Those of one evening stay together. A match written over
 * takes no place from itself. Reads only the rows, inside the write's transaction, and only when a
 * rubber of an evening is written.
 */
export async function placesKept(db: BridgepadDb, records: MatchRecord[]): Promise<MatchRecord[]> {
  const sessions = new Set(records.flatMap((record) => placeOf(record.file)?.session ?? []));
  if (sessions.size === 0) return records;
  const taken = new Set<string>();
  const key = (place: { session: string; rubber: number }) => `${place.rubber} ${place.session}`;
  const ids = new Set(records.map((record) => record.id));
  await db.matches.each((row) => {
    const place = ids.has(row.id) ? null : placeOf(row.file);
    if (place !== null && sessions.has(place.session)) taken.add(key(place));
  });
  const apart = new Map<string, string>();
  return records.map((record) => {
    const place = placeOf(record.file);
    if (place === null) return record;
    if (!taken.has(key(place))) {
      taken.add(key(place));
      return record;
    }
    const session = apart.get(place.session) ?? newId();
    apart.set(place.session, session);
    const table = record.file[TABLE_KEY] as Record<string, unknown>;
    return { ...record, file: { ...record.file, [TABLE_KEY]: { ...table, session } } };
  });
}
