import { SEATS } from './seats.ts';
import type { Seat } from './types.ts';

/**
 * Five or six players at one table (docs/rules.md, Rubber bridge; seed 004). Everyone draws a card; the
 * two highest are partners against the next two, and the lowest sit out. After each rubber the
 * player who sat out comes in for the next player up the draw (second-lowest, then third-lowest,
 * and so on); the newcomer takes that player's seat and the two players to the newcomer's right
 * change seats, so that everyone comes to play with everyone.
 *
 * In five rubbers of five players everyone partners everyone else once. **Reading:** after the
 * fifth rubber the same procedure simply goes on. With six players the two who sat out both come in, each for the next player up the
 * draw, taking their seats; nobody changes seats.
 */
export interface Seating {
  readonly seats: Readonly<Record<Seat, string>>;
  /** Who sits out this rubber. */
  readonly out: readonly string[];
  /** What changed from the previous rubber, for the table to read: "Charlie comes in for ...". */
  readonly changes: readonly string[];
}

/** Seats of the first rubber: the two highest draws North and South, the next two East and West. */
function firstSeating(draw: readonly string[]): Seating {
  const [a, b, c, d] = draw as [string, string, string, string];
  return { seats: { N: a, S: b, E: c, W: d }, out: draw.slice(4), changes: [] };
}

/** The seat `steps` places to a seat's right (counter-clockwise; the deal passes to the left). */
function toRight(seat: Seat, steps: number): Seat {
  return SEATS[(SEATS.indexOf(seat) - steps + 8) % 4] as Seat;
}

function seatOf(seats: Readonly<Record<Seat, string>>, name: string): Seat {
  return SEATS.find((seat) => seats[seat] === name) ?? 'N';
}

/** Order in which the players leave the table, from the first to sit out: lowest draw first. */
function leavingOrder(draw: readonly string[]): string[] {
  return [...draw].reverse();
}

function nextFive(previous: Seating, draw: readonly string[], rubber: number): Seating {
  const order = leavingOrder(draw);
  const comingIn = previous.out[0] as string;
  const goingOut = order[rubber % order.length] as string;
  const seat = seatOf(previous.seats, goingOut);
  const seats: Record<Seat, string> = { ...previous.seats, [seat]: comingIn };
  const first = toRight(seat, 1);
  const second = toRight(seat, 2);
  const a = seats[first];
  const b = seats[second];
  seats[first] = b;
  seats[second] = a;
  return {
    seats,
    out: [goingOut],
    changes: [`${comingIn} comes in for ${goingOut}`, `${a} and ${b} change seats`],
  };
}

function nextSix(previous: Seating, draw: readonly string[], rubber: number): Seating {
  const order = leavingOrder(draw);
  const goingOut = [order[(2 * rubber) % 6], order[(2 * rubber + 1) % 6]] as [string, string];
  const seats: Record<Seat, string> = { ...previous.seats };
  const changes: string[] = [];
  previous.out.forEach((comingIn, i) => {
    const leaver = goingOut[i] as string;
    seats[seatOf(previous.seats, leaver)] = comingIn;
    changes.push(`${comingIn} comes in for ${leaver}`);
  });
  return { seats, out: goingOut, changes };
}

/**
 * The seating for rubber `rubber` (0 is the first) of a table whose players drew in `draw`
 * order, highest card first. Four players keep their seats throughout.
 */
export function seatingFor(draw: readonly string[], rubber: number): Seating {
  let seating = firstSeating(draw);
  if (draw.length <= 4) return seating;
  for (let r = 1; r <= rubber; r++) {
    seating = draw.length === 5 ? nextFive(seating, draw, r) : nextSix(seating, draw, r);
  }
  return seating;
}
