import { randomInt } from 'node:crypto';
import { memberRole, organiserRole } from '../../src/season/clubDocument.ts';
import type { DesignDocument } from './designDocument.ts';
import { DESIGN_ID } from './designDocument.ts';
import { MEMBERS_DESIGN_ID, membersDesign } from './membersDesign.ts';
import type { Fetch } from './couchRequest.ts';
import { couchRequest } from './couchRequest.ts';
import type { Account, NamedAccount } from './options.ts';
import { refusalText } from './refusalText.ts';
import { refusedTrialMatch, trialMatch } from './trialWrite.ts';

/**
 * Sets a club up on a CouchDB server through CouchDB's own API, with a server admin's name and
 * password (docs/sync.md, "Serving it"): the database, its `_security` (the club's role among its
 * members, the organiser among its admins), the design document, and the accounts. Run again, it
 * changes only what differs, so it also updates the design document and adds members. The same
 * steps serve `npm run club:setup` against Apache CouchDB and `npm run club` against its own.
 */

export interface SetupPlan {
  /** The CouchDB's address, e.g. `https://club.example.org/couchdb`. */
  readonly server: URL;
  readonly club: string;
  readonly admin: Account;
  /** Kept as the organiser's account is when no password is given; made up for a new one. */
  readonly organiser: NamedAccount | undefined;
  readonly members: readonly Account[];
  readonly design: DesignDocument;
}

export type Change = 'added' | 'updated' | 'unchanged';

export interface AccountReport {
  readonly name: string;
  readonly change: Change;
  readonly organiser: boolean;
  /** Whether the account's password was set now (given, or made up). */
  readonly passwordSet: boolean;
  /** The password made up for an organiser named without one. */
  readonly madeUp?: string;
}

export interface SetupReport {
  readonly database: 'created' | 'kept';
  readonly accounts: readonly AccountReport[];
  readonly design: Change;
  /** The club's organisers, its database admins, after the setup. */
  readonly organisers: readonly string[];
  /**
   * null when members' accounts are managed from the app (membersDesign.ts); otherwise why the
   * server would not have it (a hosted CouchDB that keeps its settings), and they stay on the
   * command line. The club works either way.
   */
  readonly accountsNotInApp: string | null;
}

/** What stopped a setup, said in words by setupText.ts; what was done before it stays done. */
export type SetupFailure =
  | { readonly reason: 'unreachable'; readonly detail: string }
  | { readonly reason: 'notCouch'; readonly status: number }
  | { readonly reason: 'adminRefused'; readonly name: string }
  | { readonly reason: 'notAdmin'; readonly name: string }
  | { readonly reason: 'clubName'; readonly detail: string }
  | { readonly reason: 'noUsers' }
  | {
      readonly reason: 'refused';
      readonly what: string;
      readonly status: number;
      readonly detail: string;
    }
  /** The trial write after the design document (trialWrite.ts) was not answered as it must be. */
  | {
      readonly reason: 'trial';
      readonly step: 'valid' | 'invalid' | 'delete';
      readonly status: number;
      readonly detail: string;
    };

export type SetupResult =
  | { readonly ok: true; readonly value: SetupReport }
  | { readonly ok: false; readonly errors: SetupFailure };

export type { Fetch } from './couchRequest.ts';

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** A failure that ends the setup: thrown within it, returned from it. */
class Stop extends Error {
  constructor(readonly failure: SetupFailure) {
    super(failure.reason);
  }
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A password to read out and type on a phone: three groups of four, no 0/o or 1/l/i. */
export function makePassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group()].join('-');
}

function client(server: URL, admin: Account, fetchFn: Fetch) {
  return async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const url = `${server.href.replace(/\/$/, '')}${path}`;
    const answer = await couchRequest(fetchFn, url, admin, method, body);
    if (!answer.ok) throw new Stop({ reason: 'unreachable', detail: answer.detail });
    const parsed = answer.json?.value;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Stop({ reason: 'notCouch', status: answer.status });
    return { status: answer.status, body: parsed as Record<string, unknown> };
  };
}

type Couch = ReturnType<typeof client>;

const detailOf = (answer: Answer) =>
  [answer.body.error, answer.body.reason].filter((part) => typeof part === 'string').join(': ');

function refusedBy(what: string, answer: Answer): Stop {
  return new Stop({ reason: 'refused', what, status: answer.status, detail: detailOf(answer) });
}

const names = (group: unknown, key: 'names' | 'roles'): string[] => {
  const list =
    typeof group === 'object' && group !== null
      ? (group as Record<string, unknown>)[key]
      : undefined;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
};

