// Stakes and settling up (docs/rules.md, "Stakes and settling up"): hand-worked examples, and
// properties that hold for every evening.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentText, resultText, moneyText, stakeText } from '../../src/engine/moneyText.ts';
import {
  centsPer100,
  eveningStake,
  moneyCents,
  reckon,
  settle,
} from '../../src/engine/settleUp.ts';
import type { Payment } from '../../src/engine/settleUp.ts';
import { stakeCents } from '../../src/engine/stakes.ts';

describe('a stake to the cent', () => {
  it.each([
    [0.5, 50],
    [1, 100],
    [2.25, 225],
    [0.01, 1],
    [0.1 + 0.2, 30],
  ])('%s per 100 is %i in cents', (per100, cents) => {
    expect(stakeCents(per100)).toBe(cents);
  });

  it.each([0, -1, 0.125, 0.001, Number.NaN, Infinity, '1', null])('refuses %s', (per100) => {
    expect(stakeCents(per100)).toBeNull();
  });
});

describe("each player's money", () => {
  it('is the back score in hundreds times the stake: an 18 rubber at 50p a hundred is £9', () => {
    expect(
      moneyCents(
        { 'Mr. Smith': 18, 'Mr. Jones': 18, 'Mrs. Smith': -18, 'Mrs. Jones': -18 },
        { per100: 0.5, currency: 'GBP' },
      ),
    ).toEqual({ 'Mr. Smith': 900, 'Mr. Jones': 900, 'Mrs. Smith': -900, 'Mrs. Jones': -900 });
  });

  it('follows each player of five over three rubbers (docs/rules.md, the worked example)', () => {
    // Rubber 1: Pat & Lee beat Kim & Sam by 1830 (18). Rubber 2: Kim & Ash beat Pat & Sam by
    // 550 (6). Rubber 3: Lee & Ash beat Kim & Pat by 1070 (11). Who sat out scores 0.
    const backScore = {
      Pat: 18 - 6 - 11,
      Lee: 18 + 11,
      Kim: -18 + 6 - 11,
      Sam: -18 - 6,
      Ash: 6 + 11,
    };
    expect(backScore).toEqual({ Pat: 1, Lee: 29, Kim: -23, Sam: -24, Ash: 17 });
    const money = moneyCents(backScore, { per100: 0.2, currency: 'GBP' });
    expect(money).toEqual({ Pat: 20, Lee: 580, Kim: -460, Sam: -480, Ash: 340 });
    expect(settle(money)).toEqual([
      { from: 'Sam', to: 'Lee', amount: 480 },
      { from: 'Kim', to: 'Ash', amount: 340 },
      { from: 'Kim', to: 'Lee', amount: 100 },
      { from: 'Kim', to: 'Pat', amount: 20 },
    ]);
  });
});

describe('a stake in cents, once read', () => {
  it('is the amount the reader took, to the cent', () => {
    for (const per100 of [0.5, 1, 2.25, 0.01, 0.1 + 0.2, 1_000_000])
      expect(centsPer100({ per100, currency: 'GBP' })).toBe(
        // stakeCents is the reader's check (validateMatch.ts, readStake)
        stakeCents(per100),
      );
  });
});

describe('what a back score comes to', () => {
  it("is each player's money and the payments that settle it", () => {
    const stake = { per100: 0.5, currency: 'GBP' };
    expect(reckon({ N: 18, S: 18, E: -18, W: -18 }, stake)).toEqual({
      stake,
      money: { N: 900, S: 900, E: -900, W: -900 },
      payments: [
        { from: 'E', to: 'S', amount: 900 },
        { from: 'W', to: 'N', amount: 900 },
      ],
    });
  });
});

describe("an evening's stake", () => {
  const gbp = { per100: 0.5, currency: 'GBP' };
  it('is none when no match was played for one, and the one stake when all were alike', () => {
    expect(eveningStake([undefined, undefined])).toEqual({ kind: 'none' });
    expect(eveningStake([])).toEqual({ kind: 'none' });
    expect(eveningStake([gbp, { per100: 0.1 + 0.4, currency: 'GBP' }])).toEqual({
      kind: 'one',
      stake: gbp,
    });
  });

  it('differs when an amount, a currency or a stake at all differs, each named once', () => {
    expect(eveningStake([gbp, { per100: 1, currency: 'GBP' }, gbp])).toEqual({
      kind: 'differ',
      stakes: [gbp, { per100: 1, currency: 'GBP' }],
    });
    expect(eveningStake([gbp, { per100: 0.5, currency: 'EUR' }]).kind).toBe('differ');
    expect(eveningStake([undefined, gbp])).toEqual({ kind: 'differ', stakes: [null, gbp] });
  });
});

