import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit } from '../../src/db/editSteps.ts';
import type { Edit } from '../../src/db/records.ts';
import type { AnyDeal } from '../../src/engine/agreement/compareForm.ts';
import { enteredForm } from '../../src/engine/agreement/compareForm.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { toMatchFile } from '../../src/engine/matchFile/serialize.ts';
import type { DocStep, MatchBody } from '../../src/sync/clubDocs.ts';
import type { MatchVerdict } from '../../src/sync/mergeMatch.ts';
import { mergeMatch } from '../../src/sync/mergeMatch.ts';
import type { DealJson, MatchFileJson } from '../arbitraries.ts';
import {
  GAME_NAMES,
  arbitraryDealOf,
  arbitraryMatchFileOf,
  arbitraryTwoDevices,
  dealForm,
} from '../arbitraries.ts';
import { rubberFile } from '../db/helpers.ts';
import { SIX_DEALS, deal } from './matches.ts';

/**
 * Two revisions of a club's match told apart (docs/format.md, "The club's documents"): alike;
 * deals added at the end on one side only, merged; or differing, each difference named.
 */

let stepCount = 0;
function step(edit: Edit, parent: string | null, author = 'ana'): DocStep {
  stepCount += 1;
  return {
    id: `step-${stepCount}`,
    at: '2026-11-26T09:00:00.000Z',
    author,
    edit,
    state: 'done',
    parent,
  };
}

/** A match file as the store writes it: read through the validator and written back. */
function stored(file: MatchFileJson): MatchFileJson {
  const read = validateMatch(file);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return toMatchFile(read.value);
}

const body = (file: MatchFileJson, steps: readonly DocStep[] = []): MatchBody => ({
  type: 'bridgepad.match',
  v: 1,
  file: stored(file),
  steps,
});

const match = (deals: readonly DealJson[], more: MatchFileJson = {}) =>
  rubberFile({ id: 'one-match', deals: [...deals], ...more });

