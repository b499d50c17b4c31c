import { memberRole, organiserRole } from '../season/clubDocument.ts';
import type { ClubPlace } from './clubPlace.ts';
import { serverPath } from './clubPlace.ts';
import type { CouchAnswer } from './couchAsk.ts';
import { couchAsk } from './couchAsk.ts';
import type { Network } from './signIn.ts';

/**
 * Members' accounts from the app (docs/sync.md, "Members' accounts"), with the member's session
 * on the club's server: a member changes their own password; a club's organiser lists the club's
 * members, adds one with a first password to pass on, and takes one out of the club. The server's
 * rules (scripts/club/membersDesign.ts) decide each; what it refuses comes back with its reason.
 * Loaded with signing in (src/ui/club/clubWorld.ts), never with the first screen.
 */

/** Why an account's change did not happen, said in words where it is shown. */
export type AccountFailure =
  | { readonly reason: 'unreachable' }
  | { readonly reason: 'signedOut' }
  /** The server's rules refused it, in their words. */
  | { readonly reason: 'refused'; readonly detail: string }
  | { readonly reason: 'notFound'; readonly name: string }
  | { readonly reason: 'taken'; readonly name: string }
  | { readonly reason: 'badName'; readonly name: string }
  | { readonly reason: 'shortPassword'; readonly least: number }
  | { readonly reason: 'notServer' }
  /** The password was changed, but the server did not yet take it to sign the device in again. */
  | { readonly reason: 'changedNotSignedIn' };

export type AccountResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AccountFailure };

export interface Member {
  readonly name: string;
  readonly organiser: boolean;
}

/** The fewest characters a password may have: a phrase a member can type at the table. */
export const LEAST_PASSWORD = 8;

const ok = <T>(value: T): AccountResult<T> => ({ ok: true, value });
const fail = <T>(error: AccountFailure): AccountResult<T> => ({ ok: false, error });

/** The failure an answer that is not a success means. */
function failureOf(answer: CouchAnswer | null): AccountFailure {
  if (answer === null || answer.status >= 500) return { reason: 'unreachable' };
  if (answer.status === 401) return { reason: 'signedOut' };
  const detail = answer.body?.reason;
  if (answer.status === 403 && typeof detail === 'string') return { reason: 'refused', detail };
  return { reason: 'notServer' };
}

const accountId = (name: string) => `org.couchdb.user:${name}`;

function server(place: ClubPlace, network: Network): string | null {
  const path = serverPath(place.server, network.origin);
  return path.ok ? path.path : null;
}

/** The account's address on the server, or null where the club's server is not a path here. */
function accountUrl(place: ClubPlace, network: Network, name: string): string | null {
  const base = server(place, network);
  return base === null ? null : `${base}/_users/${encodeURIComponent(accountId(name))}`;
}

async function readAccount(
  place: ClubPlace,
  network: Network,
  name: string,
): Promise<AccountResult<Record<string, unknown>>> {
  const url = accountUrl(place, network, name);
  if (url === null) return fail({ reason: 'notServer' });
  const answer = await couchAsk(network, url, { method: 'GET' });
  if (answer?.status === 404) return fail({ reason: 'notFound', name });
  if (answer?.status !== 200 || answer.body === null) return fail(failureOf(answer));
  return ok(answer.body);
}

async function writeAccount(
  place: ClubPlace,
  network: Network,
  name: string,
  doc: Record<string, unknown>,
): Promise<AccountResult<null>> {
  const url = accountUrl(place, network, name);
  if (url === null) return fail({ reason: 'notServer' });
  const answer = await couchAsk(network, url, { method: 'PUT', body: JSON.stringify(doc) });
  if (answer?.status === 201 || answer?.status === 202) return ok(null);
  if (answer?.status === 409) return fail({ reason: 'taken', name });
  return fail(failureOf(answer));
}

const rolesOf = (doc: Record<string, unknown>): string[] =>
  Array.isArray(doc.roles) ? doc.roles.filter((r): r is string => typeof r === 'string') : [];

/**
 * The waits before each sign-in with a new password (ms). Apache CouchDB checks a password against
 * its cache of accounts, which follows the accounts' changes a moment behind: on a busy server the
 * new password is refused for a while after the change (seen for over a second), then taken.
 */
