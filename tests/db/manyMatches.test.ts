import { describe, expect, it } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import { applyImport, parseImportContents, planImport } from '../../src/db/importExport.ts';
import { DEALS_PER_PAGE, getRecord } from '../../src/db/matchRows.ts';
import { matchStores, putRecords, WRITE_PART } from '../../src/db/matchRowWrites.ts';
import { createMatch, toRecord } from '../../src/db/matchWrites.ts';
import { countMatches } from '../../src/db/matchCountRead.ts';
import { keptStanding, LIST_PAGE, listRows } from '../../src/db/standings.ts';
import { sampleBackup, sampleBackupId } from '../fixtures/sampleBackup.ts';
import { sampleMatch } from '../fixtures/sampleMatches.ts';
import { dump, freshIndexedDb, rubberFile } from './helpers.ts';

/** `count` rubbers of a deal or two, match i played i minutes after the first. */
async function storedMatches(count: number): Promise<BridgepadDb> {
  const db = await freshIndexedDb().open();
  const records = Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    return toRecord({ ...sampleMatch('rubber', 1 + (i % 2), i + 1), id: `m${i}`, createdAt: at });
  });
  await db.transaction('rw', matchStores(db), () => putRecords(db, records));
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

describe('importing a large backup', () => {
  const count = 2 * WRITE_PART + 17;

  it('writes every match, in parts, and lists the newest first', async () => {
    const db = await freshIndexedDb().open();
    const read = parseImportContents(sampleBackup(count));
    if (!read.ok) throw new Error(read.errors.map((e) => e.message).join());
    const counts = await applyImport(db, await planImport(db, read.value.matches));
    expect(counts).toMatchObject({ added: count, replaced: 0, skipped: 0 });
    expect(await countMatches(db)).toBe(count);
    const [top] = await listRows(db, LIST_PAGE);
    expect(top?.id).toBe(sampleBackupId(count - 1));
    const newestMatch = read.value.matches.at(-1);
    if (newestMatch === undefined) throw new Error('an empty backup');
    expect((await getRecord(db, sampleBackupId(count - 1)))?.file).toEqual(
      toRecord(newestMatch).file,
    );
  });

  it('is one transaction: a part that fails leaves the device as it was', async () => {
    const db = await freshIndexedDb().open();
    await createMatch(db, rubberFile({ deals: [{ contract: '4S', declarer: 'N', tricks: 10 }] }));
    const before = await dump(db);
    const read = parseImportContents(sampleBackup(count));
    if (!read.ok) throw new Error('unreadable');
    const plan = await planImport(db, read.value.matches);
    // The first row of the second part cannot be written (a disk that fails, or fills, half way).
    let rows = 0;
    db.matches.hook('creating', () => {
      rows += 1;
      if (rows === WRITE_PART + 1) throw new Error('the disk failed');
    });
    await expect(applyImport(db, plan)).rejects.toThrow('the disk failed');
    expect(rows).toBe(WRITE_PART + 1);
    expect(await dump(db)).toBe(before);
  });

  it('replacing a long match with a shorter one removes its pages past the new last deal', async () => {
    const db = await freshIndexedDb().open();
    const long = toRecord({ ...sampleMatch('rubber', 3 * DEALS_PER_PAGE + 5, 7), id: 'long' });
    await db.transaction('rw', matchStores(db), () => putRecords(db, [long]));
    expect(await db.dealPages.count()).toBe(4);
    const short = { ...sampleMatch('rubber', DEALS_PER_PAGE + 1, 8), id: 'long' };
    await applyImport(db, await planImport(db, [short]), () => 'replace');
    expect(await db.dealPages.count()).toBe(2);
    const read = await getRecord(db, 'long');
    expect(read?.file.deals).toEqual(toRecord(short).file.deals);
    expect(read?.rev).toBe(2);
  });
});
