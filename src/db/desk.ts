import { isCalendarDate } from '../engine/matchFile/readCompetition.ts';
import type { Problem } from '../engine/matchFile/problems.ts';
import type { Desk, DeskRecord } from '../season/deskRecord.ts';
import { deskRecord, pairProblems, readDesk } from '../season/deskRecord.ts';
import type { DeskRefusal, DeskResult } from '../season/deskRefusals.ts';
import { refused } from '../season/deskRefusals.ts';
import type { EnteredPair, Outcome, Pairing, Round } from '../season/draw.ts';
import {
  drawRound,
  namesOf,
  resultOf,
  roundName,
  roundProblems,
  roundsFor,
  throughFrom,
} from '../season/draw.ts';
import { nameKey } from '../season/names.ts';
import type { BridgepadDb } from './database.ts';
import { newId, now } from './matchStore.ts';

/**
 * The organiser's desk: knock-out competitions (docs/rules.md, "The competition"), each a record of
 * the `desks` store read through its validator (src/season/deskRecord.ts). Each change is one
 * transaction that reads the desk afresh, checks the change against it and writes it back whole,
 * or writes nothing and says why, as a reason (src/season/deskRefusals.ts).
 */
export type { Desk } from '../season/deskRecord.ts';
export type { DeskRefusal, DeskResult } from '../season/deskRefusals.ts';

/** A kept desk as the list shows it: readable, or its problems, so none is silently left out. */
export type DeskEntry =
  | { readonly ok: true; readonly desk: DeskRecord }
  | { readonly ok: false; readonly id: string; readonly problems: readonly Problem[] };

/** Every kept desk, the oldest first, deleted ones included, each read through its validator. */
export async function deskEntries(db: BridgepadDb): Promise<DeskEntry[]> {
  const entries: DeskEntry[] = (await db.desks.toArray()).map((row) => {
    const read = readDesk(row);
    return read.ok
      ? { ok: true, desk: read.value }
      : { ok: false, id: row.id, problems: read.errors };
  });
  const created = (e: DeskEntry) => (e.ok ? e.desk.createdAt : '');
  return entries.sort((a, b) => created(a).localeCompare(created(b)));
}

/** The competitions on this device (not deleted), the oldest first. */
export async function listDesks(db: BridgepadDb): Promise<DeskRecord[]> {
  return (await deskEntries(db)).flatMap((e) =>
    e.ok && e.desk.deletedAt === undefined ? [e.desk] : [],
  );
}

/** A competition on this device, unless it was deleted or cannot be read. */
export async function getDesk(db: BridgepadDb, id: string): Promise<DeskRecord | undefined> {
  const row = await db.desks.get(id);
  if (row === undefined) return undefined;
  const read = readDesk(row);
  return read.ok && read.value.deletedAt === undefined ? read.value : undefined;
}

/** A change to one desk: checked against the desk as kept, with its value, or why not. */
export type DeskChange<T> = (desk: Desk) => DeskResult<{ desk: Desk; value: T }>;

/** Reads a desk, lets `change` check and change it, and writes it back, all in one transaction. */
export function changeDesk<T>(
  db: BridgepadDb,
  id: string,
  change: DeskChange<T>,
): Promise<DeskResult<T>> {
  return db.transaction('rw', db.desks, async () => {
    const desk = await getDesk(db, id);
    if (desk === undefined) return refused({ reason: 'gone' });
    const changed = change(desk);
    if (!changed.ok) return changed;
    // A change that leaves the desk as it was writes nothing.
    if (changed.value.desk !== desk) await db.desks.put(deskRecord(changed.value.desk));
    return { ok: true, value: changed.value.value };
  });
}

const MAX_NAME = 100;
const nameRefusal = (name: string): DeskRefusal | null =>
  name === '' || name.length > MAX_NAME ? { reason: 'name' } : null;

/** A new competition with no pairs yet. */
export async function createDesk(
  db: BridgepadDb,
  name: string,
  profileId: string | null = null,
): Promise<DeskResult<Desk>> {
  const trimmed = name.trim();
  const bad = nameRefusal(trimmed);
  if (bad !== null) return refused(bad);
  const desk: Desk = {
    id: newId(),
    name: trimmed,
    createdAt: now(),
    profileId,
    pairs: [],
    rounds: [],
    outcomes: [],
  };
  await db.desks.add(deskRecord(desk));
  return { ok: true, value: desk };
}

/** Renames a competition; resolves to the name it had, so the change can be undone. */
export function renameDesk(db: BridgepadDb, id: string, name: string): Promise<DeskResult<string>> {
  const trimmed = name.trim();
  return changeDesk(db, id, (desk) => {
    const bad = nameRefusal(trimmed);
    if (bad !== null) return refused(bad);
    if (trimmed === desk.name) return { ok: true, value: { desk, value: desk.name } };
    return { ok: true, value: { desk: { ...desk, name: trimmed }, value: desk.name } };
  });
}

/** Enters (or replaces) the pairs, until the first round is drawn. */
export function setPairs(
  db: BridgepadDb,
  id: string,
  pairs: readonly Omit<EnteredPair, 'id'>[],
): Promise<DeskResult<readonly EnteredPair[]>> {
  return changeDesk(db, id, (desk) => {
    if (desk.rounds.length > 0) return refused({ reason: 'drawMade' });
    const entered = pairs.map((pair, i) => ({
      id: desk.pairs[i]?.id ?? newId(),
      players: [nameKey(pair.players[0]), nameKey(pair.players[1])] as const,
      grades: pair.grades,
    }));
    const problems = pairProblems(entered);
    if (problems.length > 0) return refused({ reason: 'pairs', problems });
    return { ok: true, value: { desk: { ...desk, pairs: entered }, value: entered } };
  });
}

