import type { RummyVariant } from './types.ts';

/**
 * A rummy hand as the pad reads it (docs/rules.md, GorbyX Rummy): how its player went out, and
 * what the hands left can hold. Apart from the scoring in rummy.ts, so the table of a bridge
 * match never loads it.
 */

/** Cards dealt to each player (seed 001): seven in basic rummy, ten in gin. */
export const RUMMY_HAND_CARDS: Readonly<Record<RummyVariant, number>> = { basic: 7, gin: 10 };
/** What one card counts at most: a king, queen or jack (10), as a ten does. */
const MOST_A_CARD_COUNTS = 10;

/** How a player went out (seed 001): in Gin by declaring gin; otherwise out, or rummy in one play. */
export type WentOut = 'out' | 'rummy' | 'gin';

export function wentOutAs(variant: RummyVariant, rummy: boolean): WentOut {
  if (variant === 'gin') return 'gin';
  return rummy ? 'rummy' : 'out';
}

/**
 * What is wrong with the card points entered for a player who did not go out, or null
 * (docs/rules.md, GorbyX Rummy, **Reading**): such a player holds at least one card, so at least
 * 1 point (an ace), and no more cards than were dealt, each worth at most 10. The pad checks this;
 * the match file does not, so a file written before stays readable.
 */
export function handPointsProblem(points: number, variant: RummyVariant): string | null {
  const cards = RUMMY_HAND_CARDS[variant];
  const most = cards * MOST_A_CARD_COUNTS;
  if (points < 1) return 'a player who did not go out still holds a card: at least 1 point';
  if (points > most) {
    return `${points} is more than a hand can hold: ${cards} cards count at most ${most}`;
  }
  return null;
}
