/**
 * The IndexedDB layout. Only src/db/ touches IndexedDB (docs/style.md, rule 4).
 *
 * !!! CHANGING ANY NAME BELOW LOSES USER DATA !!!
 * These are the names of databases, object stores and indexes on players' own devices. A new
 * layout is a new `db.version(n)` with an upgrade and an upgrade test that opens a fixture of the
 * old version (tests/db/upgrade.test.ts); names already shipped are never renamed.
 */
export const DB_NAME = 'bridgepad';

/** The keys of the `settings` store, one row each. */
export const SETTINGS = {
  /** The browser's answer to the request for persistent storage (src/db/persistence.ts). */
  persistence: 'persistence',
  /** When every match was last backed up, and when a backup was last offered (backups.ts). */
  backup: 'backup',
  /** The competition profile the last Kapiti match was started with (competitions.ts). */
  lastCompetition: 'lastCompetition',
  /** When the player was told this browser has not promised to keep the scores (persistence.ts). */
  keepNoteSeen: 'keepNoteSeen',
  /**
   * When the player was told that Safari may clear its matches after seven days without a visit,
   * and how to keep them (persistence.ts).
   */
  safariNoteSeen: 'safariNoteSeen',
  /**
   * When the player was told this address cannot keep an offline copy or use the camera, as on a
   * club laptop's plain HTTP address (addressNote.ts).
   */
  addressNoteSeen: 'addressNoteSeen',
  /** The club this device has joined and its member, never a password (clubMembership.ts). */
  club: 'club',
  /** The club this device left, its server and name, to join it again (clubMembership.ts). */
  leftClub: 'leftClub',
} as const;

/**
 * The layout, version by version. Each version below added to the one before; a database of any
 * earlier version opens at the latest, its missing stores and indexes added (tests/db/upgrade.test.ts
 * opens one of each). Only a version with an upgrade, which rewrites what is stored, is declared on
 * its own (database.ts): Dexie reads the layout a device has from the device itself.
 *
 * Version 1: matches by id (newest first by updatedAt); edit history by match in order, and by
 * match and state so undo and redo find their entry without reading the whole history.
 *
 * Version 2 adds the recently deleted matches, by match id and by when they were deleted, so a
 * deleted match can be restored for a while and then cleared away with its history. Nothing
 * already stored changes: the upgrade only creates the new, empty store.
 *
 * Version 3 keeps a match's deals in pages beside its row (src/db/matchRows.ts), so a deal written
 * to a long match writes one page, not every deal. Nothing stored changes at the upgrade: a row
 * written before holds its whole file and reads as it always did, and is paged at its next write.
 *
 * Version 4 gives the organiser's desks and the competition profiles stores of their own (until
 * then each was one list under a `settings` row), each record read through its validator, and
 * keeps the match file behind each result the desk takes: by its own id, and by desk so a desk's
 * files are found and cleared with it. The upgrade moves both lists, entry by entry, into their
 * stores, unreadable entries included, so nothing kept is lost. The history is indexed by batch
 * too: the steps a rename across the ledger took, undone and redone together.
 *
 * Version 5 is for a club's shared record (docs/format.md, "The club's documents"): each match row
 * says when it was last written on this device (`writtenAt`, by the device's clock), so the club's
 * mirror finds what changed since it last looked without reading every match; `syncBase` keeps, for
 * each document mirrored with the club, the revision last mirrored and what it held; `syncDiffers`
 * lists the documents whose copies differ and wait to be settled. Nothing stored changes at the
 * upgrade: a row written before has no `writtenAt` until its next write, and the two new stores
 * start empty.
 *
 * Version 6 keeps the players' ledger worked out (src/db/ledgerKept.ts), so a device of 20,000
 * matches opens it as quickly as one of 1,000: `ledgerShares` holds each match's part of the
 * ledger (indexed by its players' names, for a player's evenings), `ledgerTotals` their sums, and
 * `ledgerChanges` the matches written since their parts were worked out, each marked in the same
 * transaction as the write. All three are a cache of the matches, never in a backup. Nothing
 * stored changes at the upgrade: the three start empty, and the ledger is worked out in full the
 * first time it is opened. `counts` keeps how many matches there are, changed by every write that
 * adds or removes one (matchCount.ts): the browser counts a store one by one, and a count of 20,000
 * held up every other read of the database meanwhile.
 *
 * Version 7 marks every write of a match, by number, not by the clock (src/db/matchMarks.ts):
 * `matchMarks` holds, for each match, the number of its last write, a deletion included, higher
 * than every number before, written in the write's own transaction; the club's mirror sends the
 * matches marked since it last looked, however the device's clock moved meanwhile. A row no
 * longer says when it was written (`writtenAt`, and its index, stay on rows written before). The
 * upgrade marks each match that says it was written on this device, and each recently deleted
 * match, in the order they were written and deleted: what a device in a club had not sent yet is
 * sent after the upgrade.
 */
export const SCHEMA_V4 = {
  matches: 'id, updatedAt',
  history: '++seq, matchId, [matchId+seq], [matchId+state], batch',
  settings: 'key',
  deleted: 'id, deletedAt',
  dealPages: '[matchId+page]',
  desks: 'id',
  profiles: 'id, order',
  resultFiles: 'id, deskId',
} as const;

/** Versions 5 and 6 above. */
export const SCHEMA_V6 = {
  ...SCHEMA_V4,
  matches: 'id, updatedAt, writtenAt',
  syncBase: 'docId',
  syncDiffers: 'docId',
  ledgerShares: 'id, *names',
  ledgerTotals: 'key',
  ledgerChanges: 'id',
  counts: 'key',
} as const;

/** The layout the app opens (version 7 above). */
export const SCHEMA_V7 = {
  ...SCHEMA_V6,
  matchMarks: 'id, seq',
} as const;

/** Every store's name, by name: `TABLES.matches` is 'matches'. */
export const TABLES = Object.fromEntries(Object.keys(SCHEMA_V7).map((name) => [name, name])) as {
  readonly [Name in keyof typeof SCHEMA_V7]: Name;
};

/** The version the app opens (database.ts). */
export const DB_VERSION = 7;
