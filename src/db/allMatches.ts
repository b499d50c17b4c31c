import Dexie from 'dexie';
import type { Problem } from '../engine/matchFile/problems.ts';
import type { Match, Result } from '../engine/types.ts';
import type { BridgepadDb } from './database.ts';
import type { DealPage, MatchRow } from './matchRows.ts';
import { assemble } from './matchRows.ts';
import { readRecord } from './matchStore.ts';
import type { MatchRecord } from './records.ts';

/**
 * Every stored match at once, whole: for the screens that read them all (the ledger, the desk,
 * a table's back score, Export all) and for a matches list with many standings to work out
 * again (standings.ts). Not part of the first screen, which reads rows alone.
 */

/** Every stored match, whole, the latest changed first. */
export async function allRecords(db: BridgepadDb): Promise<MatchRecord[]> {
  const [rows, pages] = await Promise.all([
    db.matches.orderBy('updatedAt').reverse().toArray(),
    db.dealPages.toArray(),
  ]);
  return assembled(rows, pages);
}

/** Rows, each with its pages; the pages in the order of their key, by match, then by page. */
function assembled(rows: readonly MatchRow[], pages: readonly DealPage[]): MatchRecord[] {
  const byMatch = new Map<string, DealPage[]>();
  for (const page of pages) {
    const list = byMatch.get(page.matchId);
    if (list === undefined) byMatch.set(page.matchId, [page]);
    else list.push(page);
  }
  return rows.map((row) => assemble(row, byMatch.get(row.id) ?? []));
}

export interface ListedMatch {
  readonly record: MatchRecord;
  readonly match: Result<Match, Problem[]>;
}

/** Every stored match, newest first, each read through the validator. */
export async function listMatches(db: BridgepadDb): Promise<ListedMatch[]> {
  const records = await allRecords(db);
  return records.map((record) => ({ record, match: readRecord(record) }));
}

/**
 * The stored matches after the id `after`, in id order, at most `limit`, whole: a part of every
 * match, read in a few reads however long the matches are (the ledger's, ledgerKept.ts).
 */
export async function recordsAfter(
  db: BridgepadDb,
  after: string,
  limit: number,
): Promise<MatchRecord[]> {
  const rows = await db.matches.where(':id').above(after).limit(limit).toArray();
  const last = rows.at(-1);
  if (last === undefined) return [];
  const pages = await db.dealPages
    .where(':id')
    .between([after, Dexie.maxKey], [last.id, Dexie.maxKey], false, true)
    .toArray();
  return assembled(rows, pages);
}
