import { validateMatch } from '../engine/everyGame.ts';
import { resultFileIds, keptRows, keptRowsById } from '../db/clubKept.ts';
import type { KeptKind } from '../db/clubKept.ts';
import { matchForClub, matchIds, sameMark } from '../db/clubRecords.ts';
import { lastMark, marksAfter } from '../db/marksRead.ts';
import type { SyncBaseRecord } from '../db/records.ts';
import { baseIds, getBases, putBase, putBases } from '../db/syncRecords.ts';
import type { DocBody, DocKind } from './clubDocs.ts';
import {
  DELETED,
  DOC_TYPES,
  bodyHash,
  docId,
  keptBody,
  matchBody,
  parseDocId,
  readBody,
} from './clubDocs.ts';
import { mergeMatch } from './mergeMatch.ts';
import type { MirrorContext } from './mirrorContext.ts';
import type { PouchDoc } from './pouch.ts';
import type { Write } from './revisions.ts';
import { leavesOf, winnerOf, writeOnTop } from './revisions.ts';

/**
 * The mirror's push (docs/format.md, "The club's documents"): each change on the device, a match
 * and its history, a desk, a profile, a result's file or a deletion, written into the device's copy
 * of the club's database as a child of the revision last mirrored for it, so that a change made
 * meanwhile elsewhere becomes a conflict, never an overwrite. It looks only at what changed: the
 * matches marked since the last mark it looked at (every write of a match, a deletion included, is
 * marked by number in its own transaction: src/db/matchMarks.ts), the few desks and profiles, and
 * the result files by id. Never by the device's clock: a clock set back sends what is written after.
 */

/** Documents written at once. */
const PART = 100;

const KINDS_KEPT: readonly Exclude<DocKind, 'match'>[] = ['desk', 'profile', 'result'];

/** What changedDocs found, and how far it looked. */
export interface Changed {
  /** The documents that may have changed. */
  readonly ids: string[];
  /** The last mark looked at: the next look begins after it. */
  readonly markedUpTo: number | null;
  /** Whether every match's key was compared. */
  readonly compared: boolean;
}

/**
 * The documents that may have changed on the device since the mark `markedUpTo` (null: never
 * looked, every match's key is compared instead). A mark past the last one the store holds (a store
 * made anew under a copy of the club kept) is as never looked.
 */
export async function changedDocs(
  ctx: MirrorContext,
  markedUpTo: number | null,
  options: { readonly matches: boolean; readonly kept: boolean; readonly reconcile: boolean },
): Promise<Changed> {
  const { db } = ctx;
  const found = new Set<string>();
  let upTo = markedUpTo;
  let compared = false;
  if (options.matches) {
    // Read before anything else: a match written while this push is under way is marked after
    // it, and found by the next.
    const last = await lastMark(db);
    const since = markedUpTo !== null && markedUpTo <= last ? markedUpTo : null;
    compared = since === null || options.reconcile;
    if (compared) {
      // Keys alone: a match never mirrored, or mirrored and no longer kept.
      const [kept, mirrored] = await Promise.all([matchIds(db), baseIds(db, 'match:')]);
      const keptIds = new Set(kept.map((id) => docId('match', id)));
      const mirroredIds = new Set(mirrored);
      for (const id of keptIds) if (!mirroredIds.has(id)) found.add(id);
      for (const id of mirroredIds) if (!keptIds.has(id)) found.add(id);
    }
    upTo = last;
    if (since !== null) {
      const marked = await marksAfter(db, since);
      // A match still as the mirror's pull wrote it holds what the club holds: nothing to send.
      const bases = await getBases(
        db,
        marked.map((mark) => docId('match', mark.id)),
      );
      for (const { id, seq } of marked) {
        if (seq > upTo) upTo = seq;
        if (!sameMark(seq, bases.get(docId('match', id)))) found.add(docId('match', id));
      }
    }
  }
  if (options.kept) {
    const [desks, profiles, results] = await Promise.all([
      keptRows(db, 'desk'),
      keptRows(db, 'profile'),
      resultFileIds(db),
    ]);
    const mirroredResults = new Set(await baseIds(db, 'result:'));
    for (const row of desks) found.add(docId('desk', row.id));
    for (const row of profiles) found.add(docId('profile', row.id));
    for (const id of results)
      if (!mirroredResults.has(docId('result', id))) found.add(docId('result', id));
    const keptIds = new Set([
      ...desks.map((r) => docId('desk', r.id)),
      ...profiles.map((r) => docId('profile', r.id)),
      ...results.map((id) => docId('result', id)),
    ]);
    for (const kind of KINDS_KEPT)
      for (const id of await baseIds(db, `${kind}:`)) if (!keptIds.has(id)) found.add(id);
  }
  return { ids: [...found], markedUpTo: upTo, compared };
}

/**
 * What the device keeps of a document now, as the club's body; null: not kept; undefined:
 * unsendable.
 */
