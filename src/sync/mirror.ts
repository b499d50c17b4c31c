import type { Problem } from '../engine/matchFile/problems.ts';
import type { Result } from '../engine/types.ts';
import type { BridgepadDb } from '../db/database.ts';
import { keptMatchOf } from '../db/clubRecords.ts';
import type { OtherRevision, SyncDiffersRecord } from '../db/records.ts';
import { baseIds, clearSyncRecords, getBase, getDiffers, listDiffers } from '../db/syncRecords.ts';
import { watchStores } from '../db/storeChanges.ts';
import { TABLES } from '../db/schema.ts';
import type { DocBody } from './clubDocs.ts';
import { docId, keptMatchHash, parseDocId, readBody } from './clubDocs.ts';
import { leavesOf } from './revisions.ts';
import type { MirrorContext } from './mirrorContext.ts';
import { pullChanges } from './mirrorPull.ts';
import { changedDocs, pushDocs } from './mirrorPush.ts';
import type { SettleChoice, SettleResult } from './mirrorSettle.ts';
import { settle } from './mirrorSettle.ts';
import { StateStore } from './mirrorState.ts';
import type { LiveChanges, LocalPouch, Replication } from './pouch.ts';
import type { Brought, SyncStatus } from './syncStatus.ts';
import { NOT_STARTED, reasonOf, watchReplication } from './syncStatus.ts';
import { stillRefused } from './refusalsTaken.ts';

/**
 * A club's mirror on one device (docs/format.md, "The club's documents"): between the store the
 * screens read (Dexie, through src/db) and the device's copy of the club's database (PouchDB), and
 * the replication of that copy with the club's server. One task at a time: a push of what changed
 * on the device, a pull of what the copy brought, or settling a document; each reads only what
 * changed since the last (the marks of the matches written, the changes feed's place).
 */

export interface MirrorOptions {
  readonly db: BridgepadDb;
  /** The device's copy of the club's database, made by the caller (src/sync/club.ts). */
  readonly local: LocalPouch;
  /** The signed-in member, the `author` of what this device writes. */
  readonly member: string;
  /** The device's clock. */
  readonly now?: () => Date;
  /** How long after a live start every match's key is compared (RECONCILE_AFTER_MS). */
  readonly reconcileAfterMs?: number;
  /**
   * Whether a copy never in step with the club waits until it has been before it writes a
   * document it never mirrored and does not hold (MirrorContext.awaitingClub): a device joining a
   * club holds, as often as not, matches that came from the club (kept from before it left, or
   * restored from a backup), which are taken as the club has them rather than written again
   * under the joining member's name. A device whose copy is the only one (the tests') writes at
   * once.
   */
  readonly waitForClub?: boolean;
}

/** The copies of a differing document, each read through its kind's reader. */
export interface Copies {
  readonly mine: Result<DocBody, Problem[]>;
  readonly theirs: readonly (OtherRevision & { readonly body: Result<DocBody, Problem[]> })[];
}

/** The stores whose changes the mirror sends: the marks of every write of a match (matchMarks.ts). */
const MATCH_STORES = new Set<string>([TABLES.matchMarks]);

/**
 * How long after a live start the mirror compares the key of every match kept with those it has
 * mirrored (a match never mirrored, or mirrored and no longer kept): a safety net behind the look
 * at the matches marked since, it reads every key, so it waits until the start and the player's
 * first taps are over.
 */
export const RECONCILE_AFTER_MS = 10_000;

/** After this long without comparing every match's key, a live start compares them at once. */
export const RECONCILE_AT_ONCE_AFTER_MS = 24 * 60 * 60 * 1000;
const KEPT_STORES = new Set<string>([TABLES.desks, TABLES.profiles, TABLES.resultFiles]);

/**
 * The wait before the replication tries the club's server again (ms), from the wait before:
 * doubling from one second to at most ten. PouchDB's own doubles up to ten minutes, so a device
 * back on the network, or a server started again, could wait that long before anything moved.
 */
