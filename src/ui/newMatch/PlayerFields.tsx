import type { GameTraits } from '../../engine/gameTraits.ts';
import { seatingFor } from '../../engine/rotation.ts';
import { SEAT_NAME } from '../../engine/seats.ts';
import type { Seat } from '../../engine/types.ts';
import type { NewMatchForm } from './newMatchForm.ts';
import { RotationChoice } from './RotationChoice.tsx';
import { APP_NAME } from '../../engine/appName.ts';
import { Select } from '../common/Select.tsx';

/**
 * Who plays, as the game seats them (src/engine/gameTraits.ts): four seats in two partnerships
 * (or the draw of five or six who take turns to sit out), two players face to face, or a circle.
 */

type Set = (change: Partial<NewMatchForm>) => void;

/** The list of names already played on this device, offered in every name field. */
export const KNOWN_PLAYERS = 'known-players';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

const ORDINAL = ['1st (highest card)', '2nd', '3rd', '4th', '5th', '6th'];

/** Five or six players: names in the order of the cards drawn, and the seating that follows. */
function DrawFields({ form, set, traits }: { form: NewMatchForm; set: Set; traits: GameTraits }) {
  const unit = (traits.unit ?? 'Rubber').toLowerCase();
  const draw = form.draw.slice(0, form.tableSize).map((p, i) => p.trim() || `Player ${i + 1}`);
  const seating = seatingFor(draw, 0);
  return (
    <fieldset>
      <legend>The draw</legend>
      <p className="muted small">
        Everyone draws a card. Enter the names from the highest card down: the two highest play
        against the next two, and the lowest sit out the first {unit}. After each {unit} {APP_NAME}
        proposes the next seating.
      </p>
      {form.draw.slice(0, form.tableSize).map((p, i) => (
        <label key={i} className="field">
          {ORDINAL[i]}
          <input
            value={p}
            placeholder={`Player ${i + 1}`}
            autoComplete="off"
            list={KNOWN_PLAYERS}
            onChange={(e) => set({ draw: form.draw.map((q, j) => (j === i ? e.target.value : q)) })}
          />
        </label>
      ))}
      <p className="seating-preview">
        First {unit}: {SEATS.map((seat) => `${SEAT_NAME[seat]} ${seating.seats[seat]}`).join(', ')};
        sitting out: {seating.out.join(' and ')}.
      </p>
      <label className="field">
        First dealer
        <Select
          value={form.firstDealer}
          onChange={(e) => set({ firstDealer: e.target.value as Seat })}
        >
          {SEATS.map((seat) => (
            <option key={seat} value={seat}>
              {SEAT_NAME[seat]} ({seating.seats[seat]})
            </option>
          ))}
        </Select>
      </label>
    </fieldset>
  );
}

/** Four players by seat, which side is WE, and the first dealer (a board sets its own). */
function SeatFields({ form, set, traits }: { form: NewMatchForm; set: Set; traits: GameTraits }) {
  return (
    <fieldset>
      <legend>Players</legend>
      <div className="seat-grid">
        {SEATS.map((seat) => (
          <label key={seat} className={`seat seat-${seat}`}>
            {SEAT_NAME[seat]}
            <input
              value={form.seats[seat]}
              placeholder={SEAT_NAME[seat]}
              autoComplete="off"
              list={KNOWN_PLAYERS}
              onChange={(e) => set({ seats: { ...form.seats, [seat]: e.target.value } })}
            />
          </label>
        ))}
      </div>
      <WeChoice form={form} set={set} />
      {traits.boards ? (
        <p className="muted">Each board sets its own dealer and vulnerability.</p>
      ) : (
        <label className="field">
          First dealer (from the cut)
          <Select
            value={form.firstDealer}
            onChange={(e) => set({ firstDealer: e.target.value as Seat })}
          >
            {SEATS.map((seat) => (
              <option key={seat} value={seat}>
                {SEAT_NAME[seat]}
                {form.seats[seat].trim() ? ` (${form.seats[seat].trim()})` : ''}
              </option>
            ))}
          </Select>
        </label>
      )}
    </fieldset>
  );
}

