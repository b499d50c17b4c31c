import { scoreMatch } from '../src/engine/score.ts';
import type { BridgeDeal } from '../src/engine/types.ts';
import type { LedgerMatch } from '../src/season/ledger.ts';
import { buildLedger } from '../src/season/ledger.ts';
import type { BenchCase } from './types.ts';
import { sampleMatch } from './sampleMatches.ts';

const kapiti = sampleMatch('kapiti', 30, 7);
const session = sampleMatch('rubber', 1000, 11);
let flip = 0;

/** A season: 200 rubber evenings of 12 deals among 12 players, four at a table. */
const PLAYERS = [
  'Ian',
  'Dave',
  'Bob',
  'Alan',
  'Mere',
  'Hēnare',
  'Łukasz',
  'Zoë',
  'Pat',
  'Ana',
  'Wiremu',
  'Kasia',
];
const season: LedgerMatch[] = Array.from({ length: 200 }, (_, i) => {
  const seat = (k: number) => PLAYERS[(i * 5 + k * 3) % PLAYERS.length] as string;
  return {
    id: `evening-${i}`,
    playedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    match: {
      ...sampleMatch('rubber', 12, i + 1),
      players: { N: seat(0), E: seat(1), S: seat(2), W: seat(3) },
      finished: true,
    },
  };
});

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
