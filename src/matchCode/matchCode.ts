import { deflateSync, strToU8 } from 'fflate';
import { toMatchFile } from '../engine/matchFile/serialize.ts';
import type { Match } from '../engine/types.ts';
import { encodeBase45 } from './base45.ts';
import { crc32 } from '../engine/agreement/crc32.ts';
import { MATCH_CODE_DICTIONARY } from './matchCodeDictionary.ts';

/**
 * Writing the match code: a whole match as text for one QR code or a few, a file or a link
 * (docs/format.md, "The match code"). `BP1:<part>/<parts>:<key>:<Base45 of deflate-raw>`.
 */

/** The version of the match code this app writes and reads: the `1` of `BP1`. */
export const MATCH_CODE_VERSION = 1;
/**
 * The longest part written for a QR code: 970 characters is what a version 20 code (97 by 97
 * modules) holds in alphanumeric mode at error correction level M, about as dense as one phone's
 * camera reads off another phone's screen at arm's length.
 */
export const MATCH_CODE_PART_CHARS = 970;
/** Parts shorter than this would carry almost nothing but their header. */
const MIN_PART_CHARS = 40;

export interface MatchCodeOptions {
  /**
   * The most characters in one part; MATCH_CODE_PART_CHARS unless given, Infinity for one part
   * whatever the length (a file, a link).
   */
  readonly maxPartChars?: number;
}

let dictionary: Uint8Array | undefined;
/** The preset dictionary's bytes (docs/format.md, "The match code"), made once: it is ASCII. */
export function dictionaryBytes(): Uint8Array {
  dictionary ??= strToU8(MATCH_CODE_DICTIONARY);
  return dictionary;
}

/**
 * The match file a match code carries: the version-1 file of docs/format.md with every default
 * spelled out, as compact JSON (no spaces), without the `x-` keys a code leaves behind.
 */
export function matchCodeJson(match: Match): string {
  const file = Object.entries(toMatchFile(match)).filter(([key]) => !key.startsWith('x-'));
  return JSON.stringify(Object.fromEntries(file));
}

/** The key that ties the parts of one code together and checks them: CRC-32, 8 hex digits. */
export function matchCodeKey(bytes: Uint8Array): string {
  return crc32(bytes).toString(16).toUpperCase().padStart(8, '0');
}

function part(index: number, count: number, key: string, bytes: Uint8Array): string {
  return `BP${MATCH_CODE_VERSION}:${index}/${count}:${key}:${encodeBase45(bytes)}`;
}

/**
 * The match as a match code (docs/format.md, "The match code"): one part when it fits
 * `maxPartChars`, otherwise the fewest parts that do, of nearly equal length, to be shown in turn
 * and read in any order. Everything of the match but its `x-` keys is carried.
 */
export function encodeMatch(match: Match, options: MatchCodeOptions = {}): string[] {
  const json = strToU8(matchCodeJson(match));
  const bytes = deflateSync(json, { level: 9, dictionary: dictionaryBytes() });
  const key = matchCodeKey(bytes);
  const asked = options.maxPartChars ?? MATCH_CODE_PART_CHARS;
  const limit = asked >= MIN_PART_CHARS ? asked : MIN_PART_CHARS;
  const whole = part(1, 1, key, bytes);
  if (whole.length <= limit) return [whole];
  // The header `BP1:<i>/<n>:<key>:` is at most 15 characters and twice the digits of n.
  let count = 2;
  for (;;) {
    const room = limit - 15 - 2 * String(count).length;
    if (count * 2 * Math.floor(room / 3) >= bytes.length) break;
    count++;
  }
  // An even number of bytes a part, so that no part but the last ends in a lone Base45 byte.
  const size = 2 * Math.ceil(bytes.length / (2 * count));
  count = Math.ceil(bytes.length / size);
  return Array.from({ length: count }, (_, i) =>
    part(i + 1, count, key, bytes.subarray(i * size, (i + 1) * size)),
  );
}

/** A match code's text in a link, after `#m=`: `%` and space, the two Base45 characters a URL escapes. */
export function matchCodeFragment(match: Match): string {
  const [whole = ''] = encodeMatch(match, { maxPartChars: Infinity });
  return `#m=${whole.replace(/%/g, '%25').replace(/ /g, '%20')}`;
}

/** A match code file: the match code in one part and a line feed (docs/format.md, "The match code"). */
export function matchCodeFile(match: Match): string {
  return `${encodeMatch(match, { maxPartChars: Infinity }).join('\n')}\n`;
}
