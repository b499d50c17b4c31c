import { traitsOf } from '../../engine/gameTraits.ts';
import { createMatch } from '../../db/matchWrites.ts';
import { toMatchFile } from '../../engine/matchFile/serialize.ts';
import { whyNotWritten } from './writeFailure.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import { seatingFor } from '../../engine/rotation.ts';
import { SEATS, SEAT_NAME, seatAfter } from '../../engine/seats.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { navigate } from '../router.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import type { TableGroup } from './tableGroup.ts';
import { TABLE_KEY } from './tableGroup.ts';
import { useAttempt } from '../common/attempt.ts';

/**
 * When a rubber of five or six players is over: who comes in, who sits out and who changes
 * seats for the next rubber, and one tap to start it.
 */
export function NextRubber({ match, group }: { match: FourPlayerMatch; group: TableGroup }) {
  const storage = useStorage();
  const showToast = useShowToast();
  const act = useAttempt();
  const next = seatingFor(group.draw, group.rubber + 1);
  const unit = traitsOf(match.game).unit ?? 'Rubber';
  const start = async () => {
    const file = toMatchFile({
      ...match,
      id: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      players: next.seats,
      // The deal goes on round the table: the next rubber's first dealer follows the last dealer.
      firstDealer: seatAfter(match.firstDealer, match.deals.length),
      deals: [],
      finished: false,
      extras: { ...match.extras, [TABLE_KEY]: { ...group, rubber: group.rubber + 1 } },
    });
    const notStarted = `Could not start the next ${unit.toLowerCase()}`;
    try {
      const created = await storage.write((db) => createMatch(db, file));
      if (created.ok) navigate({ name: 'match', id: created.value.id });
      else showToast(`${notStarted}: ${created.errors.map(formatProblem).join('; ')}`);
    } catch (error) {
      showToast(`${notStarted}: ${whyNotWritten(error)}. Tap again, or export the match.`);
    }
  };
  return (
    <section className="next-rubber" aria-labelledby="next-rubber-title">
      <h2 id="next-rubber-title">
        {unit} {group.rubber + 2}: the next seating
      </h2>
      <ul>
        {next.changes.map((change) => (
          <li key={change}>{change}.</li>
        ))}
        <li>Sitting out: {next.out.join(' and ')}.</li>
      </ul>
      <p className="seating-preview">
        {SEATS.map((seat) => `${SEAT_NAME[seat]} ${next.seats[seat]}`).join(' · ')}
      </p>
      <button type="button" className="primary confirm" onClick={() => act(start(), 'Not started')}>
        Start {unit.toLowerCase()} {group.rubber + 2}
      </button>
    </section>
  );
}
