import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DeskRecord } from '../../src/season/deskRecord.ts';
import type { Outcome } from '../../src/season/draw.ts';
import type { DeskBody, ProfileBody } from '../../src/sync/clubDocs.ts';
import { compareKept, mergeDesk } from '../../src/sync/mergeDesk.ts';

/**
 * Two revisions of an organiser's desk told apart (docs/format.md, "The club's documents"): the
 * same desk, results added on one side only to matches the other left open (merged), or two
 * results for one match of the draw and anything else (differing).
 */

const PAIRS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
const desk = (outcomes: readonly Outcome[], more: Partial<DeskRecord> = {}): DeskBody => ({
  type: 'bridgepad.desk',
  v: 1,
  desk: {
    id: 'desk-1',
    version: 1,
    name: 'Club Championship',
    createdAt: '2026-10-01T09:00:00.000Z',
    profileId: null,
    pairs: PAIRS.map((id, i) => ({
      id,
      players: [`Ana ${i}`, `Ben ${i}`] as const,
      grades: ['open', 'open'] as const,
    })),
    rounds: [
      {
        name: 'Round 1',
        due: null,
        pairings: [
          { a: 'p1', b: 'p2' },
          { a: 'p3', b: 'p4' },
          { a: 'p5', b: 'p6' },
        ],
      },
    ],
    outcomes,
    ...more,
  },
});
const won = (winner: string, at = '2026-11-01T10:00:00.000Z'): Outcome => ({
  round: 0,
  winner,
  kind: 'default',
  at,
});

describe('two revisions of one desk', () => {
  it('a result taken on one side only, to a match the other left open, merges', () => {
    const verdict = mergeDesk(desk([won('p1')]), desk([won('p3')]));
    expect(verdict.kind).toBe('results');
    if (verdict.kind !== 'results') return;
    expect(verdict.merged.desk.outcomes.map((o) => o.winner).sort()).toEqual(['p1', 'p3']);
    expect(mergeDesk(desk([won('p3')]), desk([won('p1')]))).toEqual(verdict);
    expect(mergeDesk(desk([]), desk([won('p5')]))).toEqual({
      kind: 'results',
      merged: desk([won('p5')]),
    });
  });

  it('the same result taken on both sides, at another time, is the same desk', () => {
    const verdict = mergeDesk(desk([won('p1')]), desk([won('p1', '2026-11-02T10:00:00.000Z')]));
    expect(verdict.kind).toBe('alike');
  });

  it('two different results for one match of the draw differ, and neither is chosen', () => {
    expect(mergeDesk(desk([won('p1'), won('p3')]), desk([won('p2')]))).toEqual({
      kind: 'differ',
      differences: [{ kind: 'twoResults', round: 0, mine: won('p1'), theirs: won('p2') }],
    });
  });

  it('any other change differs, named by its field', () => {
    expect(mergeDesk(desk([]), desk([], { name: 'Club Cup' }))).toEqual({
      kind: 'differ',
      differences: [{ kind: 'field', path: 'name', mine: 'Club Championship', theirs: 'Club Cup' }],
    });
  });

  /** Each match of the draw: no result, or won by one pair or the other. */
  const sideOf = fc.array(fc.constantFrom(null, 'a', 'b'), { minLength: 3, maxLength: 3 });
  const outcomesOf = (picks: readonly (string | null)[]) =>
    picks.flatMap((pick, i) =>
      pick === null ? [] : [won(pick === 'a' ? (PAIRS[2 * i] ?? '') : (PAIRS[2 * i + 1] ?? ''))],
    );

  it('whatever results each side took: merged to every result of both, or differing at each match taken twice otherwise (property)', () => {
    fc.assert(
      fc.property(sideOf, sideOf, (mine, theirs) => {
        const [a, b] = [desk(outcomesOf(mine)), desk(outcomesOf(theirs))];
        const verdict = mergeDesk(a, b);
        const clashes = mine.flatMap((pick, i) =>
          pick !== null && theirs[i] !== null && theirs[i] !== pick ? [i] : [],
        );
        if (clashes.length > 0) {
          expect(verdict.kind).toBe('differ');
          if (verdict.kind === 'differ')
            expect(verdict.differences.map((d) => d.kind)).toEqual(clashes.map(() => 'twoResults'));
          return;
        }
        expect(verdict.kind).not.toBe('differ');
        if (verdict.kind === 'differ') return;
        const expected = mine.map((pick, i) => pick ?? theirs[i] ?? null);
        expect(verdict.merged.desk.outcomes.map((o) => o.winner).sort()).toEqual(
          outcomesOf(expected)
            .map((o) => o.winner)
            .sort(),
        );
        const swapped = mergeDesk(b, a);
        expect(swapped.kind !== 'differ' && swapped.merged).toEqual(verdict.merged);
        expect(mergeDesk(a, a)).toEqual({ kind: 'alike', merged: a });
      }),
    );
  });
});

describe('two revisions of a profile', () => {
  const profile = (name: string): ProfileBody => ({
    type: 'bridgepad.profile',
    v: 1,
    profile: { id: 'profile-1', order: 0, name },
  });
  it('are the same, or differ by field', () => {
    expect(compareKept(profile('Kapiti'), profile('Kapiti'))).toEqual({
      kind: 'alike',
      merged: profile('Kapiti'),
    });
    expect(compareKept(profile('Kapiti'), profile('Kāpiti'))).toEqual({
      kind: 'differ',
      differences: [
        {
          path: 'profile',
          mine: profile('Kapiti').profile,
          theirs: profile('Kāpiti').profile,
        },
      ],
    });
  });
});
