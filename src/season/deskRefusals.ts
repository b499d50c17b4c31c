import type { PairProblem } from './deskRecord.ts';

/**
 * Why the organiser's desk refused a change (docs/rules.md, "The competition"), as a reason the
 * screens can act on; the words are made from it where they are shown (docs/style.md, rule 24).
 */
export type DeskRefusal =
  /** The competition is no longer on this device (deleted, or never here). */
  | { readonly reason: 'gone' }
  /** A competition's name must be 1 to 100 characters. */
  | { readonly reason: 'name' }
  /** The pairs can no longer change: the first round is drawn. */
  | { readonly reason: 'drawMade' }
  /** The pairs entered, each problem by pair and player. */
  | { readonly reason: 'pairs'; readonly problems: readonly PairProblem[] }
  /** A due date that is not a real date. */
  | { readonly reason: 'due' }
  /** The latest round still has matches with no result. */
  | { readonly reason: 'roundOpen'; readonly round: string; readonly open: number }
  /** The competition is over: one pair is left. */
  | { readonly reason: 'over' }
  /** A draw needs at least two pairs. */
  | { readonly reason: 'fewPairs' }
  /** Every draw of these pairs repeats a meeting of an earlier round. */
  | { readonly reason: 'repeats' }
  /** A pair is among those to draw twice. */
  | { readonly reason: 'pairTwice' }
  /** A round entered by hand, each fault in words (a pair drawn twice, two pairs met already). */
  | { readonly reason: 'round'; readonly problems: readonly string[] }
  /** The pair has no match left to award in the latest round. */
  | { readonly reason: 'noMatch' }
  /** The match has its result already. */
  | { readonly reason: 'settled' }
  /** That round is not drawn. */
  | { readonly reason: 'notDrawn' }
  /** A round's results are in: it can no longer be withdrawn. */
  | { readonly reason: 'roundHasResults'; readonly round: string }
  /** The match has no result to take back. */
  | { readonly reason: 'noResult' }
  /** A result whose winner is drawn in a later round: that round must be withdrawn first. */
  | { readonly reason: 'laterRound'; readonly round: string };

/** A desk change's outcome: its value, or why nothing changed. */
export type DeskResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: DeskRefusal };

export const refused = (refusal: DeskRefusal): { ok: false; refusal: DeskRefusal } => ({
  ok: false,
  refusal,
});
