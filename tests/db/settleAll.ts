import type { Comparison } from '../../src/engine/agreement/compare.ts';
import type { Choice, Settlement } from '../../src/engine/agreement/compareSettle.ts';
import {
  agreeEqual,
  settleDeal,
  settleFinished,
} from '../../src/engine/agreement/compareSettle.ts';

/**
 * Every step that settles a whole comparison one way (docs/format.md, "agreed"), in an order in
 * which each still fits the match the one before leaves: equal deals first, deals only this device
 * has from the last, then the differences, then deals only the other has from the first, then the
 * end of play.
 */
export function settleAll(comparison: Comparison, choice: Choice): Settlement[] {
  const only = (kind: string) => comparison.deals.filter((entry) => entry.kind === kind);
  const ordered = [...only('onlyMine').reverse(), ...only('differ'), ...only('onlyTheirs')];
  const steps = [agreeEqual(comparison), ...ordered.map((entry) => settleDeal(entry, choice))];
  steps.push(settleFinished(comparison, choice));
  return steps.filter((step): step is Settlement => step !== null);
}
