import type { JsonObject, Problem } from '../engine/matchFile/problems.ts';
import { at, describe, isObject } from '../engine/matchFile/problems.ts';
import { readMatchFile } from '../engine/matchFile/readMatchFile.ts';
import { toMatchFile } from '../engine/matchFile/serialize.ts';
import type { Match, Result } from '../engine/types.ts';
import { allRecords } from './allMatches.ts';
import { readMembership } from './clubMembership.ts';
import type { BridgepadDb } from './database.ts';
import { now, readRecord, readyToRead } from './matchStore.ts';
import type {
  DeletedRecord,
  HistoryRecord,
  KeptRow,
  MatchRecord,
  ResultFileRecord,
  SettingRecord,
} from './records.ts';
import { SETTINGS, TABLES } from './schema.ts';
import { APP_NAME, FILE_PREFIX } from '../engine/appName.ts';

/**
 * The backup (docs/format.md, "The backup"): everything the device keeps, in one file. Version 2
 * holds every store: the matches as match files, each match's edit history, the recently deleted,
 * the organiser's desks with the match files behind their results, the competition profiles, the
 * settings, and the device's own choices (the theme, the table's settings); version 1 held the
 * matches alone and is still read. A restore onto an empty device gives back what was backed up.
 */
export const BACKUP_FORMAT = 'bridgepad.backup';
export const BACKUP_VERSION = 2;

/**
 * Settings that describe this device's browser rather than what was kept on it: the browser's
 * answer to the request for persistent storage belongs to the device that asked, and a new device
 * must ask its own browser; so do the notes read that this browser had not promised to keep the
 * scores (and that Safari may clear them), and the one read that this address cannot keep an offline copy. Never in a backup.
 */
export const DEVICE_ONLY: readonly string[] = [
  SETTINGS.persistence,
  SETTINGS.keepNoteSeen,
  SETTINGS.safariNoteSeen,
  SETTINGS.addressNoteSeen,
];

/**
 * Stores that describe this device's part in a club's sync rather than what was kept: the
 * revisions it last mirrored with the club's database and the documents differing there, which
 * belong to this device's copy of that database. A device restored from a backup joins the club
 * again and mirrors anew. And the players' ledger kept worked out, a cache of the matches, worked
 * out again from the matches restored, how many matches there are, and the marks of the matches'
 * writes (matchMarks.ts), which the restore's own writes make anew. Never in a backup.
 */
export const DEVICE_ONLY_STORES: readonly string[] = [
  TABLES.syncBase,
  TABLES.syncDiffers,
  TABLES.ledgerShares,
  TABLES.ledgerTotals,
  TABLES.ledgerChanges,
  TABLES.counts,
  TABLES.matchMarks,
];

/** What a backup holds besides its match files; empty for a version 1 backup. */
export interface BackupStores {
  /** Every match's edit history, each step with its place (`seq`) and match. */
  readonly history: readonly HistoryRecord[];
  readonly deleted: readonly DeletedRecord[];
  /** Matches kept on the device that no longer read, carried as they are. */
  readonly unreadable: readonly MatchRecord[];
  readonly desks: readonly KeptRow[];
  readonly profiles: readonly KeptRow[];
  readonly resultFiles: readonly ResultFileRecord[];
  readonly settings: readonly SettingRecord[];
  /** The device's own choices, as the screen keeps them (src/state), or null. */
  readonly device: unknown;
}

export const NO_STORES: BackupStores = {
  history: [],
  deleted: [],
  unreadable: [],
  desks: [],
  profiles: [],
  resultFiles: [],
  settings: [],
  device: null,
};

/** A backup's contents: its matches, read through the one validator, and the other stores. */
export interface BackupContents {
  readonly matches: readonly Match[];
  readonly stores: BackupStores;
}

/**
 * Every store of the device as one backup file; `device` is the device's own choices. Nothing is
 * left out: a match that no longer reads is carried as it is, under `unreadable`.
 */
