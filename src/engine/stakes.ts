/**
 * Playing for a stake (docs/rules.md, "Stakes and settling up"): what a match file's
 * `rules.stake` holds, and its amount in whole cents. The reader needs no more than this, so it is
 * all the first screen carries; each player's money and the settling up are worked out in
 * settleUp.ts, loaded with the back score.
 */

/** A stake per 100 points, in a currency (ISO 4217 code, e.g. "GBP"). */
export interface Stake {
  /** The amount per 100 points, a positive number with at most two decimals (0.5, 1, 2.25). */
  readonly per100: number;
  readonly currency: string;
  /**
   * A club's rule (docs/rules.md, "Stakes and settling up"): above this stake per 100, undoubled
   * overtricks do not count. Absent: they count, whatever the stake.
   */
  readonly noOvertricksAbove?: number;
}

/** Whether undoubled overtricks count: always, but where a club's rule and the stake say not. */
export function undoubledOvertricksCount(stake: Stake | undefined): boolean {
  const above = stake?.noOvertricksAbove;
  return above === undefined || (stake?.per100 ?? 0) <= above;
}

/** A stake's amount in whole cents, or null when it is not a positive amount to the cent. */
export function stakeCents(per100: unknown): number | null {
  if (typeof per100 !== 'number' || !Number.isFinite(per100) || per100 <= 0) return null;
  const cents = Math.round(per100 * 100);
  // To the cent, and no more: 0.125 is not an amount anyone pays.
  if (cents < 1 || Math.abs(cents - per100 * 100) > 1e-6 || cents > 100_000_000) return null;
  return cents;
}
