import { toRecord } from '../db/matchWrites.ts';
import { validateMatch } from '../engine/everyGame.ts';
import type { KeptKind } from '../db/clubKept.ts';
import { keptRowsById, writeClubRow } from '../db/clubKept.ts';
import type { Problem } from '../engine/matchFile/problems.ts';
import type { Result } from '../engine/types.ts';
import type { ClubMatch, ClubMatchWrite } from '../db/clubRecords.ts';
import { keptMatchOf, keptMatchesOf, writeClubMatch, writeClubMatches } from '../db/clubRecords.ts';
import type { MatchFileJson } from '../db/records.ts';
import type { SyncBaseRecord } from '../db/records.ts';
import {
  deleteDiffers,
  deleteManyDiffers,
  getBase,
  getBases,
  putBase,
  putDiffers,
} from '../db/syncRecords.ts';
import type { DocBody, DocKind } from './clubDocs.ts';
import {
  DELETED,
  bodyHash,
  clubSteps,
  keptMatchHash,
  keptRowHash,
  keptRowOf,
  parseDocId,
  readBody,
  readMatchBody,
} from './clubDocs.ts';
import { mergeBodies } from './mergeBodies.ts';
import type { MirrorContext } from './mirrorContext.ts';
import { pushDocs } from './mirrorPush.ts';
import type { PouchDoc } from './pouch.ts';
import { childOf, descendsFrom, leavesOf, setAside, winnerOf, writeOnTop } from './revisions.ts';

/**
 * The mirror's pull (docs/format.md, "The club's documents"): each document the device's copy of
 * the club's database brings, from the club or from the device's own push, taken into the store
 * where the device has not changed it since the revision last mirrored. One revision: written in,
 * fast forward. Conflicting revisions: merged where the rules allow (src/sync/mergeMatch.ts,
 * mergeDesk.ts), the merge written on top of one leaf and the others deleted; otherwise recorded as
 * differing, for a player to settle, and the device's copy left as it is.
 */

/** What the device keeps of a document now, as the hash its base is compared with. */
export async function keptHash(ctx: MirrorContext, kind: DocKind, id: string): Promise<string> {
  if (kind === 'match') return keptMatchHash(await keptMatchOf(ctx.db, id));
  const [row] = await keptRowsById(ctx.db, kind as KeptKind, [id]);
  return keptRowHash(kind as KeptKind, row);
}

/** A four-player match shows its sides as this device does (`we`): a choice of the device's own. */
function inOwnView(file: MatchFileJson, own: MatchFileJson | undefined): MatchFileJson {
  return own !== undefined && 'we' in own && 'we' in file ? { ...file, we: own.we } : file;
}

/**
 * A match document's leaf as the store writes it, shown from this device's own side where the
 * device keeps the match (`own`); its problems when it does not read.
 */
function clubMatchOf(leaf: PouchDoc, own: MatchFileJson | undefined): Result<ClubMatch, Problem[]> {
  if (leaf._deleted === true) return { ok: true, value: { deleted: true } };
  const read = readMatchBody(leaf);
  if (!read.ok) return read;
  const file = inOwnView(read.value.body.file, own);
  // The file as it came was read already; only a file shown from this device's side is read again.
  const match =
    file === read.value.body.file
      ? { ok: true as const, value: read.value.match }
      : validateMatch(file);
  if (!match.ok) return { ok: false, errors: [] };
  return {
    ok: true,
    value: {
      deleted: false,
      record: toRecord(match.value),
      steps: clubSteps(read.value.body.steps),
    },
  };
}

/** Writing a match's leaf where the device still keeps what hashes to `expected` (fastForward). */
function matchWrite(
  docId: string,
  matchId: string,
  rev: string,
  club: ClubMatch,
  expected: string,
): ClubMatchWrite {
  return {
    matchId,
    club,
    holds: (kept) => keptMatchHash(kept) === expected,
    base: (kept) => ({ docId, rev, hash: keptMatchHash(kept) }),
  };
}

