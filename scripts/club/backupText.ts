import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { BackupFailure, BackupOptions, ClubBackup, Fetch } from './backup.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, backUpClub } from './backup.ts';
import { readBackupOptions } from './backupOptions.ts';
import { restoreClub } from './backupRestore.ts';
import { APP_NAME } from '../../src/engine/appName.ts';

/**
 * `npm run club:backup`'s command line (docs/sync.md, "Backing it up"): the options read, the file
 * written or read back and checked, and every outcome said in a sentence. No password is printed:
 * addresses are said without the name and password they may have been given with.
 */

export interface BackupIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly fetch?: Fetch;
  readonly now?: () => Date;
}

export const BACKUP_USAGE = [
  'Usage: npm run club:backup -- URL FILE [--admin NAME:PASSWORD]',
  '       npm run club:backup -- URL FILE --restore [--admin NAME:PASSWORD]',
  "  URL    the club's database, like https://club.example.org/couchdb/kapiti-coast",
  '  FILE   the backup: written, or with --restore read and written back into the club',
  "  --admin the club's organiser, or a server admin (the name and password may be in URL)",
].join('\n');

/** The sentence that says why a backup or a restore stopped (docs/style.md, rule 24). */
export function backupFailureText(failure: BackupFailure, options: BackupOptions): string {
  const at = options.server.href.replace(/\/$/, '');
  const club = `club ${options.club} at ${at}`;
  switch (failure.reason) {
    case 'unreachable':
      return `Cannot reach ${at} (${failure.detail}): is the address right, and is CouchDB running?`;
    case 'notCouch':
      return `${at} answered (HTTP ${failure.status}), but not as CouchDB does: give the club's database at CouchDB's own address, like https://club.example.org/couchdb/kapiti-coast.`;
    case 'signIn':
      return `${at} refused ${failure.name}: the name or the password is wrong.`;
    case 'notAllowed':
      return failure.takes === 'serverAdmin'
        ? `${failure.name} may not ${failure.what} at ${at}: that takes a server admin.`
        : `${failure.name} may not ${failure.what} at ${at}: that takes the club's organiser or a server admin (is the club's name right?).`;
    case 'noDatabase':
      return `There is no ${club}: check the club's name (the last part of the address).`;
    case 'refused':
      return `${at} would not ${failure.what} (HTTP ${failure.status}${failure.detail === '' ? '' : `: ${failure.detail}`}).`;
    case 'notWritten': {
      const first = failure.missing
        .slice(0, 3)
        .map((m) => `${m.id} ${m.rev}${m.detail === '' ? '' : ` (${m.detail})`}`)
        .join('; ');
      const more = failure.missing.length > 3 ? ` and ${failure.missing.length - 3} more` : '';
      return `${club} did not take ${failure.missing.length} of the backup's ${failure.total} revisions: ${first}${more}.`;
    }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A backup file read and checked, or each problem with its place in the file. */
export function readBackupFile(
  text: string,
): { ok: true; value: ClubBackup } | { ok: false; errors: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      errors: [`not JSON (${error instanceof Error ? error.message : String(error)})`],
    };
  }
  if (!isObject(parsed)) return { ok: false, errors: ['$: not a club backup'] };
  const problems: string[] = [];
  if (parsed.format !== BACKUP_FORMAT) problems.push(`format: must be "${BACKUP_FORMAT}"`);
  if (parsed.version !== BACKUP_VERSION)
    problems.push(
      `version: ${JSON.stringify(parsed.version)}; this ${APP_NAME} reads version ${BACKUP_VERSION}`,
    );
  if (typeof parsed.club !== 'string') problems.push("club: must be the club's name");
  if (typeof parsed.time !== 'string') problems.push('time: must be when it was written');
  if (!isObject(parsed.security)) problems.push('security: must be an object');
  if (!Array.isArray(parsed.documents)) problems.push('documents: must be a list');
  else
    parsed.documents.forEach((doc: unknown, i) => {
      const revisions = isObject(doc) ? doc._revisions : undefined;
      if (
        !isObject(doc) ||
        typeof doc._id !== 'string' ||
        typeof doc._rev !== 'string' ||
        !isObject(revisions) ||
        typeof revisions.start !== 'number' ||
        !Array.isArray(revisions.ids)
      )
        problems.push(`documents[${i}]: must be a revision with _id, _rev and _revisions`);
    });
  return problems.length > 0
    ? {
        ok: false,
        errors: problems
          .slice(0, 5)
          .concat(problems.length > 5 ? [`and ${problems.length - 5} more`] : []),
      }
    : { ok: true, value: parsed as unknown as ClubBackup };
}

function usage(io: BackupIo, error: string): 2 {
  io.err(`npm run club:backup: ${error}`);
  io.err(BACKUP_USAGE);
  return 2;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The numbers a backup holds, in words. */
export function backupSummary(backup: ClubBackup): string {
  const ids = new Map<string, { live: number; deleted: number }>();
  for (const doc of backup.documents) {
    const seen = ids.get(doc._id) ?? { live: 0, deleted: 0 };
    if (doc._deleted === true) seen.deleted += 1;
    else seen.live += 1;
    ids.set(doc._id, seen);
  }
  const counts = [...ids.values()];
  const deleted = counts.filter((c) => c.live === 0).length;
  const differing = counts.filter((c) => c.live > 1).length;
  return `${plural(ids.size, 'document')} (${deleted} deleted, ${differing} with copies that differ), ${plural(backup.documents.length, 'revision')}`;
}

export async function runBackup(argv: readonly string[], io: BackupIo): Promise<0 | 1 | 2> {
  const read = readBackupOptions(argv);
  if (!read.ok) return usage(io, read.error);
  const options = read.value;
  if (options.account === undefined)
    return usage(io, "name the club's organiser or a server admin: --admin NAME:PASSWORD");
  const where = `club ${options.club} at ${options.server.href.replace(/\/$/, '')}`;
  if (!options.restore) {
    const done = await backUpClub(options, io.now, io.fetch);
    if (!done.ok) {
      io.err(backupFailureText(done.errors, options));
      return 1;
    }
    // Written beside the file first, so a backup cut short never replaces a whole one.
    const partial = `${options.file}.partial`;
    try {
      writeFileSync(partial, `${JSON.stringify(done.value, null, 1)}\n`);
      renameSync(partial, options.file);
    } catch (error) {
      io.err(
        `Could not write ${options.file}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 1;
    }
    io.out(`Backed up ${where}: ${backupSummary(done.value)}, into ${options.file}`);
    return 0;
  }
  let text: string;
  try {
    text = readFileSync(options.file, 'utf8');
  } catch (error) {
    io.err(
      `Could not read ${options.file}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
  const backup = readBackupFile(text);
  if (!backup.ok) {
    io.err(`${options.file} is not a club backup: ${backup.errors.join('; ')}.`);
    return 1;
  }
  const done = await restoreClub(options, backup.value, io.fetch);
  if (!done.ok) {
    io.err(backupFailureText(done.errors, options));
    return 1;
  }
  const report = done.value;
  const from =
    backup.value.club === options.club ? '' : ` (backed up from club ${backup.value.club})`;
  io.out(
    `Restored ${options.file}${from}, written ${backup.value.time}, into ${where}: ${backupSummary(backup.value)}`,
  );
  io.out(
    `Database ${report.database}; _security ${report.security === 'written' ? 'written from the backup' : 'kept as it was'}; ${plural(report.written, 'revision')} written, ${report.already} there already.`,
  );
  return 0;
}
