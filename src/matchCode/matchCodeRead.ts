import { inflateSync, strFromU8 } from 'fflate';
import type { Problem } from '../engine/matchFile/problems.ts';
import { validateMatch } from '../engine/matchFile/validateMatch.ts';
import type { Match, Result } from '../engine/types.ts';
import { decodeBase45 } from './base45.ts';
import { dictionaryBytes, MATCH_CODE_VERSION, matchCodeKey } from './matchCode.ts';

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

export const NOT_A_MATCH_CODE = 'not a bridgepad match code';
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
  if (number > MATCH_CODE_VERSION) return fail(`made by a newer bridgepad: version ${number}`);
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

/** "part 3 is missing", "parts 2 and 3 are missing", "parts 2, 3 and 4 are missing". */
function missingText(missing: readonly number[]): string {
  if (missing.length === 1) return `part ${missing[0] as number} is missing`;
  const last = missing[missing.length - 1] as number;
  return `parts ${missing.slice(0, -1).join(', ')} and ${last} are missing`;
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
  const missing: number[] = [];
  for (let i = 1; i <= first.count; i++) if (!byIndex.has(i)) missing.push(i);
  if (missing.length > 0) {
    return fail(`${byIndex.size} of ${first.count} parts read; ${missingText(missing)}`);
  }
  const chunks = Array.from({ length: first.count }, (_, i) => byIndex.get(i + 1) as Uint8Array);
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  chunks.reduce((at, chunk) => (bytes.set(chunk, at), at + chunk.length), 0);
  return matchCodeKey(bytes) === first.key ? { ok: true, value: bytes } : fail(DAMAGED);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** The match file text inside a whole, checked deflate stream; null if it does not inflate. */
function inflate(bytes: Uint8Array): string | null {
  try {
    return strFromU8(inflateSync(bytes, { dictionary: dictionaryBytes() }));
  } catch {
    return null;
  }
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
  if (json === null) return fail(DAMAGED);
  let file: unknown;
  try {
    file = JSON.parse(json);
  } catch {
    return fail(DAMAGED);
  }
  return validateMatch(file);
}
