import { describe, expect, it } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import { putRecords } from '../../src/db/matchRowWrites.ts';
import { createMatch, toRecord } from '../../src/db/matchWrites.ts';
import { countMatches, keptStanding, LIST_PAGE, listRows } from '../../src/db/standings.ts';
import { sampleMatch } from '../fixtures/sampleMatches.ts';
import { freshIndexedDb, rubberFile } from './helpers.ts';

/** `count` rubbers of a deal or two, match i played i minutes after the first. */
async function storedMatches(count: number): Promise<BridgepadDb> {
  const db = await freshIndexedDb().open();
  const records = Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    return toRecord({ ...sampleMatch('rubber', 1 + (i % 2), i + 1), id: `m${i}`, createdAt: at });
  });
  await db.transaction('rw', db.matches, db.dealPages, () => putRecords(db, records));
  return db;
}

/** The ids of the rows whose standing the list has kept, once it has kept them. */
async function keptIds(db: BridgepadDb, expected: number): Promise<string[]> {
  await expect
    .poll(async () => (await db.matches.toArray()).filter((row) => keptStanding(row)).length)
    .toBe(expected);
  return (await db.matches.toArray()).flatMap((row) => (keptStanding(row) ? [row.id] : []));
}

const newest = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `m${from - i}`);

describe('the matches list, a page at a time', () => {
  it('reads the newest first, as many as asked, and counts all apart', async () => {
    const db = await storedMatches(130);
    const first = await listRows(db, LIST_PAGE);
    expect(first.map((item) => item.id)).toEqual(newest(LIST_PAGE, 129));
    expect(first.every((item) => item.match.ok && item.standing !== null)).toBe(true);
    const more = await listRows(db, 2 * LIST_PAGE);
    expect(more.map((item) => item.id)).toEqual(newest(2 * LIST_PAGE, 129));
    expect(await listRows(db, 1000)).toHaveLength(130);
    expect(await countMatches(db)).toBe(130);
  });

  it('works out and keeps the standings of the rows shown, and no other', async () => {
    const db = await storedMatches(130);
    await listRows(db, LIST_PAGE);
    expect((await keptIds(db, LIST_PAGE)).sort()).toEqual(newest(LIST_PAGE, 129).sort());
    await listRows(db, 2 * LIST_PAGE);
    expect((await keptIds(db, 2 * LIST_PAGE)).sort()).toEqual(newest(2 * LIST_PAGE, 129).sort());
  });

  it('puts a match written to at the top of the first page', async () => {
    const db = await storedMatches(60);
    const created = await createMatch(db, rubberFile());
    if (!created.ok) throw new Error('not created');
    const [top] = await listRows(db, LIST_PAGE);
    expect(top?.id).toBe(created.value.id);
    expect(await countMatches(db)).toBe(61);
  });
});
