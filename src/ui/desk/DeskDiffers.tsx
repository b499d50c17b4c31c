import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { Desk } from '../../db/desk.ts';
import type { ResultSwap } from '../../db/deskResults.ts';
import { takeTheirResults } from '../../db/deskResults.ts';
import { deskDiffers } from '../../db/syncRecords.ts';
import type { Outcome } from '../../season/draw.ts';
import { useClubMirror } from '../../state/clubStore.ts';
import type { DeskDifference } from '../../sync/mergeDesk.ts';
import type { Mirror } from '../../sync/mirror.ts';
import { useAttempt } from '../common/attempt.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';
import { pairNames, wonText } from './deskText.ts';
import { deskRefusalText } from './refusalText.ts';

/**
 * A desk whose two copies in the club differ (docs/format.md, "Two copies that differ"): two
 * organiser devices took different results for one match of the draw, or changed the desk
 * otherwise. It says "Differs", and asks which result to keep for each such match; nothing is
 * written over until the organiser has chosen. Then the chosen results are written on this copy
 * and the club keeps it (mirror.settle). Where the desks differ in more than results, one copy is
 * chosen whole.
 */

/** The other copy, read and told apart from this desk's (src/sync/mergeDesk.ts, loaded here). */
type Told =
  | { readonly state: 'reading' }
  | { readonly state: 'gone' }
  | {
      readonly state: 'told';
      readonly rev: string;
      readonly differences: readonly DeskDifference[];
    };

async function tellApart(mirror: Mirror, docId: string): Promise<Told> {
  const [copies, { mergeDesk }] = await Promise.all([
    mirror.copiesOf(docId),
    import('../../sync/mergeDesk.ts'),
  ]);
  const other = copies?.theirs[0];
  if (copies === undefined || other === undefined) return { state: 'gone' };
  const [mine, theirs] = [copies.mine, other.body];
  if (!mine.ok || !theirs.ok) return { state: 'told', rev: other.rev, differences: [] };
  if (mine.value.type !== 'bridgepad.desk' || theirs.value.type !== 'bridgepad.desk')
    return { state: 'gone' };
  const verdict = mergeDesk(mine.value, theirs.value);
  return {
    state: 'told',
    rev: other.rev,
    differences: verdict.kind === 'differ' ? verdict.differences : [],
  };
}

/** "Semi-finals: Ana & Ben v Cat & Dan", the match of the draw an outcome settles. */
function matchOf(desk: Desk, outcome: Outcome): string {
  const round = desk.rounds[outcome.round];
  const pairing = round?.pairings.find((p) => p.a === outcome.winner || p.b === outcome.winner);
  if (round === undefined || pairing === undefined) return round?.name ?? '';
  const b = pairing.b === null ? 'bye' : pairNames(desk, pairing.b);
  return `${round.name}: ${pairNames(desk, pairing.a)} v ${b}`;
}

function resultWords(desk: Desk, outcome: Outcome): string {
  const pairing = desk.rounds[outcome.round]?.pairings.find(
    (p) => p.a === outcome.winner || p.b === outcome.winner,
  );
  return pairing === undefined ? pairNames(desk, outcome.winner) : wonText(desk, outcome, pairing);
}

export function DeskDiffers({ desk }: { desk: Desk }) {
  const db = useDb();
  const differs = useLiveQuery(() => deskDiffers(db, desk.id), [db, desk.id]);
  const mirror = useClubMirror();
  if (differs === undefined) return null;
  const name = differs.theirs[0]?.author || 'the club';
  return (
    <section className="desk-differs" aria-labelledby="desk-differs-title">
      <h2 id="desk-differs-title">Differs from {name}&apos;s copy</h2>
      {mirror === null ? (
        <p role="status">
          The club’s copy of this competition is not loaded yet: it loads once this device is signed
          in to the club and its sync has started. Nothing is written over.
        </p>
      ) : (
        <Choose desk={desk} mirror={mirror} docId={differs.docId} name={name} />
      )}
    </section>
  );
}

