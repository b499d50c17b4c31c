import type { Problem } from '../engine/matchFile/problems.ts';
import type { CompetitionProfile } from '../engine/matchFile/readProfile.ts';
import { checkCompetition, readProfile } from '../engine/matchFile/readProfile.ts';
import type { Result } from '../engine/types.ts';
import type { BridgepadDb } from './database.ts';
import { newId } from './matchStore.ts';
import { matchStores } from './matchRowWrites.ts';
import { createMatch } from './matchWrites.ts';
import type { KeptRow, MatchFileJson, MatchRecord } from './records.ts';
import { SETTINGS } from './schema.ts';

/**
 * Competition profiles: a competition and its organiser, entered once in Settings and chosen
 * when a Kapiti match starts. The match takes a copy of the profile's fields (not a reference),
 * so the file sent to the organiser stands alone and editing a profile later changes no match.
 *
 * Each is a row of the `profiles` store, `{ id, order, ...Competition }`, listed by `order` (the
 * order they were added); the `lastCompetition` setting names the one the last Kapiti match was
 * started with.
 */
const LAST_USED_KEY = SETTINGS.lastCompetition;

// The profile's check is the engine's, shared with what a club's server takes (docs/sync.md).
export type { CompetitionProfile } from '../engine/matchFile/readProfile.ts';
export { checkCompetition, competitionOf, readProfile } from '../engine/matchFile/readProfile.ts';

/**
 * Every profile, in the order they were added. Each is read through the validator: one that
 * fails (damaged, or written by a newer version with fields this one does not know) is left out
 * and left alone, and never stops the others from being listed.
 */
export async function listCompetitions(db: BridgepadDb): Promise<CompetitionProfile[]> {
  const rows = await db.profiles.orderBy('order').toArray();
  return rows.flatMap((row) => {
    const read = readProfile(row);
    return read.ok ? [read.value] : [];
  });
}

/** The row a profile is kept as, at `order`. */
function profileRow(profile: CompetitionProfile, order: number): KeptRow {
  return { ...profile, order };
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
  return db.transaction('rw', db.profiles, async () => {
    const kept = await db.profiles.get(profile.id);
    const last = await db.profiles.orderBy('order').last();
    const order =
      typeof kept?.order === 'number'
        ? kept.order
        : typeof last?.order === 'number'
          ? last.order + 1
          : 0;
    await db.profiles.put(profileRow(profile, order));
    return { ok: true, value: profile } as const;
  });
}

/** Deletes a profile; true when there was one. Matches started with it keep their own copy. */
export function deleteCompetition(db: BridgepadDb, id: string): Promise<boolean> {
  return db.transaction('rw', db.profiles, db.settings, async () => {
    if ((await db.profiles.get(id)) === undefined) return false;
    await db.profiles.delete(id);
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
  return db.transaction('r', db.profiles, db.settings, async () => {
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
  return db.transaction('rw', [...matchStores(db), db.settings], async () => {
    const created = await createMatch(db, file);
    if (created.ok && profileId !== undefined) {
      await db.settings.put({ key: LAST_USED_KEY, value: profileId });
    }
    return created;
  });
}
