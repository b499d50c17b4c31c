import type { Problem } from '../engine/matchFile/problems.ts';
import { isObject } from '../engine/matchFile/problems.ts';
import { matchFileText, toMatchFile } from '../engine/matchFile/serialize.ts';
import { readMatchFile, withStatedTotals } from '../engine/matchFile/readMatchFile.ts';
import { MATCH_FORMAT } from '../engine/matchFile/validateMatch.ts';
import { jsonProblem } from '../engine/matchFile/parseMatch.ts';
import { decodeMatch } from '../matchCode/matchCodeRead.ts';
import { readPbn } from '../engine/pbn/importPbn.ts';
import type { Match, Result } from '../engine/types.ts';
import type { BridgepadDb } from './database.ts';
import { getRecords } from './matchRows.ts';
import type { BackupContents, BackupStores } from './backupFile.ts';
import type { StoresRestored } from './restoreStores.ts';
import { restoreStores } from './restoreStores.ts';
import { BACKUP_FORMAT, NO_STORES, readBackup } from './backupFile.ts';
import { putRecords } from './matchRowWrites.ts';
import { newId, now, readRecord, readyToRead } from './matchStore.ts';
export { BACKUP_FORMAT, BACKUP_VERSION, backupFileName } from './backupFile.ts';
import { retireHistory, toRecord } from './matchWrites.ts';
import { importDifferences } from './importDiffers.ts';
import { placesKept } from './eveningPlaces.ts';
import { besideBinnedCopy, besideBinnedId } from './besideBinned.ts';
import { TABLE_KEY, readGroup } from '../engine/tableGroup.ts';
import type { MatchRecord } from './records.ts';

/**
 * Taking matches out as files and bringing them back (docs/format.md). A backup (backupFile.ts)
 * holds every store of the device. An import is checked whole before anything is written: one
 * bad match and nothing changes.
 */
/**
 * PBN text starts with a `%` comment or a tag pair such as `[Event "..."]` (PBN 2.1 section 2); a
 * match file or backup is JSON, and JSON never has a letter straight after its opening bracket.
 */
