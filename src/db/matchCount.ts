/**
 * How many matches are stored, kept in `counts` (schema.ts, version 6) for the list's "Showing 50
 * of 20,000". The browser counts a store one by one, and while it counted 20,000 rows every other
 * read of the database waited, the ledger opened from the list among them. So every write that
 * adds or removes a match changes the count kept in the write's own transaction, by the database
 * itself under every writer (matchKeeper.ts), never out of step with the rows; where none is kept
 * yet, the rows are counted then. A cache of the matches, never in a backup (backupFile.ts, DEVICE_ONLY_STORES).
 */

/** A row of `counts`. */
export interface CountRecord {
  readonly key: string;
  readonly value: number;
}

/** The key of the count of matches. */
export const MATCH_COUNT = 'matches';

export const isCount = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0;
