import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

/**
 * fast-check arbitraries of VALID match files (docs/format.md, version 1): plain JSON objects,
 * exactly what "Export match" writes or a person could type. Every game is covered, with the
 * optional fields sometimes present and sometimes left to their defaults.
 *
 * The spellings below (strain letters, seats, keys) are copied from docs/format.md on purpose, not
 * imported from src/: the tests check the engine against the contract, not against itself.
 */

/** A match file as parsed JSON. */
export type MatchFileJson = { [key: string]: unknown };
/** One entry of a match file's `deals`. */
export type DealJson = { [key: string]: unknown };

export type GameName =
  'rubber' | 'kapiti' | 'chicago' | 'duplicate' | 'bridgette' | 'sixdeal' | 'rummy';
export type DeckName = 'standard' | 'gorbyx4' | 'gorbyx4-no-red' | 'gorbyx4-no-yellow' | 'gorbyx5';

export const GAME_NAMES: readonly GameName[] = [
  'rubber',
  'kapiti',
  'chicago',
  'duplicate',
  'bridgette',
  'sixdeal',
  'rummy',
];
export const DECKS: readonly DeckName[] = [
  'standard',
  'gorbyx4',
  'gorbyx4-no-red',
  'gorbyx4-no-yellow',
  'gorbyx5',
];
/** docs/format.md: strains of each deck, lowest to highest. */
export const DECK_STRAIN_LETTERS: Readonly<Record<DeckName, readonly string[]>> = {
  standard: ['C', 'D', 'H', 'S', 'NT'],
  gorbyx4: ['Y', 'R', 'O', 'G', 'NT'],
  'gorbyx4-no-red': ['Y', 'B', 'O', 'G', 'NT'],
  'gorbyx4-no-yellow': ['B', 'R', 'O', 'G', 'NT'],
  gorbyx5: ['Y', 'B', 'R', 'O', 'G', 'NT'],
};
const SEATS = ['N', 'E', 'S', 'W'] as const;
const PLAYERS2 = ['A', 'B'] as const;
const FOUR_PLAYER_GAMES: readonly GameName[] = ['rubber', 'kapiti', 'chicago', 'duplicate'];
const TWO_PLAYER_GAMES: readonly GameName[] = ['bridgette', 'sixdeal'];
/** Kapiti's and Six-Deal's planned deals when `rules.deals` is left out. */
export const DEFAULT_PLANNED: Readonly<Record<'kapiti' | 'sixdeal', number>> = {
  kapiti: 30,
  sixdeal: 6,
};

/** What a bridge deal of a match may contain: its game and agreements. */
export interface BridgeDealContext {
  readonly game: Exclude<GameName, 'rummy'>;
  readonly deck: DeckName;
  /** Honors may be claimed: a game with honors whose `rules.honors` is not false. */
  readonly honors: boolean;
}

/** Leaves keys whose value is undefined out of an object, as a JSON file would. */
function defined(obj: { [key: string]: unknown }): { [key: string]: unknown } {
  return Object.fromEntries(Object.entries(obj).filter(([, value]) => value !== undefined));
}

/** An optional field: sometimes absent (undefined, dropped by `defined`). */
function maybe<T>(arb: Arbitrary<T>): Arbitrary<T | undefined> {
  return fc.option(arb, { nil: undefined });
}

/** A player's name as docs/format.md allows it: 1 to 100 characters, not only blanks. */
export const arbitraryName: Arbitrary<string> = fc.oneof(
  fc.constantFrom('Ian', 'Dave', 'Bob', 'Alan', 'Ann', 'Zoë', 'Mārama', '李雷', "O'Neil"),
  fc.string({ minLength: 1, maxLength: 16 }).filter((s) => s.trim().length > 0),
);

/**
 * Any JSON value, normalised through JSON text so that it is exactly what a file can hold
 * (no -0, no null-prototype objects).
 */
const arbitraryJson: Arbitrary<unknown> = fc
  .jsonValue({ maxDepth: 2 })
  .map((value) => JSON.parse(JSON.stringify(value)) as unknown);

/** `x-` keys: kept and ignored by a reader. */
export const arbitraryExtras: Arbitrary<{ [key: string]: unknown }> = fc
  .array(fc.tuple(fc.string({ maxLength: 8 }), arbitraryJson), { maxLength: 2 })
  .map((pairs) => Object.fromEntries(pairs.map(([key, value]) => [`x-${key}`, value])));

