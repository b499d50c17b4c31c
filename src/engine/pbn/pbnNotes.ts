import type { JsonObject, Problem } from '../matchFile/problems.ts';
import { isObject } from '../matchFile/problems.ts';
import { errorText } from '../errorText.ts';
import type { Result } from '../types.ts';
import type { PbnComment, PbnEscape } from './pbnText.ts';

/**
 * bridgepad's own facts in a PBN file: what the standard tags cannot hold (the game, its rules,
 * `we`, `finished`, the match's identity and times, `x-` keys, honors claims, a duplicate deal's
 * explicit board or vulnerability). They travel as JSON in the two places PBN 2.1 leaves to
 * programs, so that any PBN reader skips them:
 *
 * - the match note, an escape line (PBN 2.1 section 2.4) before the first game:
 *   `% bridgepad match {"format":"bridgepad.match","version":1,"game":"kapiti",...}`
 * - a deal note, a comment (PBN 2.1 section 3.8) right after the deal's
 *   `[Application "bridgepad"]` tag, the anchor section 4.7.3 gives application data:
 *   `; bridgepad deal {"honors":{"side":"NS","points":100}}`
 *
 * The JSON is bridgepad's match file (version 1), read by the same validateMatch as any import.
 */

/** The Application tag's value that anchors a deal note (PBN 2.1 section 4.7.3). */
export const APPLICATION = 'bridgepad';

const MATCH_NOTE = ' bridgepad match ';
const DEAL_NOTE = ' bridgepad deal ';

/** `% bridgepad match {...}`: an escape line (PBN 2.1 section 2.4). */
export function matchNoteLine(note: JsonObject): string {
  return `%${MATCH_NOTE}${JSON.stringify(note)}`;
}

/** `; bridgepad deal {...}`: a comment to the end of the line (PBN 2.1 section 3.8). */
export function dealNoteLine(note: JsonObject): string {
  return `;${DEAL_NOTE}${JSON.stringify(note)}`;
}

/** A note read back: its JSON object and the line it was on. */
export interface Note {
  readonly json: JsonObject;
  readonly line: number;
}

function readNote(text: string, line: number, what: string): Result<Note, Problem[]> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = `the bridgepad ${what} note cannot be read: ${errorText(error)}`;
    return { ok: false, errors: [{ path: `line ${line}`, message }] };
  }
  if (!isObject(json)) {
    const message = `the bridgepad ${what} note must be a JSON object`;
    return { ok: false, errors: [{ path: `line ${line}`, message }] };
  }
  return { ok: true, value: { json, line } };
}

/** The file's match note, if it has one; a second one is a mistake (one file, one match). */
export function findMatchNote(escapes: readonly PbnEscape[]): Result<Note | null, Problem[]> {
  const notes = escapes.filter((escape) => escape.text.startsWith(MATCH_NOTE));
  const [first, second] = notes;
  if (second !== undefined) {
    const message = `a second bridgepad match note (the first is on line ${first?.line}): a PBN file from bridgepad holds one match`;
    return { ok: false, errors: [{ path: `line ${second.line}`, message }] };
  }
  if (first === undefined) return { ok: true, value: null };
  return readNote(first.text.slice(MATCH_NOTE.length), first.line, 'match');
}

/** A game's deal note, if it has one. */
export function findDealNote(comments: readonly PbnComment[]): Result<Note | null, Problem[]> {
  const notes = comments.filter((comment) => comment.text.startsWith(DEAL_NOTE));
  const [first, second] = notes;
  if (second !== undefined) {
    const message = `a second bridgepad deal note in one deal (the first is on line ${first?.line})`;
    return { ok: false, errors: [{ path: `line ${second.line}`, message }] };
  }
  if (first === undefined) return { ok: true, value: null };
  return readNote(first.text.slice(DEAL_NOTE.length), first.line, 'deal');
}
