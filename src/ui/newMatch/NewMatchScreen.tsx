import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState } from 'react';
import { knownPlayers } from '../../db/players.ts';
import { competitionOf, createMatchWithCompetition } from '../../db/competitions.ts';
import { ALL_GAME_TRAITS, traitsOf } from '../../engine/gameTraits.ts';
import { GAME_OFFER } from '../../engine/gameOffers.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import { navigate, routeHref } from '../router.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';
import { askForPersistence } from '../storage/persist.ts';
import { chosenCompetition, useCompetitionChoices } from './CompetitionChoice.tsx';
import type { NewMatchForm } from './newMatchForm.ts';
import {
  DEFAULT_FORM,
  dealsProblem,
  formToMatchFile,
  plannedDealsOf,
  sameNameProblem,
  stakeProblem,
} from './newMatchForm.ts';
import { currencyChoices, deviceCurrency } from './stakeForm.ts';
import { OptionFields } from './OptionFields.tsx';
import { KNOWN_PLAYERS, PlayerFields } from './PlayerFields.tsx';
import { attempt } from '../common/attempt.ts';
import type { LastInput } from './firstStep.ts';
import { focusFirstStep, pointerInput } from './firstStep.ts';

/** Starting a match: the game, the players, who is WE, the first dealer and the options. */
export default function NewMatchScreen() {
  const storage = useStorage();
  const db = useDb();
  const known = useLiveQuery(() => knownPlayers(db), [db]);
  const [currencies] = useState(() =>
    currencyChoices(deviceCurrency(navigator.languages ?? [navigator.language])),
  );
  const [form, setForm] = useState<NewMatchForm>(() => ({
    ...DEFAULT_FORM,
    stake: { ...DEFAULT_FORM.stake, currency: currencies[0] ?? DEFAULT_FORM.stake.currency },
  }));
  const [problems, setProblems] = useState<string[]>([]);
  const dealsField = useRef<HTMLInputElement>(null);
  const stakeAmountField = useRef<HTMLInputElement>(null);
  const stakeCodeField = useRef<HTMLInputElement>(null);
  const stakeAboveField = useRef<HTMLInputElement>(null);
  // A stake's problem is shown once its field is left or Start is tapped, not as it is typed.
  const [stakeChecked, setStakeChecked] = useState(false);
  // How Start was reached, for where the table puts the focus.
  const lastInput = useRef<LastInput>('mouse');
  const set = (change: Partial<NewMatchForm>) => setForm((f) => ({ ...f, ...change }));
  const traits = traitsOf(form.game);
  const choices = useCompetitionChoices();
  const competition = traits.competition
    ? chosenCompetition(choices, form.competitionId)
    : undefined;
  const planned = plannedDealsOf(form);
  const dealsError = planned === null ? null : dealsProblem(planned, traits.planned?.deals);
  const stakeError = stakeProblem(form);

  const start = async () => {
    if (dealsError !== null) {
      setProblems([dealsError]);
      dealsField.current?.focus();
      return;
    }
    if (stakeError !== null) {
      setStakeChecked(true);
      setProblems([stakeError.problem]);
      const field = { amount: stakeAmountField, code: stakeCodeField, above: stakeAboveField };
      field[stakeError.field].current?.focus();
      return;
    }
    const sameName = sameNameProblem(form);
    if (sameName !== null) {
      setProblems([sameName]);
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
    askForPersistence(db);
    navigate({ name: 'match', id: created.value.id });
    focusFirstStep(lastInput.current);
  };

  return (
    <form
      className="new-match"
      aria-labelledby="new-title"
      onPointerDownCapture={(event) => (lastInput.current = pointerInput(event.pointerType))}
      onKeyDownCapture={() => (lastInput.current = 'key')}
      onSubmit={(event) => {
        event.preventDefault();
        attempt(start(), (text) => setProblems([text]), 'Not started');
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
          {ALL_GAME_TRAITS.map(({ game }) => (
            <label key={game} className="choice">
              <input
                type="radio"
                name="game"
                checked={form.game === game}
                onChange={() => set({ game })}
              />
              {GAME_OFFER[game]}
            </label>
          ))}
        </div>
      </fieldset>

      <PlayerFields form={form} set={set} traits={traits} />
      <datalist id={KNOWN_PLAYERS}>
        {(known ?? []).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <OptionFields
        form={form}
        set={set}
        traits={traits}
        dealsError={dealsError}
        dealsField={dealsField}
        competition={{ choices, chosen: competition }}
        stake={{
          choices: currencies,
          error: stakeChecked ? stakeError : null,
          onChecked: () => setStakeChecked(true),
          amountField: stakeAmountField,
          codeField: stakeCodeField,
          aboveField: stakeAboveField,
        }}
      />

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
