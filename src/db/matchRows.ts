import Dexie from 'dexie';
import type { BridgepadDb } from './database.ts';
import type { DealJson, MatchFileJson, MatchRecord } from './records.ts';

/**
 * How a match lies in the store, and the only module that knows it. A match is one row in
 * `matches` (its file without the deals, and how many there are) and its deals in pages of
 * DEALS_PER_PAGE in `dealPages`, so writing a deal writes the row and one page, however long the
 * match. A row written before pages existed (or a file whose `deals` is not a list, kept as it
 * came so its problems can be shown) holds the whole file and no pages; it reads the same, and
 * is paged at its next write. Everything else sees a `MatchRecord`: the whole match file.
 */

/** Deals in one page: a write puts at most a page or two, a read gathers n / 50 rows. */
export const DEALS_PER_PAGE = 50;

/** A match's row in `matches`. `dealCount` is present only when its deals are in pages. */
export interface MatchRow {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Counts the match's writes, so a writer knows whether the copy it holds is the latest. */
  readonly rev?: number;
  readonly file: MatchFileJson;
  readonly dealCount?: number;
}

/** One page of a match's deals: deals [page * DEALS_PER_PAGE, …). */
export interface DealPage {
  readonly matchId: string;
  readonly page: number;
  readonly deals: readonly DealJson[];
}

const pagesOf = (db: BridgepadDb, matchId: string) =>
  db.dealPages.where('[matchId+page]').between([matchId, Dexie.minKey], [matchId, Dexie.maxKey]);

function assemble(row: MatchRow, pages: readonly DealPage[]): MatchRecord {
  const { dealCount, rev, ...rest } = row;
  const record = rev === undefined ? rest : { ...rest, rev };
  if (dealCount === undefined) return record;
  const deals = pages.flatMap((page) => page.deals).slice(0, dealCount);
  return { ...record, file: { ...row.file, deals } };
}

/** A stored match, whole; undefined when there is none. */
export async function getRecord(
  db: BridgepadDb,
  matchId: string,
): Promise<MatchRecord | undefined> {
  const [row, pages] = await Promise.all([db.matches.get(matchId), pagesOf(db, matchId).toArray()]);
  return row === undefined ? undefined : assemble(row, pages);
}

/** Several stored matches, whole, in the order asked (undefined where there is none). */
export async function getRecords(
  db: BridgepadDb,
  matchIds: readonly string[],
): Promise<(MatchRecord | undefined)[]> {
  return Promise.all(matchIds.map((id) => getRecord(db, id)));
}

/** Every stored match, whole, the latest changed first. */
export async function allRecords(db: BridgepadDb): Promise<MatchRecord[]> {
  const [rows, pages] = await Promise.all([
    db.matches.orderBy('updatedAt').reverse().toArray(),
    db.dealPages.toArray(),
  ]);
  const byMatch = new Map<string, DealPage[]>();
  // The primary key orders pages by match, then by page.
  for (const page of pages) {
    const list = byMatch.get(page.matchId);
    if (list === undefined) byMatch.set(page.matchId, [page]);
    else list.push(page);
  }
  return rows.map((row) => assemble(row, byMatch.get(row.id) ?? []));
}

/** The row and pages of a match's file: paged when its deals are a list. */
function split(record: MatchRecord, rev: number): { row: MatchRow; pages: DealPage[] } {
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

/** Writes whole matches, replacing whatever was stored under their ids. Call inside a transaction. */
export async function putRecords(db: BridgepadDb, records: readonly MatchRecord[]): Promise<void> {
  const ids = records.map((record) => record.id);
  const before = await db.matches.bulkGet(ids);
  const rows: MatchRow[] = [];
  const pages: DealPage[] = [];
  records.forEach((record, i) => {
    const written = split(record, (before[i]?.rev ?? 0) + 1);
    rows.push(written.row);
    pages.push(...written.pages);
  });
  await Promise.all(ids.map((id) => pagesOf(db, id).delete()));
  await Promise.all([db.matches.bulkPut(rows), db.dealPages.bulkPut(pages)]);
}

export function putRecord(db: BridgepadDb, record: MatchRecord): Promise<void> {
  return db.transaction('rw', db.matches, db.dealPages, () => putRecords(db, [record]));
}

/** Adds a new match; fails, as `add` does, if its id is taken. */
export async function addRecord(db: BridgepadDb, record: MatchRecord): Promise<void> {
  const { row, pages } = split(record, 1);
  await db.matches.add(row);
  await db.dealPages.bulkPut(pages);
}

/** Removes a match's row and pages. */
export async function deleteRecord(db: BridgepadDb, matchId: string): Promise<void> {
  await Promise.all([db.matches.delete(matchId), pagesOf(db, matchId).delete()]);
}

/** Whether a match is stored, reading only its row. */
export async function hasRecord(db: BridgepadDb, matchId: string): Promise<boolean> {
  return (await db.matches.where('id').equals(matchId).count()) > 0;
}

/** A match's row alone: its revision, without reading its deals. */
export function getRow(db: BridgepadDb, matchId: string): Promise<MatchRow | undefined> {
  return db.matches.get(matchId);
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
