import type { JsonObject, Problem } from '../engine/matchFile/problems.ts';
import { at, isObject } from '../engine/matchFile/problems.ts';
import { readMatchFile } from '../engine/matchFile/readMatchFile.ts';
import { readProfile } from '../engine/matchFile/readProfile.ts';
import type { Result } from '../engine/types.ts';
import { readDesk } from './deskRecord.ts';
import { APP_NAME } from '../engine/appName.ts';

/**
 * What a club's database takes (docs/sync.md, "What is shared" and "The design document"): the
 * four kinds of document, each checked by the validator the device reads the same thing with
 * (docs/style.md, rule 18), from a member of the club writing as themself. Pure, so that the
 * club's design document is built from it (scripts/club/designDocument.ts) and the server refuses
 * exactly what the app would.
 */

/** The layout of every club document this version writes; any other is refused, not misread. */
export const CLUB_DOCUMENT_VERSION = 1;

/** Each kind's `type`; the kind is also the `_id`'s prefix (`match:<match id>`). */
export const CLUB_TYPES = {
  match: 'bridgepad.match',
  desk: 'bridgepad.desk',
  result: 'bridgepad.result',
  profile: 'bridgepad.profile',
} as const;
export type ClubKind = keyof typeof CLUB_TYPES;
const KINDS = Object.keys(CLUB_TYPES) as ClubKind[];

/** The CouchDB role that makes a user a member of one club (docs/sync.md, "One database per club"). */
export function memberRole(club: string): string {
  return `bridgepad-member:${club}`;
}

/**
 * The CouchDB role that makes a user an organiser of one club, beside the database's `_security`
 * admins: only a server admin gives a role, so it is as sure as `_security`, and it reaches the
 * check on a server that leaves `_security` out of a write's context (express-pouchdb, on
 * `_bulk_docs`), as when the organiser's device puts back a lost club's record.
 */
export function organiserRole(club: string): string {
  return `bridgepad-organiser:${club}`;
}

/** A document's `_id`: its kind, a colon, and the id the device keeps it by. */
export function clubDocumentId(kind: ClubKind, id: string): string {
  return `${kind}:${id}`;
}

/**
 * The kinds of a step's `edit` and the states a step is in: the device's own history
 * (docs/format.md, "The backup"); tests/club/clubDocument.test.ts holds them to the store's types.
 */
export const STEP_KINDS = [
  'addDeal',
  'editDeal',
  'deleteDeal',
  'agree',
  'honors',
  'rename',
  'finish',
  'detail',
] as const;
export const STEP_STATES = ['done', 'undone', 'discarded', 'retired'] as const;

/** Who is writing, as CouchDB says it (its `userCtx`). */
export interface ClubUser {
  readonly name: string | null;
  readonly roles: readonly string[];
}

/** Why a write is refused; the words are made where they are shown (docs/style.md, rule 24). */
export type ClubRefusal =
  | { readonly reason: 'signedOut' }
  | { readonly reason: 'notMember'; readonly user: string }
  | { readonly reason: 'designByMember'; readonly user: string }
  | { readonly reason: 'author'; readonly author: unknown; readonly user: string }
  /** A deletion by a member of a document another member wrote last. */
  | { readonly reason: 'deleteByOther'; readonly author: unknown; readonly user: string }
  /** A document longer, as JSON, than the club takes. */
  | { readonly reason: 'size'; readonly size: number; readonly max: number }
  | { readonly reason: 'type'; readonly type: unknown }
  /** kind: the one its `type` names; none for a deletion that names no type. */
  | { readonly reason: 'idPrefix'; readonly kind: ClubKind | undefined; readonly id: unknown }
  | { readonly reason: 'version'; readonly v: unknown }
  | { readonly reason: 'content'; readonly problems: readonly Problem[] };

/** What a write that passes is: a club document of a kind, its deletion, or a design document. */
export type ClubWrite =
  { readonly kind: ClubKind; readonly deleted: boolean } | { readonly kind: 'design' };

const refuse = (refusal: ClubRefusal): Result<ClubWrite, ClubRefusal> => ({
  ok: false,
  errors: refusal,
});

/** Whether a `_security` group (`{ names, roles }`) lists the user by name or by a role. */
function listedIn(group: unknown, user: ClubUser): boolean {
  if (!isObject(group)) return false;
  const { names, roles } = group;
  return (
    (Array.isArray(names) && names.includes(user.name)) ||
    (Array.isArray(roles) && user.roles.some((role) => roles.includes(role)))
  );
}

/**
 * A club's admin: a server admin, or an admin of its database or a holder of the club's organiser
 * role (the organiser). A member: an
 * admin, a holder of the club's role, or anyone its `_security` lists among members. The role is
 * checked as well as `_security`, since a server that leaves `_security` out of a write's context
 * (express-pouchdb, on `_bulk_docs`) must still refuse a member of another club.
 */
