import { isCalendarDate } from '../engine/matchFile/readCompetition.ts';
import type { JsonObject, Problem } from '../engine/matchFile/problems.ts';
import { at, describe, isInteger, isObject, Problems } from '../engine/matchFile/problems.ts';
import type { Result } from '../engine/types.ts';
import type { EnteredPair, Grade, Outcome, Pairing, Round } from './draw.ts';
import { nameKey } from './names.ts';
import { APP_NAME } from '../engine/appName.ts';

/**
 * The organiser's desk as it is kept (docs/format.md, "The organiser's desk"): one knock-out
 * competition (docs/rules.md, "The competition") with its pairs, its rounds and the results taken
 * in. Every desk the device reads, from its store, a backup or another device, is read through
 * `readDesk`, which names the place of each problem, so a desk that does not hold together is
 * never half-understood.
 */

/** The desk layout this version writes; a desk of a later layout is refused, not misread. */
export const DESK_VERSION = 1;

export const GRADES: readonly Grade[] = ['junior', 'intermediate', 'open'];

/** The longest name a competition, a round or a player may have. */
const MAX_NAME = 100;

export interface Desk {
  readonly id: string;
  readonly name: string;
  /** When the competition was made; the list shows the oldest first. */
  readonly createdAt: string;
  /** The competition profile whose organiser and address the draw prints (Settings). */
  readonly profileId: string | null;
  readonly pairs: readonly EnteredPair[];
  readonly rounds: readonly Round[];
  readonly outcomes: readonly Outcome[];
}

/** A desk as the store holds it: the desk, the layout it is written in, and when it was deleted. */
export interface DeskRecord extends Desk {
  readonly version: typeof DESK_VERSION;
  /** Deleted: waiting among the recently deleted until then, as a deleted match does. */
  readonly deletedAt?: string;
}

export function deskRecord(desk: Desk, deletedAt?: string): DeskRecord {
  const { id, name, createdAt, profileId, pairs, rounds, outcomes } = desk;
  return {
    id,
    version: DESK_VERSION,
    name,
    createdAt,
    profileId,
    pairs,
    rounds,
    outcomes,
    ...(deletedAt === undefined ? {} : { deletedAt }),
  };
}

const KEYS = [
  'id',
  'version',
  'name',
  'createdAt',
  'deletedAt',
  'profileId',
  'pairs',
  'rounds',
  'outcomes',
];
const PAIR_KEYS = ['id', 'players', 'grades'];
const ROUND_KEYS = ['name', 'due', 'pairings'];
const PAIRING_KEYS = ['a', 'b'];
const OUTCOME_KEYS = ['round', 'winner', 'kind', 'totals', 'matchId', 'fileId', 'at'];
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const isText = (value: unknown, max = MAX_NAME): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** Each own key of an object, `x-` fields of a later version's tools left alone. */
function unknownKeys(p: Problems, raw: JsonObject, path: string, allowed: readonly string[]) {
  for (const key of Object.keys(raw))
    if (!allowed.includes(key) && !key.startsWith('x-')) p.add(at(path, key), 'unknown field');
}

function readText(p: Problems, raw: JsonObject, path: string, key: string, max = MAX_NAME) {
  const value = raw[key];
  if (isText(value, max)) return value;
  p.add(
    at(path, key),
    value === undefined ? 'is missing' : `must be text of 1 to ${max} characters`,
  );
  return undefined;
}

function readArray(p: Problems, raw: JsonObject, key: string): readonly unknown[] {
  const value = raw[key];
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  p.add(key, `must be a list, not ${describe(value)}`);
  return [];
}

function readPair(p: Problems, raw: unknown, path: string): EnteredPair | undefined {
  if (!isObject(raw)) {
    p.add(path, `must be an object, not ${describe(raw)}`);
    return undefined;
  }
  unknownKeys(p, raw, path, PAIR_KEYS);
  const id = readText(p, raw, path, 'id');
  const { players, grades } = raw;
  const twoOf = <T>(value: unknown, key: string, each: (v: unknown) => v is T, what: string) => {
    if (Array.isArray(value) && value.length === 2) {
      const [first, second] = value as unknown[];
      value.forEach((v: unknown, i) => {
        if (!each(v)) p.add(at(at(path, key), i), what);
      });
      return each(first) && each(second) ? ([first, second] as const) : undefined;
    }
    p.add(at(path, key), value === undefined ? 'is missing' : `must be a list of two`);
    return undefined;
  };
  const names = twoOf(players, 'players', isText, `must be text of 1 to ${MAX_NAME} characters`);
  const isGrade = (v: unknown): v is Grade => GRADES.includes(v as Grade);
  const graded = twoOf(grades, 'grades', isGrade, 'must be junior, intermediate or open');
  if (id === undefined || names === undefined || graded === undefined) return undefined;
  return { id, players: names, grades: graded };
}

