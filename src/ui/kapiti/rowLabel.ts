import type { SummaryRow } from '../../engine/kapitiSummary.ts';
import { AGREEMENT_WORDS } from '../common/agreementWords.ts';

/** A deal both devices agreed on, then changed (docs/format.md, "agreed"): starred, and said. */
export const CHANGED = AGREEMENT_WORDS.changed;

/**
 * What the first cell of a summary row says, the same on the screen, in the PDF, the PNG and the
 * CSV: the deal's number, or what the bonus row is.
 */
export function summaryRowLabel(row: SummaryRow): string {
  switch (row.kind) {
    case 'deal':
      return String(row.deal);
    case 'unfinished':
      return `Unfinished rubber after deal ${row.deal}`;
    case 'withdrawn':
      return `Bonus withdrawn: totals level after deal ${row.deal}, play goes on`;
  }
}
