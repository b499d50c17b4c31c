import { SEAT_NAME, SEATS } from './seats.ts';
import type { Seat } from './types.ts';

/**
 * Who sits where, and who sits out, rubber by rubber, at a table that changes partners
 * (docs/rules.md, Rubber bridge, "Changing partners"; Chicago plays it a chukker at a time). Each
 * rubber is a match of its own; the table's players, in the order of the cards drawn, and its
 * rotation say every seating after the first.
 *
 * Five or six players (seed 004). Everyone draws a card; the two highest are partners against the
 * next two, and the lowest sit out. After each rubber the player who sat out comes in for the next
 * player up the draw (second-lowest, then third-lowest, and so on); the newcomer takes that
 * player's seat and the two players to the newcomer's right change seats, so that everyone comes
 * to play with everyone. In five rubbers of five players everyone partners everyone else once.
 * **Reading:** after the fifth rubber the same procedure simply goes on. With six players playing
 * the same three pairs, the two who sat out both come in, each for the next player up the draw,
 * taking their seats; nobody changes seats.
 */
export interface Seating {
  readonly seats: Readonly<Record<Seat, string>>;
  /** Who sits out this rubber. */
  readonly out: readonly string[];
  /** What changed from the previous rubber, for the table to read: "Charlie comes in for ...". */
  readonly changes: readonly string[];
  /** Who deals first, where the rotation says (a cut: the highest card); else the deal goes on. */
  readonly dealer?: Seat;
}

/**
 * How a table's partnerships change from rubber to rubber. Four players: `fixed` (the same
 * partners all evening), `pivot` or `cut`; five: `five` (seed 004); six: `mixed` (partners
 * change each rubber) or `pairs` (the same three pairs, seed 004's reading).
 */
export type Rotation = 'fixed' | 'pivot' | 'cut' | 'five' | 'mixed' | 'pairs';

export type TableSize = 4 | 5 | 6;

/** The rotations each size of table can play, as the new-match form offers them, default first. */
export const TABLE_ROTATIONS: Readonly<Record<TableSize, readonly Rotation[]>> = {
  4: ['fixed', 'pivot', 'cut'],
  5: ['five'],
  6: ['mixed', 'pairs'],
};

/**
 * A table's rotation when its table field names none (docs/format.md, "A table that changes
 * partners"): the rotation every such table played before rotations had names.
 */
export const UNNAMED_ROTATION: Readonly<Record<TableSize, Rotation>> = {
  4: 'fixed',
  5: 'five',
  6: 'pairs',
};

/** A rotation's name, as the table and the new-match form say it; `unit`: "rubber" or "chukker". */
export function rotationName(rotation: Rotation, unit: string): string {
  switch (rotation) {
    case 'fixed':
      return 'Fixed partners';
    case 'pivot':
      return 'Pivot';
    case 'cut':
      return 'Cut for partners';
    case 'five':
      return 'Five players';
    case 'mixed':
      return `Six players: partners change each ${unit}`;
    case 'pairs':
      return 'Six players: the same three pairs';
  }
}

export type RotationRead =
  | { readonly ok: true; readonly value: Rotation }
  | { readonly ok: false; readonly problem: string };

/**
 * The rotation a table's field names (`rotation`, docs/format.md), for a table of `size`; a name
 * this bridgepad does not know, or one for another size of table, is said, never guessed.
 */
export function readRotation(named: unknown, size: number): RotationRead {
  if (size !== 4 && size !== 5 && size !== 6)
    return { ok: false, problem: `a table has 4, 5 or 6 players, not ${size}` };
  if (named === undefined) return { ok: true, value: UNNAMED_ROTATION[size] };
  const offered = TABLE_ROTATIONS[size];
  const found = offered.find((rotation) => rotation === named);
  if (found !== undefined) return { ok: true, value: found };
  const which = offered.join(', ');
  return {
    ok: false,
    problem: `rotation ${JSON.stringify(named)} is not one a table of ${size} plays (${which})`,
  };
}

type Seats = Readonly<Record<Seat, string>>;
type Pair = readonly [string, string];

/** Seats of the first rubber: the two highest draws North and South, the next two East and West. */
function firstSeating(draw: readonly string[]): Seating {
  const [a, b, c, d] = draw as [string, string, string, string];
  return { seats: { N: a, S: b, E: c, W: d }, out: draw.slice(4), changes: [] };
}

