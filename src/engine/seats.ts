import type { Declarer, Player2, Seat, Side, SideIndex, Vulnerability } from './types.ts';

/** Seats clockwise from North: the deal passes to the left, N -> E -> S -> W. */
export const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
export const PLAYERS2: readonly Player2[] = ['A', 'B'];
export const SIDES: readonly Side[] = ['NS', 'EW'];

export const SEAT_NAME: Readonly<Record<Declarer, string>> = {
  N: 'North',
  E: 'East',
  S: 'South',
  W: 'West',
  A: 'A',
  B: 'B',
};

/** A seat at a four-player table, as against one of Bridgette's two players. */
export function isSeat(declarer: Declarer): declarer is Seat {
  return (SEATS as readonly Declarer[]).includes(declarer);
}

/** The column a declarer's side is kept in: NS and A are 0, EW and B are 1. */
export function sideOf(declarer: Declarer): SideIndex {
  return declarer === 'N' || declarer === 'S' || declarer === 'A' ? 0 : 1;
}

export function sideIndex(side: Side): SideIndex {
  return side === 'NS' ? 0 : 1;
}

export function other(side: SideIndex): SideIndex {
  return side === 0 ? 1 : 0;
}

/** The seat `steps` places clockwise from `seat`. */
export function seatAfter(seat: Seat, steps: number): Seat {
  return SEATS[(SEATS.indexOf(seat) + steps) % 4] as Seat;
}

/** The two-player dealer after `steps` alternations. */
export function player2After(player: Player2, steps: number): Player2 {
  return PLAYERS2[(PLAYERS2.indexOf(player) + steps) % 2] as Player2;
}

export function vulnerabilityPair(vul: Vulnerability): readonly [boolean, boolean] {
  return [vul === 'NS' || vul === 'both', vul === 'EW' || vul === 'both'];
}