/** Which server answers: Apache CouchDB, or `npm run club`'s (express-pouchdb). */
type Engine = 'couchdb' | 'express-pouchdb';

async function checkAdmin(couch: Couch, plan: SetupPlan): Promise<Engine> {
  const welcome = await couch('GET', '/');
  // CouchDB refuses a wrong name or password on every address, its welcome too.
  if (welcome.status === 401 && welcome.body.error === 'unauthorized')
    throw new Stop({ reason: 'adminRefused', name: plan.admin.name });
  if (welcome.status !== 200 || !('couchdb' in welcome.body || 'express-pouchdb' in welcome.body))
    throw new Stop({ reason: 'notCouch', status: welcome.status });
  const session = await couch('GET', '/_session');
  if (session.status === 401) throw new Stop({ reason: 'adminRefused', name: plan.admin.name });
  if (!names(session.body.userCtx, 'roles').includes('_admin'))
    throw new Stop({ reason: 'notAdmin', name: plan.admin.name });
  return 'express-pouchdb' in welcome.body ? 'express-pouchdb' : 'couchdb';
}

async function ensureDatabase(couch: Couch, club: string): Promise<'created' | 'kept'> {
  const answer = await couch('PUT', `/${encodeURIComponent(club)}`);
  if (answer.status === 201 || answer.status === 202) return 'created';
  if (answer.status === 412) return 'kept';
  if (answer.status === 400) throw new Stop({ reason: 'clubName', detail: detailOf(answer) });
  throw refusedBy(`creating the database ${club}`, answer);
}

/** Whether a user's password is this one already: CouchDB signs them in with it. */
type PasswordHolds = (name: string, password: string) => Promise<boolean>;

/**
 * An account named again with the password it has is left as it is: writing the password again
 * would give it a new salt, and so end every session its member has signed in with, signing every
 * device out at each restart of `npm run club` with the same command line.
 */
async function ensureAccount(
  couch: Couch,
  club: string,
  account: NamedAccount,
  organiser: boolean,
  holds: PasswordHolds,
): Promise<AccountReport> {
  const id = `org.couchdb.user:${account.name}`;
  const path = `/_users/${encodeURIComponent(id)}`;
  const kept = await couch('GET', path);
  if (kept.status === 404 && kept.body.reason === 'Database does not exist.')
    throw new Stop({ reason: 'noUsers' });
  if (kept.status !== 200 && kept.status !== 404)
    throw refusedBy(`reading ${account.name}'s account`, kept);
  const exists = kept.status === 200;
  const roles = names(kept.body, 'roles');
  // An organiser holds the club's organiser role too: a server that leaves `_security` out of a
  // write's context (express-pouchdb, on `_bulk_docs`) still knows them (clubDocument.ts).
  const wanted = organiser ? [memberRole(club), organiserRole(club)] : [memberRole(club)];
  const missing = wanted.filter((role) => !roles.includes(role));
  const madeUp = !exists && account.password === undefined ? makePassword() : undefined;
  const same =
    exists && account.password !== undefined && (await holds(account.name, account.password));
  const password = same ? undefined : (account.password ?? madeUp);
  if (exists && missing.length === 0 && password === undefined)
    return { name: account.name, change: 'unchanged', organiser, passwordSet: false };
  const doc = {
    ...(exists ? kept.body : {}),
    _id: id,
    name: account.name,
    type: 'user',
    roles: [...roles, ...missing],
    ...(password === undefined ? {} : { password }),
  };
  const written = await couch('PUT', path, doc);
  if (written.status !== 201 && written.status !== 202)
    throw refusedBy(`writing ${account.name}'s account`, written);
  return {
    name: account.name,
    change: exists ? 'updated' : 'added',
    organiser,
    passwordSet: password !== undefined,
    ...(madeUp === undefined ? {} : { madeUp }),
  };
}

async function ensureSecurity(couch: Couch, plan: SetupPlan): Promise<string[]> {
  const path = `/${encodeURIComponent(plan.club)}/_security`;
  const kept = await couch('GET', path);
  if (kept.status !== 200) throw refusedBy(`reading ${plan.club}'s _security`, kept);
  const { admins, members } = kept.body;
  const adminNames = names(admins, 'names');
  const memberRoles = names(members, 'roles');
  const role = memberRole(plan.club);
  const organiser = plan.organiser?.name;
  const wantedAdmins =
    organiser === undefined || adminNames.includes(organiser)
      ? adminNames
      : [...adminNames, organiser];
  const wantedRoles = memberRoles.includes(role) ? memberRoles : [...memberRoles, role];
  if (wantedAdmins.length === adminNames.length && wantedRoles.length === memberRoles.length)
    return adminNames;
  const security = {
    admins: { names: wantedAdmins, roles: names(admins, 'roles') },
    members: { names: names(members, 'names'), roles: wantedRoles },
  };
  const written = await couch('PUT', path, security);
  if (written.status !== 200 && written.status !== 201)
    throw refusedBy(`writing ${plan.club}'s _security`, written);
  return wantedAdmins;
}

