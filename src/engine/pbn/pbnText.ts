import type { Problem } from '../matchFile/problems.ts';
import type { Result } from '../types.ts';

/**
 * The text layer of PBN 2.1 (Portable Bridge Notation): lines, escape lines, tag pairs,
 * comments and games, each with the line it was read from. Knows nothing of bridge; the tags'
 * meanings live in pbnTags.ts. A reader in the standard's "import format" (PBN 2.1 section
 * 2.1): liberal in spacing and line ends, strict in the syntax of a tag pair.
 */

/** A tag pair as read (PBN 2.1 section 3.3): its name and its value with escapes undone. */
export interface PbnTag {
  readonly name: string;
  readonly value: string;
  readonly line: number;
}

/** A comment (PBN 2.1 section 3.8): `; to the end of the line` or `{ between braces }`. */
export interface PbnComment {
  readonly text: string;
  readonly line: number;
}

/** One game: the tag pairs and comments between two empty lines (PBN 2.1 section 3.1). */
export interface PbnGame {
  /** The line of its first tag pair. */
  readonly line: number;
  readonly tags: PbnTag[];
  readonly comments: PbnComment[];
}

/** An escape line (PBN 2.1 section 2.4): `%` in the first column, the rest kept as text. */
export interface PbnEscape {
  readonly text: string;
  readonly line: number;
}

export interface PbnFile {
  readonly escapes: readonly PbnEscape[];
  readonly games: readonly PbnGame[];
}

/** The end-of-line marker of PBN's export format (PBN 2.1 section 2.1): MS-DOS CRLF. */
export const CRLF = '\r\n';

/** The longest line PBN 2.1 allows (chapter 2), in characters, the line end not counted. */
export const LONGEST_LINE = 255;

/**
 * Whether every character of `text` is in ISO 8859-1 (Latin-1), PBN 2.1's character set
 * (chapter 2): then a file of it is written in that character set, byte for byte.
 */
export function isLatin1(text: string): boolean {
  return !/[\u0100-\uffff]/.test(text);
}

/** Characters a PBN string token may hold: printing characters, no line break or control. */
const PRINTABLE = /^[^\p{Cc}]*$/u;

/** Whether `value` can stand in a string token (PBN 2.1 section 3.2) at all. */
export function isPrintable(value: string): boolean {
  return PRINTABLE.test(value);
}

/**
 * A string token (PBN 2.1 section 3.2): in quotes, a quote inside written `\"` and a backslash
 * `\\`. The value must be printable (see isPrintable); the caller checks that first.
 */
export function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** `[Name "value"]`: a tag pair in export format, one space between name and value. */
export function tagPair(name: string, value: string): string {
  return `[${name} ${quote(value)}]`;
}

