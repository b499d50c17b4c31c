import type { Problem } from '../engine/matchFile/problems.ts';
import type { Match, Result } from '../engine/types.ts';
import type { BridgepadDb } from './database.ts';
import type { DealPage } from './matchRows.ts';
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
  const byMatch = new Map<string, DealPage[]>();
  // The primary key orders pages by match, then by page.
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
