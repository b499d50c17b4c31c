// `npm run club:backup -- URL FILE --restore` (docs/sync.md, "Backing it up"): a backup written
// back into the club as replication writes, every revision keeping its number (backup.ts).
import type {
  BackedUpRevision,
  BackupOptions,
  Club,
  ClubBackup,
  Fetch,
  Outcome,
} from './backup.ts';
import { BATCH, Stop, detailOf, field, refused, run } from './backup.ts';

export interface RestoreReport {
  readonly database: 'created' | 'kept';
  readonly security: 'written' | 'kept';
  /** Revisions written now; those the database held already were left as they were. */
  readonly written: number;
  readonly already: number;
  readonly documents: number;
}

/** The revisions of `docs` the database lacks, by `_revs_diff`. */
async function lacking(club: Club, docs: readonly BackedUpRevision[]): Promise<Set<string>> {
  const missing = new Set<string>();
  for (let i = 0; i < docs.length; i += BATCH) {
    const ask: Record<string, string[]> = {};
    for (const doc of docs.slice(i, i + BATCH)) (ask[doc._id] ??= []).push(doc._rev);
    const answer = await club('POST', '/_revs_diff', ask);
    if (answer.status !== 200 || typeof answer.body !== 'object' || answer.body === null)
      throw refused('compare revisions (_revs_diff)', answer);
    for (const [id, diff] of Object.entries(answer.body as Record<string, unknown>)) {
      const revs = field(diff, 'missing');
      if (Array.isArray(revs)) for (const rev of revs) missing.add(`${id} ${String(rev)}`);
    }
  }
  return missing;
}

/**
 * Whether `_security` lets in no one but server admins: an emptied club's, or the one Apache
 * CouchDB 3 gives a new database (`_admin` as its only role).
 */
const emptySecurity = (security: unknown) =>
  ['admins', 'members'].every((group) =>
    ['names', 'roles'].every((key) => {
      const list = field(field(security, group), key);
      return !Array.isArray(list) || list.every((item) => item === '_admin');
    }),
  );

/** The most a `_bulk_docs` request carries, below every limit a club's proxy or CouchDB sets. */
const MAX_BATCH_CHARS = 8_000_000;

/**
 * Writes a backup into the club's database, making it when it is missing (that takes a server
 * admin), with every revision as it was: documents first, design documents after them, so that
 * an emptied club takes its own record back before its check is in place. `_security` is written
 * only where the database has none.
 */
export function restoreClub(
  options: BackupOptions,
  backup: ClubBackup,
  fetchFn: Fetch = fetch,
): Promise<Outcome<RestoreReport>> {
  return run(options, fetchFn, async (club) => {
    const info = await club('GET', '');
    let database: 'created' | 'kept' = 'kept';
    if (info.status === 404) {
      const made = await club('PUT', '');
      if (made.status !== 201 && made.status !== 202 && made.status !== 412)
        throw refused(`make the database ${options.club}`, made, 'serverAdmin');
      database = 'created';
    } else if (info.status !== 200) throw refused(`read club ${options.club}`, info);
    const kept = await club('GET', '/_security');
    if (kept.status !== 200) throw refused("read the club's _security", kept);
    let security: 'written' | 'kept' = 'kept';
    if (emptySecurity(kept.body) && !emptySecurity(backup.security)) {
      const put = await club('PUT', '/_security', backup.security);
      if (put.status !== 200) throw refused("write the club's _security", put);
      security = 'written';
    }
    const design = (doc: BackedUpRevision) => doc._id.startsWith('_design/');
    const ordered = [
      ...backup.documents.filter((d) => !design(d)),
      ...backup.documents.filter(design),
    ];
    const before = await lacking(club, ordered);
    const toWrite = ordered.filter((doc) => before.has(`${doc._id} ${doc._rev}`));
    const reasons = new Map<string, string>();
    let batch: BackedUpRevision[] = [];
    let chars = 0;
    const send = async () => {
      if (batch.length === 0) return;
      const answer = await club('POST', '/_bulk_docs', { docs: batch, new_edits: false });
      if (answer.status !== 201 && answer.status !== 200)
        throw refused('write documents (_bulk_docs)', answer);
      for (const row of Array.isArray(answer.body) ? (answer.body as unknown[]) : []) {
        const detail = detailOf(row);
        if (detail !== '') reasons.set(String(field(row, 'id')), detail);
      }
      batch = [];
      chars = 0;
    };
    for (const doc of toWrite) {
      const size = JSON.stringify(doc).length;
      if (batch.length >= BATCH || (batch.length > 0 && chars + size > MAX_BATCH_CHARS))
        await send();
      batch.push(doc);
      chars += size;
    }
    await send();
    const after = await lacking(club, ordered);
    if (after.size > 0)
      throw new Stop({
        reason: 'notWritten',
        total: ordered.length,
        missing: ordered
          .filter((doc) => after.has(`${doc._id} ${doc._rev}`))
          .map((doc) => ({ id: doc._id, rev: doc._rev, detail: reasons.get(doc._id) ?? '' })),
      });
    return {
      database,
      security,
      written: toWrite.length,
      already: ordered.length - toWrite.length,
      documents: new Set(ordered.map((doc) => doc._id)).size,
    };
  });
}
