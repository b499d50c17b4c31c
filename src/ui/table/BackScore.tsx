import { traitsOf } from '../../engine/gameTraits.ts';
import { sideMembers } from '../../engine/players.ts';
import type { BridgeSheet } from '../../engine/sheet.ts';
import type { BridgeMatch } from '../../engine/types.ts';

/**
 * The back score (seed 004): each player's result in hundreds for every rubber that is over,
 * with the rubber's raw points beside it, and the running total.
 */
export function BackScore({ match, sheet }: { match: BridgeMatch; sheet: BridgeSheet }) {
  const over = sheet.rubbers.filter((r) => r.over);
  if (over.length === 0) return null;
  const teams = sideMembers(match);
  const players = [
    ...teams[0].map((name) => ({ name, side: 0 as const })),
    ...teams[1].map((name) => ({ name, side: 1 as const })),
  ];
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  const unit = traitsOf(match.game).unit ?? 'Rubber';
  // Each player's total first, in view; the rubbers after it, scrolling within the table alone
  // when there are more than a phone's width holds.
  return (
    <div className="table-scroll">
      <table className="back-score">
        <caption>Back score</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Total</th>
            {over.map((r) => (
              <th key={r.index} scope="col">
                {unit} {r.index + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map(({ name, side }) => {
            const sign = side === 0 ? 1 : -1;
            const total = over.reduce((sum, r) => sum + sign * r.backScore, 0);
            return (
              <tr key={`${side}-${name}`}>
                <th scope="row">{name}</th>
                <td>
                  <strong>{signed(total)}</strong>
                </td>
                {over.map((r) => (
                  <td key={r.index}>
                    {signed(sign * r.backScore)} <small>({r.totals[side]})</small>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
