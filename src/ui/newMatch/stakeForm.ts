import { currencyDigits } from '../../engine/currencies.ts';
import type { Stake } from '../../engine/stakes.ts';

/**
 * The stake a match is played for, as the new-match form takes it (docs/rules.md, "Stakes and
 * settling up"; docs/format.md, `rules.stake`): an amount per 100 as typed, and a currency.
 */

/** The currencies offered, after the device's own: the ones bridgepad's players use most. */
export const COMMON_CURRENCIES = ['GBP', 'EUR', 'USD', 'NZD', 'AUD'] as const;

/** The choice that asks for a currency code to be typed. */
export const OTHER_CURRENCY = 'other';

/** A region's currency, where it is one players are likely to play for. */
const REGION_CURRENCY: Readonly<Record<string, string>> = {
  GB: 'GBP',
  IM: 'GBP',
  JE: 'GBP',
  GG: 'GBP',
  US: 'USD',
  NZ: 'NZD',
  AU: 'AUD',
  CA: 'CAD',
  ZA: 'ZAR',
  IN: 'INR',
  SG: 'SGD',
  HK: 'HKD',
  JP: 'JPY',
  CH: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  IL: 'ILS',
  ...Object.fromEntries(
    'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'
      .split(' ')
      .map((region) => [region, 'EUR']),
  ),
};

/**
 * The device's own currency, where Intl can tell it: the region of the device's language
 * ("en-NZ" is New Zealand's), or of its likeliest region ("de" is Germany's); null otherwise.
 */
export function deviceCurrency(languages: readonly string[]): string | null {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      const currency = region === undefined ? undefined : REGION_CURRENCY[region];
      if (currency !== undefined) return currency;
    } catch {
      // A language tag Intl does not take tells nothing.
    }
  }
  return null;
}

/** The currencies to choose from: the device's own first, then the common ones. */
export function currencyChoices(device: string | null): string[] {
  return [...new Set([...(device === null ? [] : [device]), ...COMMON_CURRENCIES])];
}

/** A currency's name in English, "British Pound", where the device knows it. */
export function currencyName(code: string): string | null {
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'none' }).of(code);
    return name === undefined || name === code ? null : name;
  } catch {
    return null;
  }
}

/** The most a stake per 100 can be, as the match file takes it (stakes.ts, stakeCents). */
const MOST_CENTS = 100_000_000;

/** The amount per 100 typed, in whole cents; or what is wrong with it. */
export type AmountRead =
  | { readonly ok: true; readonly cents: number | null }
  | { readonly ok: false; readonly problem: string };

/**
 * The stake per 100 as typed: nothing (no stake), or a positive amount to the cent, with a point
 * or a comma before the cents ("0.50", "0,50", ".5", "2"). What is wrong is said next to the field
 * and nothing is corrected behind the player's back.
 */
export function readAmount(typed: string, what = 'Stake per 100'): AmountRead {
  const text = typed.trim().replace(/^−/, '-');
  if (text === '') return { ok: true, cents: null };
  const shape = /^(-?)(\d*)(?:[.,](\d*))?$/.exec(text);
  const [, minus = '', whole = '', fraction = ''] = shape ?? [];
  if (shape === null || whole + fraction === '')
    return { ok: false, problem: `${what} must be an amount such as 0.50, not "${text}".` };
  if (minus !== '')
    return {
      ok: false,
      problem: `${what} cannot be negative (${text}): type what a player wins or loses per 100, such as 0.50.`,
    };
  if (fraction.length > 2)
    return {
      ok: false,
      problem: `${what} goes to the cent: ${text} has more than two decimals.`,
    };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents === 0)
    return {
      ok: false,
      problem:
        what === 'Stake per 100'
          ? `A stake per 100 of ${text} plays for nothing: leave it empty, or type an amount such as 0.50.`
          : `${what} of ${text} is nothing: type an amount such as 0.50.`,
    };
  if (cents > MOST_CENTS)
    return {
      ok: false,
      problem: `${what} can be at most ${(MOST_CENTS / 100).toLocaleString('en')}, not ${text}.`,
    };
  return { ok: true, cents };
}

