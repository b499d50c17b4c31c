import type { JsonObject, Problem } from '../matchFile/problems.ts';
import { isObject } from '../matchFile/problems.ts';
import { errorText } from '../errorText.ts';
import type { Result } from '../types.ts';
import type { PbnComment, PbnEscape } from './pbnText.ts';
import { LONGEST_LINE } from './pbnText.ts';

/**
 * bridgepad's own facts in a PBN file: what the standard tags cannot hold (the game, its rules,
 * `we`, `finished`, the match's identity and times, `x-` keys, honors claims, a duplicate deal's
 * explicit board or vulnerability). They travel as JSON in the two places PBN 2.1 leaves to
 * programs, so that any PBN reader skips them:
 *
 * - the match note, escape lines (PBN 2.1 section 2.4) before the first game:
 *   `% bridgepad match {"format":"bridgepad.match","version":1,"game":"kapiti",...`
 * - a deal note, comments (PBN 2.1 section 3.8) right after the deal's
 *   `[Application "bridgepad"]` tag, the anchor section 4.7.3 gives application data:
 *   `; bridgepad deal {"honors":{"side":"NS","points":100}}`
 *
 * A note longer than a PBN line (255 characters) goes on over as many lines as it needs, each
 * `% bridgepad more ...` (or `; bridgepad more ...`), which the reader joins back. The JSON is
 * written in printable ASCII without spaces: every other character, a space included, as a `\u`
 * escape, so that no character set and no program trimming the ends of lines can change it. It
 * is bridgepad's match file (version 1), read by the same validateMatch as any import.
 */

/** The Application tag's value that anchors a deal note (PBN 2.1 section 4.7.3). */
export const APPLICATION = 'bridgepad';

const MATCH_NOTE = ' bridgepad match ';
const DEAL_NOTE = ' bridgepad deal ';
const MORE = ' bridgepad more ';

/** JSON in printable ASCII with no spaces: any other character as a `\u` escape. */
function asciiJson(note: JsonObject): string {
  return JSON.stringify(note).replace(
    /[^\x21-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A note's lines, none longer than PBN allows: the first marked `head`, the rest `more`. */
function noteLines(mark: '%' | ';', head: string, note: JsonObject): string[] {
  const json = asciiJson(note);
  const lines: string[] = [];
  let at = 0;
  do {
    const start = `${mark}${at === 0 ? head : MORE}`;
    const room = LONGEST_LINE - start.length;
    lines.push(`${start}${json.slice(at, at + room)}`);
    at += room;
  } while (at < json.length);
  return lines;
}

/** `% bridgepad match {...}`: escape lines (PBN 2.1 section 2.4). */
export function matchNoteLines(note: JsonObject): string[] {
  return noteLines('%', MATCH_NOTE, note);
}

/** `; bridgepad deal {...}`: comments to the end of the line (PBN 2.1 section 3.8). */
export function dealNoteLines(note: JsonObject): string[] {
  return noteLines(';', DEAL_NOTE, note);
}

/** Whether a comment is bridgepad's own: a note, its continuation or a word to the reader. */
export function isOwnComment(comment: PbnComment): boolean {
  return comment.text.startsWith(' bridgepad');
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

/**
 * The note begun by lines marked `head` among `parts` (escape lines or comments, in the order
 * read), joined with the `more` lines that follow it line by line; a second note, or a `more` line
 * that follows no note, is a mistake (one match to a file, one note to a deal).
 */
function findNote(
  parts: readonly { readonly text: string; readonly line: number }[],
  head: string,
  what: string,
): Result<Note | null, Problem[]> {
  let found: { text: string; line: number; last: number } | null = null;
  for (const part of parts) {
    if (part.text.startsWith(head)) {
      if (found !== null) {
        const message =
          what === 'match'
            ? `a second bridgepad match note (the first is on line ${found.line}): a PBN file from bridgepad holds one match`
            : `a second bridgepad deal note in one deal (the first is on line ${found.line})`;
        return { ok: false, errors: [{ path: `line ${part.line}`, message }] };
      }
      found = { text: part.text.slice(head.length), line: part.line, last: part.line };
    } else if (part.text.startsWith(MORE)) {
      if (found === null || part.line !== found.last + 1) {
        const message = 'this line goes on a bridgepad note, but does not follow one';
        return { ok: false, errors: [{ path: `line ${part.line}`, message }] };
      }
      found.text += part.text.slice(MORE.length);
      found.last = part.line;
    }
  }
  return found === null ? { ok: true, value: null } : readNote(found.text, found.line, what);
}

/** The file's match note, if it has one. */
export function findMatchNote(escapes: readonly PbnEscape[]): Result<Note | null, Problem[]> {
  return findNote(escapes, MATCH_NOTE, 'match');
}

/** A game's deal note, if it has one. */
export function findDealNote(comments: readonly PbnComment[]): Result<Note | null, Problem[]> {
  return findNote(comments, DEAL_NOTE, 'deal');
}
