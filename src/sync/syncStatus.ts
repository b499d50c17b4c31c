import type { Problem } from '../engine/matchFile/problems.ts';
import type { Replication } from './pouch.ts';

/**
 * What the screens say of a club's sync (docs/format.md, "The club's documents"): documents waiting
 * to be sent, when the device was last in step with the club's server, since when it has been
 * offline, whether the member must sign in again, and each document the server refused or the
 * device could not take, with why. Made from the replication's own events.
 */
export interface SyncStatus {
  /**
   * Documents the device has written that the replication has not yet sent; never what it
   * received from the club and has yet to pass by.
   */
  readonly waiting: number;
  /**
   * While the club's matches come in and the store takes them: how many it has taken, and of how
   * many the club holds, where known (a device joining asks the club; CouchDB says what is left).
   * Null once the device is in step with the club, or when nothing comes.
   */
  readonly receiving: { readonly taken: number; readonly of: number | null } | null;
  readonly inStepAt: string | null;
  readonly offlineSince: string | null;
  readonly signedOut: boolean;
  /**
   * Signed in, but the club's database refuses the member (403 on the database itself): the
   * organiser took them out of the club. The sync keeps trying, so that being added again is
   * enough; the device keeps all it has.
   */
  readonly notMember: boolean;
  /** Documents the club's server refused (its validation, or a write it does not allow). */
  readonly refused: readonly { readonly docId: string; readonly reason: string }[];
  /**
   * Of those, the ones the club had sent this device (written by other members) and no longer
   * holds: the club's server lost its data. Found once the device is in step with the club.
   */
  readonly lostByClub: readonly string[];
  /** Documents the device could not send or take, each problem at its place. */
  readonly unreadable: readonly { readonly docId: string; readonly problems: readonly Problem[] }[];
  /** The mirror's own failure, said; null while it works. */
  readonly failure: string | null;
}

export const NOT_STARTED: SyncStatus = {
  waiting: 0,
  receiving: null,
  inStepAt: null,
  offlineSince: null,
  signedOut: false,
  notMember: false,
  refused: [],
  lostByClub: [],
  unreadable: [],
  failure: null,
};

/** An HTTP status on PouchDB's error, where it has one. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The words of an error, for the status. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  const reason = (error as { reason?: unknown; message?: unknown } | null) ?? {};
  return String(reason.reason ?? reason.message ?? error);
}

/** A document the replication brought from the club: which, at which revision. */
export interface Brought {
  readonly id: string;
  readonly rev: string;
  readonly deleted: boolean;
}

/** The documents of a pull's `change` event, as the status counts them. */
function broughtOf(info: unknown): { brought: Brought[]; pending: number | null } {
  const { docs, pending } = (info ?? {}) as { docs?: unknown; pending?: unknown };
  const brought = (Array.isArray(docs) ? (docs as unknown[]) : []).flatMap((doc) => {
    const { _id, _rev, _deleted } = (doc ?? {}) as Record<string, unknown>;
    return typeof _id === 'string' && typeof _rev === 'string'
      ? [{ id: _id, rev: _rev, deleted: _deleted === true }]
      : [];
  });
  return { brought, pending: typeof pending === 'number' ? pending : null };
}

/** Why the server answered a sync with an error, where its status says. */
export type OfflineWhy = 'signedOut' | 'notMember' | 'unknown';

/** The status of a failed request, as the sync tells it. */
export function offlineWhy(error: unknown): OfflineWhy {
  const status = statusOf(error);
  return status === 401 ? 'signedOut' : status === 403 ? 'notMember' : 'unknown';
}

/** What the replication's events mean for the status. */
export interface ReplicationEvents {
  /** The push half has sent the device's copy up to `seq`. */
  readonly pushed: (seq: number) => void;
  /** Nothing is left to send or fetch: in step with the server. */
  readonly inStep: () => void;
  /**
   * The server could not be reached or answered with an error: why, where the server said (it
   * asks who: signed out; it knows who and refuses the club: not a member).
   */
  readonly offline: (why: OfflineWhy) => void;
  readonly refused: (docId: string, reason: string) => void;
  /**
   * Something came from the server into the device's copy: the documents, and how many changes
   * the server has left to send (CouchDB says; the npm server does not).
   */
  readonly pulled: (brought: readonly Brought[], pending: number | null) => void;
}

/**
 * Listens to a replication's events: to each half of a sync, which says what the sync as a whole
 * does not (why it paused); in step once both halves wait with nothing left to do.
 */
export function watchReplication(replication: Replication, on: ReplicationEvents): void {
  const halves = [replication.push, replication.pull].flatMap((half) =>
    half === undefined ? [] : [half],
  );
  const idle = new Map(halves.map((half) => [half, false]));
  replication.push?.on('checkpoint', (info: { checkpoint?: unknown }) => {
    if (typeof info.checkpoint === 'number') on.pushed(info.checkpoint);
  });
  replication.pull?.on('change', (info: unknown) => {
    const { brought, pending } = broughtOf(info);
    on.pulled(brought, pending);
  });
  for (const half of halves.length > 0 ? halves : [replication]) {
    half.on('active', () => idle.set(half, false));
    half.on('paused', (error?: unknown) => {
      if (error !== undefined && error !== null) {
        idle.set(half, false);
        on.offline(offlineWhy(error));
        return;
      }
      idle.set(half, true);
      if ([...idle.values()].every(Boolean)) on.inStep();
    });
    half.on('denied', (error: { id?: unknown; reason?: unknown; message?: unknown }) => {
      on.refused(String(error.id ?? ''), String(error.reason ?? error.message ?? 'refused'));
    });
  }
  replication.on('error', (error: unknown) => on.offline(offlineWhy(error)));
}
