import { nextBoard } from '../../engine/duplicate.ts';
import { isFourPlayer, isRummy, isTwoPlayer, traitsOf } from '../../engine/gameTraits.ts';
import { validateMatch } from '../../engine/matchFile/validateMatch.ts';
import { toMatchFile } from '../../engine/matchFile/serialize.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import { scoreMatch } from '../../engine/score.ts';
import { DECK_STRAINS, formatContract } from '../../engine/strains.ts';
import type { BridgeMatch, Declarer, Level, Strain, Vulnerability } from '../../engine/types.ts';
import type { Draft } from '../../state/uiStore.ts';
import { columnsOf, rowSummary } from './columns.ts';

/**
 * The pad's rules: which choices exist for this match, what a finished draft will write, and
 * why a choice is not offered. Pure, so the pad's behaviour is tested without a screen.
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

/** Where a new deal is played: at duplicate its board, and the traveller's vulnerability if any. */
export type DealPlace = { readonly board?: number; readonly vulnerable?: Vulnerability };

/**
 * Where the next deal is played (docs/rules.md, Duplicate): the board chosen on the pad, else the
 * one after the last, with the vulnerability the traveller gives; nothing for other games.
 */
export function nextDealPlace(match: BridgeMatch, draft: Draft): DealPlace {
  if (!isFourPlayer(match) || !traitsOf(match.game).boards) return {};
  const board = draft.board ?? nextBoard(match);
  return draft.vulnerable == null ? { board } : { board, vulnerable: draft.vulnerable };
}

/** The deal a finished draft describes, as the match file spells it; null while incomplete. */
export function draftDeal(draft: Draft): Record<string, unknown> | null {
  if (
    draft.level === null ||
    draft.strain === null ||
    draft.declarer === null ||
    draft.tricks === null
  )
    return null;
  const contract = formatContract({
    level: draft.level,
    strain: draft.strain,
    doubling: draft.doubling,
  });
  return { contract, declarer: draft.declarer, tricks: draft.tricks };
}

/**
 * A corrected deal keeps what the pad does not show: its honors claim, at duplicate its board
 * number and vulnerability, and what both devices agreed on (docs/format.md, "agreed"), so a
 * correction of an agreed deal reads "changed after agreement".
 */
export function carryOver(
  old: Record<string, unknown> | undefined,
  deal: Record<string, unknown>,
): Record<string, unknown> {
  if (deal.passed === true) {
    return { ...deal, ...pick(old, ['board', 'vulnerable', 'agreed']) };
  }
  return { ...deal, ...pick(old, ['honors', 'board', 'vulnerable', 'agreed']) };
}

function pick(
  from: Record<string, unknown> | undefined,
  keys: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (from?.[key] !== undefined) out[key] = from[key];
  return out;
}

/**
 * What confirming would write: the match with the deal added (or corrected), checked by the
 * validator and scored. `summary` is the line the pad shows; `problems` why it cannot be saved.
 */
export function previewDeal(
  match: BridgeMatch,
  deal: Record<string, unknown>,
  editing: number | null,
  place: DealPlace = {},
): { summary: string | null; problems: string[] } {
  const checked = checkWith(match, editing === null ? { ...deal, ...place } : deal, editing);
  if (!checked.ok) return { summary: null, problems: checked.errors.map(formatProblem) };
  if (isRummy(checked.value)) return { summary: null, problems: [] };
  const sheet = scoreMatch(checked.value);
  const row = sheet.deals[editing ?? match.deals.length];
  return { summary: row === undefined ? null : rowSummary(row, columnsOf(match)), problems: [] };
}

/** The match with a deal (in the match file's spelling) added or corrected, as the validator reads it. */
function checkWith(match: BridgeMatch, deal: Record<string, unknown>, editing: number | null) {
  const file = toMatchFile(match);
  const deals = [...(file.deals as Record<string, unknown>[])];
  if (editing === null) deals.push(deal);
  else deals[editing] = carryOver(deals[editing], deal);
  return validateMatch({ ...file, deals });
}

/** A match of planned deals (Kapiti, Six-Deal) is over once a deal has decided it. */
export function matchOver(match: BridgeMatch, status: string): boolean {
  return traitsOf(match.game).planned !== null && status === 'complete';
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
