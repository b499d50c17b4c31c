import type { Problem } from '../engine/matchFile/problems.ts';
import { dealToJson, toMatchFile } from '../engine/matchFile/serialize.ts';
import { validateMatch } from '../engine/matchFile/validateMatch.ts';
import { TABLE_KEY } from '../engine/tableGroup.ts';
import type { Match, Result } from '../engine/types.ts';
import type { BridgepadDb } from './database.ts';
import { applyEdit, editConflict, invertEdit } from './editSteps.ts';
import { getRecord, getRow } from './matchRows.ts';
import { addRecord, matchStores, writeChange } from './matchRowWrites.ts';
import type { KnownMatch } from './matchStore.ts';
import { inState, newId, now } from './matchStore.ts';
import type { Edit, MatchFileJson, MatchRecord } from './records.ts';

/**
 * Changing matches. Every write is one IndexedDB transaction that checks the new match with the
 * engine's validator first: a change that would make the match invalid changes nothing and says
 * why. The promise resolves only once the transaction has committed, so the screen never shows a
 * deal that is not on disk. This module loads with the first write (the table loads it when its
 * pad is first touched): the first screen only reads.
 */

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
  await db.transaction('rw', matchStores(db), () => addRecord(db, record));
  return { ok: true, value: record };
}

/**
 * A table of four fixed partners takes a fifth player in between rubbers (docs/rules.md, "A
 * table that changes size"): the match they played becomes the evening's first, gaining the
 * evening's table (`table`, as a detail step, undone as any other), and the next rubber's match
 * (`file`) is saved, in one transaction: both or neither.
 */
export async function startFromFixedTable(
  db: BridgepadDb,
  matchId: string,
  table: Readonly<Record<string, unknown>>,
  file: MatchFileJson,
): Promise<Result<MatchRecord, Problem[]>> {
  const checked = validateMatch(file);
  if (!checked.ok) return checked;
  const record = toRecord({ ...checked.value, id: checked.value.id ?? newId() });
  try {
    return await db.transaction('rw', [...matchStores(db), db.history], async () => {
      const edit = { kind: 'detail', field: TABLE_KEY, before: null, after: table } as const;
      const grouped = await commitEdit(db, matchId, edit);
      if (!grouped.ok) throw new BatchRefused(grouped.errors);
      await addRecord(db, record);
      return { ok: true as const, value: record };
    });
  } catch (error) {
    if (error instanceof BatchRefused) return { ok: false, errors: error.problems };
    throw error;
  }
}

/** The deals an edit may change, [from, to): later deals move when one is added or deleted. */
function changedDeals(edit: Edit): { from: number; to: number } {
  switch (edit.kind) {
    case 'addDeal':
    case 'deleteDeal':
      return { from: edit.index, to: Infinity };
    case 'editDeal':
    case 'honors':
      return { from: edit.index, to: edit.index + 1 };
    case 'agree': {
      const indexes = edit.deals.map((d) => d.index);
      return indexes.length === 0
        ? { from: 0, to: 0 }
        : { from: Math.min(...indexes), to: Math.max(...indexes) + 1 };
    }
    case 'rename':
    case 'finish':
    case 'detail':
      return { from: 0, to: 0 };
  }
}

/** A checked edit, ready to write: the match it makes, and how to write it. */
interface Planned {
  readonly saved: MatchRecord;
  readonly write: () => Promise<MatchRecord>;
}

/** Checks an edit against the stored match and plans its write; writes nothing. */
async function planEdit(
  db: BridgepadDb,
  matchId: string,
  edit: Edit,
  known?: KnownMatch,
): Promise<Result<Planned, Problem[]>> {
  const row = await getRow(db, matchId);
  if (row === undefined)
    return { ok: false, errors: [{ path: '$', message: 'this match no longer exists' }] };
  const fresh =
    known !== undefined && row.rev !== undefined && known.record.rev === row.rev ? known : null;
  const record = fresh?.record ?? (await getRecord(db, matchId));
  if (record === undefined)
    return { ok: false, errors: [{ path: '$', message: 'this match no longer exists' }] };
  const conflict = editConflict(record.file, edit);
  if (conflict !== null) return { ok: false, errors: [{ path: '$', message: conflict }] };
  const updatedAt = now();
  const next = { ...applyEdit(record.file, edit), updatedAt };
  const checked = validateMatch(
    next,
    fresh === null ? undefined : { file: fresh.record.file, match: fresh.match },
  );
  if (!checked.ok) return checked;
  const changed = changedDeals(edit);
  const saved: MatchRecord = {
    ...record,
    updatedAt,
    file: writtenFile(next, checked.value, changed),
  };
  return { ok: true, value: { saved, write: () => writeChange(db, row, saved, changed) } };
}

async function saveEdit(
  db: BridgepadDb,
  matchId: string,
  edit: Edit,
): Promise<Result<MatchRecord, Problem[]>> {
  const planned = await planEdit(db, matchId, edit);
  return planned.ok ? { ok: true, value: await planned.value.write() } : planned;
}

/**
 * The file as stored, in the validator's spelling (toMatchFile). The deals the edit left alone
 * were stored in that spelling already and are kept as they are; the others are written anew.
 */
function writtenFile(
  edited: MatchFileJson,
  match: Match,
  changed: { readonly from: number; readonly to: number },
): MatchFileJson {
  const file = toMatchFile({ ...match, deals: [] } as Match);
  const raw = edited.deals as unknown[];
  file.deals = match.deals.map((deal, i) =>
    i >= changed.from && i < changed.to ? dealToJson(deal) : raw[i],
  );
  return file;
}

