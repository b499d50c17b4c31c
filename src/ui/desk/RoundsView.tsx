import { useState } from 'react';
import type { Desk } from '../../db/desk.ts';
import { awardDefault, setDue } from '../../db/desk.ts';
import { errorText } from '../../engine/errorText.ts';
import { formatDueDate } from '../common/matchText.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import type { Said } from './SaidLine.tsx';
import { SaidLine } from './SaidLine.tsx';
import type { DrawRow } from './deskText.ts';
import { drawRows, pairGradeName, pairNames, stateWord } from './deskText.ts';

/**
 * The draw as it stands today: each round with its due date, each match played, by default, a
 * bye, due or overdue. An unplayed match of the latest round can be awarded by default to either
 * pair, or its round's date moved (docs/rules.md, "The competition").
 */
export function RoundsView({ desk, today }: { desk: Desk; today: string }) {
  const rows = drawRows(desk, today);
  const latest = desk.rounds.length - 1;
  return (
    <section className="desk-rounds" aria-label="The draw">
      {[...desk.rounds.keys()].reverse().map((index) => {
        const round = desk.rounds[index];
        if (round === undefined) return null;
        const mine = rows.filter((row) => row.round === index);
        const open = mine.filter((row) => row.state === 'due' || row.state === 'overdue');
        return (
          <div key={index} className="desk-round">
            <h2>
              {round.name}
              {round.due === null ? '' : `: due ${formatDueDate(round.due)}`}
            </h2>
            <p className="muted small">
              {open.length === 0
                ? 'Every result is in.'
                : `${mine.length - open.length} of ${mine.length} settled; ${open.filter((r) => r.state === 'overdue').length} overdue.`}
            </p>
            <div className="table-scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Match</th>
                    <th scope="col">Pair</th>
                    <th scope="col">Opponents</th>
                    <th scope="col">State</th>
                  </tr>
                </thead>
                <tbody>
                  {mine.map((row) => (
                    <tr key={row.match} className={`desk-${row.state.replace(' ', '-')}`}>
                      <td>{row.match}</td>
                      <td>{pairCell(desk, row.pairing.a)}</td>
                      <td>{row.pairing.b === null ? 'Bye' : pairCell(desk, row.pairing.b)}</td>
                      <td>
                        <strong>{stateWord(row.state)}</strong>: {row.result}
                        {index === latest && (row.state === 'due' || row.state === 'overdue') && (
                          <AwardDefault desk={desk} row={row} />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {index === latest && open.length > 0 && <MoveDate desk={desk} round={index} />}
          </div>
        );
      })}
    </section>
  );
}

function pairCell(desk: Desk, id: string) {
  return (
    <>
      {pairNames(desk, id)} <span className="muted small">({pairGradeName(desk, id)})</span>
    </>
  );
}

/** Awarding an unplayed match to one of its pairs, after choosing which. */
function AwardDefault({ desk, row }: { desk: Desk; row: DrawRow }) {
  const storage = useStorage();
  const [failed, setFailed] = useState<string | null>(null);
  const pairs = [row.pairing.a, row.pairing.b].filter((p): p is string => p !== null);
  return (
    <details className="desk-award">
      <summary>Award by default</summary>
      {pairs.map((pair) => (
        <button
          key={pair}
          type="button"
          onClick={() =>
            void storage
              .write((db) => awardDefault(db, desk.id, pair))
              .then(
                (done) => setFailed(done.ok ? null : `Not awarded: ${done.message}.`),
                (error: unknown) => setFailed(`Not awarded: ${errorText(error)}`),
              )
          }
        >
          Award to {pairNames(desk, pair)}
        </button>
      ))}
      {failed !== null && (
        <p className="field-error" role="alert">
          {failed}
        </p>
      )}
    </details>
  );
}

/** Moving the latest round's due date. */
function MoveDate({ desk, round }: { desk: Desk; round: number }) {
  const storage = useStorage();
  const [due, setDueDraft] = useState(desk.rounds[round]?.due ?? '');
  const [said, setSaid] = useState<Said>(null);
  return (
    <form
      className="desk-move"
      onSubmit={(event) => {
        event.preventDefault();
        void storage
          .write((db) => setDue(db, desk.id, round, due === '' ? null : due))
          .then(
            (done) =>
              setSaid(
                done.ok
                  ? { text: 'Due date saved.', failed: false }
                  : { text: `Not saved: ${done.message}.`, failed: true },
              ),
            (error: unknown) => setSaid({ text: `Not saved: ${errorText(error)}`, failed: true }),
          );
      }}
    >
      <label>
        Move the due date{' '}
        <input type="date" value={due} onChange={(e) => setDueDraft(e.target.value)} />
      </label>
      <button type="submit">Save date</button>
      <SaidLine said={said} />
    </form>
  );
}
