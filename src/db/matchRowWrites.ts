import Dexie from 'dexie';
import type { BridgepadDb } from './database.ts';
import type { DealPage, MatchRow } from './matchRows.ts';
import { DEALS_PER_PAGE, pagesOf } from './matchRows.ts';
import { forgetLedger } from './ledgerRecords.ts';
import { isCount, MATCH_COUNT } from './matchCount.ts';
import { withoutMarks } from './matchMarks.ts';
// Every write of match rows is marked; the marking comes with the code that writes them.
import './matchMarkWrites.ts';
import type { DealJson, MatchRecord } from './records.ts';

/**
 * Writing matches as they lie in the store (matchRows.ts): a row, and its deals in pages. Loaded
 * with the first write.
 */

/**
 * The stores every write of matches touches: the rows, their pages, the marks of the matches
 * whose part of the players' ledger is to be worked out again (ledgerKept.ts), and how many
 * matches there are (matchCount.ts). A transaction that writes matches names these, and any other
 * store it writes. Each write of a row is marked (matchMarks.ts) by the database itself, which
 * adds the marks' stores to every transaction that may write rows.
 */
export const matchStores = (db: BridgepadDb) => [
  db.matches,
  db.dealPages,
  db.ledgerChanges,
  db.counts,
];

/**
 * Changes the count of matches (matchCount.ts) by `change`, matches added less those removed, in
 * the write's transaction, after the write: where none is kept yet, the rows are counted, once.
 */
async function changeMatchCount(db: BridgepadDb, change: number): Promise<void> {
  if (change === 0) return;
  const kept = (await db.counts.get(MATCH_COUNT))?.value;
  const value = isCount(kept) ? kept + change : await db.matches.count();
  await db.counts.put({ key: MATCH_COUNT, value: Math.max(0, value) });
}

/** The row and pages of a match's file: paged when its deals are a list. */
export function splitRecord(
  record: MatchRecord,
  rev: number,
): { row: MatchRow; pages: DealPage[] } {
  const { deals, ...head } = record.file;
  const base = { id: record.id, createdAt: record.createdAt, updatedAt: record.updatedAt, rev };
  if (!Array.isArray(deals)) return { row: { ...base, file: record.file }, pages: [] };
  const list = deals as DealJson[];
  const pages: DealPage[] = [];
  for (let page = 0; page * DEALS_PER_PAGE < list.length; page++) {
    const start = page * DEALS_PER_PAGE;
    pages.push({ matchId: record.id, page, deals: list.slice(start, start + DEALS_PER_PAGE) });
  }
  return { row: { ...base, file: head, dealCount: list.length }, pages };
}

/**
 * Matches written at once by putRecords: a backup's thousands go in parts this size, one after
 * another in the same transaction, so the page can answer a tap between two parts.
 */
export const WRITE_PART = 500;

/**
 * Writes whole matches, replacing whatever was stored under their ids. Call inside a transaction.
 * A match's pages are written and removed with its row, always in one transaction, so a match not
 * stored has no pages: only a match written over has its old pages past its new last one removed
 * (the others are written over). The rows already stored are found by one pass over the ids
 * asked, however many matches the device holds.
 */
export async function putRecords(db: BridgepadDb, records: readonly MatchRecord[]): Promise<void> {
  if (records.length === 0) return;
  const ids = records.map((record) => record.id);
  const stored = new Map<string, MatchRow>();
  await db.matches
    .where(':id')
    .anyOf(ids)
    .each((row) => stored.set(row.id, row));
  for (let from = 0; from < records.length; from += WRITE_PART) {
    const rows: MatchRow[] = [];
    const pages: DealPage[] = [];
    const cut: Promise<unknown>[] = [];
    for (const record of records.slice(from, from + WRITE_PART)) {
      const before = stored.get(record.id);
      const written = splitRecord(record, (before?.rev ?? 0) + 1);
      rows.push(written.row);
      pages.push(...written.pages);
      if (before !== undefined)
        cut.push(
          db.dealPages
            .where('[matchId+page]')
            .between([record.id, written.pages.length], [record.id, Dexie.maxKey])
            .delete(),
        );
    }
    await Promise.all([...cut, db.matches.bulkPut(rows), db.dealPages.bulkPut(pages)]);
  }
  await changeMatchCount(db, new Set(ids.filter((id) => !stored.has(id))).size);
}

