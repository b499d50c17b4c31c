import type {
  BridgeDeal,
  Declarer,
  Doubling,
  Level,
  Match,
  PlayedDeal,
  RummyDeal,
  Strain,
  Tricks,
  Vulnerability,
} from '../../src/engine/types.ts';
import { DECK_STRAIN_LETTERS } from '../arbitraries.ts';

/**
 * Every change of one field of one deal that a player could make when entering it, each as a
 * whole new match: what the check code must tell apart (docs/format.md, "The canonical deals").
 * The values are spelled here from docs/format.md and docs/rules.md, not taken from the engine.
 */

export interface DealChange {
  /** The field changed, for a failure's message: `tricks`, `honors`, `board`... */
  readonly field: string;
  readonly match: Match;
}

/** docs/rules.md, Duplicate: the vulnerability of boards 1 to 16, again from board 17. */
// prettier-ignore
export const BOARD_CYCLE: readonly Vulnerability[] = [
  'none', 'NS', 'EW', 'both', 'NS', 'EW', 'both', 'none',
  'EW', 'both', 'none', 'NS', 'both', 'none', 'NS', 'EW',
];

const LEVELS: readonly Level[] = [0, 1, 2, 3, 4, 5, 6, 7];
const TRICKS = Array.from({ length: 14 }, (_, i) => i as Tricks);
const DOUBLINGS: readonly Doubling[] = [0, 1, 2];
const VULNERABILITIES: readonly Vulnerability[] = ['none', 'NS', 'EW', 'both'];

function playedChanges(match: Match, deal: PlayedDeal): [string, BridgeDeal][] {
  const deck = match.game === 'rummy' ? 'standard' : match.rules.deck;
  const strains = DECK_STRAIN_LETTERS[deck] as readonly Strain[];
  const declarers = declarersOf(match);
  const { contract, honors } = deal;
  const honorChanges: PlayedDeal['honors'][] =
    honors === undefined
      ? [
          { side: 'NS', points: 150 },
          { side: 'EW', points: 100 },
        ]
      : [
          undefined,
          { side: honors.side === 'NS' ? 'EW' : 'NS', points: honors.points },
          { side: honors.side, points: honors.points === 100 ? 150 : 100 },
        ];
  const { honors: _, ...bare } = deal;
  return [
    ...LEVELS.filter((l) => l !== contract.level).map(
      (level) => ['level', { ...deal, contract: { ...contract, level } }] as [string, BridgeDeal],
    ),
    ...strains
      .filter((s) => s !== contract.strain)
      .map(
        (strain) =>
          ['strain', { ...deal, contract: { ...contract, strain } }] as [string, BridgeDeal],
      ),
    ...DOUBLINGS.filter((d) => d !== contract.doubling).map(
      (doubling) =>
        ['doubling', { ...deal, contract: { ...contract, doubling } }] as [string, BridgeDeal],
    ),
    ...declarers
      .filter((d) => d !== deal.declarer)
      .map((declarer) => ['declarer', { ...deal, declarer }] as [string, BridgeDeal]),
    ...TRICKS.filter((t) => t !== deal.tricks).map(
      (tricks) => ['tricks', { ...deal, tricks }] as [string, BridgeDeal],
    ),
    ...honorChanges.map(
      (claim) =>
        ['honors', claim === undefined ? bare : { ...bare, honors: claim }] as [string, BridgeDeal],
    ),
    [
      'passed',
      {
        passed: true,
        ...(deal.board === undefined ? {} : { board: deal.board }),
        ...(deal.vulnerable === undefined ? {} : { vulnerable: deal.vulnerable }),
      },
    ],
  ];
}

function declarersOf(match: Match): readonly Declarer[] {
  return match.game === 'bridgette' || match.game === 'sixdeal' ? ['A', 'B'] : ['N', 'E', 'S', 'W'];
}

/** A passed-out deal played instead: 1NT made, by the first declarer, its board kept. */
function playedInstead(match: Match, deal: BridgeDeal): BridgeDeal {
  const { passed: _, ...rest } = deal;
  return {
    contract: { level: 1, strain: 'NT', doubling: 0 },
    declarer: declarersOf(match)[0] as Declarer,
    tricks: 7,
    ...rest,
  } as BridgeDeal;
}

function bridgeChanges(match: Match, deal: BridgeDeal, index: number): [string, BridgeDeal][] {
  const changes: [string, BridgeDeal][] =
    deal.passed === true ? [['passed', playedInstead(match, deal)]] : playedChanges(match, deal);
  if (match.game !== 'duplicate') return changes;
  const board = deal.board ?? index + 1;
  const inForce = deal.vulnerable ?? (BOARD_CYCLE[(board - 1) % 16] as Vulnerability);
  return [
    ...changes,
    ['board', { ...deal, board: board + 1 }],
    ['board', { ...deal, board: board + 16 }],
    ...VULNERABILITIES.filter((v) => v !== inForce).map(
      (vulnerable) => ['vulnerable', { ...deal, vulnerable }] as [string, BridgeDeal],
    ),
  ];
}

function rummyChanges(match: Match, deal: RummyDeal): [string, RummyDeal][] {
  const players = Object.keys(match.players).length;
  return [
    ...Array.from({ length: players }, (_, out) => out)
      .filter((out) => out !== deal.out)
      .map((out) => ['out', { ...deal, out }] as [string, RummyDeal]),
    ...deal.points.map(
      (_, j) =>
        ['points', { ...deal, points: deal.points.map((p, k) => (k === j ? p + 1 : p)) }] as [
          string,
          RummyDeal,
        ],
    ),
    ['rummy', { ...deal, rummy: !deal.rummy }],
  ];
}

/** Every one-field change of deal `index` of `match`. */
export function dealChanges(match: Match, index: number): DealChange[] {
  const deal = match.deals[index];
  if (deal === undefined) return [];
  if (match.game === 'rummy') {
    return rummyChanges(match, deal as RummyDeal).map(([field, changed]) => ({
      field,
      match: { ...match, deals: match.deals.with(index, changed) },
    }));
  }
  return bridgeChanges(match, deal as BridgeDeal, index).map(([field, changed]) => ({
    field,
    match: { ...match, deals: match.deals.with(index, changed) },
  }));
}
