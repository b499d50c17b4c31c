import { fromCents } from '../../engine/settleUp.ts';
import { csvText } from './csvText.ts';
import type { EveningSheet } from './eveningSheet.ts';
import { stakeLine } from './eveningSheet.ts';

/**
 * An evening of a table that changes partners as CSV (docs/format.md, "The files bridgepad
 * writes"): its title, day, players and stake; then its back score, a row a player with the total,
 * each rubber's figure ("out" for one sat out) and, played for one stake, the money; then the
 * payments that settle up. Figures and amounts are numbers, as a spreadsheet reads them.
 */
export function eveningCsv(sheet: EveningSheet): string {
  const { money } = sheet;
  const stake = stakeLine(sheet);
  const unit = sheet.unit.toLowerCase();
  const currency = money?.stake.currency ?? '';
  const rows: (string | number)[][] = [
    [sheet.title],
    ['Date', sheet.day],
    ['Players', ...sheet.players],
    ...(stake === null ? [] : [['Stake', stake]]),
    [],
    [
      'player',
      'total',
      ...sheet.rubbers.map((r) => `${unit} ${r.rubber + 1}`),
      ...(money === null ? [] : [`money ${currency}`]),
    ],
    ...sheet.players.map((name) => [
      name,
      sheet.totals[name] ?? 0,
      ...sheet.rubbers.map((r) => r.scores[name] ?? 'out'),
      ...(money === null ? [] : [fromCents(money.money[name] ?? 0)]),
    ]),
  ];
  if (money !== null) {
    rows.push([], ['Settling up'], ['pays', 'to', `amount ${currency}`]);
    for (const { from, to, amount } of money.payments) rows.push([from, to, fromCents(amount)]);
    if (money.payments.length === 0) rows.push(['Nobody pays.']);
  }
  return csvText(rows);
}
