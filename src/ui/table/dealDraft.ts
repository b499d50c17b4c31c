import { nextBoard } from '../../engine/duplicate.ts';
import { isFourPlayer, isRummy, traitsOf } from '../../engine/gameTraits.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import { dealToJson, toMatchFile } from '../../engine/matchFile/serialize.ts';
import { validateMatch } from '../../engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../../engine/score.ts';
import type { BridgeDeal, BridgeMatch, PlayedDeal, Vulnerability } from '../../engine/types.ts';
import type { Draft } from '../../state/uiStore.ts';
import { EMPTY_DRAFT } from '../../state/uiStore.ts';
import { columnsOf, rowSummary } from './columns.ts';

/**
 * What a draft on the pad writes: the deal it describes, where a new deal is played, the draft
 * that corrects a deal and what the correction keeps, and the match as it would be with the deal
 * written. Pure, and needed only
 * once a contract is chosen, so it loads with the steps after the contract (DealDetails.tsx).
 */

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

/** The deal a finished draft describes; null while incomplete. */
export function draftDeal(draft: Draft): PlayedDeal | null {
  const { level, strain, doubling, declarer, tricks } = draft;
  if (level === null || strain === null || declarer === null || tricks === null) return null;
  return { contract: { level, strain, doubling }, declarer, tricks };
}

/** The pad's draft for correcting deal `index`, as it was entered. */
export function draftToCorrect(match: BridgeMatch, index: number): Draft | null {
  const deal = match.deals[index];
  if (deal === undefined) return null;
  const correcting = { editing: index, original: deal };
  return deal.passed === true
    ? { ...EMPTY_DRAFT, ...correcting }
    : {
        ...EMPTY_DRAFT,
        ...deal.contract,
        declarer: deal.declarer,
        tricks: deal.tricks,
        ...correcting,
      };
}

/**
 * A corrected deal keeps what the pad does not show: its honors claim, at duplicate its board
 * number and vulnerability, and what both devices agreed on (docs/format.md, "agreed"), so a
 * correction of an agreed deal reads "changed after agreement".
 */
export function carryOver(old: BridgeDeal | undefined, deal: BridgeDeal): BridgeDeal {
  if (old === undefined) return deal;
  const kept = {
    ...(old.board === undefined ? {} : { board: old.board }),
    ...(old.vulnerable === undefined ? {} : { vulnerable: old.vulnerable }),
    ...(old.agreed === undefined ? {} : { agreed: old.agreed }),
  };
  if (deal.passed === true) return { ...deal, ...kept };
  const honors = old.passed !== true && old.honors !== undefined ? { honors: old.honors } : {};
  return { ...deal, ...honors, ...kept };
}

/**
 * What confirming would write: the match with the deal added (or corrected), checked by the
 * validator and scored. `summary` is the line the pad shows; `problems` why it cannot be saved.
 */
export function previewDeal(
  match: BridgeMatch,
  deal: BridgeDeal,
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

/** The match with a deal added or corrected, as the validator reads its file. */
function checkWith(match: BridgeMatch, deal: BridgeDeal, editing: number | null) {
  const file = toMatchFile(match);
  const deals = [...(file.deals as unknown[])];
  if (editing === null) deals.push(dealToJson(deal));
  else deals[editing] = dealToJson(carryOver(match.deals[editing], deal));
  return validateMatch({ ...file, deals });
}