const arbitraryIsoTime: Arbitrary<string> = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T23:59:59Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

/** The optional identity and times of a match. */
const arbitraryMeta = fc.record(
  {
    id: fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 })),
    createdAt: arbitraryIsoTime,
    updatedAt: arbitraryIsoTime,
  },
  { requiredKeys: [] },
);

/**
 * A contract string for a deck: level, strain (`N` sometimes for `NT`), doubling. Level 0 only
 * as 0NT, and only where `allowZero` (Bridgette, Six-Deal).
 */
export function arbitraryContract(
  deck: DeckName,
  allowZero: boolean,
): Arbitrary<{ text: string; level: number; strain: string }> {
  const strains = DECK_STRAIN_LETTERS[deck];
  const level = fc.integer({ min: allowZero ? 0 : 1, max: 7 });
  return level.chain((lvl) =>
    fc
      .record({
        strain: lvl === 0 ? fc.constant('NT') : fc.constantFrom(...strains),
        shortNT: fc.boolean(),
        doubling: fc.constantFrom('', '', '', 'X', 'XX'),
      })
      .map(({ strain, shortNT, doubling }) => ({
        text: `${lvl}${strain === 'NT' && shortNT ? 'N' : strain}${doubling}`,
        level: lvl,
        strain,
      })),
  );
}

/** Tricks 0-13, often near what the contract needs so that games and slams are made. */
function arbitraryTricks(level: number): Arbitrary<number> {
  const needed = 6 + level;
  return fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 13 }), weight: 1 },
    { arbitrary: fc.integer({ min: Math.max(0, needed - 2), max: 13 }), weight: 1 },
    { arbitrary: fc.integer({ min: needed, max: 13 }), weight: 2 },
  );
}

const arbitraryVulnerable = fc.constantFrom('none', 'NS', 'EW', 'both');

/** Duplicate's optional `board` and `vulnerable`. */
const arbitraryBoardFields = fc.record(
  { board: fc.integer({ min: 1, max: 48 }), vulnerable: arbitraryVulnerable },
  { requiredKeys: [] },
);

/** One played or passed-out bridge deal, valid for its game and agreements. */
export function arbitraryBridgeDeal(ctx: BridgeDealContext): Arbitrary<DealJson> {
  const twoPlayer = TWO_PLAYER_GAMES.includes(ctx.game);
  const declarers: readonly string[] = twoPlayer ? PLAYERS2 : SEATS;
  const board = ctx.game === 'duplicate' ? arbitraryBoardFields : fc.constant({});
  const played: Arbitrary<DealJson> = arbitraryContract(ctx.deck, twoPlayer).chain((contract) =>
    fc
      .record({
        declarer: fc.constantFrom(...declarers),
        tricks: arbitraryTricks(contract.level),
        honors: ctx.honors
          ? fc.option(
              fc.record({
                side: fc.constantFrom('NS', 'EW'),
                points: contract.strain === 'NT' ? fc.constant(150) : fc.constantFrom(100, 150),
              }),
              { nil: undefined, freq: 3 },
            )
          : fc.constant(undefined),
        board,
      })
      .map(({ declarer, tricks, honors, board: extra }) =>
        defined({ contract: contract.text, declarer, tricks, honors, ...extra }),
      ),
  );
  if (twoPlayer) return played;
  const passed: Arbitrary<DealJson> = board.map((extra) => ({ passed: true, ...extra }));
  return fc.oneof({ arbitrary: played, weight: 9 }, { arbitrary: passed, weight: 1 });
}

/** `count` deals, or a count drawn from 0..max with the maximum itself often chosen. */
function dealList<T>(deal: Arbitrary<T>, max: number): Arbitrary<T[]> {
  const count = fc.oneof(fc.integer({ min: 0, max }), fc.constant(max));
  return count.chain((n) => fc.array(deal, { minLength: n, maxLength: n }));
}

