import type { Problem } from '../engine/matchFile/problems.ts';
import { isObject } from '../engine/matchFile/problems.ts';
import { validateMatch } from '../engine/everyGame.ts';
import type { Match, Result } from '../engine/types.ts';
import type { DeskRecord } from '../season/deskRecord.ts';
import { readDesk } from '../season/deskRecord.ts';
import type { ClubStep, KeptMatch } from '../db/clubRecords.ts';
import { readProfile } from '../db/competitions.ts';
import type {
  Edit,
  EditState,
  HistoryRecord,
  KeptRow,
  MatchFileJson,
  ResultFileRecord,
} from '../db/records.ts';
import { contentHash } from './docHash.ts';
import type { ClubKind } from '../season/clubDocument.ts';
import {
  CLUB_DOCUMENT_VERSION,
  CLUB_TYPES,
  STEP_KINDS,
  STEP_STATES,
  clubDocumentId,
} from '../season/clubDocument.ts';

/**
 * The club's documents (docs/format.md, "The club's documents"), made from what the device keeps
 * and read back, pure: a match with its history, a desk, the match file behind a result, a profile.
 * Every document names its type and layout (`v`), and the member who wrote it (`author`); every
 * step of a match names its own id, its parent's and the member who took it. Nothing derived is in
 * a document (docs/style.md, rule 2): no sheet, total or standing, only what was entered.
 */

/**
 * The layout, the types and the ids are the ones the club's design document holds every write to
 * (src/season/clubDocument.ts): one place decides them.
 */
export const DOC_VERSION = CLUB_DOCUMENT_VERSION;
export const DOC_TYPES = CLUB_TYPES;
export type DocKind = ClubKind;

/** `match:<id>`: the kind and the id the device already keeps. */
export const docId: (kind: DocKind, id: string) => string = clubDocumentId;

/** The kind and the kept id of a document's id; null for one that is not bridgepad's. */
export function parseDocId(id: string): { kind: DocKind; id: string } | null {
  const colon = id.indexOf(':');
  const kind = id.slice(0, colon);
  if (colon < 1 || !(kind in DOC_TYPES)) return null;
  return { kind: kind as DocKind, id: id.slice(colon + 1) };
}

/** One step of a match's history as the club keeps it: named by its own id, and its parent's. */
export interface DocStep {
  readonly id: string;
  readonly at: string;
  readonly author: string;
  readonly edit: Edit;
  readonly state: EditState;
  readonly parent: string | null;
}

export interface MatchBody {
  readonly type: typeof DOC_TYPES.match;
  readonly v: typeof DOC_VERSION;
  /** The match file as docs/format.md writes it. */
  readonly file: MatchFileJson;
  readonly steps: readonly DocStep[];
}

export interface DeskBody {
  readonly type: typeof DOC_TYPES.desk;
  readonly v: typeof DOC_VERSION;
  /** The desk as docs/format.md, "The organiser's desk", keeps it. */
  readonly desk: DeskRecord;
}

export interface ResultBody {
  readonly type: typeof DOC_TYPES.result;
  readonly v: typeof DOC_VERSION;
  readonly deskId: string;
  readonly receivedAt: string;
  readonly from: string;
  readonly file: MatchFileJson;
}

export interface ProfileBody {
  readonly type: typeof DOC_TYPES.profile;
  readonly v: typeof DOC_VERSION;
  /** The profile as kept: its id, its place in the list and the competition's fields. */
  readonly profile: KeptRow & Readonly<Record<string, unknown>>;
}

/** What a document holds, without its id, revision and author. */
export type DocBody = MatchBody | DeskBody | ResultBody | ProfileBody;

/** A document as written to the club: its body, its id, and who wrote it. */
export type ClubDoc = DocBody & { readonly _id: string; readonly author: string };

/** The hash a document's content is known by: its body alone, a match's steps in any order. */
export function bodyHash(body: DocBody): string {
  if (body.type !== DOC_TYPES.match) return contentHash(body);
  const steps = [...body.steps].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return contentHash({ ...body, steps });
}

/** What the base of a document deleted holds. */
export const DELETED = 'deleted';

/**
 * A kept match as the club's document holds it: its file, and its history as steps. Every step
 * must have been named and signed (src/db/clubRecords.ts, matchForClub); null when one has not.
 */
export function matchBody(kept: KeptMatch): MatchBody | null {
  const idOf = new Map<number, string>();
  const steps: DocStep[] = [];
  for (const row of kept.history) {
    if (row.stepId === undefined || row.author === undefined) return null;
    if (row.seq !== undefined) idOf.set(row.seq, row.stepId);
    steps.push(docStep(row, row.stepId, row.author, idOf));
  }
  return { type: DOC_TYPES.match, v: DOC_VERSION, file: kept.record.file, steps };
}

