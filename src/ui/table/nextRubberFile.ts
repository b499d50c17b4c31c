import type { RotationRead, Seating } from '../../engine/rotation.ts';
import { readRotation, seatingAfterCut, seatingFor } from '../../engine/rotation.ts';
import { toMatchFile } from '../../engine/matchFile/serialize.ts';
import type { TableChange, TableChangeResult } from '../../engine/tableChange.ts';
import { changeTable, changedTableField, seatingAfterChange } from '../../engine/tableChange.ts';
import { seatAfter } from '../../engine/seats.ts';
import type { TableGroup } from '../../engine/tableGroup.ts';
import { TABLE_KEY, laterRubber, readGroup } from '../../engine/tableGroup.ts';
import { listMatches } from '../../db/allMatches.ts';
import type { BridgepadDb } from '../../db/database.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import type { Cut } from './CutChoice.tsx';

/**
 * What NextRubber.tsx proposes and starts when an evening's rubber is over, apart from the screen:
 * the next seating, from the table's rotation, a cut or a change of the table's size, and the
 * match file of the next rubber. Plain functions, so the table and the tests start the next
 * rubber alike.
 */

/** The table's field of `match` (readGroup found it an object): written back whole, keys unknown here too. */
export const tableField = (match: FourPlayerMatch) =>
  match.extras[TABLE_KEY] as Readonly<Record<string, unknown>>;

/** The next rubber as proposed: the table's rotation, a change of size asked for, and the seating. */
export interface NextProposal {
  readonly rotation: RotationRead;
  /** The table after the change asked for, or why it cannot change; null when none is asked. */
  readonly changed: TableChangeResult | null;
  /** The seating proposed; null while a cut is not yet said, or the rotation cannot be read. */
  readonly next: Seating | null;
}

/** What the next rubber of `group`'s evening is, after `match`, with a change and a cut as said. */
export function proposeNext(
  match: FourPlayerMatch,
  group: TableGroup,
  change: TableChange | null,
  cut: Partial<Cut>,
): NextProposal {
  const rotation = readRotation(tableField(match).rotation, group.draw.length);
  const number = group.rubber + 2;
  const changed =
    change === null ? null : changeTable(match.players, group.draw, number - 1, change);
  if (!rotation.ok) return { rotation, changed, next: null };
  const resizedTable = changed?.ok === true ? changed.value : null;
  const { highest, second } = cut;
  const next: Seating | null =
    resizedTable !== null && change !== null
      ? seatingAfterChange(match.players, resizedTable, number - 1, change)
      : rotation.value !== 'cut'
        ? seatingFor(group.draw, number - 1 - group.from, rotation.value)
        : highest !== undefined && second !== undefined
          ? seatingAfterCut(match.players, group.draw, { highest, second })
          : null;
  return { rotation, changed, next };
}

/** The match file of the next rubber: `next`'s seats, no deals, the table's field moved on. */
export function nextRubberFile(
  match: FourPlayerMatch,
  group: TableGroup,
  changed: TableChangeResult | null,
  next: Seating,
): Record<string, unknown> {
  const number = group.rubber + 2;
  const table = tableField(match);
  const resizedTable = changed?.ok === true ? changed.value : null;
  return rubberFileAfter(
    match,
    next,
    resizedTable === null
      ? { ...table, rubber: number - 1 }
      : changedTableField(table, resizedTable, number - 1),
  );
}

/**
 * The match file of the rubber after `match`'s: the same game and rules, `next`'s seats, no deals,
 * and `table` as its table's field (`x-bridgepad-table`).
 */
export function rubberFileAfter(
  match: FourPlayerMatch,
  next: Seating,
  table: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return toMatchFile({
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
    extras: { ...match.extras, [TABLE_KEY]: table },
  });
}

/** The evening's rubber after `group`'s, where one was started already (laterRubber). */
export async function startedAfter(db: BridgepadDb, group: TableGroup) {
  const matches = (await listMatches(db)).flatMap(({ record, match }) =>
    match.ok ? [{ id: record.id, group: readGroup(match.value) }] : [],
  );
  return laterRubber(group, matches);
}