/** Fields every match file has or may have, whatever its game. */
/** A Kapiti match's competition and organiser (docs/format.md, "competition"). */
const arbitraryCompetition: Arbitrary<MatchFileJson> = fc
  .record({
    name: arbitraryName,
    round: maybe(fc.constantFrom('Round 1', 'Round 3', 'Final')),
    organiser: maybe(arbitraryName),
    email: maybe(fc.constantFrom('organiser@example.org', 'hēnare@example.nz')),
    address: maybe(fc.constantFrom('12 Parata Street, Waikanae', 'PO Box 7, Ōtaki')),
    due: maybe(fc.constantFrom('2026-12-01', '2027-02-28')),
  })
  .map(defined);

function arbitraryCommon(game: GameName): Arbitrary<MatchFileJson> {
  const kapiti = game === 'kapiti';
  return fc
    .record({
      meta: arbitraryMeta,
      extras: arbitraryExtras,
      finished: maybe(fc.boolean()),
      competition: kapiti ? maybe(arbitraryCompetition) : fc.constant(undefined),
      sent: kapiti ? maybe(fc.constant('2026-11-30T08:15:00Z')) : fc.constant(undefined),
    })
    .map(({ meta, extras, ...rest }) =>
      defined({ format: 'bridgepad.match', version: 1, ...meta, game, ...rest, ...extras }),
    );
}

const arbitraryFourPlayers = fc.record({
  N: arbitraryName,
  E: arbitraryName,
  S: arbitraryName,
  W: arbitraryName,
});
const arbitraryTwoPlayers = fc.record({ A: arbitraryName, B: arbitraryName });

/** A bridge game's match file: rubber, kapiti, chicago, duplicate, bridgette or sixdeal. */
export function arbitraryBridgeFile(game: Exclude<GameName, 'rummy'>): Arbitrary<MatchFileJson> {
  const four = FOUR_PLAYER_GAMES.includes(game);
  const withHonors = game === 'rubber' || game === 'kapiti' || game === 'chicago';
  const planned = game === 'kapiti' || game === 'sixdeal';
  const rules = fc
    .record({
      honors: maybe(withHonors ? fc.boolean() : fc.constant(false)),
      deck: maybe(fc.constantFrom(...DECKS)),
      vulnerability:
        game === 'chicago'
          ? maybe(fc.constantFrom('chicago', 'cavendish'))
          : fc.constant(undefined),
      deals: planned
        ? maybe(fc.integer({ min: 1, max: game === 'kapiti' ? 30 : 8 }))
        : fc.constant(undefined),
      // docs/format.md: rules competitions and clubs play differently, absent by default.
      unfinishedPartScore:
        game === 'rubber' || game === 'kapiti' || game === 'bridgette'
          ? maybe(fc.constantFrom(100, 50))
          : fc.constant(undefined),
      fourthDealBonus:
        game === 'chicago'
          ? maybe(fc.constantFrom('made', 'carried', 'none'))
          : fc.constant(undefined),
    })
    .map(defined);
  return rules.chain((ruleJson) => {
    const deck = (ruleJson.deck ?? 'standard') as DeckName;
    const ctx: BridgeDealContext = { game, deck, honors: withHonors && ruleJson.honors !== false };
    // A decided Kapiti or Six-Deal match cannot go past a stopping point: stay within the plan.
    const maxDeals = planned
      ? ((ruleJson.deals as number | undefined) ?? DEFAULT_PLANNED[game as 'kapiti' | 'sixdeal'])
      : 16;
    return fc
      .record({
        common: arbitraryCommon(game),
        // An empty rules object is as good as none.
        rules: fc.constantFrom(
          ruleJson,
          ruleJson,
          Object.keys(ruleJson).length ? ruleJson : undefined,
        ),
        players: four ? arbitraryFourPlayers : arbitraryTwoPlayers,
        we: four ? maybe(fc.constantFrom('NS', 'EW')) : fc.constant(undefined),
        firstDealer: maybe(fc.constantFrom(...(four ? SEATS : PLAYERS2))),
        deals: dealList(arbitraryBridgeDeal(ctx), maxDeals),
      })
      .map(({ common, ...rest }) => ({ ...common, ...defined(rest) }));
  });
}

/** One rummy deal for `players` players: whoever went out holds 0; no rummy in gin. */
export function arbitraryRummyDeal(players: number, gin: boolean): Arbitrary<DealJson> {
  return fc
    .record({
      out: fc.integer({ min: 0, max: players - 1 }),
      points: fc.array(fc.integer({ min: 0, max: 120 }), {
        minLength: players,
        maxLength: players,
      }),
      rummy: gin ? fc.constant(false) : fc.boolean(),
    })
    .map(({ out, points, rummy }) => ({
      out,
      points: points.map((p, i) => (i === out ? 0 : p)),
      rummy,
    }));
}

