import { useEffect, useRef, useState } from 'react';
import { traitsOf } from '../../engine/gameTraits.ts';
import { createMatch } from '../../db/matchWrites.ts';
import { toMatchFile } from '../../engine/matchFile/serialize.ts';
import { whyNotWritten } from './writeFailure.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import type { Rotation, Seating } from '../../engine/rotation.ts';
import { readRotation, rotationName, seatingAfterCut, seatingFor } from '../../engine/rotation.ts';
import type { ChangedTable, TableChange } from '../../engine/tableChange.ts';
import { changeTable, changedTableField, seatingAfterChange } from '../../engine/tableChange.ts';
import { seatAfter } from '../../engine/seats.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { navigate, routeHref } from '../router.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import { useLiveQuery } from 'dexie-react-hooks';
import { listMatches } from '../../db/allMatches.ts';
import type { BridgepadDb } from '../../db/database.ts';
import type { TableGroup } from '../../engine/tableGroup.ts';
import { TABLE_KEY, laterRubber, readGroup } from '../../engine/tableGroup.ts';
import { useAttempt } from '../common/attempt.ts';
import type { Cut } from './CutChoice.tsx';
import { CutChoice } from './CutChoice.tsx';
import { SeatingProposal } from './SeatingProposal.tsx';
import { TableSizeChoice } from './TableSizeChoice.tsx';

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

/** The evening's rubber after `group`'s, where one was started already (laterRubber). */
async function startedAfter(db: BridgepadDb, group: TableGroup) {
  const matches = (await listMatches(db)).flatMap(({ record, match }) =>
    match.ok ? [{ id: record.id, group: readGroup(match.value) }] : [],
  );
  return laterRubber(group, matches);
}

/**
 * When a rubber of a table that changes partners is over: the table's rotation, who partners whom
 * next, who comes in, who sits out and who changes seats, and one tap to start it. A table that
 * cuts again says who cut highest first (CutChoice). An earlier rubber of an evening whose next is
 * already started leads to the latest instead, so the evening never forks.
 */
export function NextRubber({ match, group }: { match: FourPlayerMatch; group: TableGroup }) {
  const storage = useStorage();
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
    () => startedAfter(storage.db, group),
    // The group is read afresh at each drawing: its session and rubber say which it is.
    [storage.db, group.session, group.rubber],
  );
  // readGroup found the table's field an object: it is written back whole, keys unknown here too.
  const table = match.extras[TABLE_KEY] as Readonly<Record<string, unknown>>;
  const rotation = readRotation(table.rotation, group.draw.length);
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
  const { highest, second } = cut;
  const changed =
    change === null ? null : changeTable(match.players, group.draw, number - 1, change);
  const resizedTable: ChangedTable | null = changed?.ok === true ? changed.value : null;
  const next: Seating | null =
    resizedTable !== null && change !== null
      ? seatingAfterChange(match.players, resizedTable, number - 1, change)
      : rotation.value !== 'cut'
        ? seatingFor(group.draw, number - 1 - group.from, rotation.value)
        : highest !== undefined && second !== undefined
          ? seatingAfterCut(match.players, group.draw, { highest, second })
          : null;
  const start = async (next: Seating) => {
    const file = toMatchFile({
      ...match,
      id: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      players: next.seats,
      // The deal goes on round the table, the next rubber's first dealer following the last
      // dealer, unless the rotation says who deals (a cut: the highest card).
      firstDealer: next.dealer ?? seatAfter(match.firstDealer, match.deals.length),
      deals: [],
      finished: false,
      extras: {
        ...match.extras,
        [TABLE_KEY]:
          resizedTable === null
            ? { ...table, rubber: number - 1 }
            : changedTableField(table, resizedTable, number - 1),
      },
    });
    const notStarted = `Could not start the next ${unit.toLowerCase()}`;
    try {
      // Started already (a second tap, another screen): the one there is opened, never a second.
      const already = await startedAfter(storage.db, group);
      if (already !== null) {
        navigate({ name: 'match', id: already.id });
        return;
      }
      const created = await storage.write((db) => createMatch(db, file));
      if (created.ok) navigate({ name: 'match', id: created.value.id });
      else showToast(`${notStarted}: ${created.errors.map(formatProblem).join('; ')}`);
    } catch (error) {
      showToast(`${notStarted}: ${whyNotWritten(error)}. Tap again, or export the match.`);
    }
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
