import Dexie from 'dexie';
import type { Problem } from '../engine/matchFile/problems.ts';
import { toMatchFile } from '../engine/matchFile/serialize.ts';
import { validateMatch } from '../engine/matchFile/validateMatch.ts';
import type { Match, Result } from '../engine/types.ts';
import type * as EditSteps from './editSteps.ts';
import type { BridgepadDb } from './database.ts';
import type { Edit, EditState, HistoryRecord, MatchFileJson, MatchRecord } from './records.ts';

/**
 * Reading and changing matches. Every write is one IndexedDB transaction that checks the new
 * match with the engine's validator first: a change that would make the match invalid changes
 * nothing and says why. The promise resolves only once the transaction has committed, so the
 * screen never shows a deal that is not on disk.
 */

export const now = (): string => new Date().toISOString();

export function newId(): string {
  return crypto.randomUUID();
}

/** Reads a stored match through the one validator (docs/style.md, rule 5). */
export function readRecord(record: MatchRecord): Result<Match, Problem[]> {
  return validateMatch(record.file);
}

/** The record for a match: its file, with identity and times filled in. */
export function toRecord(match: Match, times: { createdAt?: string; updatedAt?: string } = {}) {
  const id = match.id ?? newId();
  const createdAt = match.createdAt ?? times.createdAt ?? now();
  const updatedAt = times.updatedAt ?? match.updatedAt ?? createdAt;
  const file = toMatchFile({ ...match, id, createdAt, updatedAt });
  return { id, createdAt, updatedAt, file } satisfies MatchRecord;
}

/** Saves a new match from a match file object (checked first). */
export async function createMatch(
  db: BridgepadDb,
  file: MatchFileJson,
): Promise<Result<MatchRecord, Problem[]>> {
  const checked = validateMatch(file);
  if (!checked.ok) return checked;
  const record = toRecord({ ...checked.value, id: checked.value.id ?? newId() });
  await db.matches.add(record);
  return { ok: true, value: record };
}

/** The steps themselves load with the first write: the first screen only reads. */
type Steps = typeof EditSteps;
const loadSteps = (): Promise<Steps> => import('./editSteps.ts');

async function saveEdit(
  db: BridgepadDb,
  { applyEdit, editConflict }: Steps,
  matchId: string,
  edit: Edit,
): Promise<Result<MatchRecord, Problem[]>> {
  const record = await db.matches.get(matchId);
  if (record === undefined)
    return { ok: false, errors: [{ path: '$', message: 'this match no longer exists' }] };
  const conflict = editConflict(record.file, edit);
  if (conflict !== null) return { ok: false, errors: [{ path: '$', message: conflict }] };
  const updatedAt = now();
  const next = { ...applyEdit(record.file, edit), updatedAt };
  const checked = validateMatch(next);
  if (!checked.ok) return checked;
  const saved: MatchRecord = { ...record, updatedAt, file: toMatchFile(checked.value) };
  await db.matches.put(saved);
  return { ok: true, value: saved };
}

function matchHistory(db: BridgepadDb, matchId: string) {
  return db.history
    .where('[matchId+seq]')
    .between([matchId, Dexie.minKey], [matchId, Dexie.maxKey]);
}

/** A match's history entries in one state, oldest first (the index orders them by seq). */
function inState(db: BridgepadDb, matchId: string, state: EditState) {
  return db.history.where('[matchId+state]').equals([matchId, state]);
}

/**
 * Applies an edit and records it. Edits undone before it can no longer be redone: they are kept
 * in the history as discarded, so a disputed deal's story stays complete.
 */
export async function commitEdit(
  db: BridgepadDb,
  matchId: string,
  edit: Edit,
): Promise<Result<MatchRecord, Problem[]>> {
  // Loaded before the transaction: awaiting anything else inside one would end it early.
  const steps = await loadSteps();
  return db.transaction('rw', db.matches, db.history, async () => {
    const result = await saveEdit(db, steps, matchId, edit);
    if (!result.ok) return result;
    await inState(db, matchId, 'undone').modify({ state: 'discarded' });
    const top = await inState(db, matchId, 'done').last();
    await db.history.add({
      matchId,
      at: result.value.updatedAt,
      edit,
      state: 'done',
      parent: top?.seq ?? null,
    });
    return result;
  });
}

/** Undoes the latest edit still in effect. Resolves to false when there is none. */
export async function undo(
  db: BridgepadDb,
  matchId: string,
): Promise<Result<MatchRecord, Problem[]> | false> {
  const steps = await loadSteps();
  return db.transaction('rw', db.matches, db.history, async () => {
    const done = await inState(db, matchId, 'done').last();
    if (done?.seq === undefined) return false;
    const result = await saveEdit(db, steps, matchId, steps.invertEdit(done.edit));
    if (result.ok) await db.history.update(done.seq, { state: 'undone' });
    return result;
  });
}

/** Redoes the edit undone most recently. Resolves to false when there is none. */
export async function redo(
  db: BridgepadDb,
  matchId: string,
): Promise<Result<MatchRecord, Problem[]> | false> {
  const steps = await loadSteps();
  return db.transaction('rw', db.matches, db.history, async () => {
    const undone = await inState(db, matchId, 'undone').first();
    if (undone?.seq === undefined) return false;
    const result = await saveEdit(db, steps, matchId, undone.edit);
    if (result.ok) await db.history.update(undone.seq, { state: 'done' });
    return result;
  });
}

/**
 * The steps undo and redo would take (null: nothing to undo or redo), so the table can offer
 * them and say them in its own words.
 */
export interface UndoState {
  readonly undoEdit: Edit | null;
  readonly redoEdit: Edit | null;
}

export async function undoState(db: BridgepadDb, matchId: string): Promise<UndoState> {
  const [done, undone] = await Promise.all([
    inState(db, matchId, 'done').last(),
    inState(db, matchId, 'undone').first(),
  ]);
  return {
    undoEdit: done?.edit ?? null,
    redoEdit: undone?.edit ?? null,
  };
}

/** The whole history of a match, oldest first: what changed, and when. */
export function historyOf(db: BridgepadDb, matchId: string): Promise<HistoryRecord[]> {
  return matchHistory(db, matchId).toArray();
}

/**
 * Retires a match's edit history when the match is replaced wholesale (an import): those steps
 * were made on other deals and must never be undone onto these. They stay readable, retired.
 */
export async function retireHistory(db: BridgepadDb, matchId: string): Promise<void> {
  await db.history
    .where('matchId')
    .equals(matchId)
    .filter((entry) => entry.state === 'done' || entry.state === 'undone')
    .modify({ state: 'retired' });
}

export interface ListedMatch {
  readonly record: MatchRecord;
  readonly match: Result<Match, Problem[]>;
}

/** Every stored match, newest first, each read through the validator. */
export async function listMatches(db: BridgepadDb): Promise<ListedMatch[]> {
  const records = await db.matches.orderBy('updatedAt').reverse().toArray();
  return records.map((record) => ({ record, match: readRecord(record) }));
}