function docStep(
  row: HistoryRecord,
  id: string,
  author: string,
  idOf: ReadonlyMap<number, string>,
): DocStep {
  const parent =
    row.parent === undefined || row.parent === null ? null : (idOf.get(row.parent) ?? null);
  return { id, at: row.at, author, edit: row.edit, state: row.state, parent };
}

/** The hash of a match as kept: DELETED when it is not kept, and unnamed steps never match. */
export function keptMatchHash(kept: KeptMatch | undefined): string {
  if (kept === undefined) return DELETED;
  const body = matchBody(kept);
  return body === null ? `unnamed ${kept.history.length}` : bodyHash(body);
}

/** The steps of a document as the store merges them into a history (src/db/clubRecords.ts). */
export function clubSteps(steps: readonly DocStep[]): ClubStep[] {
  return steps.map(({ id, at, author, edit, state, parent }) => ({
    stepId: id,
    at,
    author,
    edit,
    state,
    parent,
  }));
}

/** The states and kinds of a step: the ones the club's design document takes. */
const STATES: readonly string[] = STEP_STATES;
const EDIT_KINDS: readonly string[] = STEP_KINDS;
const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

function stepProblems(raw: unknown, i: number): Problem[] {
  const path = `steps[${i}]`;
  if (!isObject(raw)) return [{ path, message: 'must be a step' }];
  const problems: Problem[] = [];
  if (!text(raw.id)) problems.push({ path: `${path}.id`, message: 'must be an id' });
  if (!text(raw.at)) problems.push({ path: `${path}.at`, message: 'must be a time' });
  if (!text(raw.author)) problems.push({ path: `${path}.author`, message: 'must name a member' });
  if (!isObject(raw.edit) || !EDIT_KINDS.includes(String(raw.edit.kind)))
    problems.push({ path: `${path}.edit`, message: 'must be an edit of a known kind' });
  if (!STATES.includes(String(raw.state)))
    problems.push({ path: `${path}.state`, message: `must be one of ${STATES.join(', ')}` });
  if (raw.parent !== null && !text(raw.parent))
    problems.push({ path: `${path}.parent`, message: 'must be a step id or null' });
  return problems;
}

function layoutProblems(raw: Readonly<Record<string, unknown>>, kind: DocKind): Problem[] {
  const problems: Problem[] = [];
  if (raw.type !== DOC_TYPES[kind])
    problems.push({ path: 'type', message: `must be ${DOC_TYPES[kind]}` });
  if (raw.v !== DOC_VERSION) problems.push({ path: 'v', message: `must be ${DOC_VERSION}` });
  return problems;
}

/** Problems of a match file, each at its place under `file`. */
function underFile(problems: readonly Problem[]): Problem[] {
  return problems.map((p) => ({
    path: p.path === '$' ? 'file' : `file.${p.path}`,
    message: p.message,
  }));
}

/** When a match from the club with no times and no history counts as played: long ago. */
const LONG_AGO = '1970-01-01T00:00:00.000Z';

/**
 * A match's times where its file has none of its own (the format leaves them out as optional, and
 * a tool other than the app may): when the first step of its history was taken and the last, or
 * long ago where it has none. Never when it reached this device, which a device would take
 * instead: every device lists the club's matches alike, newest played first.
 */
function timesOf(
  file: { readonly createdAt?: unknown; readonly updatedAt?: unknown },
  steps: readonly DocStep[],
): { createdAt: string; updatedAt: string } | null {
  if (typeof file.createdAt === 'string' && typeof file.updatedAt === 'string') return null;
  const at = steps.map((step) => step.at).sort();
  const createdAt = typeof file.createdAt === 'string' ? file.createdAt : (at[0] ?? LONG_AGO);
  const updatedAt = typeof file.updatedAt === 'string' ? file.updatedAt : (at.at(-1) ?? createdAt);
  return { createdAt, updatedAt };
}

/**
 * A match document read: its body, and the match its file holds, through the one validator; a
 * file without times takes them from its history (timesOf).
 */
export function readMatchBody(raw: unknown): Result<{ body: MatchBody; match: Match }, Problem[]> {
  if (!isObject(raw)) return { ok: false, errors: [{ path: '$', message: 'must be a document' }] };
  const problems = layoutProblems(raw, 'match');
  const read = validateMatch(raw.file);
  if (!read.ok) problems.push(...underFile(read.errors));
  if (!Array.isArray(raw.steps)) problems.push({ path: 'steps', message: 'must be a list' });
  else raw.steps.forEach((step: unknown, i) => problems.push(...stepProblems(step, i)));
  if (problems.length > 0 || !read.ok) return { ok: false, errors: problems };
  const steps = raw.steps as DocStep[];
  const file = raw.file as MatchFileJson;
  const times = timesOf(file, steps);
  const body: MatchBody = {
    type: DOC_TYPES.match,
    v: DOC_VERSION,
    file: times === null ? file : { ...file, ...times },
    steps,
  };
  return {
    ok: true,
    value: { body, match: times === null ? read.value : { ...read.value, ...times } },
  };
}

