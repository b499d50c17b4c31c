import { rulesLine } from '../../engine/rulesSaid.ts';
import { kapitiSummary } from '../../engine/kapitiSummary.ts';
import { sideNames } from '../../engine/players.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { summaryRowLabel } from '../kapiti/rowLabel.ts';
import { sendToWhom } from '../send/sendText.ts';
import { csvText } from './csvText.ts';
import { winnersLine } from './summaryDrawing.ts';

/** Whether two devices agreed on a deal (docs/format.md, "agreed"), in the CSV's words. */
const AGREEMENT_WORDS = {
  agreed: 'agreed',
  changed: 'changed after agreement',
  none: '',
} as const;

/**
 * The Summary Score Sheet as CSV (docs/format.md, "The files bridgepad writes"): the sheet's
 * heading lines (the pairs' names, the winners, the organiser), then one row per deal and per
 * unfinished-rubber bonus, and a totals row.
 */
export function summaryCsv(match: FourPlayerMatch): string {
  const summary = kapitiSummary(match);
  const [ns, ew] = sideNames(match);
  const [totalNs, totalEw] = summary.totals;
  const sendTo = sendToWhom(match.competition);
  const rows: (string | number)[][] = [
    ['Rubber Bridge Summary Score Sheet'],
    ['Names N/S', ns],
    ['Names E/W', ew],
    ['Winners', winnersLine(match, summary)],
    ['Rules', rulesLine(match, 'all') ?? ''],
    ...(sendTo === null ? [] : [['Send to', sendTo]]),
    [],
    [
      'row',
      'dealer',
      'score N/S',
      'score E/W',
      'cumulative N/S',
      'cumulative E/W',
      'tie-break',
      'agreement',
    ],
    ...summary.rows.map((row) => [
      summaryRowLabel(row),
      row.dealer === null ? '' : `${row.dealer} ${match.players[row.dealer]}`,
      row.points[0] || '',
      row.points[1] || '',
      row.cumulative[0],
      row.cumulative[1],
      row.tieBreak ? 'yes' : '',
      AGREEMENT_WORDS[row.agreement ?? 'none'],
    ]),
    ['Totals', '', totalNs, totalEw, totalNs, totalEw, '', ''],
  ];
  return csvText(rows);
}