export async function writeBackup(
  db: BridgepadDb,
  device: unknown = null,
): Promise<{ text: string; unreadable: number; at: string }> {
  // Every store, read at one moment.
  const [records, history, deleted, desks, profiles, resultFiles, settings] = await db.transaction(
    'r',
    db.tables,
    () =>
      Promise.all([
        allRecords(db),
        db.history.toArray(),
        db.deleted.toArray(),
        db.desks.toArray(),
        db.profiles.orderBy('order').toArray(),
        db.resultFiles.toArray(),
        db.settings.toArray(),
      ]),
  );
  const matches: Record<string, unknown>[] = [];
  const unreadable: MatchRecord[] = [];
  await readyToRead(records);
  for (const record of records) {
    const read = readRecord(record);
    if (read.ok) matches.push(toMatchFile(read.value));
    else unreadable.push(plainRecord(record));
  }
  const exportedAt = now();
  // The file says it is itself the latest backup, as the device will note once it is saved.
  const kept = settings.flatMap((row) =>
    DEVICE_ONLY.includes(row.key)
      ? []
      : row.key === SETTINGS.backup
        ? [
            {
              key: row.key,
              value: { ...(isObject(row.value) ? row.value : {}), lastAt: exportedAt },
            },
          ]
        : row.key === SETTINGS.club
          ? [signedOut(row)]
          : [row],
  );
  if (!kept.some((row) => row.key === SETTINGS.backup))
    kept.push({ key: SETTINGS.backup, value: { lastAt: exportedAt, offeredAt: null } });
  const backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt,
    matches,
    unreadable,
    history,
    deleted,
    desks,
    profiles,
    resultFiles,
    settings: kept,
    device,
  };
  const text = `${JSON.stringify(backup, null, 2)}\n`;
  return { text, unreadable: unreadable.length, at: exportedAt };
}

/**
 * The club joined, as a backup keeps it: signed out, since the member's session belongs to the
 * browser that signed in; a device restored from it signs in again before it syncs (rule 23).
 */
function signedOut(row: SettingRecord): SettingRecord {
  return isObject(row.value) ? { key: row.key, value: { ...row.value, signedIn: false } } : row;
}

/** A match record as a file keeps it: the row's write count is the store's own. */
function plainRecord({ id, createdAt, updatedAt, file }: MatchRecord): MatchRecord {
  return { id, createdAt, updatedAt, file };
}

const V1_KEYS = ['format', 'version', 'matches', 'exportedAt'];
const V2_KEYS = [...V1_KEYS, ...Object.keys(NO_STORES)];

/** `matches[2].deals[0].tricks` from `deals[0].tricks` inside the third match of a backup. */
export function within(prefix: string, problem: Problem): Problem {
  const path =
    problem.path === '$'
      ? prefix
      : problem.path.startsWith('[')
        ? `${prefix}${problem.path}`
        : `${prefix}.${problem.path}`;
  return { path, message: problem.message };
}

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Reads one store's list: each row an object with what the store keys it by. */
function rows<T>(
  raw: JsonObject,
  key: keyof BackupStores,
  problems: Problem[],
  fits: (row: JsonObject) => string | null,
): T[] {
  const value = raw[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push({ path: key, message: `must be a list, not ${describe(value)}` });
    return [];
  }
  const out: T[] = [];
  value.forEach((row: unknown, i) => {
    const wrong = isObject(row) ? fits(row) : 'must be an object';
    if (wrong === null) out.push(row as T);
    else problems.push({ path: at(key, i), message: wrong });
  });
  return out;
}

const HISTORY_STATES = ['done', 'undone', 'discarded', 'retired'];
const keyed = (row: JsonObject) => (text(row.id) ? null : 'must have an id');
const isRecord = (row: unknown): row is MatchRecord =>
  isObject(row) && text(row.id) && isObject(row.file);

