import type { Evening } from '../season/ledger.ts';
import { buildLedger, eveningsOf, spelling } from '../season/ledger.ts';
import type { LedgerShare } from '../season/ledgerShare.ts';
import { isLedgerShare, ledgerShare } from '../season/ledgerShare.ts';
import type { KeptTotals } from '../season/ledgerTotals.ts';
import { isKeptTotals, LedgerTotals, NO_TOTALS } from '../season/ledgerTotals.ts';
import { listMatches, recordsAfter } from './allMatches.ts';
import type { Table } from 'dexie';
import type { BridgepadDb } from './database.ts';
import { randomUuid } from './randomId.ts';
import type {
  LedgerBuilding,
  LedgerChangeRecord,
  LedgerShareRecord,
  LedgerTotalsRecord,
} from './ledgerRecords.ts';
import { LEDGER_KEY as KEY } from './ledgerRecords.ts';
import { countMatches } from './matchCountRead.ts';
import { getRecords } from './matchRows.ts';
import { arrivedMatches } from './syncRecords.ts';
import { readRecord, readyToRead } from './matchStore.ts';
import type { MatchRecord, SyncBaseRecord } from './records.ts';

/**
 * The players' ledger kept worked out (docs/rules.md, "The players' ledger"), so that it opens as
 * quickly on a device of 20,000 matches as on one of 1,000: each match's part of it
 * (src/season/ledgerShare.ts) in `ledgerShares`, and their sums in `ledgerTotals`. Opening the
 * ledger reads the sums, however many matches there are. It is a cache of the matches and never a
 * second source of truth:
 * - every write of a match marks it in `ledgerChanges` in the write's own transaction
 *   (by the database itself under every writer: matchMarks.ts, matchKeeper.ts), so no change is
 *   missed, whichever screen, import or sync wrote it;
 * - bringUpToDate works out again the part of each marked match from the match as stored, takes
 *   the part it had away from the sums and adds the new one, and removes the mark, in one
 *   transaction; a match marked again meanwhile keeps its new mark and is worked out again;
 * - the sums are worked out afresh, every match in id order, when there are none, when they hold
 *   another LEDGER_VERSION (raised whenever scoring or a part changes), when anything kept is
 *   damaged, and after the device leaves its club (whose matches reached it from the club is
 *   forgotten then: SyncBaseRecord.arrived);
 * - the ledger is shown only once no mark is left and the sums are whole.
 * Never in a backup (backupFile.ts, DEVICE_ONLY_STORES).
 */

/** Raise this whenever how a match is scored, or what a part of the ledger holds, changes. */
export const LEDGER_VERSION = 2;

/**
 * Matches worked out in one transaction: the sums are written after each part of this many, so
 * a device of 20,000 shows how far it has come and a write at the table waits for one part at
 * most.
 */
export const LEDGER_PART = 250;

/** A match's document in the club, whose base says whether it reached this device from there. */
const MATCH_DOC = 'match:';

/** The ledger as kept: its sums when up to date, or how far working them out has come. */
export type KeptLedger =
  | { readonly state: 'ready'; readonly all: KeptTotals; readonly device: KeptTotals }
  | { readonly state: 'working'; readonly done: number; readonly of: number };

function isBuilding(value: unknown): value is LedgerBuilding {
  if (typeof value !== 'object' || value === null) return false;
  const b = value as Record<string, unknown>;
  return typeof b.upTo === 'string' && Number.isInteger(b.done) && Number.isInteger(b.of);
}

/** The row of sums, if it is of this version and whole. */
function usable(row: LedgerTotalsRecord | undefined): LedgerTotalsRecord | null {
  if (row === undefined || row.v !== LEDGER_VERSION || typeof row.epoch !== 'string') return null;
  if (row.building !== null && !isBuilding(row.building)) return null;
  return isKeptTotals(row.all) && isKeptTotals(row.device) ? row : null;
}

