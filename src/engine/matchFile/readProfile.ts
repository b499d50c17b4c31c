import { DEFAULT_GAME } from '../gameTraits.ts';
import type { Competition, Result } from '../types.ts';
import type { Problem } from './problems.ts';
import { Problems, isObject } from './problems.ts';
import { COMPETITION_GAMES, readCompetition } from './readCompetition.ts';

/**
 * A competition profile: a competition and its organiser, entered once in Settings and chosen
 * when a Kapiti match starts (docs/format.md, "competition"). Kept on the device and shared with a
 * club, and read by the one check here wherever it comes from (docs/style.md, rule 18).
 */
export interface CompetitionProfile extends Competition {
  readonly id: string;
}

const KEY = 'competition';

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

/**
 * A profile as it is kept (`{ id, order, ...Competition }`, `order` its place in the list) read
 * through the validator, or its problems, each with its place.
 */
export function readProfile(row: unknown): Result<CompetitionProfile, Problem[]> {
  if (!isObject(row)) return { ok: false, errors: [{ path: '$', message: 'must be an object' }] };
  const { id, order, ...fields } = row;
  const problems: Problem[] = [];
  if (typeof id !== 'string' || id === '') problems.push({ path: 'id', message: 'must be an id' });
  if (typeof order !== 'number' || !Number.isSafeInteger(order))
    problems.push({ path: 'order', message: 'must be a whole number' });
  const checked = checkCompetition(fields);
  if (!checked.ok) problems.push(...checked.errors);
  if (problems.length > 0 || !checked.ok || typeof id !== 'string')
    return { ok: false, errors: problems };
  return { ok: true, value: { id, ...checked.value } };
}
