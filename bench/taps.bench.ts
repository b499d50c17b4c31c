import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateMatch } from '../src/engine/everyGame.ts';
import type { BridgeMatch } from '../src/engine/types.ts';
import { padPlan } from '../src/ui/table/padPlan.ts';
import { typedForm } from '../src/ui/table/quickEntry.ts';
import type { BenchFigure } from './types.ts';

/**
 * Taps and key presses per deal (issue 9): the taps each deal needs on the pad, following the
 * plans the end-to-end tests play in Chromium, on the newsletter's sample rubber and a nine-deal
 * rubber of our own; and the key presses to type each deal in the quick entry field, Enter
 * included. Targets: 3 taps for an undoubled contract, 4 doubled, no extra tap to skip honors
 * where the match scores them, and at most 10 key presses.
 */
const RUBBERS = [
  ['the newsletter sample rubber', 'tests/fixtures/examples/in-news-sample-rubber.json'],
  ['a nine-deal rubber', 'tests/fixtures/nine-deal-rubber.json'],
] as const;

function read(path: string): BridgeMatch {
  const file = JSON.parse(readFileSync(join(import.meta.dirname, '..', path), 'utf8')) as unknown;
  const match = validateMatch(file);
  if (!match.ok || match.value.game === 'rummy') throw new Error(`${path} does not read`);
  return match.value;
}

/** The floor without an auction: one tap to pass out; contract, declarer, result; doubling. */
function least(deal: BridgeMatch['deals'][number]): number {
  if (deal.passed === true) return 1;
  return deal.contract.doubling > 0 ? 4 : 3;
}

export function tapFigures(): { figures: BenchFigure[]; perDeal: string[] } {
  const perDeal: string[] = [];
  const rows = RUBBERS.flatMap(([name, path]) => {
    const match = read(path);
    perDeal.push(`${name}:`);
    return match.deals.map((deal, i) => {
      const taps = padPlan(match, i).length;
      const keys = typedForm(deal).length + 1;
      const what =
        deal.passed === true
          ? 'passed out'
          : `${typedForm(deal)}${deal.honors === undefined ? '' : ' + honors'}`;
      perDeal.push(`  deal ${i + 1}: ${what}: ${taps} taps, ${keys} keys`);
      return { deal, taps, keys };
    });
  });
  const max = (list: { taps: number }[]) => Math.max(...list.map((r) => r.taps));
  const noHonors = rows.filter((r) => r.deal.passed !== true && r.deal.honors === undefined);
  const plain = noHonors.filter((r) => r.deal.passed !== true && r.deal.contract.doubling === 0);
  const doubled = noHonors.filter((r) => r.deal.passed !== true && r.deal.contract.doubling > 0);
  return {
    perDeal,
    figures: [
      { name: 'taps, undoubled contract (most)', value: max(plain), unit: 'taps', target: 3 },
      { name: 'taps, doubled contract (most)', value: max(doubled), unit: 'taps', target: 4 },
      {
        // Both rubbers score honors: a deal that claims none pays nothing for the question.
        name: 'extra taps to skip honors (most)',
        value: Math.max(
          ...rows
            .filter((r) => r.deal.passed === true || r.deal.honors === undefined)
            .map((r) => r.taps - least(r.deal)),
        ),
        unit: 'taps',
        target: 0,
      },
      {
        name: 'key presses per deal, typed (most)',
        value: Math.max(...rows.map((r) => r.keys)),
        unit: 'keys',
        target: 10,
      },
    ],
  };
}
