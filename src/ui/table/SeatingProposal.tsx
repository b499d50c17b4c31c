import type { Ref } from 'react';
import type { Seating } from '../../engine/rotation.ts';
import { SEATS, SEAT_NAME } from '../../engine/seats.ts';

/**
 * The next rubber's seating as proposed to the table: what changes (who joins, comes in, changes
 * seats), the partnerships, who sits out and who deals first, the seats in a line, and one tap
 * to start it.
 */
export function SeatingProposal({
  next,
  start,
  onStart,
  proposalRef,
}: {
  next: Seating;
  /** The button's words: "Start rubber 3". */
  start: string;
  onStart: () => void;
  proposalRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={proposalRef}>
      <ul>
        {next.changes.map((change) => (
          <li key={change}>{change}.</li>
        ))}
        <li>
          Partners: {next.seats.N} and {next.seats.S} against {next.seats.E} and {next.seats.W}.
        </li>
        {next.out.length > 0 && <li>Sitting out: {next.out.join(' and ')}.</li>}
        {next.dealer !== undefined && (
          <li>
            {next.seats[next.dealer]} deals first ({SEAT_NAME[next.dealer]}).
          </li>
        )}
      </ul>
      <p className="seating-preview">
        {SEATS.map((seat) => `${SEAT_NAME[seat]} ${next.seats[seat]}`).join(' · ')}
      </p>
      <button type="button" className="primary confirm" onClick={onStart}>
        {start}
      </button>
    </div>
  );
}
