import type { BridgeGame, Contract, Declarer, PerSide, SideIndex, Tricks } from './types.ts';

/**
 * The sheet model: everything a score sheet shows, derived from the inputs alone. The UI, the
 * command line and every export read this one shape, so they always show the same numbers.
 */

/** What a sheet entry is for. */
export type EntryKind =
  | 'trick' // trick score of the tricks bid (below the line)
  | 'overtricks'
  | 'insult' // making a doubled or redoubled contract
  | 'slam'
  | 'undertricks'
  | 'honors'
  | 'game' // game bonus (Chicago, duplicate)
  | 'rubber' // rubber bonus
  | 'unfinished' // unfinished rubber at the end of play
  | 'partscore' // part-score bonus (duplicate; Chicago's fourth deal)
  | 'contract' // Six-Deal: the contract's own score
  | 'exacto' // Six-Deal: made exactly
  | 'trifecta' // Six-Deal: exactly three overtricks
  | 'doubled'; // Six-Deal: doubled or redoubled contract made

export type LinePosition = 'above' | 'below';

export interface SheetEntry {
  readonly side: SideIndex;
  readonly where: LinePosition;
  readonly points: number;
  readonly kind: EntryKind;
  /** Index of the deal it came from; null for an end-of-play bonus that belongs to no deal. */
  readonly deal: number | null;
  /** Index of the rubber (Chicago: chukker) it belongs to. */
  readonly rubber: number;
  /** Below the line: the game (within its rubber) it counts towards. */
  readonly game: number;
  /** A short line a player can read: "2 overtricks doubled, not vulnerable: 2 x 100". */
  readonly explain: string;
}

/** The state of play before a deal: what a player needs to know before bidding. */
export interface DealState {
  readonly dealer: Declarer;
  readonly vulnerable: PerSide<boolean>;
  /** Below-the-line points since the last game line (0 where part scores do not carry). */
  readonly partScore: PerSide<number>;
  /** Points still needed for game (0 where games are not played towards). */
  readonly needs: PerSide<number>;
  /** Games won in the current rubber. */
  readonly games: PerSide<number>;
  readonly rubber: number;
  /** Chicago: position in the chukker (0-3); Six-Deal, Kapiti: deal number within the match. */
  readonly position: number;
  /** Duplicate: the board played, which sets the dealer and (unless overridden) vulnerability. */
  readonly board?: number;
}

export interface DealRow {
  readonly index: number;
  /** Board number for duplicate; otherwise index + 1. */
  readonly number: number;
  readonly before: DealState;
  readonly passed: boolean;
  readonly contract: Contract | null;
  readonly declarer: Declarer | null;
  readonly tricks: Tricks | null;
  /** Points each side scored on this deal, above and below, with any bonus it completed. */
  readonly points: PerSide<number>;
  /** Running totals after this deal (not counting end-of-play bonuses). */
  readonly cumulative: PerSide<number>;
  /** Indices into `entries`. */
  readonly entries: readonly number[];
  /** The side that won a game on this deal, if any. */
  readonly gameWonBy: SideIndex | null;
  /** The side that won the rubber on this deal, if any. */
  readonly rubberWonBy: SideIndex | null;
  /** A short summary: "4♠ by South, +1: 120 below, 30 above, game". */
  readonly summary: string;
  /** The summary with the sides named otherwise: "… 500 above to WE" rather than "to NS". */
  summaryNaming(names: PerSide<string>): string;
}

export interface GameLine {
  readonly rubber: number;
  /** The line is drawn under this deal's trick score. */
  readonly afterDeal: number;
  readonly wonBy: SideIndex;
}

export interface RubberResult {
  readonly index: number;
  readonly firstDeal: number;
  /** Last deal of the rubber so far (-1 when none). */
  readonly lastDeal: number;
  readonly totals: PerSide<number>;
  readonly games: PerSide<number>;
  /** Won by two games; null while unfinished. */
  readonly wonBy: SideIndex | null;
  /** Over: won, or the last rubber of a match whose play stopped (its bonus scored). */
  readonly over: boolean;
  /** The side with more points in the rubber, null if level. */
  readonly winner: SideIndex | null;
  /** First side minus second. */
  readonly net: number;
  /** The net in hundreds, 50 rounding away from zero (docs/rules.md, Rubber bridge). */
  readonly backScore: number;
}

export type MatchStatus = 'in-progress' | 'complete' | 'tied';

/** A Kapiti (or Six-Deal) stopping point: where the match is decided unless tied. */
export interface StoppingPoint {
  readonly afterDeal: number;
  readonly totals: PerSide<number>;
}

export interface BridgeSheet {
  readonly game: BridgeGame;
  readonly entries: readonly SheetEntry[];
  readonly deals: readonly DealRow[];
  readonly gameLines: readonly GameLine[];
  readonly rubbers: readonly RubberResult[];
  /** State before the next deal to be played. */
  readonly next: DealState;
  readonly totals: PerSide<number>;
  readonly winner: SideIndex | null;
  readonly status: MatchStatus;
  /** Kapiti: the stopping point the match is at (deal 30, 32, ...), if it is at one. */
  readonly stop: StoppingPoint | null;
  /** Six-Deal and Kapiti: planned number of deals. */
  readonly plannedDeals: number | null;
}

export interface RummyRow {
  readonly index: number;
  readonly dealer: number;
  readonly out: number;
  readonly rummy: boolean;
  readonly points: readonly number[];
  readonly cumulative: readonly number[];
  readonly explain: readonly string[];
}

export interface RummySheet {
  readonly game: 'rummy';
  readonly deals: readonly RummyRow[];
  readonly totals: readonly number[];
  /** Index of the player with the lowest total; null if tied. */
  readonly winner: number | null;
  readonly status: MatchStatus;
  readonly nextDealer: number;
}

export type Sheet = BridgeSheet | RummySheet;