describe('two revisions of one match', () => {
  it('alike: the same deals and the same match, whatever the times and the side shown as WE', () => {
    const a = body(match(SIX_DEALS, { updatedAt: '2026-11-26T09:00:00.000Z', we: 'NS' }));
    const b = body(match(SIX_DEALS, { updatedAt: '2026-11-26T10:00:00.000Z', we: 'EW' }));
    expect(mergeMatch(a, b)).toEqual({ kind: 'alike', merged: b });
    expect(mergeMatch(b, a)).toEqual({ kind: 'alike', merged: b });
  });

  it('deals added at the end on one side merge: the longer, with the steps of both', () => {
    const shared = step({ kind: 'addDeal', index: 0, deal: SIX_DEALS[0] as DealJson }, null);
    const added = step({ kind: 'addDeal', index: 6, deal: deal('4H', 'S', 10) }, shared.id);
    const undone = {
      ...step({ kind: 'addDeal', index: 6, deal: deal('5C', 'S', 11) }, shared.id, 'ben'),
      state: 'undone' as const,
    };
    const longer = body(match([...SIX_DEALS, deal('4H', 'S', 10)]), [shared, added]);
    const shorter = body(match(SIX_DEALS), [shared, undone]);
    const verdict = mergeMatch(shorter, longer);
    expect(verdict.kind).toBe('longer');
    if (verdict.kind !== 'longer') return;
    expect(verdict.longer).toBe('theirs');
    expect(verdict.merged.file).toEqual(longer.file);
    expect(verdict.merged.steps).toEqual([shared, added, { ...undone, state: 'retired' }]);
    expect(mergeMatch(longer, shorter)).toEqual({ ...verdict, longer: 'mine' });
  });

  it('the last deal deleted, or undone, on one side differs: it was not added on the other', () => {
    const shared = step({ kind: 'addDeal', index: 5, deal: SIX_DEALS[5] as DealJson }, null);
    const deleted = step(
      { kind: 'deleteDeal', index: 5, deal: SIX_DEALS[5] as DealJson },
      shared.id,
    );
    const kept = body(match(SIX_DEALS), [shared]);
    const verdict = mergeMatch(body(match(SIX_DEALS.slice(0, 5)), [shared, deleted]), kept);
    expect(verdict).toMatchObject({
      kind: 'differ',
      differences: [{ kind: 'deal', deal: { kind: 'onlyTheirs', index: 5 } }],
    });
    const undone = body(match(SIX_DEALS.slice(0, 5)), [{ ...shared, state: 'undone' }]);
    expect(mergeMatch(kept, undone).kind).toBe('differ');
  });

  it('copies joined by a match code, each with steps of its own, merge when one only added deals', () => {
    const entered = SIX_DEALS.map((d, i) =>
      step({ kind: 'addDeal', index: i, deal: d }, null, 'ana'),
    );
    const seventh = step({ kind: 'addDeal', index: 6, deal: deal('4H', 'S', 10) }, null, 'ben');
    const verdict = mergeMatch(
      body(match(SIX_DEALS), entered),
      body(match([...SIX_DEALS, deal('4H', 'S', 10)]), [seventh]),
    );
    expect(verdict).toMatchObject({ kind: 'longer', longer: 'theirs' });
  });

  it('deal 7 entered differently differs, and says so in the comparison’s terms', () => {
    const mine = body(match([...SIX_DEALS, deal('4H', 'S', 10)]));
    const theirs = body(match([...SIX_DEALS, deal('4H', 'S', 9)]));
    const verdict = mergeMatch(mine, theirs);
    expect(verdict).toMatchObject({
      kind: 'differ',
      differences: [{ kind: 'deal', deal: { kind: 'differ', index: 6 } }],
    });
  });

  it('a deal deleted on one side differs: every position after it is named', () => {
    const verdict = mergeMatch(
      body(match(SIX_DEALS)),
      body(match([...SIX_DEALS.slice(0, 2), ...SIX_DEALS.slice(3)])),
    );
    expect(verdict.kind).toBe('differ');
    if (verdict.kind !== 'differ') return;
    expect(
      verdict.differences.map((d) => (d.kind === 'deal' ? [d.deal.kind, d.deal.index] : d.kind)),
    ).toEqual([
      ['differ', 2],
      ['differ', 3],
      ['differ', 4],
      ['onlyMine', 5],
    ]);
  });

  it('an agreed mark is compared as written: a deal agreed on one side only differs', () => {
    const agreed = SIX_DEALS.map((d, i) => (i === 2 ? { ...d, agreed: '4S E 10' } : d));
    const changed = SIX_DEALS.map((d, i) =>
      i === 2 ? { ...d, tricks: 11, agreed: '4S E 10' } : d,
    );
    expect(mergeMatch(body(match(SIX_DEALS)), body(match(agreed)))).toEqual({
      kind: 'differ',
      differences: [{ kind: 'agreedMark', index: 2, mine: null, theirs: '4S E 10' }],
    });
    // Changed after agreement on one side: the deal differs, and its mark travels with it.
    const verdict = mergeMatch(body(match(agreed)), body(match(changed)));
    expect(verdict).toMatchObject({
      kind: 'differ',
      differences: [{ kind: 'deal', deal: { index: 2 } }],
    });
    const longer = mergeMatch(body(match(changed)), body(match([...changed, deal('1NT', 'N', 7)])));
    expect(longer.kind === 'longer' && (longer.merged.file.deals as DealJson[])[2]).toEqual({
      ...deal('4S', 'E', 11),
      agreed: '4S E 10',
    });
  });

  it('the end of play, a sent result and another match are differences too', () => {
    expect(mergeMatch(body(match(SIX_DEALS)), body(match(SIX_DEALS, { finished: true })))).toEqual({
      kind: 'differ',
      differences: [{ kind: 'finished', mine: false, theirs: true }],
    });
    expect(
      mergeMatch(
        body(match(SIX_DEALS)),
        body(match([...SIX_DEALS, deal('1NT', 'N', 7)], { 'x-note': 'a' })),
      ),
    ).toMatchObject({
      kind: 'differ',
      differences: [
        { kind: 'deal', deal: { kind: 'onlyTheirs', index: 6 } },
        { kind: 'field', path: 'x-note', mine: null, theirs: 'a' },
      ],
    });
    const other = mergeMatch(body(match(SIX_DEALS)), body(match(SIX_DEALS, { firstDealer: 'W' })));
    expect(other).toMatchObject({ kind: 'differ', differences: [{ kind: 'notTheSameMatch' }] });
  });
});

/** An edit a player could make on a copy, drawn for the file as it stands. */
function arbitraryEdit(file: MatchFileJson): Arbitrary<Edit> {
  const deals = (file.deals ?? []) as DealJson[];
  const add = arbitraryDealOf(file).map((d): Edit => ({
    kind: 'addDeal',
    index: deals.length,
    deal: d,
  }));
  if (deals.length === 0) return add;
  const index = fc.nat({ max: deals.length - 1 });
  return fc.oneof(
    add,
    fc.tuple(index, arbitraryDealOf(file)).map(([i, after]): Edit => ({
      kind: 'editDeal',
      index: i,
      before: deals[i] as DealJson,
      after,
    })),
    index.map((i): Edit => ({ kind: 'deleteDeal', index: i, deal: deals[i] as DealJson })),
    index.map((i): Edit => ({
      kind: 'agree',
      deals: [
        {
          index: i,
          before: deals[i] as DealJson,
          after: { ...deals[i], agreed: dealForm(deals[i] as DealJson) },
        },
      ],
    })),
    fc.constant<Edit>({
      kind: 'finish',
      before: file.finished === true,
      after: file.finished !== true,
    }),
  );
}

/**
 * A copy after a sequence of edits, each taken as a step; an edit the match refuses is passed over.
 */
