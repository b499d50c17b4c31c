import { scoreChicago } from './chicago.ts';
import { kapitiDecidedAt, scoreKapiti } from './kapiti.ts';
import { rummyDecidedAt, scoreRummy } from './rummy.ts';
import { scoringHere } from './score.ts';
import { scoreSixDeal, sixDealDecidedAt } from './sixdeal.ts';
import { tieBreakWords } from './tieBreakSaid.ts';

/**
 * Every game's scoring, here at once, and the match file's reader and the scorer that use it: for
 * code away from the table (the command line, files read and written, the ledger, the organiser's
 * desk, a club's records, comparing two records), which reads and scores matches of any game as
 * they come. The first screen and the table instead load a game's scoring with its match
 * (score.ts, loadScoring). tests/engine/everyGame.test.ts holds each module to one or the other.
 */
scoringHere({
  chicago: { score: scoreChicago },
  kapiti: { score: scoreKapiti, decidedAt: kapitiDecidedAt, tieBreak: tieBreakWords },
  sixdeal: { score: scoreSixDeal, decidedAt: sixDealDecidedAt, tieBreak: tieBreakWords },
  rummy: { score: scoreRummy, decidedAt: rummyDecidedAt },
});

export { validateMatch } from './matchFile/validateMatch.ts';
export { scoreMatch } from './score.ts';
