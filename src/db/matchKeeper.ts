import type {
  DBCore,
  DBCoreKeyRange,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  DBCoreTransaction,
} from 'dexie';
import Dexie from 'dexie';
import { LEDGER_KEY } from './ledgerRecords.ts';
import { isCount, MATCH_COUNT } from './matchCount.ts';
import type { Keeper, MatchMarkRecord, Unmarked } from './matchMarks.ts';
import { setKeeper, UnmarkedWriteError } from './matchMarks.ts';
import type { DealPage, MatchRow } from './matchRows.ts';
import { TABLES } from './schema.ts';

/**
 * The one place every write of the match tables (`matches`, `dealPages`) goes through, whoever
 * writes them and however (a put, an add, a removal, a clear, a modify): it keeps what is worked
 * out from the matches in step with them, in the write's own transaction (docs/style.md, rule 2):
 * - the match's mark, and its mark for the players' ledger (matchMarks.ts, ledgerKept.ts);
 * - how many matches there are (matchCount.ts);
 * - the row's standing (standings.ts): a row written keeps none, and its `rev` is higher than the
 *   one it had before the transaction, so no standing worked out before is kept for it after;
 * - a write of a match's pages alone is a write of the match: its row is written again, and so
 *   marked, its `rev` raised and its standing dropped.
 * On a device too full to write anything (matchMarks.ts, withoutMarks: `makingRoom`), a removal is
 * neither marked nor counted, which would write: the ledger's sums and the count are forgotten, to
 * be worked out afresh, as removing them writes nothing.
 *
 * The database puts it under every writer (matchMarks.ts, the middleware), which also adds the
 * stores it writes to every transaction that may write the match tables. Loaded by every module
 * that writes matches (matchRowWrites.ts), not by the first screen, which writes none; it puts
 * itself under the database's middleware as it loads.
 */

/** Every key. */
const ANY = { type: 3 } as DBCoreKeyRange;

/**
 * Dexie's own promises, not await: each write below runs in the transaction's zone, which the
 * stores under this one read (a native await would leave it).
 */
const zoned = Dexie.Promise;

/** What the keeper knows of one transaction. */
interface Kept {
  /**
   * Each write of the match tables asked in the transaction, up to the moment it is made: what it
   * reads first, and the write itself, one after another in the order asked, so each reads what
   * the writes before it wrote. Only that: a write's end (what is kept with it) is not waited for,
   * as a write beneath may wait for a Dexie transaction's lock held by a write asked later.
   */
  tail: Promise<unknown>;
  /** The number of the transaction's last marks, once read. */
  seq?: Promise<number>;
  /** How many matches there are after the writes so far; null once forgotten (making room). */
  count?: Promise<number> | null;
  /** Each match's `rev` before the transaction first wrote it. */
  readonly revs: Map<string, number>;
  /** The matches whose row the transaction has written, or is writing. */
  readonly rows: Set<string>;
}

const transactions = new WeakMap<DBCoreTransaction, Kept>();

/** A write made: its end, once what is kept with it is written. */
interface Made {
  readonly end: Promise<DBCoreMutateResponse>;
}

/** Runs `make` once every write asked before it in the transaction is made. */
function inTurn(kept: Kept, make: () => Promise<Made>): Promise<DBCoreMutateResponse> {
  const made = kept.tail.then(make);
  kept.tail = made.then(
    () => undefined,
    () => undefined,
  );
  return made.then(({ end }) => end);
}

/**
 * The number of a write's marks: one higher than any mark before. The highest mark is read once,
 * by the transaction's first write, and counted on from in memory. No other transaction can write
 * marks meanwhile, as each that writes match rows holds the marks' store (IndexedDB runs such
 * transactions one at a time).
 */
function allot(marks: DBCoreTable, trans: DBCoreTransaction, kept: Kept): Promise<number> {
  const bySeq = marks.schema.getIndexByKeyPath('seq');
  if (bySeq === undefined) throw new UnmarkedWriteError('The marks have no index of numbers.');
  const seq =
    kept.seq?.then((last) => last + 1) ??
    zoned
      .resolve(
        marks.query({
          trans,
          values: true,
          limit: 1,
          direction: 'prev',
          query: { index: bySeq, range: ANY },
        }),
      )
      .then(({ result }) => {
        const last = (result[0] as MatchMarkRecord | undefined)?.seq;
        return Number.isInteger(last) ? (last as number) + 1 : 1;
      });
  kept.seq = seq;
  return seq;
}

