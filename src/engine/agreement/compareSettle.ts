import { dealToJson } from '../matchFile/serialize.ts';
import type { Comparison, DealComparison } from './compare.ts';
import type { Agreement, AnyDeal, DealFile } from './compareForm.ts';
import { agreementOf, markAgreed } from './compareForm.ts';
import type { Match } from '../types.ts';

/**
 * Settling a comparison (docs/format.md, "agreed"): a player's choice, mine or theirs, as one step
 * on this device's match, spelt as the match file spells deals. Each step is an edit the store
 * records like any other (src/db/records.ts, `Edit`), so it is undone, redone and refused when
 * the deal changed underneath exactly as a correction is. Nothing changes without a choice: a
 * choice that leaves the match as it is gives no step (null).
 */

export type Choice = 'mine' | 'theirs';

/** One deal, as it was and as it is once marked agreed. */
export interface AgreedChange {
  readonly index: number;
  readonly before: DealFile;
  readonly after: DealFile;
}

export type Settlement =
  /**
   * Marks deals agreed: as they stand (equal on both devices, or kept as mine), or, chosen
   * together with those (withEqualAgreed), their deal in place of mine.
   */
  | { readonly kind: 'agree'; readonly deals: readonly AgreedChange[] }
  /** Takes their deal in place of mine, marked agreed. */
  | {
      readonly kind: 'editDeal';
      readonly index: number;
      readonly before: DealFile;
      readonly after: DealFile;
    }
  /** Adds a deal only they have, marked agreed. */
  | { readonly kind: 'addDeal'; readonly index: number; readonly deal: DealFile }
  /** Takes their word that a deal only I have was not played. */
  | { readonly kind: 'deleteDeal'; readonly index: number; readonly deal: DealFile }
  /** Takes their end of play. */
  | { readonly kind: 'finish'; readonly before: boolean; readonly after: boolean };

function marking(index: number, deal: AnyDeal): AgreedChange {
  return { index, before: dealToJson(deal), after: dealToJson(markAgreed(deal)) };
}

/** Marks my deal agreed as it stands; null when it is so marked already. */
function keepMine(index: number, mine: AnyDeal, agreement: Agreement | null): Settlement | null {
  return agreement === 'agreed' ? null : { kind: 'agree', deals: [marking(index, mine)] };
}

/**
 * Marks every deal equal on both devices as agreed, all in one step; null when each one is
 * marked as it stands already.
 */
export function agreeEqual(comparison: Comparison): Settlement | null {
  const deals = comparison.deals.flatMap((entry) =>
    entry.kind === 'agreed' && entry.agreement !== 'agreed'
      ? [marking(entry.index, entry.mine)]
      : [],
  );
  return deals.length === 0 ? null : { kind: 'agree', deals };
}

/**
 * A player's choice with every deal equal on both devices marked agreed in the same step, so that
 * one tap per difference leaves the whole match agreed (docs/format.md, "agreed"): keeping mine or
 * taking theirs is agreeing with the other device, and the deals equal on both were never in
 * question. Their deal taken in place of mine is then a deal of the `agree` step, its play changed.
 * A step that adds or deletes a deal moves the deals after it, and is left as it is; so is a
 * choice where nothing equal is left to mark.
 */
export function withEqualAgreed(step: Settlement, comparison: Comparison): Settlement {
  const equal = agreeEqual(comparison);
  if (equal === null || equal.kind !== 'agree') return step;
  if (step.kind === 'agree') {
    const chosen = new Set(step.deals.map((deal) => deal.index));
    const deals = [...step.deals, ...equal.deals.filter((deal) => !chosen.has(deal.index))];
    return { kind: 'agree', deals: deals.sort((a, b) => a.index - b.index) };
  }
  if (step.kind === 'editDeal') {
    const { index, before, after } = step;
    const deals = [...equal.deals.filter((deal) => deal.index !== index), { index, before, after }];
    return { kind: 'agree', deals: deals.sort((a, b) => a.index - b.index) };
  }
  return step;
}

/**
 * Marks every deal of this device's match agreed as it stands, in one step, where the player says
 * the other device shows the same check code (docs/format.md, "agreed"): the same code is the
 * same deals as entered, so nothing need be received to agree on them. A deal changed after an
 * earlier agreement is agreed again as it is now. Null when every deal is so marked already, or
 * there is none.
 */
export function agreeAsTheyStand(match: Match): Settlement | null {
  const deals: readonly AnyDeal[] = match.deals;
  const marks = deals.flatMap((deal, index) =>
    agreementOf(deal) === 'agreed' ? [] : [marking(index, deal)],
  );
  return marks.length === 0 ? null : { kind: 'agree', deals: marks };
}

/**
 * The step that settles one deal position as the player chose: 'mine' keeps my deal and marks it
 * agreed; 'theirs' puts theirs in its place (adding it when only they have it, taking mine away
 * when only I have it). Adding deals only they have goes in order, the first of them first.
 */
export function settleDeal(entry: DealComparison, choice: Choice): Settlement | null {
  const { index } = entry;
  switch (entry.kind) {
    case 'agreed':
      return keepMine(index, entry.mine, entry.agreement);
    case 'differ':
      if (choice === 'mine') return keepMine(index, entry.mine, entry.agreement);
      return {
        kind: 'editDeal',
        index,
        before: dealToJson(entry.mine),
        after: dealToJson(markAgreed(entry.theirs)),
      };
    case 'onlyTheirs':
      return choice === 'theirs'
        ? { kind: 'addDeal', index, deal: dealToJson(markAgreed(entry.theirs)) }
        : null;
    case 'onlyMine':
      return choice === 'theirs'
        ? { kind: 'deleteDeal', index, deal: dealToJson(entry.mine) }
        : null;
  }
}

/** The step that settles a difference in the end of play: theirs, or nothing to change. */
export function settleFinished(comparison: Comparison, choice: Choice): Settlement | null {
  const finished = comparison.finished;
  if (finished === null || choice === 'mine') return null;
  return { kind: 'finish', before: finished.mine, after: finished.theirs };
}

/**
 * The step that takes a deal position as another copy of a club's match has it (docs/format.md,
 * "Two copies that differ"): their deal as it stands, its `agreed` line with it, in place of mine,
 * added where only they have it, or mine taken away where only I have it. A copy is not a second
 * device at the table, so choosing marks nothing agreed: a deal changed after agreement stays so
 * marked whichever copy is kept. Null for 'mine', which keeps the device's copy as it is.
 */
export function takeCopy(entry: DealComparison, choice: Choice): Settlement | null {
  if (choice === 'mine') return null;
  const { index } = entry;
  switch (entry.kind) {
    case 'agreed':
      return null;
    case 'differ':
      return {
        kind: 'editDeal',
        index,
        before: dealToJson(entry.mine),
        after: dealToJson(entry.theirs),
      };
    case 'onlyTheirs':
      return { kind: 'addDeal', index, deal: dealToJson(entry.theirs) };
    case 'onlyMine':
      return { kind: 'deleteDeal', index, deal: dealToJson(entry.mine) };
  }
}
