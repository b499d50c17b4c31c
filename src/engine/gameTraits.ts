import type { BridgeSheet, RummySheet, Sheet } from './sheet.ts';
import type {
  BridgeMatch,
  Deck,
  FourPlayerMatch,
  Game,
  Match,
  RummyMatch,
  TwoPlayerMatch,
} from './types.ts';
import { DECKS } from './strains.ts';
import { GAMES } from './types.ts';

/**
 * What each game allows, one row per game (docs/style.md, rule 16; docs/rules.md, each game's
 * section). The store, the validator, the command line and every screen read a game's row and
 * never compare game names: a new game or variant is a new row, not a hunt through the code.
 * LOUD: nothing outside src/engine spells a game's name; the linter refuses it (eslint.config.js).
 */

/** How the players sit: four in two partnerships (N E S W), two face to face (A B), or a circle. */
export type Seating = 'four' | 'two' | 'circle';

/** How vulnerability is set: by games won, by a deal's place in a chukker, by the board, or never. */
export type VulnerabilityRule = 'games' | 'chukker' | 'board' | 'none';

/** A `rules` key of the match file (docs/format.md). */
export type RuleKey =
  | 'honors'
  | 'deck'
  | 'vulnerability'
  | 'deals'
  | 'target'
  | 'variant'
  | 'unfinishedPartScore'
  | 'fourthDealBonus'
  | 'scoring'
  | 'stake';

/** One way a rule that competitions and clubs play differently can be played, with its name. */
export interface RulePreset {
  readonly value: string | number;
  /** Short, as a choice and on a sheet's header: "300 / 50". */
  readonly name: string;
}

/**
 * A rule played differently by different competitions and clubs, carried in the match file's
 * `rules` under `key` (docs/format.md). The first preset is the default: a file without the key
 * reads exactly as one with the first preset, and a new match writes the key only for another.
 */
export interface RuleVariant {
  readonly key: RuleKey;
  /** What the rule is about: "Unfinished rubber". */
  readonly label: string;
  readonly presets: readonly [RulePreset, ...RulePreset[]];
  /** Another rule's value under which this rule is not played at all, and why. */
  readonly unless?: { readonly key: RuleKey; readonly value: string; readonly why: string };
}

/** The only part score of an unfinished rubber (docs/rules.md, Rubber bridge). */
export const UNFINISHED_RUBBER: RuleVariant = {
  key: 'unfinishedPartScore',
  label: 'Unfinished rubber',
  presets: [
    {
      value: 100,
      name: '300 / 100',
    },
    {
      value: 50,
      name: '300 / 50',
    },
  ],
};

/**
 * How Chicago is scored (docs/rules.md, Chicago): by the chukker, part scores carrying to a game,
 * or four-deal bridge deal by deal, each deal as a duplicate board at its place's vulnerability.
 */
export const CHICAGO_SCORING: RuleVariant = {
  key: 'scoring',
  label: 'Scoring',
  presets: [
    {
      value: 'chukker',
      name: 'by the chukker',
    },
    {
      value: 'deal',
      name: 'deal by deal, as at duplicate',
    },
  ],
};

/** Chicago's fourth-deal part-score custom (docs/rules.md, Chicago). */
export const FOURTH_DEAL: RuleVariant = {
  key: 'fourthDealBonus',
  label: 'Fourth deal',
  unless: { key: 'scoring', value: 'deal', why: 'a match scored deal by deal has no such bonus' },
  presets: [
    {
      value: 'made',
      name: '100 for a part score made on it',
    },
    {
      value: 'carried',
      name: '100 for each part score standing after it',
    },
    {
      value: 'none',
      name: 'no bonus',
    },
  ],
};

/** A match of a planned number of deals, and how a tie at the end is played off. */
export interface PlannedDeals {
  /** Deals in a match unless agreed otherwise. */
  readonly deals: number;
  /** Deals a tie-break adds at a time; the match stops after each step that is not a tie. */
  readonly tieBreakDeals: number;
  /** Who deals a tie-break: the deal goes on round the table, or the first dealer deals each. */
  readonly tieBreakDealer: 'in turn' | 'first dealer';
}

