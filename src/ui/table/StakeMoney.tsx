import { useId } from 'react';
import { paymentText, resultText, stakeText } from '../../engine/moneyText.ts';
import type { EveningStake } from '../../engine/settleUp.ts';
import { reckon } from '../../engine/settleUp.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Beneath a back score played for a stake (docs/rules.md, "Stakes and settling up"): each
 * player's result in hundreds and in money, and the fewest payments that settle up, in words a
 * screen reader says as they are written. Matches of one evening at different stakes are not
 * settled: their amounts are not added up.
 */
export function StakeMoney({
  players,
  backScore,
  evening,
  units,
}: {
  /** Every player, in the back score's order. */
  players: readonly string[];
  /** Each player's back score in hundreds, over everything the money counts. */
  backScore: Readonly<Record<string, number>>;
  evening: EveningStake;
  /** What was played, for when the stakes differ: "rubbers" or "chukkers". */
  units: string;
}) {
  const title = useId();
  if (evening.kind === 'none') return null;
  if (evening.kind === 'differ') {
    const stakes = evening.stakes.map((stake) => (stake === null ? 'no stake' : stakeText(stake)));
    return (
      <p className="stake-money notice">
        These {units} were not all played for the same stake ({listed(stakes)}), so nothing is
        settled here: money at different stakes is not added up.
      </p>
    );
  }
  const { stake, money, payments } = reckon(backScore, evening.stake);
  return (
    <section className="stake-money" aria-labelledby={title}>
      <h2 id={title}>Money at {stakeText(stake)}</h2>
      <ul>
        {players.map((name, i) => (
          <li key={`${i} ${name}`}>
            <strong>{name}</strong> {signed(backScore[name] ?? 0)} ·{' '}
            {resultText(money[name] ?? 0, stake.currency)}
          </li>
        ))}
      </ul>
      <h3>Settling up</h3>
      {payments.length === 0 ? (
        <p>Nobody pays.</p>
      ) : (
        <ul>
          {payments.map((payment) => (
            <li key={`${payment.from} ${payment.to}`}>{paymentText(payment, stake.currency)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
