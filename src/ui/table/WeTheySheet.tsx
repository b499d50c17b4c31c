import { traitsOf } from '../../engine/gameTraits.ts';
import type { Agreement } from '../../engine/agreement/compareForm.ts';
import type { BridgeSheet, RubberResult, SheetEntry } from '../../engine/sheet.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import { agreementSaid } from '../common/agreementWords.ts';
import { AgreementSign } from './AgreementSign.tsx';
import type { Columns } from './columns.ts';
import type { PlacedEntry } from './rubberLayout.ts';
import { layoutRubber } from './rubberLayout.ts';
import { readGroup } from '../../engine/tableGroup.ts';

type Placed = PlacedEntry;

function EntryCell({
  placed,
  column,
  marks,
  onOpen,
}: {
  placed: Placed | undefined;
  column: string;
  marks: readonly (Agreement | null)[];
  onOpen: (placed: Placed) => void;
}) {
  if (placed === undefined) return <td />;
  const { entry } = placed;
  const dealText = entry.deal === null ? 'end of play' : `deal ${entry.deal + 1}`;
  const mark = entry.deal === null ? null : (marks[entry.deal] ?? null);
  return (
    <td>
      <button
        type="button"
        className={`entry kind-${entry.kind}`}
        aria-label={`${column} ${entry.points}, ${dealText}: ${entry.explain}${agreementSaid(mark)}`}
        onClick={() => onOpen(placed)}
      >
        {entry.points}
        <AgreementSign mark={mark} />
      </button>
    </td>
  );
}

function rubberCaption(
  rubber: RubberResult,
  label: string,
  cols: Columns,
  number: number,
  tied: boolean,
): string {
  const head = `${label} ${number}`;
  if (rubber.wonBy !== null) {
    const games = `${rubber.games[rubber.wonBy]}–${rubber.games[rubber.wonBy === 0 ? 1 : 0]}`;
    return `${head}: won by ${cols.label(rubber.wonBy)}, ${games} in games`;
  }
  if (label === 'Chukker') return rubber.over ? `${head}: complete` : `${head}: in progress`;
  if (!rubber.over) return `${head}: in progress`;
  // Level at a Kapiti stopping point: the bonus counts only if play stops, and it goes on.
  return tied
    ? `${head}: unfinished, level with its bonus; play goes on and the bonus is withdrawn`
    : `${head}: unfinished, play stopped`;
}

/**
 * One rubber (or chukker) drawn as on paper: WE and THEY columns, entries above the line
 * stacked upward from it (the first nearest the line), trick scores below in order, a line
 * across both columns under each game, then the totals.
 */
export function RubberTable({
  sheet,
  match,
  rubber,
  cols,
  marks,
  onOpen,
}: {
  sheet: BridgeSheet;
  match: BridgeMatch;
  rubber: RubberResult;
  cols: Columns;
  /** Each deal's agreement between two devices (docs/format.md, "agreed"), shown on its points. */
  marks: readonly (Agreement | null)[];
  onOpen: (entry: SheetEntry, index: number) => void;
}) {
  const [left, right] = cols.sides;
  const layout = layoutRubber(sheet, rubber, cols.sides);
  const open = (p: Placed) => onOpen(p.entry, p.index);
  const label = traitsOf(match.game).unit ?? 'Rubber';
  const net = rubber.totals[left] - rubber.totals[right];

  return (
    <table className="sheet">
      <caption>
        {/* At a table of five or six, the table's earlier rubbers count in. */}
        {rubberCaption(
          rubber,
          label,
          cols,
          rubber.index + 1 + (readGroup(match)?.rubber ?? 0),
          sheet.stop !== null && sheet.status === 'tied',
        )}
      </caption>
      <thead>
        <tr>
          {cols.heads.map((head, i) => (
            <th key={head} scope="col">
              {head}
              {head !== cols.names[i] && <small>{cols.names[i]}</small>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="above-line" aria-label="Above the line">
        {layout.above.map(([a, b], row) => (
          <tr key={row}>
            <EntryCell placed={a} column={cols.heads[0]} marks={marks} onOpen={open} />
            <EntryCell placed={b} column={cols.heads[1]} marks={marks} onOpen={open} />
          </tr>
        ))}
        <tr className="the-line" aria-hidden="true">
          <td />
          <td />
        </tr>
      </tbody>
      <tbody className="below-line" aria-label="Below the line">
        {layout.games.map((game, g) =>
          game.rows.map(([a, b], row) => (
            <tr
              key={`${g}-${row}`}
              className={row === game.rows.length - 1 && game.closed ? 'game-line' : undefined}
            >
              <EntryCell placed={a} column={cols.heads[0]} marks={marks} onOpen={open} />
              <EntryCell placed={b} column={cols.heads[1]} marks={marks} onOpen={open} />
            </tr>
          )),
        )}
      </tbody>
      <tfoot>
        <tr className="totals">
          <td>{rubber.totals[left]}</td>
          <td>{rubber.totals[right]}</td>
        </tr>
        {rubber.over && (
          <tr className="net">
            <td colSpan={2}>
              {net === 0
                ? 'Level'
                : `${net > 0 ? cols.heads[0] : cols.heads[1]} by ${Math.abs(net)}${
                    // A match won on total points (Kapiti) keeps no back score.
                    traitsOf(match.game).backScore
                      ? ` (${Math.abs(rubber.backScore)} on the back score)`
                      : ''
                  }`}
            </td>
          </tr>
        )}
      </tfoot>
    </table>
  );
}
