/**
 * Invalid match files (docs/format.md): each starts from a valid file and breaks one thing,
 * and lists exactly the problems a person is shown, `path: message`, one line each.
 */

export type Json = { [key: string]: unknown };

/** docs/format.md's own example: a valid rubber. */
export const RUBBER: Json = {
  format: 'bridgepad.match',
  version: 1,
  game: 'rubber',
  rules: { honors: true, deck: 'standard' },
  players: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' },
  we: 'NS',
  firstDealer: 'S',
  deals: [
    { contract: '2H', declarer: 'S', tricks: 9 },
    { passed: true },
    { contract: '4SX', declarer: 'W', tricks: 10, honors: { side: 'EW', points: 100 } },
  ],
  finished: false,
};
export const PLAYED = { contract: '4S', declarer: 'N', tricks: 10 };
export const PASSED = { passed: true };

/** The example rubber with some fields replaced (undefined leaves a field out). */
export function rubber(changes: Json): Json {
  return JSON.parse(JSON.stringify({ ...RUBBER, ...changes })) as Json;
}
/** A value nested `levels` arrays deep: [[[0]]] is 3. */
export function nested(levels: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}
/** The example rubber with one deal. */
export function rubberDeal(deal: unknown): Json {
  return rubber({ deals: [deal] });
}
export function fourPlayer(game: string, deals: unknown[], rules: Json = {}): Json {
  return rubber({ game, rules, deals });
}
export function twoPlayer(game: string, deals: unknown[], rules: Json = {}): Json {
  return {
    format: 'bridgepad.match',
    version: 1,
    game,
    rules,
    players: { A: 'Ann', B: 'Bob' },
    firstDealer: 'A',
    deals,
  };
}
export function rummy(
  deals: unknown[],
  rules: Json = {},
  players: unknown = ['Ann', 'Bob', 'Cy'],
): Json {
  return { format: 'bridgepad.match', version: 1, game: 'rummy', rules, players, deals };
}
export const passes = (n: number) => new Array<unknown>(n).fill(PASSED);
/** NS: 2H made, then passed out to deal 30: decided 160-0 at the stopping point. */
export const KAPITI_DECIDED_AT_30 = [{ contract: '2H', declarer: 'N', tricks: 8 }, ...passes(29)];
export const A_1NT = { contract: '1NT', declarer: 'A', tricks: 7 };
export const B_1NT = { contract: '1NT', declarer: 'B', tricks: 7 };

/** What JSON.parse itself says about bad text (its wording varies between Node versions). */
function jsonError(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the text is valid JSON');
}

export interface BadCase {
  readonly name: string;
  /** The parsed file, or `{ text }` for file text that is not JSON. */
  readonly input: unknown;
  readonly text?: string;
  readonly expected: readonly string[];
}

const NOT_JSON = 'this is not json';
const TRUNCATED = '{"format": "bridgepad.match",';

