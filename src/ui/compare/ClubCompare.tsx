import { useCallback, useEffect, useMemo, useState } from 'react';
import { compareMatches } from '../../engine/agreement/compare.ts';
import { validateMatch } from '../../engine/everyGame.ts';
import type { Problem } from '../../engine/matchFile/problems.ts';
import type { Match } from '../../engine/types.ts';
import type { SyncDiffersRecord } from '../../db/records.ts';
import { useClubMirror } from '../../state/clubStore.ts';
import type { Copies, Mirror } from '../../sync/mirror.ts';
import type { SettleChoice } from '../../sync/mirrorSettle.ts';
import { useAttempt } from '../common/attempt.ts';
import { problemWords } from '../common/problemWords.ts';
import { Settle } from './Settle.tsx';
import { settledText } from './settledText.ts';

/**
 * Comparing this match with another member's copy of it in the club (docs/format.md, "Two copies
 * that differ"): the other copy comes from the running sync (mirror.copiesOf), each difference is
 * settled by Keep mine or Take theirs on the device's copy (Settle.tsx), and once none is left the
 * settled match is written and the other copies are removed from the club (mirror.settle). Several
 * other copies are compared one after the other. Without a running sync the club's copy is not
 * here to compare, and the screen says so.
 */

/** "Pat", or "the club" for a copy whose author is not known. */
const nameOf = (author: string) => author || 'the club';

/** The copies as read for one request (the document, its other copies, the reads asked). */
interface Loaded {
  readonly key: string;
  readonly copies: Copies | undefined;
}

/** The other copy as a match, or why it cannot be read. */
function readCopy(copy: Copies['theirs'][number]): { match: Match } | { problems: Problem[] } {
  if (!copy.body.ok) return { problems: copy.body.errors };
  if (copy.body.value.type !== 'bridgepad.match')
    return { problems: [{ path: '$', message: 'is not a match' }] };
  const read = validateMatch(copy.body.value.file);
  return read.ok ? { match: read.value } : { problems: read.errors };
}

export function ClubCompare({
  match,
  id,
  differs,
  say,
}: {
  match: Match;
  id: string;
  differs: SyncDiffersRecord;
  /** Says what settling did, where the screen keeps it once the match no longer differs. */
  say: (text: string) => void;
}) {
  const mirror = useClubMirror();
  const first = differs.theirs[0];
  const name = nameOf(first?.author ?? '');
  return (
    <section className="compare-screen" aria-labelledby="compare-title">
      <h1 id="compare-title">{`Compare with ${name}'s copy`}</h1>
      {mirror === null ? (
        <p role="status">
          The club’s copy of this match is not loaded yet: it loads once this device is signed in to
          the club and its sync has started. Your copy is kept as it is.
        </p>
      ) : (
        <WithMirror match={match} id={id} differs={differs} mirror={mirror} say={say} />
      )}
    </section>
  );
}

function WithMirror({
  match,
  id,
  differs,
  mirror,
  say,
}: {
  match: Match;
  id: string;
  differs: SyncDiffersRecord;
  mirror: Mirror;
  say: (text: string) => void;
}) {
  const run = useAttempt();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reads, setReads] = useState(0);
  const [done, setDone] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  // Settled by itself once, when none is left; after a refusal, by the player's tap.
  const [tried, setTried] = useState(false);
  const docId = differs.docId;
  const key = [docId, reads, ...differs.theirs.map((other) => other.rev)].join(' ');

  useEffect(() => {
    let live = true;
    run(
      mirror.copiesOf(docId).then((copies) => {
        if (live) setLoaded({ key, copies });
      }),
      'The club’s copy could not be read',
    );
    return () => {
      live = false;
    };
  }, [mirror, docId, key, run]);

  const settle = useCallback(
    async (choice: SettleChoice, name: string) => {
      setBusy(true);
      try {
        const result = await mirror.settle(docId, choice);
        const text = settledText(result, name);
        say(text);
        // Settled, the screen above says so: this match no longer differs.
        if (!result.ok) {
          setSaid(text);
          setDone([]);
          setReads((n) => n + 1);
        }
      } finally {
        setBusy(false);
      }
    },
    [mirror, docId, say],
  );

  const reading = loaded?.key !== key;
  const copies = reading ? undefined : loaded.copies;
  const others = useMemo(() => copies?.theirs ?? [], [copies]);
  const current = others.find((other) => !done.includes(other.rev));
  const name = nameOf(current?.author ?? '');
  const onLeft = useCallback(
    (count: number) => {
      if (count > 0 || current === undefined) return;
      // None is left with this copy: the next, or, after the last, the club settles with mine.
      if (others.some((other) => other !== current && !done.includes(other.rev)))
        setDone((before) => [...before, current.rev]);
      else if (!tried) {
        setTried(true);
        run(settle({ take: 'mine' }, name), 'Not settled');
      }
    },
    [current, others, done, run, settle, name, tried],
  );

  if (reading) return <p role="status">Reading the club’s copy…</p>;
  if (copies === undefined || current === undefined)
    return <p role="status">This match no longer differs from the club’s copy.</p>;
  const read = readCopy(current);
  const whole = (choice: SettleChoice) => run(settle(choice, name), 'Not settled');
  const compared = 'match' in read ? compareMatches(match, read.match) : null;
  const problems =
    'problems' in read ? read.problems : compared?.ok === false ? compared.errors : [];

  return (
    <>
      {said !== null && <p role="alert">{said}</p>}
      {others.length > 1 && (
        <p>{`Copy ${others.indexOf(current) + 1} of ${others.length} that differ from yours.`}</p>
      )}
      {'match' in read && compared?.ok === true ? (
        <>
          <Settle
            key={current.rev}
            match={match}
            theirs={read.match}
            id={id}
            club={{ name, onLeft }}
          />
          {tried && !busy && (
            <button type="button" onClick={() => whole({ take: 'mine' })}>
              Settle with the club
            </button>
          )}
        </>
      ) : (
        <div className="compare-problems">
          <p>
            {'match' in read
              ? `${name}'s copy is not this match as yours is: choose one copy whole.`
              : `${name}'s copy cannot be read: keep yours.`}
          </p>
          <ul>
            {problems.map((problem, i) => (
              <li key={i}>{problemWords(problem)}</li>
            ))}
          </ul>
          <div className="compare-choices">
            <button type="button" disabled={busy} onClick={() => whole({ take: 'mine' })}>
              Keep yours
            </button>
            {'match' in read && (
              <button
                type="button"
                disabled={busy}
                onClick={() => whole({ take: 'theirs', rev: current.rev })}
              >
                {`Take ${name}'s copy`}
              </button>
            )}
          </div>
        </div>
      )}
    </>
  );
}