export function putRecord(db: BridgepadDb, record: MatchRecord): Promise<void> {
  return db.transaction('rw', matchStores(db), () => putRecords(db, [record]));
}

/** Adds a new match; fails, as `add` does, if its id is taken. */
export async function addRecord(db: BridgepadDb, record: MatchRecord): Promise<void> {
  const { row, pages } = splitRecord(record, 1);
  await db.matches.add(row);
  await Promise.all([db.dealPages.bulkPut(pages), changeMatchCount(db, 1)]);
}

/** Removes a match's row and pages. */
export function deleteRecord(db: BridgepadDb, matchId: string): Promise<void> {
  return deleteRecords(db, [matchId]);
}

/**
 * Removes matches' rows and pages. Call inside a transaction. On a device too full to write
 * anything (`full`), where removing is how a player makes room, the matches are not marked
 * (matchMarks.ts, withoutMarks) nor counted, which would write: the ledger's sums and the count are
 * forgotten instead (removals too), to be worked out afresh, and the transaction must name
 * `ledgerTotals`; the club's mirror finds the matches gone by the keys it compares.
 */
export async function deleteRecords(
  db: BridgepadDb,
  matchIds: readonly string[],
  { full = false }: { readonly full?: boolean } = {},
): Promise<void> {
  const removal = () => [
    db.matches.bulkDelete([...matchIds]),
    ...matchIds.map((id) => pagesOf(db, id).delete()),
  ];
  if (full) {
    await withoutMarks(db, 'makingRoom', [...matchStores(db), db.ledgerTotals], () =>
      Promise.all([...removal(), forgetLedger(db), db.counts.delete(MATCH_COUNT)]),
    );
    return;
  }
  // How many of them are stored: the count goes down by that many.
  const stored = await db.matches
    .where(':id')
    .anyOf([...matchIds])
    .primaryKeys();
  await Promise.all([...removal(), changeMatchCount(db, -stored.length)]);
}

/**
 * Writes a change to a match whose stored row is `row`: the row, and only the pages holding deals
 * [from, to) of the new file (`to` past the last deal when later deals moved), with any page past
 * its last deal removed. A row not yet paged is written whole. Call inside a transaction.
 */
export async function writeChange(
  db: BridgepadDb,
  row: MatchRow,
  record: MatchRecord,
  changed: { readonly from: number; readonly to: number },
): Promise<MatchRecord> {
  const rev = (row.rev ?? 0) + 1;
  const deals = record.file.deals;
  if (row.dealCount === undefined || !Array.isArray(deals)) {
    await putRecords(db, [record]);
    return { ...record, rev };
  }
  const list = deals as DealJson[];
  const { deals: _deals, ...head } = record.file;
  const writes: Promise<unknown>[] = [
    db.matches.put({
      id: record.id,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      rev,
      file: head,
      dealCount: list.length,
    }),
  ];
  const last = Math.min(changed.to, list.length) - 1;
  const pages: DealPage[] = [];
  for (
    let page = Math.floor(changed.from / DEALS_PER_PAGE);
    page * DEALS_PER_PAGE <= last;
    page++
  ) {
    const start = page * DEALS_PER_PAGE;
    pages.push({ matchId: record.id, page, deals: list.slice(start, start + DEALS_PER_PAGE) });
  }
  if (pages.length > 0) writes.push(db.dealPages.bulkPut(pages));
  const pageCount = Math.ceil(list.length / DEALS_PER_PAGE);
  if (pageCount < Math.ceil(row.dealCount / DEALS_PER_PAGE)) {
    writes.push(
      db.dealPages
        .where('[matchId+page]')
        .between([record.id, pageCount], [record.id, Dexie.maxKey])
        .delete(),
    );
  }
  await Promise.all(writes);
  return { ...record, rev };
}
