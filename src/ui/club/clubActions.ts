import {
  forgetMembership,
  loadMembership,
  markSignedOut,
  saveMembership,
} from '../../db/clubMembership.ts';
import type { BridgepadDb } from '../../db/database.ts';
import { countMatches } from '../../db/matchCountRead.ts';
import { errorText } from '../../engine/errorText.ts';
import { clubFailed, clubJoined, clubLeft, clubStarted } from '../../state/clubChanges.ts';
import type { ClubMembership } from '../../state/clubStore.ts';
import { useClubStore } from '../../state/clubStore.ts';
import type { AccountResult } from '../../sync/accounts.ts';
import type { SignInFailure } from '../../sync/signIn.ts';
import type { SyncStatus } from '../../sync/syncStatus.ts';
import { browserTraits, inSafariTab } from '../storage/safariTab.ts';
import type { ClubWorld } from './clubWorld.ts';
import { browserWorld } from './clubWorld.ts';
import { refilledWords } from './clubWords.ts';
import { nextWait, tryAgain } from './tryAgain.ts';

/**
 * Joining a club, starting its sync and leaving it (docs/sync.md, "On the device"): what Settings
 * → Club and the app's start do, each a step the store and the club's state follow together.
 */

const same = (a: ClubMembership, b: ClubMembership) =>
  a.server === b.server && a.club === b.club && a.member === b.member;

/** A later try of the sync's code, called off by leaving, joining or a start meanwhile. */
let loadingAgain: (() => void) | null = null;

function callOffTryAgain(): void {
  loadingAgain?.();
  loadingAgain = null;
}

/**
 * Starts the club's sync on this device: loads the sync code, starts the mirror with the club,
 * and follows its status (clubStore.ts). A session the server ends is kept as signed out, and the
 * sync stops until the member signs in again. A failure is said in the status. The code that
 * could not be fetched (a device that joined, then started offline before the code was kept) is
 * fetched again once the browser is back online, or after a wait (tryAgain.ts): no reload needed.
 * Once started, the code is kept for offline use.
 */
export async function startSync(
  db: BridgepadDb,
  membership: ClubMembership,
  world: ClubWorld = browserWorld(),
  waited = 0,
): Promise<void> {
  callOffTryAgain();
  let code: Awaited<ReturnType<ClubWorld['loadSync']>>;
  let PouchDB: Awaited<ReturnType<typeof code.browserPouch>>;
  try {
    code = await world.loadSync();
    PouchDB = await code.browserPouch();
  } catch (error) {
    clubFailed(`The club's sync could not start: ${errorText(error)}`);
    const wait = nextWait(waited);
    loadingAgain = tryAgain(
      () => {
        loadingAgain = null;
        const { membership: now, sync, status } = useClubStore.getState();
        if (now === null || !same(now, membership) || sync !== null || status?.signedOut === true)
          return;
        startSync(db, membership, world, wait).catch((again: unknown) =>
          clubFailed(`The club's sync could not start: ${errorText(again)}`),
        );
      },
      wait,
      world.retrier,
    );
    return;
  }
  try {
    const url = code.clubUrl(membership, world.origin);
    if (!url.ok) {
      clubFailed(`The club's address is not on this app's own site (${membership.server}).`);
      return;
    }
    const sync = await code.startClub(db, membership.member, url.url, PouchDB);
    clubStarted(sync);
    // Not awaited: the club's line need not wait for the cache.
    code.keepOffline().catch(() => undefined);
    let ended = false;
    sync.mirror.onStatus((status) => {
      if (!status.signedOut || ended) return;
      ended = true;
      // The replication stops asking a server that has said who-are-you; the device remembers.
      Promise.all([markSignedOut(db), sync.stop()]).then(
        () => {
          if (useClubStore.getState().sync === sync) clubJoined(membership, false);
        },
        (error: unknown) => clubFailed(`The club's sync stopped: ${errorText(error)}`),
      );
    });
  } catch (error) {
    clubFailed(`The club's sync could not start: ${errorText(error)}`);
  }
}

let booting: Promise<void> | null = null;

/**
 * At the app's start, and whenever a club appears in the store (a backup restored): the club
 * joined is held for the screens, and its sync started where the member is signed in. Nothing is
 * done twice: a club already held stays as it is.
 */
export function bootClub(db: BridgepadDb, world: ClubWorld = browserWorld()): Promise<void> {
  booting ??= (async () => {
    if (useClubStore.getState().membership !== null) return;
    const kept = await loadMembership(db);
    if (kept === null || !kept.ok) return;
    clubJoined(kept.value, kept.value.signedIn);
    if (kept.value.signedIn) await startSync(db, kept.value, world);
  })().finally(() => {
    booting = null;
  });
  return booting;
}

/** What Settings → Club's form asks for. */
export interface JoinForm extends ClubMembership {
  readonly password: string;
}

/** The sync running now, stopped; the club's state keeps its membership. */
async function stopSync(): Promise<void> {
  const { sync } = useClubStore.getState();
  if (sync !== null) await sync.stop();
}

/**
 * Signs the member in and joins the club (or signs in again): resolves to null once joined and
 * the sync started, or to why the server would not, with nothing on the device changed. Joining
 * another club than the one kept, or as another member, forgets the device's copy of the first.
 */
