import type { Payment } from './settleUp.ts';
import { centsPer100, fromCents } from './settleUp.ts';
import type { Stake } from './stakes.ts';

/**
 * Money in words (docs/rules.md, "Stakes and settling up"), as the command line prints it and the
 * app shows it: "£0.50 a 100", "wins £5.80", "Sam pays Lee £4.80". One formatter for both, so an
 * amount reads the same everywhere; loaded with the back score, never on the first screen.
 */

const formats = new Map<string, Intl.NumberFormat>();

function format(currency: string, digits: number | null): Intl.NumberFormat {
  const key = `${currency} ${digits ?? ''}`;
  let found = formats.get(key);
  if (found === undefined) {
    found = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      ...(digits === null ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
    formats.set(key, found);
  }
  return found;
}

/**
 * An amount in cents, in its currency: 480 GBP is "£4.80". Exact to the cent in every currency:
 * one usually written without cents (the yen) shows them when there are any.
 */
export function moneyText(cents: number, currency: string): string {
  const usual = format(currency, null);
  const exact = cents % 100 === 0 || (usual.resolvedOptions().maximumFractionDigits ?? 2) >= 2;
  return (exact ? usual : format(currency, 2)).format(fromCents(cents));
}

/** A stake as players say it: "£0.50 a 100". */
export const stakeText = (stake: Stake): string =>
  `${moneyText(centsPer100(stake), stake.currency)} a 100`;

/** A player's result in words: "wins £5.80", "loses £4.60", or "£0.00" for neither. */
export function resultText(cents: number, currency: string): string {
  const amount = moneyText(Math.abs(cents), currency);
  return cents > 0 ? `wins ${amount}` : cents < 0 ? `loses ${amount}` : amount;
}

/** A player's money over many matches: "won £5.80", "lost £4.60", or "£0.00" for neither. */
export function overallText(cents: number, currency: string): string {
  const amount = moneyText(Math.abs(cents), currency);
  return cents > 0 ? `won ${amount}` : cents < 0 ? `lost ${amount}` : amount;
}

/** One payment of a settling up: "Sam pays Lee £4.80". */
export const paymentText = (payment: Payment, currency: string): string =>
  `${payment.from} pays ${payment.to} ${moneyText(payment.amount, currency)}`;
