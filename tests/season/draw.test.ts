import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EnteredPair, Outcome, Round } from '../../src/season/draw.ts';
import {
  drawRound,
  pairGrade,
  pairingState,
  recognised,
  roundName,
  roundProblems,
  roundsFor,
  throughFrom,
} from '../../src/season/draw.ts';
import { seeded } from '../fixtures/sampleMatches.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const round = (pairings: Round['pairings'], due: string | null = null): Round => ({
  name: 'Round',
  due,
  pairings,
});
const names = (pair: string) => pair.toUpperCase();

/** Plays a whole knock-out, the first-drawn pair of each match winning. */
function playOut(field: readonly string[], random: () => number) {
  const rounds: Round[] = [];
  const outcomes: Outcome[] = [];
  let stillIn = [...field];
  while (stillIn.length > 1) {
    const drawn = drawRound(stillIn, rounds, random);
    if (!drawn.ok) throw new Error(drawn.why);
    const index = rounds.length;
    rounds.push(round(drawn.pairings));
    for (const { a, b } of drawn.pairings)
      if (b !== null) outcomes.push({ round: index, winner: a, kind: 'played' });
    const through = throughFrom(rounds[index] as Round, index, outcomes);
    if (through === null) throw new Error('a result is missing');
    stillIn = through;
  }
  return { rounds, outcomes, champion: stillIn[0] };
}

describe('grades (seed 002)', () => {
  it('reads Jnr/Jnr as Junior, Int/Jnr and Int/Int as Intermediate, anything with Open as Open', () => {
    expect(pairGrade(['junior', 'junior'])).toBe('junior');
    expect(pairGrade(['intermediate', 'junior'])).toBe('intermediate');
    expect(pairGrade(['junior', 'intermediate'])).toBe('intermediate');
    expect(pairGrade(['intermediate', 'intermediate'])).toBe('intermediate');
    expect(pairGrade(['open', 'junior'])).toBe('open');
    expect(pairGrade(['intermediate', 'open'])).toBe('open');
  });
});

