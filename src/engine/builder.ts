import type { ScoreItem } from './contract.ts';
import { honorsExplain } from './contract.ts';
import { SEAT_NAME, isSeat, other, sideOf } from './seats.ts';
import type {
  BridgeSheet,
  DealRow,
  DealState,
  EntryKind,
  GameLine,
  LinePosition,
  RubberResult,
  SheetEntry,
  StoppingPoint,
} from './sheet.ts';
import { displayContract } from './strains.ts';
import type { BridgeDeal, BridgeGame, PerSide, PlayedDeal, SideIndex } from './types.ts';

/** Rounds a net score to hundreds, 50 away from zero: 1830 -> 18, 550 -> 6, -550 -> -6. */
export function roundHundreds(net: number): number {
  const hundreds = Math.floor((Math.abs(net) + 50) / 100);
  return net < 0 ? -hundreds : hundreds;
}

/** Describes a deal's result relative to its contract: "made", "+1", "-2". */
export function resultText(deal: PlayedDeal): string {
  const diff = deal.tricks - 6 - deal.contract.level;
  return diff === 0 ? 'made' : diff > 0 ? `+${diff}` : `${diff}`;
}

/**
 * A deal's row. Its summary line is written only when something reads it: the matches list
 * scores every stored match for its standing and never shows these lines.
 */
class Row implements DealRow {
  readonly passed: boolean;
  readonly contract: DealRow['contract'];
  readonly declarer: DealRow['declarer'];
  readonly tricks: DealRow['tricks'];
  #describe: (names?: PerSide<string>) => string;
  #summary: string | undefined;

  constructor(
    readonly index: number,
    readonly number: number,
    readonly before: DealState,
    played: PlayedDeal | null,
    readonly points: PerSide<number>,
    readonly cumulative: PerSide<number>,
    readonly entries: readonly number[],
    readonly gameWonBy: SideIndex | null,
    readonly rubberWonBy: SideIndex | null,
    describe: (names?: PerSide<string>) => string,
  ) {
    this.passed = played === null;
    this.contract = played?.contract ?? null;
    this.declarer = played?.declarer ?? null;
    this.tricks = played?.tricks ?? null;
    this.#describe = describe;
  }

  get summary(): string {
    this.#summary ??= this.#describe();
    return this.#summary;
  }

  summaryNaming(names: PerSide<string>): string {
    return this.#describe(names);
  }
}

/**
 * Collects a sheet's entries, deal rows, game lines and rubbers as a game's rules walk the deals.
 * Keeps running totals so that each row's cumulative score is known when it is written.
 */
export class SheetBuilder {
  readonly entries: SheetEntry[] = [];
  readonly deals: DealRow[] = [];
  readonly gameLines: GameLine[] = [];
  readonly rubbers: RubberResult[] = [];
  readonly totals: [number, number] = [0, 0];
  /** Points of the rubber in progress. */
  rubberTotals: [number, number] = [0, 0];

  private rowEntries: number[] = [];
  private rowPoints: [number, number] = [0, 0];
  private rowBelow: [number, number] = [0, 0];
  private rowAbove: [number, number] = [0, 0];

  /**
   * `sideNames` label the columns in summaries: "NS"/"EW", or the two players' names. `lined`
   * is false for a sheet with no line (Six-Deal), whose summaries say only who scored.
   */
  constructor(
    private readonly sideNames: PerSide<string>,
    private readonly lined = true,
  ) {}

  add(
    side: SideIndex,
    where: LinePosition,
    points: number,
    kind: EntryKind,
    deal: number | null,
    rubber: number,
    game: number,
    explain: string,
  ): void {
    this.entries.push({ side, where, points, kind, deal, rubber, game, explain });
    this.totals[side] += points;
    this.rubberTotals[side] += points;
    if (deal !== null) {
      this.rowEntries.push(this.entries.length - 1);
      this.rowPoints[side] += points;
      if (where === 'below') this.rowBelow[side] += points;
      else this.rowAbove[side] += points;
    }
  }

  /** Adds a contract's items for the declarer's side (or the defenders). */
  addItems(
    items: readonly ScoreItem[],
    declarer: SideIndex,
    deal: number,
    rubber: number,
    game: number,
  ) {
    for (const item of items) {
      const side = item.toDeclarer ? declarer : other(declarer);
      this.add(side, item.where, item.points, item.kind, deal, rubber, game, item.explain);
    }
  }

  addHonors(deal: BridgeDeal, index: number, rubber: number, game: number): void {
    if (deal.passed === true || deal.honors === undefined) return;
    const side: SideIndex = deal.honors.side === 'NS' ? 0 : 1;
    const explain = honorsExplain(deal.honors.points, deal.contract.strain);
    this.add(side, 'above', deal.honors.points, 'honors', index, rubber, game, explain);
  }

