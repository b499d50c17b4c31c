import type { EveningBackScore } from '../../engine/eveningBackScore.ts';
import { stakeText } from '../../engine/moneyText.ts';
import type { Reckoning } from '../../engine/settleUp.ts';
import { reckon } from '../../engine/settleUp.ts';

/**
 * An evening of a table that changes partners on paper (its PDF and CSV): what the evening's
 * entry on the matches list shows inside it, the back score and, played for one stake, each
 * player's money and the payments that settle up, worked out by the same engine functions
 * (eveningBackScore, reckon) and said in the same words (moneyText.ts).
 */
export interface EveningSheet extends EveningBackScore {
  /** As the list names the evening: "Rubber bridge evening, 5 players". */
  readonly title: string;
  /** The day of its first rubber, YYYY-MM-DD. */
  readonly day: string;
  /** Played for one stake: what the back score comes to. */
  readonly money: Reckoning | null;
}

export function eveningSheet(
  backScore: EveningBackScore,
  title: string,
  day: string,
): EveningSheet {
  const { stake, totals } = backScore;
  return {
    ...backScore,
    title,
    day,
    money: stake.kind === 'one' ? reckon(totals, stake.stake) : null,
  };
}

/** A figure of the back score as the screen writes it: +18, -6, 0. */
export const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/**
 * What the evening was played for: "£0.20 a 100"; stakes that differ, when nothing is settled
 * (StakeMoney.tsx says why at length), in a line: "not all the same (£0.20 a 100, no stake):
 * nothing is settled"; null, played for nothing.
 */
export function stakeLine({ stake }: EveningSheet): string | null {
  if (stake.kind === 'none') return null;
  if (stake.kind === 'one') return stakeText(stake.stake);
  const stakes = stake.stakes.map((one) => (one === null ? 'no stake' : stakeText(one)));
  return `not all the same (${stakes.join(', ')}): nothing is settled`;
}
