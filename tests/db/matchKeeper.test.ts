import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BridgepadDb } from '../../src/db/database.ts';
import { bringUpToDate, ledgerAfresh, readKeptLedger } from '../../src/db/ledgerKept.ts';
import { lastMark } from '../../src/db/marksRead.ts';
import { getRecord, type MatchRow } from '../../src/db/matchRows.ts';
import { commitEdit, createMatch } from '../../src/db/matchWrites.ts';
import { keptStanding, LIST_PAGE, listRows } from '../../src/db/standings.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import { standingOf } from '../../src/engine/standing.ts';
import { ledgerOf } from '../../src/season/ledger.ts';
import { freshIndexedDb, rubberFile } from './helpers.ts';

/**
 * What is kept with the matches (src/db/matchKeeper.ts): their count, their marks for the club and
 * for the players' ledger, and each row's standing. A writer new to the store that goes straight
 * at the match tables, with none of the store's helpers and naming no store but the one it
 * writes, still leaves all of them right: the database keeps them under every write.
 */

const NAMES = ['Ian', 'Dave', 'Bob', 'Alan', 'Mere', 'Zoë'];
const DEALS = [
  { contract: '4S', declarer: 'N', tricks: 10 },
  { contract: '4H', declarer: 'E', tricks: 10 },
  { contract: '3NTX', declarer: 'W', tricks: 7 },
  { contract: '2D', declarer: 'N', tricks: 8 },
] as const;

type Deal = (typeof DEALS)[number];

/** A rubber between four of NAMES, its deals from DEALS. */
function fileOf(who: number, deals: readonly number[]) {
  const name = (i: number) => NAMES[(who + i) % NAMES.length] ?? 'Ian';
  return rubberFile({
    players: { N: name(0), E: name(1), S: name(2), W: name(3) },
    deals: deals.map((d): Deal => ({ ...(DEALS[d % DEALS.length] ?? DEALS[0]) })),
  });
}

/** A match made by the store's own writers: created, then its deals written one by one. */
async function made(db: BridgepadDb, who: number, deals: readonly number[]): Promise<string> {
  const created = await createMatch(db, fileOf(who, []));
  if (!created.ok) throw new Error('refused');
  for (const [index, d] of deals.entries()) {
    const deal = { ...(DEALS[d % DEALS.length] ?? DEALS[0]) };
    const done = await commitEdit(db, created.value.id, { kind: 'addDeal', index, deal });
    if (!done.ok) throw new Error('refused');
  }
  return created.value.id;
}

/** What a writer new to the store does, straight on the tables. */
type Op =
  /** Writes a row over, holding its whole file (as rows before pages did), its standing kept. */
  | { kind: 'putWhole'; which: number; deals: number[] }
  /** Adds rows of new matches, whole, in one bulkPut. */
  | { kind: 'bulkPutNew'; who: number; deals: number[]; many: number }
  /** Adds a row whose id is taken: the add fails, and the writer carries on. */
  | { kind: 'addTaken'; which: number }
  /** Writes a page of deals and nothing else. */
  | { kind: 'putPage'; which: number; deals: number[] }
  /** Changes a row's file by modify, its standing kept. */
  | { kind: 'modify'; which: number; deals: number[] }
  | { kind: 'delete'; which: number }
  | { kind: 'deletePages'; which: number }
  | { kind: 'clearRows' }
  | { kind: 'clearPages' };

const deals = fc.array(fc.nat({ max: DEALS.length - 1 }), { maxLength: 4 });
const which = fc.nat();
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('putWhole' as const), which, deals }),
  fc.record({
    kind: fc.constant('bulkPutNew' as const),
    who: fc.nat({ max: NAMES.length - 1 }),
    deals,
    many: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('addTaken' as const), which }),
  fc.record({ kind: fc.constant('putPage' as const), which, deals }),
  fc.record({ kind: fc.constant('modify' as const), which, deals }),
  fc.record({ kind: fc.constant('delete' as const), which }),
  fc.record({ kind: fc.constant('deletePages' as const), which }),
  fc.record({ kind: fc.constant('clearRows' as const) }),
  fc.record({ kind: fc.constant('clearPages' as const) }),
);

let fresh = 0;

/**
 * Runs one op, each in a transaction naming only the table it writes (or none), and says which
 * matches it wrote (their rows or their pages) and whether it may have added or removed any.
 */
