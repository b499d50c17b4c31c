/**
 * The IndexedDB layout. Only src/db/ touches IndexedDB (docs/style.md, rule 4).
 *
 * !!! CHANGING ANY NAME BELOW LOSES USER DATA !!!
 * These are the names of databases, object stores and indexes on players' own devices. A new
 * layout is a new `db.version(n)` with an upgrade and an upgrade test that opens a fixture of the
 * old version (tests/db/upgrade.test.ts); names already shipped are never renamed.
 */
export const DB_NAME = 'bridgepad';

export const TABLES = {
  matches: 'matches',
  history: 'history',
  settings: 'settings',
  deleted: 'deleted',
  dealPages: 'dealPages',
  desks: 'desks',
  profiles: 'profiles',
  resultFiles: 'resultFiles',
  syncBase: 'syncBase',
  syncDiffers: 'syncDiffers',
} as const;

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
  /** The club this device has joined and its member, never a password (clubMembership.ts). */
  club: 'club',
} as const;

/**
 * Rows of the `settings` store before version 4, which kept the organiser's desks and the
 * competition profiles as one list each. Version 4's upgrade moves them to stores of their own
 * and removes the rows; nothing else reads these names.
 */
export const SETTINGS_BEFORE_V4 = {
  desks: 'desks',
  profiles: 'competitions',
} as const;

/**
 * Version 1: matches by id (newest first by updatedAt); edit history by match in order, and by
 * match and state so undo and redo find their entry without reading the whole history.
 */
export const SCHEMA_V1 = {
  [TABLES.matches]: 'id, updatedAt',
  [TABLES.history]: '++seq, matchId, [matchId+seq], [matchId+state]',
  [TABLES.settings]: 'key',
} as const;

/**
 * Version 2 adds the recently deleted matches, by match id and by when they were deleted, so a
 * deleted match can be restored for a while and then cleared away with its history. Nothing
 * already stored changes: the upgrade only creates the new, empty store.
 */
export const SCHEMA_V2 = {
  ...SCHEMA_V1,
  [TABLES.deleted]: 'id, deletedAt',
} as const;

/**
 * Version 3 keeps a match's deals in pages beside its row (src/db/matchRows.ts), so a deal written
 * to a long match writes one page, not every deal. Nothing stored changes at the upgrade: a row
 * written before holds its whole file and reads as it always did, and is paged at its next write.
 */
export const SCHEMA_V3 = {
  ...SCHEMA_V2,
  [TABLES.dealPages]: '[matchId+page]',
} as const;

/**
 * Version 4 gives the organiser's desks and the competition profiles stores of their own (until
 * then each was one list under a `settings` row), each record read through its validator, and
 * keeps the match file behind each result the desk takes: by its own id, and by desk so a desk's
 * files are found and cleared with it. The upgrade moves both lists, entry by entry, into their
 * stores, unreadable entries included, so nothing kept is lost. The history is indexed by batch
 * too: the steps a rename across the ledger took, undone and redone together.
 */
export const SCHEMA_V4 = {
  ...SCHEMA_V3,
  [TABLES.history]: '++seq, matchId, [matchId+seq], [matchId+state], batch',
  [TABLES.desks]: 'id',
  [TABLES.profiles]: 'id, order',
  [TABLES.resultFiles]: 'id, deskId',
} as const;

/**
 * Version 5 is for a club's shared record (docs/format.md, "The club's documents"): each match row
 * says when it was last written on this device (`writtenAt`, by the device's clock), so the club's
 * mirror finds what changed since it last looked without reading every match; `syncBase` keeps, for
 * each document mirrored with the club, the revision last mirrored and what it held; `syncDiffers`
 * lists the documents whose copies differ and wait to be settled. Nothing stored changes at the
 * upgrade: a row written before has no `writtenAt` until its next write, and the two new stores
 * start empty.
 */
export const SCHEMA_V5 = {
  ...SCHEMA_V4,
  [TABLES.matches]: 'id, updatedAt, writtenAt',
  [TABLES.syncBase]: 'docId',
  [TABLES.syncDiffers]: 'docId',
} as const;

/** The version the app opens; every version's stores and upgrade live in database.ts. */
export const DB_VERSION = 5;