/**
 * Writes a leaf's content into the store where the device still keeps what hashes to `expected`,
 * and makes the leaf the base. 'changed' when the device changed it meanwhile; 'unreadable' when
 * the leaf does not read (said through the context).
 */
export async function fastForward(
  ctx: MirrorContext,
  docId: string,
  leaf: PouchDoc,
  expected: string,
): Promise<'written' | 'changed' | 'unreadable'> {
  const parsed = parseDocId(docId);
  const rev = leaf._rev;
  if (parsed === null || rev === undefined) return 'unreadable';
  const { kind, id } = parsed;
  const deleted = leaf._deleted === true;
  if (kind === 'match') {
    const own = deleted ? undefined : (await keptMatchOf(ctx.db, id))?.record.file;
    const club = clubMatchOf(leaf, own);
    if (!club.ok) {
      ctx.unreadable(docId, club.errors);
      return 'unreadable';
    }
    const write = matchWrite(docId, id, rev, club.value, expected);
    return writeClubMatch(ctx.db, id, write.club, write.holds, write.base);
  }
  let row = null;
  if (!deleted) {
    const read = readBody(kind, leaf);
    if (!read.ok || read.value.type === 'bridgepad.match') {
      ctx.unreadable(docId, read.ok ? [] : read.errors);
      return 'unreadable';
    }
    row = keptRowOf(read.value, id);
  }
  const hash = row === null ? DELETED : keptRowHash(kind as KeptKind, row);
  return writeClubRow(
    ctx.db,
    kind as KeptKind,
    id,
    row,
    (kept) => keptRowHash(kind as KeptKind, kept) === expected,
    { docId, rev, hash },
  );
}

/** Takes one document's revisions into the store, as the module comment says. */
export async function reconcileDoc(
  ctx: MirrorContext,
  docId: string,
  again = false,
): Promise<void> {
  const parsed = parseDocId(docId);
  if (parsed === null) return;
  const leaves = await leavesOf(ctx.local, docId);
  if (leaves.length === 0) return;
  const base = await getBase(ctx.db, docId);
  const current = await keptHash(ctx, parsed.kind, parsed.id);
  if (base === undefined ? current !== DELETED : current !== base.hash) {
    // Changed on the device since: its change is sent first, as a leaf of its own, then compared.
    if (again) return;
    await pushDocs(ctx, [docId]);
    return reconcileDoc(ctx, docId, true);
  }
  const live = leaves.filter((leaf) => leaf._deleted !== true);
  if (live.length === 0) {
    const gone = winnerOf(leaves);
    if (gone?._rev === undefined) return;
    if (base?.hash === DELETED) {
      if (base.rev !== gone._rev) await putBase(ctx.db, { docId, rev: gone._rev, hash: DELETED });
    } else await fastForward(ctx, docId, gone, current);
    await deleteDiffers(ctx.db, docId);
    return;
  }
  const descendants = base === undefined ? [] : live.filter((l) => descendsFrom(l, base.rev));
  if (base?.hash === DELETED && descendants.length === 0 && isDeletedLeaf(leaves, base.rev)) {
    // Deleted here, changed elsewhere by a change that never saw the deletion: a difference for
    // the player to settle, never the match coming back by itself.
    await putDiffers(ctx.db, {
      docId,
      mine: base.rev,
      mineDeleted: true,
      theirs: live.map((o) => ({ rev: o._rev ?? '', author: String(o.author ?? '') })),
      at: ctx.now().toISOString(),
    });
    return;
  }
  const mine =
    live.find((leaf) => leaf._rev === base?.rev) ?? winnerOf(descendants) ?? winnerOf(live);
  if (mine === undefined) return;
  if (mine._rev !== base?.rev && (await fastForward(ctx, docId, mine, current)) !== 'written')
    return;
  const others = live.filter((leaf) => leaf !== mine);
  if (others.length === 0) {
    await deleteDiffers(ctx.db, docId);
    return;
  }
  await mergeLeaves(ctx, docId, parsed.kind, mine, others);
}

