import { scoreMatch } from './everyGame.ts';
import { isRummy, isRummySheet, traitsOf } from './gameTraits.ts';
import type { EveningStake } from './settleUp.ts';
import { eveningStake } from './settleUp.ts';
import type { Stake } from './stakes.ts';
import { addBackScores, backScoreByPlayer } from './summary.ts';
import { eveningPlayers } from './tableChange.ts';
import type { TableGroup } from './tableGroup.ts';
import { readGroup } from './tableGroup.ts';
import type { Match } from './types.ts';

/** One rubber (or chukker) of an evening that is over. */
export interface EveningRubber {
  /** Which rubber of the evening (0 the first). */
  readonly rubber: number;
  /** Each player's figure in it, in hundreds; whoever is missing sat out. */
  readonly scores: Readonly<Record<string, number>>;
  readonly stake: Stake | undefined;
  readonly unit: 'Rubber' | 'Chukker';
}

/** An evening's back score, as the evening's entry on the matches list shows it. */
export interface EveningBackScore {
  /** Everyone who played, each once, in the order they came to the table. */
  readonly players: readonly string[];
  /** The rubbers that are over, in the order played. */
  readonly rubbers: readonly EveningRubber[];
  /** How many rubbers the evening has begun: those over, and one under way (or not yet dealt). */
  readonly begun: number;
  readonly totals: Readonly<Record<string, number>>;
  readonly stake: EveningStake;
  readonly unit: 'Rubber' | 'Chukker';
}

/**
 * The back score of a table that changes partners (docs/rules.md, "Changing partners" and
 * "Stakes and settling up"): every player of every rubber's table, every rubber of the evening
 * that is over, in hundreds, whoever they partnered in it; a player sitting out a rubber scores
 * nothing for it (seed 004). The rubbers are `group`'s evening's among `matches`. The one
 * reckoning of it: the screen's back score (SessionBackScore.tsx) and the evening's paper copies.
 */
export function eveningBackScore(group: TableGroup, matches: readonly Match[]): EveningBackScore {
  const draws: { rubber: number; draw: readonly string[] }[] = [];
  const rubbers: EveningRubber[] = [];
  let begun = 0;
  for (const match of matches) {
    const g = readGroup(match);
    if (isRummy(match) || g === null || g.session !== group.session) continue;
    draws.push({ rubber: g.rubber, draw: g.draw });
    const sheet = scoreMatch(match);
    const played = isRummySheet(sheet) ? [] : sheet.rubbers;
    const over = played.filter((r) => r.over);
    // A rubber is a match of its own, but for the first of an evening whose table of four fixed
    // partners took a fifth player in: that match holds every rubber they played, each its own.
    over.forEach((r, i) =>
      rubbers.push({
        rubber: g.rubber + i,
        scores: backScoreByPlayer(match, [r]),
        stake: match.rules.stake,
        unit: traitsOf(match.game).unit ?? 'Rubber',
      }),
    );
    const underWay = played.some((r) => !r.over && r.lastDeal >= r.firstDeal);
    begun += over.length + (underWay || over.length === 0 ? 1 : 0);
  }
  const inOrder = <T extends { rubber: number }>(list: T[]) =>
    list.sort((a, b) => a.rubber - b.rubber);
  inOrder(rubbers);
  return {
    players: eveningPlayers(inOrder(draws).map((table) => table.draw)),
    rubbers,
    begun,
    totals: addBackScores(rubbers.map((r) => r.scores)),
    stake: eveningStake(rubbers.map((r) => r.stake)),
    unit: rubbers[0]?.unit ?? 'Rubber',
  };
}
