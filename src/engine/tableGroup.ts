import { traitsOf } from './gameTraits.ts';
import type { Standing } from './standing.ts';
import type { Match } from './types.ts';

/**
 * A table that changes partners (five or six players, or four who pivot or cut again) plays one
 * rubber per match, the seats changing between rubbers (src/engine/rotation.ts). The matches of
 * one evening share a session, kept in the match file under an `x-` key, which every reader keeps
 * (docs/format.md, "A table that changes partners"); the table's rotation is read where the next
 * seating is proposed (NextRubber.tsx), off the first screen.
 */
export const TABLE_KEY = 'x-bridgepad-table';

export interface TableGroup {
  /** Shared by the matches of one table's evening. */
  readonly session: string;
  /** Every player, in the order of the cards drawn, highest first. */
  readonly draw: readonly string[];
  /** Which rubber of the session this match is (0 the first). */
  readonly rubber: number;
  /**
   * The session's rubber that is this draw's first, where the table changed size during the
   * evening (src/engine/tableChange.ts); 0 where it never did.
   */
  readonly from: number;
}

/** The table group a match belongs to, or null (four fixed partners, or not a rubber). */
export function readGroup(match: Match): TableGroup | null {
  if (!traitsOf(match.game).sitOut) return null;
  const raw = match.extras[TABLE_KEY] as Partial<TableGroup> | undefined;
  if (raw === undefined || typeof raw !== 'object' || raw === null) return null;
  const { session, draw, rubber, from = 0 } = raw;
  if (typeof session !== 'string' || !Array.isArray(draw) || typeof rubber !== 'number')
    return null;
  if (draw.length < 4 || draw.length > 6 || !draw.every((name) => typeof name === 'string'))
    return null;
  // A draw begun after the rubber it is in is no draw of this match's: read as never changed.
  const begun = Number.isInteger(from) && from >= 0 && from <= rubber ? from : 0;
  return { session, draw, rubber, from: begun };
}

/**
 * A rubber (or chukker) of a table that changes partners is a match of its own, over once the rubber is
 * won (or the chukker's four deals played): then the next seating plays the next, as a new match.
 */
export function groupRubberOver(match: Match, standing: Pick<Standing, 'firstRubber'>): boolean {
  const first = standing.firstRubber;
  if (readGroup(match) === null || first === null) return false;
  return traitsOf(match.game).rubbers ? first.won : first.over;
}

/**
 * The latest rubber of `group`'s evening after its own, among the evening's matches (each by its
 * id and group), or null when `group`'s is the latest: only the latest rubber of an evening offers
 * the next, so an evening never forks.
 */
export function laterRubber(
  group: TableGroup,
  matches: readonly { readonly id: string; readonly group: TableGroup | null }[],
): { readonly id: string; readonly rubber: number } | null {
  let latest: { id: string; rubber: number } | null = null;
  for (const { id, group: other } of matches) {
    if (other === null || other.session !== group.session || other.rubber <= group.rubber) continue;
    if (latest === null || other.rubber > latest.rubber) latest = { id, rubber: other.rubber };
  }
  return latest;
}