/** Whether `rev` is a deletion among the document's leaves: no change was written on top of it. */
function isDeletedLeaf(leaves: readonly PouchDoc[], rev: string): boolean {
  return leaves.some((leaf) => leaf._rev === rev && leaf._deleted === true);
}

/**
 * Conflicting leaves, the device holding `mine`: every other that merges with it is merged (the
 * merge kept as the leaf that holds it already, or written on top of mine, and the leaves merged
 * deleted); those left, that differ from the merge, are recorded as differing from it. So a copy
 * only longer than mine, or mine only longer, never stands as a difference of its own: with three
 * copies, where mine merges with two that differ from each other, the device holds mine merged
 * with one and differs from the other, naming the deals that differ.
 */
async function mergeLeaves(
  ctx: MirrorContext,
  docId: string,
  kind: DocKind,
  mine: PouchDoc,
  others: readonly PouchDoc[],
): Promise<void> {
  const bodies = new Map<PouchDoc, DocBody>();
  for (const leaf of [mine, ...others]) {
    const read = readBody(kind, leaf);
    if (read.ok) bodies.set(leaf, read.value);
  }
  let merged = bodies.get(mine);
  const joined: PouchDoc[] = [];
  const apart: PouchDoc[] = [];
  for (const other of others) {
    const theirs = bodies.get(other);
    const next =
      merged === undefined || theirs === undefined ? undefined : mergeBodies(merged, theirs);
    if (next === undefined) apart.push(other);
    else {
      merged = next;
      joined.push(other);
    }
  }
  const held =
    merged === undefined || joined.length === 0
      ? mine
      : await keepMerge(ctx, docId, [mine, ...joined], merged, bodies);
  if (apart.length === 0) {
    await deleteDiffers(ctx.db, docId);
    return;
  }
  await putDiffers(ctx.db, {
    docId,
    mine: held._rev ?? '',
    theirs: apart.map((o) => ({ rev: o._rev ?? '', author: String(o.author ?? '') })),
    at: ctx.now().toISOString(),
  });
}

/**
 * The merge of `leaves` (mine first) kept as one leaf: the leaf that holds it already, the one
 * every device keeps alike, or the merge written on top of mine; the others deleted, and the
 * device moved on to it. Resolves to the leaf kept.
 */
async function keepMerge(
  ctx: MirrorContext,
  docId: string,
  leaves: readonly [PouchDoc, ...PouchDoc[]],
  merged: DocBody,
  bodies: ReadonlyMap<PouchDoc, DocBody>,
): Promise<PouchDoc> {
  const [mine] = leaves;
  const hash = bodyHash(merged);
  // Of the leaves that hold the merge already, the one every device keeps alike: the winner.
  const holding = winnerOf(
    leaves.filter((leaf) => {
      const body = bodies.get(leaf);
      return body !== undefined && bodyHash(body) === hash;
    }),
  );
  const others = (keep: PouchDoc) => leaves.filter((leaf) => leaf !== keep);
  const base = await getBase(ctx.db, docId);
  if (holding !== undefined) {
    await writeOnTop(ctx.local, setAside(docId, ctx.member, others(holding), holding._rev ?? ''));
    if (holding !== mine) await fastForward(ctx, docId, holding, base?.hash ?? DELETED);
    return holding;
  }
  const doc = { _id: docId, author: ctx.member, ...merged };
  const revision = childOf(mine._rev ?? null);
  await writeOnTop(ctx.local, [
    { doc, parent: mine._rev ?? null, revision },
    ...setAside(docId, ctx.member, others(mine), revision._rev),
  ]);
  const written = { ...doc, _rev: revision._rev };
  await fastForward(ctx, docId, written, base?.hash ?? DELETED);
  return written;
}

