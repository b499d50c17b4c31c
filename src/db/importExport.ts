import type { Problem } from '../engine/matchFile/problems.ts';
import { at, isObject } from '../engine/matchFile/problems.ts';
import { matchFileText, toMatchFile } from '../engine/matchFile/serialize.ts';
import { readMatchFile, withStatedTotals } from '../engine/matchFile/readMatchFile.ts';
import { MATCH_FORMAT } from '../engine/matchFile/validateMatch.ts';
import { jsonProblem } from '../engine/matchFile/parseMatch.ts';
import { decodeMatch } from '../matchCode/matchCodeRead.ts';
import { pbnToMatch } from '../engine/pbn/importPbn.ts';
import type { Match, Result } from '../engine/types.ts';
import type { BridgepadDb } from './database.ts';
import { getRecords } from './matchRows.ts';
import { allRecords } from './allMatches.ts';
import { putRecords } from './matchRowWrites.ts';
import { newId, now, readRecord } from './matchStore.ts';
import { retireHistory, toRecord } from './matchWrites.ts';
import type { MatchRecord } from './records.ts';

/**
 * Taking matches out as files and bringing them back (docs/format.md). A backup is one JSON object,
 * `{ "format": "bridgepad.backup", "version": 1, "matches": [match files] }`. An import is checked
 * whole before anything is written: one bad match and nothing changes.
 */
export const BACKUP_FORMAT = 'bridgepad.backup';
export const BACKUP_VERSION = 1;

/** `matches[2].deals[0].tricks` from `deals[0].tricks` inside the third match of a backup. */
function within(prefix: string, problem: Problem): Problem {
  const path =
    problem.path === '$'
      ? prefix
      : problem.path.startsWith('[')
        ? `${prefix}${problem.path}`
        : `${prefix}.${problem.path}`;
  return { path, message: problem.message };
}

/**
 * PBN text starts with a `%` comment or a tag pair such as `[Event "..."]` (PBN 2.1 section 2); a
 * match file or backup is JSON, and JSON never has a letter straight after its opening bracket.
 */
