import { useScrollEdges } from '../common/scrollEdges.ts';
import type { KapitiSummary } from '../../engine/kapitiSummary.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { CHANGED, summaryRowLabel } from './rowLabel.ts';

/**
 * The rows of the Summary Score Sheet: deal, dealer, what N/S and E/W scored on it, and the
 * running totals; the unfinished-rubber bonus at each stopping point on a row of its own.
 */
export function SummaryTable({
  match,
  summary,
}: {
  match: FourPlayerMatch;
  summary: KapitiSummary;
}) {
  useScrollEdges();
  const names = match.players;
  return (
    // With large text the table may be wider than a phone: it scrolls in its own box.
    <div className="table-scroll">
      <table className="summary-table">
        <caption>Deals</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              Deal
            </th>
            <th scope="col" rowSpan={2}>
              Dealer
            </th>
            <th scope="colgroup" colSpan={2}>
              Score
            </th>
            <th scope="colgroup" colSpan={2}>
              Cumulative
            </th>
          </tr>
          <tr>
            <th scope="col">N/S</th>
            <th scope="col">E/W</th>
            <th scope="col">N/S</th>
            <th scope="col">E/W</th>
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row, i) =>
            row.kind === 'deal' ? (
              <tr key={i} className={row.tieBreak ? 'tie-break' : undefined}>
                <th scope="row">
                  {row.deal}
                  {row.agreement === 'changed' && (
                    <span className="changed-mark" title={CHANGED}>
                      *<span className="visually-hidden"> {CHANGED}</span>
                    </span>
                  )}
                </th>
                <td className="dealer">
                  {row.dealer !== null && (
                    <>
                      {row.dealer} <span className="name">{names[row.dealer]}</span>
                    </>
                  )}
                </td>
                <td className="num">{row.points[0] || ''}</td>
                <td className="num">{row.points[1] || ''}</td>
                <td className="num">{row.cumulative[0]}</td>
                <td className="num">{row.cumulative[1]}</td>
              </tr>
            ) : (
              <tr key={i} className={row.kind === 'withdrawn' ? 'bonus withdrawn' : 'bonus'}>
                <th scope="row" colSpan={2}>
                  {summaryRowLabel(row)}
                  {row.kind === 'unfinished' && row.tied && (
                    <span className="tied"> · totals level: two more deals</span>
                  )}
                </th>
                <td className="num">{row.points[0] || ''}</td>
                <td className="num">{row.points[1] || ''}</td>
                <td className="num">{row.cumulative[0]}</td>
                <td className="num">{row.cumulative[1]}</td>
              </tr>
            ),
          )}
        </tbody>
        {summary.rows.some((row) => row.agreement === 'changed') && (
          <tfoot>
            <tr>
              <td colSpan={6} className="changed-note">
                * {CHANGED}: both devices had agreed on this deal, and it was changed since.
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
