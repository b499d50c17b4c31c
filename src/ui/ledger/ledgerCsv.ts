import type { Ledger } from '../../season/ledger.ts';
import { csvText } from '../export/csvText.ts';

/** The ledger as CSV: one row per player, then the partnerships. */
export function ledgerCsv(ledger: Ledger): string {
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
    ]),
    [],
    ['partners', '', 'rubbers together', 'back score together'],
    ...ledger.partnerships.map((p) => [p.players[0], p.players[1], p.rubbers, p.backScore]),
  ];
  return csvText(rows);
}
