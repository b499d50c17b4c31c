import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { BridgepadDb } from '../src/db/database.ts';
import { listMatches } from '../src/db/matchStore.ts';
import { commitEdit, createMatch, toRecord } from '../src/db/matchWrites.ts';
import { summarizeMatch } from '../src/engine/summary.ts';
import type { Match } from '../src/engine/types.ts';
import { sampleMatch } from './sampleMatches.ts';
import type { BenchCase } from './types.ts';
import { putRecords } from '../src/db/matchRowWrites.ts';

/**
 * Issue 3's targets, in node over an in-memory IndexedDB: saving a deal (one transaction: read,
 * validate, write the match and its history entry) and opening the matches list with 1,000
 * stored 30-deal matches (read every match, validate it, and score it for its leading side).
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
  await listing.transaction('rw', listing.matches, listing.dealPages, () =>
    putRecords(listing, records),
  );
  return { saving, id: created.value.id, listing };
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
    target: 100,
    run: async () => {
      const { listing } = await ready;
      const listed = await listMatches(listing);
      for (const item of listed) if (item.match.ok) summarizeMatch(item.match.value);
    },
  },
];