/** The keys of a table's rows in a range. */
function keysIn(table: DBCoreTable, trans: DBCoreTransaction, range: DBCoreKeyRange) {
  return zoned
    .resolve(
      table.query({ trans, values: false, query: { index: table.schema.primaryKey, range } }),
    )
    .then(({ result }) => result as unknown[]);
}

/** The ids a write of match rows changes: those it names, or those in the range it removes. */
function rowIds(matches: DBCoreTable, req: DBCoreMutateRequest): Promise<string[]> {
  switch (req.type) {
    case 'add':
    case 'put':
      return zoned.resolve(req.values.map((row: MatchRow) => row.id));
    case 'delete':
      return zoned.resolve(req.keys as string[]);
    case 'deleteRange':
      return keysIn(matches, req.trans, req.range) as Promise<string[]>;
  }
}

/** The matches whose pages a write of pages changes (a page's key is [matchId, page]). */
function pageMatchIds(pages: DBCoreTable, req: DBCoreMutateRequest): Promise<unknown[]> {
  switch (req.type) {
    case 'add':
    case 'put':
      return zoned.resolve(req.values.map((page: DealPage) => page.matchId));
    case 'delete':
      return zoned.resolve((req.keys as unknown[][]).map((key) => key[0]));
    case 'deleteRange': {
      // One match's pages, as every writer removes them: no need to read which.
      const { lower, upper } = req.range as { lower: unknown; upper: unknown };
      if (Array.isArray(lower) && Array.isArray(upper) && lower[0] === upper[0])
        return zoned.resolve([lower[0]]);
      return keysIn(pages, req.trans, req.range).then((keys) =>
        (keys as unknown[][]).map((key) => key[0]),
      );
    }
  }
}

/** How many matches there are before a write: the count kept, or the rows counted where none is. */
function countBefore(down: DBCore, trans: DBCoreTransaction): Promise<number> {
  const matches = down.table(TABLES.matches);
  return zoned
    .resolve(down.table(TABLES.counts).get({ trans, key: MATCH_COUNT }))
    .then((row: { value?: unknown } | undefined) =>
      isCount(row?.value)
        ? row.value
        : matches.count({ trans, query: { index: matches.schema.primaryKey, range: ANY } }),
    );
}

/** Changes the count of matches by `change`, matches added less those removed. */
function recount(down: DBCore, trans: DBCoreTransaction, kept: Kept, change: number) {
  if (change === 0 || kept.count === null || kept.count === undefined) return zoned.resolve();
  const count = kept.count.then((value) => Math.max(0, value + change));
  kept.count = count;
  return count.then((value) =>
    down.table(TABLES.counts).mutate({ type: 'put', trans, values: [{ key: MATCH_COUNT, value }] }),
  );
}

/** Marks matches written, for the club's mirror and for the players' ledger, with one number. */
function mark(down: DBCore, trans: DBCoreTransaction, kept: Kept, ids: readonly string[]) {
  const marks = down.table(TABLES.matchMarks);
  return allot(marks, trans, kept).then((seq) =>
    zoned.all([
      marks.mutate({
        type: 'put',
        trans,
        values: ids.map((id): MatchMarkRecord => ({ id, seq })),
      }),
      down.table(TABLES.ledgerChanges).mutate({
        type: 'put',
        trans,
        values: ids.map((id) => ({ id, token: String(seq) })),
      }),
    ]),
  );
}