/** Why a due date cannot be taken, or null: a round's date is a real date or none. */
function dueRefusal(due: string | null): DeskRefusal | null {
  return due === null || isCalendarDate(due) ? null : { reason: 'due' };
}

/** The pairs still in, for the next round: every pair, or the last round's winners and byes. */
export function stillIn(desk: Desk): DeskResult<string[]> {
  const index = desk.rounds.length - 1;
  const last = desk.rounds[index];
  if (last === undefined) return { ok: true, value: desk.pairs.map((p) => p.id) };
  const through = throughFrom(last, index, desk.outcomes);
  if (through === null) {
    const open = last.pairings.filter(
      (p) => p.b !== null && resultOf(desk.outcomes, index, p) === undefined,
    ).length;
    return refused({ reason: 'roundOpen', round: last.name, open });
  }
  if (through.length < 2) return refused({ reason: 'over' });
  return { ok: true, value: through };
}

/**
 * The desk with its next round added, due on `due` (YYYY-MM-DD) or with no date: the pairings
 * `pair` makes of the pairs still in, or why there can be no such round.
 */
function withNextRound(
  desk: Desk,
  due: string | null,
  pair: (stillIn: string[], round: Omit<Round, 'pairings'>) => DeskResult<readonly Pairing[]>,
): DeskResult<{ desk: Desk; value: Round }> {
  const badDue = dueRefusal(due);
  if (badDue !== null) return refused(badDue);
  const pairs = stillIn(desk);
  if (!pairs.ok) return pairs;
  const head = { name: roundName(desk.rounds.length, roundsFor(desk.pairs.length)), due };
  const pairings = pair(pairs.value, head);
  if (!pairings.ok) return pairings;
  const round: Round = { ...head, pairings: pairings.value };
  return { ok: true, value: { desk: { ...desk, rounds: [...desk.rounds, round] }, value: round } };
}

const DRAW_REFUSALS = {
  fewPairs: { reason: 'fewPairs' },
  twice: { reason: 'pairTwice' },
  repeats: { reason: 'repeats' },
} as const satisfies Record<string, DeskRefusal>;

/** Draws the next round at random, due on `due` (YYYY-MM-DD) or with no date. */
export function drawNextRound(
  db: BridgepadDb,
  id: string,
  random: () => number,
  due: string | null,
): Promise<DeskResult<Round>> {
  return changeDesk(db, id, (desk) => {
    if (desk.pairs.length < 2) return refused({ reason: 'fewPairs' });
    return withNextRound(desk, due, (pairs) => {
      const drawn = drawRound(pairs, desk.rounds, random);
      return drawn.ok ? { ok: true, value: drawn.pairings } : refused(DRAW_REFUSALS[drawn.why]);
    });
  });
}

/** Enters the next round by hand, checked fault by fault (docs/rules.md, "The competition"). */
export function enterRound(
  db: BridgepadDb,
  id: string,
  pairings: readonly Pairing[],
  due: string | null,
): Promise<DeskResult<Round>> {
  return changeDesk(db, id, (desk) =>
    withNextRound(desk, due, (pairs, head) => {
      const names = (pairId: string) => namesOf(desk.pairs, pairId);
      const problems = roundProblems({ ...head, pairings }, pairs, desk.rounds, names);
      return problems.length > 0
        ? refused({ reason: 'round', problems })
        : { ok: true, value: pairings };
    }),
  );
}

/** Awards an unplayed match of the latest round to `winner` by default (docs/rules.md). */
export function awardDefault(
  db: BridgepadDb,
  id: string,
  winner: string,
): Promise<DeskResult<Outcome>> {
  return changeDesk(db, id, (desk) => {
    const round = desk.rounds.length - 1;
    const pairing = desk.rounds[round]?.pairings.find((p) => p.a === winner || p.b === winner);
    if (pairing === undefined || pairing.b === null) return refused({ reason: 'noMatch' });
    if (resultOf(desk.outcomes, round, pairing) !== undefined)
      return refused({ reason: 'settled' });
    const outcome: Outcome = { round, winner, kind: 'default', at: now() };
    return {
      ok: true,
      value: { desk: { ...desk, outcomes: [...desk.outcomes, outcome] }, value: outcome },
    };
  });
}

/** Moves a round's due date (YYYY-MM-DD), or clears it with null, while the round is open. */
export function setDue(
  db: BridgepadDb,
  id: string,
  round: number,
  due: string | null,
): Promise<DeskResult<Round>> {
  return changeDesk(db, id, (desk) => {
    const drawn = desk.rounds[round];
    if (drawn === undefined) return refused({ reason: 'notDrawn' });
    const badDue = dueRefusal(due);
    if (badDue !== null) return refused(badDue);
    const moved: Round = { ...drawn, due };
    const rounds = desk.rounds.map((r, i) => (i === round ? moved : r));
    return { ok: true, value: { desk: { ...desk, rounds }, value: moved } };
  });
}

/**
 * Takes back the latest round while none of its results is in: a draw made in error (the wrong
 * date, or drawn before the field was complete) is drawn again, rather than played.
 */
export function withdrawRound(db: BridgepadDb, id: string): Promise<DeskResult<Round>> {
  return changeDesk(db, id, (desk) => {
    const index = desk.rounds.length - 1;
    const last = desk.rounds[index];
    if (last === undefined) return refused({ reason: 'notDrawn' });
    if (desk.outcomes.some((o) => o.round === index))
      return refused({ reason: 'roundHasResults', round: last.name });
    return {
      ok: true,
      value: { desk: { ...desk, rounds: desk.rounds.slice(0, index) }, value: last },
    };
  });
}
