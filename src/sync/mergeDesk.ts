import type { Problem } from '../engine/matchFile/problems.ts';
import type { DeskRecord } from '../season/deskRecord.ts';
import { readDesk } from '../season/deskRecord.ts';
import type { Outcome, Round } from '../season/draw.ts';
import { sameJson } from '../db/edits.ts';
import type { DeskBody, ProfileBody, ResultBody } from './clubDocs.ts';
import { canonical } from './docHash.ts';

/**
 * Two revisions of an organiser's desk told apart (docs/format.md, "Two copies that differ"), pure:
 * the same desk; or results added on one side only, each to a match of the draw the other left
 * open, which merge; or they differ: two results for one match of the draw, or anything else (the
 * pairs, the rounds, a name). A result is taken by one organiser device; the engine never chooses
 * between two.
 */

export type DeskDifference =
  | { readonly kind: 'unreadable'; readonly side: 'mine' | 'theirs'; readonly problems: Problem[] }
  /** One match of the draw with a different result on each side. */
  | {
      readonly kind: 'twoResults';
      readonly round: number;
      readonly mine: Outcome;
      readonly theirs: Outcome;
    }
  /** Any other field of the desk: `name`, `pairs`, `rounds`, `deletedAt`, … */
  | {
      readonly kind: 'field';
      readonly path: string;
      readonly mine: unknown;
      readonly theirs: unknown;
    };

export type DeskVerdict =
  | { readonly kind: 'alike'; readonly merged: DeskBody }
  | { readonly kind: 'results'; readonly merged: DeskBody }
  | { readonly kind: 'differ'; readonly differences: readonly DeskDifference[] };

/** The match of the draw an outcome settles: its round and its pairing, by pair ids. */
function pairingKey(outcome: Outcome, rounds: readonly Round[]): string {
  const pairing = rounds[outcome.round]?.pairings.find(
    (p) => p.a === outcome.winner || p.b === outcome.winner,
  );
  return pairing === undefined
    ? `${outcome.round} ${outcome.winner}`
    : `${outcome.round} ${pairing.a} ${pairing.b ?? ''}`;
}

/**
 * The same result: the same winner, the same way, with the same totals from the same match. When
 * it was taken and which copy of the file was kept are the taking device's own.
 */
function sameResult(a: Outcome, b: Outcome): boolean {
  return (
    a.winner === b.winner &&
    a.kind === b.kind &&
    sameJson(a.totals ?? null, b.totals ?? null) &&
    (a.matchId ?? null) === (b.matchId ?? null)
  );
}

const DESK_FIELDS = [
  'id',
  'version',
  'name',
  'createdAt',
  'profileId',
  'pairs',
  'rounds',
  'deletedAt',
] as const;

/** Tells two revisions of one desk document apart, and merges them where they allow. */
export function mergeDesk(mine: DeskBody, theirs: DeskBody): DeskVerdict {
  const a = readDesk(mine.desk);
  const b = readDesk(theirs.desk);
  if (!a.ok || !b.ok) {
    const unreadable: DeskDifference[] = [];
    if (!a.ok) unreadable.push({ kind: 'unreadable', side: 'mine', problems: a.errors });
    if (!b.ok) unreadable.push({ kind: 'unreadable', side: 'theirs', problems: b.errors });
    return { kind: 'differ', differences: unreadable };
  }
  const found: DeskDifference[] = DESK_FIELDS.filter(
    (field) => !sameJson(a.value[field] ?? null, b.value[field] ?? null),
  ).map((path) => ({
    kind: 'field',
    path,
    mine: a.value[path] ?? null,
    theirs: b.value[path] ?? null,
  }));
  // Outcomes are matched by the match of the draw they settle, which only equal rounds make one.
  if (found.length > 0) return { kind: 'differ', differences: found };
  const rounds = a.value.rounds;
  const theirsByKey = new Map(b.value.outcomes.map((o) => [pairingKey(o, rounds), o]));
  const mineByKey = new Map(a.value.outcomes.map((o) => [pairingKey(o, rounds), o]));
  for (const [key, outcome] of mineByKey) {
    const other = theirsByKey.get(key);
    if (other !== undefined && !sameResult(outcome, other))
      found.push({ kind: 'twoResults', round: outcome.round, mine: outcome, theirs: other });
  }
  if (found.length > 0) return { kind: 'differ', differences: found };
  const onlyMine = [...mineByKey.keys()].filter((key) => !theirsByKey.has(key));
  const onlyTheirs = [...theirsByKey.keys()].filter((key) => !mineByKey.has(key));
  if (onlyMine.length === 0 && onlyTheirs.length === 0)
    return { kind: 'alike', merged: keptOf(mine, theirs) === 'mine' ? mine : theirs };
  // The copy holding more is kept as it is, the other's results added after its own.
  const keep =
    onlyTheirs.length === 0 ? 'mine' : onlyMine.length === 0 ? 'theirs' : keptOf(mine, theirs);
  const [kept, other, extra] =
    keep === 'mine' ? [a.value, b.value, onlyTheirs] : [b.value, a.value, onlyMine];
  const adding = other.outcomes.filter((o) => extra.includes(pairingKey(o, rounds)));
  const desk: DeskRecord = { ...kept, outcomes: [...kept.outcomes, ...adding] };
  return { kind: 'results', merged: { ...(keep === 'mine' ? mine : theirs), desk } };
}

/** Of two copies, the one kept as the base of a merge, the same whichever is given first. */
function keptOf<T>(a: T, b: T): 'mine' | 'theirs' {
  return canonical(a) >= canonical(b) ? 'mine' : 'theirs';
}

/** What a profile's or a result's two revisions are: the same, or differing fields. */
export type KeptVerdict =
  | { readonly kind: 'alike'; readonly merged: ProfileBody | ResultBody }
  | {
      readonly kind: 'differ';
      readonly differences: readonly {
        readonly path: string;
        readonly mine: unknown;
        readonly theirs: unknown;
      }[];
    };

/** A profile or a result's file: the same on both sides, or differing, field by field. */
export function compareKept<T extends ProfileBody | ResultBody>(mine: T, theirs: T): KeptVerdict {
  const a = mine as unknown as Readonly<Record<string, unknown>>;
  const b = theirs as unknown as Readonly<Record<string, unknown>>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  const differences = keys
    .filter((key) => !sameJson(a[key] ?? null, b[key] ?? null))
    .map((path) => ({ path, mine: a[path] ?? null, theirs: b[path] ?? null }));
  return differences.length === 0
    ? { kind: 'alike', merged: keptOf(mine, theirs) === 'mine' ? mine : theirs }
    : { kind: 'differ', differences };
}