/**
 * Each player's total after every deal, computed here from docs/rules.md, GorbyX Rummy (not by the
 * engine): the others add their card points, plus 25 on a rummy in basic rummy.
 */
export function rummyTotals(deals: readonly DealJson[], players: number, gin: boolean): number[][] {
  const totals = new Array<number>(players).fill(0);
  return deals.map((deal) => {
    const points = deal.points as number[];
    points.forEach((p, i) => {
      if (i !== deal.out) totals[i] = (totals[i] ?? 0) + p + (deal.rummy === true && !gin ? 25 : 0);
    });
    return [...totals];
  });
}

/** GorbyX Rummy: 2-6 players, basic or gin, with no target or one not reached too early. */
export function arbitraryRummyFile(): Arbitrary<MatchFileJson> {
  return fc
    .record({
      players: fc.integer({ min: 2, max: 6 }),
      variant: maybe(fc.constantFrom('basic', 'gin')),
    })
    .chain(({ players, variant }) =>
      fc
        .record({
          common: arbitraryCommon('rummy'),
          names: fc.array(arbitraryName, { minLength: players, maxLength: players }),
          firstDealer: maybe(fc.integer({ min: 0, max: players - 1 })),
          deals: dealList(arbitraryRummyDeal(players, variant === 'gin'), 10),
          target: maybe(fc.integer({ min: 0, max: 300 })),
        })
        .map(({ common, names, firstDealer, deals, target }) => {
          // The target may be reached on the last deal, never before it.
          const totals = rummyTotals(deals, players, variant === 'gin');
          const beforeLast = totals[totals.length - 2] ?? [0];
          const floor = Math.max(...beforeLast) + 1;
          const rules = defined({
            variant,
            target: target === undefined ? undefined : floor + target,
          });
          return {
            ...common,
            ...defined({
              rules: Object.keys(rules).length > 0 ? rules : undefined,
              players: names,
              firstDealer,
              deals,
            }),
          };
        }),
    );
}

/** A deal that could stand at any place in this valid file's match, with no `agreed` mark. */
export function arbitraryDealOf(file: MatchFileJson): Arbitrary<DealJson> {
  const rules = (file.rules ?? {}) as { honors?: boolean; deck?: string; variant?: string };
  if (file.game === 'rummy') {
    return arbitraryRummyDeal((file.players as string[]).length, rules.variant === 'gin');
  }
  const game = file.game as Exclude<GameName, 'rummy'>;
  const withHonors = game === 'rubber' || game === 'kapiti' || game === 'chicago';
  const deck = DECKS.find((d) => d === rules.deck) ?? 'standard';
  return arbitraryBridgeDeal({ game, deck, honors: withHonors && rules.honors !== false });
}

/**
 * docs/format.md, "agreed": a deal's one-line form, from its fields as the file spells them
 * ("4N" stays "4N": a reader takes it as 4NT, as it does in `contract`).
 */
export function dealForm(deal: DealJson): string {
  if (deal.out !== undefined) {
    const rummy = deal.rummy === true ? ['rummy'] : [];
    return ['out', deal.out, 'points', ...(deal.points as number[]), ...rummy].join(' ');
  }
  const words: unknown[] =
    deal.passed === true ? ['passed'] : [deal.contract, deal.declarer, deal.tricks];
  const honors = deal.honors as { side: string; points: number } | undefined;
  if (honors !== undefined) words.push('honors', honors.side, honors.points);
  if (deal.board !== undefined) words.push('board', deal.board);
  if (deal.vulnerable !== undefined) words.push('vulnerable', deal.vulnerable);
  return words.join(' ');
}

/**
 * The file with `agreed` marks on some of its deals (docs/format.md, "agreed"): most deals have
 * none; some carry their own form (agreed), some another deal's (changed after agreement).
 */