  /** Closes the current deal's row. `extra` names what it completed: "game", "rubber". */
  row(
    index: number,
    number: number,
    before: DealState,
    deal: BridgeDeal,
    gameWonBy: SideIndex | null,
    rubberWonBy: SideIndex | null,
  ): void {
    const played = deal.passed === true ? null : deal;
    const below = this.rowBelow;
    const above = this.rowAbove;
    const points = this.rowPoints;
    const describe = this.describe;
    this.deals.push(
      new Row(
        index,
        number,
        before,
        played,
        [points[0], points[1]],
        [this.totals[0], this.totals[1]],
        this.rowEntries,
        gameWonBy,
        rubberWonBy,
        (names) =>
          played === null
            ? 'passed out'
            : describe(played, below, above, points, gameWonBy, rubberWonBy, names),
      ),
    );
    this.rowEntries = [];
    this.rowPoints = [0, 0];
    this.rowBelow = [0, 0];
    this.rowAbove = [0, 0];
  }

  /** "4♠ by South, +1: 120 below, 30 above, game" from a deal's points on each side. */
  private readonly describe = (
    deal: PlayedDeal,
    below: PerSide<number>,
    above: PerSide<number>,
    points: PerSide<number>,
    gameWonBy: SideIndex | null,
    rubberWonBy: SideIndex | null,
    names: PerSide<string> = this.sideNames,
  ): string => {
    const declarer = sideOf(deal.declarer);
    const parts: string[] = [];
    for (const side of [declarer, other(declarer)] as const) {
      const to = side === declarer ? '' : ` to ${names[side]}`;
      if (!this.lined) {
        if (points[side] > 0) parts.push(`${points[side]}${to}`);
        continue;
      }
      if (below[side] > 0) parts.push(`${below[side]} below${to}`);
      if (above[side] > 0) parts.push(`${above[side]} above${to}`);
    }
    if (rubberWonBy !== null) parts.push('rubber');
    else if (gameWonBy !== null) parts.push('game');
    // Two players are named by their own names wherever the sheet speaks of them, never A or B.
    const by = isSeat(deal.declarer) ? SEAT_NAME[deal.declarer] : names[declarer];
    const head = `${displayContract(deal.contract)} by ${by}, ${resultText(deal)}`;
    return parts.length === 0 ? head : `${head}: ${parts.join(', ')}`;
  };

  /** Records a rubber (or chukker) and starts counting the next one. */
  closeRubber(
    index: number,
    firstDeal: number,
    lastDeal: number,
    games: PerSide<number>,
    wonBy: SideIndex | null,
    over: boolean,
  ): void {
    const totals: PerSide<number> = [this.rubberTotals[0], this.rubberTotals[1]];
    const net = totals[0] - totals[1];
    this.rubbers.push({
      index,
      firstDeal,
      lastDeal,
      totals,
      games: [games[0], games[1]],
      wonBy,
      over,
      winner: net > 0 ? 0 : net < 0 ? 1 : null,
      net,
      backScore: roundHundreds(net),
    });
    this.rubberTotals = [0, 0];
  }

  /**
   * The finished sheet. `ended` says play has reached a point where the match is decided (or
   * tied); until then its status is in progress.
   */
  toSheet(
    game: BridgeGame,
    next: DealState,
    ended: boolean,
    stop: StoppingPoint | null = null,
    plannedDeals: number | null = null,
  ): BridgeSheet {
    const totals: PerSide<number> = [this.totals[0], this.totals[1]];
    const winner = winnerOf(totals);
    return {
      game,
      entries: this.entries,
      deals: this.deals,
      gameLines: this.gameLines,
      rubbers: this.rubbers,
      next,
      totals,
      winner,
      status: ended ? (winner === null ? 'tied' : 'complete') : 'in-progress',
      stop,
      plannedDeals,
    };
  }
}

/**
 * The state before a deal scored on its own (duplicate, Six-Deal): nothing carries, so only the
 * dealer and the vulnerability matter.
 */
export function standaloneState(
  dealer: DealState['dealer'],
  vulnerable: PerSide<boolean>,
  position: number,
): DealState {
  return {
    dealer,
    vulnerable,
    partScore: [0, 0],
    needs: [0, 0],
    games: [0, 0],
    rubber: 0,
    position,
  };
}

export function winnerOf(totals: PerSide<number>): SideIndex | null {
  return totals[0] > totals[1] ? 0 : totals[1] > totals[0] ? 1 : null;
}