/**
 * The ledger as kept, read only (a live query's): ready when every match is counted and none is
 * marked; otherwise how far bringUpToDate has come.
 */
export function readKeptLedger(db: BridgepadDb): Promise<KeptLedger> {
  return db.transaction('r', db.ledgerTotals, db.ledgerChanges, async () => {
    const [row, marked] = await Promise.all([db.ledgerTotals.get(KEY), db.ledgerChanges.count()]);
    const sums = usable(row);
    if (sums === null) return { state: 'working', done: 0, of: 0 };
    if (sums.building !== null)
      return { state: 'working', done: sums.building.done, of: sums.building.of };
    if (marked > 0) return { state: 'working', done: 0, of: marked };
    return { state: 'ready', all: sums.all, device: sums.device };
  });
}

/** A part of the work, as read in one transaction: the matches to count, and their marks. */
interface Step {
  readonly epoch: string;
  /** Set while the sums are worked out afresh: the id the part begins after. */
  readonly after: string | null;
  readonly ids: readonly string[];
  readonly records: ReadonlyMap<string, MatchRecord>;
  readonly marks: ReadonlyMap<string, string>;
  readonly arrived: ReadonlySet<string>;
}

type Next =
  | { readonly kind: 'begin' }
  | { readonly kind: 'built'; readonly epoch: string }
  | { readonly kind: 'step'; readonly step: Step }
  | { readonly kind: 'done' };

/** What to do next, read in one transaction. */
function readNext(db: BridgepadDb): Promise<Next> {
  const stores = [db.ledgerTotals, db.ledgerChanges, db.matches, db.dealPages, db.syncBase];
  return db.transaction('r', stores, async (): Promise<Next> => {
    const sums = usable(await db.ledgerTotals.get(KEY));
    if (sums === null) return { kind: 'begin' };
    let records: MatchRecord[];
    let ids: string[];
    let marks: LedgerChangeRecord[];
    let bases: (SyncBaseRecord | undefined)[];
    if (sums.building !== null) {
      // A run of matches in id order: their marks and bases are read as runs too, each at once.
      records = await recordsAfter(db, sums.building.upTo, LEDGER_PART);
      if (records.length === 0) return { kind: 'built', epoch: sums.epoch };
      ids = records.map((record) => record.id);
      [marks, bases] = await Promise.all([
        inRun(db.ledgerChanges, ids),
        inRun(
          db.syncBase,
          ids.map((id) => MATCH_DOC + id),
        ),
      ]);
    } else {
      marks = await db.ledgerChanges.limit(LEDGER_PART).toArray();
      if (marks.length === 0) return { kind: 'done' };
      ids = marks.map((mark) => mark.id);
      [records, bases] = await Promise.all([
        getRecords(db, ids).then((found) => found.filter((record) => record !== undefined)),
        db.syncBase.bulkGet(ids.map((id) => MATCH_DOC + id)),
      ]);
    }
    return {
      kind: 'step',
      step: {
        epoch: sums.epoch,
        after: sums.building === null ? null : sums.building.upTo,
        ids,
        records: new Map(records.map((record) => [record.id, record])),
        marks: new Map(marks.map((mark) => [mark.id, mark.token])),
        arrived: new Set(
          bases.flatMap((base) =>
            base?.arrived === true ? [base.docId.slice(MATCH_DOC.length)] : [],
          ),
        ),
      },
    };
  });
}

/**
 * The rows of `table` among `keys`, a run of keys in order: read as one range, however many,
 * rather than key by key.
 */
function inRun<T>(table: Table<T, string, unknown>, keys: readonly string[]): Promise<T[]> {
  const [first, last] = [keys[0], keys.at(-1)];
  if (first === undefined || last === undefined) return Promise.resolve([]);
  return table.where(':id').between(first, last, true, true).toArray();
}