function readRound(
  p: Problems,
  raw: unknown,
  path: string,
  pairIds: ReadonlySet<string>,
): Round | undefined {
  if (!isObject(raw)) {
    p.add(path, `must be an object, not ${describe(raw)}`);
    return undefined;
  }
  unknownKeys(p, raw, path, ROUND_KEYS);
  const name = readText(p, raw, path, 'name');
  const due = raw.due ?? null;
  if (due !== null && (typeof due !== 'string' || !isCalendarDate(due)))
    p.add(at(path, 'due'), 'must be a real date, like 2026-12-01, or null');
  const drawn = new Set<string>();
  const pairings: Pairing[] = [];
  const list = Array.isArray(raw.pairings) ? (raw.pairings as unknown[]) : null;
  if (list === null) p.add(at(path, 'pairings'), 'must be a list of pairings');
  (list ?? []).forEach((pairing: unknown, i) => {
    const place = at(at(path, 'pairings'), i);
    if (!isObject(pairing)) {
      p.add(place, `must be an object, not ${describe(pairing)}`);
      return;
    }
    unknownKeys(p, pairing, place, PAIRING_KEYS);
    const { a, b } = pairing;
    const known = (pair: unknown, key: string, bye: boolean): pair is string => {
      if (bye && pair === null) return true;
      if (typeof pair === 'string' && pairIds.has(pair)) {
        if (drawn.has(pair)) p.add(at(place, key), `the pair ${pair} is drawn twice in this round`);
        drawn.add(pair);
        return true;
      }
      p.add(
        at(place, key),
        bye ? 'must be an entered pair or null (a bye)' : 'must be an entered pair',
      );
      return false;
    };
    const first = known(a, 'a', false);
    const second = known(b ?? null, 'b', true);
    if (first && second) pairings.push({ a: a as string, b: (b ?? null) as string | null });
  });
  if (name === undefined) return undefined;
  return { name, due: typeof due === 'string' && isCalendarDate(due) ? due : null, pairings };
}

function readOutcome(
  p: Problems,
  raw: unknown,
  path: string,
  rounds: readonly Round[],
  settled: Set<string>,
): Outcome | undefined {
  if (!isObject(raw)) {
    p.add(path, `must be an object, not ${describe(raw)}`);
    return undefined;
  }
  unknownKeys(p, raw, path, OUTCOME_KEYS);
  const { round, winner, kind, totals, matchId, fileId, at: taken } = raw;
  if (!isInteger(round, 0, Math.max(0, rounds.length - 1)) || rounds.length === 0) {
    p.add(at(path, 'round'), `must be a drawn round, 0 to ${rounds.length - 1}`);
    return undefined;
  }
  const pairing = rounds[round]?.pairings.find((x) => x.a === winner || x.b === winner);
  if (typeof winner !== 'string' || pairing === undefined || pairing.b === null) {
    p.add(at(path, 'winner'), `must be a pair with a match in round ${round}`);
    return undefined;
  }
  const key = `${round}\u0000${pairing.a}`;
  if (settled.has(key)) p.add(path, `a second result for the same match of round ${round}`);
  settled.add(key);
  if (kind !== 'played' && kind !== 'default') p.add(at(path, 'kind'), 'must be played or default');
  let scores: Record<string, number> | undefined;
  if (totals !== undefined) {
    const entries = isObject(totals) ? Object.entries(totals) : null;
    const fits =
      entries !== null &&
      entries.every(
        ([pair, n]) => (pair === pairing.a || pair === pairing.b) && Number.isSafeInteger(n),
      );
    if (fits) scores = Object.fromEntries(entries) as Record<string, number>;
    else p.add(at(path, 'totals'), "must give the two pairs' totals, by pair, as whole numbers");
  }
  for (const [key, value] of [
    ['matchId', matchId],
    ['fileId', fileId],
  ] as const)
    if (value !== undefined && !isText(value)) p.add(at(path, key), 'must be an id');
  if (taken !== undefined && (typeof taken !== 'string' || !ISO_TIME.test(taken)))
    p.add(at(path, 'at'), 'must be a time, like 2026-11-26T09:30:00.000Z');
  if (kind !== 'played' && kind !== 'default') return undefined;
  return {
    round,
    winner,
    kind,
    ...(scores === undefined ? {} : { totals: scores }),
    ...(typeof matchId === 'string' ? { matchId } : {}),
    ...(typeof fileId === 'string' ? { fileId } : {}),
    ...(typeof taken === 'string' ? { at: taken } : {}),
  };
}

/**
 * Reads a kept desk: every field checked, every problem named by its place
 * (`pairs[2].grades[1]: must be junior, intermediate or open`), the way a match file is read
 * (docs/style.md, rule 18). A desk with any problem is refused whole, never half-read.
 */
