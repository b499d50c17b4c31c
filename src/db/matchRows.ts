import type { BridgepadDb } from './database.ts';
import type { DealJson, MatchFileJson, MatchRecord } from './records.ts';
import type { ReadSource, StoreReads } from './storeReads.ts';
import { MAX_KEY, MIN_KEY, readsOf } from './storeReads.ts';

/**
 * How a match lies in the store, and the only module that knows it. A match is one row in
 * `matches` (its file without the deals, and how many there are) and its deals in pages of
 * DEALS_PER_PAGE in `dealPages`, so writing a deal writes the row and one page, however long the
 * match. A row written before pages existed (or a file whose `deals` is not a list, kept as it
 * came so its problems can be shown) holds the whole file and no pages; it reads the same, and
 * is paged at its next write. Everything else sees a `MatchRecord`: the whole match file. This
 * module reads, as the first screen does; matchRowWrites.ts writes, and loads with the first write.
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
  /** How the match stands, kept for the matches list: a cache of its deals (standings.ts). */
  readonly standing?: unknown;
  /**
   * When the row was last written on this device, by its clock, on rows written from version 5 to
   * version 6 of the store (schema.ts) and not since: version 7 marks each write by number instead
   * (matchMarks.ts), and its upgrade read this to mark what was written before. Never read since.
   */
  readonly writtenAt?: string;
}

/** One page of a match's deals: deals [page * DEALS_PER_PAGE, …). */
export interface DealPage {
  readonly matchId: string;
  readonly page: number;
  readonly deals: readonly DealJson[];
}

export const pagesOf = (db: BridgepadDb, matchId: string) =>
  db.dealPages.where('[matchId+page]').between([matchId, MIN_KEY], [matchId, MAX_KEY]);

/** A match's pages, in order, by the first screen's reads (storeReads.ts). */
const pagesRead = (reads: StoreReads, matchId: string) =>
  reads.range<DealPage>('dealPages', null, [matchId, MIN_KEY], [matchId, MAX_KEY]);

/** A match's record from its row and its pages, in order (allMatches.ts reads them all at once). */
export function assemble(row: MatchRow, pages: readonly DealPage[]): MatchRecord {
  const { dealCount, rev, standing: _standing, writtenAt: _writtenAt, ...rest } = row;
  const record = rev === undefined ? rest : { ...rest, rev };
  if (dealCount === undefined) return record;
  const deals = pages.flatMap((page) => page.deals);
  // A page missing or out of place is never read as a shorter match: the deals are left out,
  // so the validator names the match damaged, and what is stored stays as it is.
  const whole =
    deals.length === dealCount && pages.every((page, i) => page.page === i) ? { deals } : {};
  return { ...record, file: { ...row.file, ...whole } };
}

/** A stored match, whole; undefined when there is none. */
export async function getRecord(
  source: ReadSource,
  matchId: string,
): Promise<MatchRecord | undefined> {
  const reads = readsOf(source);
  const [row, pages] = await Promise.all([
    reads.get<MatchRow>('matches', matchId),
    pagesRead(reads, matchId),
  ]);
  return row === undefined ? undefined : assemble(row, pages);
}

/**
 * A stored match, whole, unless its row still has the revision of `known` (every write of a match
 * gives its row a new one): then `known` itself, its deals not read again. Undefined when there is
 * no match.
 */
export async function getRecordSince(
  source: ReadSource,
  matchId: string,
  known: MatchRecord | null,
): Promise<MatchRecord | undefined> {
  // Nothing to compare with: the row and its pages at once.
  if (known === null || known.rev === undefined) return getRecord(source, matchId);
  const reads = readsOf(source);
  const row = await reads.get<MatchRow>('matches', matchId);
  if (row === undefined) return undefined;
  if (row.rev === known.rev && row.updatedAt === known.updatedAt) return known;
  return assemble(row, await pagesRead(reads, matchId));
}

/**
 * Several stored matches, whole, in the order asked (undefined where there is none): their rows
 * in one pass over the ids asked, then the pages of those whose deals are in pages.
 */
export async function getRecords(
  source: ReadSource,
  matchIds: readonly string[],
): Promise<(MatchRecord | undefined)[]> {
  const reads = readsOf(source);
  const rows = await reads.getMany<MatchRow>('matches', matchIds);
  return Promise.all(
    rows.map(async (row) => {
      if (row === undefined) return undefined;
      return assemble(row, row.dealCount === undefined ? [] : await pagesRead(reads, row.id));
    }),
  );
}

/** Whether a match is stored, reading only its row. */
export async function hasRecord(db: BridgepadDb, matchId: string): Promise<boolean> {
  return (await db.matches.where('id').equals(matchId).count()) > 0;
}

/** A match's row alone: its revision, without reading its deals. */
export function getRow(db: BridgepadDb, matchId: string): Promise<MatchRow | undefined> {
  return db.matches.get(matchId);
}
