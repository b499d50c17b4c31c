import { useScrollEdges } from '../common/scrollEdges.ts';
import { useLiveQuery } from 'dexie-react-hooks';
import { listMatches } from '../../db/allMatches.ts';
import { eveningBackScore } from '../../engine/eveningBackScore.ts';
import type { TableGroup } from '../../engine/tableGroup.ts';
import { useDb } from '../storage/StorageProvider.tsx';
import { StakeMoney } from './StakeMoney.tsx';

/**
 * The back score of a table that changes partners: every player, every rubber of the session, in
 * hundreds, whoever they partnered in it (each rubber's match names its own seats); a player
 * sitting out a rubber scores nothing for it (seed 004). Played for a stake, each player's money
 * over the session and the payments that settle it up beneath.
 */
export function SessionBackScore({ group }: { group: TableGroup }) {
  useScrollEdges();
  const db = useDb();
  // Every rubber of the session, whole: a back score needs each rubber's points, not a standing.
  const list = useLiveQuery(() => listMatches(db), [db]);
  if (list === undefined) return null;
  // The one reckoning of an evening's back score, as its paper copies make it too.
  const { players, rubbers, totals, stake, unit } = eveningBackScore(
    group,
    list.flatMap((item) => (item.match.ok ? [item.match.value] : [])),
  );
  if (rubbers.length === 0) return null;
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  // Each player's total first, in view; the rubbers after it, scrolling within the table alone.
  return (
    <>
      <div className="table-scroll">
        <table className="back-score">
          <caption>Back score, this table</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Total</th>
              {rubbers.map((r) => (
                <th key={r.rubber} scope="col">
                  {r.rubber + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {players.map((name) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>
                  <strong>{signed(totals[name] ?? 0)}</strong>
                </td>
                {rubbers.map((r) => (
                  <td key={r.rubber}>
                    {r.scores[name] === undefined ? (
                      <span className="muted">out</span>
                    ) : (
                      signed(r.scores[name])
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StakeMoney
        players={players}
        backScore={totals}
        evening={stake}
        units={`${unit.toLowerCase()}s`}
      />
    </>
  );
}
