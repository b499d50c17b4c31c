import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { writeBackup } from '../../src/db/backupFile.ts';
import { forgetMembership } from '../../src/db/clubMembership.ts';
import type { BridgepadDb } from '../../src/db/database.ts';
import { deleteForever, deleteMatch, restoreMatch } from '../../src/db/deletedMatches.ts';
import { applyImport, parseImportContents, planImport } from '../../src/db/importExport.ts';
import {
  bringUpToDate,
  LEDGER_PART,
  ledgerAfresh,
  LEDGER_VERSION,
  playerEvenings,
  readKeptLedger,
  workOnce,
} from '../../src/db/ledgerKept.ts';
import { LEDGER_KEY } from '../../src/db/ledgerRecords.ts';
import { countMatches } from '../../src/db/matchCountRead.ts';
import { matchStores, putRecords } from '../../src/db/matchRowWrites.ts';
import { commitEdit, createMatch, undo } from '../../src/db/matchWrites.ts';
import { renamePlayer } from '../../src/db/playerRename.ts';
import type { MatchRecord } from '../../src/db/records.ts';
import { ledgerOf } from '../../src/season/ledger.ts';
import { freshIndexedDb, rubberFile } from './helpers.ts';

/**
 * The players' ledger kept worked out (src/db/ledgerKept.ts): whatever is written, by whichever
 * path, and whenever the ledger is brought up to date, it reads exactly as the ledger worked out
 * afresh from every match kept.
 */

afterEach(() => vi.restoreAllMocks());

const NAMES = ['Ian', 'Dave', 'Bob', 'Alan', 'Mere', 'Zoë', 'Сергей', 'Sione Fifitaʻ'];
const DEALS = [
  { contract: '4S', declarer: 'N', tricks: 10 },
  { contract: '4H', declarer: 'E', tricks: 10 },
  { contract: '3NTX', declarer: 'W', tricks: 7 },
  { contract: '6NT', declarer: 'S', tricks: 12 },
  { contract: '2D', declarer: 'N', tricks: 8 },
] as const;

const plain = (ledger: Awaited<ReturnType<typeof ledgerAfresh>>) => ({
  accounts: ledger.accounts,
  partnerships: ledger.partnerships,
  headToHead: ledger.headToHead,
});

/** The ledger as kept, once up to date; fails if it is not. */
async function kept(db: BridgepadDb) {
  const read = await readKeptLedger(db);
  if (read.state !== 'ready')
    throw new Error(`the ledger is not up to date: ${JSON.stringify(read)}`);
  return { all: ledgerOf(read.all), device: ledgerOf(read.device) };
}

/** Brought up to date, the kept ledger reads as the ledger worked out afresh, each player's evenings too. */
async function expectUpToDate(db: BridgepadDb) {
  await bringUpToDate(db);
  const both = await kept(db);
  const whole = await ledgerAfresh(db, false);
  expect(both.all).toEqual(plain(whole));
  expect(both.device).toEqual(plain(await ledgerAfresh(db, true)));
  for (const { name } of whole.accounts)
    expect(await playerEvenings(db, name, false)).toEqual(whole.evenings.get(name));
  // The count of matches kept with the same writes reads as the rows counted one by one.
  expect(await countMatches(db)).toBe(await db.matches.count());
}

async function newRubber(db: BridgepadDb, players: readonly string[], at: string) {
  const [N = 'Ian', E = 'Dave', S = 'Bob', W = 'Alan'] = players;
  const created = await createMatch(
    db,
    rubberFile({ players: { N, E, S, W }, createdAt: at, deals: [] }),
  );
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  return created.value.id;
}

async function addDeal(db: BridgepadDb, id: string, deal: (typeof DEALS)[number]) {
  const match = await listMatches(db);
  const count = match.find((m) => m.record.id === id)?.record.file.deals;
  const index = Array.isArray(count) ? count.length : 0;
  return commitEdit(db, id, { kind: 'addDeal', index, deal: { ...deal } });
}

