import { useRef, useState } from 'react';
import { competitionOf, createMatchWithCompetition } from '../../db/competitions.ts';
import { COMPETITION_GAMES } from '../../engine/matchFile/readCompetition.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import { seatingFor } from '../../engine/rotation.ts';
import { SEAT_NAME } from '../../engine/seats.ts';
import type { Deck, Seat } from '../../engine/types.ts';
import { GAME_NAMES } from '../gameNames.ts';
import { navigate, routeHref } from '../router.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import { askForPersistence } from '../storage/persist.ts';
import {
  CompetitionChoice,
  chosenCompetition,
  useCompetitionChoices,
} from './CompetitionChoice.tsx';
import type { NewMatchForm } from './newMatchForm.ts';
import { DEFAULT_FORM, dealsProblem, formToMatchFile } from './newMatchForm.ts';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const DECKS: readonly { deck: Deck; name: string }[] = [
  { deck: 'standard', name: 'Standard (♣ ♦ ♥ ♠)' },
  { deck: 'gorbyx4', name: 'GorbyX, four suits (no brown)' },
  { deck: 'gorbyx5', name: 'GorbyX, five suits' },
];

const ORDINAL = ['1st (highest card)', '2nd', '3rd', '4th', '5th', '6th'];

/** Five or six players: names in the order of the cards drawn, and the seating that follows. */
function DrawFields({
  form,
  set,
}: {
  form: NewMatchForm;
  set: (change: Partial<NewMatchForm>) => void;
}) {
  const draw = form.draw.slice(0, form.tableSize).map((p, i) => p.trim() || `Player ${i + 1}`);
  const seating = seatingFor(draw, 0);
  return (
    <fieldset>
      <legend>The draw</legend>
      <p className="muted small">
        Everyone draws a card. Enter the names from the highest card down: the two highest play
        against the next two, and the lowest sit out the first rubber. After each rubber bridgepad
        proposes the next seating.
      </p>
      {form.draw.slice(0, form.tableSize).map((p, i) => (
        <label key={i} className="field">
          {ORDINAL[i]}
          <input
            value={p}
            placeholder={`Player ${i + 1}`}
            autoComplete="off"
            onChange={(e) => set({ draw: form.draw.map((q, j) => (j === i ? e.target.value : q)) })}
          />
        </label>
      ))}
      <p className="seating-preview">
        First rubber: {SEATS.map((seat) => `${SEAT_NAME[seat]} ${seating.seats[seat]}`).join(', ')};
        sitting out: {seating.out.join(' and ')}.
      </p>
      <label className="field">
        First dealer
        <select
          value={form.firstDealer}
          onChange={(e) => set({ firstDealer: e.target.value as Seat })}
        >
          {SEATS.map((seat) => (
            <option key={seat} value={seat}>
              {SEAT_NAME[seat]} ({seating.seats[seat]})
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

/** Starting a match: the game, the players, who is WE, the first dealer and the options. */
export default function NewMatchScreen() {
  const storage = useStorage();
  const [form, setForm] = useState<NewMatchForm>(DEFAULT_FORM);
  const [problems, setProblems] = useState<string[]>([]);
  const dealsField = useRef<HTMLInputElement>(null);
  const set = (change: Partial<NewMatchForm>) => setForm((f) => ({ ...f, ...change }));
  const four = ['rubber', 'kapiti', 'chicago', 'duplicate'].includes(form.game);
  const two = form.game === 'bridgette' || form.game === 'sixdeal';
  const honorsOffered = form.game === 'rubber' || form.game === 'kapiti' || form.game === 'chicago';
  const inCompetition = COMPETITION_GAMES.includes(form.game);
  const choices = useCompetitionChoices();
  const competition = inCompetition ? chosenCompetition(choices, form.competitionId) : undefined;

  const dealsError = form.game === 'kapiti' ? dealsProblem(form.kapitiDeals) : null;

  const start = async () => {
    if (dealsError !== null) {
      setProblems([dealsError]);
      dealsField.current?.focus();
      return;
    }
    const file = formToMatchFile(
      form,
      competition === undefined ? undefined : competitionOf(competition),
    );
    const created = await storage.write((db) =>
      createMatchWithCompetition(db, file, competition?.id),
    );
    if (!created.ok) {
      setProblems(created.errors.map(formatProblem));
      return;
    }
    void askForPersistence(storage.db);
    navigate({ name: 'match', id: created.value.id });
  };

  return (
    <form
      className="new-match"
      aria-labelledby="new-title"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <div className="screen-head">
        <h1 id="new-title">New match</h1>
        <button type="submit" className="primary">
          Start
        </button>
      </div>

      <fieldset>
        <legend>Game</legend>
        <div className="choice-grid">
          {GAME_NAMES.map(({ game, name }) => (
            <label key={game} className="choice">
              <input
                type="radio"
                name="game"
                checked={form.game === game}
                onChange={() => set({ game })}
              />
              {name}
            </label>
          ))}
        </div>
      </fieldset>

      {form.game === 'rubber' && (
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

      {form.game === 'rubber' && form.tableSize > 4 && <DrawFields form={form} set={set} />}

      {four && !(form.game === 'rubber' && form.tableSize > 4) && (
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
                  onChange={(e) => set({ seats: { ...form.seats, [seat]: e.target.value } })}
                />
              </label>
            ))}
          </div>
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
          {form.game !== 'duplicate' && (
            <label className="field">
              First dealer {form.game === 'kapiti' ? '(from the cut)' : ''}
              <select
                value={form.firstDealer}
                onChange={(e) => set({ firstDealer: e.target.value as Seat })}
              >
                {SEATS.map((seat) => (
                  <option key={seat} value={seat}>
                    {SEAT_NAME[seat]}
                    {form.seats[seat].trim() ? ` (${form.seats[seat].trim()})` : ''}
                  </option>
                ))}
              </select>
            </label>
          )}
          {form.game === 'duplicate' && (
            <p className="muted">Each board sets its own dealer and vulnerability.</p>
          )}
        </fieldset>
      )}

      {two && (
        <fieldset>
          <legend>Players</legend>
          {(['A', 'B'] as const).map((p) => (
            <label key={p} className="field">
              Player {p}
              <input
                value={form.two[p]}
                placeholder={`Player ${p}`}
                autoComplete="off"
                onChange={(e) => set({ two: { ...form.two, [p]: e.target.value } })}
              />
            </label>
          ))}
          <label className="field">
            First dealer
            <select
              value={form.firstDealer2}
              onChange={(e) => set({ firstDealer2: e.target.value as 'A' | 'B' })}
            >
              <option value="A">{form.two.A.trim() || 'Player A'}</option>
              <option value="B">{form.two.B.trim() || 'Player B'}</option>
            </select>
          </label>
        </fieldset>
      )}

      {form.game === 'rummy' && (
        <fieldset>
          <legend>Players (2 to 6)</legend>
          {form.rummyPlayers.map((p, i) => (
            <label key={i} className="field">
              Player {i + 1}
              <input
                value={p}
                placeholder={`Player ${i + 1}`}
                autoComplete="off"
                onChange={(e) =>
                  set({
                    rummyPlayers: form.rummyPlayers.map((q, j) => (j === i ? e.target.value : q)),
                  })
                }
              />
            </label>
          ))}
          <div className="toolbar">
            <button
              type="button"
              disabled={form.rummyPlayers.length >= 6}
              onClick={() => set({ rummyPlayers: [...form.rummyPlayers, ''] })}
            >
              Add a player
            </button>
            <button
              type="button"
              disabled={form.rummyPlayers.length <= 2}
              onClick={() => set({ rummyPlayers: form.rummyPlayers.slice(0, -1) })}
            >
              Remove the last
            </button>
          </div>
          <div className="inline-choices" role="radiogroup" aria-label="Variant">
            {(['basic', 'gin'] as const).map((variant) => (
              <label key={variant} className="choice small">
                <input
                  type="radio"
                  name="variant"
                  checked={form.variant === variant}
                  onChange={() => set({ variant })}
                />
                {variant === 'basic' ? 'Basic (rummy costs 25)' : 'Gin'}
              </label>
            ))}
          </div>
          <label className="field">
            Point target (optional)
            <input
              inputMode="numeric"
              value={form.target}
              onChange={(e) => set({ target: e.target.value.replace(/\D/g, '') })}
            />
          </label>
        </fieldset>
      )}

      {form.game !== 'rummy' && (
        <fieldset>
          <legend>Options</legend>
          {honorsOffered && (
            <label className="check">
              <input
                type="checkbox"
                checked={form.honors}
                onChange={(e) => set({ honors: e.target.checked })}
              />
              Score honors
            </label>
          )}
          <label className="field">
            Cards
            <select value={form.deck} onChange={(e) => set({ deck: e.target.value as Deck })}>
              {DECKS.map((d) => (
                <option key={d.deck} value={d.deck}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
          {form.game === 'chicago' && (
            <div
              className="inline-choices"
              role="radiogroup"
              aria-label="Vulnerability on deals 2 and 3"
            >
              {(['chicago', 'cavendish'] as const).map((v) => (
                <label key={v} className="choice small">
                  <input
                    type="radio"
                    name="vul"
                    checked={form.vulnerability === v}
                    onChange={() => set({ vulnerability: v })}
                  />
                  {v === 'chicago'
                    ? "Chicago (dealer's side vulnerable)"
                    : "Cavendish (dealer's opponents vulnerable)"}
                </label>
              ))}
            </div>
          )}
          {form.game === 'kapiti' && (
            <label className="field">
              Deals in the match
              <input
                ref={dealsField}
                type="text"
                inputMode="numeric"
                value={form.kapitiDeals}
                aria-invalid={dealsError !== null}
                aria-describedby={dealsError === null ? undefined : 'deals-error'}
                onChange={(e) => set({ kapitiDeals: e.target.value })}
              />
              {dealsError !== null && (
                <span id="deals-error" className="field-error">
                  {dealsError}
                </span>
              )}
            </label>
          )}
          {inCompetition && (
            <CompetitionChoice
              choices={choices}
              chosen={competition}
              onChoose={(competitionId) => set({ competitionId })}
            />
          )}
        </fieldset>
      )}

      {problems.length > 0 && (
        <ul className="problems" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className="toolbar">
        <a className="button" href={routeHref({ name: 'matches' })}>
          Cancel
        </a>
      </div>
    </form>
  );
}