const TAG_NAME = /^[A-Za-z0-9_]+/;
const SECTION_WORD = /^[^\s[{;"]+/;

/** Reads a string token starting at `text[start]` (a quote); returns its value and end. */
function readString(text: string, start: number): { value: string; end: number } | null {
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '"') return { value, end: i + 1 };
    if (c === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) {
      value += text[i + 1];
      i += 1;
    } else value += c;
  }
  return null;
}

/** Reads `[Name "value"]` at `text[start]`; a message for what is wrong otherwise. */
function readTag(
  text: string,
  start: number,
  line: number,
): { tag: PbnTag; end: number } | { problem: string } {
  let i = start + 1;
  while (text[i] === ' ' || text[i] === '\t') i++;
  const name = TAG_NAME.exec(text.slice(i))?.[0];
  if (name === undefined) {
    return { problem: 'a tag pair must start with a name, as in [Event "?"]' };
  }
  i += name.length;
  while (text[i] === ' ' || text[i] === '\t') i++;
  if (text[i] !== '"') return { problem: `tag ${name}: its value must be in quotes` };
  const string = readString(text, i);
  if (string === null) return { problem: `tag ${name}: the value's closing quote is missing` };
  i = string.end;
  while (text[i] === ' ' || text[i] === '\t') i++;
  if (text[i] !== ']') return { problem: `tag ${name}: "]" must follow the value` };
  return { tag: { name, value: string.value, line }, end: i + 1 };
}

/**
 * Splits PBN text into escape lines and games (PBN 2.1 sections 2.3, 2.4, 3.1, 3.3, 3.8).
 * A game ends at an empty line; text outside tags and comments (auction or play data) is
 * skipped, as section 4.9 asks of a robust reader, but not before a game's first tag.
 */
export function readPbnText(text: string): Result<PbnFile, Problem[]> {
  const problems: Problem[] = [];
  const escapes: PbnEscape[] = [];
  const games: PbnGame[] = [];
  const at = { game: null as PbnGame | null, brace: null as { text: string; line: number } | null };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);

  lines: for (let index = 0; index < lines.length; index++) {
    const raw = lines[index] ?? '';
    const line = index + 1;
    if (at.brace === null && raw.startsWith('%')) {
      escapes.push({ text: raw.slice(1), line });
      continue;
    }
    if (at.brace === null && raw.trim() === '') {
      if (at.game !== null) games.push(at.game);
      at.game = null;
      continue;
    }
    let i = 0;
    while (i < raw.length) {
      if (at.brace !== null) {
        const close = raw.indexOf('}', i);
        if (close < 0) break;
        at.brace.text += raw.slice(i, close);
        at.game?.comments.push(at.brace);
        at.brace = null;
        i = close + 1;
        continue;
      }
      const c = raw[i];
      if (c === ' ' || c === '\t') i++;
      else if (c === ';') {
        at.game?.comments.push({ text: raw.slice(i + 1), line });
        continue lines;
      } else if (c === '{') {
        at.brace = { text: '', line };
        i++;
      } else if (c === '[') {
        const read = readTag(raw, i, line);
        if ('problem' in read) {
          problems.push({ path: `line ${line}`, message: read.problem });
          continue lines;
        }
        at.game ??= { line, tags: [], comments: [] };
        at.game.tags.push(read.tag);
        i = read.end;
      } else if (at.game === null) {
        const word = raw.slice(i).trim();
        const shown = word.length > 20 ? `${word.slice(0, 20)}...` : word;
        problems.push({
          path: `line ${line}`,
          message: `"${shown}" is not PBN: expected a tag pair like [Event "?"], a comment or an empty line`,
        });
        continue lines;
      } else if (c === '"') {
        // A string in section data (a table's names, say) may hold "[", "{" or ";".
        i = readString(raw, i)?.end ?? raw.length;
      } else i += SECTION_WORD.exec(raw.slice(i))?.[0].length ?? 1;
    }
    if (at.brace !== null) at.brace.text += `${raw.slice(i)}\n`;
  }
  if (at.brace !== null) {
    problems.push({
      path: `line ${at.brace.line}`,
      message: 'the comment "{" is never closed by "}"',
    });
  }
  if (at.game !== null) games.push(at.game);
  return problems.length > 0
    ? { ok: false, errors: problems }
    : { ok: true, value: { escapes, games } };
}

/** A tag's value after inheritance, with the line to name when it is wrong. */
export interface TagValue {
  readonly value: string;
  readonly line: number;
}

/** A game's tags by name, inheritance resolved (the first of a repeated tag counts). */
export interface ResolvedGame {
  readonly line: number;
  readonly tags: ReadonlyMap<string, TagValue>;
  readonly comments: readonly PbnComment[];
}

/** Tags whose value may not be inherited with "#" or "##" (PBN 2.1 section 4.8). */
const NOT_INHERITED = new Set([
  'Dealer',
  'Vulnerable',
  'Deal',
  'Declarer',
  'Contract',
  'Auction',
  'Play',
  'Note',
]);

/**
 * Tag value inheritance (PBN 2.1 section 4.8): "#" takes the value of the same tag in the
 * nearest previous game ("" when none); "##text" gives `text` to this game and every later game
 * that leaves the tag out, until the tag is given again. A repeated tag in one game is ignored
 * (PBN 2.1 section 3.3: only its first occurrence counts).
 */
export function resolveInheritance(games: readonly PbnGame[]): Result<ResolvedGame[], Problem[]> {
  const problems: Problem[] = [];
  const last = new Map<string, string>();
  const sticky = new Map<string, string>();
  const resolved = games.map((game): ResolvedGame => {
    const tags = new Map<string, TagValue>();
    for (const tag of game.tags) {
      if (tags.has(tag.name)) continue;
      const inherits = tag.value === '#' || tag.value.startsWith('##');
      if (inherits && NOT_INHERITED.has(tag.name)) {
        problems.push({
          path: `line ${tag.line}`,
          message: `${tag.name} "${tag.value}": PBN 2.1 section 4.8 forbids "#" and "##" for ${tag.name}`,
        });
        continue;
      }
      let value = tag.value;
      if (value === '#') value = last.get(tag.name) ?? '';
      else if (value.startsWith('##')) {
        value = value.slice(2);
        sticky.set(tag.name, value);
      } else if (sticky.has(tag.name)) sticky.set(tag.name, value);
      tags.set(tag.name, { value, line: tag.line });
    }
    for (const [name, value] of sticky) {
      if (!tags.has(name)) tags.set(name, { value, line: game.line });
    }
    for (const [name, { value }] of tags) last.set(name, value);
    return { line: game.line, tags, comments: game.comments };
  });
  return problems.length > 0 ? { ok: false, errors: problems } : { ok: true, value: resolved };
}