/** What a player or the device does to its matches, one at a time. */
type Op =
  | { kind: 'create'; players: string[]; day: number }
  | { kind: 'deal'; which: number; deal: number }
  | { kind: 'undo'; which: number }
  | { kind: 'delete'; which: number }
  | { kind: 'restore'; which: number }
  | { kind: 'forever'; which: number }
  | { kind: 'rename'; from: number; to: number }
  | { kind: 'import'; which: number; deal: number }
  | { kind: 'work' }
  | { kind: 'race'; which: number; deal: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    players: fc.shuffledSubarray(NAMES, { minLength: 4, maxLength: 4 }),
    day: fc.integer({ min: 1, max: 28 }),
  }),
  fc.record({
    kind: fc.constant('deal' as const),
    which: fc.nat(),
    deal: fc.nat({ max: DEALS.length - 1 }),
  }),
  fc.record({ kind: fc.constant('undo' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('restore' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('forever' as const), which: fc.nat() }),
  fc.record({
    kind: fc.constant('rename' as const),
    from: fc.nat({ max: NAMES.length - 1 }),
    to: fc.nat({ max: NAMES.length - 1 }),
  }),
  fc.record({
    kind: fc.constant('import' as const),
    which: fc.nat(),
    deal: fc.nat({ max: DEALS.length - 1 }),
  }),
  fc.record({ kind: fc.constant('work' as const) }),
  fc.record({
    kind: fc.constant('race' as const),
    which: fc.nat(),
    deal: fc.nat({ max: DEALS.length - 1 }),
  }),
);

async function run(db: BridgepadDb, ids: string[], o: Op): Promise<void> {
  const pick = (which: number) => ids[which % Math.max(1, ids.length)];
  const id = 'which' in o ? pick(o.which) : undefined;
  switch (o.kind) {
    case 'create':
      ids.push(
        await newRubber(db, o.players, `2026-11-${String(o.day).padStart(2, '0')}T19:00:00Z`),
      );
      return;
    case 'deal':
      if (id !== undefined) await addDeal(db, id, DEALS[o.deal] ?? DEALS[0]);
      return;
    case 'undo':
      if (id !== undefined) await undo(db, id);
      return;
    case 'delete':
      if (id !== undefined) await deleteMatch(db, id);
      return;
    case 'restore':
      if (id !== undefined) await restoreMatch(db, id);
      return;
    case 'forever':
      if (id !== undefined) await deleteForever(db, id);
      return;
    case 'rename':
      await renamePlayer(db, NAMES[o.from] ?? 'Ian', `${NAMES[o.to] ?? 'Ian'} `);
      return;
    case 'import': {
      // A match file of the same id, with one more deal, taken in over the one kept.
      const listed = (await listMatches(db)).find((m) => m.record.id === id);
      if (listed === undefined || !listed.match.ok) return;
      const deals = listed.record.file.deals as unknown[];
      const file = { ...listed.record.file, deals: [...deals, DEALS[o.deal]] };
      const read = parseImportContents(JSON.stringify(file));
      if (!read.ok) return;
      await applyImport(db, await planImport(db, read.value.matches), () => 'replace');
      return;
    }
    case 'work':
      await workOnce(db);
      return;
    case 'race':
      // Brought up to date while a deal is written: either may come first.
      await Promise.all([
        bringUpToDate(db),
        id === undefined ? Promise.resolve() : addDeal(db, id, DEALS[o.deal] ?? DEALS[0]),
      ]);
      return;
  }
}

describe('the players’ ledger kept worked out', () => {
  it('reads as the ledger worked out afresh, after any writes, whenever it is brought up to date', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const { open } = freshIndexedDb();
        const db = await open();
        const ids: string[] = [];
        for (const o of ops) await run(db, ids, o);
        await expectUpToDate(db);
        db.close();
      }),
      { numRuns: 40 },
    );
  });

  it('is worked out in full in parts, saying how far it has come', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const count = LEDGER_PART * 2 + 10;
    const records: MatchRecord[] = Array.from({ length: count }, (_, i) => ({
      id: `m-${String(i).padStart(4, '0')}`,
      createdAt: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T19:00:00Z`,
      updatedAt: '2026-11-29T19:00:00Z',
      file: rubberFile({
        players: {
          N: NAMES[i % 8],
          E: NAMES[(i + 1) % 8],
          S: NAMES[(i + 2) % 8],
          W: NAMES[(i + 3) % 8],
        },
        deals: [DEALS[i % 5], DEALS[(i + 1) % 5], DEALS[(i + 2) % 5]],
        finished: true,
      }) as MatchRecord['file'],
    }));
    await db.transaction('rw', matchStores(db), () => putRecords(db, records));
    expect(await readKeptLedger(db)).toEqual({ state: 'working', done: 0, of: 0 });
    expect(await workOnce(db)).toBe(true);
    expect(await readKeptLedger(db)).toEqual({ state: 'working', done: 0, of: count });
    const seen: number[] = [];
    while (await workOnce(db)) {
      const read = await readKeptLedger(db);
      if (read.state === 'working') seen.push(read.done);
    }
    expect(seen).toEqual([LEDGER_PART, LEDGER_PART * 2, count]);
    await expectUpToDate(db);
    // Up to date, opening it reads the sums alone: not one match.
    const read = vi.spyOn(db.matches, 'toArray');
    await readKeptLedger(db);
    expect(read).not.toHaveBeenCalled();
  });

  it('works out again a match written while its part was being worked out', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const id = await newRubber(db, NAMES.slice(0, 4), '2026-11-20T19:00:00Z');
    await bringUpToDate(db);
    await addDeal(db, id, DEALS[0]);
    // The moment the new part is about to be written, another deal is written to the match.
    const real = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    let first = true;
    vi.spyOn(db, 'transaction').mockImplementation((async (...args: unknown[]) => {
      const stores = args[1];
      if (first && args[0] === 'rw' && Array.isArray(stores) && stores.includes(db.ledgerShares)) {
        first = false;
        await addDeal(db, id, DEALS[0]);
      }
      return real(...args);
    }) as never);
    expect(await workOnce(db)).toBe(true);
    vi.restoreAllMocks();
    // The mark of the later write is left: the ledger is not shown as up to date.
    expect((await readKeptLedger(db)).state).toBe('working');
    await expectUpToDate(db);
    expect((await kept(db)).all.accounts.find((a) => a.name === 'Ian')?.backScore).toBe(9);
  });

  it('keeps the latest part when two tabs bring it up to date at once', async () => {
    const { open } = freshIndexedDb();
    const [tabA, tabB] = [await open(), await open()];
    const id = await newRubber(tabA, NAMES.slice(0, 4), '2026-11-20T19:00:00Z');
    await bringUpToDate(tabA);
    await addDeal(tabA, id, DEALS[0]);
    // Tab B reads the match with one deal, then waits before writing what it worked out.
    let letGo = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let reached = (): void => undefined;
    const waiting = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const real = tabB.transaction.bind(tabB) as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(tabB, 'transaction').mockImplementation((async (...args: unknown[]) => {
      const stores = args[1];
      if (args[0] === 'rw' && Array.isArray(stores) && stores.includes(tabB.ledgerShares)) {
        reached();
        await held;
      }
      return real(...args);
    }) as never);
    const slow = workOnce(tabB);
    await waiting;
    // Meanwhile a second deal, and tab A works the match out with both.
    await addDeal(tabA, id, DEALS[0]);
    await bringUpToDate(tabA);
    letGo();
    await slow;
    vi.restoreAllMocks();
    await expectUpToDate(tabA);
    expect((await kept(tabA)).all.accounts.find((a) => a.name === 'Ian')?.declared).toBe(2);
  });

  it('is worked out afresh when kept by another version, or damaged', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const id = await newRubber(db, NAMES.slice(0, 4), '2026-11-20T19:00:00Z');
    await addDeal(db, id, DEALS[0]);
    await addDeal(db, id, DEALS[0]);
    await bringUpToDate(db);
    const row = await db.ledgerTotals.get(LEDGER_KEY);
    if (row === undefined) throw new Error('no sums kept');
    for (const damaged of [
      { ...row, v: LEDGER_VERSION + 1 },
      { ...row, all: { accounts: 'Ian' } },
      { ...row, building: { upTo: 7 } },
    ]) {
      await db.ledgerTotals.put(damaged as never);
      expect((await readKeptLedger(db)).state).toBe('working');
      await expectUpToDate(db);
    }
    // A damaged part is found when its match changes: every part is worked out again.
    const [part] = await db.ledgerShares.toArray();
    if (part === undefined) throw new Error('no part kept');
    await db.ledgerShares.put({ ...part, share: { id } as never });
    await addDeal(db, id, DEALS[1]);
    await expectUpToDate(db);
    expect((await db.ledgerShares.get(id))?.share.id).toBe(id);
  });

  it('counts a match that reached the device from the club in the club’s ledger alone, until the club is left', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const mine = await newRubber(db, NAMES.slice(0, 4), '2026-11-20T19:00:00Z');
    const theirs = await newRubber(db, NAMES.slice(4, 8), '2026-11-21T19:00:00Z');
    for (const id of [mine, theirs])
      for (const deal of [DEALS[0], DEALS[0]]) await addDeal(db, id, deal);
    await db.syncBase.put({ docId: `match:${theirs}`, rev: '1-a', hash: 'h', arrived: true });
    await addDeal(db, theirs, DEALS[1]);
    await expectUpToDate(db);
    const both = await kept(db);
    expect(both.all.accounts.map((a) => a.name).sort()).toHaveLength(8);
    expect(both.device.accounts.map((a) => a.name).sort()).toEqual(['Alan', 'Bob', 'Dave', 'Ian']);
    expect(await playerEvenings(db, 'Mere', true)).toEqual([]);
    expect(await playerEvenings(db, 'Mere', false)).toHaveLength(1);
    // Leaving the club forgets what arrived from it: every match is this device's then.
    await forgetMembership(db);
    expect((await readKeptLedger(db)).state).toBe('working');
    await expectUpToDate(db);
    expect((await kept(db)).device.accounts).toHaveLength(8);
  });

  it('comes back from a backup worked out from the matches restored, never from the backup', async () => {
    const { open } = freshIndexedDb();
    const device = await open();
    const id = await newRubber(device, NAMES.slice(0, 4), '2026-11-20T19:00:00Z');
    for (const deal of [DEALS[0], DEALS[2], DEALS[0]]) await addDeal(device, id, deal);
    await bringUpToDate(device);
    const { text } = await writeBackup(device, null);
    expect(text).not.toMatch(/ledgerShares|ledgerTotals|ledgerChanges/);
    const other = await freshIndexedDb().open();
    const read = parseImportContents(text);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    await applyImport(
      other,
      await planImport(other, read.value.matches),
      undefined,
      read.value.stores,
    );
    await expectUpToDate(other);
    expect((await kept(other)).all).toEqual((await kept(device)).all);
  });

  it('says so when the device refuses to keep it, and is kept once the device takes it', async () => {
    const { open } = freshIndexedDb();
    const db = await open();
    const id = await newRubber(db, NAMES.slice(0, 4), '2026-11-20T19:00:00Z');
    await addDeal(db, id, DEALS[0]);
    const full = Object.assign(new Error('The device is full.'), { name: 'QuotaExceededError' });
    vi.spyOn(db.ledgerTotals, 'put').mockRejectedValue(full);
    await expect(bringUpToDate(db)).rejects.toThrow('The device is full.');
    expect((await readKeptLedger(db)).state).toBe('working');
    vi.restoreAllMocks();
    await expectUpToDate(db);
  });
});
