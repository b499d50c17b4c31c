import { SheetBuilder, standaloneState } from './builder.ts';
import { scoreContract } from './contract.ts';
import { GAME } from './rubber.ts';
import { SEATS, sideOf, vulnerabilityPair } from './seats.ts';
import type { BridgeSheet, DealState } from './sheet.ts';
import type { BridgeDeal, FourPlayerMatch, Seat, Vulnerability } from './types.ts';

/** The standard 16-board vulnerability cycle (docs/rules.md, Duplicate). */
const BOARD_VULNERABILITY: readonly Vulnerability[] = [
  'none',
  'NS',
  'EW',
  'both',
  'NS',
  'EW',
  'both',
  'none',
  'EW',
  'both',
  'none',
  'NS',
  'both',
  'none',
  'NS',
  'EW',
];

export function boardVulnerability(board: number): Vulnerability {
  return BOARD_VULNERABILITY[(board - 1) % 16] as Vulnerability;
}

/** Board 1 is dealt by North, 2 by East, and so on round the table. */
export function boardDealer(board: number): Seat {
  return SEATS[(board - 1) % 4] as Seat;
}

/**
 * Duplicate (docs/rules.md, Duplicate; seed 004): each deal scored on its own at its board's
 * vulnerability. A made contract adds 50 for a part score or 300/500 for a game to the trick
 * score, with slam, insult and overtricks as in rubber bridge; no honors.
 */
export function scoreDuplicate(match: FourPlayerMatch): BridgeSheet {
  const b = new SheetBuilder(['NS', 'EW']);
  const state = (index: number, deal?: BridgeDeal): DealState => {
    const board = deal?.board ?? index + 1;
    return standaloneState(
      boardDealer(board),
      vulnerabilityPair(deal?.vulnerable ?? boardVulnerability(board)),
      index,
    );
  };
  match.deals.forEach((deal, index) => {
    const played = deal.passed === true ? undefined : deal;
    const before = state(index, deal);
    if (played !== undefined) {
      const declarer = sideOf(played.declarer);
      const vulnerable = before.vulnerable[declarer];
      const items = scoreContract(played.contract, played.tricks, vulnerable, 'standard');
      b.addItems(items, declarer, index, 0, 0);
      const trick = items.find((item) => item.kind === 'trick');
      if (trick !== undefined) {
        const vulText = vulnerable ? 'vulnerable' : 'not vulnerable';
        if (trick.points >= GAME) {
          const bonus = vulnerable ? 500 : 300;
          b.add(declarer, 'above', bonus, 'game', index, 0, 0, `game bonus, ${vulText}: ${bonus}`);
        } else {
          b.add(declarer, 'above', 50, 'partscore', index, 0, 0, 'part-score bonus: 50');
        }
      }
    }
    b.row(index, deal.board ?? index + 1, before, deal, null, null);
  });
  return b.toSheet('duplicate', state(match.deals.length), match.finished);
}