describe('money in words', () => {
  it.each([
    [480, 'GBP', '£4.80'],
    [20, 'GBP', '£0.20'],
    [-460, 'GBP', '-£4.60'],
    [200, 'EUR', '€2.00'],
    [123456, 'NZD', 'NZ$1,234.56'],
    // The yen is written without cents, but an amount with cents keeps them: nothing is lost.
    [5000, 'JPY', 'JP¥50'],
    [50, 'JPY', 'JP¥0.50'],
  ])('%i cents of %s is %s', (cents, currency, text) => {
    expect(moneyText(cents, currency)).toBe(text);
  });

  it('says a stake, a result and a payment as players say them', () => {
    expect(stakeText({ per100: 0.5, currency: 'GBP' })).toBe('£0.50 a 100');
    expect(resultText(580, 'GBP')).toBe('wins £5.80');
    expect(resultText(-460, 'GBP')).toBe('loses £4.60');
    expect(resultText(0, 'GBP')).toBe('£0.00');
    expect(paymentText({ from: 'Sam', to: 'Lee', amount: 480 }, 'GBP')).toBe('Sam pays Lee £4.80');
  });
});

describe('settling up', () => {
  it('pairs players whose results cancel: two payments for two pairs, not three', () => {
    // The biggest loser paying the biggest winner would take three payments here.
    expect(settle({ A: 500, B: 300, C: -300, D: -500 })).toEqual([
      { from: 'D', to: 'A', amount: 500 },
      { from: 'C', to: 'B', amount: 300 },
    ]);
    expect(settle({ A: 700, B: 100, C: -400, D: -400 })).toHaveLength(3);
  });

  it('is nothing when nobody won or lost, and names every payment from a loser to a winner', () => {
    expect(settle({ A: 0, B: 0 })).toEqual([]);
    expect(settle({})).toEqual([]);
    expect(settle({ A: -120, B: 120 })).toEqual([{ from: 'A', to: 'B', amount: 120 }]);
  });

  it('refuses results that do not sum to zero', () => {
    expect(() => settle({ A: 100, B: -50 })).toThrow('do not sum to zero: 50');
  });
});

/** Results for 2 to 7 players, in cents, summing to zero. */
const evening = fc
  .array(fc.integer({ min: -60, max: 60 }), { minLength: 1, maxLength: 6 })
  .map((amounts) => {
    const results: Record<string, number> = {};
    amounts.forEach((amount, i) => (results[`P${i + 1}`] = amount * 50));
    results.Last = -amounts.reduce((sum, amount) => sum + amount * 50, 0);
    return results;
  });

/** The fewest payments by trying every way to split the players into groups that sum to zero. */
function fewestByHand(results: Record<string, number>): number {
  const values = Object.values(results).filter((value) => value !== 0);
  const most = (left: number[]): number => {
    if (left.length === 0) return 0;
    const [first = 0, ...rest] = left;
    let best = 0;
    for (let mask = 0; mask < 1 << rest.length; mask += 1) {
      const group = rest.filter((_, i) => (mask >> i) & 1);
      if (first + group.reduce((sum, v) => sum + v, 0) !== 0) continue;
      best = Math.max(best, 1 + most(rest.filter((_, i) => !((mask >> i) & 1))));
    }
    return best;
  };
  return values.length - most(values);
}

function balances(results: Record<string, number>, payments: readonly Payment[]) {
  const left = { ...results };
  for (const { from, to, amount } of payments) {
    left[from] = (left[from] ?? 0) + amount;
    left[to] = (left[to] ?? 0) - amount;
  }
  return left;
}

describe('every evening', () => {
  it("the money sums to zero, and is each player's back score times the stake", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 10_000 }),
        (hundreds, cents) => {
          const backScore: Record<string, number> = {};
          hundreds.forEach((h, i) => (backScore[`P${i}`] = h));
          backScore.Last = -hundreds.reduce((sum, h) => sum + h, 0);
          const money = moneyCents(backScore, { per100: cents / 100, currency: 'NZD' });
          expect(Object.values(money).reduce((sum, m) => sum + m, 0)).toBe(0);
          for (const [name, h] of Object.entries(backScore))
            expect(money[name]).toBe(h * cents + 0);
        },
      ),
    );
  });

  it('the payments bring every player to zero, each from a loser to a winner, as few as can be', () => {
    fc.assert(
      fc.property(evening, (results) => {
        const payments = settle(results);
        expect(Object.values(balances(results, payments)).every((left) => left === 0)).toBe(true);
        for (const { from, to, amount } of payments) {
          expect(amount).toBeGreaterThan(0);
          expect(results[from]).toBeLessThan(0);
          expect(results[to]).toBeGreaterThan(0);
        }
        const playing = Object.values(results).filter((value) => value !== 0).length;
        expect(payments.length).toBeLessThanOrEqual(Math.max(0, playing - 1));
        expect(payments.length).toBe(fewestByHand(results));
      }),
    );
  });
});