export function readDesk(raw: unknown): Result<DeskRecord, Problem[]> {
  const p = new Problems();
  if (!isObject(raw))
    return {
      ok: false,
      errors: [{ path: '$', message: `must be an object, not ${describe(raw)}` }],
    };
  unknownKeys(p, raw, '$', KEYS);
  if (raw.version !== DESK_VERSION)
    p.add(
      'version',
      typeof raw.version === 'number' && raw.version > DESK_VERSION
        ? `is ${raw.version}: written by a later ${APP_NAME}, which this one cannot read`
        : `must be ${DESK_VERSION}`,
    );
  const id = readText(p, raw, '$', 'id');
  const name = readText(p, raw, '$', 'name');
  const { createdAt, deletedAt } = raw;
  if (typeof createdAt !== 'string' || !ISO_TIME.test(createdAt))
    p.add('createdAt', 'must be a time, like 2026-11-26T09:30:00.000Z');
  if (deletedAt !== undefined && (typeof deletedAt !== 'string' || !ISO_TIME.test(deletedAt)))
    p.add('deletedAt', 'must be a time, like 2026-11-26T09:30:00.000Z');
  const profileId = raw.profileId ?? null;
  if (profileId !== null && !isText(profileId)) p.add('profileId', 'must be an id or null');

  const pairs: EnteredPair[] = [];
  // A pair with a fault is still a pair the draw may name: its faults are said once, here.
  const pairIds = new Set<string>();
  readArray(p, raw, 'pairs').forEach((entry, i) => {
    const id = isObject(entry) ? entry.id : undefined;
    if (typeof id === 'string' && pairIds.has(id))
      p.add(at(at('pairs', i), 'id'), 'is the id of an earlier pair too');
    else if (typeof id === 'string') pairIds.add(id);
    const pair = readPair(p, entry, at('pairs', i));
    if (pair !== undefined) pairs.push(pair);
  });
  for (const problem of pairProblems(pairs).map(pairProblemAt))
    p.add(problem.path, problem.message);
  const rounds: Round[] = [];
  readArray(p, raw, 'rounds').forEach((entry, i) => {
    const round = readRound(p, entry, at('rounds', i), pairIds);
    if (round !== undefined) rounds.push(round);
  });
  const outcomes: Outcome[] = [];
  const settled = new Set<string>();
  readArray(p, raw, 'outcomes').forEach((entry, i) => {
    const outcome = readOutcome(p, entry, at('outcomes', i), rounds, settled);
    if (outcome !== undefined) outcomes.push(outcome);
  });
  if (p.count > 0 || id === undefined || name === undefined || typeof createdAt !== 'string')
    return { ok: false, errors: p.list };
  return {
    ok: true,
    value: {
      id,
      version: DESK_VERSION,
      name,
      createdAt,
      profileId: profileId as string | null,
      pairs,
      rounds,
      outcomes,
      ...(typeof deletedAt === 'string' ? { deletedAt } : {}),
    },
  };
}

/** One thing wrong with the pairs entered, by pair and player (0-based). */
export type PairProblem =
  | { readonly kind: 'name'; readonly pair: number; readonly player: number }
  | {
      readonly kind: 'twice';
      readonly pair: number;
      readonly player: number;
      readonly name: string;
      /** The pair it is entered in already. */
      readonly first: number;
    }
  | { readonly kind: 'grade'; readonly pair: number; readonly player: number };

/**
 * What is wrong with a competition's pairs: a name missing or too long, a player entered twice
 * (by the one spelling a name is kept under), a grade not known.
 */
export function pairProblems(pairs: readonly Omit<EnteredPair, 'id'>[]): PairProblem[] {
  const problems: PairProblem[] = [];
  const seen = new Map<string, number>();
  pairs.forEach((pair, i) => {
    pair.players.forEach((name, n) => {
      const key = nameKey(name);
      if (key === '' || key.length > MAX_NAME) problems.push({ kind: 'name', pair: i, player: n });
      else if (seen.has(key))
        problems.push({ kind: 'twice', pair: i, player: n, name: key, first: seen.get(key) ?? 0 });
      else seen.set(key, i);
    });
    pair.grades.forEach((grade, n) => {
      if (!GRADES.includes(grade)) problems.push({ kind: 'grade', pair: i, player: n });
    });
  });
  return problems;
}

/** A pair problem at its place in a kept desk, `pairs[1].players[0]`. */
export function pairProblemAt(problem: PairProblem): Problem {
  const place = at(at('pairs', problem.pair), problem.kind === 'grade' ? 'grades' : 'players');
  const path = at(place, problem.player);
  switch (problem.kind) {
    case 'name':
      return { path, message: `must be 1 to ${MAX_NAME} characters` };
    case 'twice':
      return { path, message: `${problem.name} is entered already, in pair ${problem.first + 1}` };
    case 'grade':
      return { path, message: 'must be junior, intermediate or open' };
  }
}
