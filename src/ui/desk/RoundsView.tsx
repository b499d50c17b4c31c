import { useScrollEdges } from '../common/scrollEdges.ts';
import { useState } from 'react';
import type { Desk } from '../../db/desk.ts';
import { setDue } from '../../db/desk.ts';
import { errorText } from '../../engine/errorText.ts';
import { resultOf } from '../../season/draw.ts';
import { routeHref } from '../router.ts';
import { AwardDefault, TakeBack } from './ResultSteps.tsx';
import { deskRefusalText } from './refusalText.ts';
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
  useScrollEdges();
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
                        <Settled desk={desk} row={row} />
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

/** A settled match: its kept match file to open, and the result to take back. */
function Settled({ desk, row }: { desk: Desk; row: DrawRow }) {
  const outcome = resultOf(desk.outcomes, row.round, row.pairing);
  if (outcome === undefined) return null;
  return (
    <span className="desk-settled">
      {outcome.fileId !== undefined && (
        <a href={routeHref({ name: 'desk', id: desk.id, result: outcome.fileId })}>
          Open the match
        </a>
      )}
      <TakeBack desk={desk} row={row} outcome={outcome} />
    </span>
  );
}

function pairCell(desk: Desk, id: string) {
  return (
    <>
      {pairNames(desk, id)} <span className="muted small">({pairGradeName(desk, id)})</span>
    </>
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
                  : { text: `Not saved: ${deskRefusalText(done.refusal)}.`, failed: true },
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
