import { Inflate, strFromU8 } from 'fflate';
import type { Problem } from '../engine/matchFile/problems.ts';
import { validateMatch } from '../engine/everyGame.ts';
import type { Match, Result } from '../engine/types.ts';
import { decodeBase45 } from './base45.ts';
import { dictionaryBytes, MATCH_CODE_VERSION, matchCodeKey } from './matchCode.ts';
import { APP_NAME } from '../engine/appName.ts';

/**
 * Reading the match code back (docs/format.md, "The match code"): each scanned part on its own,
 * then the parts together into a match, through `validateMatch` so that nothing gets in that
 * import would refuse. Never throws; every problem is a message a player can act on.
 */

/** One part of a match code, as read from a scan, a file line or a link. */
export interface MatchCodePart {
  /** 1 to `count`. */
  readonly index: number;
  readonly count: number;
  /** The CRC-32 of the whole deflate stream, 8 hex digits: the same in every part of one code. */
  readonly key: string;
  /** This part's bytes of the deflate stream. */
  readonly bytes: Uint8Array;
}

export const NOT_A_MATCH_CODE = `not a ${APP_NAME} match code`;
export const NOTHING_READ = 'no match code was read';
export const DIFFERENT_MATCHES =
  'these parts come from different match codes: read the parts of one match only';
const DAMAGED = 'the match code is damaged or cut short: read it again';

const VERSION = /^BP([1-9][0-9]{0,8})(?::|$)/;
/** `BP1:<index>/<count>:<key>:<data>`; the data's characters are checked by its Base45 reading. */
const PART = /^BP1:([1-9][0-9]{0,5})\/([1-9][0-9]{0,5}):([0-9A-F]{8}):(.+)$/;

function fail<T>(message: string): Result<T, Problem[]> {
  return { ok: false, errors: [{ path: '$', message }] };
}

function damagedPart(index: number, count: number): string {
  return count === 1 ? DAMAGED : `part ${index} of ${count} is damaged or cut short: read it again`;
}

/** The text itself, or what follows `#m=` in a link, with its `%` escapes undone. */
function unwrapLink(text: string): string | null {
  const at = text.indexOf('#m=');
  if (at < 0) return text;
  try {
    return decodeURIComponent(text.slice(at + 3)).trim();
  } catch {
    return null;
  }
}

/**
 * Whether a scanned text (or a link, or one line of a file) is a part of a match code, and
 * which: "not a bridgepad match code", "made by a newer bridgepad: version 2", or damaged.
 */
export function readMatchCodePart(scanned: string): Result<MatchCodePart, Problem[]> {
  const text = unwrapLink(scanned.trim());
  if (text === null) return fail(DAMAGED);
  const version = VERSION.exec(text);
  if (version === null) return fail(NOT_A_MATCH_CODE);
  const number = Number(version[1]);
  if (number > MATCH_CODE_VERSION) return fail(`made by a newer ${APP_NAME}: version ${number}`);
  const fields = PART.exec(text);
  if (fields === null) return fail(DAMAGED);
  const [, indexText = '', countText = '', key = '', data = ''] = fields;
  const index = Number(indexText);
  const count = Number(countText);
  if (index > count) return fail(DAMAGED);
  const bytes = decodeBase45(data);
  if (bytes === null) return fail(damagedPart(index, count));
  return { ok: true, value: { index, count, key, bytes } };
}

/** Runs of part numbers, first to last: parts 2 to 4 and 7 are [[2, 4], [7, 7]]. */
export type PartRuns = readonly (readonly [number, number])[];

/**
 * The parts of 1 to `count` not among `read`, as runs: found from the parts read, not by counting
 * to `count`, so a code that claims 999999 parts costs no more than one of 3.
 */
export function missingParts(read: Iterable<number>, count: number): PartRuns {
  const runs: [number, number][] = [];
  let next = 1;
  for (const index of [...new Set(read)].sort((a, b) => a - b)) {
    if (index > next) runs.push([next, index - 1]);
    next = index + 1;
  }
  if (next <= count) runs.push([next, count]);
  return runs;
}

/** The most numbers or runs a sentence names; the parts beyond them are counted. */
const NAMED_RUNS = 6;

/**
 * "part 3 is missing", "parts 2 and 3 are missing", "parts 2 to 999999 are missing": three or
 * more parts in a row as a range, and past the first few runs a count, so the sentence stays
 * short however many parts a code claims.
 */
