import type { Stake } from './stakes.ts';

/**
 * Money and settling up (docs/rules.md, "Stakes and settling up"): with a stake of S per 100,
 * each player's money is their back score in hundreds times S, and the evening is settled by the
 * fewest payments from losers to winners that bring every player to zero.
 *
 * Money is counted in cents (the currency's hundredth), as whole numbers: a stake is a whole
 * number of cents per 100, so every amount is exact and the amounts sum to zero exactly.
 */

/** One payment of a settlement: `from` pays `to` the amount, in the stake's currency. */
export interface Payment {
  readonly from: string;
  readonly to: string;
  readonly amount: number;
}

/** The most players a settlement is worked out for exactly (a club evening has four to six). */
export const MAX_SETTLING_PLAYERS = 16;

/**
 * A stake's amount in whole cents. Every stake is read through the validator (validateMatch.ts,
 * readStake), which takes only an amount to the cent (stakes.ts, stakeCents): rounding here takes
 * away no more than a binary fraction's error (0.1 + 0.2 is 30 cents). Kept apart from stakeCents
 * so that the first screen, which reads stakes, carries nothing of the money.
 */
export const centsPer100 = (stake: Stake): number => Math.round(stake.per100 * 100);

/** Each player's money in cents: their back score in hundreds times the stake. */
export function moneyCents(
  backScore: Readonly<Record<string, number>>,
  stake: Stake,
): Record<string, number> {
  const cents = centsPer100(stake);
  const money: Record<string, number> = {};
  for (const [name, hundreds] of Object.entries(backScore)) money[name] = hundreds * cents + 0;
  return money;
}

/** Cents as the currency's amount: 320 -> 3.2. */
export const fromCents = (cents: number): number => cents / 100;

/**
 * The fewest payments that bring every player to zero, given each player's result in cents
 * (positive for a winner; the results sum to zero). A group of players whose results sum to zero
 * settles among itself in one payment fewer than its size, so the fewest payments are the players
 * with a result less the most such groups the players can be split into. Within a group the
 * biggest loser pays the biggest winner, until all are even. Ties go by name, so the same evening
 * always settles the same way.
 */
export function settle(results: Readonly<Record<string, number>>): Payment[] {
  const players = Object.keys(results)
    .filter((name) => (results[name] ?? 0) !== 0)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const total = players.reduce((sum, name) => sum + (results[name] ?? 0), 0);
  if (total !== 0) throw new Error(`the results do not sum to zero: ${total}`);
  if (players.length > MAX_SETTLING_PLAYERS) {
    throw new Error(`more than ${MAX_SETTLING_PLAYERS} players to settle`);
  }
  const payments: Payment[] = [];
  for (const group of zeroSumGroups(players.map((name) => results[name] ?? 0))) {
    payments.push(
      ...settleGroup(
        group.map((i) => players[i] ?? ''),
        results,
      ),
    );
  }
  return payments;
}

/**
 * The players (by index) split into the most groups that each sum to zero. Over subsets as bit
 * masks: best[m] is the most zero-sum groups the players of m split into when m sums to zero.
 */
function zeroSumGroups(values: readonly number[]): number[][] {
  const n = values.length;
  const size = 1 << n;
  const sum = new Array<number>(size).fill(0);
  for (let mask = 1; mask < size; mask += 1) {
    const low = Math.clz32(1) - Math.clz32(mask & -mask);
    sum[mask] = (sum[mask & (mask - 1)] ?? 0) + (values[low] ?? 0);
  }
  // best[m]: the most zero-sum groups m splits into (m itself summing to zero); split[m]: the
  // first group of such a split, holding m's lowest player.
  const best = new Array<number>(size).fill(0);
  const split = new Array<number>(size).fill(0);
  for (let mask = 1; mask < size; mask += 1) {
    if (sum[mask] !== 0) continue;
    const lowest = mask & -mask;
    best[mask] = 1;
    split[mask] = mask;
    // A group with the lowest player, the rest split as well as it can be.
    for (let group = (mask - 1) & mask; group > 0; group = (group - 1) & mask) {
      if ((group & lowest) === 0 || sum[group] !== 0) continue;
      const count = 1 + (best[mask ^ group] ?? 0);
      if (count > (best[mask] ?? 0)) {
        best[mask] = count;
        split[mask] = group;
      }
    }
  }
  const groups: number[][] = [];
  for (let mask = size - 1; mask > 0;) {
    const group = split[mask] ?? mask;
    groups.push([...Array(n).keys()].filter((i) => (group >> i) & 1));
    mask ^= group;
  }
  return groups;
}

/** One zero-sum group settled: the biggest loser pays the biggest winner, again and again. */
function settleGroup(names: readonly string[], results: Readonly<Record<string, number>>) {
  const owed = new Map(names.map((name) => [name, results[name] ?? 0]));
  const payments: Payment[] = [];
  const biggest = (sign: 1 | -1) =>
    [...owed].reduce<[string, number] | null>(
      (top, entry) =>
        entry[1] * sign > 0 && (top === null || entry[1] * sign > top[1] * sign) ? entry : top,
      null,
    );
  for (;;) {
    const loser = biggest(-1);
    const winner = biggest(1);
    if (loser === null || winner === null) break;
    const cents = Math.min(-loser[1], winner[1]);
    payments.push({ from: loser[0], to: winner[0], amount: cents });
    owed.set(loser[0], loser[1] + cents);
    owed.set(winner[0], winner[1] - cents);
  }
  return payments;
}

/** A back score at a stake: each player's money in cents, and the payments that settle it. */
export interface Reckoning {
  readonly stake: Stake;
  /** Player name → cents, positive for a winner; the amounts add up to zero. */
  readonly money: Readonly<Record<string, number>>;
  readonly payments: readonly Payment[];
}

/** What a back score comes to at a stake (docs/rules.md, "Stakes and settling up"). */
export function reckon(backScore: Readonly<Record<string, number>>, stake: Stake): Reckoning {
  const money = moneyCents(backScore, stake);
  return { stake, money, payments: settle(money) };
}

/**
 * What the matches of one evening (a table's rubbers, each a match of its own) were played for:
 * nothing, one stake, or stakes that differ, when the evening is not settled at all: amounts at
 * different stakes, let alone in different currencies, are not added up.
 */
export type EveningStake =
  | { readonly kind: 'none' }
  | { readonly kind: 'one'; readonly stake: Stake }
  | { readonly kind: 'differ'; readonly stakes: readonly (Stake | null)[] };

const sameStake = (a: Stake | null, b: Stake | null) =>
  a === null || b === null
    ? a === b
    : a.currency === b.currency && centsPer100(a) === centsPer100(b);

/** The evening's stake, from each match's (undefined for a match played for nothing). */
export function eveningStake(stakes: readonly (Stake | undefined)[]): EveningStake {
  const distinct: (Stake | null)[] = [];
  for (const stake of stakes) {
    const one = stake ?? null;
    if (!distinct.some((seen) => sameStake(seen, one))) distinct.push(one);
  }
  const [first] = distinct;
  if (distinct.length > 1) return { kind: 'differ', stakes: distinct };
  return first === undefined || first === null ? { kind: 'none' } : { kind: 'one', stake: first };
}
