import { isKapitiStop, KAPITI_DEALS, scoreKapiti } from './kapiti.ts';
import type { Agreement } from './agreement/compareForm.ts';
import { agreementOf } from './agreement/compareForm.ts';
import type { BridgeSheet } from './sheet.ts';
import type { FourPlayerMatch, PerSide, Seat, SideIndex } from './types.ts';

/**
 * The Kapiti Rubber Bridge Summary Score Sheet (seed 002; docs/rules.md, The Kapiti 30-deal match): one row per deal
 * with its dealer, what each pair scored on it and the running totals; the unfinished-rubber
 * bonus at each stopping point as a row of its own; tie-break deals after the planned 30; the
 * winners. The screen, the PDF, the PNG and the CSV are all drawn from this.
 */
export type SummaryRowKind = 'deal' | 'unfinished' | 'withdrawn';

export interface SummaryRow {
  readonly kind: SummaryRowKind;
  /** Deal number (1-based); for an unfinished-rubber or withdrawn row, the deal it follows. */
  readonly deal: number;
  /** Dealer of the deal (deal rows only). */
  readonly dealer: Seat | null;
  /** A tie-break deal, played after the planned deals because the totals were level. */
  readonly tieBreak: boolean;
  readonly points: PerSide<number>;
  readonly cumulative: PerSide<number>;
  /** Deal rows: "4♠ by South, +1: ..."; bonus rows: what the bonus was for. */
  readonly text: string;
  /**
   * Unfinished-rubber and withdrawn rows: whether the totals were level there, so play went on.
   * A withdrawn row follows such a level stop once a further deal is played: the bonus it scored
   * is taken off again, since the rubber goes on (docs/rules.md, The Kapiti 30-deal match), so the cumulative
   * column reads on from the totals before the bonus and every column still adds up.
   */
  readonly tied: boolean;
  /**
   * Deal rows: whether two devices agreed on the deal and it still reads as agreed, or it was
   * changed after that (docs/format.md, "agreed"); null when it was never agreed, and on bonus
   * rows. An organiser sees a deal changed after agreement flagged on every export.
   */
  readonly agreement: Agreement | null;
}

/**
 * The official score pad's header grid (seed 002, "Individual Scores"): each player across, each
 * rubber down, and in each cell what that player's pair scored in that rubber. The players are
 * in the pad's order, the N/S pair first.
 */
export interface IndividualScores {
  readonly players: readonly { readonly seat: Seat; readonly name: string }[];
  /** One row per rubber: points by player, in the order of `players`. */
  readonly rubbers: readonly (readonly number[])[];
}

export interface KapitiSummary {
  readonly plannedDeals: number;
  readonly individual: IndividualScores;
  readonly rows: readonly SummaryRow[];
  readonly totals: PerSide<number>;
  readonly winner: SideIndex | null;
  readonly status: BridgeSheet['status'];
}

function agreementAt(match: FourPlayerMatch, index: number): Agreement | null {
  const deal = match.deals[index];
  return deal === undefined ? null : agreementOf(deal);
}

function bonusRow(sheet: BridgeSheet, afterDeal: number, running: PerSide<number>): SummaryRow {
  const points: [number, number] = [0, 0];
  const texts: string[] = [];
  for (const entry of sheet.entries) {
    if (entry.deal !== null || entry.kind !== 'unfinished') continue;
    points[entry.side] += entry.points;
    texts.push(`${entry.side === 0 ? 'N/S' : 'E/W'} ${entry.explain}`);
  }
  const cumulative: PerSide<number> = [running[0] + points[0], running[1] + points[1]];
  return {
    kind: 'unfinished',
    deal: afterDeal,
    dealer: null,
    tieBreak: afterDeal > (sheet.plannedDeals ?? KAPITI_DEALS),
    points,
    cumulative,
    text: texts.length === 0 ? 'unfinished rubber: no bonus' : texts.join('; '),
    tied: cumulative[0] === cumulative[1],
    agreement: null,
  };
}

const PAD_ORDER: readonly Seat[] = ['N', 'S', 'E', 'W'];

/** Each player's score per rubber: the pair's rubber total, unfinished-rubber bonus included. */
function individualScores(match: FourPlayerMatch, sheet: BridgeSheet): IndividualScores {
  return {
    players: PAD_ORDER.map((seat) => ({ seat, name: match.players[seat] })),
    rubbers: sheet.rubbers.map((rubber) =>
      PAD_ORDER.map((seat) => rubber.totals[seat === 'N' || seat === 'S' ? 0 : 1]),
    ),
  };
}

/** Takes a level stop's bonus off again when play goes on past it. */
function withdrawnRow(bonus: SummaryRow, running: PerSide<number>): SummaryRow {
  return {
    ...bonus,
    kind: 'withdrawn',
    points: [0 - bonus.points[0], 0 - bonus.points[1]], // 0 - x: never -0
    cumulative: running,
    text: 'unfinished-rubber bonus withdrawn: the totals were level, so play goes on',
  };
}

/** Builds the summary sheet of a Kapiti match from its inputs. */
export function kapitiSummary(match: FourPlayerMatch): KapitiSummary {
  const sheet = scoreKapiti(match);
  const planned = sheet.plannedDeals ?? KAPITI_DEALS;
  const rows: SummaryRow[] = [];
  for (const row of sheet.deals) {
    rows.push({
      kind: 'deal',
      deal: row.number,
      dealer: row.before.dealer as Seat,
      tieBreak: row.number > planned,
      points: row.points,
      cumulative: row.cumulative,
      text: row.summary,
      tied: false,
      agreement: agreementAt(match, row.index),
    });
    const count = row.index + 1;
    if (!isKapitiStop(count, planned)) continue;
    // Each stopping point's bonus is worked out on the match as it stood there (docs/rules.md, The Kapiti 30-deal match).
    const atStop =
      count === match.deals.length
        ? sheet
        : scoreKapiti({ ...match, deals: match.deals.slice(0, count) });
    const bonus = bonusRow(atStop, count, row.cumulative);
    rows.push(bonus);
    const scored = bonus.points[0] !== 0 || bonus.points[1] !== 0;
    if (bonus.tied && scored && count < match.deals.length)
      rows.push(withdrawnRow(bonus, row.cumulative));
  }
  return {
    plannedDeals: planned,
    individual: individualScores(match, sheet),
    rows,
    totals: sheet.totals,
    winner: sheet.winner,
    status: sheet.status,
  };
}