/** The stores of a version 2 backup, each row checked for what it is kept by. */
function readStores(raw: JsonObject, problems: Problem[]): BackupStores {
  return {
    history: rows<HistoryRecord>(raw, 'history', problems, (row) =>
      !Number.isSafeInteger(row.seq) || (row.seq as number) < 1
        ? 'must have its place, seq, a whole number from 1'
        : !text(row.matchId) || !text(row.at) || !isObject(row.edit)
          ? 'must be a step of a match: matchId, at and edit'
          : !HISTORY_STATES.includes(row.state as string)
            ? `must have a state of ${HISTORY_STATES.join(', ')}`
            : null,
    ),
    deleted: rows<DeletedRecord>(raw, 'deleted', problems, (row) =>
      text(row.id) && text(row.deletedAt) && isRecord(row.record)
        ? null
        : 'must be a deleted match: id, deletedAt and record',
    ),
    unreadable: rows<MatchRecord>(raw, 'unreadable', problems, (row) =>
      isRecord(row) ? null : 'must be a kept match: id and file',
    ),
    desks: rows<KeptRow>(raw, 'desks', problems, keyed),
    profiles: rows<KeptRow>(raw, 'profiles', problems, keyed),
    resultFiles: rows<ResultFileRecord>(raw, 'resultFiles', problems, (row) =>
      text(row.id) && text(row.deskId) && isObject(row.file)
        ? null
        : "must be a result's match file: id, deskId and file",
    ),
    // Another device's own answers are its own: left out, not taken as this device's. The club
    // joined is read through its validator, and taken signed out.
    settings: rows<SettingRecord>(raw, 'settings', problems, (row) =>
      text(row.key) ? null : 'must be a setting: key and value',
    )
      .filter((row) => !DEVICE_ONLY.includes(row.key))
      .flatMap((row) => {
        if (row.key !== SETTINGS.club) return [row];
        // The row's place in the file's own list, which rows() keeps as it is.
        const place = (raw.settings as unknown[]).indexOf(row);
        const read = readMembership(
          isObject(row.value) ? { ...row.value, signedIn: false } : row.value,
          at(at('settings', place), 'value'),
        );
        if (read.ok) return [{ key: row.key, value: read.value }];
        problems.push(...read.errors);
        return [];
      }),
    device: raw.device ?? null,
  };
}

/**
 * Reads a backup file's object (`format` is the backup's): its matches through the one validator,
 * every problem at its path; version 2's other stores checked row by row. One problem and none of
 * it is taken.
 */
export function readBackup(raw: JsonObject): Result<BackupContents, Problem[]> {
  const problems: Problem[] = [];
  const version = raw.version;
  if (version !== 1 && version !== BACKUP_VERSION)
    problems.push({
      path: 'version',
      message:
        typeof version === 'number' && version > BACKUP_VERSION
          ? `is ${version}: written by a later ${APP_NAME}, which this one cannot read`
          : `must be 1 or ${BACKUP_VERSION}`,
    });
  const known = version === 1 ? V1_KEYS : V2_KEYS;
  for (const key of Object.keys(raw))
    if (!known.includes(key) && !key.startsWith('x-'))
      problems.push({ path: key, message: 'unknown field' });
  if (!Array.isArray(raw.matches)) {
    problems.push({ path: 'matches', message: 'must be an array of match files' });
    return { ok: false, errors: problems };
  }
  const matches: Match[] = [];
  raw.matches.forEach((file: unknown, i) => {
    const result = readMatchFile(file);
    if (result.ok) matches.push(result.value);
    else problems.push(...result.errors.map((p) => within(at('matches', i), p)));
  });
  const stores = version === BACKUP_VERSION ? readStores(raw, problems) : NO_STORES;
  return problems.length > 0
    ? { ok: false, errors: problems }
    : { ok: true, value: { matches, stores } };
}

/** A backup's file name, with the day it was made on the device's own calendar (YYYY-MM-DD). */
export function backupFileName(day: string): string {
  return `${FILE_PREFIX}-backup-${day}.json`;
}
