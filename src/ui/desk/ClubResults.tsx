import { useLiveQuery } from 'dexie-react-hooks';
import type { Desk } from '../../db/desk.ts';
import type { ClubResult } from '../../db/deskResults.ts';
import { clubResults } from '../../db/deskResults.ts';
import { playersLine } from '../common/matchText.ts';
import { useDb } from '../storage/StorageProvider.tsx';
import { sentence, wonText } from './deskText.ts';
import { chooseText, resultRefusalText } from './refusalText.ts';

/**
 * The competition matches that reached this device from the club and are not taken yet
 * (docs/format.md, "The organiser's desk"), each checked as a result file is and said in the same
 * words; nothing is taken but by the organiser's tap, one at a time or all that pass at once.
 */

/** What taking it would do, in the words of a result file's line. */
function checkText(desk: Desk, { check }: ClubResult): string {
  switch (check.kind) {
    case 'taken':
      return `Passes: ${desk.rounds[check.round]?.name ?? ''}, ${wonText(desk, check.outcome, check.pairing)}.`;
    case 'choose':
      return sentence(chooseText(check.sides));
    case 'refused':
      return `Not taken: ${resultRefusalText(desk, check.refusal)}.`;
  }
}

export function ClubResults({
  desk,
  busy,
  take,
}: {
  desk: Desk;
  busy: boolean;
  /** Takes these in as one batch, and says of the rest why they were not. */
  take: (passing: readonly ClubResult[], rest: readonly ClubResult[]) => void;
}) {
  const db = useDb();
  const found = useLiveQuery(() => clubResults(db, desk.id), [db, desk]);
  if (found === undefined || found.length === 0) return null;
  const passing = found.filter((r) => r.check.kind === 'taken');
  const rest = found.filter((r) => r.check.kind !== 'taken');
  return (
    <section className="club-results" aria-labelledby="club-results-title">
      <h3 id="club-results-title">From the club</h3>
      <ul className="desk-reports">
        {found.map((result) => {
          const names = playersLine(result.match);
          return (
            <li key={result.id}>
              <strong>From the club</strong>: {names}: {checkText(desk, result)}
              {result.check.kind !== 'refused' && (
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`Take ${names} from the club`}
                  onClick={() => take([result], [])}
                >
                  Take
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {passing.length > 0 && (
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={() => take(passing, rest)}
        >
          Take all that pass
        </button>
      )}
    </section>
  );
}