function Choose({
  desk,
  mirror,
  docId,
  name,
}: {
  desk: Desk;
  mirror: Mirror;
  docId: string;
  name: string;
}) {
  const storage = useStorage();
  const run = useAttempt();
  const [told, setTold] = useState<Told>({ state: 'reading' });
  const [chosen, setChosen] = useState<ReadonlyMap<number, 'mine' | 'theirs'>>(new Map());
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const deskKey = JSON.stringify(desk.outcomes);
  useEffect(() => {
    let live = true;
    run(
      tellApart(mirror, docId).then((t) => live && setTold(t)),
      'The club’s copy could not be read',
    );
    return () => {
      live = false;
    };
  }, [mirror, docId, deskKey, run]);

  if (told.state === 'reading') return <p role="status">Reading the club’s copy…</p>;
  if (told.state === 'gone') return <p role="status">This competition no longer differs.</p>;
  const results = told.differences.flatMap((d) => (d.kind === 'twoResults' ? [d] : []));
  const others = told.differences.filter((d) => d.kind !== 'twoResults');

  const settle = async (swaps: readonly ResultSwap[], whole: 'mine' | 'theirs' | null) => {
    setBusy(true);
    try {
      if (swaps.length > 0) {
        const taken = await storage.write((d) => takeTheirResults(d, desk.id, swaps));
        if (!taken.ok) {
          setSaid(`Not settled: ${deskRefusalText(taken.refusal)}.`);
          return;
        }
      }
      const result = await mirror.settle(
        docId,
        whole === 'theirs' ? { take: 'theirs', rev: told.rev } : { take: 'mine' },
      );
      setSaid(
        result.ok
          ? 'Settled: the club keeps this competition as you chose.'
          : result.reason === 'notDiffering'
            ? 'This competition no longer differs: it was settled already.'
            : 'This competition changed while it was being settled: nothing was settled. Choose again.',
      );
    } finally {
      setBusy(false);
    }
  };

  if (others.length > 0 || results.length === 0)
    return (
      <>
        <p>
          {`This competition differs from ${name}'s copy in more than its results`}
          {others.length > 0 &&
            ` (${others.map((d) => (d.kind === 'field' ? d.path : 'layout')).join(', ')})`}
          : keep one copy whole.
        </p>
        {said !== null && <p role="alert">{said}</p>}
        <div className="toolbar">
          <button
            type="button"
            disabled={busy}
            onClick={() => run(settle([], 'mine'), 'Not settled')}
          >
            Keep your copy
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => run(settle([], 'theirs'), 'Not settled')}
          >
            {`Take ${name}'s copy`}
          </button>
        </div>
      </>
    );

  const all = results.every((_, i) => chosen.has(i));
  const choose = (i: number, side: 'mine' | 'theirs') =>
    setChosen((before) => new Map([...before, [i, side]]));
  return (
    <>
      <p>Two results were taken for one match: choose which to keep for each.</p>
      <ul className="desk-reports">
        {results.map((d, i) => {
          const match = matchOf(desk, d.mine);
          return (
            <li key={match}>
              <strong>{match}</strong>: yours, {resultWords(desk, d.mine)}; {name}&apos;s,{' '}
              {resultWords(desk, d.theirs)}.
              <div className="toolbar">
                <button
                  type="button"
                  aria-pressed={chosen.get(i) === 'mine'}
                  aria-label={`Keep yours for ${match}`}
                  onClick={() => choose(i, 'mine')}
                >
                  Keep yours
                </button>
                <button
                  type="button"
                  aria-pressed={chosen.get(i) === 'theirs'}
                  aria-label={`Take ${name}'s for ${match}`}
                  onClick={() => choose(i, 'theirs')}
                >
                  {`Take ${name}'s`}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {said !== null && <p role="alert">{said}</p>}
      <button
        type="button"
        className="primary"
        disabled={!all || busy}
        onClick={() =>
          run(
            settle(
              results.flatMap((d, i) =>
                chosen.get(i) === 'theirs' ? [{ mine: d.mine, theirs: d.theirs }] : [],
              ),
              null,
            ),
            'Not settled',
          )
        }
      >
        Settle the results
      </button>
    </>
  );
}
