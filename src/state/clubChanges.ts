import type { ClubSync } from '../sync/club.ts';
import type { SyncStatus } from '../sync/syncStatus.ts';
import type { ClubMembership } from './clubStore.ts';
import { useClubStore } from './clubStore.ts';

/**
 * The changes to the club's state (clubStore.ts), made by the club's code as it joins, starts,
 * fails and leaves: a module apart from the store, so that the first screen, which only asks
 * whether a club is joined, does not carry them.
 */

/** How far a status says the sync has come where no sync runs: nothing yet. */
const NOTHING_YET: SyncStatus = {
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

let unwatch: (() => void) | null = null;

/** Stops hearing a sync's status, and forgets it. */
function letGo(): void {
  unwatch?.();
  unwatch = null;
}

/**
 * The club joined, as the device keeps it. Signed out (a backup restored, a session the server
 * ended), nothing syncs until the member signs in again, and the status says so.
 */
export function clubJoined(membership: ClubMembership, signedIn: boolean): void {
  const { server, club, member } = membership;
  const { sync, status } = useClubStore.getState();
  useClubStore.setState({
    membership: { server, club, member },
    sync: signedIn ? sync : null,
    status: signedIn ? status : { ...(status ?? NOTHING_YET), signedOut: true },
  });
  if (!signedIn) letGo();
}

/** The club's sync started: its status is heard from now on, until it is let go. */
export function clubStarted(sync: ClubSync): void {
  letGo();
  useClubStore.setState({ sync, status: sync.mirror.status() });
  unwatch = sync.mirror.onStatus((status) => useClubStore.setState({ status }));
}

/** The club's sync could not start, or failed: said in the status, in the reader's words. */
export function clubFailed(failure: string): void {
  letGo();
  useClubStore.setState(({ status }) => ({
    sync: null,
    status: { ...(status ?? NOTHING_YET), failure },
  }));
}

/** The device left its club (or never joined one): nothing of a club is held. */
export function clubLeft(): void {
  letGo();
  useClubStore.setState({ membership: null, sync: null, status: null });
}