export async function joinClub(
  db: BridgepadDb,
  form: JoinForm,
  world: ClubWorld = browserWorld(),
  /** Says, once in step, what the club brought a device that joined with no match. */
  tell: (words: string) => void = () => undefined,
): Promise<SignInFailure | null> {
  const { server, club, member, password } = form;
  const { signIn, signedInAs } = await world.loadSignIn();
  const kept = await loadMembership(db);
  // A device that keeps no club and no match, though its browser is still signed in to the club
  // as this member, had its store cleared (Safari's seven days keep the server's cookie).
  const empty = kept === null && (await countMatches(db)) === 0;
  const before = empty ? await signedInAs(server, world).catch(() => null) : null;
  const signed = await signIn({ server, club }, { name: member, password }, world);
  if (!signed.ok) return signed.reason;
  await enter(db, { server, club, member }, kept, world);
  if (empty) sayWhenFilled(db, before === member, tell);
  return null;
}

/**
 * Joins again, with no password, a club whose server still knows this browser as `member` (its
 * session cookie outlived the store: Safari's seven days clear the one and keep the other), on a
 * device that keeps no club: resolves to null once joined and the sync started, or why the club
 * would not. A device that held no match is filled from the club, and says so.
 */
export async function rejoinClub(
  db: BridgepadDb,
  place: { readonly server: string; readonly club: string },
  member: string,
  world: ClubWorld = browserWorld(),
  tell: (words: string) => void = () => undefined,
): Promise<SignInFailure | null> {
  const { clubAnswers } = await world.loadSignIn();
  const answered = await clubAnswers(place, world);
  if (!answered.ok) return answered.reason;
  const kept = await loadMembership(db);
  const empty = kept === null && (await countMatches(db)) === 0;
  await enter(db, { ...place, member }, kept, world);
  if (empty) sayWhenFilled(db, true, tell);
  return null;
}

/** The club joined, signed in: kept, held for the screens, and its sync started. */
async function enter(
  db: BridgepadDb,
  membership: ClubMembership,
  kept: Awaited<ReturnType<typeof loadMembership>>,
  world: ClubWorld,
): Promise<void> {
  await stopSync();
  if (kept !== null && !(kept.ok && same(kept.value, membership))) {
    const code = await world.loadSync();
    await code.forgetClubCopy(await code.browserPouch());
    await forgetMembership(db);
  }
  await saveMembership(db, { ...membership, signedIn: true });
  clubJoined(membership, true);
  await startSync(db, membership, world);
}

/**
 * Once a device that joined with no match is in step with the club, says how many matches the
 * club brought, and, where the device had been in the club before (`cleared`), that its browser
 * had cleared them: Safari's seven days without a visit, as a rule (docs/sync.md, "On the
 * device").
 */
function sayWhenFilled(db: BridgepadDb, cleared: boolean, tell: (words: string) => void): void {
  const { sync } = useClubStore.getState();
  if (sync === null) return;
  let heard = false;
  let stop = () => undefined as unknown;
  const hear = (status: SyncStatus) => {
    if (heard || status.inStepAt === null || status.receiving !== null) return;
    heard = true;
    stop();
    countMatches(db).then(
      (matches) => {
        if (matches === 0) return;
        const by = !cleared ? null : inSafariTab(browserTraits()) ? 'Safari' : 'This browser';
        tell(refilledWords(matches, by));
      },
      () => undefined, // The matches list shows them all the same.
    );
  };
  stop = sync.mirror.onStatus(hear);
  hear(sync.mirror.status());
}

/**
 * Changes the member's own password on the club's server (src/sync/accounts.ts) with the sync
 * stopped meanwhile: the server ends the session the old password had, so a replication request
 * made between the change and the device's new sign-in would sign the device out. The sync starts
 * again afterwards, whatever the answer.
 */
export async function changeOwnPassword(
  db: BridgepadDb,
  membership: ClubMembership,
  password: string,
  world: ClubWorld = browserWorld(),
): Promise<AccountResult<null>> {
  const { changePassword } = await world.loadAccounts();
  const running = useClubStore.getState().sync !== null;
  await stopSync();
  try {
    return await changePassword(membership, membership.member, password, world);
  } finally {
    if (running) {
      clubJoined(membership, true);
      await startSync(db, membership, world);
    }
  }
}

/**
 * Leaves the club: the sync stopped, the device's copy of the club's database removed, the
 * session ended on the server where it can be reached, and the membership and the mirror's
 * records forgotten; the club's server and name are kept to join again. Every match stays on the
 * device, and joining again, as the same member or another, writes none of those that came from
 * the club again: the mirror waits for the club's copy before it sends (src/sync/mirrorPush.ts).
 */
export async function leaveClub(db: BridgepadDb, world: ClubWorld = browserWorld()): Promise<void> {
  const kept = useClubStore.getState().membership;
  callOffTryAgain();
  await stopSync();
  const code = await world.loadSync();
  await code.forgetClubCopy(await code.browserPouch());
  if (kept !== null) {
    const { signOut } = await world.loadSignIn();
    await signOut(kept.server, world);
  }
  await forgetMembership(db, kept ?? undefined);
  clubLeft();
}
