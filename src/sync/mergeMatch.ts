import type { DealComparison } from '../engine/agreement/compare.ts';
import { compareMatches } from '../engine/agreement/compare.ts';
import type { Problem } from '../engine/matchFile/problems.ts';
import { validateMatch } from '../engine/everyGame.ts';
import type { Match } from '../engine/types.ts';
import { applyEdit, editConflict, invertEdit } from '../db/editSteps.ts';
import { sameJson } from '../db/edits.ts';
import type { MatchFileJson } from '../db/records.ts';
import type { DocStep, MatchBody } from './clubDocs.ts';
import { canonical } from './docHash.ts';

/**
 * Two revisions of a club's match told apart (docs/format.md, "Two copies that differ"), pure. They
 * are alike; or one's deals are the other's with deals added at the end, every earlier deal and the
 * rest of the match alike, and they merge without asking: the longer, with the steps of both; or
 * they differ, and each difference is named in the engine's terms: the comparison of two devices'
 * copies (src/engine/agreement/compare.ts), deal by deal, and the match's other fields. A deal's
 * `agreed` is compared as written: "changed after agreement" is worked out from it wherever the
 * deal goes (docs/format.md, "agreed").
 */

/** One difference between two revisions; `mine` is the first given, `theirs` the second. */
export type MatchDifference =
  /** A revision whose file does not read: nothing else can be said of it. */
  | { readonly kind: 'unreadable'; readonly side: 'mine' | 'theirs'; readonly problems: Problem[] }
  /** Not one match: another id, game, rules, first dealer or players (compareIdentity.ts). */
  | { readonly kind: 'notTheSameMatch'; readonly problems: readonly Problem[] }
  /** A deal entered differently, or on one side only. */
  | {
      readonly kind: 'deal';
      readonly deal: Exclude<DealComparison, { readonly kind: 'agreed' }>;
    }
  /** A deal alike as entered, marked agreed differently (or on one side only). */
  | {
      readonly kind: 'agreedMark';
      readonly index: number;
      readonly mine: string | null;
      readonly theirs: string | null;
    }
  | { readonly kind: 'finished'; readonly mine: boolean; readonly theirs: boolean }
  /** Another field of the match file: `competition`, `sent`, an `x-` key. */
  | {
      readonly kind: 'field';
      readonly path: string;
      readonly mine: unknown;
      readonly theirs: unknown;
    };

export type MatchVerdict =
  | { readonly kind: 'alike'; readonly merged: MatchBody }
  | { readonly kind: 'longer'; readonly longer: 'mine' | 'theirs'; readonly merged: MatchBody }
  | { readonly kind: 'differ'; readonly differences: readonly MatchDifference[] };

/**
 * The fields two copies of one match may hold otherwise without differing: how each device shows
 * it (`we`) and the times it was written (docs/format.md, "agreed"); the file's own name and
 * layout; and what the comparison itself looks at.
 */
const NOT_COMPARED = new Set([
  'format',
  'version',
  'id',
  'game',
  'rules',
  'players',
  'firstDealer',
  'deals',
  'finished',
  'we',
  'createdAt',
  'updatedAt',
]);

function fieldDifferences(mine: MatchFileJson, theirs: MatchFileJson): MatchDifference[] {
  const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])].sort();
  return keys
    .filter((key) => !NOT_COMPARED.has(key) && !sameJson(mine[key], theirs[key]))
    .map((path) => ({
      kind: 'field',
      path,
      mine: mine[path] ?? null,
      theirs: theirs[path] ?? null,
    }));
}

/** Every difference between two readable copies of one match, in the order of the file. */
function differences(mine: Match, theirs: Match, a: MatchBody, b: MatchBody): MatchDifference[] {
  const compared = compareMatches(mine, theirs);
  if (!compared.ok) return [{ kind: 'notTheSameMatch', problems: compared.errors }];
  const found: MatchDifference[] = [];
  for (const deal of compared.value.deals) {
    if (deal.kind !== 'agreed') found.push({ kind: 'deal', deal });
    else if ((deal.mine.agreed ?? null) !== (deal.theirs.agreed ?? null))
      found.push({
        kind: 'agreedMark',
        index: deal.index,
        mine: deal.mine.agreed ?? null,
        theirs: deal.theirs.agreed ?? null,
      });
  }
  if (compared.value.finished !== null)
    found.push({ kind: 'finished', ...compared.value.finished });
  return [...found, ...fieldDifferences(a.file, b.file)];
}