function edited(base: MatchBody, count: number, author: string): Arbitrary<MatchBody> {
  if (count === 0) return fc.constant(base);
  return arbitraryEdit(base.file).chain((edit) => {
    const next = applyEdit(base.file, edit);
    const read = validateMatch(next);
    const parent = base.steps.at(-1)?.id ?? null;
    const after = read.ok
      ? {
          ...base,
          file: toMatchFile(read.value),
          steps: [...base.steps, step(edit, parent, author)],
        }
      : base;
    return edited(after, count - 1, author);
  });
}

/** Two copies of one match, each edited on its own from the same copy. */
const twoEditedCopies = fc
  .constantFrom(...GAME_NAMES)
  .chain((game) => arbitraryMatchFileOf(game))
  .map((file) => body({ ...file, id: 'one-match' }))
  .chain((base) =>
    fc.tuple(
      fc.nat({ max: 4 }).chain((n) => edited(base, n, 'ana')),
      fc.nat({ max: 4 }).chain((n) => edited(base, n, 'ben')),
    ),
  );

/**
 * Every position where the two copies' deals are not the same: not the same as entered (the
 * engine's own definition, docs/format.md "agreed"), or marked agreed otherwise.
 */
function positionsDiffering(a: MatchBody, b: MatchBody): number[] {
  const [ra, rb] = [validateMatch(a.file), validateMatch(b.file)];
  if (!ra.ok || !rb.ok) throw new Error('a copy does not read');
  const duplicate = ra.value.game === 'duplicate';
  const da: readonly AnyDeal[] = ra.value.deals;
  const db: readonly AnyDeal[] = rb.value.deals;
  const form = (d: AnyDeal | undefined, i: number) =>
    d === undefined ? undefined : `${enteredForm(d, i, duplicate)} / ${d.agreed ?? ''}`;
  const positions: number[] = [];
  for (let i = 0; i < Math.max(da.length, db.length); i++)
    if (form(da[i], i) !== form(db[i], i)) positions.push(i);
  return positions;
}

function named(verdict: MatchVerdict): number[] {
  if (verdict.kind !== 'differ') return [];
  return verdict.differences.flatMap((d) =>
    d.kind === 'deal' ? [d.deal.index] : d.kind === 'agreedMark' ? [d.index] : [],
  );
}

describe('two copies edited apart, whatever the edits (property)', () => {
  it('merge to the longer copy’s deals, or differ naming each position that differs', () => {
    fc.assert(
      fc.property(twoEditedCopies, ([a, b]) => {
        const verdict = mergeMatch(a, b);
        const positions = positionsDiffering(a, b);
        if (verdict.kind === 'differ') {
          expect(named(verdict)).toEqual(positions);
          return;
        }
        const la = (a.file.deals as DealJson[]).length;
        const lb = (b.file.deals as DealJson[]).length;
        const longer = la >= lb ? a : b;
        // Only deals past the shorter copy's last differ, and the merge holds the longer's.
        expect(positions.every((i) => i >= Math.min(la, lb))).toBe(true);
        if (verdict.kind === 'alike') expect(positions).toEqual([]);
        else expect(verdict.merged.file).toEqual(longer.file);
        expect(positionsDiffering(verdict.merged, longer)).toEqual([]);
        // Every step of both copies is kept.
        const ids = new Set(verdict.merged.steps.map((s) => s.id));
        for (const s of [...a.steps, ...b.steps]) expect(ids.has(s.id)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the copies drawn come to every verdict, so the properties say something of each', () => {
    const kinds = new Set(fc.sample(twoEditedCopies, 300).map(([a, b]) => mergeMatch(a, b).kind));
    expect([...kinds].sort()).toEqual(['alike', 'differ', 'longer']);
  });

  it('a merge is the same whichever copy is given first', () => {
    fc.assert(
      fc.property(twoEditedCopies, ([a, b]) => {
        const ab = mergeMatch(a, b);
        const ba = mergeMatch(b, a);
        expect(ba.kind).toBe(ab.kind);
        if (ab.kind !== 'differ' && ba.kind !== 'differ') expect(ba.merged).toEqual(ab.merged);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(arbitraryTwoDevices, ({ mine, theirs }) => {
        const [a, b] = [body(mine), body(theirs)];
        const [ab, ba] = [mergeMatch(a, b), mergeMatch(b, a)];
        expect(ba.kind).toBe(ab.kind);
        if (ab.kind !== 'differ' && ba.kind !== 'differ') expect(ba.merged).toEqual(ab.merged);
      }),
      { numRuns: 200 },
    );
  });

  it('a copy merged with itself is itself', () => {
    fc.assert(
      fc.property(twoEditedCopies, ([a]) => {
        expect(mergeMatch(a, a)).toEqual({ kind: 'alike', merged: a });
      }),
      { numRuns: 200 },
    );
  });
});
