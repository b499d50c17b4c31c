import { SheetBuilder } from './builder.ts';
import type { ContractTable } from './contract.ts';
import { scoreContract } from './contract.ts';
import { other, sideOf } from './seats.ts';
import type { DealState } from './sheet.ts';
import type { BridgeDeal, Declarer, PerSide, SideIndex, UnfinishedPartScore } from './types.ts';

/** Points below the line that make a game. */
export const GAME = 100;

export interface RubberPlay {
  readonly deals: readonly BridgeDeal[];
  readonly table: ContractTable;
  readonly dealerAt: (index: number) => Declarer;
  /** Play has stopped: score the unfinished rubber (docs/rules.md, Rubber bridge). */
  readonly stopped: boolean;
  /** Honors are scored (an agreement of the match; never in Bridgette). */
  readonly honors: boolean;
  readonly sideNames: PerSide<string>;
  /** What the only part score of an unfinished rubber earns (docs/format.md, `rules.unfinishedPartScore`). */
  readonly unfinishedPartScore: UnfinishedPartScore;
  /** Undoubled overtricks count: false under a club's rule above a stake (stakes.ts). */
  readonly undoubledOvertricks?: boolean;
}

/** The unfinished rubber's part-score bonus unless a match says otherwise (docs/rules.md, Rubber bridge). */
export const DEFAULT_UNFINISHED_PART_SCORE: UnfinishedPartScore = 100;

/** The rubber in progress when play stops: games and part scores each side holds. */
interface Progress {
  readonly games: [number, number];
  readonly below: [number, number];
}

/**
 * Unfinished rubber (docs/rules.md, Rubber bridge, **Reading** from seed 004): the only side with a
 * game scores 300; the only side with a part score in the game in progress scores 100, or 50 where
 * the match plays the other New Zealand competitions' 300 / 50 (`rules.unfinishedPartScore`).
 * Both can apply to the same side.
 */
export function unfinishedBonuses(
  progress: Progress,
  partScore: UnfinishedPartScore = DEFAULT_UNFINISHED_PART_SCORE,
): { side: SideIndex; points: number; explain: string }[] {
  const bonuses: { side: SideIndex; points: number; explain: string }[] = [];
  const [g0, g1] = progress.games;
  if (g0 > 0 !== g1 > 0) {
    bonuses.push({
      side: g0 > 0 ? 0 : 1,
      points: 300,
      explain: 'unfinished rubber, the only game: 300',
    });
  }
  const [b0, b1] = progress.below;
  if (b0 > 0 !== b1 > 0) {
    bonuses.push({
      side: b0 > 0 ? 0 : 1,
      points: partScore,
      explain: `unfinished rubber, the only part score: ${partScore}`,
    });
  }
  return bonuses;
}

/**
 * Walks deals through rubbers (docs/rules.md, Rubber bridge; seeds 002, 004): trick scores below the line
 * count towards game, a side with a game is vulnerable, two games win the rubber with 700 (other
 * side without a game) or 500, and the next deal starts a new rubber.
 */
export function playRubbers(play: RubberPlay): { builder: SheetBuilder; next: DealState } {
  const b = new SheetBuilder(play.sideNames);
  let rubber = 0;
  let game = 0;
  let firstDeal = 0;
  const progress: Progress = { games: [0, 0], below: [0, 0] };
  const state = (index: number): DealState => {
    const [b0, b1] = progress.below;
    return {
      dealer: play.dealerAt(index),
      vulnerable: [progress.games[0] > 0, progress.games[1] > 0],
      partScore: [b0, b1],
      needs: [Math.max(0, GAME - b0), Math.max(0, GAME - b1)],
      games: [progress.games[0], progress.games[1]],
      rubber,
      position: index,
    };
  };

  play.deals.forEach((deal, index) => {
    const before = state(index);
    let gameWonBy: SideIndex | null = null;
    let rubberWonBy: SideIndex | null = null;
    if (deal.passed !== true) {
      const declarer = sideOf(deal.declarer);
      const items = scoreContract(
        deal.contract,
        deal.tricks,
        before.vulnerable[declarer],
        play.table,
        play.undoubledOvertricks,
      );
      b.addItems(items, declarer, index, rubber, game);
      for (const item of items) if (item.where === 'below') progress.below[declarer] += item.points;
      if (progress.below[declarer] >= GAME) {
        gameWonBy = declarer;
        progress.games[declarer] += 1;
        progress.below[0] = 0;
        progress.below[1] = 0;
        b.gameLines.push({ rubber, afterDeal: index, wonBy: declarer });
        game += 1;
        if (progress.games[declarer] === 2) {
          rubberWonBy = declarer;
          const bonus = progress.games[other(declarer)] === 0 ? 700 : 500;
          const how = bonus === 700 ? 'two games to none' : 'two games to one';
          b.add(
            declarer,
            'above',
            bonus,
            'rubber',
            index,
            rubber,
            game,
            `rubber won ${how}: ${bonus}`,
          );
        }
      }
      if (play.honors) b.addHonors(deal, index, rubber, game);
    }
    b.row(index, index + 1, before, deal, gameWonBy, rubberWonBy);
    if (rubberWonBy !== null) {
      b.closeRubber(rubber, firstDeal, index, progress.games, rubberWonBy, true);
      rubber += 1;
      game = 0;
      firstDeal = index + 1;
      progress.games[0] = 0;
      progress.games[1] = 0;
    }
  });

  const lastDeal = play.deals.length - 1;
  if (firstDeal <= lastDeal) {
    if (play.stopped) {
      for (const bonus of unfinishedBonuses(progress, play.unfinishedPartScore)) {
        b.add(bonus.side, 'above', bonus.points, 'unfinished', null, rubber, game, bonus.explain);
      }
    }
    b.closeRubber(rubber, firstDeal, lastDeal, progress.games, null, play.stopped);
  }
  return { builder: b, next: state(play.deals.length) };
}
