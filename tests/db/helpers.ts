import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { BridgepadDb } from '../../src/db/database.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { DB_NAME } from '../../src/db/schema.ts';
import type { MatchFileJson } from '../../src/db/records.ts';
import { DEVICE_ONLY, DEVICE_ONLY_STORES } from '../../src/db/backupFile.ts';

/** A fresh, empty IndexedDB (in memory) for one test; `open` gives a new connection to it. */
export function freshIndexedDb() {
  const indexedDB = new IDBFactory();
  const open = async (name = 'bridgepad') => {
    const db = new BridgepadDb(name, { indexedDB, IDBKeyRange });
    await db.open();
    return db;
  };
  return { indexedDB, open };
}

/**
 * Every row of every table, as text: two equal dumps mean an unchanged database. A match row's
 * kept standing is left out, and so is the count of matches: the matches list keeps each whenever
 * it is read (src/db/standings.ts, matchCount.ts), a cache of the matches rather than a change.
 */
export async function dump(db: BridgepadDb): Promise<string> {
  const tables = await Promise.all(
    db.tables
      .filter((t) => t.name !== db.counts.name)
      .map(async (t) => {
        const rows: unknown[] = await t.toArray();
        if (t.name !== db.matches.name) return [t.name, rows] as const;
        return [t.name, rows.map((row) => ({ ...(row as object), standing: undefined }))] as const;
      }),
  );
  return JSON.stringify(tables);
}

/**
 * Every row of every store, as text, but what describes the store rather than what it keeps: a
 * match row's write count, when it was written and the standing it caches, the browser's answer
 * about persistent storage, which belongs to the device that asked, and the device's part in a
 * club's sync (src/db/backupFile.ts).
 */
export async function keptDump(db: BridgepadDb): Promise<string> {
  const kept = db.tables.filter((t) => !DEVICE_ONLY_STORES.includes(t.name));
  const tables = await Promise.all(
    kept.map(async (t) => {
      const rows = (await t.toArray()) as Record<string, unknown>[];
      if (t.name === db.matches.name)
        return [
          t.name,
          rows.map(({ rev: _rev, standing: _standing, writtenAt: _writtenAt, ...row }) => row),
        ] as const;
      if (t.name === db.settings.name)
        return [t.name, rows.filter((row) => !DEVICE_ONLY.includes(String(row.key)))] as const;
      return [t.name, rows] as const;
    }),
  );
  return JSON.stringify(tables, null, 1);
}

export function rubberFile(overrides: Partial<MatchFileJson> = {}): MatchFileJson {
  return {
    format: 'bridgepad.match',
    version: 1,
    game: 'rubber',
    rules: { honors: true },
    players: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
    firstDealer: 'S',
    deals: [],
    ...overrides,
  };
}

/** A competition with Māori and Polish letters in it, as a profile or a match's `competition`. */
export const KAPITI_COAST = {
  name: 'Kāpiti Coast Rubber Bridge 2026',
  round: 'Round 3',
  organiser: 'Łukasz Wiśniewski',
  email: 'lukasz@example.org',
  address: '12 Parata Street, Waikanae',
  due: '2026-12-01',
} as const;

/** An IndexedDB in memory holding a store the app made, with `matches` matches in it. */
export async function madeStore(matches: number) {
  const indexedDB = new IDBFactory();
  const db = new BridgepadDb(DB_NAME, { indexedDB, IDBKeyRange });
  await db.open();
  const ids: string[] = [];
  for (let i = 0; i < matches; i += 1) {
    const created = await createMatch(db, rubberFile());
    if (created.ok) ids.push(created.value.id);
  }
  db.close();
  return { options: { indexedDB, IDBKeyRange }, ids };
}

const SEATS = ['N', 'E', 'S', 'W'];
const CONTRACTS = ['1C', '2D', '3H', '4S', '3NT', '2H', '1NT', '5C'];

/** `count` made and set deals by each seat in turn, for a match of any length. */
export const dealsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    contract: CONTRACTS[i % CONTRACTS.length],
    declarer: SEATS[i % 4],
    tricks: 6 + ((i * 7) % 8),
  }));
