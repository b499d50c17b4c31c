import type { DBCoreKeyRange, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction } from 'dexie';
import Dexie from 'dexie';
import type { MatchMarkRecord, Marker } from './matchMarks.ts';
import { UnmarkedWriteError, setMarker } from './matchMarks.ts';
import { TABLES } from './schema.ts';

/**
 * The marking of each write of match rows (matchMarks.ts, which says what a mark is and why):
 * the ids the write changes, the next number, and the marks and the ledger's marks written in the
 * write's own transaction. Loaded by every module that writes match rows (matchRowWrites.ts), not
 * by the first screen, which writes none; it puts itself under the database's middleware as it
 * loads.
 */

/**
 * The next number of each transaction: the highest mark is read once, by the transaction's first
 * write, and counted on from in memory. No other transaction can write marks meanwhile, as each
 * that writes match rows holds the marks' store (IndexedDB runs such transactions one at a time).
 */
const next = new WeakMap<DBCoreTransaction, Promise<number>>();

/** Every key. */
const ANY = { type: 3 } as DBCoreKeyRange;

/** The number of a write's marks: one higher than any mark before. */
function allot(marks: DBCoreTable, trans: DBCoreTransaction): Promise<number> {
  const bySeq = marks.schema.getIndexByKeyPath('seq');
  if (bySeq === undefined) throw new UnmarkedWriteError('The marks have no index of numbers.');
  const seq =
    next.get(trans)?.then((last) => last + 1) ??
    marks
      .query({
        trans,
        values: true,
        limit: 1,
        direction: 'prev',
        query: { index: bySeq, range: ANY },
      })
      .then(({ result }) => {
        const last = (result[0] as MatchMarkRecord | undefined)?.seq;
        return Number.isInteger(last) ? (last as number) + 1 : 1;
      });
  next.set(trans, seq);
  return seq;
}

/** The ids a write of match rows changes: those it names, or those in the range it removes. */
async function idsOf(matches: DBCoreTable, req: DBCoreMutateRequest): Promise<string[]> {
  switch (req.type) {
    case 'add':
    case 'put': {
      const key = matches.schema.primaryKey.extractKey;
      return key === null
        ? ((req.keys ?? []) as string[])
        : req.values.map((v) => key(v) as string);
    }
    case 'delete':
      return req.keys as string[];
    case 'deleteRange': {
      const found = await matches.query({
        trans: req.trans,
        values: false,
        query: { index: matches.schema.primaryKey, range: req.range },
      });
      return found.result as string[];
    }
  }
}

/** Marks a write of match rows, in its own transaction, after the write. */
const mark: Marker = (down, table, req) => {
  // Dexie's own promises, not await: each write below runs in the transaction's zone, which the
  // stores under this one read (a native await would leave it).
  const zoned = Dexie.Promise;
  return zoned.resolve(idsOf(table, req)).then((found) => {
    const ids = [...new Set(found)];
    return zoned.resolve(table.mutate(req)).then((done) => {
      if (ids.length === 0) return done;
      const marks = down.table(TABLES.matchMarks);
      return zoned.resolve(allot(marks, req.trans)).then((seq) =>
        zoned
          .all([
            marks.mutate({
              type: 'put',
              trans: req.trans,
              values: ids.map((id): MatchMarkRecord => ({ id, seq })),
            }),
            down.table(TABLES.ledgerChanges).mutate({
              type: 'put',
              trans: req.trans,
              values: ids.map((id) => ({ id, token: String(seq) })),
            }),
          ])
          .then(() => done),
      );
    });
  });
};

setMarker(mark);
