import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/engine/agreement/compare.ts';
import { compareMatches, differences, sameAsEntered } from '../../src/engine/agreement/compare.ts';
import { canonicalDeals } from '../../src/engine/agreement/checkCode.ts';
import { dealForm } from '../../src/engine/agreement/compareForm.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import type { Json } from '../file/badInputCases.ts';
import {
  PASSED,
  PLAYED,
  RUBBER,
  fourPlayer,
  rubber,
  rummy,
  twoPlayer,
} from '../file/badInputCases.ts';
import type { MatchFileJson } from '../arbitraries.ts';
import { arbitraryMatchFile, arbitraryTwoDevices } from '../arbitraries.ts';

/**
 * Two devices, one match (docs/format.md, "agreed"): the received match compared with this one,
 * deal by deal, and a different match refused saying what differs.
 */

const ID = '5b3f0c4e-1d2a-4c6b-9e8f-7a6b5c4d3e2f';

function valid(file: unknown): Match {
  const result = validateMatch(file);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

function compare(mine: Json, theirs: Json): Comparison {
  const result = compareMatches(valid({ id: ID, ...mine }), valid({ id: ID, ...theirs }));
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

/** Each deal position as "kind: mine | theirs" in the match file's words. */
function table(comparison: Comparison): string[] {
  return comparison.deals.map((entry) => {
    const mine = 'mine' in entry ? dealForm(entry.mine) : '-';
    const theirs = 'theirs' in entry ? dealForm(entry.theirs) : '-';
    return `${entry.index + 1} ${entry.kind}: ${mine} | ${theirs}`;
  });
}

function refusal(mine: Json, theirs: Json): string[] {
  const result = compareMatches(valid(mine), valid(theirs));
  return result.ok ? [] : result.errors.map(formatProblem);
}

const deal = (contract: string, declarer: string, tricks: number) => ({
  contract,
  declarer,
  tricks,
});

describe('comparing deal by deal', () => {
  it('equal deals agree; a difference shows both; deals one side has are its own', () => {
    const mine = rubber({
      deals: [deal('2H', 'S', 9), PASSED, deal('4S', 'S', 9), deal('1NT', 'E', 7)],
    });
    const theirs = rubber({
      deals: [deal('2H', 'S', 9), PASSED, deal('4S', 'S', 10)],
    });
    const comparison = compare(mine, theirs);
    expect(table(comparison)).toEqual([
      '1 agreed: 2H S 9 | 2H S 9',
      '2 agreed: passed | passed',
      '3 differ: 4S S 9 | 4S S 10',
      '4 onlyMine: 1NT E 7 | -',
    ]);
    expect(table(compare(theirs, mine))).toEqual([
      '1 agreed: 2H S 9 | 2H S 9',
      '2 agreed: passed | passed',
      '3 differ: 4S S 10 | 4S S 9',
      '4 onlyTheirs: - | 1NT E 7',
    ]);
    expect(differences(comparison).map((entry) => entry.index)).toEqual([2, 3]);
    expect(sameAsEntered(comparison)).toBe(false);
  });

  it.each([
    { name: 'the contract', theirs: deal('4H', 'S', 10) },
    { name: 'a double', theirs: deal('4SX', 'S', 10) },
    { name: 'the declarer', theirs: deal('4S', 'N', 10) },
    { name: 'the tricks', theirs: deal('4S', 'S', 11) },
    { name: 'honors', theirs: { ...deal('4S', 'S', 10), honors: { side: 'NS', points: 100 } } },
    { name: 'passed out', theirs: PASSED },
  ])('$name differs', ({ theirs }) => {
    const comparison = compare(
      rubber({ deals: [deal('4S', 'S', 10)] }),
      rubber({ deals: [theirs] }),
    );
    expect(comparison.deals.map((entry) => entry.kind)).toEqual(['differ']);
  });

  it('at duplicate, the board and vulnerability in force, as the check code counts them', () => {
    // Deal 2 without a board is board 2, vulnerable NS (docs/rules.md, Duplicate).
    const comparison = compare(
      fourPlayer('duplicate', [PLAYED, PLAYED, PLAYED, { ...PLAYED, board: 7 }, PLAYED]),
      fourPlayer('duplicate', [
        { ...PLAYED, board: 1 },
        { ...PLAYED, board: 2, vulnerable: 'NS' },
        { ...PLAYED, vulnerable: 'none' },
        { ...PLAYED, board: 8 },
        { ...PLAYED, board: 7 },
      ]),
    );
    expect(comparison.deals.map((entry) => entry.kind)).toEqual([
      'agreed',
      'agreed',
      'differ',
      'differ',
      'differ',
    ]);
  });

  it('rummy deals too', () => {
    const one = { out: 0, points: [0, 3, 2], rummy: false };
    const comparison = compare(
      rummy([one, one, one]),
      rummy([one, { ...one, points: [0, 3, 4] }, { ...one, rummy: true }, one]),
    );
    expect(table(comparison)).toEqual([
      '1 agreed: out 0 points 0 3 2 | out 0 points 0 3 2',
      '2 differ: out 0 points 0 3 2 | out 0 points 0 3 4',
      '3 differ: out 0 points 0 3 2 | out 0 points 0 3 2 rummy',
      '4 onlyTheirs: - | out 0 points 0 3 2',
    ]);
  });

  it('marks are not what was played: an agreed deal and the same deal unmarked agree', () => {
    const comparison = compare(
      rubber({
        deals: [
          { ...PLAYED, agreed: '4S N 10' },
          { ...PLAYED, agreed: '4S N 9' },
        ],
      }),
      rubber({ deals: [PLAYED, { ...PLAYED, agreed: '5S N 10' }] }),
    );
    expect(
      comparison.deals.map((entry) => [entry.kind, 'agreement' in entry && entry.agreement]),
    ).toEqual([
      ['agreed', 'agreed'],
      ['agreed', 'changed'],
    ]);
  });

  it('the end of play is compared too', () => {
    expect(compare(rubber({ finished: true }), rubber({})).finished).toEqual({
      mine: true,
      theirs: false,
    });
    expect(compare(rubber({ finished: true }), rubber({ finished: true })).finished).toBeNull();
  });

  it('each device keeps its own WE column, its own times and its own `x-` keys', () => {
    const comparison = compare(
      rubber({ we: 'NS', updatedAt: '2026-11-22T10:00:00Z' }),
      rubber({ we: 'EW', updatedAt: '2026-11-22T11:00:00Z', 'x-note': 'theirs' }),
    );
    expect(sameAsEntered(comparison)).toBe(true);
  });
});

describe('a different match is refused, saying what differs', () => {
  it.each([
    {
      name: 'another id',
      mine: { ...RUBBER, id: 'a' },
      theirs: { ...RUBBER, id: 'b' },
      expected: ['id: the received match is another match, not this one'],
    },
    {
      name: 'no id on the received match',
      mine: { ...RUBBER, id: 'a' },
      theirs: RUBBER,
      expected: ['id: the received match has no id, so it cannot be shown to be this match'],
    },
    {
      name: 'no id on this one',
      mine: RUBBER,
      theirs: { ...RUBBER, id: 'a' },
      expected: ['id: this match has no id, so it cannot be shown to be the same'],
    },
    {
      name: 'another game',
      mine: { ...fourPlayer('rubber', []), id: ID },
      theirs: { ...twoPlayer('bridgette', []), id: ID },
      expected: ['game: a different game: "bridgette" in the received match, "rubber" in this one'],
    },
    {
      name: 'other rules',
      mine: { ...fourPlayer('chicago', [], { deck: 'gorbyx4' }), id: ID },
      theirs: {
        ...fourPlayer('chicago', [], { honors: false, vulnerability: 'cavendish' }),
        id: ID,
      },
      expected: [
        'rules.honors: different rules: false in the received match, true in this one',
        'rules.deck: different rules: "standard" in the received match, "gorbyx4" in this one',
        'rules.vulnerability: different rules: "cavendish" in the received match, "chicago" in this one',
      ],
    },
    {
      name: 'Chicago scored deal by deal on one side only',
      mine: { ...fourPlayer('chicago', [], { honors: false }), id: ID },
      theirs: { ...fourPlayer('chicago', [], { scoring: 'deal' }), id: ID },
      expected: ['rules.scoring: different rules: "deal" in the received match, none in this one'],
    },
    {
      // The stake scores nothing: one match, as the check code says (docs/format.md).
      name: 'another stake, or none: still one match',
      mine: { ...fourPlayer('rubber', [], { stake: { per100: 0.5, currency: 'GBP' } }), id: ID },
      theirs: { ...fourPlayer('rubber', [], { stake: { per100: 1, currency: 'NZD' } }), id: ID },
      expected: [],
    },
    {
      name: "a club's rule on overtricks in force on one side only",
      mine: { ...fourPlayer('rubber', [], { stake: { per100: 2, currency: 'GBP' } }), id: ID },
      theirs: {
        ...fourPlayer('rubber', [], {
          stake: { per100: 2, currency: 'GBP', noOvertricksAbove: 1 },
        }),
        id: ID,
      },
      expected: [
        'rules.stake.noOvertricksAbove: different rules: undoubled overtricks do not count in the received match, count in this one',
      ],
    },
    {
      name: 'a rummy target on one side only',
      mine: { ...rummy([]), id: ID },
      theirs: { ...rummy([], { target: 500 }), id: ID },
      expected: ['rules.target: different rules: 500 in the received match, none in this one'],
    },
    {
      name: 'another first dealer',
      mine: { ...RUBBER, id: ID },
      theirs: { ...RUBBER, id: ID, firstDealer: 'N' },
      expected: [
        'firstDealer: a different first dealer: "N" in the received match, "S" in this one',
      ],
    },
    {
      name: 'players in other seats',
      mine: { ...RUBBER, id: ID },
      theirs: { ...RUBBER, id: ID, players: { N: 'Bob', E: 'Dave', S: 'Ian', W: 'Alan' } },
      expected: [
        'players.N: a different player: "Bob" in the received match, "Ian" in this one',
        'players.S: a different player: "Ian" in the received match, "Bob" in this one',
      ],
    },
    {
      name: 'another rummy player',
      mine: { ...rummy([]), id: ID },
      theirs: { ...rummy([], {}, ['Ann', 'Bea', 'Cy']), id: ID },
      expected: ['players[1]: a different player: "Bea" in the received match, "Bob" in this one'],
    },
    {
      name: 'another number of rummy players',
      mine: { ...rummy([]), id: ID },
      theirs: { ...rummy([], {}, ['Ann', 'Bob']), id: ID },
      expected: ['players: a different number of players: 2 in the received match, 3 in this one'],
    },
    {
      name: 'everything at once',
      mine: { ...RUBBER, id: 'a' },
      theirs: {
        ...RUBBER,
        id: 'b',
        rules: { honors: false },
        deals: [],
        firstDealer: 'W',
        players: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Zoë' },
      },
      expected: [
        'id: the received match is another match, not this one',
        'rules.honors: different rules: false in the received match, true in this one',
        'firstDealer: a different first dealer: "W" in the received match, "S" in this one',
        'players.W: a different player: "Zoë" in the received match, "Alan" in this one',
      ],
    },
  ])('$name', ({ mine, theirs, expected }) => {
    expect(refusal(mine, theirs)).toEqual(expected);
  });
});

describe('properties', () => {
  /** A random valid file of any game, with an id. */
  const withId = arbitraryMatchFile.map((file): MatchFileJson => ({
    ...file,
    id: (file.id as string | undefined) ?? ID,
  }));

  it('a match compared with itself has no differences: every deal agrees', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(withId, (file) => {
        const match = valid(file);
        const result = compareMatches(match, valid(file));
        if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
        expect(differences(result.value)).toEqual([]);
        expect(result.value.finished).toBeNull();
        expect(result.value.deals.map((entry) => entry.kind)).toEqual(
          match.deals.map(() => 'agreed'),
        );
        seen.add(match.game);
      }),
      { numRuns: 300 },
    );
    expect(seen.size).toBe(7);
  });

  it('a match compared with itself stripped of its marks has no differences either', () => {
    fc.assert(
      fc.property(withId, (file) => {
        const deals = ((file.deals ?? []) as Json[]).map(({ agreed: _agreed, ...rest }) => rest);
        const result = compareMatches(valid(file), valid({ ...file, deals }));
        expect(result.ok && sameAsEntered(result.value)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('deals differ exactly where the check codes would: same deals, same canonical text', () => {
    fc.assert(
      fc.property(arbitraryTwoDevices, ({ mine, theirs }) => {
        const [a, b] = [valid(mine), valid(theirs)];
        const result = compareMatches(a, b);
        if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
        expect(differences(result.value).length === 0).toBe(
          canonicalDeals(a) === canonicalDeals(b),
        );
      }),
      { numRuns: 300 },
    );
  });
});
