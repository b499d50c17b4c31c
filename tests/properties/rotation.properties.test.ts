import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rotation, Seating } from '../../src/engine/rotation.ts';
import { TABLE_ROTATIONS, seatingAfterCut, seatingFor } from '../../src/engine/rotation.ts';
import type { Seat } from '../../src/engine/types.ts';

/**
 * Properties of the tables that change partners (docs/rules.md, "Changing partners"; docs/style.md,
 * rule 12): every seating is four players of the table with the rest sitting out, the pivot
 * covers every partnership in three rubbers, the six-player schedule is as even as the rules
 * claim, and the seats change as little as the new partnerships allow.
 */

const RUNS = { numRuns: 200 };
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

const draw = (size: number) =>
  fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: size, maxLength: size });

const pairKey = (a: string, b: string) => JSON.stringify([a, b].sort());
const partnerships = (s: Seating) => [pairKey(s.seats.N, s.seats.S), pairKey(s.seats.E, s.seats.W)];
const opponents = (s: Seating) =>
  [s.seats.N, s.seats.S].flatMap((a) => [s.seats.E, s.seats.W].map((b) => pairKey(a, b)));
const allPairs = (names: readonly string[]) =>
  names.flatMap((a, i) => names.slice(i + 1).map((b) => pairKey(a, b)));

function counts(keys: readonly string[], among: readonly string[]): number[] {
  const count = new Map(among.map((key) => [key, 0]));
  for (const key of keys) count.set(key, (count.get(key) ?? 0) + 1);
  return [...count.values()];
}

const spread = (values: readonly number[]) => Math.max(...values) - Math.min(...values);

/** The eight ways the seating's two partnerships could sit. */
function sameMatchups(s: Seating): Record<Seat, string>[] {
  const { N, E, S, W } = s.seats;
  return [
    [N, S, E, W],
    [S, N, E, W],
    [N, S, W, E],
    [S, N, W, E],
    [E, W, N, S],
    [W, E, N, S],
    [E, W, S, N],
    [W, E, S, N],
  ].map(([n = '', s2 = '', e = '', w = '']) => ({ N: n, S: s2, E: e, W: w }));
}

const kept = (before: Readonly<Record<Seat, string>>, after: Readonly<Record<Seat, string>>) =>
  SEATS.filter((seat) => before[seat] === after[seat]).length;

const sizes: readonly [Rotation, number][] = ([4, 5, 6] as const).flatMap((size) =>
  TABLE_ROTATIONS[size].map((rotation): [Rotation, number] => [rotation, size]),
);

describe('every seating of every rotation', () => {
  it.each(sizes)('%s: four players of the table sit, the rest sit out', (rotation, size) => {
    fc.assert(
      fc.property(draw(size), fc.nat({ max: 60 }), (names, rubber) => {
        const seating = seatingFor(names, rubber, rotation);
        const seated = SEATS.map((seat) => seating.seats[seat]);
        expect(new Set(seated).size).toBe(4);
        for (const name of seated) expect(names).toContain(name);
        expect([...seating.out].sort()).toEqual(names.filter((n) => !seated.includes(n)).sort());
      }),
      RUNS,
    );
  });

  it.each(sizes.filter(([rotation]) => rotation === 'pivot' || rotation === 'mixed'))(
    '%s: no seating of the same partnerships keeps more players in their seats',
    (rotation, size) => {
      fc.assert(
        fc.property(draw(size), fc.integer({ min: 1, max: 40 }), (names, rubber) => {
          const before = seatingFor(names, rubber - 1, rotation).seats;
          const after = seatingFor(names, rubber, rotation);
          const best = Math.max(...sameMatchups(after).map((seats) => kept(before, seats)));
          expect(kept(before, after.seats)).toBe(best);
        }),
        RUNS,
      );
    },
  );
});

describe('pivot', () => {
  it('any three rubbers running cover every partnership once; North never moves', () => {
    fc.assert(
      fc.property(draw(4), fc.nat({ max: 40 }), (names, from) => {
        const three = [0, 1, 2].map((i) => seatingFor(names, from + i, 'pivot'));
        expect(three.flatMap(partnerships).sort()).toEqual(allPairs(names).sort());
        for (const seating of three) expect(seating.seats.N).toBe(names[0]);
      }),
      RUNS,
    );
  });

  it('after each rubber exactly two players change seats', () => {
    fc.assert(
      fc.property(draw(4), fc.integer({ min: 1, max: 40 }), (names, rubber) => {
        const before = seatingFor(names, rubber - 1, 'pivot').seats;
        const after = seatingFor(names, rubber, 'pivot');
        expect(kept(before, after.seats)).toBe(2);
        expect(after.changes).toHaveLength(1);
      }),
      RUNS,
    );
  });
});