async function run(db: BridgepadDb, o: Op): Promise<string[]> {
  const ids = (await db.matches.toCollection().primaryKeys()) as string[];
  const id = 'which' in o && ids.length > 0 ? ids[o.which % ids.length] : undefined;
  const row = id === undefined ? undefined : await db.matches.get(id);
  const dealsOf = (list: readonly number[]) =>
    list.map((d): Deal => ({ ...(DEALS[d] ?? DEALS[0]) }));
  switch (o.kind) {
    case 'putWhole': {
      if (row === undefined) return [];
      const file = { ...row.file, deals: dealsOf(o.deals) };
      // The same revision and the standing as kept: a writer that knows nothing of either.
      const { dealCount: _dealCount, ...rest } = row;
      await db.transaction('rw', db.matches, () => db.matches.put({ ...rest, file }));
      return [row.id];
    }
    case 'bulkPutNew': {
      const rows: MatchRow[] = Array.from({ length: o.many }, () => ({
        id: `new-${(fresh += 1)}`,
        createdAt: '2026-11-20T19:00:00Z',
        updatedAt: '2026-11-20T19:00:00Z',
        file: fileOf(o.who, o.deals),
      }));
      await db.transaction('rw', db.matches, () => db.matches.bulkPut(rows));
      return rows.map((r) => r.id);
    }
    case 'addTaken':
      if (row === undefined) return [];
      await db.transaction('rw', db.matches, async () => {
        await db.matches.add(row).catch(() => undefined);
      });
      return [];
    case 'putPage':
      if (row === undefined) return [];
      await db.transaction('rw', db.dealPages, () =>
        db.dealPages.put({ matchId: row.id, page: 0, deals: dealsOf(o.deals) }),
      );
      return [row.id];
    case 'modify':
      if (row === undefined) return [];
      await db.transaction('rw', db.matches, () =>
        db.matches
          .where(':id')
          .equals(row.id)
          .modify((r: { file: unknown; dealCount?: number }) => {
            r.file = { ...row.file, deals: dealsOf(o.deals) };
            delete r.dealCount;
          }),
      );
      return [row.id];
    case 'delete':
      if (id === undefined) return [];
      await db.matches.delete(id);
      return [id];
    case 'deletePages': {
      if (id === undefined) return [];
      const pages = await db.dealPages.where('[matchId+page]').between([id, 0], [id, 99]).count();
      await db.transaction('rw', db.dealPages, () =>
        db.dealPages.where('[matchId+page]').between([id, 0], [id, 99]).delete(),
      );
      return pages > 0 ? [id] : [];
    }
    case 'clearRows':
      await db.transaction('rw', db.matches, () => db.matches.clear());
      return ids;
    case 'clearPages': {
      const paged = new Set((await db.dealPages.toArray()).map((page) => page.matchId));
      await db.dealPages.clear();
      return ids.filter((i) => paged.has(i));
    }
  }
}

/** How each match stands, worked out afresh from the match as stored; null where it reads not. */
async function standingsAfresh(db: BridgepadDb, ids: readonly string[]) {
  return Promise.all(
    ids.map(async (id) => {
      const record = await getRecord(db, id);
      const read = record === undefined ? null : validateMatch(record.file);
      return read?.ok === true ? standingOf(scoreMatch(read.value)) : null;
    }),
  );
}

/** The list's standings, read once their rows keep them (the list keeps them a moment after). */
async function listedStandings(db: BridgepadDb) {
  const listed = await listRows(db, LIST_PAGE);
  await expect
    .poll(async () => (await db.matches.toArray()).every((r) => keptStanding(r) !== null))
    .toBe(true);
  return listed;
}

/** Count, marks, ledger and standings all read as the matches stored. */
async function expectKept(db: BridgepadDb, written: readonly string[], markedAfter: number) {
  expect((await db.counts.get('matches'))?.value).toBe(await db.matches.count());
  for (const id of written) {
    expect((await db.matchMarks.get(id))?.seq).toBeGreaterThan(markedAfter);
    expect(await db.ledgerChanges.get(id)).toBeDefined();
  }
  await bringUpToDate(db);
  const kept = await readKeptLedger(db);
  if (kept.state !== 'ready') throw new Error(`the ledger is not up to date: ${kept.state}`);
  const afresh = await ledgerAfresh(db, false);
  expect(ledgerOf(kept.all)).toEqual({
    accounts: afresh.accounts,
    partnerships: afresh.partnerships,
    headToHead: afresh.headToHead,
  });
  const listed = await listRows(db, LIST_PAGE);
  expect(listed.map((item) => item.standing)).toEqual(
    await standingsAfresh(
      db,
      listed.map((item) => item.id),
    ),
  );
}

describe('what is kept with the matches, under a writer new to the store', () => {
  it('keeps the count, the marks, the ledger and the standings, whatever it writes and however', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: NAMES.length - 1 }), deals), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.array(op, { minLength: 1, maxLength: 6 }),
        async (start, ops) => {
          const db = await freshIndexedDb().open();
          for (const [who, list] of start) await made(db, who, list);
          await bringUpToDate(db);
          for (const o of ops) {
            // The list has kept every standing: a write that left one would be seen.
            await listedStandings(db);
            const before = await lastMark(db);
            const written = await run(db, o);
            await expectKept(db, written, before);
          }
          db.close();
        },
      ),
      { numRuns: 25 },
    );
  });

  it('writes what is kept in the writer’s own transaction: it fails with it, and names no store', async () => {
    const db = await freshIndexedDb().open();
    const id = await made(db, 0, [0, 1]);
    await listedStandings(db);
    const row = (await db.matches.get(id)) as MatchRow;
    const before = await lastMark(db);
    await expect(
      db.transaction('rw', db.matches, async () => {
        await db.matches.put({ ...row, file: { ...row.file, deals: [] } });
        await db.matches.add({ ...row, id: 'another' });
        throw new Error('the disk failed');
      }),
    ).rejects.toThrow('the disk failed');
    expect(await lastMark(db)).toBe(before);
    expect((await db.counts.get('matches'))?.value).toBe(1);
    expect(await db.matches.get(id)).toEqual(row);
    // Made again, the same writes are kept.
    await db.transaction('rw', db.matches, async () => {
      await db.matches.put({ ...row, file: { ...row.file, deals: [] } });
      await db.matches.add({ ...row, id: 'another' });
    });
    const written = (await db.matches.get(id)) as MatchRow;
    expect(written.rev).toBe((row.rev ?? 0) + 1);
    expect(written.standing).toBeUndefined();
    await expectKept(db, [id, 'another'], before);
  });
});
