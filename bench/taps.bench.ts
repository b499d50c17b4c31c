import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateMatch } from '../src/engine/matchFile/validateMatch.ts';
import { padPlan } from '../src/ui/table/padPlan.ts';
import type { BenchFigure } from './types.ts';

/**
 * Issue 4's tap counts: the taps each deal of the newsletter's sample rubber needs on the pad
 * (the same plans the end-to-end test follows in Chromium). Targets: four or fewer for an
 * undoubled contract, six or fewer with doubling and honors.
 */
export function tapFigures(): { figures: BenchFigure[]; perDeal: string[] } {
  const file = JSON.parse(
    readFileSync(join(import.meta.dirname, '../tests/golden/in-news-sample-rubber.json'), 'utf8'),
  ) as unknown;
  const read = validateMatch(file);
  if (!read.ok || read.value.game === 'rummy') throw new Error('sample rubber unreadable');
  const match = read.value;
  const plans = match.deals.map((deal, i) => ({ deal, taps: padPlan(match, i).length }));
  const plain = plans.filter(
    (p) => p.deal.passed !== true && p.deal.contract.doubling === 0 && p.deal.honors === undefined,
  );
  const extra = plans.filter(
    (p) => p.deal.passed !== true && (p.deal.contract.doubling > 0 || p.deal.honors !== undefined),
  );
  const perDeal = plans.map(
    (p, i) =>
      `deal ${i + 1}: ${p.deal.passed === true ? 'passed out' : `${p.deal.contract.level}${p.deal.contract.strain}${['', 'X', 'XX'][p.deal.contract.doubling] ?? ''}${p.deal.honors ? ' + honors' : ''}`}: ${p.taps} taps`,
  );
  return {
    perDeal,
    figures: [
      {
        name: 'taps, undoubled contract (most in the sample rubber)',
        value: Math.max(...plain.map((p) => p.taps)),
        unit: 'taps',
        target: 4,
      },
      {
        name: 'taps, with doubling or honors (most in the sample rubber)',
        value: Math.max(...extra.map((p) => p.taps)),
        unit: 'taps',
        target: 6,
      },
    ],
  };
}