describe('cut for partners', () => {
  const cutOf = fc
    .tuple(draw(4), fc.nat({ max: 3 }), fc.nat({ max: 2 }), fc.nat({ max: 23 }))
    .map(([names, h, s, order]) => {
      const highest = names[h] ?? '';
      const second = names.filter((n) => n !== highest)[s] ?? '';
      // Any seating of the four, as the rubber before may have had it.
      const pool = [...names];
      const seated = SEATS.map((_, i) => pool.splice((order >> i) % pool.length, 1)[0] ?? '');
      const [N = '', E = '', S = '', W = ''] = seated;
      return { names, highest, second, previous: { N, E, S, W } };
    });

  it('the two highest are partners, the highest deals, and the fewest players move', () => {
    fc.assert(
      fc.property(cutOf, ({ names, highest, second, previous }) => {
        const seating = seatingAfterCut(previous, names, { highest, second });
        expect(partnerships(seating)).toContain(pairKey(highest, second));
        expect(seating.seats[seating.dealer ?? 'N']).toBe(highest);
        expect(seating.out).toEqual([]);
        const best = Math.max(...sameMatchups(seating).map((seats) => kept(previous, seats)));
        expect(kept(previous, seating.seats)).toBe(best);
      }),
      RUNS,
    );
  });
});

describe('six players, partners change each rubber', () => {
  it('over any fifteen rubbers running, every two players partner twice, oppose four times and sit out together once; everyone sits out five times', () => {
    fc.assert(
      fc.property(draw(6), fc.nat({ max: 45 }), (names, from) => {
        const fifteen = Array.from({ length: 15 }, (_, i) => seatingFor(names, from + i, 'mixed'));
        const pairs = allPairs(names);
        expect(counts(fifteen.flatMap(partnerships), pairs)).toEqual(pairs.map(() => 2));
        expect(counts(fifteen.flatMap(opponents), pairs)).toEqual(pairs.map(() => 4));
        const together = fifteen.map((s) => pairKey(s.out[0] ?? '', s.out[1] ?? ''));
        expect(counts(together, pairs)).toEqual(pairs.map(() => 1));
        expect(
          counts(
            fifteen.flatMap((s) => s.out),
            names,
          ),
        ).toEqual(names.map(() => 5));
      }),
      { numRuns: 40 },
    );
  });

  it('everyone sits out once in each three rubbers (1-3, 4-6, ...), and never twice running', () => {
    fc.assert(
      fc.property(draw(6), fc.nat({ max: 20 }), (names, block) => {
        const three = [0, 1, 2].map((i) => seatingFor(names, 3 * block + i, 'mixed'));
        expect(three.flatMap((s) => s.out).sort()).toEqual([...names].sort());
        const next = seatingFor(names, 3 * block + 3, 'mixed');
        for (const name of next.out) expect(three[2]?.out).not.toContain(name);
      }),
      { numRuns: 60 },
    );
  });

  it('partners change every rubber', () => {
    fc.assert(
      fc.property(draw(6), fc.nat({ max: 45 }), (names, rubber) => {
        const these = partnerships(seatingFor(names, rubber, 'mixed'));
        for (const pair of partnerships(seatingFor(names, rubber + 1, 'mixed')))
          expect(these).not.toContain(pair);
      }),
      RUNS,
    );
  });

  it('after any number of rubbers, partnerships and sit-outs are as even as they can be', () => {
    fc.assert(
      fc.property(draw(6), fc.integer({ min: 1, max: 40 }), (names, played) => {
        const evening = Array.from({ length: played }, (_, i) => seatingFor(names, i, 'mixed'));
        // Two partnerships a rubber among fifteen pairs: none twice before all have played.
        expect(spread(counts(evening.flatMap(partnerships), allPairs(names)))).toBeLessThanOrEqual(
          1,
        );
        expect(
          spread(
            counts(
              evening.flatMap((s) => s.out),
              names,
            ),
          ),
        ).toBeLessThanOrEqual(1);
      }),
      { numRuns: 60 },
    );
  });
});
