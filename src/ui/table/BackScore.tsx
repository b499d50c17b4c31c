import { useScrollEdges } from '../common/scrollEdges.ts';
import { isFourPlayer, traitsOf } from '../../engine/gameTraits.ts';
import { readGroup } from '../../engine/tableGroup.ts';
import { FixedTableJoin } from './FixedTableJoin.tsx';
import { sideMembers } from '../../engine/players.ts';
import type { BridgeSheet } from '../../engine/sheet.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import { eveningStake } from '../../engine/settleUp.ts';
import { backScoreByPlayer } from '../../engine/summary.ts';
import { StakeMoney } from './StakeMoney.tsx';

/** The rubbers a back score shows one by one: the newest ten. */
const RUBBERS_SHOWN = 10;

/**
 * The back score (seed 004): each player's result in hundreds for every rubber that is over,
 * with the rubber's raw points beside it, and the running total; played for a stake, each
 * player's money and the payments that settle up beneath it. Between two rubbers of four fixed
 * partners, a fifth player may join beneath it (FixedTableJoin).
 */
export function BackScore({
  match,
  sheet,
  id,
}: {
  match: BridgeMatch;
  sheet: BridgeSheet;
  id: string;
}) {
  useScrollEdges();
  const over = sheet.rubbers.filter((r) => r.over);
  if (over.length === 0) return null;
  // Between rubbers: every rubber begun is over, and play goes on.
  const between =
    traitsOf(match.game).sitOut &&
    !match.finished &&
    isFourPlayer(match) &&
    readGroup(match) === null &&
    sheet.rubbers.every((r) => r.over || r.lastDeal < r.firstDeal);
  const teams = sideMembers(match);
  const players = [
    ...teams[0].map((name) => ({ name, side: 0 as const })),
    ...teams[1].map((name) => ({ name, side: 1 as const })),
  ];
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  const unit = traitsOf(match.game).unit ?? 'Rubber';
  // The totals count every rubber; the newest ten are shown one by one.
  const shown = over.slice(-RUBBERS_SHOWN);
  const totals = backScoreByPlayer(match, over);
  const earlier = over.length - shown.length;
  // Each player's total first, in view; the rubbers after it, scrolling within the table alone
  // when there are more than a phone's width holds.
  return (
    <>
      <div className="table-scroll">
        <table className="back-score">
          <caption>
            Back score
            {earlier > 0 && (
              <small>
                {' '}
                (the last {shown.length} of {over.length.toLocaleString('en')}; the totals count
                all)
              </small>
            )}
          </caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Total</th>
              {shown.map((r) => (
                <th key={r.index} scope="col">
                  {unit} {r.index + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {players.map(({ name, side }) => {
              const sign = side === 0 ? 1 : -1;
              return (
                <tr key={`${side}-${name}`}>
                  <th scope="row">{name}</th>
                  <td>
                    <strong>{signed(totals[name] ?? 0)}</strong>
                  </td>
                  {shown.map((r) => (
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
      <StakeMoney
        players={players.map(({ name }) => name)}
        backScore={totals}
        evening={eveningStake([match.rules.stake])}
        units={`${unit.toLowerCase()}s`}
      />
      {between && <FixedTableJoin id={id} match={match} played={over.length} />}
    </>
  );
}
