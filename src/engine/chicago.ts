import { SheetBuilder } from './builder.ts';
import { scoreContract } from './contract.ts';
import { GAME } from './rubber.ts';
import {
  CHUKKER,
  chicagoVulnerability,
  DEFAULT_CHICAGO_FORM,
  DEFAULT_FOURTH_DEAL_BONUS,
} from './chukker.ts';
import { scoreAsBoard } from './duplicate.ts';
import { seatAfter, sideOf } from './seats.ts';
import type { BridgeSheet, DealState } from './sheet.ts';
import { undoubledOvertricksCount } from './stakes.ts';
import type { FourPlayerMatch, SideIndex } from './types.ts';

/** The fourth deal's part-score bonus (docs/rules.md, Chicago). */
const FOURTH_DEAL_BONUS = 100;

/**
 * Chicago, four-deal bridge (docs/rules.md, Chicago; seeds 000, 004). A passed-out deal is redealt by
 * the same dealer at the same vulnerability, so only played deals move the chukker on. Part scores
 * carry within a chukker; 100 below the line is a game worth 300 (not vulnerable) or 500
 * (vulnerable) at once, cancelling both part scores; on the fourth deal a made contract that
 * does not complete a game earns 100. No rubber bonus. Clubs that play the fourth-deal custom
 * otherwise say so in `rules.fourthDealBonus` (docs/format.md): 'carried' pays 100 to each side
 * with a part score still standing when the chukker ends, 'none' pays nothing.
 * With `rules.scoring` 'deal', four-deal bridge is scored deal by deal instead: each deal as a
 * duplicate board at its place's vulnerability, nothing carried; the chukkers are as before.
 */
export function scoreChicago(match: FourPlayerMatch): BridgeSheet {
  const form = match.rules.vulnerability ?? DEFAULT_CHICAGO_FORM;
  const bonusRule = match.rules.fourthDealBonus ?? DEFAULT_FOURTH_DEAL_BONUS;
  // Four-deal bridge scored deal by deal: each deal a duplicate board at its place's
  // vulnerability; no part score carries, no honors, no fourth-deal bonus.
  const byDeal = match.rules.scoring === 'deal';
  const overtricks = undoubledOvertricksCount(match.rules.stake);
  const b = new SheetBuilder(['NS', 'EW']);
  const below: [number, number] = [0, 0];
  let played = 0;
  let firstDeal = 0;
  let game = 0;
  const state = (): DealState => {
    const position = played % CHUKKER;
    const dealer = seatAfter(match.firstDealer, played);
    return {
      dealer,
      vulnerable: chicagoVulnerability(position, dealer, form),
      partScore: [below[0], below[1]],
      needs: [Math.max(0, GAME - below[0]), Math.max(0, GAME - below[1])],
      games: [0, 0],
      rubber: Math.floor(played / CHUKKER),
      position,
    };
  };

  match.deals.forEach((deal, index) => {
    const before = state();
    const chukker = before.rubber;
    let gameWonBy: SideIndex | null = null;
    if (deal.passed !== true && byDeal) {
      scoreAsBoard(b, deal, before.vulnerable, index, chukker, overtricks);
      played += 1;
    } else if (deal.passed !== true) {
      const declarer = sideOf(deal.declarer);
      const vulnerable = before.vulnerable[declarer];
      const items = scoreContract(deal.contract, deal.tricks, vulnerable, 'standard', overtricks);
      b.addItems(items, declarer, index, chukker, game);
      const made = items.some((item) => item.kind === 'trick');
      for (const item of items) if (item.where === 'below') below[declarer] += item.points;
      if (below[declarer] >= GAME) {
        gameWonBy = declarer;
        const bonus = vulnerable ? 500 : 300;
        const vulText = vulnerable ? 'vulnerable' : 'not vulnerable';
        b.add(declarer, 'above', bonus, 'game', index, chukker, game, `game, ${vulText}: ${bonus}`);
        b.gameLines.push({ rubber: chukker, afterDeal: index, wonBy: declarer });
        below[0] = 0;
        below[1] = 0;
        game += 1;
      } else if (made && before.position === CHUKKER - 1 && bonusRule === 'made') {
        b.add(
          declarer,
          'above',
          FOURTH_DEAL_BONUS,
          'partscore',
          index,
          chukker,
          game,
          `part score on the fourth deal: ${FOURTH_DEAL_BONUS}`,
        );
      }
      // Where clubs pay any part score still standing when the chukker ends, whoever made it.
      if (before.position === CHUKKER - 1 && bonusRule === 'carried') {
        for (const side of [0, 1] as const) {
          if (below[side] === 0) continue;
          const explain = `part score left at the end of the chukker: ${FOURTH_DEAL_BONUS}`;
          b.add(side, 'above', FOURTH_DEAL_BONUS, 'partscore', index, chukker, game, explain);
        }
      }
      if (match.rules.honors) b.addHonors(deal, index, chukker, game);
      played += 1;
    }
    b.row(index, index + 1, before, deal, gameWonBy, null);
    if (deal.passed !== true && played % CHUKKER === 0) {
      b.closeRubber(chukker, firstDeal, index, [0, 0], null, true);
      firstDeal = index + 1;
      below[0] = 0;
      below[1] = 0;
      game = 0;
    }
  });
  const lastDeal = match.deals.length - 1;
  if (firstDeal <= lastDeal) {
    b.closeRubber(Math.floor(played / CHUKKER), firstDeal, lastDeal, [0, 0], null, false);
  }
  const ended = played > 0 && played % CHUKKER === 0 && firstDeal > lastDeal;
  return b.toSheet('chicago', state(), ended);
}