/** A write of match rows, made, and what is kept with it written once it is done. */
function writeRows(
  down: DBCore,
  req: DBCoreMutateRequest,
  why: Unmarked | undefined,
  kept: Kept,
): Promise<Made> {
  const { trans } = req;
  const matches = down.table(TABLES.matches);
  return rowIds(matches, req).then((found) => {
    const ids = [...new Set(found)];
    return zoned
      .resolve(ids.length === 0 ? [] : matches.getMany({ trans, keys: ids }))
      .then((rows: (MatchRow | undefined)[]) => {
        const stored = new Set(ids.filter((_, i) => rows[i] !== undefined));
        const adding = req.type === 'put' || req.type === 'add';
        // The count before the transaction's first write that may change it, read before it.
        let ready: Promise<unknown> = zoned.resolve();
        if (
          why === undefined &&
          kept.count === undefined &&
          (adding ? stored.size < ids.length : stored.size > 0)
        )
          ready = kept.count = countBefore(down, trans);
        ids.forEach((id, i) => {
          if (!kept.revs.has(id)) kept.revs.set(id, rows[i]?.rev ?? 0);
          kept.rows.add(id);
        });
        const values = adding
          ? req.values.map((value: MatchRow) => {
              const { standing: _standing, ...row } = value;
              const rev = Math.max(value.rev ?? 0, (kept.revs.get(value.id) ?? 0) + 1);
              return { ...row, rev };
            })
          : null;
        const written = values === null ? req : { ...req, values };
        // Made once the count is read, and before the next write asked reads anything.
        return ready.then((): Made => {
          const end = zoned.resolve(matches.mutate(written)).then((done) => {
            const changed =
              values === null
                ? ids
                : [
                    ...new Set(
                      values.flatMap((row, i) => (done.failures[i] === undefined ? [row.id] : [])),
                    ),
                  ];
            if (changed.length === 0) return done;
            let ends: Promise<unknown>[];
            if (why === 'makingRoom') {
              // Forgetting writes nothing: the ledger's sums and the count are worked out afresh.
              kept.count = null;
              const forget = (table: string, key: string) =>
                down.table(table).mutate({ type: 'delete', trans, keys: [key] });
              ends = [forget(TABLES.counts, MATCH_COUNT), forget(TABLES.ledgerTotals, LEDGER_KEY)];
            } else {
              const change =
                values !== null
                  ? changed.filter((id) => !stored.has(id)).length
                  : -changed.filter((id) => stored.has(id)).length;
              ends = [mark(down, trans, kept, changed), recount(down, trans, kept, change)];
            }
            return zoned.all(ends).then(() => done);
          });
          return { end };
        });
      });
  });
}

/**
 * A write of pages, made, and what is kept with it: a match whose row the transaction has not
 * written has it written again, as it is then (writeRows raises its `rev`, drops its standing and
 * marks it), in turn after the writes asked meanwhile.
 */
function writePages(
  down: DBCore,
  req: DBCoreMutateRequest,
  why: Unmarked | undefined,
  kept: Kept,
): Promise<Made> {
  const { trans } = req;
  const pages = down.table(TABLES.dealPages);
  const matches = down.table(TABLES.matches);
  const unwritten = (ids: readonly unknown[]) =>
    [...new Set(ids)].filter((id): id is string => typeof id === 'string' && !kept.rows.has(id));
  return pageMatchIds(pages, req).then((found): Made => {
    const end = zoned.resolve(pages.mutate(req)).then((done) => {
      // Making room, the pages go with their rows.
      if (why !== undefined || unwritten(found).length === 0) return done;
      return inTurn(kept, () => {
        const ids = unwritten(found);
        return zoned
          .resolve(ids.length === 0 ? [] : matches.getMany({ trans, keys: ids }))
          .then((rows: (MatchRow | undefined)[]) => {
            const values = rows.filter((row) => row !== undefined);
            if (values.length === 0) return { end: zoned.resolve(done) };
            return writeRows(down, { type: 'put', trans, values }, undefined, kept);
          });
      }).then(() => done);
    });
    return { end };
  });
}

/** The kinds of write a transaction that writes unmarked may make (matchMarks.ts, withoutMarks). */
function allowed(name: string, req: DBCoreMutateRequest, why: Unmarked | undefined): boolean {
  if (why === undefined) return true;
  if (why === 'standing') return false;
  return req.type === 'delete' || (req.type === 'deleteRange' && name === TABLES.dealPages);
}

interface IdbTransactionLike extends DBCoreTransaction {
  readonly objectStoreNames?: { contains(name: string): boolean };
}

const keep: Keeper = (down, name, req, why) => {
  if (!allowed(name, req, why))
    throw new UnmarkedWriteError(`A ${req.type} of ${name} where only a ${why} may be.`);
  const trans = req.trans as IdbTransactionLike;
  if (trans.objectStoreNames?.contains(TABLES.matchMarks) === false)
    throw new UnmarkedWriteError('A write of matches outside the marks’ transaction.');
  let kept = transactions.get(req.trans);
  if (kept === undefined) {
    kept = { tail: zoned.resolve(), revs: new Map(), rows: new Set() };
    transactions.set(req.trans, kept);
  }
  const state = kept;
  return inTurn(state, () =>
    name === TABLES.matches ? writeRows(down, req, why, state) : writePages(down, req, why, state),
  );
};

setKeeper(keep);
