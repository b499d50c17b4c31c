import { SheetBuilder, standaloneState } from './builder.ts';
import { player2After, sideOf } from './seats.ts';
import type { BridgeSheet, DealState, EntryKind } from './sheet.ts';
import { displayContract, strainClass } from './strains.ts';
import type { Contract, PlayedDeal, TwoPlayerMatch } from './types.ts';

/** Deals in a Six-Deal match unless agreed otherwise. */
export const SIXDEAL_DEALS = 6;

/**
 * The contract's score band in bidding order (docs/rules.md, Bridgette; seed 003): bit 0NT-1S, part
 * 1NT-4D except 3NT, game 3NT, 4H-5S, small slam 5NT-6S, grand slam 6NT-7S, super slam 7NT.
 * Read by level and strain class, so it holds for GorbyX decks too (4 of a major is game).
 */
export function sixDealBand(contract: Contract): { name: string; points: number } {
  const { level, strain } = contract;
  const cls = strainClass(strain);
  const nt = cls === 'notrump';
  if (level === 0 || (level === 1 && !nt)) return { name: 'bit score', points: 150 };
  if (level === 7 && nt) return { name: 'super slam', points: 2500 };
  if (level === 7 || (level === 6 && nt)) return { name: 'grand slam', points: 2200 };
  if (level === 6 || (level === 5 && nt)) return { name: 'small slam', points: 1500 };
  const game = (level === 3 && nt) || (level === 4 && cls !== 'minor') || level === 5;
  if (game) return { name: 'game score', points: 750 };
  return { name: 'part score', points: 250 };
}

/** Exacto: made with no overtricks, 250 at levels 0-5, 100 at level 6, nothing at level 7. */
export function exactoBonus(level: number): number {
  return level <= 5 ? 250 : level === 6 ? 100 : 0;
}

/** Defenders' score by undertricks (1..6+), undoubled / doubled / redoubled. */
const DEFENSE: readonly (readonly [number, number, number])[] = [
  [100, 200, 300],
  [200, 500, 700],
  [300, 800, 1100],
  [400, 1100, 1500],
  [700, 2000, 2700],
  [1000, 3000, 4000],
];

export function sixDealDefense(down: number, doubling: number): number {
  const row = DEFENSE[Math.min(down, 6) - 1] as readonly [number, number, number];
  return row[doubling] as number;
}

const DOUBLED = ['', ' doubled', ' redoubled'] as const;

/** Items of one Six-Deal deal: the declarer's when made, the defender's when set. */
export function sixDealItems(
  deal: PlayedDeal,
): { toDeclarer: boolean; points: number; kind: EntryKind; explain: string }[] {
  const { contract, tricks } = deal;
  const needed = 6 + contract.level;
  if (tricks < needed) {
    const down = needed - tricks;
    const points = sixDealDefense(down, contract.doubling);
    const what = `${down === 1 ? '1 undertrick' : `${down} undertricks`}${DOUBLED[contract.doubling]}`;
    return [{ toDeclarer: false, points, kind: 'undertricks', explain: `${what}: ${points}` }];
  }
  const band = sixDealBand(contract);
  const items = [
    {
      toDeclarer: true,
      points: band.points,
      kind: 'contract' as EntryKind,
      explain: `${displayContract(contract)} made, ${band.name}: ${band.points}`,
    },
  ];
  const over = tricks - needed;
  const exacto = exactoBonus(contract.level);
  if (over === 0 && exacto > 0) {
    items.push({
      toDeclarer: true,
      points: exacto,
      kind: 'exacto',
      explain: `Exacto, made exactly: ${exacto}`,
    });
  }
  if (over === 3) {
    items.push({
      toDeclarer: true,
      points: 350,
      kind: 'trifecta',
      explain: 'Trifecta, exactly 3 overtricks: 350',
    });
  }
  if (contract.doubling > 0) {
    const points = contract.doubling === 1 ? 400 : 1000;
    items.push({
      toDeclarer: true,
      points,
      kind: 'doubled',
      explain: `${contract.doubling === 1 ? 'doubled' : 'redoubled'} contract made: ${points}`,
    });
  }
  return items;
}

/** The dealer of a Six-Deal deal: players alternate; every tie-breaker is dealt by the first dealer. */
function sixDealDealer(match: TwoPlayerMatch, index: number, planned: number) {
  return index < planned ? player2After(match.firstDealer, index) : match.firstDealer;
}

/**
 * Bridgette Six-Deal scoring (docs/rules.md, Bridgette; seed 003): six deals, no vulnerability and
 * no part-score carry; a tie is broken by a further deal dealt by the first dealer.
 * **Reading:** should that deal tie too, another follows, again by the first dealer.
 */
export function scoreSixDeal(match: TwoPlayerMatch): BridgeSheet {
  const planned = match.rules.deals ?? SIXDEAL_DEALS;
  const b = new SheetBuilder([match.players.A, match.players.B], false);
  const state = (index: number): DealState =>
    standaloneState(sixDealDealer(match, index, planned), [false, false], index);
  match.deals.forEach((deal, index) => {
    const before = state(index);
    if (deal.passed !== true) {
      const declarer = sideOf(deal.declarer);
      for (const item of sixDealItems(deal)) {
        const side = item.toDeclarer ? declarer : declarer === 0 ? 1 : 0;
        b.add(side, 'above', item.points, item.kind, index, 0, 0, item.explain);
      }
    }
    b.row(index, index + 1, before, deal, null, null);
  });
  const ended = match.deals.length >= planned;
  return b.toSheet('sixdeal', state(match.deals.length), ended, null, planned);
}

/** The deal count at which the match was already decided before its last deal, or null. */
export function sixDealDecidedAt(match: TwoPlayerMatch): number | null {
  const planned = match.rules.deals ?? SIXDEAL_DEALS;
  for (let stop = planned; stop < match.deals.length; stop += 1) {
    const sheet = scoreSixDeal({ ...match, deals: match.deals.slice(0, stop) });
    if (sheet.winner !== null) return stop;
  }
  return null;
}
