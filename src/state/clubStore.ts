import { create } from 'zustand';
import type { ClubSync } from '../sync/club.ts';
import type { SyncStatus } from '../sync/syncStatus.ts';

/**
 * The club this device has joined and its sync as it runs (docs/sync.md, "On the device"): where
 * the club is and who the member is, as the device keeps them, and the running sync with its
 * status. The sync code itself is loaded by import() once the device has joined (docs/style.md,
 * rule 1): only its types are named here.
 */

/** Where the device's club is, and the member signed in to it: never a password. */
export interface ClubMembership {
  /** The CouchDB address on the app's own origin, e.g. `/couchdb`. */
  readonly server: string;
  /** The club's database name. */
  readonly club: string;
  /** The member's CouchDB user name: the `author` of what this device writes. */
  readonly member: string;
}

export interface ClubState {
  /** The club joined, or null on a device that has not joined one (or has left). */
  readonly membership: ClubMembership | null;
  /** The running sync, once its code has loaded and it has started; null otherwise. */
  readonly sync: ClubSync | null;
  /** What the sync says of itself, null while it is not running. */
  readonly status: SyncStatus | null;
}

export const useClubStore = create<ClubState>(() => ({
  membership: null,
  sync: null,
  status: null,
}));

/** The running sync's mirror, for the screens that compare and settle a club's copies. */
export const useClubMirror = () => useClubStore((state) => state.sync?.mirror ?? null);

/** Whether this device has joined a club: the screens offer what the club adds only then. */
export const useClubJoined = () => useClubStore((state) => state.membership !== null);