/** Begins the sums afresh: no part counted, every mark dropped (every match will be read). */
async function begin(db: BridgepadDb): Promise<void> {
  const stores = [db.ledgerTotals, db.ledgerShares, db.ledgerChanges, db.matches, db.counts];
  await db.transaction('rw', stores, async () => {
    // How many matches: the count kept, where it is, not every row counted.
    const of = await countMatches(db);
    await Promise.all([db.ledgerShares.clear(), db.ledgerChanges.clear()]);
    await db.ledgerTotals.put({
      key: KEY,
      v: LEDGER_VERSION,
      epoch: randomUuid(),
      building: { upTo: '', done: 0, of },
      all: NO_TOTALS,
      device: NO_TOTALS,
    });
  });
}

/** Marks the sums whole once every match is counted, unless they began afresh meanwhile. */
async function finish(db: BridgepadDb, epoch: string): Promise<void> {
  await db.transaction('rw', db.ledgerTotals, async () => {
    const sums = usable(await db.ledgerTotals.get(KEY));
    if (sums?.epoch === epoch) await db.ledgerTotals.put({ ...sums, building: null });
  });
}

/** Each match's new part, worked out from the match as read; null for a match gone or unreadable. */
function workOut(step: Step): Map<string, LedgerShareRecord | null> {
  const spelt = spelling();
  const parts = new Map<string, LedgerShareRecord | null>();
  for (const id of step.ids) {
    const record = step.records.get(id);
    const match = record === undefined ? null : readRecord(record);
    if (record === undefined || match === null || !match.ok) {
      parts.set(id, null);
      continue;
    }
    const share = ledgerShare({ id, match: match.value, playedAt: record.createdAt }, spelt);
    const names = share.tallies.map(([name]) => name);
    parts.set(id, { id, names, arrived: step.arrived.has(id), share });
  }
  return parts;
}

/**
 * Takes each match's part away from the sums and adds its new one, in one transaction. Nothing is
 * written if the sums began afresh or moved on since the step was read; the sums begin afresh if a
 * part kept is damaged.
 */
async function apply(
  db: BridgepadDb,
  step: Step,
  parts: ReadonlyMap<string, LedgerShareRecord | null>,
): Promise<void> {
  const stores = [db.ledgerTotals, db.ledgerShares, db.ledgerChanges];
  await db.transaction('rw', stores, async () => {
    const sums = usable(await db.ledgerTotals.get(KEY));
    if (sums === null || sums.epoch !== step.epoch) return;
    if ((sums.building?.upTo ?? null) !== step.after) return;
    const ids = [...step.ids];
    // While the sums begin afresh, the matches come in a run of ids: their parts and marks too.
    const [oldRows, markRows] =
      step.after === null
        ? await Promise.all([db.ledgerShares.bulkGet(ids), db.ledgerChanges.bulkGet(ids)])
        : await Promise.all([inRun(db.ledgerShares, ids), inRun(db.ledgerChanges, ids)]);
    const byId = <T extends { readonly id: string }>(rows: readonly (T | undefined)[]) =>
      new Map(rows.flatMap((row) => (row === undefined ? [] : [[row.id, row] as const])));
    const [oldById, markById] = [byId(oldRows), byId(markRows)];
    const olds = ids.map((id) => oldById.get(id));
    const marks = ids.map((id) => markById.get(id));
    if (olds.some((old) => old !== undefined && !isLedgerShare(old.share))) {
      await db.ledgerTotals.delete(KEY);
      return;
    }
    const all = new LedgerTotals(sums.all);
    const device = new LedgerTotals(sums.device);
    const count = (part: LedgerShareRecord, sign: 1 | -1) => {
      all.apply(part.share, sign);
      if (!part.arrived) device.apply(part.share, sign);
    };
    // A mark still as read: its part, worked out since, is the match's as it is now.
    const current = (i: number) => {
      const mark = marks[i];
      return mark !== undefined && mark.token === step.marks.get(ids[i] as string);
    };
    const puts: LedgerShareRecord[] = [];
    const gone: string[] = [];
    ids.forEach((id, i) => {
      // Working through marks, a match whose mark changed or went since the step was read is
      // left as it is: written again meanwhile (its new mark waits), or already worked out by
      // another tab of the app. Begun afresh, every match of the run is counted once, in order,
      // and one written meanwhile keeps its new mark.
      if (step.after === null && !current(i)) return;
      const old = olds[i];
      const part = parts.get(id) ?? null;
      if (old !== undefined) count(old, -1);
      if (part !== null) {
        count(part, 1);
        puts.push(part);
      } else if (old !== undefined) gone.push(id);
    });
    const done = ids.filter((_, i) => current(i));
    const building =
      sums.building === null
        ? null
        : {
            upTo: ids.at(-1) as string,
            done: sums.building.done + ids.length,
            of: Math.max(sums.building.of, sums.building.done + ids.length),
          };
    await Promise.all([
      db.ledgerShares.bulkPut(puts),
      db.ledgerShares.bulkDelete(gone),
      db.ledgerChanges.bulkDelete(done),
      db.ledgerTotals.put({ ...sums, building, all: all.kept(), device: device.kept() }),
    ]);
  });
}

