import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { competitionOf, listCompetitions } from '../../db/competitions.ts';
import type { Desk } from '../../db/desk.ts';
import { createDesk, deskEntries, getDesk } from '../../db/desk.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import { errorText } from '../../engine/errorText.ts';
import { playedDay } from '../common/fileNames.ts';
import { counted } from '../common/counted.ts';
import { navigate, routeHref } from '../router.ts';
import { sendToWhom } from '../send/sendText.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';
import { DeskActions } from './DeskActions.tsx';
import { DrawFiles } from './DrawFiles.tsx';
import { drawRows, GRADE_NAMES, pairNames, recognisedLines, winners } from './deskText.ts';
import { NextRound } from './NextRound.tsx';
import { deskRefusalText } from './refusalText.ts';
import { PairsForm } from './PairsForm.tsx';
import { ResultsIn } from './ResultsIn.tsx';
import { DeskDiffers } from './DeskDiffers.tsx';
import { RoundsView } from './RoundsView.tsx';
import type { Said } from './SaidLine.tsx';
import { SaidLine } from './SaidLine.tsx';
import { clearSharedFiles, countSharedFiles, forgetSharedNote, sharedNote } from './sharedFiles.ts';
import { pairGrade } from '../../season/draw.ts';
import { useAttempt } from '../common/attempt.ts';
import { APP_NAME } from '../../engine/appName.ts';
import { Select } from '../common/Select.tsx';

// The recently deleted competitions, and a result's match file: loaded when there are any.
const DeletedDesks = lazy(() => import('./DeletedDesks.tsx'));
const ResultFile = lazy(() => import('./ResultFile.tsx'));

/**
 * The organiser's desk (docs/rules.md, "The competition"): knock-out competitions run from the
 * match files the pairs send, on this device and offline. Loaded only here.
 */
export default function DeskScreen({ id, result }: { id: string | null; result?: string }) {
  return (
    <section className="desk" aria-labelledby="desk-title">
      {id === null ? (
        <DeskList />
      ) : result === undefined ? (
        <OneDesk id={id} />
      ) : (
        <Suspense fallback={<p>Loading…</p>}>
          <ResultFile deskId={id} fileId={result} />
        </Suspense>
      )}
    </section>
  );
}

export function Head({ title, back }: { title: string; back: 'matches' | 'desk' }) {
  return (
    <div className="screen-head">
      <h1 id="desk-title">{title}</h1>
      <a
        className="button"
        href={routeHref(back === 'desk' ? { name: 'desk', id: null } : { name: 'matches' })}
      >
        {back === 'desk' ? 'All competitions' : 'Matches'}
      </a>
    </div>
  );
}

/** A line for the list: the pairs, and the round being played or the winners. */
function progress(desk: Desk, today: string): string {
  const done = winners(desk);
  if (done !== null) return `Won by ${done}`;
  const last = desk.rounds.at(-1);
  if (last === undefined) return `${counted(desk.pairs.length, 'pair')} entered; not drawn yet`;
  const rows = drawRows(desk, today).filter((r) => r.round === desk.rounds.length - 1);
  const open = rows.filter((r) => r.state === 'due' || r.state === 'overdue').length;
  return `${last.name}: ${open === 0 ? 'every result in' : `${open} to play`}`;
}

