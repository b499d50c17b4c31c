import { useEffect, useRef, useState } from 'react';
import { traitsOf } from '../../engine/gameTraits.ts';
import { createMatch } from '../../db/matchWrites.ts';
import type { Rotation, Seating } from '../../engine/rotation.ts';
import { rotationName } from '../../engine/rotation.ts';
import type { TableChange } from '../../engine/tableChange.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { navigate, routeHref } from '../router.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';
import { useLiveQuery } from 'dexie-react-hooks';
import type { TableGroup } from '../../engine/tableGroup.ts';
import { useAttempt } from '../common/attempt.ts';
import type { Cut } from './CutChoice.tsx';
import { CutChoice } from './CutChoice.tsx';
import { SeatingProposal } from './SeatingProposal.tsx';
import { startRubber } from './startRubber.ts';
import { TableSizeChoice } from './TableSizeChoice.tsx';
import { nextRubberFile, proposeNext, startedAfter } from './nextRubberFile.ts';

/** What the table's rotation does, in a line under its name; null where there is no choice. */
function rotationGist(rotation: Rotation, draw: readonly string[], unit: string): string | null {
  switch (rotation) {
    case 'pivot':
      return `${draw[0]} stays North and partners each player in turn, a ${unit} each.`;
    case 'cut':
      return 'The four cut again: the two highest cards play together, and the highest deals first.';
    case 'mixed':
      return `Everyone partners everyone in turn, and sits out one ${unit} in three.`;
    case 'pairs':
      return 'The two who sat out take the seats of the two who sit out next.';
    case 'fixed':
    case 'five':
      return null;
  }
}

/**
 * When a rubber of a table that changes partners is over: the table's rotation, who partners whom
 * next, who comes in, who sits out and who changes seats, and one tap to start it. A table that
 * cuts again says who cut highest first (CutChoice). An earlier rubber of an evening whose next is
 * already started leads to the latest instead, so the evening never forks.
 */
export function NextRubber({ match, group }: { match: FourPlayerMatch; group: TableGroup }) {
  const storage = useStorage();
  const db = useDb();
  const showToast = useShowToast();
  const act = useAttempt();
  const [cut, setCut] = useState<Partial<Cut>>({});
  const [change, setChange] = useState<TableChange | null>(null);
  const proposal = useRef<HTMLDivElement>(null);
  // Once the cut is said, the seating it makes and its Start button come into view: on a phone
  // they are below the two questions.
  useEffect(() => {
    if (cut.second !== undefined) proposal.current?.scrollIntoView?.({ block: 'nearest' });
  }, [cut.highest, cut.second]);
  const unit = traitsOf(match.game).unit ?? 'Rubber';
  const number = group.rubber + 2;
  const later = useLiveQuery(
    () => startedAfter(db, group),
    // The group is read afresh at each drawing: its session and rubber say which it is.
    [db, group.session, group.rubber],
  );
  const { rotation, changed, next } = proposeNext(match, group, change, cut);
  const heading = (
    <h2 id="next-rubber-title">
      {unit} {number}: the next seating
    </h2>
  );
  if (later === undefined)
    return <section className="next-rubber" aria-labelledby="next-rubber-title" aria-busy="true" />;
  if (later !== null) {
    const latest = `${unit} ${later.rubber + 1}`;
    return (
      <section className="next-rubber" aria-labelledby="next-rubber-title">
        <h2 id="next-rubber-title">{latest} is under way</h2>
        <p>This evening has gone on: its next {unit.toLowerCase()} was started already.</p>
        <a className="button primary" href={routeHref({ name: 'match', id: later.id })}>
          Open {latest.toLowerCase()}
        </a>
      </section>
    );
  }
  if (!rotation.ok) {
    return (
      <section className="next-rubber" aria-labelledby="next-rubber-title">
        {heading}
        <p role="alert">
          This table&apos;s next seating cannot be proposed: its {rotation.problem}. Start the next{' '}
          {unit.toLowerCase()} from New match.
        </p>
      </section>
    );
  }
  const resizedTable = changed?.ok === true ? changed.value : null;
  const start = async (next: Seating) => {
    const file = nextRubberFile(match, group, changed, next);
    // Started already (a second tap, another screen): the one there is opened, never a second.
    const already = await startedAfter(db, group);
    if (already !== null) {
      navigate({ name: 'match', id: already.id });
      return;
    }
    await startRubber(storage, unit, showToast, (db) => createMatch(db, file));
  };
  const unitWord = unit.toLowerCase();
  const shownRotation = resizedTable?.rotation ?? rotation.value;
  const gist = rotationGist(shownRotation, resizedTable?.draw ?? group.draw, unitWord);
  return (
    <section className="next-rubber" aria-labelledby="next-rubber-title">
      {heading}
      {gist !== null && (
        <p className="muted small">
          <strong>{rotationName(shownRotation, unitWord)}.</strong> {gist}
        </p>
      )}
      {rotation.value === 'cut' && resizedTable === null && (
        <CutChoice players={group.draw} cut={cut} onCut={setCut} />
      )}
      <TableSizeChoice
        draw={group.draw}
        change={change}
        problem={changed?.ok === false ? changed.problem : null}
        onChange={setChange}
      />
      {next !== null && (
        <SeatingProposal
          next={next}
          start={`Start ${unitWord} ${number}`}
          onStart={() => act(start(next), 'Not started')}
          proposalRef={proposal}
        />
      )}
    </section>
  );
}
