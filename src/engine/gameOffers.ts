import type { RuleKey } from './gameTraits.ts';
import type { Game } from './types.ts';

/**
 * What the new-match form says of each game and of each way a rule is played: words only, kept
 * apart from the games' traits (gameTraits.ts), which decide the rules, so the table does not
 * carry the form's words.
 */

/** Each game as the new-match form offers it, saying what it covers: "Bridgette (two players)". */
export const GAME_OFFER: Readonly<Record<Game, string>> = {
  rubber: 'Rubber bridge',
  kapiti: 'Kapiti 30-deal match',
  chicago: 'Chicago (Chicago and Cavendish forms)',
  duplicate: 'Duplicate',
  bridgette: 'Bridgette (two players)',
  sixdeal: 'Bridgette Six-Deal (two players)',
  rummy: 'GorbyX Rummy (basic and gin)',
};

/** Each preset of a rule played differently (gameTraits.ts, RuleVariant): who plays it so, and what it pays. */
export const PRESET_DETAIL: Readonly<Partial<Record<RuleKey, Readonly<Record<string, string>>>>> = {
  unfinishedPartScore: {
    100: 'the only game 300, the only part score 100 (the Kapiti rules and most clubs)',
    50: 'the only game 300, the only part score 50 (other New Zealand competitions)',
  },
  scoring: {
    chukker: 'part scores carry from deal to deal, and 100 below the line is a game',
    deal: 'four-deal bridge: each deal scored on its own as a duplicate board, no honors',
  },
  fourthDealBonus: {
    made: 'a part-score contract made on the fourth deal, short of game, scores 100',
    carried: 'each side with a part score not yet a game when the chukker ends scores 100',
    none: 'a part score earns nothing at the end of the chukker',
  },
};