export function partsSentence(runs: PartRuns, what: string): string {
  const items = runs.flatMap(([from, to]) =>
    to - from >= 2
      ? [{ text: `${from} to ${to}`, parts: to - from + 1 }]
      : Array.from({ length: to - from + 1 }, (_, i) => ({ text: `${from + i}`, parts: 1 })),
  );
  const total = items.reduce((sum, item) => sum + item.parts, 0);
  if (total === 1) return `part ${items[0]?.text ?? ''} is ${what}`;
  const named = items.length > NAMED_RUNS ? items.slice(0, NAMED_RUNS - 1) : items;
  const words = named.map((item) => item.text);
  const told = named.reduce((sum, item) => sum + item.parts, 0);
  if (told < total) words.push(`${total - told} more`);
  const last = words.pop() ?? '';
  return `parts ${words.length === 0 ? last : `${words.join(', ')} and ${last}`} are ${what}`;
}

/** The parts in order, or why they are not one whole code. */
function assemble(parts: readonly MatchCodePart[]): Result<Uint8Array, Problem[]> {
  const first = parts[0] as MatchCodePart;
  if (parts.some((p) => p.key !== first.key || p.count !== first.count)) {
    return fail(DIFFERENT_MATCHES);
  }
  const byIndex = new Map<number, Uint8Array>();
  for (const p of parts) {
    const seen = byIndex.get(p.index);
    if (seen !== undefined && !sameBytes(seen, p.bytes)) return fail(damagedPart(p.index, p.count));
    byIndex.set(p.index, p.bytes);
  }
  const missing = missingParts(byIndex.keys(), first.count);
  if (missing.length > 0) {
    return fail(
      `${byIndex.size} of ${first.count} parts read; ${partsSentence(missing, 'missing')}`,
    );
  }
  const chunks = Array.from({ length: first.count }, (_, i) => byIndex.get(i + 1) as Uint8Array);
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  chunks.reduce((at, chunk) => (bytes.set(chunk, at), at + chunk.length), 0);
  return matchCodeKey(bytes) === first.key ? { ok: true, value: bytes } : fail(DAMAGED);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/**
 * The most a match code's match file may hold (docs/format.md, "The match code"): 1 MB, where a
 * rubber session of 5,000 deals is about 200 kB. A stream that inflates to more is refused as it
 * goes, so a few hundred bytes made to inflate to gigabytes cost no more than 1 MB of work.
 */
export const MATCH_CODE_MAX_BYTES = 1024 * 1024;
/**
 * The deflate stream is fed this many bytes at a time: DEFLATE writes at most 258 bytes for each
 * bit read, so one step inflates to little over 2 MB however the stream was made.
 */
const INFLATE_STEP = 1024;

export const TOO_LARGE = `the match code holds more than ${MATCH_CODE_MAX_BYTES / (1024 * 1024)} MB of match file: no match is that long, so it was not read`;

/** The match file text inside a whole, checked deflate stream, or why there is none. */
function inflate(bytes: Uint8Array): Result<string, Problem[]> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = new Inflate({ dictionary: dictionaryBytes() }, (chunk) => {
    size += chunk.length;
    if (size <= MATCH_CODE_MAX_BYTES) chunks.push(chunk);
  });
  try {
    for (let at = 0; at < bytes.length && size <= MATCH_CODE_MAX_BYTES; at += INFLATE_STEP) {
      stream.push(bytes.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= bytes.length);
    }
  } catch {
    return fail(DAMAGED);
  }
  if (size > MATCH_CODE_MAX_BYTES) return fail(TOO_LARGE);
  const whole = new Uint8Array(size);
  chunks.reduce((at, chunk) => (whole.set(chunk, at), at + chunk.length), 0);
  return { ok: true, value: strFromU8(whole) };
}

/**
 * Reads a match back from the texts of its match code, in any order, each a scanned part, a link
 * or a file's text (one part a line); a part read twice counts once. The match file inside goes
 * through `validateMatch`, whose problems come back with their paths.
 */
export function decodeMatch(texts: readonly string[]): Result<Match, Problem[]> {
  const lines = texts.flatMap((text) => text.split(/\r?\n/)).filter((line) => line.trim() !== '');
  if (lines.length === 0) return fail(NOTHING_READ);
  const parts: MatchCodePart[] = [];
  const problems: Problem[] = [];
  for (const line of lines) {
    const read = readMatchCodePart(line);
    if (read.ok) parts.push(read.value);
    else if (!problems.some((p) => p.message === read.errors[0]?.message)) {
      problems.push(...read.errors);
    }
  }
  if (problems.length > 0) return { ok: false, errors: problems };
  const whole = assemble(parts);
  if (!whole.ok) return whole;
  const json = inflate(whole.value);
  if (!json.ok) return json;
  let file: unknown;
  try {
    file = JSON.parse(json.value);
  } catch {
    return fail(DAMAGED);
  }
  return validateMatch(file);
}