function standing(club: string, user: ClubUser, security: unknown): 'admin' | 'member' | 'none' {
  const sec = isObject(security) ? security : {};
  if (
    user.roles.includes('_admin') ||
    user.roles.includes(organiserRole(club)) ||
    listedIn(sec.admins, user)
  )
    return 'admin';
  if (user.roles.includes(memberRole(club)) || listedIn(sec.members, user)) return 'member';
  return 'none';
}

/** A problem found within a field, with the field's name before its own path. */
function within(field: string, problem: Problem): Problem {
  const { path, message } = problem;
  if (path === '$') return { path: field, message };
  return { path: path.startsWith('[') ? `${field}${path}` : `${field}.${path}`, message };
}

function allWithin(field: string, problems: readonly Problem[]): Problem[] {
  return problems.map((problem) => within(field, problem));
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const isTime = (value: unknown): value is string =>
  typeof value === 'string' && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value));
const TIME = 'must be a time, like 2026-11-26T09:30:00.000Z';

/**
 * The longest document a club takes, in characters of its JSON: twice the largest real match. A
 * match of 5,000 deals, each with its honors and its step in the history, is about 2.2 million
 * (tests/club/clubDocument.test.ts makes one); a document far past that is a fault or an attack,
 * and every member's device would have to take it.
 */
export const MAX_DOCUMENT_CHARS = 4_400_000;

/** The longest id or member's name a document may hold. */
const MAX_ID = 200;

/** The fields of each kind beside `type`, `v` and `author`. */
const FIELDS: Readonly<Record<ClubKind, readonly string[]>> = {
  match: ['file', 'steps'],
  desk: ['desk'],
  result: ['deskId', 'receivedAt', 'from', 'file'],
  profile: ['profile'],
};
const COMMON = ['type', 'v', 'author'];
/** CouchDB's own fields of a document being written; attachments are no part of any kind. */
const COUCH_FIELDS = ['_id', '_rev', '_revisions', '_deleted'];

/** A match file as a club keeps it, read as a file from outside is (readMatchFile). */
function fileProblems(file: unknown, matchId?: string): Problem[] {
  const read = readMatchFile(file);
  if (!read.ok) return allWithin('file', read.errors);
  if (matchId !== undefined && read.value.id !== matchId)
    return [{ path: 'file.id', message: `must be the id the _id names, "${matchId}"` }];
  return [];
}

/** One step of a match's history: `{ id, at, author, edit, state, parent }`. */
function stepProblems(step: unknown, path: string, seen: Set<string>): Problem[] {
  if (!isObject(step)) return [{ path, message: 'must be a step: id, at, author, edit, state' }];
  const problems: Problem[] = [];
  const add = (key: string, message: string) => problems.push({ path: at(path, key), message });
  for (const key of Object.keys(step))
    if (!['id', 'at', 'author', 'edit', 'state', 'parent', 'batch'].includes(key))
      add(key, 'unknown field');
  if (!isText(step.id, MAX_ID)) add('id', "must be the step's id");
  else if (seen.has(step.id)) add('id', 'is the id of an earlier step too');
  else seen.add(step.id);
  if (!isTime(step.at)) add('at', TIME);
  if (!isText(step.author, MAX_ID)) add('author', 'must be the name of the member who took it');
  if (!isObject(step.edit) || !(STEP_KINDS as readonly unknown[]).includes(step.edit.kind))
    add('edit', `must be an edit whose kind is one of ${STEP_KINDS.join(', ')}`);
  if (!(STEP_STATES as readonly unknown[]).includes(step.state))
    add('state', `must be one of ${STEP_STATES.join(', ')}`);
  if (step.parent !== null && !isText(step.parent, MAX_ID))
    add('parent', 'must be the id of the step in force before it, or null');
  if (step.batch !== undefined && !isText(step.batch, MAX_ID))
    add('batch', 'must be the id of the steps taken together');
  return problems;
}

function stepsProblems(steps: unknown): Problem[] {
  if (!Array.isArray(steps)) return [{ path: 'steps', message: 'must be a list of steps' }];
  const seen = new Set<string>();
  return steps.flatMap((step: unknown, i) => stepProblems(step, at('steps', i), seen));
}

