import type { DealState } from './sheet.ts';
import type { SideIndex } from './types.ts';

/** A side's standing towards game as players say it: "60 on, needs 40", or "needs 100". */
export function partScoreText(state: DealState, side: SideIndex): string {
  const on = state.partScore[side];
  const needs = state.needs[side];
  return on > 0 ? `${on} on, needs ${needs}` : `needs ${needs}`;
}