async function keptNow(
  ctx: MirrorContext,
  kind: DocKind,
  id: string,
): Promise<DocBody | null | undefined> {
  const full = docId(kind, id);
  if (kind === 'match') {
    const kept = await matchForClub(ctx.db, id, ctx.member);
    if (kept === undefined) return null;
    const read = validateMatch(kept.record.file);
    const body = matchBody(kept);
    if (!read.ok || body === null) {
      ctx.unreadable(
        full,
        read.ok ? [{ path: 'steps', message: 'a step has no id' }] : read.errors,
      );
      return undefined;
    }
    return body;
  }
  const [row] = await keptRowsById(ctx.db, kind as KeptKind, [id]);
  if (row === undefined) return null;
  const body = keptBody(kind as KeptKind, row);
  if (!body.ok) {
    ctx.unreadable(full, body.errors);
    return undefined;
  }
  return body.value;
}

/** A write for one document, with the hash it leaves as the base; null when nothing changed. */
async function planned(
  ctx: MirrorContext,
  id: string,
  base: SyncBaseRecord | undefined,
): Promise<(Write & { readonly hash: string }) | null> {
  const parsed = parseDocId(id);
  if (parsed === null) return null;
  const body = await keptNow(ctx, parsed.kind, parsed.id);
  if (body === undefined) return null;
  if (body === null) {
    if (base === undefined || base.hash === DELETED) return null;
    return {
      doc: { _id: id, _deleted: true, author: ctx.member },
      parent: base.rev,
      hash: DELETED,
    };
  }
  ctx.unreadable(id, null);
  const hash = bodyHash(body);
  if (base?.hash === hash) return null;
  if (base === undefined) {
    const found = await adopted(ctx, id, body, hash);
    // Not in the copy yet, while the copy has never seen the club: it may be on its way.
    if (found === 'taken' || (found === 'absent' && ctx.awaitingClub())) return null;
  }
  return { doc: { _id: id, author: ctx.member, ...body }, parent: base?.rev ?? null, hash };
}

/**
 * A document never mirrored that the device's copy already holds (a device joining the club again,
 * as the same member or another, or a backup restored before joining): where the device holds it
 * as the club has it, or a match as the club had it before (every step the device keeps is in the
 * club's copy as it is there, and the club's has more), it is taken as the club's, never written
 * again beside it under the joining member's name. 'absent' when the copy does not hold it.
 */
async function adopted(
  ctx: MirrorContext,
  id: string,
  body: DocBody,
  hash: string,
): Promise<'taken' | 'absent' | 'differs'> {
  const parsed = parseDocId(id);
  const winner = winnerOf(await leavesOf(ctx.local, id));
  if (parsed === null || winner?._rev === undefined) return 'absent';
  if (winner._deleted === true) return 'differs';
  const read = readBody(parsed.kind, winner);
  if (!read.ok) return 'differs';
  const rev = bodyHash(read.value) === hash ? winner._rev : heldBefore(body, read.value, winner);
  if (rev === null) return 'differs';
  // The base names what the device holds; a revision before the club's lets the pull bring it.
  await putBase(ctx.db, { docId: id, rev, hash });
  return 'taken';
}

/**
 * The revision of the club's copy of a match that the device's copy stands for, where every step
 * the device keeps is in the club's, in the same state, and the two copies are alike or the club's
 * only has deals added at the end (src/sync/mergeMatch.ts): the club's own revision, where they
 * have the same steps (the device shows the match from its own side), or the one before it, where
 * the club's has more, so that the pull brings the club's. Null where the device has a step, a
 * state or a deal of its own, or the club's has no revision before.
 */
function heldBefore(mine: DocBody, theirs: DocBody, leaf: PouchDoc): string | null {
  if (mine.type !== DOC_TYPES.match || theirs.type !== DOC_TYPES.match) return null;
  const club = new Set(theirs.steps.map((step) => `${step.id} ${step.state}`));
  if (!mine.steps.every((step) => club.has(`${step.id} ${step.state}`))) return null;
  const verdict = mergeMatch(mine, theirs);
  if (verdict.kind === 'differ' || (verdict.kind === 'longer' && verdict.longer === 'mine'))
    return null;
  if (verdict.kind === 'alike' && mine.steps.length === theirs.steps.length)
    return leaf._rev ?? null;
  const path = leaf._revisions;
  const before = path?.ids[1];
  return path === undefined || before === undefined ? null : `${path.start - 1}-${before}`;
}

/** Writes each document the device changed on top of its base; resolves to the ids of those sent. */
export async function pushDocs(ctx: MirrorContext, ids: readonly string[]): Promise<string[]> {
  const sent: string[] = [];
  for (let from = 0; from < ids.length; from += PART) {
    const part = ids.slice(from, from + PART);
    const bases = await getBases(ctx.db, part);
    const writes: (Write & { readonly hash: string })[] = [];
    for (const id of part) {
      const write = await planned(ctx, id, bases.get(id));
      if (write !== null) writes.push(write);
    }
    const revs = await writeOnTop(ctx.local, writes);
    await putBases(
      ctx.db,
      writes.map((w, i) => ({ docId: w.doc._id, rev: revs[i] ?? '', hash: w.hash })),
    );
    sent.push(...writes.map((w) => w.doc._id));
  }
  return sent;
}