/** What is wrong with a document's own fields, for its kind and the id its `_id` names. */
function contentProblems(kind: ClubKind, doc: JsonObject, id: string): Problem[] {
  switch (kind) {
    case 'match':
      return [...fileProblems(doc.file, id), ...stepsProblems(doc.steps)];
    case 'desk': {
      const read = readDesk(doc.desk);
      if (!read.ok) return allWithin('desk', read.errors);
      return read.value.id === id
        ? []
        : [{ path: 'desk.id', message: `must be the id the _id names, "${id}"` }];
    }
    case 'result': {
      const problems = fileProblems(doc.file);
      if (!isText(doc.deskId, MAX_ID))
        problems.push({ path: 'deskId', message: 'must be the id of the desk that took it' });
      if (!isTime(doc.receivedAt)) problems.push({ path: 'receivedAt', message: TIME });
      if (typeof doc.from !== 'string' || doc.from.length > 1000)
        problems.push({ path: 'from', message: 'must say where the file came from' });
      return problems;
    }
    case 'profile': {
      const read = readProfile(doc.profile);
      if (!read.ok) return allWithin('profile', read.errors);
      return read.value.id === id
        ? []
        : [{ path: 'profile.id', message: `must be the id the _id names, "${id}"` }];
    }
  }
}

/** Every field a document of the kind may not have. */
function unknownFields(kind: ClubKind, doc: JsonObject): Problem[] {
  const known = [...COUCH_FIELDS, ...COMMON, ...FIELDS[kind]];
  return Object.keys(doc)
    .filter((key) => !known.includes(key))
    .map((key) => ({
      path: key,
      message:
        key === '_attachments' ? `a ${APP_NAME} document has no attachments` : 'unknown field',
    }));
}

/** The kind an `_id` names by its prefix, and the id after it. */
function kindOfId(id: unknown): { kind: ClubKind; id: string } | undefined {
  if (typeof id !== 'string') return undefined;
  const colon = id.indexOf(':');
  const kind = KINDS.find((k) => k === id.slice(0, colon));
  const rest = id.slice(colon + 1);
  return colon > 0 && kind !== undefined && rest !== '' && rest.length <= MAX_ID
    ? { kind, id: rest }
    : undefined;
}

/**
 * Whether a write to a club's database is taken (docs/sync.md, "The design document"): who may
 * write, whose name the document carries, its kind, `_id`, layout and size, then its content
 * through bridgepad's own validators. A member writes under their own name; an admin (the
 * organiser) may write under a member's, as when the organiser's device puts back the record of a
 * club whose server lost it, authors kept. A deletion carries its `author` too, and its `_id` must
 * be a club document's; its content is gone and not checked. A member deletes only what they wrote
 * last (`previous`, the revision it replaces: CouchDB's `oldDoc`), the organiser anything; a copy
 * set aside in settling copies that differ names the revision it was settled into (`settledBy`),
 * and the document lives on in that one. This keeps a member from deleting another's match by
 * mistake or with a plain deletion; it is no lock against a member bent on harm, who may edit a
 * match (and so write it last) before deleting it: every revision stays in the club's history.
 */
export function checkClubWrite(
  club: string,
  doc: unknown,
  user: ClubUser,
  security: unknown,
  previous: unknown = null,
): Result<ClubWrite, ClubRefusal> {
  if (typeof user.name !== 'string' || user.name === '') return refuse({ reason: 'signedOut' });
  const name = user.name;
  const who = standing(club, user, security);
  if (who === 'none') return refuse({ reason: 'notMember', user: name });
  const raw = isObject(doc) ? doc : {};
  if (typeof raw._id === 'string' && raw._id.startsWith('_design/')) {
    return who === 'admin'
      ? { ok: true, value: { kind: 'design' } }
      : refuse({ reason: 'designByMember', user: name });
  }
  const author = raw.author;
  if (who === 'admin' ? !isText(author, MAX_ID) : author !== name)
    return refuse({ reason: 'author', author, user: name });
  const deleted = raw._deleted === true;
  // A member's copy set aside when copies that differ are settled names the revision kept.
  const settling = isText(raw.settledBy, MAX_ID);
  if (deleted && who !== 'admin' && !settling && isObject(previous) && previous._deleted !== true) {
    if (previous.author !== name)
      return refuse({ reason: 'deleteByOther', author: previous.author, user: name });
  }
  const type = raw.type;
  const named = KINDS.find((kind) => CLUB_TYPES[kind] === type);
  if (named === undefined && !(deleted && type === undefined))
    return refuse({ reason: 'type', type });
  const byId = kindOfId(raw._id);
  if (byId === undefined || (named !== undefined && byId.kind !== named))
    return refuse({ reason: 'idPrefix', kind: named, id: raw._id });
  if (raw.v !== CLUB_DOCUMENT_VERSION && !(deleted && raw.v === undefined))
    return refuse({ reason: 'version', v: raw.v });
  if (deleted) return { ok: true, value: { kind: byId.kind, deleted } };
  const size = JSON.stringify(raw).length;
  if (size > MAX_DOCUMENT_CHARS) return refuse({ reason: 'size', size, max: MAX_DOCUMENT_CHARS });
  const problems = [...unknownFields(byId.kind, raw), ...contentProblems(byId.kind, raw, byId.id)];
  return problems.length > 0
    ? refuse({ reason: 'content', problems })
    : { ok: true, value: { kind: byId.kind, deleted } };
}
