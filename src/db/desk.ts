import { isObject } from '../engine/matchFile/problems.ts';
import { isCalendarDate } from '../engine/matchFile/readCompetition.ts';
import type { Match } from '../engine/types.ts';
import type { EnteredPair, Grade, Outcome, Pairing, Round } from '../season/draw.ts';
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
import type { ResultCheck } from '../season/results.ts';
import { checkResult, takeChosen } from '../season/results.ts';
import type { BridgepadDb } from './database.ts';
import { newId } from './matchStore.ts';

/**
 * The organiser's desk: one knock-out competition (docs/rules.md, "The competition") with its
 * pairs, its rounds and the results taken in. It lives in the `settings` store under DESKS, a
 * list of desks, so no new database version is needed. Each change is one transaction that reads
 * the desk afresh, checks the change against it and writes it back whole, or writes nothing and
 * says why.
 */
const DESKS = 'desks';
const GRADES: readonly Grade[] = ['junior', 'intermediate', 'open'];

export interface Desk {
  readonly id: string;
  readonly name: string;
  /** The competition profile whose organiser and address the draw prints (Settings). */
  readonly profileId: string | null;
  readonly pairs: readonly EnteredPair[];
  readonly rounds: readonly Round[];
  readonly outcomes: readonly Outcome[];
}

export type DeskResult<T> = { ok: true; value: T } | { ok: false; message: string };

const isString = (v: unknown): v is string => typeof v === 'string';

/** A stored desk as far as it can be understood; undefined when it cannot. */
function readDesk(raw: unknown): Desk | undefined {
  if (!isObject(raw) || !isString(raw.id) || !isString(raw.name)) return undefined;
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  return {
    id: raw.id,
    name: raw.name,
    profileId: isString(raw.profileId) ? raw.profileId : null,
    pairs: list(raw.pairs) as EnteredPair[],
    rounds: list(raw.rounds) as Round[],
    outcomes: list(raw.outcomes) as Outcome[],
  };
}

async function storedDesks(db: BridgepadDb): Promise<unknown[]> {
  const value = (await db.settings.get(DESKS))?.value;
  return Array.isArray(value) ? value : [];
}

export async function listDesks(db: BridgepadDb): Promise<Desk[]> {
  return (await storedDesks(db)).flatMap((raw) => readDesk(raw) ?? []);
}

export async function getDesk(db: BridgepadDb, id: string): Promise<Desk | undefined> {
  return (await listDesks(db)).find((desk) => desk.id === id);
}

/** Reads a desk, lets `change` check and change it, and writes it back, all in one transaction. */
function changeDesk<T>(
  db: BridgepadDb,
  id: string,
  change: (desk: Desk) => DeskResult<{ desk: Desk; value: T }>,
): Promise<DeskResult<T>> {
  return db.transaction('rw', db.settings, async () => {
    const stored = await storedDesks(db);
    const index = stored.findIndex((raw) => readDesk(raw)?.id === id);
    const desk = index < 0 ? undefined : readDesk(stored[index]);
    if (desk === undefined) return { ok: false, message: 'this competition no longer exists' };
    const changed = change(desk);
    if (!changed.ok) return changed;
    // A change that leaves the desk as it was (a result refused) writes nothing.
    if (changed.value.desk === desk) return { ok: true, value: changed.value.value };
    const next = [...stored];
    next[index] = changed.value.desk;
    await db.settings.put({ key: DESKS, value: next });
    return { ok: true, value: changed.value.value };
  });
}

/** A new competition with no pairs yet. */
export async function createDesk(
  db: BridgepadDb,
  name: string,
  profileId: string | null = null,
): Promise<DeskResult<Desk>> {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 100)
    return { ok: false, message: "the competition's name must be 1 to 100 characters" };
  const desk: Desk = { id: newId(), name: trimmed, profileId, pairs: [], rounds: [], outcomes: [] };
  await db.transaction('rw', db.settings, async () => {
    await db.settings.put({ key: DESKS, value: [...(await storedDesks(db)), desk] });
  });
  return { ok: true, value: desk };
}

