import { ALL_GAME_TRAITS } from '../gameTraits.ts';
import type { Competition, Game } from '../types.ts';
import type { JsonObject, Problems } from './problems.ts';
import { at, describe, isObject } from './problems.ts';

/** The games a competition profile and a sent time belong to (docs/format.md, "competition"). */
export const COMPETITION_GAMES: readonly Game[] = ALL_GAME_TRAITS.filter(
  (traits) => traits.competition,
).map((traits) => traits.game);

const TEXT_FIELDS = { name: 100, round: 100, organiser: 100, email: 200, address: 300 } as const;
const KEYS = [...Object.keys(TEXT_FIELDS), 'due'];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Loose on purpose: one @, something either side, a dot after it; the mail program checks more. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A real calendar date written YYYY-MM-DD (no 30 February). */
export function isCalendarDate(value: string): boolean {
  const parts = DATE.exec(value);
  if (parts === null) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads the optional `competition` object: the competition a match is played in, and who the
 * organiser is that the result goes to (docs/format.md, "competition"). Only `name` is required;
 * text is kept exactly as typed, as players' names are.
 */
export function readCompetition(raw: unknown, game: Game, p: Problems): Competition | undefined {
  if (raw === undefined) return undefined;
  if (!COMPETITION_GAMES.includes(game)) {
    p.add('competition', `only for ${COMPETITION_GAMES.join(', ')}`);
    return undefined;
  }
  if (!isObject(raw)) {
    p.add('competition', `must be an object, not ${describe(raw)}`);
    return undefined;
  }
  p.unknownKeys(raw, 'competition', KEYS);
  const out: { -readonly [K in keyof Competition]: Competition[K] } = { name: '' };
  for (const [key, max] of Object.entries(TEXT_FIELDS) as [keyof typeof TEXT_FIELDS, number][]) {
    const value = raw[key];
    if (value === undefined) {
      if (key === 'name') p.add(at('competition', key), 'is missing');
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
      p.add(at('competition', key), `must be text of 1 to ${max} characters`);
      continue;
    }
    if (key === 'email' && !EMAIL.test(value)) {
      p.add(at('competition', key), `"${value}" is not an e-mail address`);
      continue;
    }
    out[key] = value;
  }
  readDue(raw, out, p);
  return out;
}

function readDue(raw: JsonObject, out: { due?: string }, p: Problems): void {
  if (raw.due === undefined) return;
  if (typeof raw.due === 'string' && isCalendarDate(raw.due)) out.due = raw.due;
  else p.add(at('competition', 'due'), 'must be a date like 2026-12-01');
}
