import type { Ledger, Money } from '../../season/ledger.ts';
import { csvText } from '../export/csvText.ts';

/**
 * The ledger as CSV: one row per player, then the partnerships. Where matches were played for a
 * stake, each player's money in each currency, a column a currency, in the currency's units.
 */
export function ledgerCsv(ledger: Ledger): string {
  const currencies = [
    ...new Set(ledger.accounts.flatMap((a) => a.money.map((m) => m.currency))),
  ].sort();
  const moneyIn = (money: readonly Money[], currency: string) => {
    const found = money.find((m) => m.currency === currency);
    // A number, as a spreadsheet reads it: -1.8 for a loss of 1.80.
    return found === undefined ? '' : found.cents / 100;
  };
  const rows: (string | number)[][] = [
    ["Players' ledger"],
    [],
    [
      'player',
      'back score',
      'matches',
      'rubbers won 2-0',
      'rubbers won 2-1',
      'rubbers lost 0-2',
      'rubbers lost 1-2',
      'slams bid',
      'slams made',
      'contracts declared',
      'contracts made',
      'doubled made',
      'doubled set',
      ...currencies.map((currency) => `money ${currency}`),
    ],
    ...ledger.accounts.map((a) => [
      a.name,
      a.backScore,
      a.matches,
      a.rubbersWon.twoNil,
      a.rubbersWon.twoOne,
      a.rubbersLost.twoNil,
      a.rubbersLost.twoOne,
      a.slamsBid,
      a.slamsMade,
      a.declared,
      a.made,
      a.doubledMade,
      a.doubledSet,
      ...currencies.map((currency) => moneyIn(a.money, currency)),
    ]),
    [],
    ['partners', '', 'rubbers together', 'back score together'],
    ...ledger.partnerships.map((p) => [p.players[0], p.players[1], p.rubbers, p.backScore]),
  ];
  return csvText(rows);
}