/** The seat `steps` places to a seat's right (counter-clockwise; the deal passes to the left). */
function toRight(seat: Seat, steps: number): Seat {
  return SEATS[(SEATS.indexOf(seat) - steps + 8) % 4] as Seat;
}

function seatOf(seats: Seats, name: string): Seat | undefined {
  return SEATS.find((seat) => seats[seat] === name);
}

/** Order in which the players leave the table, from the first to sit out: lowest draw first. */
function leavingOrder(draw: readonly string[]): string[] {
  return [...draw].reverse();
}

function nextFive(previous: Seating, draw: readonly string[], rubber: number): Seating {
  const order = leavingOrder(draw);
  const comingIn = previous.out[0] as string;
  const goingOut = order[rubber % order.length] as string;
  const seat = seatOf(previous.seats, goingOut) ?? 'N';
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

function nextPairs(previous: Seating, draw: readonly string[], rubber: number): Seating {
  const order = leavingOrder(draw);
  const goingOut = [order[(2 * rubber) % 6], order[(2 * rubber + 1) % 6]] as [string, string];
  const seats: Record<Seat, string> = { ...previous.seats };
  const changes: string[] = [];
  previous.out.forEach((comingIn, i) => {
    const leaver = goingOut[i] as string;
    seats[seatOf(previous.seats, leaver) ?? 'N'] = comingIn;
    changes.push(`${comingIn} comes in for ${leaver}`);
  });
  return { seats, out: goingOut, changes };
}

/**
 * Six players, partners changing each rubber (docs/rules.md, Changing partners, "Six players:
 * partners change each rubber"), as the rules print it: each rubber's two partnerships and the
 * two who sit out, by their places in the draw (1 the highest card), fifteen rubbers and then
 * again from the first. Each three rubbers everyone sits out once; no partnership plays two
 * rubbers running; the first seven rubbers bring fourteen different partnerships and the eighth
 * the fifteenth; over the fifteen every two players are partners twice, opponents four times and
 * sit out together once. tests/properties/rotation.properties.test.ts proves each of these.
 */
export const SIX_MIXED: readonly string[] = [
  '12 34 56',
  '15 26 34',
  '35 46 12',
  '16 24 35',
  '13 45 26',
  '23 56 14',
  '14 36 25',
  '25 46 13',
  '15 23 46',
  '26 34 15',
  '13 56 24',
  '14 25 36',
  '12 36 45',
  '24 35 16',
  '16 45 23',
];

/** The eight ways two partnerships sit: which is North-South, and who of each sits first. */
function seatingsOf([a, b]: readonly [Pair, Pair]): Seats[] {
  const orders = (pair: Pair): Pair[] => [pair, [pair[1], pair[0]]];
  const sides: [Pair, Pair][] = [
    [a, b],
    [b, a],
  ];
  return sides.flatMap(([ns, ew]) =>
    orders(ns).flatMap(([n, s]) => orders(ew).map(([e, w]): Seats => ({ N: n, E: e, S: s, W: w }))),
  );
}

/**
 * Where the next rubber's partnerships sit (docs/rules.md, Changing partners, "Reading, seats"):
 * everyone who plays on keeps their seat where the partnerships allow, as many as can, the higher
 * in the draw first; whoever must move or comes in takes a free seat, the higher in the draw the
 * first one clockwise from North.
 */
function placed(previous: Seats, partnerships: readonly [Pair, Pair], draw: readonly string[]) {
  const rank = (seats: Seats) => {
    const kept = draw.map((name) => {
      const seat = seatOf(seats, name);
      return seat !== undefined && seat === seatOf(previous, name) ? 1 : 0;
    });
    const where = draw.map((name) => {
      const seat = seatOf(seats, name);
      return seat === undefined ? 0 : 4 - SEATS.indexOf(seat);
    });
    return [kept.reduce<number>((sum, k) => sum + k, 0), ...kept, ...where];
  };
  const better = (x: readonly number[], y: readonly number[]) => {
    const at = x.findIndex((value, i) => value !== y[i]);
    return at >= 0 && (x[at] ?? 0) > (y[at] ?? 0);
  };
  let best: Seats | null = null;
  let bestRank: number[] = [];
  for (const seats of seatingsOf(partnerships)) {
    const r = rank(seats);
    if (best === null || better(r, bestRank)) {
      best = seats;
      bestRank = r;
    }
  }
  return best as Seats;
}

/** What a player reads of a change of seats: who comes in, who changes seats or moves. */
function changesBetween(previous: Seats, next: Seats, draw: readonly string[]): string[] {
  const comingIn: string[] = [];
  const moves: string[] = [];
  const told = new Set<string>();
  for (const name of draw) {
    const was = seatOf(previous, name);
    const now = seatOf(next, name);
    if (now === undefined || was === now || told.has(name)) continue;
    if (was === undefined) {
      const left = previous[now];
      comingIn.push(
        seatOf(next, left) === undefined
          ? `${name} comes in for ${left}`
          : `${name} comes in at ${SEAT_NAME[now]}`,
      );
      continue;
    }
    const other = previous[now];
    if (seatOf(next, other) === was) {
      moves.push(`${name} and ${other} change seats`);
      told.add(other);
    } else moves.push(`${name} moves to ${SEAT_NAME[now]}`);
  }
  return [...comingIn, ...moves];
}

/**
 * What a player reads of the change from the seats `previous` to `next` of a table whose players
 * are `draw`: who comes in, who changes seats or moves (a table that changed size says so first).
 */
export function seatChanges(previous: Seats, next: Seats, draw: readonly string[]): string[] {
  return changesBetween(previous, next, draw);
}

/** The seating that follows `previous` with new partnerships, and the rest of the table out. */
function changeTo(previous: Seats, partnerships: readonly [Pair, Pair], draw: readonly string[]) {
  const seats = placed(previous, partnerships, draw);
  const playing = new Set(Object.values(seats));
  return {
    seats,
    out: draw.filter((name) => !playing.has(name)),
    changes: changesBetween(previous, seats, draw),
  };
}

/**
 * Four players, pivot (docs/rules.md, Changing partners, "Pivot"): the highest draw stays North
 * all evening and partners the second, third and fourth in turn, so in three rubbers everyone
 * partners everyone.
 */
function pivotPartners(draw: readonly string[], rubber: number): [Pair, Pair] {
  const [pivot, ...others] = draw as [string, string, string, string];
  const partner = others[rubber % 3] as string;
  const rest = others.filter((name) => name !== partner) as [string, string];
  return [[pivot, partner], rest];
}

function mixedPartners(draw: readonly string[], rubber: number): [Pair, Pair] {
  const [a = '', b = ''] = (SIX_MIXED[rubber % SIX_MIXED.length] ?? '').split(' ');
  const pair = (places: string): Pair => [
    draw[Number(places[0]) - 1] as string,
    draw[Number(places[1]) - 1] as string,
  ];
  return [pair(a), pair(b)];
}

/**
 * The seating for rubber `rubber` (0 is the first) of a table whose players drew in `draw` order,
 * highest card first, playing `rotation` (docs/rules.md, Rubber bridge, "Changing partners").
 * A cut is not known in advance: `seatingAfterCut` takes each one.
 */
export function seatingFor(
  draw: readonly string[],
  rubber: number,
  rotation: Rotation = UNNAMED_ROTATION[draw.length as TableSize] ?? 'fixed',
): Seating {
  let seating = firstSeating(draw);
  if (rotation === 'fixed' || rotation === 'cut') return seating;
  for (let r = 1; r <= rubber; r++) {
    if (rotation === 'five') seating = nextFive(seating, draw, r);
    else if (rotation === 'pairs') seating = nextPairs(seating, draw, r);
    else {
      const partners = rotation === 'pivot' ? pivotPartners(draw, r) : mixedPartners(draw, r);
      seating = changeTo(seating.seats, partners, draw);
    }
  }
  return seating;
}

/**
 * Four players who cut again after each rubber (docs/rules.md, Changing partners, "Cut for
 * partners"): the two highest cards play together against the other two, seated as the rubber
 * before allows, and the highest card deals first.
 */
export function seatingAfterCut(
  previous: Seats,
  draw: readonly string[],
  cut: { readonly highest: string; readonly second: string },
): Seating {
  const others = draw.filter((name) => name !== cut.highest && name !== cut.second) as [
    string,
    string,
  ];
  const seating = changeTo(previous, [[cut.highest, cut.second], others], draw);
  return { ...seating, dealer: seatOf(seating.seats, cut.highest) ?? 'N' };
}
