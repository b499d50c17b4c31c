import { SheetBuilder, standaloneState } from './builder.ts';
import { scoreContract } from './contract.ts';
import { GAME } from './rubber.ts';
import { SEATS, sideOf, vulnerabilityPair } from './seats.ts';
import type { BridgeSheet, DealState } from './sheet.ts';
import type {
  BridgeDeal,
  FourPlayerMatch,
  PerSide,
  PlayedDeal,
  Seat,
  Vulnerability,
} from './types.ts';

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
  const b = new SheetBuilder(['NS', 'EW'], false);
  match.deals.forEach((deal, index) => {
    const played = deal.passed === true ? undefined : deal;
    const board = boardOf(deal, index);
    const before = { ...boardState(board, deal.vulnerable), position: index };
    if (played !== undefined) scoreAsBoard(b, played, before.vulnerable, index, 0);
    b.row(index, board, before, deal, null, null);
  });
  const next = { ...boardState(nextBoard(match)), position: match.deals.length };
  return b.toSheet('duplicate', next, match.finished);
}

/**
 * One played deal scored as a duplicate board (docs/rules.md, Duplicate) at the vulnerability
 * given: its contract's score, and 50 for a part score or 300/500 for a game. Chicago scored deal
 * by deal scores each deal so, in its chukker (`rubber`).
 */
export function scoreAsBoard(
  b: SheetBuilder,
  deal: PlayedDeal,
  vulnerability: PerSide<boolean>,
  index: number,
  rubber: number,
  undoubledOvertricks = true,
): void {
  const declarer = sideOf(deal.declarer);
  const vulnerable = vulnerability[declarer];
  const items = scoreContract(
    deal.contract,
    deal.tricks,
    vulnerable,
    'standard',
    undoubledOvertricks,
  );
  b.addItems(items, declarer, index, rubber, 0);
  const trick = items.find((item) => item.kind === 'trick');
  if (trick === undefined) return;
  const vulText = vulnerable ? 'vulnerable' : 'not vulnerable';
  if (trick.points >= GAME) {
    const bonus = vulnerable ? 500 : 300;
    b.add(declarer, 'above', bonus, 'game', index, rubber, 0, `game bonus, ${vulText}: ${bonus}`);
  } else b.add(declarer, 'above', 50, 'partscore', index, rubber, 0, 'part-score bonus: 50');
}

/** A deal's board: its own number, or its place in the match (docs/format.md, `board`). */
export function boardOf(deal: BridgeDeal, index: number): number {
  return deal.board ?? index + 1;
}

/**
 * The board offered next (docs/rules.md, Duplicate): the lowest board not yet played after the
 * last one played, so a session that starts at board 9, skips a board or comes round from the
 * last board to board 1 goes on from where it is and never offers a board twice; past board 9999,
 * the highest a match file takes, it comes round to board 1. Board 1 in a new match.
 */
export function nextBoard(match: FourPlayerMatch): number {
  const played = match.deals.map(boardOf);
  const seen = new Set(played);
  let board = ((played.at(-1) ?? 0) % 9999) + 1;
  // Every board played (9999 deals): one played is offered, and the pad refuses it as played.
  for (let tries = 0; seen.has(board) && tries < 9999; tries++) board = (board % 9999) + 1;
  return board;
}

/**
 * The state before a board (docs/rules.md, Duplicate): its dealer, and its vulnerability unless
 * the traveller says otherwise (`vulnerable`). Nothing carries from board to board.
 */
export function boardState(board: number, vulnerable?: Vulnerability): DealState {
  return {
    ...standaloneState(
      boardDealer(board),
      vulnerabilityPair(vulnerable ?? boardVulnerability(board)),
      board - 1,
    ),
    board,
  };
}
