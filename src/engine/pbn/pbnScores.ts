import type { BridgeSheet, DealRow, SheetEntry } from '../sheet.ts';
import type { HonorsClaim, PerSide, Seat, SideIndex, Vulnerability } from '../types.ts';
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
  /**
   * The last deal only: what was scored when play stopped (the unfinished rubber's bonus), which
   * belongs to no deal on bridgepad's sheet but is in this deal's ScoreRubber and Score, so that
   * the score tags add up to the match.
   */
  readonly stopped: readonly StopBonus[];
}

/** A bonus scored when play stopped: its side, its points, and what it is ("the only game"). */
export interface StopBonus {
  readonly side: SideIndex;
  readonly points: number;
  readonly what: string;
}

/** The bonuses scored when play stopped (docs/rules.md, Rubber bridge and The Kapiti 30-deal match). */
function stopBonuses(sheet: BridgeSheet): StopBonus[] {
  return sheet.entries
    .filter((entry) => entry.deal === null)
    .map(({ side, points, explain }) => ({
      side,
      points,
      // "unfinished rubber, the only game: 300" says "the only game".
      what: /^unfinished rubber, (.+): \d+$/.exec(explain)?.[1] ?? explain,
    }));
}

function rubberScoreOf(
  entries: readonly SheetEntry[],
  row: DealRow,
  stopped: readonly StopBonus[],
): RubberScore {
  const above: [number, number] = [0, 0];
  const below: [number, number] = [0, 0];
  for (const index of row.entries) {
    const entry = entries[index];
    if (entry === undefined) continue;
    if (entry.where === 'above') above[entry.side] += entry.points;
    else below[entry.side] += entry.points;
  }
  // Scored above the line when play stopped, after this deal (docs/rules.md, Rubber bridge).
  for (const bonus of stopped) above[bonus.side] += bonus.points;
  return { above, below };
}

/**
 * Walks a rubber-style sheet (rubber bridge, Kapiti) keeping ScoreRubberHistory as PBN 2.1
 * section 4.2.6 defines it: above the line in the rubbers before this one, above the line in this
 * rubber, and below the line in each game of this rubber up to the one in progress. A won
 * rubber's points move to "previous"; its trick scores are not carried (the standard keeps only
 * the points above the line of earlier rubbers). An end-of-play bonus is scored after the last
 * deal (docs/rules.md, The Kapiti 30-deal match), so no history, which is the score before a deal,
 * includes it.
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

/**
 * The PBN facts of every deal of a scored bridge match, in deal order. LOUD: every point of the
 * sheet is in some deal's score tags, so that a program adding them up gets the match's totals;
 * what was scored when play stopped goes with the last deal, after which it was scored.
 */
export function dealFacts(sheet: BridgeSheet): DealFacts[] {
  const rubberStyle = sheet.game === 'rubber' || sheet.game === 'kapiti';
  const history = rubberStyle ? histories(sheet) : [];
  const last = sheet.deals.length - 1;
  const bonuses = stopBonuses(sheet);
  return sheet.deals.map((row, index) => {
    const stopped = index === last ? bonuses : [];
    const points: PerSide<number> = row.points;
    const extra = (side: SideIndex) =>
      stopped.reduce((sum, bonus) => sum + (bonus.side === side ? bonus.points : 0), 0);
    return {
      board: row.number,
      dealer: row.before.dealer as Seat,
      vulnerable: vulnerabilityOf(row.before.vulnerable),
      rubberScore: rubberScoreOf(sheet.entries, row, stopped),
      net: points[0] + extra(0) - points[1] - extra(1),
      history: history[index] ?? null,
      stopped,
    };
  });
}

/**
 * An honors claim that ScoreRubber shows (docs/rules.md, Rubber bridge): one side's points above the
 * line exceed the engine's by 100 or 150 (at notrump only 150), all else agreeing.
 */
export function honorsShown(
  file: RubberScore,
  engine: RubberScore,
  notrump: boolean,
): HonorsClaim | null {
  if (file.below[0] !== engine.below[0] || file.below[1] !== engine.below[1]) return null;
  const extra = [file.above[0] - engine.above[0], file.above[1] - engine.above[1]];
  const side = extra[0] !== 0 ? 0 : 1;
  const points = extra[side];
  if (extra[side === 0 ? 1 : 0] !== 0) return null;
  if (points !== 150 && (points !== 100 || notrump)) return null;
  return { side: side === 0 ? 'NS' : 'EW', points };
}