export const SIGN_IN_AGAIN_WAITS: readonly number[] = [0, 250, 500, 1000, 2000, 4000, 8000];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Changes the signed-in member's own password, then signs in again with it: the server ends the
 * sessions a password had (the cookie is signed with the account's salt), this device's included.
 * The sign-in is tried again after each of `waits` while the server does not yet take the new one.
 */
export async function changePassword(
  place: ClubPlace,
  member: string,
  password: string,
  network: Network,
  waits: readonly number[] = SIGN_IN_AGAIN_WAITS,
): Promise<AccountResult<null>> {
  if (password.length < LEAST_PASSWORD)
    return fail({ reason: 'shortPassword', least: LEAST_PASSWORD });
  const mine = await readAccount(place, network, member);
  if (!mine.ok) return mine;
  const written = await writeAccount(place, network, member, { ...mine.value, password });
  if (!written.ok) return written;
  const base = server(place, network);
  if (base === null) return fail({ reason: 'notServer' });
  for (const wait of waits) {
    if (wait > 0) await pause(wait);
    const session = await couchAsk(network, `${base}/_session`, {
      method: 'POST',
      body: JSON.stringify({ name: member, password }),
    });
    if (session?.status === 200) return ok(null);
    // Refused: not taken yet. Anything else (unreachable, gone) is not waited out here.
    if (session?.status !== 401) break;
  }
  return fail({ reason: 'changedNotSignedIn' });
}

/** Whether the signed-in member is the club's organiser, as the server's session says. */
export async function isOrganiser(place: ClubPlace, network: Network): Promise<boolean> {
  const base = server(place, network);
  if (base === null) return false;
  const session = await couchAsk(network, `${base}/_session`, { method: 'GET' });
  const roles = (session?.body?.userCtx as { roles?: unknown } | undefined)?.roles;
  return Array.isArray(roles) && roles.includes(organiserRole(place.club));
}

/** The club's members, by name, the organiser's first. */
export async function listMembers(
  place: ClubPlace,
  network: Network,
): Promise<AccountResult<Member[]>> {
  const base = server(place, network);
  if (base === null) return fail({ reason: 'notServer' });
  const key = encodeURIComponent(JSON.stringify(place.club));
  const answer = await couchAsk(
    network,
    `${base}/_users/_design/bridgepad-members/_view/members?key=${key}`,
    { method: 'GET' },
  );
  const rows = answer?.body?.rows;
  if (answer?.status !== 200 || !Array.isArray(rows)) return fail(failureOf(answer));
  const members = rows.flatMap((row: unknown) => {
    const value = (row as { value?: { name?: unknown; organiser?: unknown } }).value;
    return typeof value?.name === 'string'
      ? [{ name: value.name, organiser: value.organiser === true }]
      : [];
  });
  return ok(
    members.sort(
      (a, b) => Number(b.organiser) - Number(a.organiser) || a.name.localeCompare(b.name),
    ),
  );
}

/**
 * Adds a member to the club with a first password: a new account, or one the server has already
 * that belongs to no club now (a member taken out before, come back). An account that belongs to
 * another club on the server joins this one with the password it has (`passwordSet` false).
 */
export async function addMember(
  place: ClubPlace,
  name: string,
  password: string,
  network: Network,
): Promise<AccountResult<{ readonly passwordSet: boolean }>> {
  if (name === '' || name.startsWith('_') || name !== name.trim())
    return fail({ reason: 'badName', name });
  if (password.length < LEAST_PASSWORD)
    return fail({ reason: 'shortPassword', least: LEAST_PASSWORD });
  const role = memberRole(place.club);
  const made = await writeAccount(place, network, name, {
    _id: accountId(name),
    name,
    type: 'user',
    roles: [role],
    password,
  });
  if (made.ok) return ok({ passwordSet: true });
  if (made.error.reason !== 'taken') return made;
  const held = await readAccount(place, network, name);
  if (!held.ok) return held;
  const roles = rolesOf(held.value);
  if (roles.includes(role)) return fail({ reason: 'taken', name });
  const elsewhere = roles.length > 0;
  const joined = await writeAccount(place, network, name, {
    ...held.value,
    roles: [...roles, role],
    ...(elsewhere ? {} : { password }),
  });
  return joined.ok ? ok({ passwordSet: !elsewhere }) : joined;
}

/** Takes a member out of the club: their next request to it is refused. */
export async function takeOut(
  place: ClubPlace,
  name: string,
  network: Network,
): Promise<AccountResult<null>> {
  const held = await readAccount(place, network, name);
  if (!held.ok) return held;
  const role = memberRole(place.club);
  return writeAccount(place, network, name, {
    ...held.value,
    roles: rolesOf(held.value).filter((r) => r !== role),
  });
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A first password to read out and type on a phone: three groups of four, no 0/o or 1/l/i. */
export function firstPassword(random: (n: number) => number = randomBelow): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[random(ALPHABET.length)]).join('');
  return [group(), group(), group()].join('-');
}

function randomBelow(n: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return (value ?? 0) % n;
}
