import type { Rotation, Seating, TableSize } from './rotation.ts';
import { TABLE_ROTATIONS, UNNAMED_ROTATION, seatChanges, seatingFor } from './rotation.ts';
import { SEATS } from './seats.ts';
import type { Seat } from './types.ts';

/**
 * A table that takes a player in or lets one go between rubbers (docs/rules.md, Changing
 * partners, "A table that changes size"): four to five, five to six, and back. The table goes on
 * as a table of its new size from the rubber just played, its rotation the first that size
 * plays (four: fixed partners; five: in turn; six: partners changing each rubber), with a new
 * draw made so that nobody moves who need not:
 *
 * - **Taking a player in:** the four who played keep their seats and the order of the draw;
 *   whoever sat out follows them, and the newcomer comes last. The new rotation then goes on
 *   from the rubber just played: at five the newcomer comes in at once for the last of the four
 *   in the draw, as whoever sits out always does; at six both who are out come in.
 * - **Letting a player go:** where the leaver played, whoever sat out first in the draw takes the
 *   leaver's seat, and the others keep theirs. A table of four then plays as it sits; at five the
 *   rotation goes on from that seating, so whoever still sat out comes in next.
 */

export type TableChange =
  | { readonly kind: 'join'; readonly name: string }
  | { readonly kind: 'leave'; readonly name: string };

export interface ChangedTable {
  /** The table's players from now on, in the new draw's order. */
  readonly draw: readonly string[];
  readonly rotation: Rotation;
  /**
   * The session's rubber that is the new draw's first (its rubber 0): the next rubber's seating
   * is the rotation's for the next rubber less this (rotation.ts's seatingFor).
   */
  readonly from: number;
}

export type TableChangeResult =
  | { readonly ok: true; readonly value: ChangedTable }
  | { readonly ok: false; readonly problem: string };

const same = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The table after `change`, from the rubber just played: its seats (`seats`), every player of the
 * table in the draw's order (`draw`), and the session's number of the next rubber (`next`).
 */
export function changeTable(
  seats: Readonly<Record<Seat, string>>,
  draw: readonly string[],
  next: number,
  change: TableChange,
): TableChangeResult {
  // North, South, East, West: the order a draw seats its first four in (rotation.ts).
  const seated = DRAWN.map((seat) => seats[seat]);
  const out = draw.filter((name) => !seated.includes(name));
  const name = change.name.trim();
  if (change.kind === 'join') {
    if (name === '') return { ok: false, problem: 'Give the name of the player who joins.' };
    if (draw.length >= 6) return { ok: false, problem: 'A table has at most six players.' };
    if (draw.some((player) => same(player, name)))
      return { ok: false, problem: `${name} is at this table already.` };
    const size = (draw.length + 1) as TableSize;
    return {
      ok: true,
      value: { draw: [...seated, ...out, name], rotation: firstRotation(size), from: next - 1 },
    };
  }
  if (!draw.includes(name)) return { ok: false, problem: `${name} is not at this table.` };
  if (draw.length <= 4) return { ok: false, problem: 'A table has at least four players.' };
  const size = (draw.length - 1) as TableSize;
  const rotation = firstRotation(size);
  const seat = SEATS.find((s) => seats[s] === name);
  if (seat !== undefined) {
    const [comingIn, ...stillOut] = out;
    const now = DRAWN.map((s) => (s === seat ? (comingIn ?? name) : seats[s]));
    return { ok: true, value: { draw: [...now, ...stillOut], rotation, from: goesOn(size, next) } };
  }
  const stillOut = out.filter((player) => player !== name);
  return {
    ok: true,
    value: { draw: [...seated, ...stillOut], rotation, from: goesOn(size, next) },
  };
}

/** Seats in the order a draw fills them: the first two North and South, the next East and West. */
const DRAWN: readonly Seat[] = ['N', 'S', 'E', 'W'];

/**
 * Where a table that let a player go starts its draw: a table of four plays its first seating
 * next; at five or six the rotation goes on from the seating just made, so whoever sat out comes
 * in as the rotation brings them.
 */
const goesOn = (size: TableSize, next: number) => (size === 4 ? next : next - 1);

/** The rotation a table of `size` plays when it comes to that size mid-evening: its first. */
function firstRotation(size: TableSize): Rotation {
  return TABLE_ROTATIONS[size][0] ?? 'fixed';
}

/**
 * Every player of an evening whose tables were `draws` (rubber by rubber, the first first), each
 * once, in the order they came to the table: who left stays in the evening's back score.
 */
export function eveningPlayers(draws: readonly (readonly string[])[]): string[] {
  const players: string[] = [];
  for (const draw of draws)
    for (const name of draw) if (!players.includes(name)) players.push(name);
  return players;
}

/**
 * The next rubber's seating at a table that changed size: its new rotation's, from its new draw,
 * said from the seats just played (`seats`), with who joined or left first. `next` is the
 * session's number of that rubber.
 */
export function seatingAfterChange(
  seats: Readonly<Record<Seat, string>>,
  table: ChangedTable,
  next: number,
  change: TableChange,
): Seating {
  const seating = seatingFor(table.draw, next - table.from, table.rotation);
  const said = `${change.name.trim()} ${change.kind === 'join' ? 'joins' : 'leaves'} the table`;
  return { ...seating, changes: [said, ...seatChanges(seats, seating.seats, table.draw)] };
}

/**
 * The table's field (`x-bridgepad-table`) for the session's rubber `rubber` after a change of
 * size: `before`'s keys kept (the session, and any unknown here), its new draw, where that draw
 * begins, and its rotation named only where it is not the one a table of its size plays unnamed
 * (docs/format.md, "A table that changes partners").
 */
export function changedTableField(
  before: Readonly<Record<string, unknown>>,
  table: ChangedTable,
  rubber: number,
): Record<string, unknown> {
  const { rotation: _before, from: _from, ...kept } = before;
  const unnamed = UNNAMED_ROTATION[table.draw.length as TableSize] === table.rotation;
  return {
    ...kept,
    draw: table.draw,
    rubber,
    ...(table.from > 0 ? { from: table.from } : {}),
    ...(unnamed ? {} : { rotation: table.rotation }),
  };
}
