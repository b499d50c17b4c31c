import { DEFAULT_GAME } from '../engine/gameTraits.ts';
import type { Problem } from '../engine/matchFile/problems.ts';
import { Problems, isObject } from '../engine/matchFile/problems.ts';
import { COMPETITION_GAMES, readCompetition } from '../engine/matchFile/readCompetition.ts';
import type { Competition, Result } from '../engine/types.ts';
import type { BridgepadDb } from './database.ts';
import { newId } from './matchStore.ts';
import { createMatch } from './matchWrites.ts';
import type { MatchFileJson, MatchRecord } from './records.ts';

/**
 * Competition profiles: a competition and its organiser, entered once in Settings and chosen
 * when a Kapiti match starts. The match takes a copy of the profile's fields (not a reference),
 * so the file sent to the organiser stands alone and editing a profile later changes no match.
 *
 * They live in the `settings` store under two keys, so no new database version is needed:
 * - `competitions`: the profiles, a list of `{ id, ...Competition }` in the order they were added;
 * - `lastCompetition`: the id of the profile the last Kapiti match was started with.
 */
const KEY = 'competitions';
const LAST_USED_KEY = 'lastCompetition';

export interface CompetitionProfile extends Competition {
  readonly id: string;
}

/** The game a profile's fields are checked for: the one game with a competition. */
const GAME = COMPETITION_GAMES[0] ?? DEFAULT_GAME;

/**
 * Checks a competition's fields with the match file's own reader (docs/style.md, rule 18), so a
 * profile can never hold what a match file would refuse. Problems have paths such as
 * `competition.email`.
 */
export function checkCompetition(raw: unknown): Result<Competition, Problem[]> {
  const p = new Problems();
  const competition = readCompetition(raw, GAME, p);
  if (p.count > 0 || competition === undefined) {
    return { ok: false, errors: p.count > 0 ? p.list : [{ path: KEY, message: 'is missing' }] };
  }
  return { ok: true, value: competition };
}

/** A profile's fields without its id: what a match's `competition` holds. */
export function competitionOf(profile: CompetitionProfile): Competition {
  const { id: _id, ...competition } = profile;
  return competition;
}

/** One stored entry read through the validator; undefined when it cannot be understood. */
function readProfile(raw: unknown): CompetitionProfile | undefined {
  if (!isObject(raw)) return undefined;
  const { id, ...fields } = raw;
  if (typeof id !== 'string' || id === '') return undefined;
  const checked = checkCompetition(fields);
  return checked.ok ? { id, ...checked.value } : undefined;
}

/** The stored list as it is, entries not understood included, so a save never drops them. */
async function storedEntries(db: BridgepadDb): Promise<unknown[]> {
  const value = (await db.settings.get(KEY))?.value;
  return Array.isArray(value) ? value : [];
}

const idOf = (entry: unknown): unknown => (isObject(entry) ? entry.id : undefined);

/**
 * Every profile, in the order they were added. Each is read through the validator: one that
 * fails (damaged, or written by a newer version with fields this one does not know) is left out
 * and left alone, and never stops the others from being listed.
 */
export async function listCompetitions(db: BridgepadDb): Promise<CompetitionProfile[]> {
  const profiles: CompetitionProfile[] = [];
  for (const entry of await storedEntries(db)) {
    const profile = readProfile(entry);
    if (profile !== undefined && !profiles.some((p) => p.id === profile.id)) profiles.push(profile);
  }
  return profiles;
}

/**
 * Adds a profile (no id) or replaces the one with that id, after checking its fields; nothing is
 * saved when any is wrong. A profile deleted elsewhere while it was being edited is added again,
 * so the edit is not lost. One transaction: two tabs saving at once both keep their profile.
 */
export function saveCompetition(
  db: BridgepadDb,
  fields: unknown,
  id?: string,
): Promise<Result<CompetitionProfile, Problem[]>> {
  const checked = checkCompetition(fields);
  if (!checked.ok) return Promise.resolve(checked);
  const profile: CompetitionProfile = { id: id ?? newId(), ...checked.value };
  return db.transaction('rw', db.settings, async () => {
    const entries = await storedEntries(db);
    const at = entries.findIndex((entry) => idOf(entry) === profile.id);
    const next =
      at < 0 ? [...entries, profile] : entries.map((entry, i) => (i === at ? profile : entry));
    await db.settings.put({ key: KEY, value: next });
    return { ok: true, value: profile } as const;
  });
}

/** Deletes a profile; true when there was one. Matches started with it keep their own copy. */
export function deleteCompetition(db: BridgepadDb, id: string): Promise<boolean> {
  return db.transaction('rw', db.settings, async () => {
    const entries = await storedEntries(db);
    const next = entries.filter((entry) => idOf(entry) !== id);
    if (next.length === entries.length) return false;
    await db.settings.put({ key: KEY, value: next });
    const last = await db.settings.get(LAST_USED_KEY);
    if (last?.value === id) await db.settings.delete(LAST_USED_KEY);
    return true;
  });
}

/** The profiles and the one the last Kapiti match was started with, in one read. */
export interface CompetitionChoices {
  readonly profiles: readonly CompetitionProfile[];
  readonly lastUsed: string | null;
}

export function competitionChoices(db: BridgepadDb): Promise<CompetitionChoices> {
  return db.transaction('r', db.settings, async () => {
    const profiles = await listCompetitions(db);
    const last = (await db.settings.get(LAST_USED_KEY))?.value;
    return { profiles, lastUsed: typeof last === 'string' ? last : null };
  });
}

/**
 * The profile a new Kapiti match starts with: the one the last match was started with, while it
 * exists (a club plays round after round of one competition); else the only profile there is;
 * else none, rather than guess between several.
 */
export function defaultCompetition(choices: CompetitionChoices): CompetitionProfile | undefined {
  const { profiles, lastUsed } = choices;
  const last = profiles.find((p) => p.id === lastUsed);
  if (last !== undefined) return last;
  return profiles.length === 1 ? profiles[0] : undefined;
}

/**
 * Saves a new match (checked first, as createMatch does) and, when it was started with a profile,
 * remembers that profile as the next default. One transaction, so a match is never saved twice
 * if the device fills up half-way and the write is run again in memory.
 */
export function createMatchWithCompetition(
  db: BridgepadDb,
  file: MatchFileJson,
  profileId: string | undefined,
): Promise<Result<MatchRecord, Problem[]>> {
  return db.transaction('rw', db.matches, db.dealPages, db.settings, async () => {
    const created = await createMatch(db, file);
    if (created.ok && profileId !== undefined) {
      await db.settings.put({ key: LAST_USED_KEY, value: profileId });
    }
    return created;
  });
}