/** What is wrong with the entered pairs, in words; empty when nothing is. */
export function pairProblems(pairs: readonly EnteredPair[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  pairs.forEach((pair, i) => {
    const which = `Pair ${i + 1}`;
    pair.players.forEach((name, p) => {
      const key = nameKey(name);
      if (key === '' || key.length > 100)
        problems.push(`${which}: player ${p + 1}'s name must be 1 to 100 characters`);
      else if (seen.has(key))
        problems.push(`${which}: ${key} is entered already, in pair ${(seen.get(key) ?? 0) + 1}`);
      else seen.set(key, i);
    });
    if (!pair.grades.every((grade) => GRADES.includes(grade)))
      problems.push(`${which}: a grade must be junior, intermediate or open`);
  });
  return problems;
}

/** Enters (or replaces) the pairs, until the first round is drawn. */
export function setPairs(
  db: BridgepadDb,
  id: string,
  pairs: readonly Omit<EnteredPair, 'id'>[],
): Promise<DeskResult<readonly EnteredPair[]>> {
  return changeDesk(db, id, (desk) => {
    if (desk.rounds.length > 0)
      return { ok: false, message: 'the draw is made: pairs can no longer change' };
    const entered = pairs.map((pair, i) => ({
      id: desk.pairs[i]?.id ?? newId(),
      players: [nameKey(pair.players[0]), nameKey(pair.players[1])] as const,
      grades: pair.grades,
    }));
    const problems = pairProblems(entered);
    if (problems.length > 0) return { ok: false, message: problems.join('; ') };
    return { ok: true, value: { desk: { ...desk, pairs: entered }, value: entered } };
  });
}

/** Why a due date cannot be taken, or null: a round's date is a real date or none. */
function dueProblem(due: string | null): DeskResult<never> | null {
  return due === null || isCalendarDate(due)
    ? null
    : { ok: false, message: 'a due date must be a real date, like 2026-12-01' };
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
    return {
      ok: false,
      message: `${last.name} is not over: ${open} ${open === 1 ? 'match has' : 'matches have'} no result`,
    };
  }
  if (through.length < 2) return { ok: false, message: 'the competition is over' };
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
  const badDue = dueProblem(due);
  if (badDue !== null) return badDue;
  const pairs = stillIn(desk);
  if (!pairs.ok) return pairs;
  const head = { name: roundName(desk.rounds.length, roundsFor(desk.pairs.length)), due };
  const pairings = pair(pairs.value, head);
  if (!pairings.ok) return pairings;
  const round: Round = { ...head, pairings: pairings.value };
  return { ok: true, value: { desk: { ...desk, rounds: [...desk.rounds, round] }, value: round } };
}

/** Draws the next round at random, due on `due` (YYYY-MM-DD) or with no date. */
export function drawNextRound(
  db: BridgepadDb,
  id: string,
  random: () => number,
  due: string | null,
): Promise<DeskResult<Round>> {
  return changeDesk(db, id, (desk) => {
    if (desk.pairs.length < 2) return { ok: false, message: 'a draw needs at least two pairs' };
    return withNextRound(desk, due, (pairs) => {
      const drawn = drawRound(pairs, desk.rounds, random);
      return drawn.ok ? { ok: true, value: drawn.pairings } : drawn;
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
        ? { ok: false, message: problems.join('; ') }
        : { ok: true, value: pairings };
    }),
  );
}

/** The desk with one more outcome, and `value` to say so. */
function withOutcome<T>(
  desk: Desk,
  outcome: Outcome,
  value: T,
): DeskResult<{ desk: Desk; value: T }> {
  return { ok: true, value: { desk: { ...desk, outcomes: [...desk.outcomes, outcome] }, value } };
}

/** The desk after a check: with its outcome when it was taken, as it was when not. */
function taking(desk: Desk, check: ResultCheck): DeskResult<{ desk: Desk; value: ResultCheck }> {
  if (check.kind !== 'taken') return { ok: true, value: { desk, value: check } };
  return withOutcome(desk, check.outcome, check);
}

/**
 * Takes a result in from a match file's match: checked against the desk as it stands now, and
 * written only when it is taken. A file whose names are spelt differently comes back as a choice
 * (`takeChosenResult`); a refused one changes nothing.
 */
export async function takeResult(
  db: BridgepadDb,
  id: string,
  match: Match,
  matchId?: string,
): Promise<DeskResult<ResultCheck>> {
  return changeDesk(db, id, (desk) => taking(desk, checkResult(match, desk, matchId)));
}

/** Takes the match the organiser chose for a file whose names were spelt differently. */
export function takeChosenResult(
  db: BridgepadDb,
  id: string,
  match: Match,
  chosen: { readonly round: number; readonly pairing: Pairing },
  matchId?: string,
): Promise<DeskResult<ResultCheck>> {
  return changeDesk(db, id, (desk) => taking(desk, takeChosen(match, chosen, desk, matchId)));
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
    if (pairing === undefined || pairing.b === null)
      return { ok: false, message: 'that pair has no match to award in this round' };
    if (resultOf(desk.outcomes, round, pairing) !== undefined)
      return { ok: false, message: 'that match has its result already' };
    const outcome: Outcome = { round, winner, kind: 'default' };
    return withOutcome(desk, outcome, outcome);
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
    if (drawn === undefined) return { ok: false, message: 'that round is not drawn' };
    const badDue = dueProblem(due);
    if (badDue !== null) return badDue;
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
    if (last === undefined) return { ok: false, message: 'no round is drawn' };
    if (desk.outcomes.some((o) => o.round === index))
      return { ok: false, message: `${last.name} has results in: it can no longer be taken back` };
    return {
      ok: true,
      value: { desk: { ...desk, rounds: desk.rounds.slice(0, index) }, value: last },
    };
  });
}
