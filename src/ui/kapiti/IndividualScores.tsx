import { useScrollEdges } from '../common/scrollEdges.ts';
import type { IndividualScores as Scores } from '../../engine/kapitiSummary.ts';
import { ordinal } from './ordinal.ts';

/**
 * The official pad's "Individual Scores": the players across, the rubbers down, each cell what
 * that player's pair scored in that rubber.
 */
export function IndividualScores({ scores }: { scores: Scores }) {
  useScrollEdges();
  return (
    // With large text the table may be wider than a phone: it scrolls in its own box.
    <div className="table-scroll">
      <table className="individual-scores">
        <caption>Individual scores</caption>
        <thead>
          <tr>
            <th scope="col">Players</th>
            {scores.players.map((player) => (
              <th scope="col" key={player.seat}>
                <span className="seat">{player.seat}</span>{' '}
                <span className="name">{player.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {scores.rubbers.map((points, i) => (
            <tr key={i}>
              <th scope="row">{ordinal(i + 1)} rubber</th>
              {points.map((value, j) => (
                <td className="num" key={j}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
