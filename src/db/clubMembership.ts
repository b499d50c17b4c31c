import type { Problem } from '../engine/matchFile/problems.ts';
import { Problems, at, describe, isObject } from '../engine/matchFile/problems.ts';
import type { Result } from '../engine/types.ts';
import type { BridgepadDb } from './database.ts';
import { SETTINGS } from './schema.ts';
import { clearSyncRecords } from './syncRecords.ts';

/**
 * The club this device has joined (docs/format.md, "The backup"; docs/sync.md, "On the device"):
 * the club's server, the club's database and the member's name, kept as the `club` setting and
 * read through its validator. Never a password: the browser keeps the member's session cookie,
 * and a field the validator does not know, a password included, is refused.
 */
export interface KeptMembership {
  /** The CouchDB address on the app's own origin, e.g. `/couchdb`. */
  readonly server: string;
  /** The club's database name. */
  readonly club: string;
  /** The member's CouchDB user name. */
  readonly member: string;
  /**
   * Whether the member is signed in on this device: false once the server has said the session
   * is over, and in a backup, since the session belongs to the browser that signed in (rule 23).
   */
  readonly signedIn: boolean;
}

const FIELDS = ['server', 'club', 'member', 'signedIn'];
/** CouchDB's rule for a database's name. */
const CLUB_NAME = /^[a-z][a-z0-9_$()+/-]*$/;

/** Text of 1 to `max` characters at `key`, or its problem. */
function textProblem(
  p: Problems,
  raw: Readonly<Record<string, unknown>>,
  path: string,
  key: string,
  max: number,
): void {
  const value = raw[key];
  if (typeof value !== 'string' || value.trim() === '' || value.length > max)
    p.add(at(path, key), `must be text of 1 to ${max} characters, not ${describe(value)}`);
}

/** A club's database name at `club`, or its problem. */
function clubProblem(p: Problems, raw: Readonly<Record<string, unknown>>, path: string): void {
  if (typeof raw.club !== 'string' || !CLUB_NAME.test(raw.club))
    p.add(
      at(path, 'club'),
      `must be a club's database name (a to z first, then a to z, 0 to 9 or _$()+/-), not ${describe(raw.club)}`,
    );
}

/** A kept membership read through its validator, each problem at its place under `path`. */
export function readMembership(raw: unknown, path = '$'): Result<KeptMembership, Problem[]> {
  const p = new Problems();
  if (!isObject(raw)) return { ok: false, errors: [{ path, message: 'must be an object' }] };
  p.unknownKeys(raw, path, FIELDS);
  textProblem(p, raw, path, 'server', 2000);
  textProblem(p, raw, path, 'member', 200);
  clubProblem(p, raw, path);
  if (typeof raw.signedIn !== 'boolean')
    p.add(at(path, 'signedIn'), `must be true or false, not ${describe(raw.signedIn)}`);
  if (p.count > 0) return { ok: false, errors: p.list };
  return { ok: true, value: raw as unknown as KeptMembership };
}

/** The club joined on this device: null when none; its problems when the kept row does not read. */
export async function loadMembership(
  db: BridgepadDb,
): Promise<Result<KeptMembership, Problem[]> | null> {
  const row = await db.settings.get(SETTINGS.club);
  return row === undefined ? null : readMembership(row.value, 'club');
}

/** Keeps the club joined, as its validator reads it (never anything more). */
export async function saveMembership(db: BridgepadDb, membership: KeptMembership): Promise<void> {
  const { server, club, member, signedIn } = membership;
  const read = readMembership({ server, club, member, signedIn }, 'club');
  if (!read.ok) throw new Error(read.errors.map((e) => `${e.path}: ${e.message}`).join('; '));
  await db.settings.put({ key: SETTINGS.club, value: read.value });
}

/** Notes that the member's session is over: the device signs in again before it syncs. */
export async function markSignedOut(db: BridgepadDb): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const kept = await loadMembership(db);
    if (kept?.ok === true && kept.value.signedIn)
      await db.settings.put({ key: SETTINGS.club, value: { ...kept.value, signedIn: false } });
  });
}

/**
 * Forgets the club, as when the device leaves it: the membership, and the mirror's bookkeeping
 * (syncRecords.ts), together. No match is touched. Leaving (`left`), the club's server and name are
 * kept, so that Settings → Club offers to join it again with them filled in.
 */
export async function forgetMembership(db: BridgepadDb, left?: LeftClub): Promise<void> {
  await db.transaction(
    'rw',
    db.settings,
    db.syncBase,
    db.syncDiffers,
    db.ledgerTotals,
    async () => {
      await db.settings.delete(SETTINGS.club);
      await clearSyncRecords(db);
      if (left !== undefined)
        await db.settings.put({
          key: SETTINGS.leftClub,
          value: { server: left.server, club: left.club },
        });
    },
  );
}

/** The club this device left: its server and its database's name, never the member. */
export interface LeftClub {
  readonly server: string;
  readonly club: string;
}

/** A club left, read through its validator, each problem at its place under `path`. */
export function readLeftClub(raw: unknown, path = '$'): Result<LeftClub, Problem[]> {
  const p = new Problems();
  if (!isObject(raw)) return { ok: false, errors: [{ path, message: 'must be an object' }] };
  p.unknownKeys(raw, path, ['server', 'club']);
  textProblem(p, raw, path, 'server', 2000);
  clubProblem(p, raw, path);
  if (p.count > 0) return { ok: false, errors: p.list };
  return { ok: true, value: raw as unknown as LeftClub };
}

/** The club this device last left, to join it again; null when none, or when it does not read. */
export async function loadLeftClub(db: BridgepadDb): Promise<LeftClub | null> {
  const row = await db.settings.get(SETTINGS.leftClub);
  if (row === undefined) return null;
  const read = readLeftClub(row.value, SETTINGS.leftClub);
  return read.ok ? read.value : null;
}
