/**
 * The narrow types of bridgepad's inputs: what people enter at the table, as read from a
 * match file (docs/format.md) or the database. Everything else is derived by the engine.
 */

/** A seat at a four-player table, clockwise. */
export type Seat = 'N' | 'E' | 'S' | 'W';
/** A player of a two-player game (Bridgette, Six-Deal). */
export type Player2 = 'A' | 'B';
/** Whoever can declare: a seat, or a two-player game's player. */
export type Declarer = Seat | Player2;
/** A partnership at a four-player table. */
export type Side = 'NS' | 'EW';
/** The column a side is kept in: 0 is NS (or A), 1 is EW (or B). */
export type SideIndex = 0 | 1;
/** A pair of numbers, one per side, indexed by SideIndex. */
export type PerSide<T> = readonly [T, T];

/** Contract level: 1-7, and 0 for Bridgette's Zero Notrump. */
export type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** Tricks taken by the declarer's side. */
export type Tricks = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
/** 0 undoubled, 1 doubled, 2 redoubled. */
export type Doubling = 0 | 1 | 2;

/**
 * A strain letter. Standard deck: C D H S; GorbyX decks: Y (yellow, dairy), B (brown, grains),
 * R (red, protein), O (orange, fruits), G (green, vegetables); NT for notrump in every deck.
 */
export type Strain = 'C' | 'D' | 'H' | 'S' | 'Y' | 'B' | 'R' | 'O' | 'G' | 'NT';
/** How a strain's tricks score: minor 20, major 30, notrump 40 then 30. */
export type StrainClass = 'minor' | 'major' | 'notrump';
/**
 * The cards: the standard deck, or GorbyX with all five suits or four (seed 000): brown taken out
 * (`gorbyx4`), or red, or yellow, as the players' diet has it.
 */
export type Deck = 'standard' | 'gorbyx4' | 'gorbyx4-no-red' | 'gorbyx4-no-yellow' | 'gorbyx5';

export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly doubling: Doubling;
}

export type HonorsPoints = 100 | 150;
export interface HonorsClaim {
  readonly side: Side;
  readonly points: HonorsPoints;
}

export type Vulnerability = 'none' | 'NS' | 'EW' | 'both';

export interface PassedDeal {
  readonly passed: true;
  /** Duplicate only: the board number of a passed-out board. */
  readonly board?: number;
  /** Duplicate only: overrides the board's vulnerability. */
  readonly vulnerable?: Vulnerability;
  /** The deal as both devices agreed on it, in its one-line form (docs/format.md, "agreed"). */
  readonly agreed?: string;
}

export interface PlayedDeal {
  readonly passed?: false;
  readonly contract: Contract;
  readonly declarer: Declarer;
  readonly tricks: Tricks;
  readonly honors?: HonorsClaim;
  /** Duplicate only: the board number, which sets vulnerability and dealer. */
  readonly board?: number;
  /** Duplicate only: overrides the board's vulnerability. */
  readonly vulnerable?: Vulnerability;
  /** The deal as both devices agreed on it, in its one-line form (docs/format.md, "agreed"). */
  readonly agreed?: string;
}

export type BridgeDeal = PassedDeal | PlayedDeal;

export interface RummyDeal {
  /** Index of the player who went out. */
  readonly out: number;
  /** Card points left in each player's hand; the one who went out has 0. */
  readonly points: readonly number[];
  /** The player went out in a single play: every other player adds 25 (basic rummy only). */
  readonly rummy: boolean;
  /** The deal as both devices agreed on it, in its one-line form (docs/format.md, "agreed"). */
  readonly agreed?: string;
}

export type BridgeGame = 'rubber' | 'kapiti' | 'chicago' | 'duplicate' | 'bridgette' | 'sixdeal';
export type Game = BridgeGame | 'rummy';
export type FourPlayerGame = 'rubber' | 'kapiti' | 'chicago' | 'duplicate';
export type TwoPlayerGame = 'bridgette' | 'sixdeal';

export const GAMES: readonly Game[] = [
  'rubber',
  'kapiti',
  'chicago',
  'duplicate',
  'bridgette',
  'sixdeal',
  'rummy',
];