function DeskList() {
  const db = useDb();
  const storage = useStorage();
  const formId = useId();
  const run = useAttempt();
  const entries = useLiveQuery(() => deskEntries(db), [db]);
  const desks = entries?.flatMap((e) => (e.ok && e.desk.deletedAt === undefined ? [e.desk] : []));
  const unreadable = entries?.flatMap((e) => (e.ok ? [] : [e])) ?? [];
  const profiles = useLiveQuery(() => listCompetitions(db), [db]);
  const [name, setName] = useState('');
  const [profileId, setProfileId] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const [creating, setCreating] = useState(false);
  const today = playedDay(undefined);
  const [shared, setShared] = useState(0);
  const [leftOut, setLeftOut] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    countSharedFiles().then(
      (count) => live && setShared(count),
      () => undefined,
    );
    sharedNote().then(
      (lines) => live && setLeftOut(lines),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const create = async () => {
    if (creating) return;
    setCreating(true);
    try {
      const made = await storage.write((d) =>
        createDesk(d, name, profileId === '' ? null : profileId),
      );
      if (made.ok) navigate({ name: 'desk', id: made.value.id });
      else setSaid({ text: `Not created: ${deskRefusalText(made.refusal)}.`, failed: true });
    } catch (error) {
      setSaid({ text: `Not created: ${errorText(error)}`, failed: true });
    } finally {
      setCreating(false);
    }
  };

  return (
    <>
      <Head title="Organiser's desk" back="matches" />
      <p className="muted small">
        Run a knock-out competition on this device: the pairs and their grades, the draw, results
        from the match files the winners send, and the updated draw to send out after each round.
      </p>
      {shared > 0 && (
        <div className="desk-shared" role="status">
          <p>
            {shared === 1 ? 'A file was' : `${shared} files were`} shared with {APP_NAME}. Open the
            competition {shared === 1 ? 'it is a result' : 'they are results'} of, and take{' '}
            {shared === 1 ? 'it' : 'them'} in under Results in.
          </p>
          <button
            type="button"
            onClick={() =>
              run(
                clearSharedFiles().then(() => {
                  setShared(0);
                  setLeftOut([]);
                }),
                'Not discarded',
              )
            }
          >
            Discard {shared === 1 ? 'it' : 'them'}
          </button>
        </div>
      )}
      {leftOut.length > 0 && (
        <div className="desk-shared" role="status">
          <p>Not kept from the last share:</p>
          <ul aria-label="Not kept">
            {leftOut.map((line, i) => (
              <li key={i}>{line}.</li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() =>
              run(
                forgetSharedNote().then(() => setLeftOut([])),
                'Not closed',
              )
            }
          >
            Close
          </button>
        </div>
      )}
      {desks === undefined ? (
        <p>Loading…</p>
      ) : desks.length === 0 && unreadable.length === 0 ? (
        <p className="empty">No competition yet.</p>
      ) : (
        <ul className="desk-list">
          {desks.map((desk) => (
            <li key={desk.id}>
              <a href={routeHref({ name: 'desk', id: desk.id })}>{desk.name}</a>
              <span className="muted small"> {progress(desk, today)}</span>
            </li>
          ))}
          {unreadable.map((entry) => (
            <li key={entry.id} className="desk-unreadable">
              <strong>A competition that cannot be read</strong>
              <span className="muted small">
                {' '}
                It is kept as it is, and in every backup.{' '}
                {entry.problems
                  .slice(0, 3)
                  .map((p) => formatProblem(p))
                  .join('; ')}
                {entry.problems.length > 3 ? ` and ${entry.problems.length - 3} more` : ''}.
              </span>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        <DeletedDesks />
      </Suspense>
      <form
        className="desk-new"
        aria-labelledby={`${formId}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          run(create(), 'Not created');
        }}
      >
        <h2 id={`${formId}-title`}>New competition</h2>
        <div className="field">
          <label htmlFor={`${formId}-name`}>Competition name</label>
          <input
            id={`${formId}-name`}
            value={name}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${formId}-profile`}>Organiser's contact</label>
          <Select
            id={`${formId}-profile`}
            value={profileId}
            aria-describedby={`${formId}-profile-hint`}
            onChange={(e) => setProfileId(e.target.value)}
          >
            <option value="">None</option>
            {(profiles ?? []).map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profile.name}
              </option>
            ))}
          </Select>
          <span id={`${formId}-profile-hint`} className="muted small field-hint">
            The competition profiles of Settings: the same contact the official sheet says to send
            it to.
          </span>
        </div>
        <SaidLine said={said} />
        <button type="submit" className="primary" disabled={creating}>
          Create competition
        </button>
      </form>
    </>
  );
}

function OneDesk({ id }: { id: string }) {
  const db = useDb();
  const desk = useLiveQuery(async () => (await getDesk(db, id)) ?? null, [db, id]);
  const profiles = useLiveQuery(() => listCompetitions(db), [db]);
  const today = playedDay(undefined);
  const [pairsUnsaved, setPairsUnsaved] = useState(false);
  if (desk === undefined)
    return (
      <>
        <Head title="Competition" back="desk" />
        <p>Loading…</p>
      </>
    );
  if (desk === null)
    return (
      <>
        <Head title="Competition not found" back="desk" />
        <p>This competition is not on this device.</p>
      </>
    );
  const profile = profiles?.find((p) => p.id === desk.profileId);
  const sendTo = sendToWhom(profile === undefined ? undefined : competitionOf(profile));
  const done = winners(desk);
  return (
    <>
      <Head title={desk.name} back="desk" />
      <DeskDiffers desk={desk} />
      <DeskActions desk={desk} />
      {sendTo !== null && <p className="muted small">Results to: {sendTo}</p>}
      {done !== null && <p className="desk-winners">Won by {done}.</p>}
      {recognisedLines(desk).map((line) => (
        <p key={line}>{line}.</p>
      ))}
      {desk.rounds.length === 0 ? (
        <PairsForm desk={desk} onDirty={setPairsUnsaved} />
      ) : (
        <PairsList desk={desk} />
      )}
      {done === null && (
        <NextRound desk={desk} pairsUnsaved={desk.rounds.length === 0 && pairsUnsaved} />
      )}
      {desk.rounds.length > 0 && <ResultsIn desk={desk} />}
      <RoundsView desk={desk} today={today} />
      {desk.rounds.length > 0 && <DrawFiles desk={desk} sendTo={sendTo} today={today} />}
    </>
  );
}

/** The pairs once the draw is made: names and grades, no longer changed. */
function PairsList({ desk }: { desk: Desk }) {
  return (
    <details className="desk-pairs-list">
      <summary>The {counted(desk.pairs.length, 'pair')} entered</summary>
      <ol>
        {desk.pairs.map((pair) => (
          <li key={pair.id}>
            {pairNames(desk, pair.id)}{' '}
            <span className="muted small">({GRADE_NAMES[pairGrade(pair.grades)]})</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
