import { scoreChicago } from './chicago.ts';
import { scoreDuplicate } from './duplicate.ts';
import { scoreKapiti } from './kapiti.ts';
import { scoreBridgette, scoreRubberGame } from './rubberGame.ts';
import { scoreRummy } from './rummy.ts';
import type { BridgeSheet, RummySheet, Sheet } from './sheet.ts';
import { scoreSixDeal } from './sixdeal.ts';
import type { BridgeMatch, Match, RummyMatch } from './types.ts';

/**
 * Scores a match: a pure function of its inputs, so editing or deleting any deal and scoring
 * again gives exactly what entering the corrected deals from scratch would.
 */
export function scoreMatch(match: RummyMatch): RummySheet;
export function scoreMatch(match: BridgeMatch): BridgeSheet;
export function scoreMatch(match: Match): Sheet;
export function scoreMatch(match: Match): Sheet {
  switch (match.game) {
    case 'rubber':
      return scoreRubberGame(match);
    case 'kapiti':
      return scoreKapiti(match);
    case 'chicago':
      return scoreChicago(match);
    case 'duplicate':
      return scoreDuplicate(match);
    case 'bridgette':
      return scoreBridgette(match);
    case 'sixdeal':
      return scoreSixDeal(match);
    case 'rummy':
      return scoreRummy(match);
  }
}
