import { isRummy, isRummySheet, traitsOf } from '../../engine/gameTraits.ts';
import { eveningStake } from '../../engine/settleUp.ts';
import { addBackScores, backScoreByPlayer } from '../../engine/summary.ts';
import { useLiveQuery } from 'dexie-react-hooks';
import { listMatches } from '../../db/allMatches.ts';
import { scoreMatch } from '../../engine/score.ts';
import { useDb } from '../storage/StorageProvider.tsx';
import type { TableGroup } from '../../engine/tableGroup.ts';
import { readGroup } from '../../engine/tableGroup.ts';
import { eveningPlayers } from '../../engine/tableChange.ts';
import { StakeMoney } from './StakeMoney.tsx';

/**
 * The back score of a table that changes partners: every player, every rubber of the session, in
 * hundreds, whoever they partnered in it (each rubber's match names its own seats); a player
 * sitting out a rubber scores nothing for it (seed 004). Played for a stake, each player's money
 * over the session and the payments that settle it up beneath.
 */
export function SessionBackScore({ group }: { group: TableGroup }) {
  const db = useDb();
  // Every rubber of the session, whole: a back score needs each rubber's points, not a standing.
  const list = useLiveQuery(() => listMatches(db), [db]);
  if (list === undefined) return null;
  // Each rubber's table, the first first: a table that changed size keeps who left in the evening.
  const draws: { rubber: number; draw: readonly string[] }[] = [];
  const rubbers = list
    .flatMap((item) => {
      if (!item.match.ok || isRummy(item.match.value)) return [];
      const match = item.match.value;
      const g = readGroup(match);
      if (g === null || g.session !== group.session) return [];
      draws.push({ rubber: g.rubber, draw: g.draw });
      const sheet = scoreMatch(match);
      if (isRummySheet(sheet)) return [];
      const over = sheet.rubbers.filter((r) => r.over);
      if (over.length === 0) return [];
      return [
        {
          rubber: g.rubber,
          scores: backScoreByPlayer(match, over),
          stake: match.rules.stake,
          unit: traitsOf(match.game).unit ?? 'Rubber',
        },
      ];
    })
    .sort((a, b) => a.rubber - b.rubber);
  if (rubbers.length === 0) return null;
  const players = eveningPlayers(
    draws.sort((a, b) => a.rubber - b.rubber).map((table) => table.draw),
  );
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  const totals = addBackScores(rubbers.map((r) => r.scores));
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
        evening={eveningStake(rubbers.map((r) => r.stake))}
        units={`${(rubbers[0]?.unit ?? 'Rubber').toLowerCase()}s`}
      />
    </>
  );
}
