import type { Problem } from '../matchFile/problems.ts';
import type { Match, Result } from '../types.ts';
import type { Agreement, AnyDeal } from './compareForm.ts';
import { agreementOf, enteredForm } from './compareForm.ts';
import { notTheSameMatch } from './compareIdentity.ts';

/**
 * Two devices, one match (docs/format.md, "agreed"): the match received from the other device
 * compared with this one, deal by deal, in the order played. Nothing here changes either match;
 * compareSettle.ts turns a player's choice into a step.
 *
 * To show a deal in the table's words, score each match and read its row with this match's
 * columns, so WE and THEY are this device's: `rowSummary(scoreMatch(theirs).deals[i],
 * columnsOf(mine))` (src/ui/table/columns.ts).
 */

/** One deal position of the two matches. `agreement` is this device's mark on its own deal. */
export type DealComparison =
  | {
      /** Equal as entered: everything but `agreed` itself (at duplicate, the board in force). */
      readonly kind: 'agreed';
      readonly index: number;
      readonly mine: AnyDeal;
      readonly theirs: AnyDeal;
      readonly agreement: Agreement | null;
    }
  | {
      readonly kind: 'differ';
      readonly index: number;
      readonly mine: AnyDeal;
      readonly theirs: AnyDeal;
      readonly agreement: Agreement | null;
    }
  | {
      /** A deal the other device does not have (yet). */
      readonly kind: 'onlyMine';
      readonly index: number;
      readonly mine: AnyDeal;
      readonly agreement: Agreement | null;
    }
  | {
      /** A deal only the other device has: offered to add. */
      readonly kind: 'onlyTheirs';
      readonly index: number;
      readonly theirs: AnyDeal;
    };

export interface Comparison {
  /** One entry per deal position of the longer match, in order. */
  readonly deals: readonly DealComparison[];
  /** End of play (docs/format.md, `finished`) when the two say otherwise; null when they agree. */
  readonly finished: { readonly mine: boolean; readonly theirs: boolean } | null;
}

/**
 * Compares the match received from the other device (`theirs`) with this device's copy (`mine`).
 * A different match is refused with every field that shows it, each at its path: another id,
 * game, rules, first dealer or player in a seat. Which side is WE (`we`) may differ: each device
 * keeps its own columns, and the deals say seats, not columns.
 */
export function compareMatches(mine: Match, theirs: Match): Result<Comparison, Problem[]> {
  const problems = notTheSameMatch(mine, theirs);
  if (problems.length > 0) return { ok: false, errors: problems };
  const mineDeals: readonly AnyDeal[] = mine.deals;
  const theirDeals: readonly AnyDeal[] = theirs.deals;
  const duplicate = mine.game === 'duplicate';
  const deals: DealComparison[] = [];
  for (let index = 0; index < Math.max(mineDeals.length, theirDeals.length); index += 1) {
    deals.push(compareDeal(index, duplicate, mineDeals[index], theirDeals[index]));
  }
  const finished =
    mine.finished === theirs.finished ? null : { mine: mine.finished, theirs: theirs.finished };
  return { ok: true, value: { deals, finished } };
}

function compareDeal(
  index: number,
  duplicate: boolean,
  mine?: AnyDeal,
  theirs?: AnyDeal,
): DealComparison {
  if (mine === undefined) {
    if (theirs === undefined) throw new Error(`no deal ${index} on either side`);
    return { kind: 'onlyTheirs', index, theirs };
  }
  const agreement = agreementOf(mine);
  if (theirs === undefined) return { kind: 'onlyMine', index, mine, agreement };
  const same = enteredForm(mine, index, duplicate) === enteredForm(theirs, index, duplicate);
  return { kind: same ? 'agreed' : 'differ', index, mine, theirs, agreement };
}

/** What is left to settle: every deal not equal on both devices. */
export function differences(comparison: Comparison): DealComparison[] {
  return comparison.deals.filter((entry) => entry.kind !== 'agreed');
}

/** True when the two matches are the same as entered: every deal equal, and end of play too. */
export function sameAsEntered(comparison: Comparison): boolean {
  return comparison.finished === null && differences(comparison).length === 0;
}