/**
 * The accounts database as members and organisers use it from the app (membersDesign.ts): a
 * member reaches their own account (its `_security` names no members, so CouchDB's own rule
 * lets each reach their own account and no other), the club's organisers are among its admins
 * by the club's organiser role, and the rules are there. Apache CouchDB 3 keeps the accounts
 * database's `_security` to its server admins until `users_db_security_editable` is set, so
 * this sets it on the node (deploy/couchdb-local.ini sets it for a cluster).
 */
async function ensureMembersRules(
  couch: Couch,
  plan: SetupPlan,
  engine: Engine,
  setting: (path: string, value: string) => Promise<number>,
): Promise<string | null> {
  if (engine === 'couchdb') {
    const section = await couch('GET', '/_node/_local/_config/couchdb');
    if (section.status !== 200)
      return `the server's settings could not be read (HTTP ${section.status} ${detailOf(section)})`;
    if (section.body.users_db_security_editable !== 'true') {
      // Its answer is the setting's old value, a JSON string.
      const set = await setting('/_node/_local/_config/couchdb/users_db_security_editable', 'true');
      if (set !== 200) return `the server refused to set users_db_security_editable (HTTP ${set})`;
    }
  }
  // The accounts database is the server's, shared by every club on it, and another club may be
  // set up at the same moment: each write is read back, and made again over what the other wrote.
  for (let attempt = 0; ; attempt++) {
    const pass = await accountsRules(couch, plan);
    if (pass.kind === 'done') return null;
    if (pass.kind === 'refused') return pass.why;
    if (attempt === 4) throw refusedBy("writing the accounts' rules", pass.answer);
  }
}

/**
 * One pass of ensureMembersRules over the accounts database: done when its `_security` and rules
 * are as wanted; why not where the server refuses; again after a write to read back, or one that
 * another setup's overtook.
 */
async function accountsRules(
  couch: Couch,
  plan: SetupPlan,
): Promise<
  | { readonly kind: 'done' }
  | { readonly kind: 'refused'; readonly why: string }
  | { readonly kind: 'again'; readonly answer: Answer }
> {
  const path = '/_users/_security';
  const kept = await couch('GET', path);
  if (kept.status !== 200) throw refusedBy("reading the accounts database's _security", kept);
  const { admins, members } = kept.body;
  const role = organiserRole(plan.club);
  const adminRoles = names(admins, 'roles');
  const open = names(members, 'names').length === 0 && names(members, 'roles').length === 0;
  if (!open || !adminRoles.includes(role)) {
    const security = {
      admins: {
        names: names(admins, 'names'),
        roles: [...adminRoles.filter((r) => r !== role), role],
      },
      members: { names: [], roles: [] },
    };
    const written = await couch('PUT', path, security);
    if (written.status !== 200 && written.status !== 201)
      return {
        kind: 'refused',
        why: `the server refused the accounts database's _security (HTTP ${written.status} ${detailOf(written)})`,
      };
    // `_security` has no revision: read it back, in case another setup wrote over it.
    return { kind: 'again', answer: written };
  }
  const design = membersDesign();
  const designPath = `/_users/${MEMBERS_DESIGN_ID}`;
  const was = await couch('GET', designPath);
  if (was.status !== 200 && was.status !== 404) throw refusedBy("reading the accounts' rules", was);
  if (
    was.status === 200 &&
    was.body.validate_doc_update === design.validate_doc_update &&
    JSON.stringify(was.body.views) === JSON.stringify(design.views)
  )
    return { kind: 'done' };
  const written = await couch('PUT', designPath, {
    ...design,
    ...(was.status === 200 ? { _rev: was.body._rev } : {}),
  });
  if (written.status === 409) return { kind: 'again', answer: written };
  if (written.status !== 201 && written.status !== 202)
    throw refusedBy("writing the accounts' rules", written);
  return { kind: 'done' };
}

