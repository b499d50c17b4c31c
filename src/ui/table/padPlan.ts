import { STRAIN_NAME } from '../../engine/strains.ts';
import type { BridgeDeal, BridgeMatch } from '../../engine/types.ts';
import { columnsOf, seatLabel } from './columns.ts';
import { resultsFor } from './padLogic.ts';

const DOUBLING_NAME = ['Undoubled', 'X: doubled', 'XX: redoubled'] as const;

/**
 * The taps that enter a deal on the pad, as the accessible names of the buttons in order. The
 * end-to-end test plays rubbers by following these plans, and `npm run bench` counts them.
 */
export function padPlan(match: BridgeMatch, deal: BridgeDeal): string[] {
  if (deal.passed === true) return ['Passed out'];
  const { level, strain, doubling } = deal.contract;
  const seat = deal.declarer;
  const declarer = `Declarer ${seatLabel(match, seat)}`;
  const result = resultsFor(level).find((r) => r.tricks === deal.tricks);
  const taps = [`${level} ${STRAIN_NAME[strain]}`, declarer];
  if (doubling > 0) taps.push(DOUBLING_NAME[doubling]);
  taps.push(result?.name ?? '', 'Confirm');
  if (deal.honors !== undefined) {
    const cols = columnsOf(match);
    const column = cols.sides.indexOf(deal.honors.side === 'NS' ? 0 : 1);
    const what = strain === 'NT' ? '4 aces' : deal.honors.points === 100 ? '4 honors' : '5 honors';
    taps.push(`${cols.heads[column] ?? ''} ${deal.honors.points}: held ${what}`);
  }
  return taps;
}
