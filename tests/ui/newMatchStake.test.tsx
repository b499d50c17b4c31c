// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMatches } from '../../src/db/allMatches.ts';
import { currencyDigits } from '../../src/engine/currencies.ts';
import {
  currencyChoices,
  deviceCurrency,
  readAmount,
  readStakeInput,
} from '../../src/ui/newMatch/stakeForm.ts';
import { renderApp } from './renderApp.tsx';

/** Setting a stake as a match starts (docs/rules.md, "Stakes and settling up"). */

describe('the stake per 100 as typed', () => {
  it.each([
    ['0.50', 50],
    ['0,50', 50],
    ['.5', 50],
    [' 2 ', 200],
    ['2.25', 225],
    ['1000000', 100_000_000],
  ])('takes %j as %i cents', (typed, cents) => {
    expect(readAmount(typed)).toEqual({ ok: true, cents });
  });

  it('takes nothing typed as no stake', () => {
    expect(readAmount('  ')).toEqual({ ok: true, cents: null });
  });

  it.each([
    ['abc', 'Stake per 100 must be an amount such as 0.50, not "abc".'],
    ['£1', 'Stake per 100 must be an amount such as 0.50, not "£1".'],
    ['.', 'Stake per 100 must be an amount such as 0.50, not ".".'],
    [
      '-1',
      'Stake per 100 cannot be negative (-1): type what a player wins or loses per 100, such as 0.50.',
    ],
    ['0.125', 'Stake per 100 goes to the cent: 0.125 has more than two decimals.'],
    [
      '0',
      'A stake per 100 of 0 plays for nothing: leave it empty, or type an amount such as 0.50.',
    ],
    ['1000000.01', 'Stake per 100 can be at most 1,000,000, not 1000000.01.'],
  ])('refuses %j, saying what is wrong', (typed, problem) => {
    expect(readAmount(typed)).toEqual({ ok: false, problem });
  });

  it('takes another currency by its code, and says what is wrong with a code', () => {
    expect(readStakeInput({ amount: '1', currency: 'other', otherCode: ' chf ' })).toEqual({
      ok: true,
      stake: { per100: 1, currency: 'CHF' },
    });
    expect(readStakeInput({ amount: '1', currency: 'other', otherCode: 'C1' })).toEqual({
      ok: false,
      field: 'code',
      problem: 'Currency code must be three letters, such as CHF or SEK, not "C1".',
    });
    expect(readStakeInput({ amount: '1', currency: 'other', otherCode: 'xyz' })).toEqual({
      ok: false,
      field: 'code',
      problem:
        "XYZ is not a currency's code: type the ISO 4217 code of the currency played for, such as CHF or SEK.",
    });
    // No amount, no stake: the currency is not asked about.
    expect(readStakeInput({ amount: '', currency: 'other', otherCode: '' })).toEqual({
      ok: true,
      stake: null,
    });
  });
});

describe('a stake in its currency', () => {
  it('has no more decimals than the currency has: the yen none', () => {
    expect(readStakeInput({ amount: '0.5', currency: 'JPY', otherCode: '' })).toEqual({
      ok: false,
      field: 'amount',
      problem: 'Stake per 100 in JPY is a whole amount (JPY has no decimals), not 0.5.',
    });
    expect(readStakeInput({ amount: '5', currency: 'JPY', otherCode: '' })).toEqual({
      ok: true,
      stake: { per100: 5, currency: 'JPY' },
    });
    expect(readStakeInput({ amount: '0.05', currency: 'KWD', otherCode: '' })).toEqual({
      ok: true,
      stake: { per100: 0.05, currency: 'KWD' },
    });
    expect(
      readStakeInput({
        amount: '100',
        currency: 'other',
        otherCode: 'krw',
        clubRule: true,
        above: '50.5',
      }),
    ).toEqual({
      ok: false,
      field: 'above',
      problem: "The club rule's stake in KRW is a whole amount (KRW has no decimals), not 50.5.",
    });
  });

  it('every currency of ISO 4217 in use is known with its decimals, the same on every device', () => {
    expect([currencyDigits('GBP'), currencyDigits('JPY'), currencyDigits('BHD')]).toEqual([
      2, 0, 3,
    ]);
    expect(currencyDigits('XYZ')).toBeNull();
    // Where the device's Intl knows a currency, it agrees on its decimals, but for the few whose
    // everyday amounts drop the minor unit (ISO 4217 keeps it).
    const everyday = new Set(
      'AFN ALL COP HUF IDR IQD IRR KPW LAK LBP MGA MMK PKR SOS SYP YER'.split(' '),
    );
    for (const code of Intl.supportedValuesOf('currency')) {
      const digits = currencyDigits(code);
      if (digits === null || everyday.has(code)) continue;
      const intl = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: code,
      }).resolvedOptions();
      expect({ code, digits }).toEqual({ code, digits: intl.maximumFractionDigits });
    }
  });
});

describe("the device's own currency", () => {
  it.each([
    [['en-NZ'], 'NZD'],
    [['en-GB'], 'GBP'],
    [['de'], 'EUR'],
    [['fr-CA', 'en'], 'CAD'],
    [['en'], 'USD'],
    [['not a language', 'en-AU'], 'AUD'],
    [['ar-EG'], null],
  ])('for %j is %s', (languages, currency) => {
    expect(deviceCurrency(languages)).toBe(currency);
  });

  it('comes first among the choices, each offered once', () => {
    expect(currencyChoices('NZD')).toEqual(['NZD', 'GBP', 'EUR', 'USD', 'AUD']);
    expect(currencyChoices('CHF')).toEqual(['CHF', 'GBP', 'EUR', 'USD', 'NZD', 'AUD']);
    expect(currencyChoices(null)).toEqual(['GBP', 'EUR', 'USD', 'NZD', 'AUD']);
  });
});

