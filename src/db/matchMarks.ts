import type {
  DBCore,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTransaction,
  Middleware,
  Table,
  Transaction,
} from 'dexie';
import Dexie from 'dexie';
import type { BridgepadDb } from './database.ts';
import { TABLES } from './schema.ts';

/**
 * The marks of match writes (schema.ts, version 7): every write of a match's row or of its pages, a
 * deletion included, marks the match in the write's own transaction, by one middleware under every
 * writer (its keeping: matchKeeper.ts), so no screen, import, restore or sync can write a match
 * unmarked. A mark is the match's id and a sequence number higher than any before it, never the
 * device's clock: the club's mirror sends the matches marked since the last mark it looked at
 * (src/sync/mirrorPush.ts), however the clock moved meanwhile. The same write marks the match for
 * the players' ledger (`ledgerChanges`, its token the mark's number), which works its part out
 * again (ledgerKept.ts).
 *
 * !!! A mark is never deleted, only written over by a higher one: the highest mark is how far
 * the marks have come, and a mark deleted could let a number be given twice. !!!
 *
 * Two writes of match rows go unmarked, each named (withoutMarks): the standing a row keeps for
 * the matches list (standings.ts), which changes nothing of the match, and the removal of matches
 * on a device too full to write anything, where removing is how a player makes room
 * (matchRowWrites.ts, deleteRecords), after which the ledger's sums and the count of matches are
 * worked out afresh (matchKeeper.ts forgets them) and the club's mirror finds the matches gone by
 * comparing the keys it keeps.
 */

/** A row of `matchMarks`: the last write of a match. */
export interface MatchMarkRecord {
  /** The match's id. */
  readonly id: string;
  /** Higher than every mark before it, whatever the device's clock said. */
  readonly seq: number;
}

/** Why a transaction writes match rows unmarked (withoutMarks). */
export type Unmarked = 'standing' | 'makingRoom';

/** The transactions (Dexie's, not IndexedDB's) that write match rows unmarked, and why. */
const unmarked = new WeakMap<Transaction, Unmarked>();

/** The match tables: every write of either goes through the keeper (matchKeeper.ts). */
const MATCH_TABLES: readonly string[] = [TABLES.matches, TABLES.dealPages];

/**
 * The stores every transaction that may write the match tables holds besides those it names: the
 * match tables and what is kept with them.
 */
const KEPT_STORES: readonly string[] = [
  ...MATCH_TABLES,
  TABLES.matchMarks,
  TABLES.ledgerChanges,
  TABLES.ledgerTotals,
  TABLES.counts,
];

/**
 * Runs `write` in a transaction of its own (a part of the caller's, inside one) whose writes of
 * match rows are not marked: only for the two writes named by `why`, and only the kind of write
 * each is (a put of a standing, a removal); any other write of a match row in it is refused.
 */
export function withoutMarks<T>(
  db: BridgepadDb,
  why: Unmarked,
  tables: readonly Table[],
  write: () => Promise<T>,
): Promise<T> {
  return db.transaction('rw', tables, () => {
    unmarked.set(Dexie.currentTransaction, why);
    return write();
  });
}

/** Thrown for a write of match rows that cannot be marked: never, unless a change broke this. */
export class UnmarkedWriteError extends Error {
  override name = 'UnmarkedWriteError';
}

interface IdbTransactionLike extends DBCoreTransaction {
  readonly mode?: string;
  readonly objectStoreNames?: { contains(name: string): boolean };
}

/**
 * How a write of the match tables is kept (matchKeeper.ts): set as that module loads, which every
 * module that writes matches loads first (matchRowWrites.ts). The first screen, which writes no
 * match, does not carry it; a write before it is here is refused, never left unkept.
 */
export type Keeper = (
  down: DBCore,
  name: string,
  req: DBCoreMutateRequest,
  why: Unmarked | undefined,
) => Promise<DBCoreMutateResponse>;

let keeper: Keeper | null = null;

export function setKeeper(keep: Keeper): void {
  keeper = keep;
}

/**
 * The middleware (Dexie's DBCore): every transaction that may write (`readwrite`) and names a
 * match table holds the match tables and the stores kept with them too (KEPT_STORES), and every
 * write of a match table in it goes through the keeper, in the same transaction. Dexie lets a
 * middleware widen a transaction this way; the stores added are never seen by the caller.
 */
export const matchMarksMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'MatchMarks',
  create: (down) => ({
    ...down,
    transaction: (stores, mode, options) =>
      down.transaction(
        mode === 'readwrite' && stores.some((name) => MATCH_TABLES.includes(name))
          ? [...new Set([...stores, ...KEPT_STORES])]
          : stores,
        mode,
        options,
      ),
    table: (name) => {
      const table = down.table(name);
      if (!MATCH_TABLES.includes(name)) return table;
      return {
        ...table,
        mutate: (req) => {
          const why = unmarked.get(Dexie.currentTransaction);
          const trans = req.trans as IdbTransactionLike;
          // A standing changes nothing of its match (standings.ts); an upgrade of a version
          // before the marks keeps what it writes itself.
          if (
            (why === 'standing' && req.type === 'put' && name === TABLES.matches) ||
            (trans.mode === 'versionchange' && !trans.objectStoreNames?.contains(TABLES.matchMarks))
          )
            return table.mutate(req);
          if (keeper === null)
            throw new UnmarkedWriteError(
              'A write of matches before its keeping’s code was loaded.',
            );
          return keeper(down, name, req, why);
        },
      };
    },
  }),
};
