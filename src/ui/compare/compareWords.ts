import { isRummy } from '../../engine/gameTraits.ts';
import type { DealComparison } from '../../engine/agreement/compare.ts';
import type { AnyDeal } from '../../engine/agreement/compareForm.ts';
import { agreementOf, dealForm } from '../../engine/agreement/compareForm.ts';
import { AGREEMENT_WORDS } from '../common/agreementWords.ts';
import { scoreMatch } from '../../engine/everyGame.ts';
import type { Match } from '../../engine/types.ts';
import { columnsOf, rowSummary } from '../table/columns.ts';

/**
 * The comparison of two devices' copies of one match (docs/format.md, "agreed") in the table's
 * words: WE and THEY are always this device's, whichever side the other device calls WE.
 */

/** Which copy a deal is read from. */
export type Whose = 'mine' | 'theirs';

/** A deal of either copy, as the table says it: "4♠ by South, -1: 100 above to THEY". */
export type DealWords = (whose: Whose, index: number) => string;

/**
 * Words for the deals of both copies: each copy is scored on its own, and every row is read with
 * this device's columns.
 */
export function dealWords(mine: Match, theirs: Match): DealWords {
  const say = (match: Match) => {
    if (isRummy(match)) {
      const names: readonly string[] = match.players;
      return (index: number) => {
        const deal = match.deals[index];
        if (deal === undefined) return '';
        const points = deal.points.join(', ');
        return `${names[deal.out] ?? deal.out} out${deal.rummy ? ' (rummy)' : ''}, points ${points}`;
      };
    }
    if (isRummy(mine)) return () => '';
    const cols = columnsOf(mine);
    const rows = scoreMatch(match).deals;
    return (index: number) => {
      const row = rows[index];
      if (row !== undefined) return rowSummary(row, cols);
      const deal = match.deals[index];
      return deal === undefined ? '' : dealForm(deal);
    };
  };
  const mineSays = say(mine);
  const theirsSay = say(theirs);
  return (whose, index) => (whose === 'mine' ? mineSays(index) : theirsSay(index));
}

/** " (as agreed)", " (changed after agreement)": where a copy's deal stands with its agreement. */
function agreementNote(deal: AnyDeal): string {
  const mark = agreementOf(deal);
  return mark === null ? '' : mark === 'agreed' ? ' (as agreed)' : ` (${AGREEMENT_WORDS.changed})`;
}

/**
 * "Deal 7: you 4♠ by South, -1: …; they 4♠ by South, made: …", one deal position; `they` names
 * the member whose copy it is, where it is a club's copy ("Pat 4♠ by South"). Where the two
 * differ, each side says where it stands with an agreement, so a correction made after both
 * agreed shows as one.
 */
export function comparisonLine(entry: DealComparison, words: DealWords, they?: string): string {
  const deal = `Deal ${entry.index + 1}`;
  switch (entry.kind) {
    case 'agreed':
      return `${deal}: ${words('mine', entry.index)}`;
    case 'differ':
      return `${deal}: you ${words('mine', entry.index)}${agreementNote(entry.mine)}; ${they ?? 'they'} ${words('theirs', entry.index)}${agreementNote(entry.theirs)}`;
    case 'onlyMine':
      return `${deal}: only you have it: ${words('mine', entry.index)}`;
    case 'onlyTheirs':
      return `${deal}: only ${they === undefined ? 'they have' : `${they} has`} it: ${words('theirs', entry.index)}`;
  }
}

/** Deal numbers as runs: [0, 1, 2, 4] is "1–3 and 5". */
function runs(indices: readonly number[]): string[] {
  const sorted = [...indices].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const index of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && index === last[1] + 1) last[1] = index;
    else out.push([index, index]);
  }
  return out.map(([from, to]) => (from === to ? `${from + 1}` : `${from + 1}–${to + 1}`));
}

/** "Deals 1–6 agree", "Deal 4 agrees", "Deals 1–3, 5 and 7–9 agree"; empty for none. */
export function agreedRuns(indices: readonly number[]): string {
  if (indices.length === 0) return '';
  if (indices.length === 1) return `Deal ${(indices[0] as number) + 1} agrees`;
  const parts = runs(indices);
  const list =
    parts.length === 1
      ? parts[0]
      : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] as string}`;
  return `Deals ${list} agree`;
}

/** "End of play: you play on; they finished the match." */
export function finishedLine(finished: { readonly mine: boolean; readonly theirs: boolean }) {
  const say = (done: boolean) => (done ? 'finished the match' : 'play on');
  return `End of play: you ${say(finished.mine)}; they ${say(finished.theirs)}`;
}
