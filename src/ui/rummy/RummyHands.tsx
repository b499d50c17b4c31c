import { useScrollEdges } from '../common/scrollEdges.ts';
import { wentOutAs } from '../../engine/rummyHands.ts';
import { columnNames } from '../common/columnNames.ts';
import { useShowMore } from '../common/useShowMore.ts';
import type { RummyRow, RummySheet } from '../../engine/sheet.ts';
import type { RummyMatch } from '../../engine/types.ts';

/** The newest hands the sheet shows at first, and how many more each tap shows. */
const HANDS_SHOWN = 40;

/** What the player who went out did: "out", "rummy" (all in one play), or "gin". */
export function outWord(match: RummyMatch, row: RummyRow): string {
  return wentOutAs(match.rules.variant, row.rummy);
}

/** A hand in words, for its button: "Hand 2, dealt by Ben: Cat went out (rummy); Ann 36, …". */
function handLabel(match: RummyMatch, row: RummyRow): string {
  const name = (i: number) => match.players[i] ?? `Player ${i + 1}`;
  const how = outWord(match, row);
  const scored = row.points
    .map((points, i) => (i === row.out ? null : `${name(i)} ${points}`))
    .filter((text) => text !== null)
    .join(', ');
  const out = how === 'out' ? `${name(row.out)} went out` : `${name(row.out)} went out (${how})`;
  return `Hand ${row.index + 1}, dealt by ${name(row.dealer)}: ${out}; ${scored}`;
}

/**
 * The rummy sheet (docs/rules.md, GorbyX Rummy): a row per hand with its dealer, what each player
 * added on that hand and, beneath, the running total; the one who went out marked out, rummy or
 * gin. Tapping a hand's number opens it to be corrected.
 */
export function RummyHands({
  match,
  sheet,
  editing,
  onOpen,
}: {
  match: RummyMatch;
  sheet: RummySheet;
  editing: number | null;
  onOpen: (hand: number) => void;
}) {
  useScrollEdges();
  const [shown, showMore] = useShowMore(HANDS_SHOWN);
  if (sheet.deals.length === 0) return <p className="empty">No hands yet.</p>;
  const hidden = Math.max(0, sheet.deals.length - shown);
  const heads = columnNames(match.players);
  return (
    <div className="table-scroll">
      <table className="rummy-sheet">
        <caption>Hands: points added, running total beneath (lowest wins)</caption>
        <thead>
          <tr>
            <th scope="col">Hand</th>
            {match.players.map((player, i) => (
              <th key={i} scope="col" title={player}>
                <span className="player-name" aria-hidden={heads[i] !== player}>
                  {heads[i]}
                </span>
                {heads[i] !== player && <span className="visually-hidden">{player}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hidden > 0 && (
            <tr>
              <td colSpan={match.players.length + 1}>
                <button type="button" onClick={showMore}>
                  Show {Math.min(HANDS_SHOWN, hidden)} earlier hands ({hidden.toLocaleString('en')}{' '}
                  not shown)
                </button>
              </td>
            </tr>
          )}
          {sheet.deals.slice(hidden).map((row) => (
            <tr key={row.index} className={editing === row.index ? 'editing' : undefined}>
              <th scope="row">
                <button
                  type="button"
                  className="hand-button"
                  aria-label={handLabel(match, row)}
                  aria-pressed={editing === row.index}
                  onClick={() => onOpen(row.index)}
                >
                  {row.index + 1}
                  <small className="dealer" aria-hidden="true">
                    {match.players[row.dealer]}
                  </small>
                </button>
              </th>
              {row.points.map((points, i) => (
                <td key={i} title={row.explain[i]}>
                  {i === row.out ? (
                    <span className="went-out">{outWord(match, row)}</span>
                  ) : (
                    <span className="hand-points">+{points}</span>
                  )}
                  <span className="running">
                    <span className="visually-hidden">running total </span>
                    {row.cumulative[i]}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {sheet.totals.map((total, i) => (
              <td key={i} className={sheet.winner === i ? 'lowest' : undefined}>
                {total}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
