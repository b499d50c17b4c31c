import type { BridgeSheet, DealRow, SheetEntry } from '../sheet.ts';
import type { PerSide, Seat, Vulnerability } from '../types.ts';
import type { RubberHistory, RubberScore } from './pbnTags.ts';
import { vulnerabilityOf } from './pbnTags.ts';

/**
 * What PBN says about each deal that bridgepad derives rather than stores (docs/style.md, rule 2):
 * dealer, vulnerability, board and the score tags. All of it is read off the engine's own sheet
 * (score.ts and the game's rules module), never scored a second time here.
 */
export interface DealFacts {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
  /** ScoreRubber (PBN 2.1 section 4.2.5): this deal's points above and below, by side. */
  readonly rubberScore: RubberScore;
  /** The Score tag (PBN 2.1 section 4.2.1): NS's points on this deal less EW's. */
  readonly net: number;
  /** ScoreRubberHistory before the deal (PBN 2.1 section 4.2.6); rubber-style sheets only. */
  readonly history: RubberHistory | null;
}

function rubberScoreOf(entries: readonly SheetEntry[], row: DealRow): RubberScore {
  const above: [number, number] = [0, 0];
  const below: [number, number] = [0, 0];
  for (const index of row.entries) {
    const entry = entries[index];
    if (entry === undefined) continue;
    if (entry.where === 'above') above[entry.side] += entry.points;
    else below[entry.side] += entry.points;
  }
  return { above, below };
}

/**
 * Walks a rubber-style sheet (rubber bridge, Kapiti) keeping ScoreRubberHistory as PBN 2.1
 * section 4.2.6 defines it: above the line in the rubbers before this one, above the line in this
 * rubber, and below the line in each game of this rubber up to the one in progress. A won
 * rubber's points move to "previous"; its trick scores are not carried (the standard keeps only
 * the points above the line of earlier rubbers). An end-of-play bonus belongs to no deal
 * (docs/rules.md, The Kapiti 30-deal match), so no history includes it.
 */
function histories(sheet: BridgeSheet): RubberHistory[] {
  const previous: [number, number] = [0, 0];
  const current: [number, number] = [0, 0];
  let below: [number, number][] = [];
  return sheet.deals.map((row) => {
    // LOUD: the number of games finished in this rubber sets how many below-the-line units the
    // history has, and so the vulnerability a reader finds in it (section 4.2.6 requires that
    // to agree with the Vulnerable tag).
    const games = row.before.games[0] + row.before.games[1];
    const units = (side: 0 | 1): number[] => [
      previous[side],
      current[side],
      ...Array.from({ length: games + 1 }, (_, game) => below[game]?.[side] ?? 0),
    ];
    const history = { ns: units(0), ew: units(1) };
    for (const index of row.entries) {
      const entry = sheet.entries[index];
      if (entry === undefined) continue;
      if (entry.where === 'above') current[entry.side] += entry.points;
      else {
        const game = (below[entry.game] ??= [0, 0]);
        game[entry.side] += entry.points;
      }
    }
    if (row.rubberWonBy !== null) {
      previous[0] += current[0];
      previous[1] += current[1];
      current[0] = 0;
      current[1] = 0;
      below = [];
    }
    return history;
  });
}

/** The PBN facts of every deal of a scored bridge match, in deal order. */
export function dealFacts(sheet: BridgeSheet): DealFacts[] {
  const rubberStyle = sheet.game === 'rubber' || sheet.game === 'kapiti';
  const history = rubberStyle ? histories(sheet) : [];
  return sheet.deals.map((row, index) => {
    const points: PerSide<number> = row.points;
    return {
      board: row.number,
      dealer: row.before.dealer as Seat,
      vulnerable: vulnerabilityOf(row.before.vulnerable),
      rubberScore: rubberScoreOf(sheet.entries, row),
      net: points[0] - points[1],
      history: history[index] ?? null,
    };
  });
}