export interface GameTraits {
  readonly game: Game;
  /** As players name it, in full: "Kapiti 30-deal match", "Bridgette Six-Deal". */
  readonly name: string;
  /** The same where room is short, as a heading on a phone: "Kapiti match", "Six-Deal". */
  readonly shortName: string;
  readonly seating: Seating;
  /** The players a match names: four seats, two players, or a circle of `min` to `max`. */
  readonly players: { readonly min: number; readonly max: number };
  /** Five or six players may share the table, sitting out in turn (docs/rules.md, seed 004). */
  readonly sitOut: boolean;
  /** Honors can be scored (on by default; a match may turn them off). */
  readonly honors: boolean;
  /**
   * Whether a deal can be passed out, and who deals next: the deal passes on as usual, or the
   * same dealer deals again at the same vulnerability. Null: the dealer must open (or no bidding).
   */
  readonly passedOut: 'deal passes' | 'same dealer' | null;
  /** Zero Notrump is a contract (Bridgette's level 0). */
  readonly zeroNotrump: boolean;
  /** The sheet has a line: trick scores below it, part scores carrying towards game. */
  readonly lined: boolean;
  /** Two games win a rubber, with its bonus; games are drawn under a game line. */
  readonly rubbers: boolean;
  /** What one of the sheet's tables is called: a rubber, a chukker, or nothing. */
  readonly unit: 'Rubber' | 'Chukker' | null;
  /** Rubbers add to a back score in hundreds, across rubbers and evenings. */
  readonly backScore: boolean;
  /** Play can be stopped at any time (End of play), scoring any unfinished rubber. */
  readonly canEnd: boolean;
  /** A match of planned deals (Kapiti, Six-Deal), or null for as many as are played. */
  readonly planned: PlannedDeals | null;
  /**
   * How the sheet's columns are named: WE and THEY, NS and EW (duplicate, where each board is
   * scored for North-South or East-West), the two players' names, or each player.
   */
  readonly sides: 'we-they' | 'compass' | 'names' | 'each player';
  /** The decks a match may be played with; empty for a game with its own cards only. */
  readonly decks: readonly Deck[];
  readonly vulnerability: VulnerabilityRule | null;
  /** Deals are boards: each board's number sets its dealer and vulnerability. */
  readonly boards: boolean;
  /** The `rules` keys a match file of this game may hold. */
  readonly ruleKeys: readonly RuleKey[];
  /** Rules this game is played by differently in different places, each with its presets. */
  readonly variants: readonly RuleVariant[];
  /** Played in a competition, with an official summary sheet sent to its organiser. */
  readonly competition: boolean;
  /** The match ends when a player's total reaches the agreed point target (lowest total wins). */
  readonly pointTarget: boolean;
}

const FOUR = { min: 4, max: 4 } as const;
const TWO = { min: 2, max: 2 } as const;

/** The common ground of the four-player bridge games; each row says how its game differs. */
const FOUR_PLAYER_BRIDGE = {
  seating: 'four',
  players: FOUR,
  sitOut: false,
  honors: true,
  passedOut: 'deal passes',
  zeroNotrump: false,
  lined: true,
  rubbers: true,
  unit: 'Rubber',
  backScore: false,
  canEnd: false,
  planned: null,
  sides: 'we-they',
  decks: DECKS,
  vulnerability: 'games',
  boards: false,
  ruleKeys: ['honors', 'deck'],
  variants: [],
  competition: false,
  pointTarget: false,
} as const satisfies Omit<GameTraits, 'game' | 'name' | 'shortName'>;

