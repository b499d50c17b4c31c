import { isRummy } from '../../engine/gameTraits.ts';
import { sideMembers } from '../../engine/players.ts';
import type { Match } from '../../engine/types.ts';
import { FILE_PREFIX } from '../../engine/appName.ts';

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

/** Today on the device's own calendar, YYYY-MM-DD: the date every file name saved today carries. */
export const today = (): string => playedDay(undefined);

/** No file name bridgepad writes is longer than this, in code points, extension included. */
export const MAX_FILE_NAME = 80;
/**
 * Nor longer than this in UTF-8, the way Linux and macOS count a name (255 bytes at most): eighty
 * letters of Chinese or emoji would be more than that.
 */
export const MAX_FILE_NAME_BYTES = 240;

/**
 * What a file name keeps of a name, as words: letters of every script with their marks, digits,
 * and emoji (with the joiners, variation selectors and skin tones that make one picture of
 * several). Everything else parts the words, so nothing a file system refuses (/ \ : * ? " < > |,
 * control characters, dots at either end, spaces at the end) is ever kept.
 */
const WORD =
  /(?:[\p{L}\p{M}\p{N}'’]|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\uFE0F)+/gu;

/**
 * A name as it can stand in a file name: its letters as typed, in every script, with their
 * accents and case ("Zoë Ngāti Māori" -> "Zoë-Ngāti-Māori", "Ξένια" -> "Ξένια", "李雷" -> "李雷"),
 * words joined by "-": spaces, punctuation and whatever a file system refuses part the words, and
 * nothing else changes. Empty when the name has no letter, digit or emoji at all.
 */
export function slug(text: string): string {
  // An apostrophe inside a name is kept ("O'Brien"): every file system takes it.
  return (text.normalize('NFC').match(WORD) ?? [])
    .map((word) => word.replace(/^[\u200D'’]+|[\u200D'’]+$/g, ''))
    .filter((word) => /[\p{L}\p{N}\p{Extended_Pictographic}\p{Regional_Indicator}]/u.test(word))
    .join('-');
}

/**
 * What a person sees as one character: a letter with its marks, an emoji of several code points
 * (where the browser can tell; else each code point), so a name cut short never splits one.
 */
function characters(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  return Array.from(new Intl.Segmenter().segment(text), (part) => part.segment);
}

/** The first `count` characters of a word, without a "-" at the end. */
function cutTo(word: string, count: number): string {
  return characters(word).slice(0, count).join('').replace(/-+$/, '');
}

/** Whether a file name is short enough, in characters and in bytes. */
function fitsFileName(name: string): boolean {
  return (
    Array.from(name).length <= MAX_FILE_NAME &&
    new TextEncoder().encode(name).length <= MAX_FILE_NAME_BYTES
  );
}

/** The players as a file name says them: each side's names, the sides joined by "vs". */
function playerSlugs(match: Match): string[][] {
  const groups = isRummy(match) ? [match.players] : sideMembers(match);
  let n = 0;
  // A name with nothing a file name can keep (only "?!" or "…", say) stands as its player number.
  return groups.map((names) => names.map((name) => slug(name) || `player-${(n += 1)}`));
}

/**
 * `<prefix>-<date>-<players>.<extension>`, at most MAX_FILE_NAME characters and
 * MAX_FILE_NAME_BYTES bytes: when the names are too long for that, each is cut to the same
 * number of characters, so every player still shows.
 */
function matchName(prefix: string, match: Match, extension: string): string {
  const date = playedDay(match.createdAt);
  const groups = playerSlugs(match);
  const named = (cut: number) =>
    `${prefix}-${date}-${groups
      .map((names) => names.map((name) => cutTo(name, cut)).join('-'))
      .join('-vs-')}.${extension}`;
  // At one letter a name, six players and the longest prefix come to about 50 characters.
  let cut = Math.max(...groups.flat().map((name) => characters(name).length));
  while (cut > 1 && !fitsFileName(named(cut))) cut -= 1;
  return named(cut);
}

/**
 * The match file: `bridgepad-rubber-2026-11-22-ian-bob-vs-dave-alan.json`, wherever it is saved;
 * the same match as PBN ends `.pbn`.
 */
export function matchFileName(match: Match, extension = 'json'): string {
  return matchName(`${FILE_PREFIX}-${match.game}`, match, extension);
}

/** A Kapiti summary sheet's PDF, PNG or CSV: `kapiti-2026-11-22-ian-bob-vs-dave-alan.pdf`. */
export function sheetFileName(match: Match, extension: string): string {
  return matchName(match.game, match, extension);
}

/**
 * An evening of a table that changes partners, named with its game, so two evenings of one table
 * on one day (a rubber, then Chicago) are two files:
 * `bridgepad-evening-rubber-2026-11-27-pat-lee-kim-sam-ash.json`; its back score on paper ends
 * `.pdf` or `.csv`.
 */
export function eveningFileName(
  game: string | undefined,
  players: readonly string[],
  startedAt: string,
  extension = 'json',
): string {
  const names = cutTo(slug(players.join(' ')), 40) || 'players';
  // An evening none of whose rubbers could be read says no game.
  const kind = game === undefined ? '' : `-${game}`;
  return `${FILE_PREFIX}-evening${kind}-${playedDay(startedAt)}-${names}.${extension}`;
}

/** The organiser's draw: `bridgepad-draw-kapiti-2026-2026-11-24.pdf`. */
export function drawFileName(competition: string, day: string, extension: string): string {
  const name = cutTo(slug(competition), 40) || 'competition';
  return `${FILE_PREFIX}-draw-${name}-${day}.${extension}`;
}