function WeChoice({ form, set }: { form: NewMatchForm; set: Set }) {
  return (
    <div className="inline-choices" role="radiogroup" aria-label="Which side is WE">
      <span>WE are</span>
      {(['NS', 'EW'] as const).map((side) => (
        <label key={side} className="choice small">
          <input
            type="radio"
            name="we"
            checked={form.we === side}
            onChange={() => set({ we: side })}
          />
          {side === 'NS' ? 'North–South' : 'East–West'}
        </label>
      ))}
    </div>
  );
}

/** Two players face to face, and which of them deals first. */
function TwoPlayerFields({ form, set }: { form: NewMatchForm; set: Set }) {
  return (
    <fieldset>
      <legend>Players</legend>
      {(['A', 'B'] as const).map((p) => (
        <label key={p} className="field">
          Player {p}
          <input
            value={form.two[p]}
            placeholder={`Player ${p}`}
            autoComplete="off"
            list={KNOWN_PLAYERS}
            onChange={(e) => set({ two: { ...form.two, [p]: e.target.value } })}
          />
        </label>
      ))}
      <label className="field">
        First dealer
        <Select
          value={form.firstDealer2}
          onChange={(e) => set({ firstDealer2: e.target.value as 'A' | 'B' })}
        >
          <option value="A">{form.two.A.trim() || 'Player A'}</option>
          <option value="B">{form.two.B.trim() || 'Player B'}</option>
        </Select>
      </label>
    </fieldset>
  );
}

/** A circle of players, how many first, named in the order the deal passes. */
function CircleFields({ form, set, traits }: { form: NewMatchForm; set: Set; traits: GameTraits }) {
  const { min, max } = traits.players;
  const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const names = form.rummyPlayers.slice(0, form.rummyCount);
  // Names typed are kept when the count changes, so going from 4 to 3 and back loses nothing.
  const resize = (count: number) =>
    set({ rummyCount: count, firstDealerRummy: Math.min(form.firstDealerRummy, count - 1) });
  return (
    <fieldset>
      <legend>Players</legend>
      <div className="inline-choices" role="radiogroup" aria-label="How many players">
        <span>How many</span>
        {counts.map((count) => (
          <label key={count} className="choice small">
            <input
              type="radio"
              name="players"
              checked={form.rummyCount === count}
              onChange={() => resize(count)}
            />
            {count}
          </label>
        ))}
      </div>
      <p className="muted small">In the order the deal passes, to the left.</p>
      {names.map((p, i) => (
        <label key={i} className="field">
          Player {i + 1}
          <input
            value={p}
            placeholder={`Player ${i + 1}`}
            autoComplete="off"
            list={KNOWN_PLAYERS}
            onChange={(e) =>
              set({
                rummyPlayers: form.rummyPlayers.map((q, j) => (j === i ? e.target.value : q)),
              })
            }
          />
        </label>
      ))}
      <label className="field">
        First dealer (lowest cut)
        <Select
          value={form.firstDealerRummy}
          onChange={(e) => set({ firstDealerRummy: Number(e.target.value) })}
        >
          {names.map((p, i) => (
            <option key={i} value={i}>
              {p.trim() || `Player ${i + 1}`}
            </option>
          ))}
        </Select>
      </label>
    </fieldset>
  );
}

/** The players' fields for the game chosen. */
export function PlayerFields({
  form,
  set,
  traits,
}: {
  form: NewMatchForm;
  set: Set;
  traits: GameTraits;
}) {
  switch (traits.seating) {
    case 'four':
      return (
        <>
          {traits.sitOut && (
            <div className="inline-choices" role="radiogroup" aria-label="Players at the table">
              <span>Players at the table</span>
              {([4, 5, 6] as const).map((size) => (
                <label key={size} className="choice small">
                  <input
                    type="radio"
                    name="size"
                    checked={form.tableSize === size}
                    onChange={() => set({ tableSize: size })}
                  />
                  {size}
                </label>
              ))}
            </div>
          )}
          {traits.sitOut && form.tableSize > 4 ? (
            <DrawFields form={form} set={set} traits={traits} />
          ) : (
            <SeatFields form={form} set={set} traits={traits} />
          )}
          {traits.sitOut && (
            <RotationChoice form={form} set={set} unit={(traits.unit ?? 'Rubber').toLowerCase()} />
          )}
        </>
      );
    case 'two':
      return <TwoPlayerFields form={form} set={set} />;
    case 'circle':
      return <CircleFields form={form} set={set} traits={traits} />;
  }
}
