import type { BridgepadDb } from './database.ts';
import { nextBase } from './syncRecords.ts';
import { deleteMatches } from './deletedMatches.ts';
import { getRecord } from './matchRows.ts';
import { putRecords } from './matchRowWrites.ts';
import { matchHistory, newId } from './matchStore.ts';
import type { Edit, EditState, HistoryRecord, MatchRecord, SyncBaseRecord } from './records.ts';

/**
 * The store's side of a club's mirror for matches (docs/format.md, "The club's documents"): finding
 * the matches changed since the mirror last looked, reading a match with its steps as the club
 * keeps them, and writing a match as the club has it, all through the store's own modules.
 */

/** A match as the device keeps it, with its history oldest first; undefined when not kept. */
export interface KeptMatch {
  readonly record: MatchRecord;
  readonly history: readonly HistoryRecord[];
}

/** The ids of the matches whose rows were written after `since` (by the device's clock). */
export async function matchesWrittenSince(db: BridgepadDb, since: string): Promise<string[]> {
  return (await db.matches.where('writtenAt').above(since).primaryKeys()) as string[];
}

/** The ids of the matches moved to the recently deleted after `since`. */
export async function matchesDeletedSince(db: BridgepadDb, since: string): Promise<string[]> {
  return (await db.deleted.where('deletedAt').above(since).primaryKeys()) as string[];
}

/** Every kept match's id, keys alone. */
export async function matchIds(db: BridgepadDb): Promise<string[]> {
  return (await db.matches.toCollection().primaryKeys()) as string[];
}

async function keptMatch(db: BridgepadDb, matchId: string): Promise<KeptMatch | undefined> {
  const [record, history] = await Promise.all([
    getRecord(db, matchId),
    matchHistory(db, matchId).toArray(),
  ]);
  return record === undefined ? undefined : { record, history };
}

/**
 * A match as the mirror sends it to the club: its record and every step of its history, each step
 * named (`stepId`) and signed by `author` where it was not yet, as it is first mirrored (the names
 * are written, so the step keeps them). Undefined when the match is not kept.
 */
export function matchForClub(
  db: BridgepadDb,
  matchId: string,
  author: string,
): Promise<KeptMatch | undefined> {
  return db.transaction('rw', db.matches, db.dealPages, db.history, async () => {
    const kept = await keptMatch(db, matchId);
    if (kept === undefined) return undefined;
    const unnamed = kept.history.filter((s) => s.stepId === undefined || s.author === undefined);
    if (unnamed.length === 0) return kept;
    const named = new Map(
      unnamed.map((s) => [
        s.seq,
        { stepId: s.stepId ?? newId(), author: s.author ?? author } as const,
      ]),
    );
    await db.history.bulkUpdate(
      [...named].map(([key, changes]) => ({ key: key as number, changes })),
    );
    const history = kept.history.map((s) => ({ ...s, ...named.get(s.seq) }));
    return { record: kept.record, history };
  });
}

/**
 * A step as the club keeps it, named by its own id and its parent's (docs/format.md, "The club's
 * documents").
 */
export interface ClubStep {
  readonly stepId: string;
  readonly at: string;
  readonly author: string;
  readonly edit: Edit;
  readonly state: EditState;
  readonly parent: string | null;
}

/** What the club holds of a match: the match with its steps, or a deleted match. */
export type ClubMatch =
  | { readonly deleted: false; readonly record: MatchRecord; readonly steps: readonly ClubStep[] }
  | { readonly deleted: true };

/** What writing a match from the club did: written, or nothing, the device having changed it. */
export type ClubWrite = 'written' | 'changed';

/**
 * Writes a match as the club has it, in one transaction, where the device still keeps what the
 * mirror last saw of it (`holds`, asked of the match as kept now): a match comes in (out of the
 * recently deleted, if it waited there), its steps merged into the history by their ids, each
 * step's parent found by id; a deleted one moves to the recently deleted, with its history. `base`
 * names the revision the device then holds, asked of the match as written, and is kept with it.
 * Where the device has changed the match since, nothing is written: 'changed'.
 */
export function writeClubMatch(
  db: BridgepadDb,
  matchId: string,
  club: ClubMatch,
  holds: (kept: KeptMatch | undefined) => boolean,
  base: (kept: KeptMatch | undefined) => SyncBaseRecord,
): Promise<ClubWrite> {
  const tables = [db.matches, db.dealPages, db.history, db.deleted, db.syncBase];
  return db.transaction('rw', tables, async () => {
    const kept = await keptMatch(db, matchId);
    if (!holds(kept)) return 'changed';
    const inBin = kept === undefined && (await db.deleted.get(matchId)) !== undefined;
    if (club.deleted) await deleteMatches(db, [matchId]);
    else {
      await putRecords(db, [club.record]);
      await db.deleted.delete(matchId);
      await mergeSteps(db, matchId, club.steps);
    }
    const next = base(await keptMatch(db, matchId));
    const before = await db.syncBase.get(next.docId);
    // New to this device, never mirrored from it: it reached this device from the club.
    const arrived = before === undefined && kept === undefined && !inBin && !club.deleted;
    await db.syncBase.put(nextBase(before, arrived ? { ...next, arrived: true } : next));
    return 'written';
  });
}

/**
 * The club's steps into the history: a step kept already takes the club's state; a new one is
 * added after the others, its parent the kept step of that id. The club lists a step's parent
 * before it (docs/format.md, "The club's documents"), so one pass finds every parent.
 */
async function mergeSteps(
  db: BridgepadDb,
  matchId: string,
  steps: readonly ClubStep[],
): Promise<void> {
  const kept = await matchHistory(db, matchId).toArray();
  const seqOf = new Map<string, number>();
  const byId = new Map<string, HistoryRecord>();
  for (const step of kept) {
    if (step.stepId === undefined || step.seq === undefined) continue;
    seqOf.set(step.stepId, step.seq);
    byId.set(step.stepId, step);
  }
  const changes: { key: number; changes: Partial<HistoryRecord> }[] = [];
  for (const step of steps) {
    const here = byId.get(step.stepId);
    if (here !== undefined) {
      if (here.state !== step.state || here.author !== step.author)
        changes.push({
          key: here.seq as number,
          changes: { state: step.state, author: step.author },
        });
      continue;
    }
    const parent = step.parent === null ? null : (seqOf.get(step.parent) ?? null);
    const seq = await db.history.add({
      matchId,
      at: step.at,
      edit: step.edit,
      state: step.state,
      parent,
      stepId: step.stepId,
      author: step.author,
    });
    seqOf.set(step.stepId, seq as number);
  }
  if (changes.length > 0) await db.history.bulkUpdate(changes);
}

/**
 * A match as kept, with its history, read alone (nothing named or written); undefined if not kept.
 */
export function keptMatchOf(db: BridgepadDb, matchId: string): Promise<KeptMatch | undefined> {
  return db.transaction('r', db.matches, db.dealPages, db.history, () => keptMatch(db, matchId));
}
