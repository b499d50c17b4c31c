import { STRAIN_NAME } from '../../engine/strains.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import { columnsOf, seatLabel } from './columns.ts';
import { resultChoices } from './resultChoices.ts';

const DOUBLING_NAME = ['Undoubled', 'X: doubled', 'XX: redoubled'] as const;

export interface PlanOptions {
  /** The "Confirm each deal" setting: a Confirm tap after the result. */
  readonly confirm?: boolean;
}

/**
 * The taps that enter deal `index` of a match on the pad, as the accessible names of the buttons
 * in order: contract, declarer, doubling when there is one, and the result, which writes the
 * deal (then Confirm, with that setting); honors after it when the deal claims them. The result
 * chip's name says what it scores, so it is read off the match as it stood before the deal. The
 * end-to-end tests play rubbers by following these plans, and `npm run bench` counts them.
 */
export function padPlan(match: BridgeMatch, index: number, options: PlanOptions = {}): string[] {
  const deal = match.deals[index];
  if (deal === undefined) throw new Error(`no deal ${index + 1} in the match`);
  if (deal.passed === true) return ['Passed out'];
  const before = { ...match, finished: false, deals: match.deals.slice(0, index) } as BridgeMatch;
  const cols = columnsOf(match);
  const { level, strain, doubling } = deal.contract;
  const result = resultChoices(before, deal, null, cols).find((r) => r.tricks === deal.tricks);
  const taps = [`${level} ${STRAIN_NAME[strain]}`, `Declarer ${seatLabel(match, deal.declarer)}`];
  if (doubling > 0) taps.push(DOUBLING_NAME[doubling]);
  taps.push(result?.name ?? '');
  if (options.confirm === true) taps.push('Confirm');
  if (deal.honors !== undefined) {
    const column = cols.sides.indexOf(deal.honors.side === 'NS' ? 0 : 1);
    const what = strain === 'NT' ? '4 aces' : deal.honors.points === 100 ? '4 honors' : '5 honors';
    taps.push(`${cols.heads[column] ?? ''} ${deal.honors.points}: held ${what}`);
  }
  return taps;
}
