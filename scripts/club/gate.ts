import { memberRole, organiserRole } from '../../src/season/clubDocument.ts';
import { MEMBERS_DESIGN_ID } from './membersDesign.ts';
import type { ClubUser } from '../../src/season/clubDocument.ts';

/**
 * What the laptop's club server lets through to its CouchDB (docs/sync.md, "A club night on one
 * laptop"). express-pouchdb's own checks leave gaps (a stranger's `_bulk_get` or `_find` reads a
 * database it may not read, and some refusals end the process), so every request from anyone but
 * the server's own admin passes this gate first: sign-in, and a club's database to its members,
 * for what the app's replication asks of it and nothing more. Apache CouchDB guards itself, and
 * needs none of this.
 */

export type Admission =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly status: 400 | 401 | 403;
      readonly reason: string;
      /**
       * The database whose admins (its organisers) may do this, as CouchDB lets them: change its
       * design documents and its `_security`.
       */
      readonly adminsOf?: string;
    };

const IN: Admission = { ok: true };
const refused = (status: 400 | 401 | 403, reason: string, adminsOf?: string): Admission => ({
  ok: false,
  status,
  reason,
  ...(adminsOf === undefined ? {} : { adminsOf }),
});

/** The parts of a database's address the replication uses, and the methods it uses them with. */
const DATABASE_PARTS: Readonly<Record<string, readonly string[]>> = {
  _changes: ['GET', 'POST'],
  _bulk_docs: ['POST'],
  _bulk_get: ['POST'],
  _revs_diff: ['POST'],
  _all_docs: ['GET', 'POST'],
  _ensure_full_commit: ['POST'],
  _security: ['GET'],
};
const READ = ['GET', 'HEAD'];
const DOCUMENT = ['GET', 'HEAD', 'PUT', 'DELETE'];

/** The path's parts, decoded; undefined when one will not decode. */
function partsOf(path: string): string[] | undefined {
  try {
    return path
      .split('/')
      .filter((part) => part !== '')
      .map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
}

const ACCOUNT_PREFIX = 'org.couchdb.user:';

/**
 * The accounts database, as members and organisers use it from the app (membersDesign.ts, whose
 * rules the server applies to every write): a member's own account, and for a club's organiser
 * any account and the list of a club's members, as Apache CouchDB lets its accounts' admins.
 */
function admitToAccounts(
  method: string,
  second: string | undefined,
  rest: readonly string[],
  user: ClubUser,
): Admission {
  if (user.name === null) return refused(401, 'Sign in first.');
  const organiser = user.roles.some((role) => role.startsWith(organiserRole('')));
  if (second?.startsWith(ACCOUNT_PREFIX) === true && rest.length === 0 && DOCUMENT.includes(method))
    return second.slice(ACCOUNT_PREFIX.length) === user.name || organiser
      ? IN
      : refused(403, `${user.name} may reach only their own account.`);
  const [kind, view, name, ...more] = second?.includes('/')
    ? [...second.split('/'), ...rest]
    : [second, ...rest];
  const list =
    kind === '_design' &&
    view === MEMBERS_DESIGN_ID.slice('_design/'.length) &&
    name === '_view' &&
    more.length === 1 &&
    more[0] === 'members' &&
    READ.includes(method);
  if (list && organiser) return IN;
  return refused(403, `${user.name} may not ${method} the accounts there.`);
}

/**
 * Whether a request to the server's CouchDB (`path` below `/couchdb`) goes through, for the user
 * it was made by.
 */
export function admit(method: string, path: string, user: ClubUser): Admission {
  if (user.roles.includes('_admin')) return IN;
  const parts = partsOf(path);
  if (parts === undefined) return refused(400, 'The address does not decode.');
  const [first, second, ...rest] = parts;
  if (first === undefined || first === '_session' || first === '_uuids') return IN;
  if (first === '_users') return admitToAccounts(method, second, rest, user);
  if (first.startsWith('_'))
    return refused(403, 'This club server serves sign-in and its clubs, nothing more.');
  if (user.name === null) return refused(401, `Sign in as a member of club ${first}.`);
  if (!user.roles.includes(memberRole(first)))
    return refused(403, `${user.name} is not a member of club ${first}.`);
  const reason = `A member may not ${method} ${path} on this club server.`;
  const wrongMethod = refused(403, reason);
  // What CouchDB lets a database's admins do and its members not; never more (deleting the
  // database takes a server admin, and express-pouchdb stops serving every database when asked).
  const organisersOnly = refused(403, reason, first);
  if (second === undefined) return READ.includes(method) || method === 'POST' ? IN : wrongMethod;
  // `_design/x` and `_local/x` come as one part or two, as the client escapes the slash.
  const [kind, name] = second.includes('/') ? second.split(/\/(.*)/) : [second, rest.shift()];
  const more = rest.length > 0;
  if (kind === '_local')
    return name !== undefined && name !== '' && !more && DOCUMENT.includes(method)
      ? IN
      : wrongMethod;
  if (kind === '_design') {
    if (name === undefined || name === '' || more || !DOCUMENT.includes(method)) return wrongMethod;
    return READ.includes(method) ? IN : organisersOnly;
  }
  if (kind === '_security' && name === undefined && method === 'PUT') return organisersOnly;
  const part =
    kind !== undefined && Object.hasOwn(DATABASE_PARTS, kind) ? DATABASE_PARTS[kind] : undefined;
  if (part !== undefined) return name === undefined && part.includes(method) ? IN : wrongMethod;
  if (kind !== undefined && !kind.startsWith('_') && name === undefined)
    return DOCUMENT.includes(method) ? IN : wrongMethod;
  return wrongMethod;
}
