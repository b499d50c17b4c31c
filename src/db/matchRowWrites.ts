import Dexie from 'dexie';
import type { BridgepadDb } from './database.ts';
import type { DealPage, MatchRow } from './matchRows.ts';
import { DEALS_PER_PAGE, pagesOf } from './matchRows.ts';
import { withoutMarks } from './matchMarks.ts';
// What is kept with the matches (their marks, their count, their rows' standings) is kept by the
// database under every write of them: that code comes with the code that writes them.
import './matchKeeper.ts';
import type { DealJson, MatchRecord } from './records.ts';

/**
 * Writing matches as they lie in the store (matchRows.ts): a row, and its deals in pages. Loaded
 * with the first write.
 */

/**
 * The stores a transaction that writes matches names, with any other store it writes: the rows and
 * their pages. What is kept with them (their marks, the players' ledger's marks, the count of
 * matches) is written by the database itself under each write (matchKeeper.ts), which adds those
 * stores to every transaction that may write the match tables.
 */
export const matchStores = (db: BridgepadDb) => [db.matches, db.dealPages];

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
    const part = records.slice(from, from + WRITE_PART).map((record) => ({
      record,
      written: splitRecord(record, (stored.get(record.id)?.rev ?? 0) + 1),
    }));
    // The rows first: their pages are then written as part of their write (matchKeeper.ts).
    await Promise.all([
      db.matches.bulkPut(part.map(({ written }) => written.row)),
      db.dealPages.bulkPut(part.flatMap(({ written }) => written.pages)),
      ...part.flatMap(({ record, written }) =>
        stored.has(record.id)
          ? [
              db.dealPages
                .where('[matchId+page]')
                .between([record.id, written.pages.length], [record.id, Dexie.maxKey])
                .delete(),
            ]
          : [],
      ),
    ]);
  }
}

export function putRecord(db: BridgepadDb, record: MatchRecord): Promise<void> {
  return db.transaction('rw', matchStores(db), () => putRecords(db, [record]));
}

/** Adds a new match; fails, as `add` does, if its id is taken. */
export async function addRecord(db: BridgepadDb, record: MatchRecord): Promise<void> {
  const { row, pages } = splitRecord(record, 1);
  await db.matches.add(row);
  await db.dealPages.bulkPut(pages);
}

/** Removes a match's row and pages. */
export function deleteRecord(db: BridgepadDb, matchId: string): Promise<void> {
  return deleteRecords(db, [matchId]);
}

/**
 * Removes matches' rows and pages. Call inside a transaction. On a device too full to write
 * anything (`full`), where removing is how a player makes room, the matches are not marked
 * (matchMarks.ts, withoutMarks) nor counted, which would write: the ledger's sums and the count are
 * forgotten instead (matchKeeper.ts), to be worked out afresh; the club's mirror finds the matches
 * gone by the keys it compares.
 */
export async function deleteRecords(
  db: BridgepadDb,
  matchIds: readonly string[],
  { full = false }: { readonly full?: boolean } = {},
): Promise<void> {
  const removal = () =>
    Promise.all([
      db.matches.bulkDelete([...matchIds]),
      ...matchIds.map((id) => pagesOf(db, id).delete()),
    ]);
  await (full ? withoutMarks(db, 'makingRoom', matchStores(db), removal) : removal());
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