function looksLikePbn(text: string): boolean {
  return /^\s*(%|\[[A-Za-z])/.test(text);
}

function parsePbn(text: string): Result<Match[], Problem[]> {
  const match = pbnToMatch(text);
  return match.ok ? { ok: true, value: [match.value] } : match;
}

/**
 * Reads an import file: one match file, a backup of many, a match as PBN (docs/pbn.md), or
 * another device's match code (a `.bpm.txt` file or a link).
 * Every problem, with its path (a PBN problem with its line).
 */
export function parseImport(text: string): Result<Match[], Problem[]> {
  const body = text.replace(/^\uFEFF/, '');
  // Another device's match code, saved as a file or a link (docs/format.md, "The match code"):
  // importing it is joining that match, with its id.
  if (/^\s*BP\d+:|#m=/.test(body)) {
    const joined = decodeMatch([body]);
    return joined.ok ? { ok: true, value: [joined.value] } : joined;
  }
  if (looksLikePbn(body)) return parsePbn(body);
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (error) {
    // PBN that opens with a `;` or `{...}` comment: not JSON, but it has tag pairs.
    if (/^\[[A-Za-z]\w*\s+"/m.test(body)) return parsePbn(body);
    return { ok: false, errors: [{ path: '$', message: jsonProblem(error) }] };
  }
  if (isObject(raw) && raw.format === BACKUP_FORMAT) {
    const problems: Problem[] = [];
    if (raw.version !== BACKUP_VERSION) {
      problems.push({ path: 'version', message: `must be ${BACKUP_VERSION}` });
    }
    for (const key of Object.keys(raw)) {
      if (!['format', 'version', 'matches', 'exportedAt'].includes(key) && !key.startsWith('x-')) {
        problems.push({ path: key, message: 'unknown field' });
      }
    }
    if (!Array.isArray(raw.matches)) {
      problems.push({ path: 'matches', message: 'must be an array of match files' });
      return { ok: false, errors: problems };
    }
    const matches: Match[] = [];
    raw.matches.forEach((file, i) => {
      const result = readMatchFile(file);
      if (result.ok) matches.push(result.value);
      else problems.push(...result.errors.map((p) => within(at('matches', i), p)));
    });
    return problems.length > 0 ? { ok: false, errors: problems } : { ok: true, value: matches };
  }
  if (isObject(raw) && raw.format !== MATCH_FORMAT && typeof raw.format === 'string') {
    return {
      ok: false,
      errors: [{ path: 'format', message: `must be "${MATCH_FORMAT}" or "${BACKUP_FORMAT}"` }],
    };
  }
  const single = readMatchFile(raw);
  return single.ok ? { ok: true, value: [single.value] } : single;
}

/** What to do with an imported match the database already has (same id). */
export type ConflictChoice = 'replace' | 'keep-both' | 'skip';

export interface ImportPlanItem {
  readonly match: Match;
  /** The stored match with the same id, if any. */
  readonly existing: MatchRecord | undefined;
}

export async function planImport(
  db: BridgepadDb,
  matches: readonly Match[],
): Promise<ImportPlanItem[]> {
  const ids = matches.map((m) => m.id).filter((id): id is string => id !== undefined);
  const existing = await getRecords(db, ids);
  const byId = new Map(
    existing.filter((r): r is MatchRecord => r !== undefined).map((r) => [r.id, r]),
  );
  return matches.map((match) => ({
    match,
    existing: match.id === undefined ? undefined : byId.get(match.id),
  }));
}

/**
 * Writes an import in one transaction. A match already stored is replaced, kept beside the
 * old one under a new id, or skipped, as chosen (default: keep both).
 */
export async function applyImport(
  db: BridgepadDb,
  plan: readonly ImportPlanItem[],
  choose: (item: ImportPlanItem) => ConflictChoice = () => 'keep-both',
): Promise<{ added: number; replaced: number; skipped: number }> {
  const counts = { added: 0, replaced: 0, skipped: 0 };
  await db.transaction('rw', db.matches, db.dealPages, db.history, db.deleted, async () => {
    // A match of the same id waiting among the recently deleted keeps its id, its history and
    // its place there: the import comes in beside it, under an id of its own.
    const ids = plan.flatMap((item) => (item.match.id === undefined ? [] : [item.match.id]));
    const binned = new Set((await db.deleted.bulkGet(ids)).flatMap((d) => (d ? [d.id] : [])));
    const records: MatchRecord[] = [];
    const seen = new Set<string>();
    for (const item of plan) {
      // The same id twice in one file: the later one is kept beside the earlier, never over it.
      const id = item.match.id;
      const repeated = id !== undefined && seen.has(id);
      if (id !== undefined) seen.add(id);
      if (item.existing === undefined || repeated) {
        const ownId = repeated || (id !== undefined && binned.has(id));
        records.push(toRecord(ownId ? { ...item.match, id: newId() } : item.match));
        counts.added += 1;
        continue;
      }
      const choice = choose(item);
      if (choice === 'skip') counts.skipped += 1;
      else if (choice === 'replace') {
        records.push(toRecord(item.match, { updatedAt: now() }));
        counts.replaced += 1;
      } else {
        records.push(toRecord({ ...item.match, id: newId() }));
        counts.added += 1;
      }
    }
    // A match written over (replaced, or imported again after it was cleared away) starts with
    // no steps to undo: the old ones belong to other deals.
    for (const record of records) await retireHistory(db, record.id);
    await putRecords(db, records);
  });
  return counts;
}

/** One match as match file text, ready to save or send: a competition match states its totals. */
export function exportMatch(record: MatchRecord): Result<string, Problem[]> {
  const read = readRecord(record);
  if (!read.ok) return read;
  return { ok: true, value: matchFileText(withStatedTotals(toMatchFile(read.value), read.value)) };
}

/** Every stored match as one backup file. Matches that no longer read are left out and listed. */
export async function exportBackup(db: BridgepadDb): Promise<{ text: string; skipped: string[] }> {
  const records = await allRecords(db);
  const files: Record<string, unknown>[] = [];
  const skipped: string[] = [];
  for (const record of records) {
    const read = readRecord(record);
    if (read.ok) files.push(toMatchFile(read.value));
    else skipped.push(record.id);
  }
  const backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now(),
    matches: files,
  };
  return { text: `${JSON.stringify(backup, null, 2)}\n`, skipped };
}

export function backupFileName(date = now()): string {
  return `bridgepad-backup-${date.slice(0, 10)}.json`;
}
