import { isRummy, isRummySheet, traitsOf } from './gameTraits.ts';
import { scoreMatch } from './everyGame.ts';
import type { EveningStake } from './settleUp.ts';
import { eveningStake } from './settleUp.ts';
import { addBackScores, backScoreByPlayer } from './summary.ts';
import type { TableGroup } from './tableGroup.ts';
import { readGroup } from './tableGroup.ts';
import type { Match } from './types.ts';

/** One rubber (or chukker) of an evening that is over: each player's figure in it, in hundreds. */
export interface EveningRubber {
  /** Which rubber of the evening (0 the first). */
  readonly rubber: number;
  /** The players who played it; whoever is missing sat out. */
  readonly scores: Readonly<Record<string, number>>;
}

/** An evening's back score, as the evening's entry on the matches list shows it. */
export interface EveningBackScore {
  /** Every player, in the order of the cards drawn. */
  readonly players: readonly string[];
  /** The rubbers that are over, in the order played. */
  readonly rubbers: readonly EveningRubber[];
  readonly totals: Readonly<Record<string, number>>;
  readonly stake: EveningStake;
  readonly unit: 'Rubber' | 'Chukker';
}

/**
 * The back score of a table that changes partners (docs/rules.md, "Changing partners" and
 * "Stakes and settling up"): every player, every rubber of the evening that is over, in
 * hundreds, whoever they partnered in it; a player sitting out a rubber scores nothing for it
 * (seed 004). The rubbers are `group`'s evening's among `matches`, as SessionBackScore.tsx reads
 * them for the screen; the money is `reckon` of the totals at the evening's stake.
 */
export function eveningBackScore(group: TableGroup, matches: readonly Match[]): EveningBackScore {
  const rubbers = matches
    .flatMap((match) => {
      if (isRummy(match)) return [];
      const g = readGroup(match);
      if (g === null || g.session !== group.session) return [];
      const sheet = scoreMatch(match);
      if (isRummySheet(sheet)) return [];
      const over = sheet.rubbers.filter((r) => r.over);
      if (over.length === 0) return [];
      return [
        {
          rubber: g.rubber,
          scores: backScoreByPlayer(match, over),
          stake: match.rules.stake,
          unit: traitsOf(match.game).unit ?? 'Rubber',
        },
      ];
    })
    .sort((a, b) => a.rubber - b.rubber);
  return {
    players: group.draw,
    rubbers: rubbers.map(({ rubber, scores }) => ({ rubber, scores })),
    totals: addBackScores(rubbers.map((r) => r.scores)),
    stake: eveningStake(rubbers.map((r) => r.stake)),
    unit: rubbers[0]?.unit ?? 'Rubber',
  };
}
