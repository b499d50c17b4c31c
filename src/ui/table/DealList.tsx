import { traitsOf } from '../../engine/gameTraits.ts';
import type { Agreement } from '../../engine/agreement/compareForm.ts';
import type { BridgeSheet } from '../../engine/sheet.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import { agreementSaid } from '../common/agreementWords.ts';
import { AgreementSign } from './AgreementSign.tsx';
import type { Columns } from './columns.ts';
import { rowSummary, seatLabel } from './columns.ts';

/** Every deal in order: who dealt, what happened, what each column scored, and running totals beneath. */
export function DealList({
  sheet,
  match,
  cols,
  marks,
  onOpen,
}: {
  sheet: BridgeSheet;
  match: BridgeMatch;
  cols: Columns;
  /** Each deal's agreement between two devices (docs/format.md, "agreed"), shown on its number. */
  marks: readonly (Agreement | null)[];
  onOpen: (deal: number) => void;
}) {
  const [left, right] = cols.sides;
  const bonus = sheet.entries.filter((e) => e.deal === null);
  if (sheet.deals.length === 0) return <p className="empty">No deals yet.</p>;
  return (
    // With very large text the table may be wider than a phone: it scrolls in its own box.
    <div className="table-scroll">
      <table className="deal-list">
        <caption>Deals</caption>
        <thead>
          <tr>
            <th scope="col">{traitsOf(match.game).boards ? 'Board' : '#'}</th>
            <th scope="col">Deal</th>
            <th scope="col">{cols.heads[0]}</th>
            <th scope="col">{cols.heads[1]}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.deals.map((row) => {
            const summary = rowSummary(row, cols);
            const mark = marks[row.index] ?? null;
            return (
              <tr key={row.index} className={row.gameWonBy !== null ? 'won-game' : undefined}>
                <th scope="row">
                  {row.number}
                  <AgreementSign mark={mark} />
                </th>
                <td>
                  <button
                    type="button"
                    className="deal-button"
                    aria-label={`Deal ${row.index + 1}, dealt by ${seatLabel(match, row.before.dealer)}: ${summary}${agreementSaid(mark)}`}
                    onClick={() => onOpen(row.index)}
                  >
                    <span className="dealer" aria-hidden="true">
                      {row.before.dealer}
                    </span>{' '}
                    {summary}
                  </button>
                </td>
                {[left, right].map((side) => (
                  <td key={side} className="points">
                    {row.points[side] || ''}
                    <span className="running">
                      <span className="visually-hidden">running total </span>
                      {row.cumulative[side]}
                    </span>
                  </td>
                ))}
              </tr>
            );
          })}
          {bonus.map((entry, i) => (
            <tr key={`bonus-${i}`} className="bonus-row">
              <th scope="row" />
              <td>{entry.explain}</td>
              <td>{entry.side === left ? entry.points : ''}</td>
              <td>{entry.side === right ? entry.points : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