/**
 * The steps of two copies as one history: every step of the copy kept, as it is, then the steps
 * only the other has, in its order, those in force or undone there retired: they were taken on a
 * copy the merge replaces, and are never undone or redone onto this one (src/db/records.ts,
 * EditState), but stay in the history, so a disputed deal's story stays whole.
 */
export function unionSteps(kept: readonly DocStep[], other: readonly DocStep[]): DocStep[] {
  const ids = new Set(kept.map((step) => step.id));
  const extra = other
    .filter((step) => !ids.has(step.id))
    .map((step) =>
      step.state === 'done' || step.state === 'undone'
        ? { ...step, state: 'retired' as const }
        : step,
    );
  return [...kept, ...extra];
}

/**
 * Of two alike copies, the one a merge keeps, the same whichever is given first: the one written
 * last (by its file's `updatedAt`), then the greater by content.
 */
function keptOfAlike(a: MatchBody, b: MatchBody): 'mine' | 'theirs' {
  const at = (body: MatchBody) => String(body.file.updatedAt ?? '');
  if (at(a) !== at(b)) return at(a) > at(b) ? 'mine' : 'theirs';
  return canonical(a) >= canonical(b) ? 'mine' : 'theirs';
}

function merged(keep: MatchBody, other: MatchBody): MatchBody {
  const steps = unionSteps(keep.steps, other.steps);
  return steps.length === keep.steps.length ? keep : { ...keep, steps };
}

/**
 * Whether the shorter copy did nothing since the two parted but add deals at its end: a deal
 * deleted from its end, or undone there, leaves a shorter copy that looks like the other's start,
 * and is a difference all the same (docs/format.md, "The club's documents"). Its history tells:
 * the copy as it was when they parted is the copy with its own steps in force taken back, newest
 * first, and the shared steps it has undone taken again. That copy's deals must be the start of
 * its deals now, with the rest of the match alike. Where the history cannot be followed back, the
 * copies differ.
 */
function onlyAddedSince(shorter: MatchBody, longer: MatchBody): boolean {
  const there = new Map(longer.steps.map((step) => [step.id, step]));
  const own = shorter.steps.filter((step) => !there.has(step.id) && step.state === 'done');
  const undone = shorter.steps.filter(
    (step) => step.state !== 'done' && there.get(step.id)?.state === 'done',
  );
  if (own.length === 0 && undone.length === 0) return true;
  let file = shorter.file;
  const back = [
    ...own.reverse().map((step) => invertEdit(step.edit)),
    ...undone.map((s) => s.edit),
  ];
  for (const edit of back) {
    if (editConflict(file, edit) !== null) return false;
    file = applyEdit(file, edit);
  }
  const [parted, now] = [validateMatch(file), validateMatch(shorter.file)];
  if (!parted.ok || !now.ok) return false;
  return differences(parted.value, now.value, { ...shorter, file }, shorter).every(
    (d) => d.kind === 'deal' && d.deal.kind === 'onlyTheirs',
  );
}

/** Tells two revisions of one match document apart, and merges them where rule 3 allows. */
export function mergeMatch(mine: MatchBody, theirs: MatchBody): MatchVerdict {
  const a = validateMatch(mine.file);
  const b = validateMatch(theirs.file);
  if (!a.ok || !b.ok) {
    const unreadable: MatchDifference[] = [];
    if (!a.ok) unreadable.push({ kind: 'unreadable', side: 'mine', problems: a.errors });
    if (!b.ok) unreadable.push({ kind: 'unreadable', side: 'theirs', problems: b.errors });
    return { kind: 'differ', differences: unreadable };
  }
  const found = differences(a.value, b.value, mine, theirs);
  const extra = found.filter((d) => d.kind === 'deal' && d.deal.kind !== 'differ');
  const sides = new Set(
    extra.map((d) => (d.kind === 'deal' && d.deal.kind === 'onlyMine' ? 'mine' : 'theirs')),
  );
  if (found.length > extra.length || sides.size > 1) return { kind: 'differ', differences: found };
  if (extra.length === 0) {
    const keep = keptOfAlike(mine, theirs);
    return {
      kind: 'alike',
      merged: keep === 'mine' ? merged(mine, theirs) : merged(theirs, mine),
    };
  }
  const longer = sides.has('mine') ? 'mine' : 'theirs';
  const [long, short] = longer === 'mine' ? [mine, theirs] : [theirs, mine];
  if (!onlyAddedSince(short, long)) return { kind: 'differ', differences: found };
  return {
    kind: 'longer',
    longer,
    merged: longer === 'mine' ? merged(mine, theirs) : merged(theirs, mine),
  };
}
