import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { BridgepadDb } from '../src/db/database.ts';
import { commitEdit, createMatch, toRecord } from '../src/db/matchWrites.ts';
import { countMatches } from '../src/db/matchCountRead.ts';
import { LIST_PAGE, listRows } from '../src/db/standings.ts';
import type { Match } from '../src/engine/types.ts';
import { sampleMatch } from '../tests/fixtures/sampleMatches.ts';
import type { BenchCase } from './types.ts';
import { matchStores, putRecords } from '../src/db/matchRowWrites.ts';

/**
 * Issue 3's targets, in node over an in-memory IndexedDB: saving a deal (one transaction: read,
 * validate, write the match and its history entry) and opening the matches list with 1,000
 * stored 30-deal matches (issue 15: the first page's rows and their kept standings, and the count
 * of all, src/db/standings.ts).
 */
async function setUp() {
  const indexedDB = new IDBFactory();
  const options = { indexedDB, IDBKeyRange };
  const saving = new BridgepadDb('bench-save', options);
  const created = await createMatch(saving, {
    format: 'bridgepad.match',
    version: 1,
    game: 'rubber',
    players: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
    deals: [],
  });
  if (!created.ok) throw new Error('bench match invalid');

  const listing = new BridgepadDb('bench-list', options);
  const records = Array.from({ length: 1000 }, (_, i) => {
    const match: Match = {
      ...sampleMatch('kapiti', 30, i + 1),
      id: `match-${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    };
    return toRecord(match);
  });
  await listing.transaction('rw', matchStores(listing), () => putRecords(listing, records));
  // The first read works the first page's standings out and keeps them; the list is timed as it
  // is read after.
  await listRows(listing, LIST_PAGE);
  await standingsKept(listing, LIST_PAGE);
  return { saving, id: created.value.id, listing };
}

/** Waits until a list's standings are kept: they are written just after the read. */
async function standingsKept(db: BridgepadDb, count: number): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    const kept = await db.matches.filter((row) => row.standing !== undefined).count();
    if (kept === count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the standings were not kept');
}

/**
 * The list read once after an update that changes STANDING_VERSION, or when no standing is kept
 * yet: the first page's deals read and scored again (min, median and max of 5, ms).
 */
export async function rebuildTimes(): Promise<number[]> {
  const { listing } = await ready;
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    await listing.matches.toCollection().modify((row: { standing?: unknown }) => {
      delete row.standing;
    });
    const started = performance.now();
    const rows = await listRows(listing, LIST_PAGE);
    times.push(performance.now() - started);
    const total = await countMatches(listing);
    if (rows.length !== LIST_PAGE || total !== 1000) throw new Error('the list lost matches');
    await standingsKept(listing, rows.length);
  }
  return times;
}

const ready = setUp();
let count = 0;

export const dbCases: BenchCase[] = [
  {
    name: 'save a deal (node, in-memory IndexedDB)',
    target: 10,
    run: async () => {
      const { saving, id } = await ready;
      // Keeps the match near 30 deals: after the first 30, each save adds or deletes one.
      count += 1;
      const deal = { contract: '2H', declarer: 'S', tricks: 8 };
      const adding = count <= 30 || count % 2 === 0;
      await commitEdit(
        saving,
        id,
        adding ? { kind: 'addDeal', index: 0, deal } : { kind: 'deleteDeal', index: 0, deal },
      );
    },
  },
  {
    name: 'open the matches list: 1,000 stored matches of 30 deals',
    target: 50,
    run: async () => {
      const { listing } = await ready;
      const [rows, total] = await Promise.all([
        listRows(listing, LIST_PAGE),
        countMatches(listing),
      ]);
      if (total !== 1000 || rows.some((item) => item.standing === null))
        throw new Error('a match unread');
    },
  },
];
