import type { BridgepadDb } from './database.ts';
import { nextBase } from './syncRecords.ts';
import { deleteMatches } from './deletedMatches.ts';
import { getRecord, getRecords } from './matchRows.ts';
import { matchStores, putRecords } from './matchRowWrites.ts';
import { matchHistory, newId } from './matchStore.ts';
import type { Edit, EditState, HistoryRecord, MatchRecord, SyncBaseRecord } from './records.ts';

/**
 * The store's side of a club's mirror for matches (docs/format.md, "The club's documents"): finding
 * whether a match is still as the mirror's pull wrote it (its mark, matchMarks.ts), reading a
 * match with its steps as the club keeps them, and writing a match as the club has it, all
 * through the store's own modules.
 */

/** A match as the device keeps it, with its history oldest first; undefined when not kept. */
export interface KeptMatch {
  readonly record: MatchRecord;
  readonly history: readonly HistoryRecord[];
}

/** Whether a match is still as the mirror's pull wrote it (SyncBaseRecord.mark): not written since. */
export function sameMark(seq: number, base: SyncBaseRecord | undefined): boolean {
  return base?.mark === seq;
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

/** Several matches as kept, by id, each with its history oldest first; one read of each store. */
async function keptMatches(
  db: BridgepadDb,
  matchIds: readonly string[],
): Promise<Map<string, KeptMatch>> {
  const [records, histories] = await Promise.all([
    getRecords(db, matchIds),
    historiesOf(db, matchIds),
  ]);
  const kept = new Map<string, KeptMatch>();
  records.forEach((record, i) => {
    const id = matchIds[i];
    if (record !== undefined && id !== undefined)
      kept.set(id, { record, history: histories.get(id) ?? [] });
  });
  return kept;
}

/** The histories of several matches, by match, each oldest first. */
async function historiesOf(
  db: BridgepadDb,
  matchIds: readonly string[],
): Promise<Map<string, HistoryRecord[]>> {
  const byMatch = new Map<string, HistoryRecord[]>(matchIds.map((id) => [id, []]));
  const steps = await db.history
    .where('matchId')
    .anyOf([...matchIds])
    .toArray();
  for (const step of steps) byMatch.get(step.matchId)?.push(step);
  for (const list of byMatch.values()) list.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  return byMatch;
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

/** One match to write as the club has it (writeClubMatches). */
export interface ClubMatchWrite {
  readonly matchId: string;
  readonly club: ClubMatch;
  /** Whether the device still keeps what the mirror last saw of it, asked of the match as kept. */
  readonly holds: (kept: KeptMatch | undefined) => boolean;
  /** The base the device then holds, asked of the match as written. */
  readonly base: (kept: KeptMatch | undefined) => SyncBaseRecord;
}

/**
 * Writes a match as the club has it, in one transaction, where the device still keeps what the
 * mirror last saw of it (`holds`, asked of the match as kept now): a match comes in (out of the
 * recently deleted, if it waited there), its steps merged into the history by their ids, each
 * step's parent found by id; a deleted one moves to the recently deleted, with its history. `base`
 * names the revision the device then holds, asked of the match as written, and is kept with it.
 * Where the device has changed the match since, nothing is written: 'changed'.
 */
export async function writeClubMatch(
  db: BridgepadDb,
  matchId: string,
  club: ClubMatch,
  holds: (kept: KeptMatch | undefined) => boolean,
  base: (kept: KeptMatch | undefined) => SyncBaseRecord,
): Promise<ClubWrite> {
  const [written] = await writeClubMatches(db, [{ matchId, club, holds, base }]);
  return written ?? 'changed';
}

/**
 * Writes many matches as the club has them (writeClubMatch, each match named once), all in one
 * transaction, each store read and written once for all of them rather than once a match: a club
 * of hundreds reaches a newly joined device in a few writes, and the screens that follow the store
 * hear of a few changes, not of hundreds. Each match is written or not on its own `holds`, as
 * writeClubMatch does; its base keeps the match's mark as written (SyncBaseRecord.mark), so the
 * mirror's push does not send back what the club sent. Resolves to what
 * was done with each, in the order given.
 */
export function writeClubMatches(
  db: BridgepadDb,
  writes: readonly ClubMatchWrite[],
): Promise<ClubWrite[]> {
  if (writes.length === 0) return Promise.resolve([]);
  const tables = [...matchStores(db), db.history, db.deleted, db.syncBase, db.matchMarks];
  return db.transaction('rw', tables, async () => {
    const ids = writes.map((w) => w.matchId);
    const [kept, binned] = await Promise.all([keptMatches(db, ids), db.deleted.bulkGet(ids)]);
    const inBin = new Set(binned.flatMap((entry) => (entry === undefined ? [] : [entry.id])));
    const done: ClubWrite[] = writes.map((w) =>
      w.holds(kept.get(w.matchId)) ? 'written' : 'changed',
    );
    const going = writes.filter((_, i) => done[i] === 'written');
    if (going.length === 0) return done;
    const gone = going.flatMap((w) => (w.club.deleted ? [w.matchId] : []));
    const come = going.flatMap((w) => (w.club.deleted ? [] : [{ id: w.matchId, club: w.club }]));
    if (gone.length > 0) await deleteMatches(db, gone);
    if (come.length > 0) {
      const comeIds = come.map((c) => c.id);
      await putRecords(
        db,
        come.map((c) => c.club.record),
      );
      await db.deleted.bulkDelete(comeIds);
      const histories = await historiesOf(db, comeIds);
      for (const { id, club } of come) {
        const merge = stepsToMerge(club.steps, histories.get(id) ?? []);
        // Awaited only where the store is asked something: within a transaction, a run of
        // awaits of nothing loses the transaction, which commits before its work is done.
        if (merge.added.length > 0 || merge.changes.length > 0) await mergeSteps(db, id, merge);
      }
    }
    const goingIds = going.map((w) => w.matchId);
    const [after, marks] = await Promise.all([
      keptMatches(db, goingIds),
      db.matchMarks.bulkGet(goingIds),
    ]);
    const nexts = going.map((w, i) => {
      const mark = marks[i]?.seq;
      const next = w.base(after.get(w.matchId));
      return mark === undefined ? next : { ...next, mark };
    });
    const befores = await db.syncBase.bulkGet(nexts.map((n) => n.docId));
    await db.syncBase.bulkPut(
      nexts.map((next, i) => {
        const w = going[i] as ClubMatchWrite;
        const before = befores[i];
        // New to this device, never mirrored from it: it reached this device from the club.
        const arrived =
          before === undefined && !kept.has(w.matchId) && !inBin.has(w.matchId) && !w.club.deleted;
        return nextBase(before, arrived ? { ...next, arrived: true } : next);
      }),
    );
    return done;
  });
}

/** What the club's steps change in a match's history (stepsToMerge). */
interface StepsMerge {
  /** Steps kept already that take the club's state or author. */
  readonly changes: readonly { key: number; changes: Partial<HistoryRecord> }[];
  /** Steps new to the history, each listed after its parent. */
  readonly added: readonly ClubStep[];
  /** The seq of each step kept already, by its id. */
  readonly seqOf: ReadonlyMap<string, number>;
}

/**
 * The club's steps against the history: a step kept already takes the club's state; a new one is
 * to be added after the others. Worked out without the store, so that a match whose history has
 * nothing new asks nothing of it.
 */
function stepsToMerge(steps: readonly ClubStep[], kept: readonly HistoryRecord[]): StepsMerge {
  const seqOf = new Map<string, number>();
  const byId = new Map<string, HistoryRecord>();
  for (const step of kept) {
    if (step.stepId === undefined || step.seq === undefined) continue;
    seqOf.set(step.stepId, step.seq);
    byId.set(step.stepId, step);
  }
  const changes: { key: number; changes: Partial<HistoryRecord> }[] = [];
  const added: ClubStep[] = [];
  for (const step of steps) {
    const here = byId.get(step.stepId);
    if (here === undefined) added.push(step);
    else if (here.state !== step.state || here.author !== step.author)
      changes.push({
        key: here.seq as number,
        changes: { state: step.state, author: step.author },
      });
  }
  return { changes, added, seqOf };
}

/**
 * The club's steps into the history (stepsToMerge), each new step's parent the kept step of that
 * id. The club lists a step's parent before it (docs/format.md, "The club's documents"), so one
 * pass finds every parent.
 */
async function mergeSteps(db: BridgepadDb, matchId: string, merge: StepsMerge): Promise<void> {
  const seqOf = new Map(merge.seqOf);
  for (const step of merge.added) {
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
  if (merge.changes.length > 0) await db.history.bulkUpdate([...merge.changes]);
}

/** Several matches as kept, by id (a match not kept is left out), read alone in one transaction. */
export function keptMatchesOf(
  db: BridgepadDb,
  matchIds: readonly string[],
): Promise<Map<string, KeptMatch>> {
  // A transaction that asks nothing of the store ends before its work does.
  if (matchIds.length === 0) return Promise.resolve(new Map());
  return db.transaction('r', db.matches, db.dealPages, db.history, () => keptMatches(db, matchIds));
}

/**
 * A match as kept, with its history, read alone (nothing named or written); undefined if not kept.
 */
export function keptMatchOf(db: BridgepadDb, matchId: string): Promise<KeptMatch | undefined> {
  return db.transaction('r', db.matches, db.dealPages, db.history, () => keptMatch(db, matchId));
}