/** The work going on for each database, and whether it was asked again meanwhile. */
const working = new WeakMap<BridgepadDb, { run: Promise<void>; again: boolean }>();

/**
 * Brings the kept ledger up to date: works out the part of every match marked, or of every match
 * when the sums begin afresh, a part of LEDGER_PART at a time, until nothing is left. One at a
 * time on a database: asked while it works, it goes on until what was marked meanwhile is done.
 * Rejects when the device refuses to write (full, or its storage gone).
 */
export function bringUpToDate(db: BridgepadDb): Promise<void> {
  const current = working.get(db);
  if (current !== undefined) {
    current.again = true;
    return current.run;
  }
  const entry = { run: Promise.resolve(), again: false };
  entry.run = (async () => {
    try {
      do {
        entry.again = false;
        await workUntilDone(db);
      } while (entry.again);
    } finally {
      working.delete(db);
    }
  })();
  working.set(db, entry);
  return entry.run;
}

async function workUntilDone(db: BridgepadDb): Promise<void> {
  while (await workOnce(db));
}

/**
 * One part of bringUpToDate's work: the sums begun afresh, or finished, or up to LEDGER_PART
 * matches counted. Resolves to whether any work is left.
 */
export async function workOnce(db: BridgepadDb): Promise<boolean> {
  const next = await readNext(db);
  if (next.kind === 'done') return false;
  if (next.kind === 'begin') await begin(db);
  else if (next.kind === 'built') await finish(db, next.epoch);
  else {
    await readyToRead(next.step.records.values());
    await apply(db, next.step, workOut(next.step));
  }
  return true;
}

/**
 * A player's evenings (src/season/ledger.ts, eveningsOf), over every match kept or over this
 * device's own (`deviceOnly`): read from the parts of their matches alone.
 */
export async function playerEvenings(
  db: BridgepadDb,
  name: string,
  deviceOnly: boolean,
): Promise<Evening[]> {
  const parts = await db.ledgerShares.where('names').equals(name).toArray();
  const shares: LedgerShare[] = parts.flatMap((part) =>
    (deviceOnly && part.arrived) || !isLedgerShare(part.share) ? [] : [part.share],
  );
  return eveningsOf(name, shares);
}

/**
 * The ledger worked out afresh from every match, read whole, with each player's evenings: over
 * every match, or this device's own (`deviceOnly`: those that did not reach it from the club).
 * What the kept ledger always reads as; shown where the device will not keep it.
 */
export async function ledgerAfresh(db: BridgepadDb, deviceOnly: boolean) {
  const [listed, arrived] = await Promise.all([
    listMatches(db),
    deviceOnly ? arrivedMatches(db) : new Set<string>(),
  ]);
  return buildLedger(
    listed.flatMap(({ record, match }) =>
      match.ok && !arrived.has(record.id)
        ? [{ id: record.id, match: match.value, playedAt: record.createdAt }]
        : [],
    ),
  );
}