export const cases: readonly BadCase[] = [
  // The file as a whole.
  {
    name: 'not JSON',
    input: undefined,
    text: NOT_JSON,
    expected: [`$: cannot be read: ${jsonError(NOT_JSON)}`],
  },
  {
    name: 'JSON cut short',
    input: undefined,
    text: TRUNCATED,
    expected: [`$: cannot be read: ${jsonError(TRUNCATED)}`],
  },
  { name: 'an array', input: [RUBBER], expected: ['$: must be a JSON object, not an array'] },
  { name: 'a string', input: 'rubber', expected: ['$: must be a JSON object, not "rubber"'] },
  { name: 'null', input: null, expected: ['$: must be a JSON object, not null'] },
  { name: 'a number', input: 42, expected: ['$: must be a JSON object, not 42'] },

  // Header.
  {
    name: 'format missing',
    input: rubber({ format: undefined }),
    expected: ['format: is missing: must be "bridgepad.match"'],
  },
  {
    name: 'format wrong',
    input: rubber({ format: 'bridgepad.rubber' }),
    expected: ['format: must be "bridgepad.match"'],
  },
  {
    name: 'version missing',
    input: rubber({ version: undefined }),
    expected: ['version: is missing: must be 1'],
  },
  {
    name: 'version 2',
    input: rubber({ version: 2 }),
    expected: ['version: 2 is newer than this app reads (1)'],
  },
  {
    name: 'version "1"',
    input: rubber({ version: '1' }),
    expected: ['version: must be the number 1, not the text "1"'],
  },
  {
    name: 'version 1.5',
    input: rubber({ version: 1.5 }),
    expected: ['version: must be the number 1'],
  },
  {
    name: 'unknown top-level key',
    input: rubber({ notes: 'good game' }),
    expected: ['notes: unknown field (fields of your own must start with "x-")'],
  },
  {
    name: 'X- (capital) is not an x- key',
    input: rubber({ 'X-notes': 'good game' }),
    expected: ['X-notes: unknown field (fields of your own must start with "x-")'],
  },
  {
    name: 'x- field nested 6000 levels deep',
    // As text: a value this deep is more than JSON.stringify can write back.
    input: { ...RUBBER, 'x-deep': nested(150) },
    text: `${JSON.stringify(RUBBER).slice(0, -1)},"x-deep":${'['.repeat(6000)}0${']'.repeat(6000)}}`,
    expected: ['x-deep: is nested more than 100 levels deep: fields of your own are kept to 100'],
  },
  {
    name: 'game unknown',
    input: rubber({ game: 'whist' }),
    expected: [
      'game: must be one of rubber, kapiti, chicago, duplicate, bridgette, sixdeal, rummy',
    ],
  },
  {
    name: 'game missing',
    input: rubber({ game: undefined }),
    expected: [
      'game: is missing: must be one of rubber, kapiti, chicago, duplicate, bridgette, sixdeal, rummy',
    ],
  },
  {
    name: 'finished not a boolean',
    input: rubber({ finished: 'no' }),
    expected: ['finished: must be true or false'],
  },
  {
    name: 'id empty',
    input: rubber({ id: '' }),
    expected: ['id: must be a string of 1 to 100 characters'],
  },
  {
    name: 'createdAt not a time',
    input: rubber({ createdAt: 'yesterday' }),
    expected: ['createdAt: must be an ISO-8601 time like 2026-11-22T10:30:00Z'],
  },
  {
    name: 'updatedAt a date without a time',
    input: rubber({ updatedAt: '2026-11-22' }),
    expected: ['updatedAt: must be an ISO-8601 time like 2026-11-22T10:30:00Z'],
  },

  // Rules.
  {
    name: 'rules an array',
    input: rubber({ rules: [] }),
    expected: ['rules: must be an object, not an array'],
  },
  {
    name: 'rules null',
    input: rubber({ rules: null }),
    expected: ['rules: must be an object, not null'],
  },
  {
    name: 'rules.honors a string',
    input: rubber({ rules: { honors: 'yes' } }),
    expected: ['rules.honors: must be true or false'],
  },
  {
    name: 'rules.deck unknown',
    input: rubber({ rules: { deck: 'tarot' } }),
    expected: [
      'rules.deck: must be one of standard, gorbyx4, gorbyx4-no-red, gorbyx4-no-yellow, gorbyx5',
    ],
  },
  {
    name: 'rules.deals in rubber',
    input: rubber({ rules: { deals: 30 } }),
    expected: ['rules.deals: only for kapiti and sixdeal'],
  },
  {
    name: 'rules.variant in rubber',
    input: rubber({ rules: { variant: 'gin' } }),
    expected: ['rules.variant: only for rummy'],
  },
  {
    name: 'rules.vulnerability in kapiti',
    input: fourPlayer('kapiti', [], { vulnerability: 'chicago' }),
    expected: ['rules.vulnerability: only for chicago'],
  },
  {
    name: 'rules key nobody reads',
    input: rubber({ rules: { ranking: 'imps' } }),
    expected: ['rules.ranking: unknown field'],
  },
  {
    name: 'chicago vulnerability form unknown',
    input: fourPlayer('chicago', [], { vulnerability: 'rubber' }),
    expected: ['rules.vulnerability: must be chicago or cavendish'],
  },
  {
    name: 'kapiti rules.deals 0',
    input: fourPlayer('kapiti', [], { deals: 0 }),
    expected: ['rules.deals: must be an integer from 1 to 200'],
  },
  {
    name: 'sixdeal rules.deals a string',
    input: twoPlayer('sixdeal', [], { deals: '6' }),
    expected: ['rules.deals: must be an integer from 1 to 200'],
  },
  {
    name: 'honors true for duplicate',
    input: fourPlayer('duplicate', [], { honors: true }),
    expected: ['rules.honors: must be false: duplicate has no honors'],
  },
  {
    name: 'honors true for bridgette',
    input: twoPlayer('bridgette', [], { honors: true }),
    expected: ['rules.honors: must be false: bridgette has no honors'],
  },
  {
    name: 'rules.honors in rummy',
    input: rummy([], { honors: false }),
    expected: ['rules.honors: only for bridge games'],
  },
  {
    name: 'rummy target 0',
    input: rummy([], { target: 0 }),
    expected: ['rules.target: must be an integer from 1 to 100000'],
  },
  {
    name: 'rummy variant unknown',
    input: rummy([], { variant: 'oklahoma' }),
    expected: ['rules.variant: must be basic or gin'],
  },

  // Players, side, first dealer.
  {
    name: 'players missing',
    input: rubber({ players: undefined }),
    expected: ['players: must be an object with names by N, E, S, W'],
  },
  {
    name: 'players missing a seat',
    input: rubber({ players: { N: 'Ian', E: 'Dave', S: 'Bob' } }),
    expected: ['players.W: is missing'],
  },
  {
    name: 'player with an empty name',
    input: rubber({ players: { N: 'Ian', E: '', S: 'Bob', W: 'Alan' } }),
    expected: ["players.E: must be a player's name (1 to 100 characters)"],
  },
  {
    name: 'player with a blank name',
    input: rubber({ players: { N: 'Ian', E: '   ', S: 'Bob', W: 'Alan' } }),
    expected: ["players.E: must be a player's name (1 to 100 characters)"],
  },
  {
    name: 'player name not a string',
    input: rubber({ players: { N: 'Ian', E: 7, S: 'Bob', W: 'Alan' } }),
    expected: ["players.E: must be a player's name (1 to 100 characters)"],
  },
  {
    name: 'player name of 101 characters',
    input: rubber({ players: { N: 'Ian', E: 'D'.repeat(101), S: 'Bob', W: 'Alan' } }),
    expected: ["players.E: must be a player's name (1 to 100 characters)"],
  },
  {
    name: 'a fifth seat',
    input: rubber({ players: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan', X: 'Zed' } }),
    expected: ['players.X: unknown field'],
  },
  {
    name: 'bridgette players by seats',
    input: { ...twoPlayer('bridgette', []), players: { N: 'Ann', S: 'Bob' } },
    expected: [
      'players.N: unknown field',
      'players.S: unknown field',
      'players.A: is missing',
      'players.B: is missing',
    ],
  },
  {
    name: 'rummy with 1 player',
    input: rummy([], {}, ['Ann']),
    expected: ['players: must be an array of 2 to 6 names'],
  },
  {
    name: 'rummy with 7 players',
    input: rummy([], {}, ['a', 'b', 'c', 'd', 'e', 'f', 'g']),
    expected: ['players: must be an array of 2 to 6 names'],
  },
  {
    name: 'rummy player with an empty name',
    input: rummy([], {}, ['Ann', '']),
    expected: ["players[1]: must be a player's name (1 to 100 characters)"],
  },
  {
    name: 'we for bridgette',
    input: { ...twoPlayer('bridgette', []), we: 'NS' },
    expected: ['we: only for four-player games'],
  },
  { name: 'we not a side', input: rubber({ we: 'NE' }), expected: ['we: must be NS or EW'] },
  {
    name: 'firstDealer not a seat',
    input: rubber({ firstDealer: 'X' }),
    expected: ['firstDealer: must be one of N, E, S, W'],
  },
  {
    name: 'firstDealer A at a four-player table',
    input: rubber({ firstDealer: 'A' }),
    expected: ['firstDealer: must be one of N, E, S, W'],
  },
  {
    name: 'firstDealer N in sixdeal',
    input: { ...twoPlayer('sixdeal', []), firstDealer: 'N' },
    expected: ['firstDealer: must be one of A, B'],
  },
  {
    name: 'rummy firstDealer past the last player',
    input: { ...rummy([]), firstDealer: 3 },
    expected: ['firstDealer: must be a player index from 0 to 2'],
  },

  // Deals.
  {
    name: 'deals missing',
    input: rubber({ deals: undefined }),
    expected: ['deals: is missing: must be an array (may be empty)'],
  },
  {
    name: 'deals not an array',
    input: rubber({ deals: {} }),
    expected: ['deals: must be an array'],
  },
  {
    name: 'deal not an object',
    input: rubberDeal('4S by N'),
    expected: ['deals[0]: must be an object, not "4S by N"'],
  },
  {
    name: 'deal null',
    input: rubberDeal(null),
    expected: ['deals[0]: must be an object, not null'],
  },
  {
    name: 'passed false',
    input: rubberDeal({ passed: false }),
    expected: ['deals[0].passed: must be true (leave it out for a played deal)'],
  },
  {
    name: 'passed "yes"',
    input: rubberDeal({ passed: 'yes' }),
    expected: ['deals[0].passed: must be true (leave it out for a played deal)'],
  },
  {
    name: 'passed with a contract',
    input: rubberDeal({ passed: true, contract: '4S' }),
    expected: [
      'deals[0].contract: a passed-out deal has no contract (leave out "passed" for a played deal)',
    ],
  },
  {
    name: 'passed in bridgette',
    input: twoPlayer('bridgette', [PASSED]),
    expected: ['deals[0].passed: the dealer must open in bridgette: no deal is passed out'],
  },
  {
    name: 'passed in sixdeal',
    input: twoPlayer('sixdeal', [PASSED]),
    expected: ['deals[0].passed: the dealer must open in sixdeal: no deal is passed out'],
  },
  {
    name: 'contract missing',
    input: rubberDeal({ declarer: 'N', tricks: 10 }),
    expected: ['deals[0].contract: is missing (or give "passed": true)'],
  },
  {
    name: 'contract a number',
    input: rubberDeal({ ...PLAYED, contract: 4 }),
    expected: ['deals[0].contract: must be a contract like "4S", "3NTX" or "2HXX"'],
  },
  {
    name: 'contract in words',
    input: rubberDeal({ ...PLAYED, contract: '4 spades' }),
    expected: ['deals[0].contract: "4 spades" is not a contract like "4S", "3NTX" or "2HXX"'],
  },
  {
    name: 'contract tripled',
    input: rubberDeal({ ...PLAYED, contract: '4SXXX' }),
    expected: ['deals[0].contract: "4SXXX" is not a contract like "4S", "3NTX" or "2HXX"'],
  },
  {
    name: '8NT',
    input: rubberDeal({ ...PLAYED, contract: '8NT' }),
    expected: ['deals[0].contract: "8NT": the level must be 1 to 7'],
  },
  {
    name: 'B (brown) in the four-suit GorbyX deck',
    input: fourPlayer('rubber', [{ ...PLAYED, contract: '2B' }], { deck: 'gorbyx4' }),
    expected: ['deals[0].contract: "2B": not a strain of the gorbyx4 deck (Y R O G NT)'],
  },
  {
    name: 'Y (yellow) in the standard deck',
    input: rubberDeal({ ...PLAYED, contract: '2Y' }),
    expected: ['deals[0].contract: "2Y": not a strain of the standard deck (C D H S NT)'],
  },
  {
    name: 'S (spades) in the five-suit GorbyX deck',
    input: fourPlayer('kapiti', [{ ...PLAYED, contract: '2S' }], { deck: 'gorbyx5' }),
    expected: ['deals[0].contract: "2S": not a strain of the gorbyx5 deck (Y B R O G NT)'],
  },
  {
    name: '0NT in rubber',
    input: rubberDeal({ ...PLAYED, contract: '0NT', tricks: 6 }),
    expected: [
      'deals[0].contract: "0NT": 0NT is bid only in bridgette and sixdeal; here levels are 1 to 7',
    ],
  },
  {
    name: '0S in bridgette',
    input: twoPlayer('bridgette', [{ contract: '0S', declarer: 'A', tricks: 6 }]),
    expected: ['deals[0].contract: "0S": level 0 is only Zero Notrump ("0NT")'],
  },
  {
    name: 'declarer not a seat',
    input: rubberDeal({ ...PLAYED, declarer: 'X' }),
    expected: ['deals[0].declarer: must be one of N, E, S, W'],
  },
  {
    name: 'declarer A at a four-player table',
    input: rubberDeal({ ...PLAYED, declarer: 'A' }),
    expected: ['deals[0].declarer: must be one of N, E, S, W'],
  },
  {
    name: 'declarer N in bridgette',
    input: twoPlayer('bridgette', [{ contract: '1NT', declarer: 'N', tricks: 7 }]),
    expected: ['deals[0].declarer: must be one of A, B'],
  },
  {
    name: 'tricks 14',
    input: rubberDeal({ ...PLAYED, tricks: 14 }),
    expected: ['deals[0].tricks: must be an integer from 0 to 13'],
  },
  {
    name: 'tricks -1',
    input: rubberDeal({ ...PLAYED, tricks: -1 }),
    expected: ['deals[0].tricks: must be an integer from 0 to 13'],
  },
  {
    name: 'tricks 9.5',
    input: rubberDeal({ ...PLAYED, tricks: 9.5 }),
    expected: ['deals[0].tricks: must be an integer from 0 to 13'],
  },
  {
    name: 'tricks "9"',
    input: rubberDeal({ ...PLAYED, tricks: '9' }),
    expected: ['deals[0].tricks: must be an integer from 0 to 13'],
  },
  {
    name: 'honors 100 at notrump',
    input: rubberDeal({
      contract: '3NT',
      declarer: 'N',
      tricks: 9,
      honors: { side: 'NS', points: 100 },
    }),
    expected: ['deals[0].honors.points: at notrump only 150 (four aces)'],
  },
  {
    name: 'honors 100 at notrump spelt N',
    input: rubberDeal({
      contract: '3N',
      declarer: 'N',
      tricks: 9,
      honors: { side: 'EW', points: 100 },
    }),
    expected: ['deals[0].honors.points: at notrump only 150 (four aces)'],
  },
  {
    name: 'honors when rules.honors is false',
    input: rubber({ rules: { honors: false } }),
    expected: ['deals[2].honors: honors are not scored in this match (rules.honors is false)'],
  },
  {
    name: 'honors in duplicate',
    input: fourPlayer('duplicate', [{ ...PLAYED, honors: { side: 'NS', points: 100 } }]),
    expected: ['deals[0].honors: duplicate has no honors'],
  },
  {
    name: 'honors in bridgette',
    input: twoPlayer('bridgette', [
      { contract: '4S', declarer: 'A', tricks: 10, honors: { side: 'NS', points: 150 } },
    ]),
    expected: ['deals[0].honors: bridgette has no honors'],
  },
  {
    name: 'honors side a seat',
    input: rubberDeal({ ...PLAYED, honors: { side: 'N', points: 100 } }),
    expected: ['deals[0].honors.side: must be NS or EW'],
  },
  {
    name: 'honors 50',
    input: rubberDeal({ ...PLAYED, honors: { side: 'NS', points: 50 } }),
    expected: ['deals[0].honors.points: must be 100 or 150'],
  },
  {
    name: 'honors true',
    input: rubberDeal({ ...PLAYED, honors: true }),
    expected: ['deals[0].honors: must be an object like { "side": "NS", "points": 100 }'],
  },
  {
    name: 'board outside duplicate',
    input: rubberDeal({ ...PLAYED, board: 3 }),
    expected: ['deals[0].board: only for duplicate'],
  },
  {
    name: 'vulnerable outside duplicate',
    input: rubberDeal({ ...PASSED, vulnerable: 'NS' }),
    expected: ['deals[0].vulnerable: only for duplicate'],
  },
  {
    name: 'board 0 in duplicate',
    input: fourPlayer('duplicate', [{ ...PLAYED, board: 0 }]),
    expected: ['deals[0].board: must be a board number from 1 to 9999'],
  },
  {
    name: 'vulnerable not a vulnerability',
    input: fourPlayer('duplicate', [{ ...PLAYED, vulnerable: 'all' }]),
    expected: ['deals[0].vulnerable: must be one of none, NS, EW, both'],
  },
  {
    name: 'unknown deal field',
    input: rubberDeal({ ...PLAYED, lead: 'SA' }),
    expected: ['deals[0].lead: unknown field'],
  },

  // Rummy deals.
  {
    name: 'rummy out past the last player',
    input: rummy([{ out: 3, points: [0, 1, 2], rummy: false }]),
    expected: ['deals[0].out: must be a player index from 0 to 2'],
  },
  {
    name: 'rummy points one short',
    input: rummy([{ out: 0, points: [0, 12], rummy: false }]),
    expected: ['deals[0].points: must be an array of 3 numbers, one per player'],
  },
  {
    name: 'rummy points of the player who went out not 0',
    input: rummy([{ out: 1, points: [5, 3, 2], rummy: false }]),
    expected: ['deals[0].points[1]: must be 0: this player went out'],
  },
  {
    name: 'rummy points negative',
    input: rummy([{ out: 0, points: [0, -3, 2], rummy: false }]),
    expected: ['deals[0].points[1]: must be an integer from 0 to 9999'],
  },
  {
    name: 'rummy: true in gin',
    input: rummy([{ out: 0, points: [0, 3, 2], rummy: true }], { variant: 'gin' }),
    expected: ['deals[0].rummy: gin has no rummy penalty: must be false'],
  },
  {
    name: 'rummy not a boolean',
    input: rummy([{ out: 0, points: [0, 3, 2], rummy: 'yes' }]),
    expected: ['deals[0].rummy: must be true or false'],
  },

  // A deal's `agreed`: the deal as agreed, in its one-line form, read as a deal of the match.
  {
    name: 'agreed not text',
    input: rubberDeal({ ...PLAYED, agreed: true }),
    expected: [
      'deals[0].agreed: must be the deal as agreed, written like "4S N 10", "3NTX S 8 honors NS 150" or "passed"',
    ],
  },
  {
    name: 'agreed empty',
    input: rubberDeal({ ...PLAYED, agreed: '' }),
    expected: [
      'deals[0].agreed: must be the deal as agreed, written like "4S N 10", "3NTX S 8 honors NS 150" or "passed"',
    ],
  },
  {
    name: 'agreed in words',
    input: rubberDeal({ ...PLAYED, agreed: '4S by N, 10 tricks' }),
    expected: [
      'deals[0].agreed: must be the deal as agreed, written like "4S N 10", "3NTX S 8 honors NS 150" or "passed"',
    ],
  },
  {
    name: 'agreed with a word it does not know',
    input: rubberDeal({ ...PLAYED, agreed: '4S N 10 doubled' }),
    expected: [
      'deals[0].agreed: must be the deal as agreed, written like "4S N 10", "3NTX S 8 honors NS 150" or "passed"',
    ],
  },
  {
    name: 'agreed with honors given twice',
    input: rubberDeal({ ...PLAYED, agreed: '4S N 10 honors NS 100 honors EW 100' }),
    expected: [
      'deals[0].agreed: must be the deal as agreed, written like "4S N 10", "3NTX S 8 honors NS 150" or "passed"',
    ],
  },
  {
    name: 'agreed contract at level 8',
    input: rubberDeal({ ...PLAYED, agreed: '8S N 10' }),
    expected: ['deals[0].agreed: contract: "8S": the level must be 1 to 7'],
  },
  {
    name: 'agreed with 14 tricks and a declarer who is not a seat',
    input: rubberDeal({ ...PLAYED, agreed: '4S Q 14' }),
    expected: [
      'deals[0].agreed: declarer: must be one of N, E, S, W',
      'deals[0].agreed: tricks: must be an integer from 0 to 13',
    ],
  },
  {
    name: 'agreed in a strain the deck does not have',
    input: fourPlayer('rubber', [{ ...PLAYED, contract: '4G', agreed: '4S N 10' }], {
      deck: 'gorbyx4',
    }),
    expected: ['deals[0].agreed: contract: "4S": not a strain of the gorbyx4 deck (Y R O G NT)'],
  },
  {
    name: 'agreed with honors 100 at notrump',
    input: rubberDeal({ ...PLAYED, agreed: '3NT N 9 honors NS 100' }),
    expected: ['deals[0].agreed: honors.points: at notrump only 150 (four aces)'],
  },
  {
    name: 'agreed with honors in duplicate',
    input: fourPlayer('duplicate', [{ ...PLAYED, agreed: '4S N 10 honors NS 100' }]),
    expected: ['deals[0].agreed: honors: duplicate has no honors'],
  },
  {
    name: 'agreed with a board outside duplicate',
    input: rubberDeal({ ...PASSED, agreed: 'passed board 3' }),
    expected: ['deals[0].agreed: board: only for duplicate'],
  },
  {
    name: 'agreed passed out in bridgette',
    input: twoPlayer('bridgette', [{ ...A_1NT, agreed: 'passed' }]),
    expected: ['deals[0].agreed: passed: the dealer must open in bridgette: no deal is passed out'],
  },
  {
    name: 'agreed with a problem of its own on a deal with one too',
    input: rubberDeal({ ...PLAYED, tricks: 14, agreed: '4S N 15' }),
    expected: [
      'deals[0].tricks: must be an integer from 0 to 13',
      'deals[0].agreed: tricks: must be an integer from 0 to 13',
    ],
  },
  {
    name: 'rummy agreed not in the form',
    input: rummy([{ out: 0, points: [0, 3, 2], rummy: false, agreed: 'Ann went out' }]),
    expected: ['deals[0].agreed: must be the deal as agreed, written like "out 0 points 0 17 42"'],
  },
  {
    name: 'rummy agreed with a player short',
    input: rummy([{ out: 0, points: [0, 3, 2], rummy: false, agreed: 'out 0 points 0 3' }]),
    expected: ['deals[0].agreed: points: must be an array of 3 numbers, one per player'],
  },
  {
    name: 'rummy agreed with points for the player who went out',
    input: rummy([{ out: 0, points: [0, 3, 2], rummy: false, agreed: 'out 1 points 4 3 2' }]),
    expected: ['deals[0].agreed: points[1]: must be 0: this player went out'],
  },
  {
    name: 'rummy agreed with a rummy in gin',
    input: rummy(
      [{ out: 0, points: [0, 3, 2], rummy: false, agreed: 'out 0 points 0 3 2 rummy' }],
      {
        variant: 'gin',
      },
    ),
    expected: ['deals[0].agreed: rummy: gin has no rummy penalty: must be false'],
  },

  // Deals after the match was decided.
  {
    name: 'kapiti deal 31 after a decided deal 30',
    input: fourPlayer('kapiti', [...KAPITI_DECIDED_AT_30, PASSED]),
    expected: ['deals[30]: the match was decided after deal 30: no further deal is played'],
  },
  {
    name: 'kapiti deal 33 after a tie at 30 decided at 32',
    input: fourPlayer('kapiti', [...passes(30), PLAYED, PASSED, PASSED]),
    expected: ['deals[32]: the match was decided after deal 32: no further deal is played'],
  },
  {
    name: 'kapiti of 4 planned deals with a fifth',
    input: fourPlayer('kapiti', [PLAYED, PASSED, PASSED, PASSED, PASSED], { deals: 4 }),
    expected: ['deals[4]: the match was decided after deal 4: no further deal is played'],
  },
  {
    name: 'sixdeal deal 7 after a decided six',
    input: twoPlayer('sixdeal', [A_1NT, B_1NT, A_1NT, B_1NT, A_1NT, A_1NT, B_1NT]),
    expected: ['deals[6]: the match was decided after deal 6: no further deal is played'],
  },
  {
    name: 'rummy deal after the target was reached',
    input: rummy(
      [
        { out: 0, points: [0, 30, 40], rummy: false },
        { out: 1, points: [20, 0, 70], rummy: false },
        { out: 2, points: [5, 5, 0], rummy: false },
      ],
      { target: 100 },
    ),
    expected: ['deals[2]: the point target was reached after deal 2: no further deal is played'],
  },

  {
    name: 'contract in lower case',
    input: rubberDeal({ ...PLAYED, contract: '4s' }),
    expected: ['deals[0].contract: "4s" is not a contract like "4S", "3NTX" or "2HXX"'],
  },
  {
    name: 'contract with spaces',
    input: rubberDeal({ ...PLAYED, contract: ' 4S ' }),
    expected: ['deals[0].contract: " 4S " is not a contract like "4S", "3NTX" or "2HXX"'],
  },
  {
    name: 'a date that does not exist',
    input: rubber({ createdAt: '2026-02-30T10:00:00Z' }),
    expected: ['createdAt: must be an ISO-8601 time like 2026-11-22T10:30:00Z'],
  },
  {
    name: 'rummy with 7 players and a deal',
    input: rummy([{ out: 0, points: [0, 1, 2, 3, 4, 5, 6], rummy: false }], {}, [
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
    ]),
    expected: ['players: must be an array of 2 to 6 names'],
  },
  // The competition and when the result was sent (docs/format.md, "competition").
  {
    name: 'a competition on a rubber',
    input: rubber({ competition: { name: 'Kapiti' } }),
    expected: ['competition: only for kapiti'],
  },
  {
    name: 'a sent time on a rubber',
    input: rubber({ sent: '2026-11-22T10:30:00Z' }),
    expected: ['sent: only for kapiti'],
  },
  {
    name: 'a competition that is not an object',
    input: { ...fourPlayer('kapiti', []), competition: 'Kapiti 2026' },
    expected: ['competition: must be an object, not "Kapiti 2026"'],
  },
  {
    name: 'a competition with every field wrong',
    input: {
      ...fourPlayer('kapiti', []),
      competition: {
        round: '',
        organiser: 7,
        email: 'pat at example.org',
        address: 'x'.repeat(301),
        due: '2026-02-30',
        prize: 'cup',
      },
    },
    expected: [
      'competition.prize: unknown field',
      'competition.name: is missing',
      'competition.round: must be text of 1 to 100 characters',
      'competition.organiser: must be text of 1 to 100 characters',
      'competition.email: "pat at example.org" is not an e-mail address',
      'competition.address: must be text of 1 to 300 characters',
      'competition.due: must be a date like 2026-12-01',
    ],
  },
  {
    name: 'a sent time that is not a time',
    input: { ...fourPlayer('kapiti', []), sent: 'last Tuesday' },
    expected: ['sent: must be an ISO-8601 time like 2026-11-22T10:30:00Z'],
  },
  // Several problems at once: every one is reported.
  {
    name: 'several problems in one file',
    input: rubber({
      version: 2,
      notes: 'x',
      players: { N: 'Ian', E: 'Dave', S: 'Bob' },
      we: 'NE',
      deals: [
        { contract: '8NT', declarer: 'Q', tricks: 14 },
        PASSED,
        { passed: false },
        { ...PLAYED, honors: { side: 'NS', points: 125 } },
      ],
    }),
    expected: [
      'version: 2 is newer than this app reads (1)',
      'notes: unknown field (fields of your own must start with "x-")',
      'players.W: is missing',
      'we: must be NS or EW',
      'deals[0].contract: "8NT": the level must be 1 to 7',
      'deals[0].declarer: must be one of N, E, S, W',
      'deals[0].tricks: must be an integer from 0 to 13',
      'deals[2].passed: must be true (leave it out for a played deal)',
      'deals[3].honors.points: must be 100 or 150',
    ],
  },
];