export const GAME_TRAITS: Readonly<Record<Game, GameTraits>> = {
  rubber: {
    ...FOUR_PLAYER_BRIDGE,
    game: 'rubber',
    name: 'Rubber bridge',
    shortName: 'Rubber bridge',
    sitOut: true,
    backScore: true,
    canEnd: true,
    ruleKeys: ['honors', 'deck', 'unfinishedPartScore', 'stake'],
    variants: [UNFINISHED_RUBBER],
  },
  kapiti: {
    ...FOUR_PLAYER_BRIDGE,
    game: 'kapiti',
    name: 'Kapiti 30-deal match',
    shortName: 'Kapiti match',
    planned: { deals: 30, tieBreakDeals: 2, tieBreakDealer: 'in turn' },
    ruleKeys: ['honors', 'deck', 'deals', 'unfinishedPartScore'],
    variants: [UNFINISHED_RUBBER],
    competition: true,
  },
  chicago: {
    ...FOUR_PLAYER_BRIDGE,
    game: 'chicago',
    name: 'Chicago',
    shortName: 'Chicago',
    passedOut: 'same dealer',
    rubbers: false,
    unit: 'Chukker',
    sitOut: true,
    backScore: true,
    vulnerability: 'chukker',
    ruleKeys: ['honors', 'deck', 'vulnerability', 'scoring', 'fourthDealBonus', 'stake'],
    variants: [CHICAGO_SCORING, FOURTH_DEAL],
  },
  duplicate: {
    ...FOUR_PLAYER_BRIDGE,
    game: 'duplicate',
    name: 'Duplicate',
    shortName: 'Duplicate',
    honors: false,
    lined: false,
    rubbers: false,
    unit: null,
    canEnd: true,
    sides: 'compass',
    vulnerability: 'board',
    boards: true,
  },
  bridgette: {
    ...FOUR_PLAYER_BRIDGE,
    game: 'bridgette',
    name: 'Bridgette',
    shortName: 'Bridgette',
    seating: 'two',
    players: TWO,
    honors: false,
    passedOut: null,
    zeroNotrump: true,
    backScore: true,
    canEnd: true,
    sides: 'names',
    ruleKeys: ['honors', 'deck', 'unfinishedPartScore', 'stake'],
    variants: [UNFINISHED_RUBBER],
  },
  sixdeal: {
    ...FOUR_PLAYER_BRIDGE,
    game: 'sixdeal',
    name: 'Bridgette Six-Deal',
    shortName: 'Six-Deal',
    seating: 'two',
    players: TWO,
    honors: false,
    passedOut: null,
    zeroNotrump: true,
    lined: false,
    rubbers: false,
    unit: null,
    planned: { deals: 6, tieBreakDeals: 1, tieBreakDealer: 'first dealer' },
    sides: 'names',
    vulnerability: 'none',
    ruleKeys: ['honors', 'deck', 'deals'],
  },
  rummy: {
    game: 'rummy',
    name: 'GorbyX Rummy',
    shortName: 'GorbyX Rummy',
    seating: 'circle',
    players: { min: 2, max: 6 },
    sitOut: false,
    honors: false,
    passedOut: null,
    zeroNotrump: false,
    lined: false,
    rubbers: false,
    unit: null,
    backScore: false,
    canEnd: true,
    planned: null,
    sides: 'each player',
    decks: [],
    vulnerability: null,
    boards: false,
    ruleKeys: ['target', 'variant'],
    variants: [],
    competition: false,
    pointTarget: true,
  },
};

/** Every game's row, in the order the new-match form offers them. */
export const ALL_GAME_TRAITS: readonly GameTraits[] = GAMES.map((game) => GAME_TRAITS[game]);

/** The game a new match starts as, unless the player picks another. */
export const DEFAULT_GAME: Game = 'rubber';

/** The preset a match plays a variant rule by: its own, or the default (the first). */
export function presetOf(variant: RuleVariant, rules: object): RulePreset {
  const value = (rules as Record<string, unknown>)[variant.key];
  return variant.presets.find((preset) => preset.value === value) ?? variant.presets[0];
}

/** A game's row. */
export function traitsOf(game: Game): GameTraits {
  return GAME_TRAITS[game];
}

/** A rummy match (players in a circle, scored low-wins), as against a bridge match. */
export function isRummy(match: Match): match is RummyMatch {
  return GAME_TRAITS[match.game].seating === 'circle';
}

export function isBridge(match: Match): match is BridgeMatch {
  return !isRummy(match);
}

/** A bridge match of four players in partnerships, N E S W. */
export function isFourPlayer(match: Match): match is FourPlayerMatch {
  return GAME_TRAITS[match.game].seating === 'four';
}

/** A bridge match of two players, A and B. */
export function isTwoPlayer(match: Match): match is TwoPlayerMatch {
  return GAME_TRAITS[match.game].seating === 'two';
}

export function isRummySheet(sheet: Sheet): sheet is RummySheet {
  return GAME_TRAITS[sheet.game].seating === 'circle';
}

export function isBridgeSheet(sheet: Sheet): sheet is BridgeSheet {
  return !isRummySheet(sheet);
}
