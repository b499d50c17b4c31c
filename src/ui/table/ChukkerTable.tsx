import { useScrollEdges } from '../common/scrollEdges.ts';
import { resultText } from '../../engine/builder.ts';
import type { ChukkerPlace } from '../../engine/chukker.ts';
import { chukkerPlaces } from '../../engine/chukker.ts';
import type { Agreement } from '../../engine/agreement/compareForm.ts';
import type { BridgeSheet, DealRow, RubberResult } from '../../engine/sheet.ts';
import { displayContract } from '../../engine/strains.ts';
import type { FourPlayerMatch, PerSide } from '../../engine/types.ts';
import { NewestFirst } from '../common/NewestFirst.tsx';
import { agreementSaid } from '../common/agreementWords.ts';
import { AgreementSign } from './AgreementSign.tsx';
import type { Columns } from './columns.ts';
import { rowSummary, seatLabel } from './columns.ts';
import { readGroup } from '../../engine/tableGroup.ts';

/** The deal in a few characters, as a chukker's box holds it: "5♦ N made", "4♠ N -1". */
function shortDeal(row: DealRow): string {
  if (row.contract === null || row.declarer === null || row.tricks === null) {
    return 'passed out, dealt again';
  }
  const played = { contract: row.contract, declarer: row.declarer, tricks: row.tricks };
  return `${displayContract(row.contract)} ${row.declarer} ${resultText(played)}`;
}

/** Who is vulnerable, in the table's words: "nobody", "WE", "THEY", "both". */
function vulnerableWords([ns, ew]: PerSide<boolean>, cols: Columns): string {
  if (ns && ew) return 'both';
  if (!ns && !ew) return 'nobody';
  return cols.label(ns ? 0 : 1);
}

/**
 * One chukker as Chicago players keep it (docs/rules.md, Chicago): its four deals in order, each
 * with its dealer and who is vulnerable in the form the match plays, what each side scored, and
 * the deals still to come with their dealer and vulnerability; a passed-out deal is dealt again
 * in its place. Below, the chukker's totals and what it is worth on the back score.
 */
export function ChukkerTable({
  match,
  sheet,
  chukker,
  cols,
  marks,
  onOpen,
}: {
  match: FourPlayerMatch;
  sheet: BridgeSheet;
  chukker: RubberResult;
  cols: Columns;
  marks: readonly (Agreement | null)[];
  onOpen: (deal: number) => void;
}) {
  useScrollEdges();
  const [left, right] = cols.sides;
  const rows = sheet.deals.filter((row) => row.before.rubber === chukker.index);
  const played = new Set(rows.filter((row) => !row.passed).map((row) => row.before.position));
  const toCome = chukkerPlaces(match, chukker.index).filter((place) => !played.has(place.position));
  const number = chukker.index + 1 + (readGroup(match)?.rubber ?? 0);
  const net = chukker.totals[left] - chukker.totals[right];
  const caption = `Chukker ${number}: ${chukker.over ? 'complete' : 'in progress'}`;
  const dealRow = (row: DealRow) => {
    const mark = marks[row.index] ?? null;
    const summary = rowSummary(row, cols);
    return (
      <tr key={row.index} className={row.passed ? 'passed' : undefined}>
        <th scope="row">
          {row.before.position + 1}
          <AgreementSign mark={mark} />
        </th>
        <td className="dealer">
          {row.before.dealer}
          <small className="vul">{vulnerableWords(row.before.vulnerable, cols)} vul</small>
        </td>
        <td>
          <button
            type="button"
            className="deal-button"
            aria-label={`Deal ${row.index + 1}, deal ${row.before.position + 1} of the chukker, dealt by ${seatLabel(match, row.before.dealer)}, ${vulnerableWords(row.before.vulnerable, cols)} vulnerable: ${summary}${agreementSaid(mark)}`}
            onClick={() => onOpen(row.index)}
          >
            {shortDeal(row)}
          </button>
        </td>
        <td className="points">{row.points[left] || ''}</td>
        <td className="points">{row.points[right] || ''}</td>
      </tr>
    );
  };
  const comingRow = (place: ChukkerPlace) => (
    <tr
      key={`to-come-${place.position}`}
      className="to-come"
      aria-label={`Deal ${place.position + 1} of the chukker, to come: ${seatLabel(match, place.dealer)} deals, ${vulnerableWords(place.vulnerable, cols)} vulnerable`}
    >
      <th scope="row">{place.position + 1}</th>
      <td className="dealer">
        {place.dealer}
        <small className="vul">{vulnerableWords(place.vulnerable, cols)} vul</small>
      </td>
      <td colSpan={3} className="muted">
        to come
      </td>
    </tr>
  );
  return (
    <div className="table-scroll">
      <table className="chukker">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Dealer</th>
            <th scope="col" className="deal-col">
              Contract
            </th>
            <th scope="col">{cols.heads[0]}</th>
            <th scope="col">{cols.heads[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(dealRow)}
          {toCome.map(comingRow)}
        </tbody>
        <tfoot>
          <tr className="totals">
            <th scope="row" colSpan={3}>
              Chukker {number}
            </th>
            <td className="points">{chukker.totals[left]}</td>
            <td className="points">{chukker.totals[right]}</td>
          </tr>
          {chukker.over && (
            <tr className="net">
              <td colSpan={5}>
                {net === 0
                  ? 'Level'
                  : `${net > 0 ? cols.heads[0] : cols.heads[1]} by ${Math.abs(net)} (${Math.abs(chukker.backScore)} on the back score)`}
              </td>
            </tr>
          )}
        </tfoot>
      </table>
    </div>
  );
}

/**
 * The chukkers to show, newest first: every chukker begun, and the next one with its deals still
 * to come once the last is complete, unless this table's chukker is over and the next seating
 * plays the next (a table of five or six).
 */
function chukkersShown(
  match: FourPlayerMatch,
  sheet: BridgeSheet,
  groupOver: boolean,
): readonly RubberResult[] {
  const begun = [...sheet.rubbers].reverse();
  const last = sheet.rubbers.at(-1);
  const next: RubberResult[] =
    (last === undefined || last.over) && !groupOver && !match.finished
      ? [
          {
            index: sheet.rubbers.length,
            firstDeal: sheet.deals.length,
            lastDeal: sheet.deals.length - 1,
            totals: [0, 0],
            games: [0, 0],
            wonBy: null,
            over: false,
            winner: null,
            net: 0,
            backScore: 0,
          },
        ]
      : [];
  return [...next, ...begun];
}

/**
 * A Chicago match's chukkers, newest first (the table's others are a tap away): loaded with the
 * chukker's table, for Chicago only, so the first screen does not carry them.
 */
export function ChukkerTables({
  match,
  sheet,
  groupOver,
  first,
  cols,
  marks,
  onOpen,
}: {
  match: FourPlayerMatch;
  sheet: BridgeSheet;
  /** This table's chukker is over and the next seating plays the next (five or six players). */
  groupOver: boolean;
  first: number;
  cols: Columns;
  marks: readonly (Agreement | null)[];
  onOpen: (deal: number) => void;
}) {
  return (
    <NewestFirst
      items={chukkersShown(match, sheet, groupOver)}
      first={first}
      what="chukkers"
      render={(chukker) => (
        <ChukkerTable
          key={chukker.index}
          match={match}
          sheet={sheet}
          chukker={chukker}
          cols={cols}
          marks={marks}
          onOpen={onOpen}
        />
      )}
    />
  );
}
