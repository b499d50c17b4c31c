import type { ClubPlace } from './clubPlace.ts';
import { clubUrl, serverPath } from './clubPlace.ts';
import { couchAsk, couchError } from './couchAsk.ts';

/**
 * Signing in to a club (docs/format.md, "The club's documents"): CouchDB's session cookie, asked
 * for with the member's name and password (`POST <server>/_session`), then the club's database
 * asked whether it answers this member (`GET <server>/<club>`). The browser keeps the cookie; the
 * device keeps the server, the club and the name, never the password. Small and apart from the
 * mirror and PouchDB (src/sync/club.ts), so the Club settings load neither before a device joins.
 */

/** Why a sign-in failed, said in words where it is shown (docs/style.md, rule 24). */
export type SignInFailure =
  /** The server refused the name and password (401 from `_session`). */
  | 'wrongPassword'
  /** Signed in, but the club's database refuses this member (401 or 403). */
  | 'notMember'
  /** Signed in, but the server has no such database (404). */
  | 'noClub'
  /** No answer (no network, the server down) or the server's own failure (5xx). */
  | 'unreachable'
  /** Something answered that is not a club's server: no CouchDB at that address. */
  | 'notClubServer'
  /** The server's address is on another origin, which the app may not reach. */
  | 'otherOrigin'
  | 'badServer'
  | 'badClub';

export type SignInResult =
  | { readonly ok: true; readonly value: { readonly url: string } }
  | { readonly ok: false; readonly reason: SignInFailure };

/** What signing in needs from outside (docs/style.md, rule 20): the browser's fetch and origin. */
export interface Network {
  readonly fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The app's own origin, e.g. `https://club.example.org`. */
  readonly origin: string;
}

export interface Credentials {
  readonly name: string;
  readonly password: string;
}

/**
 * Signs the member in to the club at `place`: the session cookie first, then the club's database.
 * Resolves to the database's address (clubUrl) or why not; on a failure after the session was
 * given, the session is ended again, so that a failed sign-in leaves nothing behind.
 */
export async function signIn(
  place: ClubPlace,
  credentials: Credentials,
  network: Network,
): Promise<SignInResult> {
  const url = clubUrl(place, network.origin);
  const server = serverPath(place.server, network.origin);
  if (!url.ok) return url;
  if (!server.ok) return server;
  const session = await couchAsk(network, `${server.path}/_session`, {
    method: 'POST',
    body: JSON.stringify({ name: credentials.name, password: credentials.password }),
  });
  if (session === null || session.status >= 500) return { ok: false, reason: 'unreachable' };
  if (session.status === 401 && couchError(session.body))
    return { ok: false, reason: 'wrongPassword' };
  if (session.status !== 200 || session.body?.ok !== true)
    return { ok: false, reason: 'notClubServer' };
  const failed = async (reason: SignInFailure): Promise<SignInResult> => {
    await signOut(place.server, network);
    return { ok: false, reason };
  };
  const answered = await clubAnswers(place, network);
  return answered.ok ? answered : failed(answered.reason);
}

/**
 * Asks the club's database whether it answers the member the browser is signed in as (its
 * session cookie): its address (clubUrl), or why not.
 */
export async function clubAnswers(place: ClubPlace, network: Network): Promise<SignInResult> {
  const url = clubUrl(place, network.origin);
  if (!url.ok) return url;
  const club = await couchAsk(network, url.url, { method: 'GET' });
  if (club === null || club.status >= 500) return { ok: false, reason: 'unreachable' };
  if ((club.status === 401 || club.status === 403) && couchError(club.body))
    return { ok: false, reason: 'notMember' };
  if (club.status === 404 && couchError(club.body)) return { ok: false, reason: 'noClub' };
  if (club.status !== 200 || typeof club.body?.db_name !== 'string')
    return { ok: false, reason: 'notClubServer' };
  return { ok: true, value: { url: url.url } };
}

/**
 * Ends the member's session on the server (`DELETE <server>/_session`), as when the device leaves
 * its club; resolves to whether the server said it had. A server out of reach keeps the session
 * until it expires there: the device has forgotten the club by then all the same.
 */
export async function signOut(server: string, network: Network): Promise<boolean> {
  const path = serverPath(server, network.origin);
  if (!path.ok) return false;
  const answer = await couchAsk(network, `${path.path}/_session`, { method: 'DELETE' });
  return answer !== null && answer.status === 200;
}

/**
 * Whom the club's server knows this browser as (`GET <server>/_session`): the member whose session
 * cookie the browser still holds, or null (signed out, or no answer). The cookie is the server's,
 * kept by the browser apart from the site's storage: Safari's seven days clear the store and keep
 * it, so a device found empty and still signed in had been in the club.
 */
export async function signedInAs(server: string, network: Network): Promise<string | null> {
  const path = serverPath(server, network.origin);
  if (!path.ok) return null;
  const answer = await couchAsk(network, `${path.path}/_session`, { method: 'GET' });
  const context = answer?.status === 200 ? answer.body?.userCtx : undefined;
  const name =
    typeof context === 'object' && context !== null ? (context as { name?: unknown }).name : null;
  return typeof name === 'string' && name !== '' ? name : null;
}