describe('the draw', () => {
  it('needs as many rounds as halvings to one pair, named back from the final', () => {
    expect([2, 3, 4, 5, 8, 9, 16].map(roundsFor)).toEqual([1, 2, 2, 3, 3, 4, 4]);
    expect([0, 1, 2, 3].map((r) => roundName(r, 4))).toEqual([
      'Round 1',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
  });

  it('gives 13 pairs three byes, so that eight play on in the second round', () => {
    const drawn = drawRound(ids(13), [], seeded(1));
    if (!drawn.ok) throw new Error(drawn.why);
    expect(drawn.pairings.filter((p) => p.b === null)).toHaveLength(3);
    expect(drawn.pairings.filter((p) => p.b !== null)).toHaveLength(5);
    expect(drawn.pairings.flatMap((p) => (p.b === null ? [p.a] : [p.a, p.b])).sort()).toEqual(
      ids(13).sort(),
    );
  });

  it('is the same draw for the same random numbers, and another for others', () => {
    const first = drawRound(ids(16), [], seeded(7));
    expect(drawRound(ids(16), [], seeded(7))).toEqual(first);
    expect(drawRound(ids(16), [], seeded(8))).not.toEqual(first);
  });

  it('never draws together two pairs that have met, and says so when it cannot help it', () => {
    const met = [round([{ a: 'p1', b: 'p2' }])];
    for (let seed = 0; seed < 50; seed++) {
      const drawn = drawRound(['p1', 'p2', 'p3', 'p4'], met, seeded(seed));
      if (!drawn.ok) throw new Error(drawn.why);
      expect(drawn.pairings).not.toContainEqual({ a: 'p1', b: 'p2' });
      expect(drawn.pairings).not.toContainEqual({ a: 'p2', b: 'p1' });
    }
    expect(drawRound(['p1', 'p2'], met, seeded(1))).toEqual({
      ok: false,
      why: 'repeats',
    });
    expect(drawRound(['p1', 'p1', 'p2'], [], seeded(1))).toMatchObject({ ok: false });
  });

  it('plays out any field to one champion, every pair in once a round, no meeting twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer(), (size, seed) => {
        const field = ids(size);
        const { rounds, champion } = playOut(field, seeded(seed));
        expect(rounds).toHaveLength(roundsFor(size));
        expect(field).toContain(champion);
        const meetings = rounds.flatMap((r) =>
          r.pairings.flatMap((p) => (p.b === null ? [] : [[p.a, p.b].sort().join('-')])),
        );
        expect(new Set(meetings).size).toBe(meetings.length);
        // Byes only in the first round.
        expect(rounds.slice(1).every((r) => r.pairings.every((p) => p.b !== null))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('names every fault of a round entered by hand', () => {
    const earlier = [round([{ a: 'p1', b: 'p2' }])];
    const problems = roundProblems(
      round([
        { a: 'p1', b: 'p2' },
        { a: 'p3', b: 'p9' },
        { a: 'p3', b: null },
      ]),
      ['p1', 'p2', 'p3', 'p4'],
      earlier,
      names,
    );
    expect(problems).toEqual([
      'P1 and P2 have met already',
      'P9 is not in this round',
      'P3 is drawn twice',
      'P4 is not drawn',
      '4 pairs need 0 byes, not 1',
    ]);
    expect(
      roundProblems(
        round([
          { a: 'p1', b: 'p3' },
          { a: 'p2', b: 'p4' },
        ]),
        ['p1', 'p2', 'p3', 'p4'],
        earlier,
        names,
      ),
    ).toEqual([]);
  });
});

describe('the state of a round', () => {
  const r = round(
    [
      { a: 'p1', b: 'p2' },
      { a: 'p3', b: 'p4' },
      { a: 'p5', b: 'p6' },
      { a: 'p7', b: null },
    ],
    '2026-12-01',
  );
  const outcomes: Outcome[] = [
    { round: 0, winner: 'p2', kind: 'played', totals: { p1: 1800, p2: 2400 } },
    { round: 0, winner: 'p3', kind: 'default' },
  ];
  it('is played, by default, due until its date, overdue after it, and a bye', () => {
    const on = (today: string) => r.pairings.map((p) => pairingState(p, r, 0, outcomes, today));
    expect(on('2026-12-01')).toEqual(['played', 'by default', 'due', 'bye']);
    expect(on('2026-12-02')).toEqual(['played', 'by default', 'overdue', 'bye']);
    expect(pairingState({ a: 'p5', b: 'p6' }, { ...r, due: null }, 0, [], '2030-01-01')).toBe(
      'due',
    );
  });

  it('takes the winners and byes through, and waits for every result', () => {
    expect(throughFrom(r, 0, outcomes)).toBeNull();
    const all = [...outcomes, { round: 0, winner: 'p6', kind: 'played' as const }];
    expect(throughFrom(r, 0, all)).toEqual(['p2', 'p3', 'p6', 'p7']);
  });
});

describe('recognition for the best Junior and Intermediate pairs not in the final', () => {
  const pair = (id: string, grades: EnteredPair['grades']): EnteredPair => ({
    id,
    players: [`${id} one`, `${id} two`],
    grades,
  });
  const pairs = [
    pair('j1', ['junior', 'junior']),
    pair('j2', ['junior', 'junior']),
    pair('i1', ['intermediate', 'junior']),
    pair('o1', ['open', 'open']),
  ];
  it('goes to the pair that went furthest, then to the larger share of points in its loss', () => {
    const rounds = [
      round([
        { a: 'j1', b: 'o1' },
        { a: 'j2', b: 'i1' },
      ]),
      round([{ a: 'o1', b: 'i1' }]),
    ];
    const outcomes: Outcome[] = [
      { round: 0, winner: 'o1', kind: 'played', totals: { j1: 1900, o1: 2100 } },
      { round: 0, winner: 'i1', kind: 'played', totals: { j2: 1000, i1: 3000 } },
    ];
    // i1 is in the final; of the juniors, j1 lost more narrowly than j2.
    expect(recognised(pairs, rounds, outcomes)).toEqual({ junior: 'j1', intermediate: null });
    const final: Outcome = { round: 1, winner: 'o1', kind: 'played', totals: { o1: 1, i1: 1 } };
    // A finalist is never recognised, whatever the final's result.
    expect(recognised(pairs, rounds, [...outcomes, final]).intermediate).toBeNull();
  });
});