function looksLikePbn(text: string): boolean {
  return /^\s*(%|\[[A-Za-z])/.test(text);
}

/** A PBN file's match, with what it left to be assumed or holds that a match does not keep. */
function parsePbn(text: string): Result<ImportContents, Problem[]> {
  const read = readPbn(text);
  if (!read.ok) return read;
  return {
    ok: true,
    value: { matches: [read.value.match], stores: NO_STORES, notes: read.value.notes },
  };
}

/**
 * An import file's matches and a backup's other stores, as parseImportContents reads them; and
 * for a PBN file, what it left to be assumed or holds that a match does not keep (docs/pbn.md),
 * to be said when the import is done.
 */
export interface ImportContents extends BackupContents {
  readonly notes: readonly Problem[];
}

/**
 * Reads an import file: one match file, a backup of many, a match as PBN (docs/pbn.md), or
 * another device's match code (a `.bpm.txt` file or a link).
 * Every problem, with its path (a PBN problem with its line).
 */
export function parseImport(text: string): Result<Match[], Problem[]> {
  const read = parseImportContents(text);
  return read.ok ? { ok: true, value: [...read.value.matches] } : read;
}

/** An import file's matches, as parseImport reads them, and a backup's other stores. */
export function parseImportContents(text: string): Result<ImportContents, Problem[]> {
  const matchesOnly = (read: Result<Match[], Problem[]>): Result<ImportContents, Problem[]> =>
    read.ok ? { ok: true, value: { matches: read.value, stores: NO_STORES, notes: [] } } : read;
  const body = text.replace(/^\uFEFF/, '');
  // Another device's match code, saved as a file or a link (docs/format.md, "The match code"):
  // importing it is joining that match, with its id.
  if (/^\s*BP\d+:|#m=/.test(body)) {
    const joined = decodeMatch([body]);
    return matchesOnly(joined.ok ? { ok: true, value: [joined.value] } : joined);
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
    const backup = readBackup(raw);
    return backup.ok ? { ok: true, value: { ...backup.value, notes: [] } } : backup;
  }
  if (isObject(raw) && raw.format !== MATCH_FORMAT && typeof raw.format === 'string') {
    return {
      ok: false,
      errors: [{ path: 'format', message: `must be "${MATCH_FORMAT}" or "${BACKUP_FORMAT}"` }],
    };
  }
  const single = readMatchFile(raw);
  return matchesOnly(single.ok ? { ok: true, value: [single.value] } : single);
}

/** What to do with an imported match the database already has (same id). */
export type ConflictChoice = 'replace' | 'keep-both' | 'skip';

export interface ImportPlanItem {
  readonly match: Match;
  /**
   * Where a match of the file's id waits among the recently deleted: the id it comes in under
   * beside it (besideBinned.ts), which `existing` and `differs` are of.
   */
  readonly beside?: string;
  /** The stored match with the same id (or, `beside`, with that id), if any. */
  readonly existing: MatchRecord | undefined;
  /**
   * What differs between the stored match and the file's, in words (importDiffers.ts); empty
   * when there is no stored match, or when the two are the same, which the import passes by.
   */
  readonly differs: readonly string[];
}

/** A match already here, the same as the file's: passed by, never offered, never doubled. */
export function alreadySame(item: ImportPlanItem): boolean {
  return item.existing !== undefined && item.differs.length === 0;
}

/** A match already here that differs from the file's: the player chooses what to keep. */
export function offered(item: ImportPlanItem): boolean {
  return item.existing !== undefined && item.differs.length > 0;
}

export async function planImport(
  db: BridgepadDb,
  matches: readonly Match[],
): Promise<ImportPlanItem[]> {
  const ids = matches.map((m) => m.id).filter((id): id is string => id !== undefined);
  const beside = await besideBinned(db, ids);
  const existing = await getRecords(db, [...ids.map((id) => beside.get(id) ?? id)]);
  await readyToRead(existing);
  const byId = new Map(
    existing.filter((r): r is MatchRecord => r !== undefined).map((r) => [r.id, r]),
  );
  return matches.map((match) => {
    const copyId = match.id === undefined ? undefined : beside.get(match.id);
    const at = copyId === undefined ? match : besideBinnedCopy(match, copyId);
    const existing = at.id === undefined ? undefined : byId.get(at.id);
    const item = copyId === undefined ? { match } : { match, beside: copyId };
    if (existing === undefined) return { ...item, existing, differs: [] };
    const stored = readRecord(existing);
    const differs = stored.ok
      ? importDifferences(stored.value, at)
      : ['the match here does not read'];
    return { ...item, existing, differs };
  });
}

/**
 * For each of `ids` whose match waits among the recently deleted, the id a match of it comes in
 * under: the deleted id's copy's (besideBinnedId), or, where that copy waits there too, its copy's,
 * and so on to the first that is not deleted.
 */
async function besideBinned(db: BridgepadDb, ids: readonly string[]): Promise<Map<string, string>> {
  const beside = new Map<string, string>();
  let asked = ids.map((id) => ({ id, at: id }));
  while (asked.length > 0) {
    const binned = new Set(
      await db.deleted
        .where(':id')
        .anyOf(asked.map(({ at }) => at))
        .primaryKeys(),
    );
    asked = asked.flatMap(({ id, at }) => {
      if (!binned.has(at)) return [];
      const next = besideBinnedId(at);
      beside.set(id, next);
      return [{ id, at: next }];
    });
  }
  return beside;
}

/** What an import wrote: matches added, replaced and skipped, and a backup's other stores. */
export interface ImportCounts {
  readonly added: number;
  /** Matches already here, the same as the file's: passed by. */
  readonly same: number;
  readonly replaced: number;
  readonly skipped: number;
  readonly stores: StoresRestored;
}

/**
 * Writes an import in one transaction. A match already stored and the same as the file's is
 * passed by; one that differs is replaced, kept beside the old one under a new id, or skipped, as
 * chosen (default: keep both). A copy kept beside another is a table's evening of its own: it
 * never joins the evening of the match it copies, so no evening counts a rubber twice. A backup's
 * other stores come with it (restoreStores.ts): each match's history follows the match wherever
 * it is written.
 */
export async function applyImport(
  db: BridgepadDb,
  plan: readonly ImportPlanItem[],
  choose: (item: ImportPlanItem) => ConflictChoice = () => 'keep-both',
  stores: BackupStores = NO_STORES,
): Promise<ImportCounts> {
  const counts = { added: 0, same: 0, replaced: 0, skipped: 0 };
  const apart = eveningsApart();
  // A backup writes to every store: all of it in one transaction, or none.
  const restored = await db.transaction('rw', db.tables, async () => {
    // A match of the same id waiting among the recently deleted keeps its id, its history and
    // its place there: the import comes in beside it, under an id of its own worked out from
    // the deleted one's (besideBinned.ts: the same file imported again finds that copy the same)
    // and, a rubber of a table's evening, as an evening of its own, so that the evening never
    // counts it twice (imported again, or the deleted one restored).
    const ids = plan.flatMap((item) => {
      const id = item.beside ?? item.match.id;
      return id === undefined ? [] : [id];
    });
    const binned = new Set(await db.deleted.where(':id').anyOf(ids).primaryKeys());
    const records: MatchRecord[] = [];
    // Under which id each match of the file was written, or null when it was not.
    const written = new Map<string, string | null>();
    const seen = new Set<string>();
    for (const item of plan) {
      // The same id twice in one file: the later one is kept beside the earlier, never over it.
      const id = item.match.id;
      const repeated = id !== undefined && seen.has(id);
      if (id !== undefined) seen.add(id);
      const writeAs = (record: MatchRecord) => {
        records.push(record);
        if (id !== undefined && !repeated) written.set(id, record.id);
      };
      // The match as it comes in: beside a deleted one of its id, under the copy's id.
      const incoming =
        item.beside === undefined ? item.match : besideBinnedCopy(item.match, item.beside);
      if (item.existing === undefined || repeated) {
        // Deleted since the plan was made: beside it under an id of its own.
        const binnedCopy = !repeated && item.beside === undefined && binned.has(incoming.id ?? '');
        writeAs(
          toRecord(repeated || binnedCopy ? apart({ ...item.match, id: newId() }) : incoming),
        );
        counts.added += 1;
        continue;
      }
      if (alreadySame(item)) {
        counts.same += 1;
        if (id !== undefined) written.set(id, null);
        continue;
      }
      const choice = choose(item);
      if (choice === 'skip') {
        counts.skipped += 1;
        if (id !== undefined) written.set(id, null);
      } else if (choice === 'replace') {
        writeAs(toRecord(incoming, { updatedAt: now() }));
        counts.replaced += 1;
      } else {
        writeAs(toRecord(apart({ ...item.match, id: newId() })));
        counts.added += 1;
      }
    }
    // A match written over (replaced, or imported again after it was cleared away) starts with
    // no steps to undo: the old ones belong to other deals.
    await retireHistory(
      db,
      records.map((record) => record.id),
    );
    await putRecords(db, await placesKept(db, records));
    return restoreStores(db, stores, written);
  });
  return { ...counts, stores: restored };
}

/**
 * Copies of matches made apart from their table's evening: each evening copied gets a session of
 * its own, the same for every rubber of it copied in one import, so the copies make one evening
 * beside the first and never join it.
 */
function eveningsApart(): (match: Match) => Match {
  const sessions = new Map<string, string>();
  return (match) => {
    const group = readGroup(match);
    if (group === null) return match;
    const copy = sessions.get(group.session) ?? newId();
    sessions.set(group.session, copy);
    // The table's field written back whole, keys unknown here too (NextRubber.tsx does the same).
    const table = match.extras[TABLE_KEY] as Readonly<Record<string, unknown>>;
    return { ...match, extras: { ...match.extras, [TABLE_KEY]: { ...table, session: copy } } };
  };
}

/** One match as match file text, ready to save or send: a competition match states its totals. */
export function exportMatch(record: MatchRecord): Result<string, Problem[]> {
  const read = readRecord(record);
  if (!read.ok) return read;
  return { ok: true, value: matchFileText(withStatedTotals(toMatchFile(read.value), read.value)) };
}