function withAgreedMarks(file: MatchFileJson): Arbitrary<MatchFileJson> {
  const deals = (file.deals ?? []) as DealJson[];
  const mark = fc.oneof(
    { arbitrary: fc.constant<'none' | 'own'>('none'), weight: 4 },
    { arbitrary: fc.constant<'none' | 'own'>('own'), weight: 2 },
    { arbitrary: arbitraryDealOf(file), weight: 1 },
  );
  return fc.array(mark, { minLength: deals.length, maxLength: deals.length }).map((marks) => {
    if (deals.length === 0) return file;
    return {
      ...file,
      deals: deals.map((deal, i) => {
        const m = marks[i] ?? 'none';
        if (m === 'none') return deal;
        return { ...deal, agreed: dealForm(m === 'own' ? deal : m) };
      }),
    };
  });
}

/** A valid match file of the given game, its deals sometimes marked agreed. */
export function arbitraryMatchFileOf(game: GameName): Arbitrary<MatchFileJson> {
  const file = game === 'rummy' ? arbitraryRummyFile() : arbitraryBridgeFile(game);
  return file.chain(withAgreedMarks);
}

/** A valid match file of any game (docs/format.md version 1), as plain JSON. */
export const arbitraryMatchFile: Arbitrary<MatchFileJson> = fc
  .constantFrom(...GAME_NAMES)
  .chain(arbitraryMatchFileOf);

/** A valid match file of a bridge game with rubbers: rubber, kapiti or bridgette. */
export const arbitraryRubberStyleFile: Arbitrary<MatchFileJson> = fc
  .constantFrom('rubber', 'kapiti', 'bridgette' as const)
  .chain((game) => arbitraryBridgeFile(game));

/** The number of deals a match may hold before it is decided: Kapiti's and Six-Deal's plan. */
function plannedDeals(file: MatchFileJson): number {
  const rules = (file.rules ?? {}) as { deals?: number };
  if (file.game === 'kapiti' || file.game === 'sixdeal') {
    return rules.deals ?? DEFAULT_PLANNED[file.game];
  }
  return Number.POSITIVE_INFINITY;
}

/** A rummy match stops at the deal that reaches its target (docs/format.md, "A rummy deal"). */
function upToTarget(file: MatchFileJson, deals: DealJson[]): DealJson[] {
  const rules = (file.rules ?? {}) as { target?: number; variant?: string };
  if (file.game !== 'rummy' || rules.target === undefined) return deals;
  const target = rules.target;
  const totals = rummyTotals(deals, (file.players as string[]).length, rules.variant === 'gin');
  const reached = totals.findIndex((row) => row.some((t) => t >= target));
  return reached === -1 ? deals : deals.slice(0, reached + 1);
}

/**
 * One match kept on two devices (docs/format.md, "agreed"): `mine`, and `theirs` with the same
 * id, game, rules, first dealer and players but deals of its own. Theirs keeps some of mine,
 * replaces others, has fewer or more, and may show the other side as WE or end play otherwise.
 * Both are valid.
 */
export const arbitraryTwoDevices: Arbitrary<{ mine: MatchFileJson; theirs: MatchFileJson }> = fc
  .constantFrom(...GAME_NAMES)
  .chain(arbitraryMatchFileOf)
  .chain((file) => {
    const mine: MatchFileJson = {
      ...file,
      id: (file.id as string | undefined) ?? 'one-match-two-devices',
    };
    const deals = (mine.deals ?? []) as DealJson[];
    const other = arbitraryDealOf(mine);
    return fc
      .record({
        replaced: fc.array(fc.option(other, { nil: undefined, freq: 2 }), {
          minLength: deals.length,
          maxLength: deals.length,
        }),
        kept: fc.oneof(fc.constant(deals.length), fc.nat({ max: deals.length })),
        added: fc.oneof(fc.constant([]), fc.array(other, { maxLength: 4 })),
        we: FOUR_PLAYER_GAMES.includes(mine.game as GameName)
          ? maybe(fc.constantFrom('NS', 'EW'))
          : fc.constant(undefined),
        finished: fc.oneof(fc.constant(mine.finished), maybe(fc.boolean())),
      })
      .map(({ replaced, kept, added, we, finished }) => {
        const mixed = deals.map((deal, i) => replaced[i] ?? deal).slice(0, kept);
        const theirDeals = upToTarget(mine, [...mixed, ...added]).slice(0, plannedDeals(mine));
        const theirs: MatchFileJson = { ...mine, deals: theirDeals };
        if (we !== undefined) theirs.we = we;
        if (finished === undefined) delete theirs.finished;
        else theirs.finished = finished;
        return { mine, theirs };
      });
  });
