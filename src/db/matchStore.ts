import type { Problem } from '../engine/matchFile/problems.ts';
import { loadScoring } from '../engine/score.ts';
import { validateMatch } from '../engine/matchFile/validateMatch.ts';
import type { Match, Result } from '../engine/types.ts';
import type { BridgepadDb } from './database.ts';
import { randomUuid } from './randomId.ts';
import type { Edit, EditState, HistoryRecord, MatchRecord } from './records.ts';
import type { ReadSource } from './storeReads.ts';
import { MAX_KEY, MIN_KEY, readsOf } from './storeReads.ts';

/**
 * Reading matches and their histories, as the first screen does. Changing them is in
 * matchWrites.ts, which loads with the first write.
 */

export const now = (): string => new Date().toISOString();

export function newId(): string {
  return randomUuid();
}

/**
 * Reads a stored match through the one validator (docs/style.md, rule 5). A match of a game whose
 * scoring comes with its first match, played past its plan (a tied Kapiti), is read with that
 * scoring: bring it first (readyToRead), as every reader away from the first frame does.
 */
export function readRecord(record: MatchRecord): Result<Match, Problem[]> {
  return validateMatch(record.file);
}

/**
 * Brings the scoring of every game among `records` before they are read (score.ts, loadScoring):
 * the one step that stands between a stored match and its reading, so no screen reads a match
 * before its game's code is here. Outside any transaction: the code may come from the network.
 */
export async function readyToRead(records: Iterable<MatchRecord | undefined>): Promise<void> {
  const games = new Set<unknown>();
  for (const record of records) if (record !== undefined) games.add(record.file.game);
  await Promise.all([...games].map((game) => loadScoring(game)));
}

/**
 * The match a screen holds: its record as read, and the match the validator read from it. A
 * write given it, while it is still the latest stored, neither reads the deals again nor reads
 * again the deals the edit leaves alone.
 */
export interface KnownMatch {
  readonly record: MatchRecord;
  readonly match: Match;
}

export function matchHistory(db: BridgepadDb, matchId: string) {
  return db.history.where('[matchId+seq]').between([matchId, MIN_KEY], [matchId, MAX_KEY]);
}

/** A match's history entries in one state, oldest first (the index orders them by seq). */
export function inState(db: BridgepadDb, matchId: string, state: EditState) {
  return db.history.where('[matchId+state]').equals([matchId, state]);
}

/**
 * The steps undo and redo would take (null: nothing to undo or redo), so the table can offer
 * them and say them in its own words.
 */
export interface UndoState {
  readonly undoEdit: Edit | null;
  readonly redoEdit: Edit | null;
}

export async function undoState(source: ReadSource, matchId: string): Promise<UndoState> {
  const reads = readsOf(source);
  // The last step done and the first undone, by the index that orders a state's steps by seq.
  const step = (state: EditState, reverse: boolean) =>
    reads.range<HistoryRecord>('history', '[matchId+state]', [matchId, state], [matchId, state], {
      reverse,
      limit: 1,
    });
  const [[done], [undone]] = await Promise.all([step('done', true), step('undone', false)]);
  return {
    undoEdit: done?.edit ?? null,
    redoEdit: undone?.edit ?? null,
  };
}

/** The whole history of a match, oldest first: what changed, and when. */
export function historyOf(db: BridgepadDb, matchId: string): Promise<HistoryRecord[]> {
  return matchHistory(db, matchId).toArray();
}
