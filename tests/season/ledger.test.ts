import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import type { LedgerMatch } from '../../src/season/ledger.ts';
import { buildLedger, nameKey } from '../../src/season/ledger.ts';
import { seatingFor } from '../../src/engine/rotation.ts';
import { arbitraryBridgeFile } from '../arbitraries.ts';

function read(file: Record<string, unknown>): Match {
  const read = validateMatch(file);
  if (!read.ok) throw new Error(read.errors.map((e) => `${e.path}: ${e.message}`).join('; '));
  return read.value;
}

const rubber = (players: Record<string, string>, deals: unknown[], extra = {}) =>
  read({
    format: 'bridgepad.match',
    version: 1,
    game: 'rubber',
    rules: { honors: true },
    players,
    firstDealer: 'N',
    deals,
    ...extra,
  });

const IAN_BOB = { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' };
/** NS win two games to none: 120 + 120 below and 700 for the rubber, 940: nine hundreds. */
const TWO_NIL = [
  { contract: '4S', declarer: 'N', tricks: 10 },
  { contract: '4S', declarer: 'S', tricks: 10 },
];
/** EW a game, NS a game, EW the rubber (two to one); a doubled 3NT set by two on the way. */
const TWO_ONE = [
  { contract: '6NT', declarer: 'E', tricks: 12 },
  { contract: '3NTX', declarer: 'W', tricks: 7 },
  { contract: '4H', declarer: 'N', tricks: 10 },
  { contract: '1SX', declarer: 'S', tricks: 7 },
  { contract: '4H', declarer: 'E', tricks: 10 },
];

const at = (id: string, match: Match, playedAt: string | null = null): LedgerMatch => ({
  id,
  match,
  playedAt,
});
const account = (ledger: ReturnType<typeof buildLedger>, name: string) => {
  const found = ledger.accounts.find((a) => a.name === name);
  if (found === undefined) throw new Error(`${name} is not in the ledger`);
  return { ...found, evenings: ledger.evenings.get(name) ?? [] };
};

describe("the players' ledger", () => {
  it('credits a rubber won two games to none to both partners, in hundreds', () => {
    const ledger = buildLedger([at('m1', rubber(IAN_BOB, TWO_NIL, { finished: true }))]);
    expect(account(ledger, 'Ian')).toMatchObject({
      matches: 1,
      backScore: 9,
      rubbersWon: { twoNil: 1, twoOne: 0 },
      rubbersLost: { twoNil: 0, twoOne: 0 },
      declared: 1,
      made: 1,
    });
    expect(account(ledger, 'Dave')).toMatchObject({
      backScore: -9,
      rubbersLost: { twoNil: 1, twoOne: 0 },
      declared: 0,
    });
    expect(ledger.accounts.map((a) => a.name)).toEqual(['Bob', 'Ian', 'Alan', 'Dave']);
  });

  it('counts slams, contracts made and doubled contracts made and set, for each player', () => {
    const ledger = buildLedger([at('m2', rubber(IAN_BOB, TWO_ONE))]);
    const dave = account(ledger, 'Dave');
    // Dave declared 6NT (made) and 4H (made); with Alan, bid and made one slam.
    expect(dave).toMatchObject({ declared: 2, made: 2, slamsBid: 1, slamsMade: 1 });
    expect(account(ledger, 'Alan')).toMatchObject({ declared: 1, made: 0, slamsBid: 1 });
    // NS defended 3NT doubled and set it by two; Bob made 1S doubled.
    expect(account(ledger, 'Ian')).toMatchObject({ doubledSet: 1, doubledMade: 0 });
    expect(account(ledger, 'Bob')).toMatchObject({ doubledSet: 1, doubledMade: 1 });
    expect(dave.rubbersWon).toEqual({ twoNil: 0, twoOne: 1 });
    expect(account(ledger, 'Ian').rubbersLost).toEqual({ twoNil: 0, twoOne: 1 });
  });

  it('follows each player across matches and partners, evening by evening', () => {
    const swapped = { N: 'Ian', E: 'Bob', S: 'Dave', W: 'Alan' };
    const ledger = buildLedger([
      // Given out of order: the ledger takes them in the order played.
      at('later', rubber(swapped, TWO_NIL), '2026-11-20T19:00:00Z'),
      at('earlier', rubber(IAN_BOB, TWO_NIL), '2026-11-13T19:00:00Z'),
    ]);
    const ian = account(ledger, 'Ian');
    expect(ian.backScore).toBe(18);
    expect(ian.evenings).toEqual([
      { matchId: 'earlier', at: '2026-11-13T19:00:00Z', total: 9, rubbers: [9] },
      { matchId: 'later', at: '2026-11-20T19:00:00Z', total: 18, rubbers: [9] },
    ]);
    expect(account(ledger, 'Bob').evenings.map((e) => e.total)).toEqual([9, 0]);
    expect(ledger.partnerships).toContainEqual({
      players: ['Bob', 'Ian'],
      rubbers: 1,
      backScore: 9,
    });
    expect(ledger.partnerships).toContainEqual({
      players: ['Dave', 'Ian'],
      rubbers: 1,
      backScore: 9,
    });
    // Ian against Bob: one rubber as partners (not counted here), one against him, won.
    expect(ledger.headToHead).toContainEqual({ players: ['Ian', 'Bob'], rubbers: 1, backScore: 9 });
    expect(ledger.headToHead).toContainEqual({
      players: ['Bob', 'Ian'],
      rubbers: 1,
      backScore: -9,
    });
  });

  it('follows each player of a pivot table through its partnerships (docs/rules.md, Pivot)', () => {
    // The rules' worked example: each rubber a match of the table, seated as the pivot seats it.
    const draw = ['Ann', 'Bob', 'Cy', 'Dee'];
    const table = (n: number) => ({
      'x-bridgepad-table': { session: 'p', draw, rubber: n, rotation: 'pivot' },
    });
    const nsTwoNil = TWO_NIL;
    const ewTwoNil = [
      { contract: '3NT', declarer: 'E', tricks: 9 },
      { contract: '3NT', declarer: 'W', tricks: 9 },
    ];
    // Rubber 3: East-West (Bob and Cy) 4♠, then 4♠ doubled with an overtrick, vulnerable:
    // 120 + 240 + 50 + 200 + 700 = 1,310, 13 to the back score.
    const ewBy1310 = [
      { contract: '4S', declarer: 'E', tricks: 10 },
      { contract: '4SX', declarer: 'W', tricks: 11 },
    ];
    const rubbers = [nsTwoNil, ewTwoNil, ewBy1310].map((deals, n) =>
      at(
        `r${n}`,
        rubber(seatingFor(draw, n, 'pivot').seats, deals, table(n)),
        `2026-11-13T1${n}:00:00Z`,
      ),
    );
    const ledger = buildLedger(rubbers);
    const scores = Object.fromEntries(draw.map((name) => [name, account(ledger, name).backScore]));
    expect(scores).toEqual({ Ann: -13, Bob: 31, Cy: -5, Dee: -13 });
    expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBe(0);
    // Every partnership once in three rubbers, each with its own rubber's back score.
    expect(ledger.partnerships.map((p) => [p.players.join(' & '), p.rubbers, p.backScore])).toEqual(
      expect.arrayContaining([
        ['Ann & Bob', 1, 9],
        ['Cy & Dee', 1, -9],
        ['Ann & Cy', 1, -9],
        ['Bob & Dee', 1, 9],
        ['Ann & Dee', 1, -13],
        ['Bob & Cy', 1, 13],
      ]),
    );
  });

  it("keeps each player's running total across a match, rubber by rubber", () => {
    // Three rubbers in one evening: N/S two games to none, E/W two to one, N/S two to none.
    const ledger = buildLedger([
      at('evening', rubber(IAN_BOB, [...TWO_NIL, ...TWO_ONE, ...TWO_NIL])),
    ]);
    const ian = account(ledger, 'Ian');
    const dave = account(ledger, 'Dave');
    expect(ian.evenings).toHaveLength(1);
    const run = ian.evenings[0]?.rubbers ?? [];
    expect(run).toHaveLength(3);
    expect(run[0]).toBe(9);
    expect(run[1]).toBeLessThan(run[0] ?? 0);
    expect(run[2]).toBe(ian.backScore);
    expect(dave.evenings[0]?.rubbers).toEqual(run.map((v) => -v));
  });

  it("counts one player sitting under two spellings of a name once in a match's running total", () => {
    // N and S are one spelling composed and one decomposed: one player, two seats.
    const ledger = buildLedger([
      at(
        'evening',
        rubber({ N: 'Zoë', E: 'Dave', S: 'Zoe\u0308', W: 'Alan' }, [...TWO_NIL, ...TWO_NIL]),
      ),
    ]);
    expect(account(ledger, 'Zoë').evenings[0]?.rubbers).toEqual([18, 36]);
  });

  it('keeps one player under one spelling: spaces and composed letters, and merged names', () => {
    const decomposed = 'Zoe\u0308  Ngata';
    const ledger = buildLedger(
      [
        at('a', rubber({ ...IAN_BOB, N: decomposed }, TWO_NIL)),
        at('b', rubber({ ...IAN_BOB, N: 'Zoë Ngata' }, TWO_NIL)),
        at('c', rubber({ ...IAN_BOB, N: 'Zoe Ngata' }, TWO_NIL)),
      ],
      new Map([['Zoe Ngata', 'Zoë Ngata']]),
    );
    expect(nameKey(decomposed)).toBe('Zoë Ngata');
    expect(account(ledger, 'Zoë Ngata')).toMatchObject({ matches: 3, backScore: 27 });
    expect(ledger.accounts.some((a) => a.name === 'Zoe Ngata')).toBe(false);
  });

  it('counts an unfinished rubber in no one’s back score until the match ends', () => {
    const open = rubber(IAN_BOB, TWO_NIL.slice(0, 1));
    expect(account(buildLedger([at('m', open)]), 'Ian').backScore).toBe(0);
    const ended = rubber(IAN_BOB, TWO_NIL.slice(0, 1), { finished: true });
    // A game up when play stops: 300 for the game and 120 below, four hundreds.
    expect(account(buildLedger([at('m', ended)]), 'Ian').backScore).toBe(4);
  });

  it("sums every player's back score to zero over any set of finished rubbers", () => {
    const POOL = ['Ian', 'Bob', 'Dave', 'Alan', 'Mere', 'Hēnare', 'Łukasz', 'Zoë'];
    const seatsFrom = fc
      .shuffledSubarray(POOL, { minLength: 4, maxLength: 4 })
      .map(([N, E, S, W]) => ({ N, E, S, W }) as Record<string, string>);
    const game = fc.constantFrom('rubber', 'chicago', 'kapiti') as fc.Arbitrary<
      'rubber' | 'chicago' | 'kapiti'
    >;
    const oneMatch = game.chain((g) =>
      fc
        .tuple(arbitraryBridgeFile(g), seatsFrom, fc.boolean())
        .map(([file, players, finished]) => ({ ...file, players, finished })),
    );
    fc.assert(
      fc.property(fc.array(oneMatch, { minLength: 1, maxLength: 8 }), (files) => {
        const matches = files.flatMap((file, i) => {
          const checked = validateMatch(file);
          return checked.ok ? [at(`m${i}`, checked.value)] : [];
        });
        const ledger = buildLedger(matches);
        expect(ledger.accounts.reduce((sum, a) => sum + a.backScore, 0)).toBe(0);
        expect(ledger.partnerships.reduce((sum, p) => sum + p.backScore, 0)).toBe(0);
        const won = ledger.accounts.reduce(
          (s, a) => s + a.rubbersWon.twoNil + a.rubbersWon.twoOne,
          0,
        );
        const lost = ledger.accounts.reduce(
          (s, a) => s + a.rubbersLost.twoNil + a.rubbersLost.twoOne,
          0,
        );
        expect(won).toBe(lost);
      }),
      { numRuns: 150 },
    );
  });
});
