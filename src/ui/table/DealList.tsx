import { Fragment } from 'react';
import type { Agreement } from '../../engine/agreement/compareForm.ts';
import { traitsOf } from '../../engine/gameTraits.ts';
import type { BridgeSheet } from '../../engine/sheet.ts';
import { isSeat, sideOf } from '../../engine/seats.ts';
import type { BridgeMatch, Declarer } from '../../engine/types.ts';
import { agreementSaid } from '../common/agreementWords.ts';
import { columnNames } from '../common/columnNames.ts';
import { useShowMore } from '../common/useShowMore.ts';
import { AgreementSign } from './AgreementSign.tsx';
import type { Columns } from './columns.ts';
import { rowSummary, seatLabel } from './columns.ts';

/** The newest deals a list shows at first, and how many more each tap shows. */
const DEALS_SHOWN = 40;

/** A board's vulnerability as a traveller writes it: None, NS, EW, Both. */
function vulnerabilityWord([ns, ew]: readonly [boolean, boolean]): string {
  return ns && ew ? 'Both' : ns ? 'NS' : ew ? 'EW' : 'None';
}

const VULNERABLE_SAID: Readonly<Record<string, string>> = {
  None: 'nobody vulnerable',
  NS: 'NS vulnerable',
  EW: 'EW vulnerable',
  Both: 'both vulnerable',
};

/** Who dealt, as the list shows it: the seat's letter, or in Bridgette the player's first name. */
function dealerMark(dealer: Declarer, short: readonly string[]): string {
  return isSeat(dealer) ? dealer : (short[sideOf(dealer)] ?? dealer);
}

/**
 * The line setting a tie-break apart: "Level after deal 6, 1500 each: tie-break". The totals are
 * given where deals are scored on their own; with rubbers, an unfinished rubber's bonus counts in.
 */
function tieBreakLine(sheet: BridgeSheet, cols: Columns, from: number, rubbers: boolean): string {
  const level = sheet.deals[from - 1]?.cumulative[cols.sides[0]];
  const each = rubbers || level === undefined ? '' : `, ${level} each`;
  return `Level after deal ${from}${each}: tie-break`;
}

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
  const traits = traitsOf(match.game);
  const bonus = sheet.entries.filter((e) => e.deal === null);
  // A match of planned deals that was level at its end: the deals after it are set apart.
  const planned = traits.planned === null ? null : (sheet.plannedDeals ?? traits.planned.deals);
  const tieBreakFrom = planned !== null && sheet.deals.length > planned ? planned : null;
  // Duplicate: each board's vulnerability shown, each board's score alone, the session's total.
  const boards = traits.boards;
  const columns = boards ? 5 : 4;
  // Two players head their columns by first name, so both fit a phone; their full names are read.
  const short = traits.sides === 'names' ? columnNames(cols.heads) : [...cols.heads];
  const head = (i: 0 | 1) =>
    short[i] === cols.heads[i] ? (
      cols.heads[i]
    ) : (
      <>
        <span aria-hidden="true">{short[i]}</span>
        <span className="visually-hidden">{cols.heads[i]}</span>
      </>
    );
  const [shown, showMore] = useShowMore(DEALS_SHOWN);
  if (sheet.deals.length === 0) return <p className="empty">No deals yet.</p>;
  const hidden = Math.max(0, sheet.deals.length - shown);
  const more = Math.min(DEALS_SHOWN, hidden);
  // Duplicate lists its boards by number, as a traveller does; each row still opens its own deal.
  const rows = boards ? [...sheet.deals].sort((a, b) => a.number - b.number) : sheet.deals;
  return (
    // With very large text on a phone each deal is set as two lines, its figures above what
    // happened (app.css); wider than its screen all the same, it scrolls in its own box.
    <div className="table-scroll">
      <table className="deal-list">
        <caption>Deals</caption>
        <thead>
          <tr>
            <th scope="col">{boards ? 'Board' : '#'}</th>
            {boards && <th scope="col">Vul</th>}
            <th scope="col" className="deal-col">
              Deal
            </th>
            <th scope="col">{head(0)}</th>
            <th scope="col">{head(1)}</th>
          </tr>
        </thead>
        <tbody>
          {hidden > 0 && (
            <tr className="earlier-row">
              <td colSpan={columns}>
                <button type="button" onClick={showMore}>
                  Show {more} earlier {boards ? 'board' : 'deal'}
                  {more > 1 && 's'} ({hidden.toLocaleString('en')} not shown)
                </button>
              </td>
            </tr>
          )}
          {rows.slice(hidden).map((row) => {
            const summary = rowSummary(row, cols);
            const mark = marks[row.index] ?? null;
            return (
              <Fragment key={row.index}>
                {row.index === tieBreakFrom && (
                  <tr className="tie-break-row">
                    <td colSpan={columns}>
                      {tieBreakLine(sheet, cols, row.index, traits.rubbers)}
                    </td>
                  </tr>
                )}
                <tr className={row.gameWonBy !== null ? 'won-game' : undefined}>
                  <th scope="row">
                    {row.number}
                    <AgreementSign mark={mark} />
                  </th>
                  {boards && <td className="vul">{vulnerabilityWord(row.before.vulnerable)}</td>}
                  <td>
                    <button
                      type="button"
                      className="deal-button"
                      aria-label={`Deal ${row.index + 1}, ${boards ? `board ${row.number}, ${VULNERABLE_SAID[vulnerabilityWord(row.before.vulnerable)] ?? ''}, ` : ''}dealt by ${seatLabel(match, row.before.dealer)}: ${summary}${agreementSaid(mark)}`}
                      onClick={() => onOpen(row.index)}
                    >
                      <span className="dealer" aria-hidden="true">
                        {dealerMark(row.before.dealer, short)}
                      </span>{' '}
                      {summary}
                    </button>
                  </td>
                  {[left, right].map((side) => (
                    <td key={side} className="points">
                      {row.points[side] || ''}
                      {!boards && (
                        <span className="running">
                          <span className="visually-hidden">running total </span>
                          {row.cumulative[side]}
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              </Fragment>
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
        {/* Where the list is the sheet, its totals close it. */}
        {!traits.lined && (
          <tfoot>
            <tr className="totals">
              <th scope="row" colSpan={columns - 2}>
                {boards
                  ? `Session, ${sheet.deals.length} board${sheet.deals.length > 1 ? 's' : ''}`
                  : 'Total'}
              </th>
              <td className="points">{sheet.totals[left]}</td>
              <td className="points">{sheet.totals[right]}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
