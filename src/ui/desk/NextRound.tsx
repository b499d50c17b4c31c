import { lazy, Suspense, useId, useState } from 'react';
import type { Desk, DeskResult } from '../../db/desk.ts';
import { deskRefusalText } from './refusalText.ts';
import { attempt } from '../common/attempt.ts';
import { counted } from '../common/counted.ts';
import { drawNextRound, enterRound, stillIn, withdrawRound } from '../../db/desk.ts';
import { errorText } from '../../engine/errorText.ts';
import type { Pairing } from '../../season/draw.ts';
import { roundName, roundsFor } from '../../season/draw.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import type { Said } from './SaidLine.tsx';
import { SaidLine } from './SaidLine.tsx';
import { pairNames, sentence } from './deskText.ts';
import { Select } from '../common/Select.tsx';

/**
 * Drawing the next round: at random (byes in a first round that needs them, no pair meeting a
 * pair again), or entered by hand and checked fault by fault; with the date its matches are due.
 * The latest round can be taken back while none of its results is in.
 */
export function NextRound({ desk, pairsUnsaved }: { desk: Desk; pairsUnsaved: boolean }) {
  const storage = useStorage();
  const formId = useId();
  const [due, setDue] = useState('');
  const [byHand, setByHand] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const pairs = stillIn(desk);
  const name = roundName(desk.rounds.length, roundsFor(desk.pairs.length));
  const last = desk.rounds.at(-1);
  const canWithdraw =
    last !== undefined && !desk.outcomes.some((o) => o.round === desk.rounds.length - 1);

  const runStep = async (what: () => Promise<DeskResult<unknown>>, done: string) => {
    setBusy(true);
    try {
      const result = await what();
      setSaid(
        result.ok
          ? { text: done, failed: false }
          : { text: sentence(deskRefusalText(result.refusal)), failed: true },
      );
      if (result.ok) setByHand(false);
    } catch (error) {
      setSaid({ text: `Not saved: ${errorText(error)}`, failed: true });
    } finally {
      setBusy(false);
    }
  };
  const run = (what: () => Promise<DeskResult<unknown>>, done: string) =>
    attempt(runStep(what, done), (text) => setSaid({ text, failed: true }), 'Not saved');
  const dueOrNull = due === '' ? null : due;

  return (
    <section className="desk-next" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{pairs.ok ? `Draw ${theRound(name)}` : 'The next round'}</h2>
      {!pairs.ok ? (
        <p className="muted">{sentence(deskRefusalText(pairs.refusal))}</p>
      ) : desk.pairs.length < 2 ? (
        <p className="muted">Enter at least two pairs, and save them, to make the draw.</p>
      ) : pairsUnsaved ? (
        <p className="muted">The pairs above have changes not saved: save them to make the draw.</p>
      ) : (
        <>
          <p className="muted small">{counted(pairs.value.length, 'pair')} to draw.</p>
          <div className="field">
            <label htmlFor={`${formId}-due`}>Due date</label>
            <input
              id={`${formId}-due`}
              type="date"
              value={due}
              onChange={(e) => setDue(e.target.value)}
            />
          </div>
          <div className="toolbar">
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={() =>
                run(
                  () => storage.write((db) => drawNextRound(db, desk.id, Math.random, dueOrNull)),
                  `${name} drawn.`,
                )
              }
            >
              Draw at random
            </button>
            <button type="button" aria-expanded={byHand} onClick={() => setByHand((b) => !b)}>
              Enter by hand
            </button>
          </div>
          {byHand && (
            <HandDraw
              desk={desk}
              stillIn={pairs.value}
              busy={busy}
              onEnter={(pairings) =>
                run(
                  () => storage.write((db) => enterRound(db, desk.id, pairings, dueOrNull)),
                  `${name} entered.`,
                )
              }
            />
          )}
        </>
      )}
      {canWithdraw && (
        <button type="button" disabled={busy} onClick={() => setAsking(true)}>
          Take back {theRound(last.name)}
        </button>
      )}
      {asking && canWithdraw && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={`Take back ${theRound(last.name)}?`}
            confirmLabel="Take it back"
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              run(
                () => storage.write((db) => withdrawRound(db, desk.id)),
                `${last.name} taken back: it can be drawn again.`,
              );
            }}
          >
            <p>
              Its matches are forgotten, and a draw made again at random will not be the same. Take
              it back only if it has not been sent out.
            </p>
          </ConfirmDialog>
        </Suspense>
      )}
      <SaidLine said={said} />
    </section>
  );
}

const BYE = '';

const ConfirmDialog = lazy(() =>
  import('../common/Dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/** "the Quarter-finals", "Round 1": a round's name as the middle of a sentence says it. */
const theRound = (name: string) => (name.startsWith('Round') ? name : `the ${name}`);

/** A round entered by hand: each match's two pairs, or a pair and a bye. */
function HandDraw({
  desk,
  stillIn,
  busy,
  onEnter,
}: {
  desk: Desk;
  stillIn: readonly string[];
  busy: boolean;
  onEnter: (pairings: Pairing[]) => void;
}) {
  const size = 2 ** roundsFor(stillIn.length);
  const byes = size - stillIn.length;
  // Offered as the field needs it: the byes first, each a pair and no opponent, then the matches.
  const [rows, setRows] = useState<[string, string][]>(() =>
    Array.from({ length: size / 2 }, (_, i): [string, string] =>
      i < byes
        ? [stillIn[i] ?? BYE, BYE]
        : [stillIn[byes + 2 * (i - byes)] ?? BYE, stillIn[byes + 2 * (i - byes) + 1] ?? BYE],
    ),
  );
  const choose = (i: number, at: 0 | 1, value: string) =>
    setRows((all) =>
      all.map((row, j) => (j === i ? (at === 0 ? [value, row[1]] : [row[0], value]) : row)),
    );
  return (
    <form
      className="desk-hand"
      onSubmit={(event) => {
        event.preventDefault();
        onEnter(
          rows.flatMap(([a, b]) =>
            a === BYE ? (b === BYE ? [] : [{ a: b, b: null }]) : [{ a, b: b === BYE ? null : b }],
          ),
        );
      }}
    >
      <ol>
        {rows.map((row, i) => (
          <li key={i}>
            {([0, 1] as const).map((at) => (
              <label key={at}>
                <span className="visually-hidden">
                  Match {i + 1}, {at === 0 ? 'pair' : 'opponents'}
                </span>
                <Select value={row[at]} onChange={(e) => choose(i, at, e.target.value)}>
                  <option value={BYE}>Bye</option>
                  {stillIn.map((id) => (
                    <option key={id} value={id}>
                      {pairNames(desk, id)}
                    </option>
                  ))}
                </Select>
              </label>
            ))}
          </li>
        ))}
      </ol>
      <button type="submit" className="primary" disabled={busy}>
        Enter this round
      </button>
    </form>
  );
}