export function nextTry(delay: number): number {
  return Math.min(Math.max(delay * 2, 1000), 10_000);
}

/**
 * The documents the replication asks for and writes at once (PouchDB's own is 100). A club's record
 * coming to a newly joined phone is bounded by the phone's CPU, and each batch costs its requests,
 * its checkpoints on both sides and a pull into the store with the screens' reads after it: 500
 * matches came in 13.3 s in batches of 100 and 8.4 s in one (`npm run bench`, 4x CPU). A deal's
 * change is one document, whatever the batch.
 */
export const REPLICATION_BATCH = 500;

export class Mirror {
  private tail: Promise<unknown> = Promise.resolve();
  private current: SyncStatus = NOT_STARTED;
  private readonly listeners = new Set<(status: SyncStatus) => void>();
  private readonly ctx: MirrorContext;
  private reconciled = false;
  /** Set while a live start waits to compare every match's key (RECONCILE_AFTER_MS). */
  private reconcileLater: ReturnType<typeof setTimeout> | null = null;
  private readonly reconcileAfterMs: number;
  private live: { stop: () => void; changes: LiveChanges; replication: Replication } | null = null;
  private pending = { push: false, pull: false };
  /** The club's database the device last replicated with, asked whether refusals still stand. */
  private remote: LocalPouch | null = null;
  /**
   * The club's matches coming in since the device was last in step (SyncStatus.receiving): how
   * many the replication brought, how many the store took, and how many changes the server said
   * were left. Null when nothing comes.
   */
  private receipt: { brought: number; taken: number; pending: number | null } | null = null;
  /** How many live matches the club holds, asked once as the device joins it. */
  private clubMatches: number | null = null;
  /**
   * The revision of each document the replication brought since the device was last in step:
   * the club's, not the device's to send, though its place in the copy is past the push's.
   */
  private readonly brought = new Map<string, string>();

  private constructor(
    options: MirrorOptions,
    private readonly state: StateStore,
  ) {
    this.reconcileAfterMs = options.reconcileAfterMs ?? RECONCILE_AFTER_MS;
    const waitForClub = options.waitForClub ?? false;
    const unreadable = new Map<string, readonly Problem[]>();
    this.ctx = {
      db: options.db,
      local: options.local,
      member: options.member,
      now: options.now ?? (() => new Date()),
      unreadable: (id, problems) => {
        if (problems !== null) unreadable.set(id, problems);
        else if (!unreadable.delete(id)) return;
        this.update({ unreadable: [...unreadable].map(([docId, p]) => ({ docId, problems: p })) });
      },
      awaitingClub: () => waitForClub && this.state.state.inStepAt === null,
    };
    this.current = {
      ...NOT_STARTED,
      inStepAt: state.state.inStepAt,
      refused: state.state.refused,
    };
  }

  /**
   * The mirror of a device's copy of the club. A copy the mirror never wrote to (a new one) while
   * the store remembers revisions of another starts again: those revisions are not in this copy.
   */
  static async open(options: MirrorOptions): Promise<Mirror> {
    const state = await StateStore.open(options.local);
    if (!state.found && (await baseIds(options.db, '')).length > 0)
      await clearSyncRecords(options.db);
    return new Mirror(options, state);
  }

