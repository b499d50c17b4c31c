import type { LedgerShare } from '../season/ledgerShare.ts';
import type { KeptTotals } from '../season/ledgerTotals.ts';
import type { BridgepadDb } from './database.ts';

/**
 * The players' ledger as the device keeps it worked out (ledgerKept.ts, schema.ts version 6): a
 * cache of the matches, never in a backup.
 */

/** A match's part of the ledger, as worked out from the match the last time it was written. */
export interface LedgerShareRecord {
  /** The match's id. */
  readonly id: string;
  /** The players' names in the share, as the ledger spells them: a player's evenings by index. */
  readonly names: readonly string[];
  /** The match reached this device from the club (SyncBaseRecord.arrived) when worked out. */
  readonly arrived: boolean;
  readonly share: LedgerShare;
}

/** Whether the sums are being worked out afresh, and how far that has come. */
export interface LedgerBuilding {
  /** Every match up to this id (in id order) is counted. */
  readonly upTo: string;
  readonly done: number;
  /** How many matches there were when it began. */
  readonly of: number;
}

/** The one row of `ledgerTotals`: the sums of every part kept in `ledgerShares`. */
export interface LedgerTotalsRecord {
  readonly key: string;
  /** LEDGER_VERSION when worked out: sums of another are worked out afresh. */
  readonly v: number;
  /** Made anew each time the sums begin afresh, so work begun before is not added to them. */
  readonly epoch: string;
  /** Null once every match is counted. */
  readonly building: LedgerBuilding | null;
  /** Every match's part. */
  readonly all: KeptTotals;
  /** The parts of the matches that did not reach this device from the club. */
  readonly device: KeptTotals;
}

/**
 * A match written since its part was worked out, marked in the same transaction as the write
 * (matchMarks.ts: its token the number of the write's mark). A new `token` with every write, so a
 * mark made while its match was being worked out is told from the mark that was read.
 */
export interface LedgerChangeRecord {
  readonly id: string;
  readonly token: string;
}

/** The key of the one row of `ledgerTotals`. */
export const LEDGER_KEY = 'ledger';

/**
 * Forgets the sums, to be worked out afresh (ledgerKept.ts): for when which matches reached this
 * device from the club is forgotten (syncRecords.ts, clearSyncRecords). Call inside a transaction
 * that names `ledgerTotals`.
 */
export function forgetLedger(db: BridgepadDb): Promise<void> {
  return db.ledgerTotals.delete(LEDGER_KEY);
}
