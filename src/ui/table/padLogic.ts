import { isTwoPlayer, traitsOf } from '../../engine/gameTraits.ts';
import { DECK_STRAINS } from '../../engine/strains.ts';
import type { BridgeMatch, Declarer, Level, Strain } from '../../engine/types.ts';

/**
 * The pad's rules: which choices exist for this match, and why a choice is not offered. Pure, so
 * the pad's behaviour is tested without a screen. What a draft writes is in dealDraft.ts, loaded
 * once a contract is chosen.
 */

export function levelsFor(match: BridgeMatch): readonly Level[] {
  return traitsOf(match.game).zeroNotrump ? [0, 1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5, 6, 7];
}

/** Strains lowest first, as a bidding box shows them left to right: ♣ ♦ ♥ ♠ NT. */
export function strainsFor(match: BridgeMatch): readonly Strain[] {
  return DECK_STRAINS[match.rules.deck];
}

/** Only 0NT exists at level 0 (Bridgette's Zero Notrump). */
export function contractOffered(level: Level, strain: Strain): boolean {
  return level > 0 || strain === 'NT';
}

export function declarersFor(match: BridgeMatch): readonly Declarer[] {
  return isTwoPlayer(match) ? ['A', 'B'] : ['N', 'E', 'S', 'W'];
}

/** Why passing out is not offered, or null when it is. */
export function passOutBlocked(match: BridgeMatch): string | null {
  const traits = traitsOf(match.game);
  return traits.passedOut === null
    ? `In ${traits.shortName} the dealer must open, so no deal is passed out.`
    : null;
}

/** A match of planned deals (Kapiti, Six-Deal) is over once a deal has decided it. */
export function matchOver(match: BridgeMatch, status: string): boolean {
  return traitsOf(match.game).planned !== null && status === 'complete';
}

/**
 * What the table's heading says in place of the next deal once none comes: "Match over", "Rubber
 * over" (an evening's rubber won: the next is a match of its own), "Play ended"; null while play
 * goes on.
 */
export function tableStopped(
  match: BridgeMatch,
  status: string,
  rubberOver: boolean,
): string | null {
  if (matchOver(match, status)) return 'Match over';
  if (rubberOver) return `${traitsOf(match.game).unit ?? 'Rubber'} over`;
  if (match.finished) return 'Play ended';
  return null;
}

/** Why no new deal can be entered now, or null: play has ended, or the match is over. */
export function playBlocked(
  match: BridgeMatch,
  status: string,
  winner: string | null,
): string | null {
  if (match.finished) return 'Play has ended. Resume play to enter more deals.';
  if (matchOver(match, status)) {
    return `The match is over${winner === null ? '' : `: ${winner} won`}.`;
  }
  return null;
}