/**
 * Applies an edit and records it. Edits undone before it can no longer be redone: they are kept
 * in the history as discarded, so a disputed deal's story stays complete. `known` is the match as
 * the screen holds it (see KnownMatch); the store checks it is still the latest before using it.
 */
export async function commitEdit(
  db: BridgepadDb,
  matchId: string,
  edit: Edit,
  known?: KnownMatch,
  batch?: string,
): Promise<Result<MatchRecord, Problem[]>> {
  return db.transaction('rw', [...matchStores(db), db.history], async () => {
    // Asked together, so the store answers them in one pass.
    const [planned, undone, top] = await Promise.all([
      planEdit(db, matchId, edit, known),
      inState(db, matchId, 'undone').primaryKeys(),
      inState(db, matchId, 'done').last(),
    ]);
    if (!planned.ok) return planned;
    // Written together: the match, the step, and the steps it overtakes.
    const [saved] = await Promise.all([
      planned.value.write(),
      db.history.add({
        matchId,
        at: planned.value.saved.updatedAt,
        edit,
        state: 'done',
        parent: top?.seq ?? null,
        ...(batch === undefined ? {} : { batch }),
      }),
      undone.length === 0
        ? null
        : db.history.bulkUpdate(undone.map((key) => ({ key, changes: { state: 'discarded' } }))),
    ]);
    return { ok: true, value: saved };
  });
}

/**
 * Takes one step through a match's history: the edit `from` state nearest the present (`pick`),
 * written as `edit` makes it, then marked `to`. A step of a batch takes its whole batch with it
 * (batchStep). Resolves to false when there is none.
 */
async function step(
  db: BridgepadDb,
  matchId: string,
  from: 'done' | 'undone',
  pick: 'first' | 'last',
  edit: (edit: Edit) => Edit,
): Promise<Result<MatchRecord, Problem[]> | false> {
  try {
    return await db.transaction('rw', [...matchStores(db), db.history], async () => {
      const entry = await inState(db, matchId, from)[pick]();
      if (entry?.seq === undefined) return false;
      if (entry.batch !== undefined) return batchStep(db, matchId, entry.batch, from, pick, edit);
      const result = await saveEdit(db, matchId, edit(entry.edit));
      if (result.ok)
        await db.history.update(entry.seq, { state: from === 'done' ? 'undone' : 'done' });
      return result;
    });
  } catch (error) {
    if (error instanceof BatchRefused) return { ok: false, errors: error.problems };
    throw error;
  }
}

/**
 * Undoes or redoes a batch in every match it changed, all or none: each of its steps must be the
 * one its match would undo (or redo) next, or nothing changes and the answer says how many
 * matches have moved on since. Call inside step's transaction.
 */
async function batchStep(
  db: BridgepadDb,
  matchId: string,
  batch: string,
  from: 'done' | 'undone',
  pick: 'first' | 'last',
  edit: (edit: Edit) => Edit,
): Promise<Result<MatchRecord, Problem[]>> {
  const mine = (await db.history.where('batch').equals(batch).sortBy('seq')).filter(
    (s) => s.state === from,
  );
  // A match may hold more than one step of the batch (a rename: the players and the evening's
  // seating): they must be the steps it would undo (or redo) next, all of them.
  const byMatch = new Map<string, number[]>();
  for (const s of mine) byMatch.set(s.matchId, [...(byMatch.get(s.matchId) ?? []), s.seq ?? -1]);
  let moved = 0;
  for (const [id, seqs] of byMatch) {
    const all = await inState(db, id, from).primaryKeys();
    const next = pick === 'last' ? all.slice(-seqs.length) : all.slice(0, seqs.length);
    if (next.length !== seqs.length || next.some((seq, i) => seq !== seqs[i])) moved += 1;
  }
  if (moved > 0)
    return {
      ok: false,
      errors: [
        {
          path: '$',
          message: `this change was made in ${byMatch.size} matches at once, and ${moved} of them ${moved === 1 ? 'has' : 'have'} changed since: ${from === 'done' ? 'undo' : 'redo'} there first`,
        },
      ],
    };
  let here: Result<MatchRecord, Problem[]> | null = null;
  // Undone last step first; redone first step first.
  for (const s of from === 'done' ? [...mine].reverse() : mine) {
    const result = await saveEdit(db, s.matchId, edit(s.edit));
    if (!result.ok) throw new BatchRefused(result.errors);
    await db.history.update(s.seq as number, { state: from === 'done' ? 'undone' : 'done' });
    if (s.matchId === matchId) here = result;
  }
  return here ?? { ok: false, errors: [{ path: '$', message: 'this match is not in the batch' }] };
}

/** Ends a batch's transaction when one of its matches refuses its step, so none changes. */
export class BatchRefused extends Error {
  constructor(readonly problems: Problem[]) {
    super('batch refused');
  }
}

/** Undoes the latest edit still in effect. Resolves to false when there is none. */
export function undo(db: BridgepadDb, matchId: string) {
  return step(db, matchId, 'done', 'last', invertEdit);
}

/** Redoes the edit undone most recently. Resolves to false when there is none. */
export function redo(db: BridgepadDb, matchId: string) {
  return step(db, matchId, 'undone', 'first', (edit) => edit);
}

/**
 * Retires a match's edit history when the match is replaced wholesale (an import): those steps
 * were made on other deals and must never be undone onto these. They stay readable, retired.
 */
export async function retireHistory(db: BridgepadDb, matchIds: readonly string[]): Promise<void> {
  if (matchIds.length === 0) return;
  await db.history
    .where('matchId')
    .anyOf([...matchIds])
    .filter((entry) => entry.state === 'done' || entry.state === 'undone')
    .modify({ state: 'retired' });
}
