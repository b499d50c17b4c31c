import { other, sideOf } from '../../engine/seats.ts';
import { scoreMatch } from '../../engine/score.ts';
import type {
  BridgeDeal,
  BridgeMatch,
  Contract,
  Declarer,
  PlayedDeal,
  Tricks,
} from '../../engine/types.ts';
import type { Columns } from './columns.ts';
import { counted } from '../common/counted.ts';
import type { DealPlace } from './dealDraft.ts';
import { carryOver } from './dealDraft.ts';

/**
 * The result chips of the pad, each saying what it will write before it is tapped: "made 620",
 * "+1 650", "-1 100 to THEY". The points are the engine's, for this deal in this match: the
 * trick score, bonuses and any game or rubber bonus the deal completes.
 */

export type ResultKind = 'made' | 'over' | 'down';

export interface ResultChoice {
  readonly tricks: Tricks;
  readonly kind: ResultKind;
  /** What the chip shows first: "made", "+1", "-1". */
  readonly label: string;
  /** What the deal scores: "620", "100 to THEY"; null until the declarer is known. */
  readonly score: string | null;
  /** The chip's accessible name, starting with what it shows: "-1 100 to THEY: 9 tricks, down 1". */
  readonly name: string;
}

export interface ResultPick {
  readonly contract: Contract;
  readonly declarer: Declarer | null;
}

/** Every possible result of a contract, ordered made, +1, +2 ..., -1, -2 ... */
export function resultTricks(
  level: Contract['level'],
): { tricks: Tricks; kind: ResultKind; by: number }[] {
  const needed = 6 + level;
  const all: { tricks: Tricks; kind: ResultKind; by: number }[] = [
    { tricks: needed as Tricks, kind: 'made', by: 0 },
  ];
  for (let t = needed + 1; t <= 13; t++)
    all.push({ tricks: t as Tricks, kind: 'over', by: t - needed });
  for (let t = needed - 1; t >= 0; t--)
    all.push({ tricks: t as Tricks, kind: 'down', by: needed - t });
  return all;
}

/**
 * The match as it would be with this deal written: added after the last deal, or in place of
 * the deal being corrected (which keeps what the pad does not show: honors, board,
 * vulnerability).
 */
export function withDeal(
  match: BridgeMatch,
  deal: PlayedDeal,
  editing: number | null,
  place: DealPlace = {},
): BridgeMatch {
  const deals: BridgeDeal[] = [...match.deals];
  if (editing === null) deals.push({ ...deal, ...place });
  else deals[editing] = carryOver(deals[editing], deal);
  return { ...match, deals } as BridgeMatch;
}

function scoreText(
  match: BridgeMatch,
  deal: PlayedDeal,
  editing: number | null,
  cols: Columns,
  place: DealPlace,
) {
  const sheet = scoreMatch(withDeal(match, deal, editing, place));
  const row = sheet.deals[editing ?? match.deals.length];
  if (row === undefined) return '';
  const own = sideOf(deal.declarer);
  const theirs = other(own);
  const mine = row.points[own];
  const against = row.points[theirs];
  const parts: string[] = [];
  if (mine > 0 || against === 0) parts.push(`${mine}`);
  if (against > 0) parts.push(`${against} to ${cols.label(theirs)}`);
  return parts.join(' · ');
}

/** The chips for a contract, with what each would score once the declarer is chosen. */
export function resultChoices(
  match: BridgeMatch,
  pick: ResultPick,
  editing: number | null,
  cols: Columns,
  place: DealPlace = {},
): ResultChoice[] {
  const needed = 6 + pick.contract.level;
  return resultTricks(pick.contract.level).map(({ tricks, kind, by }) => {
    const label = kind === 'made' ? 'made' : kind === 'over' ? `+${by}` : `-${by}`;
    const score =
      pick.declarer === null
        ? null
        : scoreText(
            match,
            { contract: pick.contract, declarer: pick.declarer, tricks },
            editing,
            cols,
            place,
          );
    const what =
      kind === 'made'
        ? `exactly ${needed} tricks`
        : kind === 'over'
          ? `${tricks} tricks`
          : `${counted(tricks, 'trick')}, down ${by}`;
    return {
      tricks,
      kind,
      label,
      score,
      name: `${label}${score === null ? '' : ` ${score}`}: ${what}`,
    };
  });
}