async function newRubber() {
  const app = await renderApp('#/new');
  await screen.findByRole('heading', { name: 'New match' });
  const stake = screen.getByRole('group', { name: 'Stake' });
  return {
    ...app,
    amount: within(stake).getByRole('textbox', { name: /^Stake per 100/ }),
    currency: within(stake).getByRole('combobox', { name: 'Currency' }),
  };
}

describe('a stake set as a match starts', () => {
  it('is none unless an amount is typed', async () => {
    const { user, db, amount } = await newRubber();
    expect(amount).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const [listed] = await listMatches(db);
    expect(listed?.record.file.rules).not.toHaveProperty('stake');
  });

  it('is written into the new match: 0.50 in pounds', async () => {
    const { user, db, amount, currency } = await newRubber();
    await user.type(amount, '0.50');
    await user.selectOptions(currency, 'GBP');
    expect(within(currency).getByRole('option', { selected: true })).toHaveTextContent(
      'GBP (British Pound)',
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const [listed] = await listMatches(db);
    expect(listed?.record.file.rules).toMatchObject({
      stake: { per100: 0.5, currency: 'GBP' },
    });
  });

  it('takes any currency code typed', async () => {
    const { user, db, amount, currency } = await newRubber();
    await user.type(amount, '2');
    await user.selectOptions(currency, 'Another currency…');
    const code = screen.getByRole('textbox', { name: /^Currency code/ });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Currency code is empty: type the three letters of the currency, such as CHF or SEK.',
    );
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(await listMatches(db)).toEqual([]);
    await user.type(code, 'chf');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    const [listed] = await listMatches(db);
    expect(listed?.record.file.rules).toMatchObject({ stake: { per100: 2, currency: 'CHF' } });
  });

  it('refuses a bad amount with its message beside the field, and creates nothing', async () => {
    const { user, db, amount } = await newRubber();
    await user.type(amount, '0.125');
    // Not while it is typed: once the field is left, or Start is tapped.
    expect(amount).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const problem = 'Stake per 100 goes to the cent: 0.125 has more than two decimals.';
    expect(await screen.findByRole('alert')).toHaveTextContent(problem);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(problem);
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('0.125');
    expect(await listMatches(db)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'New match' })).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '-1');
    await user.tab();
    expect(amount).toHaveAccessibleDescription(
      'Stake per 100 cannot be negative (-1): type what a player wins or loses per 100, such as 0.50.',
    );
    await user.clear(amount);
    await user.type(amount, '0.10');
    expect(amount).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(async () => expect(await listMatches(db)).toHaveLength(1));
  });

  it('is asked only for a game played for a stake', async () => {
    const { user } = await newRubber();
    for (const game of [/^Chicago/, 'Bridgette (two players)']) {
      await user.click(screen.getByRole('radio', { name: game }));
      expect(screen.getByRole('group', { name: 'Stake' })).toBeInTheDocument();
    }
    for (const game of ['Kapiti 30-deal match', /^Duplicate/, /Rummy/, /Six-Deal/]) {
      await user.click(screen.getByRole('radio', { name: game }));
      expect(screen.queryByRole('group', { name: 'Stake' })).not.toBeInTheDocument();
    }
  });

  it('is ignored for a game without one, whatever was typed before the game changed', async () => {
    const { user, db, amount } = await newRubber();
    await user.type(amount, 'nonsense');
    await user.click(screen.getByRole('radio', { name: 'Kapiti 30-deal match' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(async () => expect(await listMatches(db)).toHaveLength(1));
    const [listed] = await listMatches(db);
    expect(listed?.record.file.rules).not.toHaveProperty('stake');
  });
});

describe('a table of five played for a stake', () => {
  it('carries the stake into the next rubber, and settles the first', async () => {
    const { user, db } = await renderApp('#/new');
    await user.click(await screen.findByRole('radio', { name: '5' }));
    const names = ['Pat', 'Lee', 'Kim', 'Sam', 'Ash'];
    const fields = ['1st (highest card)', '2nd', '3rd', '4th', '5th'];
    for (const [i, field] of fields.entries()) {
      await user.type(screen.getByRole('combobox', { name: field }), names[i] ?? '');
    }
    await user.type(screen.getByRole('textbox', { name: /^Stake per 100/ }), '0.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'GBP');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    // North-South win two straight games: 940, 9 on the back score.
    for (let i = 0; i < 2; i++) {
      await user.click(screen.getByRole('button', { name: '4 spades' }));
      await user.click(await screen.findByRole('button', { name: /^Declarer North/ }));
      await user.click(screen.getByRole('button', { name: /^made .*: exactly 10 tricks$/ }));
      await screen.findByText(new RegExp(`^Deal ${i + 1} saved`));
    }
    const money = await screen.findByRole('region', { name: 'Money at £0.50 a 100' });
    // Ash sat out: nothing won or lost.
    expect(within(money).getByText('Ash').closest('li')).toHaveTextContent('Ash 0 · £0.00');
    expect(within(money).getAllByText(/ pays /)).toHaveLength(2);
    const next = await screen.findByRole('region', { name: 'Rubber 2: the next seating' });
    await user.click(within(next).getByRole('button', { name: 'Start rubber 2' }));
    await screen.findByRole('region', { name: 'Enter a deal' });
    await waitFor(async () => expect(await listMatches(db)).toHaveLength(2));
    for (const { record } of await listMatches(db)) {
      expect(record.file.rules).toMatchObject({ stake: { per100: 0.5, currency: 'GBP' } });
    }
  });
});
