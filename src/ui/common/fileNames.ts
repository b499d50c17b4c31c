import { isRummy } from '../../engine/gameTraits.ts';
import slugify from 'slugify';
import { sideMembers } from '../../engine/players.ts';
import type { Match } from '../../engine/types.ts';

/**
 * The day a match was played where it was played, YYYY-MM-DD: the device's own calendar day of
 * its start (an evening match in New Zealand is still the day before in UTC). Today without one.
 */
export function playedDay(iso: string | undefined): string {
  const when = iso === undefined ? new Date() : new Date(iso);
  const day = Number.isNaN(when.getTime()) ? new Date() : when;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
}

/** No file name bridgepad writes is longer than this, extension included. */
export const MAX_FILE_NAME = 80;

/**
 * A name as it can stand in a file name, every letter kept as its nearest Latin letter:
 * "Łukasz Wiśniewski" -> "lukasz-wisniewski", "Zoë Ngāti Māori" -> "zoe-ngati-maori".
 */
export function slug(text: string): string {
  // Accents come off first (ǅ is D and ž, then z); slugify spells the rest: Ł as L, ß as ss.
  const bare = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return slugify(bare, { lower: true, strict: true, trim: true });
}

/** The players as a file name says them: each side's names, the sides joined by "vs". */
function playerSlugs(match: Match): string[][] {
  const groups = isRummy(match) ? [match.players] : sideMembers(match);
  let n = 0;
  // A name with no letter that can be written (only emoji, say) stands as its player number.
  return groups.map((names) => names.map((name) => slug(name) || `player-${(n += 1)}`));
}

/**
 * `<prefix>-<date>-<players>.<extension>`, at most MAX_FILE_NAME characters: when the names are
 * too long for that, each is cut to the same length, so every player still shows.
 */
function matchName(prefix: string, match: Match, extension: string): string {
  const date = playedDay(match.createdAt);
  const groups = playerSlugs(match);
  const named = (cut: number) =>
    `${prefix}-${date}-${groups
      .map((names) => names.map((name) => name.slice(0, cut).replace(/-+$/, '')).join('-'))
      .join('-vs-')}.${extension}`;
  // At one letter a name, six players and the longest prefix come to about 50 characters.
  let cut = Math.max(...groups.flat().map((name) => name.length));
  while (cut > 1 && named(cut).length > MAX_FILE_NAME) cut -= 1;
  return named(cut);
}

/**
 * The match file: `bridgepad-rubber-2026-11-22-ian-bob-vs-dave-alan.json`, wherever it is saved;
 * the same match as PBN ends `.pbn`.
 */
export function matchFileName(match: Match, extension = 'json'): string {
  return matchName(`bridgepad-${match.game}`, match, extension);
}

/** A Kapiti summary sheet's PDF, PNG or CSV: `kapiti-2026-11-22-ian-bob-vs-dave-alan.pdf`. */
export function sheetFileName(match: Match, extension: string): string {
  return matchName(match.game, match, extension);
}

/** The organiser's draw: `bridgepad-draw-kapiti-2026-2026-11-24.pdf`. */
export function drawFileName(competition: string, day: string, extension: string): string {
  const name = slug(competition).slice(0, 40).replace(/-+$/, '') || 'competition';
  return `bridgepad-draw-${name}-${day}.${extension}`;
}
