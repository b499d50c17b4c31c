import { scoreMatch } from '../src/engine/everyGame.ts';
import type { BridgeDeal } from '../src/engine/types.ts';
import { buildLedger } from '../src/season/ledger.ts';
import type { BenchCase } from './types.ts';
import { ledgerSeason, sampleMatch } from '../tests/fixtures/sampleMatches.ts';

const kapiti = sampleMatch('kapiti', 30, 7);
const session = sampleMatch('rubber', 1000, 11);
let flip = 0;

const season = ledgerSeason(200);

/** Issue 2's targets: score a 30-deal match; re-score a 1,000-deal session after editing deal 1. */
export const engineCases: BenchCase[] = [
  {
    name: 'score a 30-deal Kapiti match',
    target: 0.05,
    run: () => {
      scoreMatch(kapiti);
    },
  },
  {
    name: 're-score a 1,000-deal session after editing its first deal',
    target: 5,
    run: () => {
      flip = 1 - flip;
      const first: BridgeDeal = {
        contract: { level: 4, strain: 'S', doubling: 0 },
        declarer: 'N',
        tricks: flip === 0 ? 10 : 9,
      };
      scoreMatch({ ...session, deals: [first, ...session.deals.slice(1)] });
    },
  },
  {
    // Issue 14: the ledger is worked out from the deals whenever it is shown.
    name: "work out the players' ledger of 200 matches",
    target: 100,
    run: () => {
      buildLedger(season);
    },
  },
];
