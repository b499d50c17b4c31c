import { traitsOf } from '../../engine/gameTraits.ts';
import { sideNames } from '../../engine/players.ts';
import type { EditWords } from '../../db/edits.ts';
import { SEAT_NAME, sideIndex } from '../../engine/seats.ts';
import type { DealRow } from '../../engine/sheet.ts';
import type { BridgeMatch, Declarer, PerSide, SideIndex } from '../../engine/types.ts';

/**
 * The sheet's two columns. At a four-player table the first column is WE (NS or EW, as the match
 * says) and the second THEY; at duplicate NS and EW; in Bridgette the players' names head them.
 */
export interface Columns {
  /** The side shown in each column: [left, right]. */
  readonly sides: PerSide<SideIndex>;
  /** Column heads: "WE", "THEY" or the players' names. */
  readonly heads: PerSide<string>;
  /** Who is in each column: "Ian & Bob". */
  readonly names: PerSide<string>;
  /** Short labels of each side index (not column): "WE"/"THEY" or names. */
  readonly label: (side: SideIndex) => string;
}

export function columnsOf(match: BridgeMatch): Columns {
  const names = sideNames(match);
  if (traitsOf(match.game).sides === 'compass') {
    // Duplicate scores each board for North-South or East-West, whoever keeps the score.
    const heads: PerSide<string> = ['NS', 'EW'];
    return { sides: [0, 1], heads, names, label: (side) => heads[side] };
  }
  if ('we' in match) {
    const sides: PerSide<SideIndex> = match.we === 'EW' ? [1, 0] : [0, 1];
    return {
      sides,
      heads: ['WE', 'THEY'],
      names: [names[sides[0]], names[sides[1]]],
      label: (side) => (side === sides[0] ? 'WE' : 'THEY'),
    };
  }
  return { sides: [0, 1], heads: names, names, label: (side) => names[side] };
}

/**
 * Who sits in a seat, as the table says it: "South (Bob)"; just "South" when the player goes by
 * the seat's name; in Bridgette, the player's name.
 */
export function seatLabel(match: BridgeMatch, seat: Declarer): string {
  const name = (match.players as Record<string, string>)[seat];
  if (!('we' in match)) return name ?? seat;
  const seatName = SEAT_NAME[seat];
  return name === undefined || name === seatName ? seatName : `${seatName} (${name})`;
}

/** The history in the table's words: honors "to WE" rather than "to NS". */
export function editWords(cols: Columns): EditWords {
  return {
    side: (side) => (side === 'NS' || side === 'EW' ? cols.label(sideIndex(side)) : side),
  };
}

/** A deal's summary as the table says it: "6♦ by North, -3: 150 above to THEY". */
export function rowSummary(row: DealRow, cols: Columns): string {
  return row.summaryNaming([cols.label(0), cols.label(1)]);
}