  /** One task after another; a failure is said in the status and given to the caller. */
  private queue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task, task);
    this.tail = run.then(
      () => this.update({ failure: null }),
      (error: unknown) => this.update({ failure: reasonOf(error) }),
    );
    return run;
  }

  /**
   * Sends what changed on the device into its copy of the club; resolves to how many documents it
   * looked at and how many it sent.
   */
  push(stores?: ReadonlySet<string>): Promise<{ looked: number; sent: number }> {
    return this.queue(async () => {
      const started = this.ctx.now().toISOString();
      const matches = stores === undefined || [...stores].some((s) => MATCH_STORES.has(s));
      const kept = stores === undefined || [...stores].some((s) => KEPT_STORES.has(s));
      const reconcile = !this.reconciled && this.reconcileLater === null;
      // A look while the copy waits for the club holds back what it may yet bring: not a full one.
      const awaiting = this.ctx.awaitingClub();
      const { ids, markedUpTo, compared } = await changedDocs(
        this.ctx,
        this.state.state.markedUpTo,
        { matches, kept, reconcile },
      );
      const sent = await pushDocs(this.ctx, ids);
      // A document refused before and sent again is the server's to refuse or take anew.
      if (this.current.refused.some((r) => sent.includes(r.docId)))
        await this.keepRefused(this.current.refused.filter((r) => !sent.includes(r.docId)));
      if (matches) {
        // A first look at every match (joining) compares every key as well.
        const full = compared && !awaiting;
        if (full) this.reconciled = true;
        await this.state.save({ markedUpTo, ...(full ? { reconciledAt: started } : {}) });
      }
      await this.refreshWaiting();
      return { looked: ids.length, sent: sent.length };
    });
  }

  /**
   * Drops the refusals the club's server has since taken from elsewhere (src/sync/refusalsTaken.ts),
   * once the device is in step with it.
   */
  private dropTaken(): Promise<void> {
    const remote = this.remote;
    if (remote === null) return Promise.resolve();
    if (this.current.refused.length === 0) {
      if (this.current.lostByClub.length > 0) this.update({ lostByClub: [] });
      return Promise.resolve();
    }
    return this.queue(async () => {
      const { refused, lostByClub } = await stillRefused(
        this.ctx.local,
        remote,
        this.current.refused,
        this.ctx.member,
      );
      this.update({ lostByClub });
      if (refused.length !== this.current.refused.length) await this.keepRefused(refused);
    });
  }

  /** The documents the server refused, said and kept across the app's starts. */
  private keepRefused(refused: SyncStatus['refused']): Promise<void> {
    const lostByClub = this.current.lostByClub.filter((id) => refused.some((r) => r.docId === id));
    this.update({ refused, lostByClub });
    return this.state.save({ refused });
  }

  /**
   * Takes into the store what the device's copy of the club brought since the last pull; resolves
   * to how many documents it looked at (the device's own writes, come back, are passed over).
   */
  pull(): Promise<number> {
    return this.queue(async () => {
      const looked = await pullChanges(
        this.ctx,
        this.state.state.pulledSeq,
        (seq) => this.state.save({ pulledSeq: seq }),
        (matches) => {
          if (this.receipt === null) return;
          this.receipt.taken += matches;
          this.showReceipt();
        },
      );
      await this.refreshWaiting();
      return looked;
    });
  }

  /** Settles a document whose copies differ with the copy chosen (src/sync/mirrorSettle.ts). */
  settle(id: string, choice: SettleChoice): Promise<SettleResult> {
    return this.queue(() => settle(this.ctx, id, choice));
  }

  /** The documents whose copies differ, waiting to be settled. */
  differing(): Promise<SyncDiffersRecord[]> {
    return listDiffers(this.ctx.db);
  }

  /**
   * The copies of a differing document, for Compare: the device's own, and each other with whose
   * copy it is; undefined when the document is not differing.
   */
  async copiesOf(id: string): Promise<Copies | undefined> {
    const parsed = parseDocId(id);
    const differs = await getDiffers(this.ctx.db, id);
    if (parsed === null || differs === undefined) return undefined;
    const leaves = await leavesOf(this.ctx.local, id);
    const body = (rev: string) => {
      const leaf = leaves.find((l) => l._rev === rev);
      return leaf === undefined ? undefined : readBody(parsed.kind, leaf);
    };
    const mine = body(differs.mine);
    if (mine === undefined) return undefined;
    return {
      mine,
      theirs: differs.theirs.flatMap((other) => {
        const read = body(other.rev);
        return read === undefined ? [] : [{ ...other, body: read }];
      }),
    };
  }

  status(): SyncStatus {
    return this.current;
  }

  /** Hears every change of the status; returns how to stop. */
  onStatus(listener: (status: SyncStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(change: Partial<SyncStatus>): void {
    this.current = { ...this.current, ...change };
    for (const listener of this.listeners) listener(this.current);
  }

  /**
   * The documents changed in the device's copy that the replication has not sent yet: not those
   * it brought from the club, as they came.
   */
  private async refreshWaiting(): Promise<void> {
    const page = await this.ctx.local.changes({ since: this.state.state.pushedSeq });
    const waiting = new Set(
      page.results
        .filter((c) => !c.id.startsWith('_') && c.changes[0]?.rev !== this.brought.get(c.id))
        .map((c) => c.id),
    );
    this.update({ waiting: waiting.size });
  }

  /**
   * The documents counted as waiting that the club's server holds already, counted no more. The
   * replication marks what it has sent before the mirror does: a device closed between the two
   * writes starts again with its replication past documents the mirror still counts, and a
   * replication with nothing left to send says nothing more. Asked of the server once in step.
   */
  private confirmSent(): Promise<void> {
    const remote = this.remote;
    if (remote === null || this.current.waiting === 0) return Promise.resolve();
    return this.queue(async () => {
      const since = this.state.state.pushedSeq;
      const page = await this.ctx.local.changes({ since, style: 'all_docs' });
      // Not counted, and passed by the replication for good: the design documents (the club's,
      // never a member's to write) and the documents the server refused.
      const passed = (id: string) =>
        id.startsWith('_') || this.current.refused.some((r) => r.docId === id);
      const asked = page.results.filter((c) => !passed(c.id));
      if (asked.length === 0) return;
      const missing = await remote.revsDiff(
        Object.fromEntries(asked.map((c) => [c.id, c.changes.map((leaf) => leaf.rev)])),
      );
      // Sent up to the first change the server lacks: the mark says all before it reached it.
      let sentUpTo = since;
      for (const change of page.results) {
        if (!passed(change.id) && (missing[change.id]?.missing?.length ?? 0) > 0) break;
        sentUpTo = change.seq;
      }
      if (sentUpTo > this.state.state.pushedSeq) await this.state.save({ pushedSeq: sentUpTo });
      await this.refreshWaiting();
    });
  }

  /**
   * The club's matches coming in, said: while the device joins (never in step yet), or when more
   * than one comes at once (a device back online); a deal from another table passes unsaid.
   */
  private showReceipt(): void {
    const receipt = this.receipt;
    const joining = this.current.inStepAt === null;
    if (receipt === null || (!joining && receipt.brought <= 1)) {
      if (this.current.receiving !== null) this.update({ receiving: null });
      return;
    }
    const known =
      (joining ? this.clubMatches : null) ??
      (receipt.pending === null ? null : receipt.brought + receipt.pending);
    this.update({
      receiving: {
        taken: receipt.taken,
        of: known === null ? null : Math.max(known, receipt.taken),
      },
    });
  }

  /** The replication brought documents into the device's copy: counted, and taken in soon. */
  private broughtIn(brought: readonly Brought[], pending: number | null): void {
    for (const doc of brought) this.brought.set(doc.id, doc.rev);
    const matches = brought.filter(
      (doc) => !doc.deleted && parseDocId(doc.id)?.kind === 'match',
    ).length;
    if (matches > 0 || this.receipt !== null) {
      const was = this.receipt ?? { brought: 0, taken: 0, pending: null };
      this.receipt = { ...was, brought: was.brought + matches, pending };
      this.showReceipt();
    }
    this.schedule('pull');
  }

  /**
   * A device joining a club asks how many matches the club holds, once, so that what it says as
   * they come in counts towards the whole ("receiving 180 of 500 matches").
   */
  private countClub(remote: LocalPouch): void {
    remote.allDocs({ startkey: 'match:', endkey: 'match:\uffff' }).then(
      ({ rows }) => {
        if (this.current.inStepAt !== null || rows.length === 0) return;
        this.clubMatches = rows.length;
        this.receipt ??= { brought: 0, taken: 0, pending: null };
        this.showReceipt();
      },
      // Not reached: the replication says so in the status; the words count without the whole.
      () => undefined,
    );
  }

  /** The status in step with the club from now: nothing coming in, nothing refusing the member. */
  private saidInStep(): string {
    const at = this.ctx.now().toISOString();
    this.receipt = null;
    this.brought.clear();
    this.update({
      inStepAt: at,
      offlineSince: null,
      signedOut: false,
      notMember: false,
      receiving: null,
    });
    return at;
  }

  /**
   * In step with the club: both halves of the replication idle, and the store has taken in all the
   * device's copy holds. `first`: the copy was never in step before (a device joining).
   */
  private inStepNow(first: boolean): void {
    const at = this.saidInStep();
    this.state
      .save({ inStepAt: at })
      .catch((error: unknown) => this.update({ failure: reasonOf(error) }));
    // What waited for the club is looked at again, every match's key compared: each taken as
    // the club has it now, or sent.
    if (first) {
      this.reconciled = false;
      this.schedule('push');
    }
    // A refusal the club has since taken from elsewhere is one no more.
    this.dropTaken().catch((error: unknown) => this.update({ failure: reasonOf(error) }));
    this.confirmSent().catch((error: unknown) => this.update({ failure: reasonOf(error) }));
  }

  /**
   * Whether a match's latest change has reached the club's server: mirrored as the device keeps
   * it, and sent by the replication (its push checkpoint is past the match's last change).
   */
  async reached(matchId: string): Promise<boolean> {
    const id = docId('match', matchId);
    if (this.current.refused.some((r) => r.docId === id)) return false;
    const base = await getBase(this.ctx.db, id);
    if (base === undefined || keptMatchHash(await keptMatchOf(this.ctx.db, matchId)) !== base.hash)
      return false;
    const later = await this.ctx.local.changes({
      since: this.state.state.pushedSeq,
      doc_ids: [id],
    });
    return later.results.length === 0;
  }

  private events(replication: Replication): void {
    watchReplication(replication, {
      pushed: (seq) => {
        // The mark never goes back: the server may be known to hold more (confirmSent).
        if (seq <= this.state.state.pushedSeq) return;
        this.state.save({ pushedSeq: seq }).then(
          () => this.refreshWaiting(),
          (error: unknown) => this.update({ failure: reasonOf(error) }),
        );
      },
      inStep: () => {
        const first = this.ctx.awaitingClub();
        // Not in step before the store has taken in what the copy brought: a pull first, after
        // those already asked for. Its failure is in the status (queue).
        this.pull().then(
          () => this.inStepNow(first),
          () => undefined,
        );
      },
      offline: (why) =>
        this.update({
          offlineSince: this.current.offlineSince ?? this.ctx.now().toISOString(),
          signedOut: why === 'signedOut' || this.current.signedOut,
          notMember: why === 'notMember',
        }),
      refused: (id, reason) => {
        this.keepRefused([
          ...this.current.refused.filter((r) => r.docId !== id),
          { docId: id, reason },
        ]).catch((error: unknown) => this.update({ failure: reasonOf(error) }));
      },
      pulled: (brought, pending) => this.broughtIn(brought, pending),
    });
  }

  /**
   * One sync with the club's database, both ways, to its end (two exchanges when its push wrote):
   * what the device has sent, and what came back taken into the store. For a device that syncs now
   * and then, and the tests.
   */
  async syncOnce(remote: LocalPouch | string): Promise<void> {
    if (typeof remote !== 'string') this.remote = remote;
    await this.push();
    // A sync's pull reads the server's changes beside its push, and a server built on PouchDB
    // (`npm run club`'s) passes over a document written while its feed is read: a document the
    // push wrote to as the pull read comes with a second exchange, after a push that wrote.
    if ((await this.exchange(remote)) > 0) await this.exchange(remote);
    await this.pull();
    const at = this.saidInStep();
    await this.state.save({ inStepAt: at });
    await this.push();
    await this.dropTaken();
    await this.confirmSent();
  }

  /** One non-live sync with the club's database; resolves to how many documents its push wrote. */
  private async exchange(remote: LocalPouch | string): Promise<number> {
    const replication = this.ctx.local.sync(remote, {
      live: false,
      retry: false,
      batch_size: REPLICATION_BATCH,
    });
    // A sync's own promise resolves even when it fails: its events say which.
    const ended = new Promise<number>((resolve, reject) => {
      replication.on('complete', (info: { push?: { docs_written?: number } }) =>
        resolve(info.push?.docs_written ?? 0),
      );
      replication.on('error', (error: unknown) =>
        reject(error instanceof Error ? error : new Error(reasonOf(error))),
      );
    });
    this.events(replication);
    try {
      return await ended;
    } catch (error) {
      this.update({ offlineSince: this.current.offlineSince ?? this.ctx.now().toISOString() });
      throw error;
    }
  }

  /** A push or a pull soon, once, however many changes ask for it meanwhile. */
  private schedule(what: 'push' | 'pull'): void {
    if (this.pending[what]) return;
    this.pending[what] = true;
    const task = async (): Promise<void> => {
      this.pending[what] = false;
      await (what === 'push' ? this.push() : this.pull());
    };
    // A failure is in the status already (queue); nothing more to say here.
    this.tail.then(task, task).catch(() => undefined);
  }

  /**
   * Mirrors and replicates from now on, live: every change on the device is sent, everything the
   * club sends is taken in, and the replication keeps trying while the server cannot be reached.
   */
  start(remote: LocalPouch | string): void {
    if (this.live !== null) return;
    if (typeof remote !== 'string') {
      this.remote = remote;
      if (this.current.inStepAt === null) this.countClub(remote);
    }
    const stop = watchStores(this.ctx.db, (stores) => {
      if ([...stores].some((s) => MATCH_STORES.has(s) || KEPT_STORES.has(s))) this.schedule('push');
    });
    const changes = this.ctx.local.changes({ since: 'now', live: true });
    changes.on('change', () => this.schedule('pull'));
    const replication = this.ctx.local.sync(remote, {
      live: true,
      retry: true,
      back_off_function: nextTry,
      batch_size: REPLICATION_BATCH,
    });
    this.events(replication);
    this.live = { stop, changes, replication };
    // The start's own push looks at the matches marked since the last; every match's key is compared
    // a while later, away from the player's first taps (it reads every key, however many), unless
    // it was not done for a day: a device used only in short visits compares them at once.
    if (!this.reconciled && this.reconciledLately())
      this.reconcileLater = setTimeout(() => {
        this.reconcileLater = null;
        this.schedule('push');
      }, this.reconcileAfterMs);
    this.schedule('push');
    this.schedule('pull');
  }

  /** Whether every match's key was compared within RECONCILE_AT_ONCE_AFTER_MS. */
  private reconciledLately(): boolean {
    const at = this.state.state.reconciledAt;
    return (
      at !== null && this.ctx.now().getTime() - new Date(at).getTime() < RECONCILE_AT_ONCE_AFTER_MS
    );
  }

  /** Stops mirroring and replicating; resolves once the task under way has ended. */
  async stop(): Promise<void> {
    if (this.reconcileLater !== null) clearTimeout(this.reconcileLater);
    this.reconcileLater = null;
    if (this.live !== null) {
      this.live.stop();
      this.live.changes.cancel();
      this.live.replication.cancel();
      this.live = null;
    }
    await this.tail.catch(() => undefined);
  }
}
