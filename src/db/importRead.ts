import type { Problem } from '../engine/matchFile/problems.ts';
import { errorText } from '../engine/errorText.ts';
import type { Match, Result } from '../engine/types.ts';
import { decodeMatch } from '../matchCode/matchCodeRead.ts';
import type { BackupStores } from './backupFile.ts';
import { NO_STORES } from './backupFile.ts';
import type { ImportContents } from './importExport.ts';
import { parseImportContents } from './importExport.ts';
import { APP_NAME } from '../engine/appName.ts';

/**
 * The largest file Import reads (docs/format.md, "Importing"): ten times a season's backup, and
 * well within what a phone can read and check without running out of memory. A larger file is
 * refused before it is read, saying so.
 */
export const IMPORT_LIMIT_BYTES = 10 * 1024 * 1024;
/** The problems an import lists; the rest are counted. */
export const PROBLEMS_LISTED = 100;

/**
 * What reading an import file found: its matches (with a backup's other stores, and what a PBN
 * file left to be assumed or holds that a match does not keep), or its first problems and how
 * many more.
 */
export type ImportRead =
  | {
      readonly ok: true;
      readonly matches: readonly Match[];
      readonly stores: BackupStores;
      readonly notes: readonly Problem[];
    }
  | { readonly ok: false; readonly problems: readonly Problem[]; readonly more: number };

/** "46.8 MB", "512 kB": a file's size as a person reads it. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** Why a file is too large to import, or null. */
export function tooLarge(bytes: number): Problem | null {
  if (bytes <= IMPORT_LIMIT_BYTES) return null;
  return {
    path: '$',
    message: `the file is ${sizeText(bytes)}: ${APP_NAME} imports files of up to ${sizeText(IMPORT_LIMIT_BYTES)}`,
  };
}

/**
 * What a text is read as: `import`, anything Import reads (a match file, a backup, PBN or a match
 * code); `matchCode`, a match code alone, as a link or a code pasted or scanned to join or
 * compare a match (docs/format.md, "Reading a match code").
 */
export type ReadAs = 'import' | 'matchCode';

/** What the page asks of the import worker (src/ui/matches/importWorker.ts). */
export interface ReadRequest {
  readonly file: Blob;
  readonly as: ReadAs;
}

/**
 * Whether text could be any of what Import reads: a match code (`BP1:…` or a link with `#m=`),
 * PBN (a `%` or `;` comment, or a tag pair), or JSON (a match file or a backup). Anything else,
 * and anything with a NUL (a picture, a PDF, a spreadsheet), is no match file at all: it is said
 * so, rather than in the words of whichever reader choked on it first.
 */
function mayBeMatchFile(text: string): boolean {
  if (text.includes('\0')) return false;
  const body = text.replace(/^\uFEFF/, '').trimStart();
  return /^(BP\d+:|[{[%;])/.test(body) || body.includes('#m=') || /^\[[A-Za-z]\w*\s+"/m.test(body);
}

/** "This is not a match file: notes.txt holds no match file, backup, PBN or match code" */
function notAMatchFile(name: string | undefined): Problem {
  const what = name === undefined || name === '' ? 'it' : name;
  return {
    path: '$',
    message: `This is not a match file: ${what} holds no match file, backup, PBN or match code`,
  };
}

function parse(text: string, as: ReadAs, name?: string): Result<ImportContents, Problem[]> {
  if (as === 'import' && !mayBeMatchFile(text)) return { ok: false, errors: [notAMatchFile(name)] };
  if (as === 'import') return parseImportContents(text);
  const joined = decodeMatch([text]);
  return joined.ok
    ? { ok: true, value: { matches: [joined.value], stores: NO_STORES, notes: [] } }
    : joined;
}

/**
 * Reads an import file's text (parseImport: a match file, a backup, PBN or a match code), or a
 * match code alone, keeping the first PROBLEMS_LISTED problems and counting the rest. Never
 * throws: what cannot be read at all is itself the problem, and text that is no match file at all
 * is said to be none, with the file's `name` where there is one.
 */
export function readImport(text: string, as: ReadAs = 'import', name?: string): ImportRead {
  try {
    const parsed = parse(text, as, name);
    if (parsed.ok) return { ok: true, ...parsed.value };
    return {
      ok: false,
      problems: parsed.errors.slice(0, PROBLEMS_LISTED),
      more: Math.max(0, parsed.errors.length - PROBLEMS_LISTED),
    };
  } catch (error) {
    return {
      ok: false,
      problems: [{ path: '$', message: `cannot be read: ${errorText(error)}` }],
      more: 0,
    };
  }
}

/** A character set a file names on a `Content-type` line, as PBN files do (docs/pbn.md). */
const DECLARED = /^%\s*Content-type:[^\r\n]*charset=["']?([\w-]+)/im;

/**
 * The text of a file's bytes: UTF-8, as bridgepad writes every file but PBN with names outside
 * ISO 8859-1 (docs/pbn.md, "The character set"), unless the file says it is ISO 8859-1 or its
 * bytes are not UTF-8, when they are read as ISO 8859-1, PBN 2.1's own character set, as other
 * programs write it. A byte-order mark is kept for the readers, which skip it.
 */
export function decodeImportBytes(bytes: Uint8Array | ArrayBuffer): string {
  const head = new TextDecoder('latin1').decode(bytes.slice(0, 4096));
  const declared = DECLARED.exec(head)?.[1]?.toLowerCase();
  if (declared !== undefined && /^(iso-?8859-1|latin-?1|windows-1252|cp1252)$/.test(declared)) {
    return new TextDecoder('latin1').decode(bytes);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/**
 * Reads a chosen file's text and then its matches, as readImport, naming the file when it is no
 * match file at all; the size is checked first.
 */
export async function readImportFile(file: Blob, as: ReadAs = 'import'): Promise<ImportRead> {
  const large = tooLarge(file.size);
  if (large !== null) return { ok: false, problems: [large], more: 0 };
  const name = typeof File !== 'undefined' && file instanceof File ? file.name : undefined;
  return readImport(decodeImportBytes(await file.arrayBuffer()), as, name);
}
