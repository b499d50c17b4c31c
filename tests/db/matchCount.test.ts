import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import { deleteMatch, restoreMatch } from '../../src/db/deletedMatches.ts';
import { countMatches } from '../../src/db/matchCountRead.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { freshIndexedDb, rubberFile } from './helpers.ts';

/**
 * How many matches there are, for the list's "Showing 50 of 20,000" (src/db/matchCount.ts): kept
 * with every write that adds or removes one, so reading it never counts the rows one by one.
 */

afterEach(() => vi.restoreAllMocks());

async function created(db: BridgepadDb) {
  const made = await createMatch(db, rubberFile());
  if (!made.ok) throw new Error('refused');
  return made.value.id;
}

describe('the count of matches', () => {
  it('is kept with every match added, deleted and restored, and read without counting', async () => {
    const db = await freshIndexedDb().open();
    await created(db);
    const id = await created(db);
    const counted = vi.spyOn(db.matches, 'count');
    expect(await countMatches(db)).toBe(2);
    await deleteMatch(db, id);
    expect(await countMatches(db)).toBe(1);
    await restoreMatch(db, id);
    expect(await countMatches(db)).toBe(2);
    expect(counted).not.toHaveBeenCalled();
  });

  it('is counted from the rows where none is kept, or it is damaged, and kept at the next write', async () => {
    const db = await freshIndexedDb().open();
    await created(db);
    for (const damaged of [undefined, -1, 1.5, '1']) {
      if (damaged === undefined) await db.counts.clear();
      else await db.counts.put({ key: 'matches', value: damaged as number });
      expect(await countMatches(db)).toBe(1);
    }
    await created(db);
    expect(await db.counts.get('matches')).toEqual({ key: 'matches', value: 2 });
    const id = await created(db);
    await deleteMatch(db, id);
    expect(await countMatches(db)).toBe(2);
  });
});
