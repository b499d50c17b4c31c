import { memberRole, organiserRole } from '../../src/season/clubDocument.ts';

/**
 * The rules of the server's accounts (`_users`) for a club's members and organisers, a design
 * document `club:setup` puts beside CouchDB's own (docs/sync.md, "Members without a command
 * line"). CouchDB lets anyone signed in change their own account's password, and lets the
 * accounts database's admins (a club's organisers, by their role) write any account. These rules
 * narrow that to what a club needs, on Apache CouchDB and on `npm run club`'s server alike:
 *
 * - a member changes their own password, never their clubs (CouchDB's own rule too);
 * - nobody else but a club's organiser makes an account (no sign-up by strangers);
 * - an organiser makes accounts for their clubs, adds an account to their clubs or takes it out
 *   (which is how a member is removed: only the server's admin deletes an account, as CouchDB
 *   has it), and sets the password of an account that belongs to their clubs and nowhere else;
 *   of an account that belongs elsewhere too (another club, an organiser), only their own clubs'
 *   membership, never its password; and never any other role (`_admin` above all);
 * - the server's own admins do anything.
 *
 * Its view `members` lists each club's accounts by the club (the key), for the organiser's list:
 * names only, never a password's hash.
 */

export const MEMBERS_DESIGN_ID = '_design/bridgepad-members';

export interface MembersDesign {
  readonly _id: typeof MEMBERS_DESIGN_ID;
  readonly language: 'javascript';
  readonly validate_doc_update: string;
  readonly views: { readonly members: { readonly map: string } };
}

const MEMBER = memberRole('');
const ORGANISER = organiserRole('');

/**
 * The rules as one parenthesised ES5 function (Apache CouchDB compiles nothing else; see
 * designDocument.ts), the roles' prefixes written in.
 */
const VALIDATE = `(function bridgepadMembers(newDoc, oldDoc, userCtx) {
  var MEMBER = ${JSON.stringify(MEMBER)};
  var ORGANISER = ${JSON.stringify(ORGANISER)};
  var roles = userCtx.roles || [];
  if (roles.indexOf('_admin') !== -1) return;
  var refuse = function (reason) { throw { forbidden: reason }; };
  var before = oldDoc && !oldDoc._deleted ? oldDoc.roles || [] : [];
  var after = newDoc._deleted ? [] : newDoc.roles || [];
  var name = newDoc.name || (oldDoc && oldDoc.name) || String(newDoc._id).slice(17);
  var contains = function (list, item) { return list.indexOf(item) !== -1; };
  var same = function (a, b) {
    return a.length === b.length && a.every(function (r) { return contains(b, r); });
  };
  if (userCtx.name !== null && userCtx.name === name && oldDoc && !oldDoc._deleted && !newDoc._deleted) {
    if (same(before, after)) return;
    refuse('A member may change their own password, not the clubs they belong to.');
  }
  var clubs = [];
  roles.forEach(function (r) {
    if (r.indexOf(ORGANISER) === 0) clubs.push(r.slice(ORGANISER.length));
  });
  if (clubs.length === 0)
    refuse("Only a club's organiser adds, changes or removes another member's account.");
  var ours = function (r) {
    return r.indexOf(MEMBER) === 0 && contains(clubs, r.slice(MEMBER.length));
  };
  var elsewhere = function (list) { return list.filter(function (r) { return !ours(r); }); };
  if (newDoc._deleted)
    refuse("An organiser takes a member out of the club; only the server's admin deletes an account.");
  var held = elsewhere(before);
  if (!same(held, elsewhere(after)))
    refuse('An organiser changes only their own club\\'s membership of an account, no other role.');
  if (!oldDoc || oldDoc._deleted) {
    if (after.length === 0) refuse('A new account must belong to a club of its organiser.');
    return;
  }
  // The server turns a new password into these before the rules see the account.
  var secret = ['password', 'derived_key', 'salt', 'password_sha', 'password_scheme', 'iterations', 'pbkdf2_prf'];
  var newPassword = secret.some(function (k) {
    return JSON.stringify(newDoc[k]) !== JSON.stringify(oldDoc[k]);
  });
  if (!newPassword) return;
  if (held.length > 0)
    refuse(name + " belongs elsewhere too: their password is for the server's admin to change, or their own.");
  if (before.filter(ours).length === 0 && after.filter(ours).length === 0)
    refuse(name + ' is not a member of a club you organise.');
})`;

/** A view's map, one parenthesised function too: each account under each club it belongs to. */
const MEMBERS_MAP = `(function (doc) {
  var MEMBER = ${JSON.stringify(MEMBER)};
  var ORGANISER = ${JSON.stringify(ORGANISER)};
  var roles = doc.roles || [];
  roles.forEach(function (r) {
    if (r.indexOf(MEMBER) !== 0) return;
    var club = r.slice(MEMBER.length);
    emit(club, { name: doc.name, organiser: roles.indexOf(ORGANISER + club) !== -1 });
  });
})`;

export function membersDesign(): MembersDesign {
  return {
    _id: MEMBERS_DESIGN_ID,
    language: 'javascript',
    validate_doc_update: VALIDATE,
    views: { members: { map: MEMBERS_MAP } },
  };
}