import type { Stake } from './stakes.ts';

export type ChicagoVulnerability = 'chicago' | 'cavendish';
/** What an unfinished rubber's only part score earns when play stops (docs/rules.md, Rubber bridge). */
export type UnfinishedPartScore = 100 | 50;
/** Chicago's fourth-deal part-score bonus, as clubs play it (docs/rules.md, Chicago). */
export type FourthDealBonus = 'made' | 'carried' | 'none';
/** How Chicago is scored: by the chukker (the default), or deal by deal as at duplicate. */
export type ChicagoScoring = 'chukker' | 'deal';
export type RummyVariant = 'basic' | 'gin';

export interface BridgeRules {
  readonly honors: boolean;
  readonly deck: Deck;
  /** Chicago only. */
  readonly vulnerability?: ChicagoVulnerability;
  /** Kapiti and Six-Deal: the planned number of deals. */
  readonly deals?: number;
  /** Rubber, Kapiti, Bridgette: the only part score's bonus in an unfinished rubber; 100 when absent. */
  readonly unfinishedPartScore?: UnfinishedPartScore;
  /** Chicago: the fourth deal's part-score bonus; 'made' when absent. */
  readonly fourthDealBonus?: FourthDealBonus;
  /** Chicago: 'deal', four-deal bridge scored deal by deal; by the chukker when absent. */
  readonly scoring?: ChicagoScoring;
  /** Games with a back score: played for a stake per 100 (docs/rules.md); none when absent. */
  readonly stake?: Stake;
}

export interface RummyRules {
  readonly variant: RummyVariant;
  /** Point target that ends the game, if one was agreed. */
  readonly target?: number;
}

export type FourPlayers = Readonly<Record<Seat, string>>;
export type TwoPlayers = Readonly<Record<Player2, string>>;

/**
 * The competition a match is played in and the organiser its result goes to (docs/format.md,
 * "competition"): printed as "Please send this completed score sheet to" on the summary sheet.
 */
export interface Competition {
  readonly name: string;
  /** The round or stage, as the organiser names it ("Round 3"). */
  readonly round?: string;
  /** The organiser's name. */
  readonly organiser?: string;
  readonly email?: string;
  /** The organiser's postal address, as one line or several separated by commas. */
  readonly address?: string;
  /** The date the result is due with the organiser, YYYY-MM-DD. */
  readonly due?: string;
}

/** Fields every match carries, whatever its game. */
interface MatchCommon {
  readonly id?: string;
  readonly createdAt?: string;
  readonly updatedAt?: string;
  /** True when play has stopped (scores an unfinished rubber). */
  readonly finished: boolean;
  /** Kapiti: the competition and its organiser (docs/format.md, "competition"). */
  readonly competition?: Competition;
  /** Kapiti: when the result was last sent to the organiser, an ISO-8601 time. */
  readonly sent?: string;
  /** Unknown `x-` keys, kept and written back untouched. */
  readonly extras: Readonly<Record<string, unknown>>;
}

export interface FourPlayerMatch extends MatchCommon {
  readonly game: FourPlayerGame;
  readonly rules: BridgeRules;
  readonly players: FourPlayers;
  readonly we: Side;
  readonly firstDealer: Seat;
  readonly deals: readonly BridgeDeal[];
}

export interface TwoPlayerMatch extends MatchCommon {
  readonly game: TwoPlayerGame;
  readonly rules: BridgeRules;
  readonly players: TwoPlayers;
  readonly firstDealer: Player2;
  readonly deals: readonly BridgeDeal[];
}

export interface RummyMatch extends MatchCommon {
  readonly game: 'rummy';
  readonly rules: RummyRules;
  readonly players: readonly string[];
  readonly firstDealer: number;
  readonly deals: readonly RummyDeal[];
}

export type BridgeMatch = FourPlayerMatch | TwoPlayerMatch;
export type Match = BridgeMatch | RummyMatch;

/** A result that can fail on user input: the engine never throws on what people type. */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: E };

export function isPassed(deal: BridgeDeal): deal is PassedDeal {
  return deal.passed === true;
}
