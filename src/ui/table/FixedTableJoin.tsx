import { useRef, useState } from 'react';
import { traitsOf } from '../../engine/gameTraits.ts';
import { startFromFixedTable } from '../../db/matchWrites.ts';
import { randomUuid } from '../../db/randomId.ts';
import type { TableChange } from '../../engine/tableChange.ts';
import { changeTable, changedTableField, seatingAfterChange } from '../../engine/tableChange.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { useAttempt } from '../common/attempt.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import { rubberFileAfter } from './nextRubberFile.ts';
import { SeatingProposal } from './SeatingProposal.tsx';
import { startRubber } from './startRubber.ts';
import { TableSizeChoice } from './TableSizeChoice.tsx';

/**
 * Between two rubbers of four fixed partners: a fifth player may join the table (docs/rules.md,
 * "A table that changes size"). The four's match becomes the evening's first, holding the
 * rubbers they played, and the table goes on at five, a rubber a match, its seating proposed as
 * at any table that changes partners; the evening's back score and settling up take in both.
 * `played` is how many rubbers the four played: the next is the evening's rubber of that number.
 */
export function FixedTableJoin({
  id,
  match,
  played,
}: {
  id: string;
  match: FourPlayerMatch;
  played: number;
}) {
  const storage = useStorage();
  const showToast = useShowToast();
  const act = useAttempt();
  const [change, setChange] = useState<TableChange | null>(null);
  const starting = useRef(false);
  const { players } = match;
  // A table of four is drawn North, South, East, West (docs/format.md).
  const draw = [players.N, players.S, players.E, players.W];
  const changed = change === null ? null : changeTable(players, draw, played, change);
  const table = changed?.ok === true ? changed.value : null;
  const next =
    table !== null && change !== null ? seatingAfterChange(players, table, played, change) : null;
  const unit = (traitsOf(match.game).unit ?? 'Rubber').toLowerCase();
  const start = async () => {
    if (table === null || next === null || starting.current) return;
    starting.current = true;
    const session = randomUuid();
    const file = rubberFileAfter(match, next, changedTableField({ session }, table, played));
    try {
      const first = { session, draw, rubber: 0 };
      await startRubber(storage, unit, showToast, (db) => startFromFixedTable(db, id, first, file));
    } finally {
      starting.current = false;
    }
  };
  return (
    <section className="next-rubber table-join" aria-label={`Before ${unit} ${played + 1}`}>
      <TableSizeChoice
        draw={draw}
        change={change}
        problem={changed?.ok === false ? changed.problem : null}
        onChange={setChange}
      />
      {next !== null && (
        <SeatingProposal
          next={next}
          start={`Start ${unit} ${played + 1}`}
          onStart={() => act(start(), 'Not started')}
        />
      )}
    </section>
  );
}