/** The currency code typed for another currency, or what is wrong with it. */
export function readCurrencyCode(
  typed: string,
): { readonly ok: true; readonly code: string } | { readonly ok: false; readonly problem: string } {
  const code = typed.trim().toUpperCase();
  if (currencyDigits(code) !== null) return { ok: true, code };
  return {
    ok: false,
    problem:
      code === ''
        ? 'Currency code is empty: type the three letters of the currency, such as CHF or SEK.'
        : /^[A-Z]{3}$/.test(code)
          ? `${code} is not a currency's code: type the ISO 4217 code of the currency played for, such as CHF or SEK.`
          : `Currency code must be three letters, such as CHF or SEK, not "${typed.trim()}".`,
  };
}

/**
 * An amount read in cents that has more decimals than its currency has (a stake in yen of 0.50):
 * what is wrong, or null.
 */
function tooFine(cents: number, currency: string, what: string, typed: string): string | null {
  const digits = currencyDigits(currency) ?? 2;
  if (digits >= 2 || cents % 10 ** (2 - digits) === 0) return null;
  return digits === 0
    ? `${what} in ${currency} is a whole amount (${currency} has no decimals), not ${typed.trim()}.`
    : `${what} in ${currency} has one decimal at most, not ${typed.trim()}.`;
}

/** What the form's stake fields hold. */
export interface StakeInput {
  /** The amount per 100 as typed; empty for no stake. */
  readonly amount: string;
  /** The currency chosen: a code, or OTHER_CURRENCY for the code typed. */
  readonly currency: string;
  /** The code typed for another currency. */
  readonly otherCode: string;
  /** A club's rule: above the stake typed in `above`, undoubled overtricks do not count. */
  readonly clubRule?: boolean;
  readonly above?: string;
}

/** Which field a stake's problem is in. */
export type StakeField = 'amount' | 'code' | 'above';

/** The club rule's own words, as the field and its problems say them. */
export const CLUB_RULE_STAKE = "The club rule's stake";

/** The stake the fields describe (null for none), or the first problem and its field. */
export function readStakeInput(
  input: StakeInput,
):
  | { readonly ok: true; readonly stake: Stake | null }
  | { readonly ok: false; readonly field: StakeField; readonly problem: string } {
  const amount = readAmount(input.amount);
  if (!amount.ok) return { ok: false, field: 'amount', problem: amount.problem };
  if (amount.cents === null) return { ok: true, stake: null };
  let currency = input.currency;
  if (currency === OTHER_CURRENCY) {
    const code = readCurrencyCode(input.otherCode);
    if (!code.ok) return { ok: false, field: 'code', problem: code.problem };
    currency = code.code;
  }
  const fine = tooFine(amount.cents, currency, 'Stake per 100', input.amount);
  if (fine !== null) return { ok: false, field: 'amount', problem: fine };
  const stake = { per100: amount.cents / 100, currency };
  if (input.clubRule !== true) return { ok: true, stake };
  // The club's rule on overtricks (docs/rules.md, "Stakes and settling up"), with its stake.
  const above = readAmount(input.above ?? '', CLUB_RULE_STAKE);
  if (!above.ok) return { ok: false, field: 'above', problem: above.problem };
  if (above.cents === null)
    return {
      ok: false,
      field: 'above',
      problem: `${CLUB_RULE_STAKE} is empty: type the stake above which undoubled overtricks do not count, such as 1.00.`,
    };
  const aboveFine = tooFine(above.cents, currency, CLUB_RULE_STAKE, input.above ?? '');
  if (aboveFine !== null) return { ok: false, field: 'above', problem: aboveFine };
  return { ok: true, stake: { ...stake, noOvertricksAbove: above.cents / 100 } };
}
