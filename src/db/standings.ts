import type { Problem } from '../engine/matchFile/problems.ts';
import { validateMatch } from '../engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../engine/score.ts';
import type { Standing } from '../engine/standing.ts';
import { isStanding, standingOf } from '../engine/standing.ts';
import type { Match, Result } from '../engine/types.ts';
import type { BridgepadDb } from './database.ts';
import type { MatchRow } from './matchRows.ts';
import { readyToRead } from './matchStore.ts';
import { getRecords } from './matchRows.ts';
import type { ReadSource } from './storeReads.ts';
import { MAX_KEY, MIN_KEY, readsOf } from './storeReads.ts';

/**
 * The matches list, a page at a time, read from those matches' rows alone. Each row keeps beside the match how it
 * stands (its status, totals and leader: src/engine/standing.ts), worked out from its deals. It
 * is a cache and never a second source of truth:
 * - it holds the `rev` of the row it was worked out from, and every write of a match, its pages
 *   alone included, leaves its row a higher `rev` and no standing, by the database itself under
 *   every writer (matchKeeper.ts), so a standing is never read for deals other than those it
 *   came from;
 * - it holds STANDING_VERSION, raised whenever scoring or the standing itself changes, so a
 *   standing from an older version is worked out again;
 * - a standing that is missing, from another revision or version, or not of the right shape
 *   (damaged) is worked out again from the deals, and kept again, when the list is read.
 * Backups and match files never carry it (matchRows.ts leaves it out of every record).
 */

/**
 * Raise this whenever how a match is scored, or what a standing holds, changes: every kept
 * standing is then worked out again the next time the list is read.
 */
export const STANDING_VERSION = 1;

/** What a row keeps: the standing, or the problem that keeps its match from being read. */
export type KeptStanding =
  | { readonly v: number; readonly rev: number; readonly ok: true; readonly standing: Standing }
  | { readonly v: number; readonly rev: number; readonly ok: false; readonly problem: Problem };

/** One match in the list: what its row names, and how it stands. */
export interface ListedRow {
  readonly id: string;
  readonly createdAt: string;
  /** The match as its row reads, without its deals; not ok when the match cannot be read. */
  readonly match: Result<Match, Problem[]>;
  /** Null when the match cannot be read. */
  readonly standing: Standing | null;
}

/** A row's kept standing, if it is of this version, of this revision, and whole. */
export function keptStanding(row: MatchRow): KeptStanding | null {
  const kept = row.standing as Record<string, unknown> | undefined;
  if (typeof kept !== 'object' || kept === null) return null;
  if (kept.v !== STANDING_VERSION || kept.rev !== (row.rev ?? 0)) return null;
  if (kept.ok === true && isStanding(kept.standing)) return kept as KeptStanding;
  const problem = kept.problem as Partial<Problem> | undefined;
  if (kept.ok === false && typeof problem?.path === 'string' && typeof problem.message === 'string')
    return kept as KeptStanding;
  return null;
}

/** A row's match with no deals: all the list shows of it but its standing. */
function header(row: MatchRow): Result<Match, Problem[]> {
  return validateMatch({ ...row.file, deals: [] });
}

/** Works out a match's standing from its deals, as the match screen scores them. */
function workedOut(row: MatchRow, match: Result<Match, Problem[]>): KeptStanding {
  const at = { v: STANDING_VERSION, rev: row.rev ?? 0 };
  if (!match.ok) {
    const problem = match.errors[0] ?? { path: '$', message: 'cannot be read' };
    return { ...at, ok: false, problem: { path: problem.path, message: problem.message } };
  }
  return { ...at, ok: true, standing: standingOf(scoreMatch(match.value)) };
}

/** A row as the list shows it: its match read from the row (`header`) only if it can be read. */
function listed(row: MatchRow, kept: KeptStanding): ListedRow {
  const { id, createdAt } = row;
  return kept.ok
    ? { id, createdAt, match: header(row), standing: kept.standing }
    : { id, createdAt, match: { ok: false, errors: [kept.problem] }, standing: null };
}

/** How many matches the list shows at first, and how many more each time it is asked. */
export const LIST_PAGE = 50;

/**
 * The `limit` latest changed matches, with how they stand: from the rows alone where their
 * standings are kept, and from the deals of the rest, whose standings are then kept. Only those
 * rows are read, and only their standings worked out, however many matches the device holds.
 */
export async function listRows(source: ReadSource, limit: number): Promise<ListedRow[]> {
  const reads = readsOf(source);
  const rows = await reads.range<MatchRow>('matches', 'updatedAt', MIN_KEY, MAX_KEY, {
    reverse: true,
    limit,
  });
  const list = new Map<string, ListedRow>();
  const stale: MatchRow[] = [];
  for (const row of rows) {
    const kept = keptStanding(row);
    const item = kept === null ? null : listed(row, kept);
    // A standing kept for a match whose row the validator now refuses is worked out again.
    if (item === null || (item.standing !== null && !item.match.ok)) stale.push(row);
    else list.set(row.id, item);
  }
  if (stale.length > 0) {
    const records = await getRecords(
      reads,
      stale.map((row) => row.id),
    );
    // The scoring of their games that comes with a game's first match (Chicago, Kapiti…). After
    // the reads: the live query reading the list has seen every table it reads by then.
    await readyToRead(records);
    const rebuilt: { id: string; kept: KeptStanding }[] = [];
    stale.forEach((row, i) => {
      const record = records[i];
      // Deleted since the rows were read: the list is read again for that change.
      if (record === undefined) return;
      const whole = validateMatch(record.file);
      const kept = workedOut(row, whole);
      rebuilt.push({ id: row.id, kept });
      list.set(row.id, listed(row, kept));
    });
    if (rebuilt.length > 0) reads.later((db) => keepStandings(db, rebuilt));
  }
  return rows.flatMap((row) => list.get(row.id) ?? []);
}

/**
 * Keeps standings just worked out, each only if its match has not been written since (its
 * `rev` unchanged). After the read that worked them out, outside it: the list is often read
 * inside a live query, which must not write. A standing that cannot be kept (a full device, a
 * store gone read-only) is worked out again next time; nothing else is touched.
 */
async function keepStandings(
  db: BridgepadDb,
  rebuilt: readonly { id: string; kept: KeptStanding }[],
): Promise<void> {
  const byId = new Map(rebuilt.map(({ id, kept }) => [id, kept]));
  // The marks' code comes with the store's writing half: here already, as the database is.
  const { withoutMarks } = await import('./matchMarks.ts');
  // Read and put back whole, not through Dexie's `modify`: that copies a row key by key, and a
  // key `__proto__` inside a player's own `x-` field became the copy's prototype there and was
  // lost (docs/format.md, "The file": an `x-` field is written back untouched).
  // A standing changes nothing of the match: no mark for the club or the ledger (matchMarks.ts).
  await withoutMarks(db, 'standing', [db.matches], async () => {
    const rows = await db.matches.bulkGet([...byId.keys()]);
    const keep = rows.flatMap((row) => {
      const kept = row === undefined ? undefined : byId.get(row.id);
      return row !== undefined && kept?.rev === (row.rev ?? 0) ? [{ ...row, standing: kept }] : [];
    });
    await db.matches.bulkPut(keep);
  });
}
