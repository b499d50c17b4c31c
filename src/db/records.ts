/**
 * What the database holds: the inputs people entered, as match files (docs/format.md), and the edits
 * that led there. Sheets, totals and vulnerability are never stored (docs/style.md, rule 2).
 */

/** A match file object as `toMatchFile` writes it; read back through `validateMatch` only. */
export type MatchFileJson = Record<string, unknown>;
/** One deal as the match file spells it: `{ "contract": "4S", "declarer": "N", "tricks": 10 }`. */
export type DealJson = Record<string, unknown>;

export interface MatchRecord {
  readonly id: string;
  readonly createdAt: string;
  /** Index for the matches list, newest first. */
  readonly updatedAt: string;
  /** How many times the match has been written (src/db/matchRows.ts); absent before it was kept. */
  readonly rev?: number;
  readonly file: MatchFileJson;
}

/** A change to a match, recorded so it can be undone, redone and looked back on. */
export type Edit =
  | { readonly kind: 'addDeal'; readonly index: number; readonly deal: DealJson }
  | {
      readonly kind: 'editDeal';
      readonly index: number;
      readonly before: DealJson;
      readonly after: DealJson;
    }
  | { readonly kind: 'deleteDeal'; readonly index: number; readonly deal: DealJson }
  | {
      /**
       * Deals marked agreed with the other device as they stand, all in one step (docs/format.md,
       * "agreed"). The engine plans it (src/engine/agreement/compareSettle.ts).
       */
      readonly kind: 'agree';
      readonly deals: readonly AgreedDeal[];
    }
  | {
      readonly kind: 'honors';
      readonly index: number;
      readonly before: DealJson['honors'] | null;
      readonly after: DealJson['honors'] | null;
    }
  | { readonly kind: 'rename'; readonly before: unknown; readonly after: unknown }
  | { readonly kind: 'finish'; readonly before: boolean; readonly after: boolean }
  | {
      /** A match detail that is not play: when the result was sent, or the evening's seating. */
      readonly kind: 'detail';
      readonly field: DetailField;
      /** null: the field was not there. */
      readonly before: unknown;
      readonly after: unknown;
    };

/** One deal an `agree` step marks: as it was, and with its `agreed` mark. */
export interface AgreedDeal {
  readonly index: number;
  readonly before: DealJson;
  readonly after: DealJson;
}

/** The match file's optional top-level fields a `detail` edit sets (docs/format.md). */
/** `sent`; and a table's evening (its seating, `x-bridgepad-table`), whose names a rename changes. */
export type DetailField = 'sent' | 'x-bridgepad-table';

/**
 * done: in effect; undone: reverted, can be redone; discarded: undone, then overtaken; retired:
 * made on the match an import has since replaced.
 */
export type EditState = 'done' | 'undone' | 'discarded' | 'retired';

export interface HistoryRecord {
  readonly seq?: number;
  readonly matchId: string;
  readonly at: string;
  readonly edit: Edit;
  readonly state: EditState;
  /**
   * A line a player can read, written by earlier versions. The app now says each step from its
   * `edit` (describeEdit), in the table's words, so nothing derived is stored.
   */
  readonly summary?: string;
  /**
   * The step in force when this one was made (its seq), or null when none was: the match as it
   * was created or imported. Lets a deal's story be followed exactly through undone steps.
   * Missing on steps recorded before it was kept.
   */
  readonly parent?: number | null;
  /**
   * A step taken in many matches at once (a player renamed or merged across the ledger): every
   * step of one batch is undone and redone together, so no match is left behind.
   */
  readonly batch?: string;
  /**
   * The step's own name, the same on every device that keeps the match (docs/format.md, "The club's
   * documents"): a club's copies of a match name their steps, and each step's parent, by it. Given
   * when the step is first mirrored with a club; missing until then.
   */
  readonly stepId?: string;
  /** The club member who took the step, as the club knows them; missing until first mirrored. */
  readonly author?: string;
}

export interface SettingRecord {
  readonly key: string;
  readonly value: unknown;
}

/** A deleted match, kept for a while so it can be restored; its history stays in `history`. */
export interface DeletedRecord {
  readonly id: string;
  readonly deletedAt: string;
  readonly record: MatchRecord;
}

/**
 * A row of a store whose records are read through a validator (a desk, a competition profile):
 * only its key is trusted until then.
 */
export interface KeptRow {
  readonly id: string;
  /** A desk: when it was deleted. */
  readonly deletedAt?: unknown;
  /** A competition profile: its place in the list. */
  readonly order?: unknown;
}

/**
 * The match file behind a result the organiser's desk took in, kept as it was read so that a
 * disputed result can be opened again (docs/format.md, "The organiser's desk").
 */
export interface ResultFileRecord {
  readonly id: string;
  /** The desk whose draw the result is in. */
  readonly deskId: string;
  /** When the desk took it in. */
  readonly receivedAt: string;
  /** The file it came in, or where on this device it was found. */
  readonly from: string;
  readonly file: MatchFileJson;
}

/**
 * The revision of a club's document this device last mirrored (docs/format.md, "The club's
 * documents"): its PouchDB revision, and a hash of what it held as this device keeps it, so a
 * change made on the device since is told from one made elsewhere. Kept by the device alone, never
 * in a backup.
 */
export interface SyncBaseRecord {
  /** The document's id in the club's database: `match:<id>`, `desk:<id>`, … */
  readonly docId: string;
  readonly rev: string;
  readonly hash: string;
  /**
   * The document first reached this device from the club: the mirror wrote it into the store
   * where the device kept nothing of it, neither kept nor recently deleted, and had never mirrored
   * it (src/db/clubRecords.ts, writeClubMatch). Kept through every later revision; missing on what
   * the device began, imported or joined itself.
   */
  readonly arrived?: true;
  /**
   * A match's mark as the mirror left it when it wrote the match from the club (matchMarks.ts): a
   * match still so marked was not written since, so the mirror's push passes it over unread; any
   * later write marks it anew. Missing on every other base.
   */
  readonly mark?: number;
}

/** One other copy of a document that differs from this device's. */
export interface OtherRevision {
  readonly rev: string;
  /** The member who wrote it: whose copy it is. */
  readonly author: string;
}

/**
 * A club's document whose copies differ and that the engine does not settle (docs/format.md, "Two
 * copies that differ"): this device's revision, and the others, with whose copies they are.
 * Removed once settled. Kept by the device alone, never in a backup.
 */
export interface SyncDiffersRecord {
  readonly docId: string;
  /** The revision this device's copy is. */
  readonly mine: string;
  /**
   * This device's copy is a deletion that another member's change did not see (the match deleted
   * here, changed there meanwhile): settled by keeping it deleted or taking a change back, never
   * by the change coming back by itself. Missing for copies that both hold the document.
   */
  readonly mineDeleted?: true;
  readonly theirs: readonly OtherRevision[];
  /** When the difference was found. */
  readonly at: string;
}
