import type { BackupStores } from './backupFile.ts';
import type { BridgepadDb } from './database.ts';
import { putRecords } from './matchRowWrites.ts';
import type { HistoryRecord } from './records.ts';

/**
 * A backup's stores besides its matches, brought back (docs/format.md, "The backup"). Run inside
 * the import's transaction, after its matches are written: `written` says under which id each
 * match of the backup was written (its own, or a new one when kept beside a match already here),
 * or null when it was skipped.
 *
 * Onto an empty device everything comes back as it was, the history's places (`seq`) included, so
 * the device equals the one backed up. Onto a device that keeps things already, nothing of its own
 * is overwritten: what it has under the same id (a desk, a profile, a setting, a deleted match) is
 * kept, and the backup's copy is left out and counted.
 */

/** What came back of a backup's stores, by what a player would call them. */
export interface StoresRestored {
  /** The organiser's competitions (desks), with their results' match files. */
  readonly competitions: number;
  readonly profiles: number;
  /** Recently deleted matches. */
  readonly deleted: number;
  /** Matches that did not read on the device backed up, back as they were. */
  readonly unreadable: number;
  /** Of those, the ones left out because this device has its own under the same id. */
  readonly kept: number;
}

export const NOTHING_RESTORED: StoresRestored = {
  competitions: 0,
  profiles: 0,
  deleted: 0,
  unreadable: 0,
  kept: 0,
};

/**
 * The history of the matches written, under the ids they were written with. Its places are kept
 * where none is taken on the device; otherwise the steps are numbered anew, in the same order,
 * with each step's `parent` following its step.
 */
async function restoreHistory(
  db: BridgepadDb,
  history: readonly HistoryRecord[],
  written: ReadonlyMap<string, string | null>,
): Promise<void> {
  const steps = history
    .filter((step) => (written.get(step.matchId) ?? null) !== null)
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  if (steps.length === 0) return;
  const seqs = steps.map((step) => step.seq as number);
  const taken = (await db.history.bulkGet(seqs)).some((row) => row !== undefined);
  const moved = (step: HistoryRecord) => ({
    ...step,
    matchId: written.get(step.matchId) as string,
  });
  if (!taken) {
    await db.history.bulkAdd(steps.map(moved));
    return;
  }
  const renumbered = new Map<number, number>();
  for (const step of steps) {
    const { seq, parent, ...rest } = moved(step);
    const parentNow =
      parent === undefined
        ? {}
        : { parent: parent === null ? null : (renumbered.get(parent) ?? null) };
    const added = await db.history.add({ ...rest, ...parentNow });
    renumbered.set(seq as number, added as number);
  }
}

/** Adds the rows whose key the store has not got; returns how many were added and left out. */
async function addMissing<T>(
  keysOf: (rows: readonly T[]) => readonly string[],
  existing: (keys: readonly string[]) => Promise<readonly unknown[]>,
  add: (rows: readonly T[]) => Promise<unknown>,
  rows: readonly T[],
): Promise<{ added: number; kept: number }> {
  if (rows.length === 0) return { added: 0, kept: 0 };
  const found = await existing(keysOf(rows));
  const missing = rows.filter((_, i) => found[i] === undefined);
  if (missing.length > 0) await add(missing);
  return { added: missing.length, kept: rows.length - missing.length };
}

const byId = <T extends { readonly id: string }>(rows: readonly T[]) => rows.map((row) => row.id);

/** The backup's stores, brought back as the module comment says. Call inside a transaction. */
export async function restoreStores(
  db: BridgepadDb,
  stores: BackupStores,
  written: ReadonlyMap<string, string | null>,
): Promise<StoresRestored> {
  // A match that did not read on the device comes back as it was, unless the id is taken here.
  const present = await db.matches.bulkGet(byId(stores.unreadable));
  const unreadable = stores.unreadable.filter((_, i) => present[i] === undefined);
  await putRecords(db, unreadable);
  // A deleted match whose id is in the list again, or among this device's deleted, stays out:
  // restoring it would make a copy. One that comes back brings its history, as it waits.
  const [live, binned] = await Promise.all([
    db.matches.bulkGet(byId(stores.deleted)),
    db.deleted.bulkGet(byId(stores.deleted)),
  ]);
  const deleted = stores.deleted.filter((_, i) => live[i] === undefined && binned[i] === undefined);
  if (deleted.length > 0) await db.deleted.bulkAdd([...deleted]);
  const all = new Map(written);
  for (const { id } of [...unreadable, ...deleted]) all.set(id, id);
  await restoreHistory(db, stores.history, all);
  const [desks, profiles] = await Promise.all([
    addMissing(
      byId,
      (k) => db.desks.bulkGet([...k]),
      (r) => db.desks.bulkAdd([...r]),
      stores.desks,
    ),
    addMissing(
      byId,
      (k) => db.profiles.bulkGet([...k]),
      (r) => db.profiles.bulkAdd([...r]),
      stores.profiles,
    ),
    addMissing(
      byId,
      (k) => db.resultFiles.bulkGet([...k]),
      (r) => db.resultFiles.bulkAdd([...r]),
      stores.resultFiles,
    ),
    // The device's own settings stay as they are; the backup's fill in the ones it lacks.
    addMissing(
      (rows) => rows.map((row) => row.key),
      (k) => db.settings.bulkGet([...k]),
      (r) => db.settings.bulkAdd([...r]),
      stores.settings,
    ),
  ]);
  return {
    competitions: desks.added,
    profiles: profiles.added,
    deleted: deleted.length,
    unreadable: unreadable.length,
    kept:
      desks.kept +
      profiles.kept +
      (stores.deleted.length - deleted.length) +
      (stores.unreadable.length - unreadable.length),
  };
}
