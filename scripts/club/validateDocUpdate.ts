import type { ClubUser } from '../../src/season/clubDocument.ts';
import { checkClubWrite } from '../../src/season/clubDocument.ts';
import { refusalText } from './refusalText.ts';

/**
 * What the club's design document runs on every write (docs/sync.md, "The design document"),
 * bundled whole into its `validate_doc_update` by designDocument.ts: bridgepad's own check,
 * answered as CouchDB reads an answer, by throwing `{ unauthorized }` (401, sign in) or
 * `{ forbidden }` (403), each with its sentence.
 */

function userOf(userCtx: unknown): ClubUser {
  const ctx = typeof userCtx === 'object' && userCtx !== null ? userCtx : {};
  const name = 'name' in ctx && typeof ctx.name === 'string' ? ctx.name : null;
  const roles = 'roles' in ctx && Array.isArray(ctx.roles) ? ctx.roles : [];
  return { name, roles: roles.filter((role): role is string => typeof role === 'string') };
}

export function validate(
  club: string,
  newDoc: unknown,
  oldDoc: unknown,
  userCtx: unknown,
  secObj: unknown,
): void {
  const checked = checkClubWrite(club, newDoc, userOf(userCtx), secObj, oldDoc);
  if (checked.ok) return;
  const reason = refusalText(club, checked.errors);
  // CouchDB's answer to a refused write is a thrown object, not an Error.
  throw checked.errors.reason === 'signedOut' ? { unauthorized: reason } : { forbidden: reason };
}