/** Pages of the changes feed taken at once. */
const PAGE = 200;

/**
 * A page's matches whose one leaf is live and came with the feed, never changed on the device
 * since the revision last mirrored: each written in as fastForward writes it, all in one
 * transaction. Resolves to the documents left for reconcileDoc: those the device changed
 * meanwhile, its change to be sent first.
 */
async function takeMatches(
  ctx: MirrorContext,
  leaves: readonly PouchDoc[],
  bases: ReadonlyMap<string, SyncBaseRecord>,
): Promise<string[]> {
  if (leaves.length === 0) return [];
  const ids = leaves.map((leaf) => parseDocId(leaf._id)?.id ?? '');
  const kept = await keptMatchesOf(ctx.db, ids);
  const left: string[] = [];
  const writes: ClubMatchWrite[] = [];
  const writing: string[] = [];
  leaves.forEach((leaf, i) => {
    const id = ids[i] ?? '';
    const base = bases.get(leaf._id);
    const current = keptMatchHash(kept.get(id));
    if (base === undefined ? current !== DELETED : current !== base.hash) {
      left.push(leaf._id);
      return;
    }
    const club = clubMatchOf(leaf, kept.get(id)?.record.file);
    if (!club.ok) {
      ctx.unreadable(leaf._id, club.errors);
      return;
    }
    writes.push(matchWrite(leaf._id, id, leaf._rev ?? '', club.value, current));
    writing.push(leaf._id);
  });
  const done = await writeClubMatches(ctx.db, writes);
  await deleteManyDiffers(
    ctx.db,
    writing.filter((_, i) => done[i] === 'written'),
  );
  left.push(...writing.filter((_, i) => done[i] === 'changed'));
  return left;
}

/**
 * Takes in every document the device's copy changed since `since`, a page at a time, calling
 * `reached` with the feed's place after each page so it can be kept, and `took` with how many live
 * matches the page took in (for the status while the club's record comes in); resolves to how many
 * it looked at. A document whose one leaf is the revision last mirrored (the device's own push, come
 * back) is passed over unread. A match whose one leaf is live, as a club's matches mostly are, is
 * taken with the page's others at once (takeMatches); any other document, and a match changed on
 * the device meanwhile, is taken on its own (reconcileDoc).
 */
export async function pullChanges(
  ctx: MirrorContext,
  since: number,
  reached: (seq: number) => Promise<void>,
  took: (matches: number) => void = () => undefined,
): Promise<number> {
  let seq = since;
  let looked = 0;
  for (;;) {
    const page = await ctx.local.changes({
      since: seq,
      limit: PAGE,
      style: 'all_docs',
      include_docs: true,
    });
    const changes = page.results.filter((change) => !change.id.startsWith('_'));
    const bases = await getBases(
      ctx.db,
      changes.map((change) => change.id),
    );
    const together: PouchDoc[] = [];
    const alone: string[] = [];
    let matches = 0;
    for (const change of changes) {
      const base = bases.get(change.id);
      const [only, ...more] = change.changes;
      if (base !== undefined && more.length === 0 && only?.rev === base.rev) continue;
      looked += 1;
      if (change.deleted !== true && parseDocId(change.id)?.kind === 'match') matches += 1;
      const { doc } = change;
      const oneLiveLeaf =
        more.length === 0 && doc !== undefined && doc._rev === only?.rev && doc._deleted !== true;
      if (oneLiveLeaf && parseDocId(change.id)?.kind === 'match') together.push(doc);
      else alone.push(change.id);
    }
    alone.push(...(await takeMatches(ctx, together, bases)));
    for (const id of alone) await reconcileDoc(ctx, id);
    seq = page.last_seq;
    await reached(seq);
    if (matches > 0) took(matches);
    if (page.results.length < PAGE) return looked;
  }
}