/** A kept desk as the club's document holds it, read through its validator first. */
export function deskBody(row: unknown): Result<DeskBody, Problem[]> {
  const read = readDesk(row);
  return read.ok
    ? { ok: true, value: { type: DOC_TYPES.desk, v: DOC_VERSION, desk: read.value } }
    : read;
}

export function readDeskBody(raw: unknown): Result<DeskBody, Problem[]> {
  if (!isObject(raw)) return { ok: false, errors: [{ path: '$', message: 'must be a document' }] };
  const problems = layoutProblems(raw, 'desk');
  const read = deskBody(raw.desk);
  if (!read.ok)
    problems.push(...read.errors.map((p) => ({ path: `desk.${p.path}`, message: p.message })));
  return problems.length > 0 || !read.ok ? { ok: false, errors: problems } : read;
}

/** A kept profile as the club's document holds it: read through its validator, its place kept. */
export function profileBody(row: unknown): Result<ProfileBody, Problem[]> {
  const read = readProfile(row);
  if (!read.ok) return read;
  const order = (row as KeptRow).order;
  return {
    ok: true,
    value: { type: DOC_TYPES.profile, v: DOC_VERSION, profile: { ...read.value, order } },
  };
}

export function readProfileBody(raw: unknown): Result<ProfileBody, Problem[]> {
  if (!isObject(raw)) return { ok: false, errors: [{ path: '$', message: 'must be a document' }] };
  const problems = layoutProblems(raw, 'profile');
  const read = profileBody(raw.profile);
  if (!read.ok)
    problems.push(...read.errors.map((p) => ({ path: `profile.${p.path}`, message: p.message })));
  return problems.length > 0 || !read.ok ? { ok: false, errors: problems } : read;
}

/** The match file behind a result as the club's document holds it; its file must read. */
export function resultBody(record: unknown): Result<ResultBody, Problem[]> {
  if (!isObject(record)) return { ok: false, errors: [{ path: '$', message: 'must be a result' }] };
  const problems: Problem[] = [];
  for (const field of ['deskId', 'receivedAt', 'from'] as const)
    if (!text(record[field])) problems.push({ path: field, message: 'must be text' });
  const read = validateMatch(record.file);
  if (!read.ok) problems.push(...underFile(read.errors));
  if (problems.length > 0) return { ok: false, errors: problems };
  const { deskId, receivedAt, from, file } = record as unknown as ResultFileRecord;
  return {
    ok: true,
    value: { type: DOC_TYPES.result, v: DOC_VERSION, deskId, receivedAt, from, file },
  };
}

export function readResultBody(raw: unknown): Result<ResultBody, Problem[]> {
  if (!isObject(raw)) return { ok: false, errors: [{ path: '$', message: 'must be a document' }] };
  const problems = layoutProblems(raw, 'result');
  const read = resultBody(raw);
  if (!read.ok) problems.push(...read.errors);
  return problems.length > 0 || !read.ok ? { ok: false, errors: problems } : read;
}

/** Any document read by its kind's reader. */
export function readBody(kind: DocKind, raw: unknown): Result<DocBody, Problem[]> {
  switch (kind) {
    case 'match': {
      const read = readMatchBody(raw);
      return read.ok ? { ok: true, value: read.value.body } : read;
    }
    case 'desk':
      return readDeskBody(raw);
    case 'profile':
      return readProfileBody(raw);
    case 'result':
      return readResultBody(raw);
  }
}

/** The row a desk, profile or result document is kept as on the device. */
export function keptRowOf(
  body: DeskBody | ProfileBody | ResultBody,
  id: string,
): KeptRow | ResultFileRecord {
  switch (body.type) {
    case DOC_TYPES.desk:
      return body.desk;
    case DOC_TYPES.profile:
      return body.profile;
    case DOC_TYPES.result:
      return {
        id,
        deskId: body.deskId,
        receivedAt: body.receivedAt,
        from: body.from,
        file: body.file,
      };
  }
}

/** The body a kept desk, profile or result row makes, read through its validator. */
export function keptBody(
  kind: Exclude<DocKind, 'match'>,
  row: unknown,
): Result<DocBody, Problem[]> {
  switch (kind) {
    case 'desk':
      return deskBody(row);
    case 'profile':
      return profileBody(row);
    case 'result':
      return resultBody(row);
  }
}

/** The hash of a desk, profile or result row as kept: DELETED when it is not kept. */
export function keptRowHash(kind: Exclude<DocKind, 'match'>, row: unknown): string {
  if (row === undefined) return DELETED;
  const body = keptBody(kind, row);
  return body.ok ? bodyHash(body.value) : `unreadable ${contentHash(row)}`;
}