async function ensureDesign(couch: Couch, plan: SetupPlan): Promise<Change> {
  const path = `/${encodeURIComponent(plan.club)}/${DESIGN_ID}`;
  const kept = await couch('GET', path);
  if (kept.status !== 200 && kept.status !== 404)
    throw refusedBy('reading the design document', kept);
  const exists = kept.status === 200;
  if (exists && kept.body.validate_doc_update === plan.design.validate_doc_update)
    return 'unchanged';
  const doc = { ...plan.design, ...(exists ? { _rev: kept.body._rev } : {}) };
  const written = await couch('PUT', path, doc);
  if (written.status !== 201 && written.status !== 202)
    throw refusedBy('writing the design document', written);
  return exists ? 'updated' : 'added';
}

/**
 * Tries the design document on the server (trialWrite.ts): a match in a layout the club does not
 * take is refused with the app's own reason, and a valid one is taken, then deleted, and purged
 * where the server purges (Apache CouchDB does; `npm run club`'s keeps the one deleted trial).
 */
async function tryDesign(couch: Couch, plan: SetupPlan): Promise<void> {
  const author = plan.admin.name;
  const valid = trialMatch(author);
  const id = String(valid._id);
  const path = `/${encodeURIComponent(plan.club)}/${encodeURIComponent(id)}`;
  const fail = (step: 'valid' | 'invalid' | 'delete', answer: Answer) =>
    new Stop({ reason: 'trial', step, status: answer.status, detail: detailOf(answer) });
  const wrong = refusedTrialMatch(author);
  const refused = await couch('PUT', path, wrong);
  const reason = refusalText(plan.club, { reason: 'version', v: wrong.v });
  if (refused.status !== 403 || refused.body.reason !== reason) throw fail('invalid', refused);
  const taken = await couch('PUT', path, valid);
  if (taken.status !== 201 && taken.status !== 202) throw fail('valid', taken);
  const gone = await couch('PUT', path, { _id: id, _rev: taken.body.rev, _deleted: true, author });
  if (![200, 201, 202].includes(gone.status)) throw fail('delete', gone);
  // Purged, so that no device is sent even its deletion; a server that does not purge answers
  // otherwise, and keeps the deleted trial.
  try {
    await couch('POST', `/${encodeURIComponent(plan.club)}/_purge`, { [id]: [gone.body.rev] });
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
}

/** Sets the club up as planned, step by step; the first step that fails ends it, and says why. */
export async function setUpClub(plan: SetupPlan, fetchFn: Fetch = fetch): Promise<SetupResult> {
  const couch = client(plan.server, plan.admin, fetchFn);
  try {
    const engine = await checkAdmin(couch, plan);
    const database = await ensureDatabase(couch, plan.club);
    const holds: PasswordHolds = async (name, password) => {
      const asked = await client(plan.server, { name, password }, fetchFn)('GET', '/_session');
      const user = asked.body.userCtx as { name?: unknown } | undefined;
      return asked.status === 200 && user?.name === name;
    };
    const accounts: AccountReport[] = [];
    if (plan.organiser !== undefined)
      accounts.push(await ensureAccount(couch, plan.club, plan.organiser, true, holds));
    for (const member of plan.members)
      accounts.push(await ensureAccount(couch, plan.club, member, false, holds));
    const organisers = await ensureSecurity(couch, plan);
    const accountsNotInApp = await ensureMembersRules(couch, plan, engine, async (path, value) => {
      const url = `${plan.server.href.replace(/\/$/, '')}${path}`;
      const answer = await couchRequest(fetchFn, url, plan.admin, 'PUT', value);
      if (!answer.ok) throw new Stop({ reason: 'unreachable', detail: answer.detail });
      return answer.status;
    });
    const design = await ensureDesign(couch, plan);
    await tryDesign(couch, plan);
    return { ok: true, value: { database, accounts, design, organisers, accountsNotInApp } };
  } catch (error) {
    if (error instanceof Stop) return { ok: false, errors: error.failure };
    throw error;
  }
}

/** The club's existing organisers (its database's admins), to keep when none is named. */
export async function organisersOf(
  server: URL,
  admin: Account,
  club: string,
  fetchFn: Fetch = fetch,
): Promise<readonly string[]> {
  const couch = client(server, admin, fetchFn);
  try {
    const kept = await couch('GET', `/${encodeURIComponent(club)}/_security`);
    return kept.status === 200 ? names(kept.body.admins, 'names') : [];
  } catch (error) {
    if (error instanceof Stop) return [];
    throw error;
  }
}

/**
 * The invite link (docs/sync.md, "On the device"): the app's address, served on the same origin
 * as the CouchDB, with the club and the server's path; never a password.
 */
export function inviteLink(app: URL, couchPath: string, club: string): string {
  const base = new URL('/', app).href;
  return `${base}#club=${encodeURIComponent(club)}&server=${encodeURIComponent(couchPath === '' ? '/' : couchPath)}`;
}
