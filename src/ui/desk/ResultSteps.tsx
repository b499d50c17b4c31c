import { useState } from 'react';
import type { Desk, DeskResult } from '../../db/desk.ts';
import { awardDefault } from '../../db/desk.ts';
import type { TakenBack } from '../../db/deskResults.ts';
import { putBack, takeBack } from '../../db/deskResults.ts';
import type { Storage } from '../../db/storage.ts';
import { errorText } from '../../engine/errorText.ts';
import type { Outcome } from '../../season/draw.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { ConfirmDialog } from '../common/Dialog.tsx';
import { useStorage } from '../storage/StorageProvider.tsx';
import type { DrawRow } from './deskText.ts';
import { pairNames } from './deskText.ts';
import { deskRefusalText } from './refusalText.ts';
import { attempt } from '../common/attempt.ts';

/**
 * The steps that settle a match of the draw, or unsettle it: awarding it by default and taking a
 * result back. Each asks first, says what it did with an Undo, and says why when it is refused
 * (docs/rules.md, "The competition").
 */

type Run = <T>(
  step: (storage: Storage) => Promise<DeskResult<T>>,
  done: (value: T) => void,
) => void;

/** Runs a desk step, keeping its failure (refused, or not written) for the row to show. */
function useStep(): { run: Run; failed: string | null; busy: boolean } {
  const storage = useStorage();
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run: Run = (step, done) =>
    attempt(running(step, done), (text) => setFailed(text), 'Not saved');
  const running = async <T,>(
    step: (storage: Storage) => Promise<DeskResult<T>>,
    done: (value: T) => void,
  ) => {
    setBusy(true);
    try {
      const result = await step(storage);
      if (result.ok) {
        setFailed(null);
        done(result.value);
      } else setFailed(`Not done: ${deskRefusalText(result.refusal)}.`);
    } catch (error) {
      setFailed(`Not saved: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return { run, failed, busy };
}

function Failed({ text }: { text: string | null }) {
  return text === null ? null : (
    <p className="field-error" role="alert">
      {text}
    </p>
  );
}

/** Takes a result back, then says so with an Undo that puts it back. */
function useTakeBack(desk: Desk) {
  const showToast = useShowToast();
  const storage = useStorage();
  const step = useStep();
  const undo = (taken: TakenBack) =>
    void storage
      .write((db) => putBack(db, desk.id, taken))
      .then(
        (back) =>
          showToast(
            back.ok
              ? 'The result is back in the draw.'
              : `Not put back: ${deskRefusalText(back.refusal)}.`,
          ),
        (error: unknown) => showToast(`Not put back: ${errorText(error)}`),
      );
  const takeBackOutcome = (round: number, row: DrawRow, said: string) =>
    step.run(
      (s) => s.write((db) => takeBack(db, desk.id, round, row.pairing)),
      (taken) => showToast(said, { label: 'Undo', run: () => undo(taken) }),
    );
  return { ...step, takeBackOutcome };
}

/** Awarding an unplayed match to one of its pairs, after choosing which and saying yes. */
export function AwardDefault({ desk, row }: { desk: Desk; row: DrawRow }) {
  const showToast = useShowToast();
  const back = useTakeBack(desk);
  const { run, failed, busy } = useStep();
  const [asking, setAsking] = useState<string | null>(null);
  const pairs = [row.pairing.a, row.pairing.b].filter((p): p is string => p !== null);
  const award = (pair: string) => {
    setAsking(null);
    run(
      (storage) => storage.write((db) => awardDefault(db, desk.id, pair)),
      (outcome: Outcome) =>
        showToast(`${pairNames(desk, pair)} win by default.`, {
          label: 'Undo',
          run: () =>
            back.takeBackOutcome(outcome.round, row, 'The award by default is taken back.'),
        }),
    );
  };
  return (
    <details className="desk-award">
      <summary>Award by default</summary>
      {pairs.map((pair) => (
        <button key={pair} type="button" disabled={busy} onClick={() => setAsking(pair)}>
          Award to {pairNames(desk, pair)}
        </button>
      ))}
      <Failed text={failed ?? back.failed} />
      {asking !== null && (
        <ConfirmDialog
          title={`Award this match to ${pairNames(desk, asking)}?`}
          confirmLabel={`Award to ${pairNames(desk, asking)}`}
          onCancel={() => setAsking(null)}
          onConfirm={() => award(asking)}
        >
          <p>
            {row.roundName}: {pairNames(desk, row.pairing.a)} v{' '}
            {row.pairing.b === null ? 'a bye' : pairNames(desk, row.pairing.b)}. The match is
            settled by default, unplayed; it can be taken back later.
          </p>
        </ConfirmDialog>
      )}
    </details>
  );
}

/** Taking back a result, a default or a choice taken by mistake, after saying yes. */
export function TakeBack({ desk, row, outcome }: { desk: Desk; row: DrawRow; outcome: Outcome }) {
  const { takeBackOutcome, failed, busy } = useTakeBack(desk);
  const [asking, setAsking] = useState(false);
  const what = outcome.kind === 'default' ? 'the award by default' : 'this result';
  return (
    <>
      <button type="button" disabled={busy} onClick={() => setAsking(true)}>
        Take back
      </button>
      <Failed text={failed} />
      {asking && (
        <ConfirmDialog
          title={`Take back ${what}?`}
          confirmLabel="Take it back"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            takeBackOutcome(
              outcome.round,
              row,
              `${row.roundName}: ${outcome.kind === 'default' ? 'the award by default' : 'the result'} is taken back.`,
            );
          }}
        >
          <p>
            {row.roundName}: {row.result}. The match is open again, to take its result in anew; the
            match file it came in goes with it.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
