import { useLiveQuery } from 'dexie-react-hooks';
import type { CompetitionChoices, CompetitionProfile } from '../../db/competitions.ts';
import { competitionChoices, defaultCompetition } from '../../db/competitions.ts';
import { routeHref } from '../router.ts';
import { competitionDetails } from '../settings/competitionText.ts';
import { useDb } from '../storage/StorageProvider.tsx';
import { Select } from '../common/Select.tsx';

/** The competition profiles kept on this device and the last one used; live across tabs. */
export function useCompetitionChoices(): CompetitionChoices | undefined {
  const db = useDb();
  return useLiveQuery(() => competitionChoices(db), [db]);
}

/**
 * The profile a new match is started with: the one chosen ('' is none), or, until the player
 * chooses (or if the chosen one has been deleted since), the default one.
 */
export function chosenCompetition(
  choices: CompetitionChoices | undefined,
  chosenId: string | undefined,
): CompetitionProfile | undefined {
  if (choices === undefined || chosenId === '') return undefined;
  const chosen = choices.profiles.find((p) => p.id === chosenId);
  return chosen ?? defaultCompetition(choices);
}

/** Kapiti: which competition the match is played in, and a way to add one in Settings. */
export function CompetitionChoice({
  choices,
  chosen,
  onChoose,
}: {
  choices: CompetitionChoices | undefined;
  chosen: CompetitionProfile | undefined;
  onChoose: (id: string) => void;
}) {
  const profiles = choices?.profiles ?? [];
  const details = chosen === undefined ? '' : competitionDetails(chosen);
  return (
    <div className="competition-choice">
      <label className="field">
        Competition
        <Select value={chosen?.id ?? ''} onChange={(event) => onChoose(event.target.value)}>
          <option value="">None</option>
          {profiles.map((profile) => (
            <option key={profile.id} value={profile.id}>
              {profile.name}
            </option>
          ))}
        </Select>
      </label>
      {details !== '' && <p className="muted small competition-details">{details}</p>}
      {chosen === undefined && profiles.length === 0 && (
        <p className="muted small">
          The summary sheet names the organiser the result goes to, from a competition kept in
          Settings.
        </p>
      )}
      <a className="button" href={routeHref({ name: 'settings' })}>
        Add a competition in Settings
      </a>
    </div>
  );
}
