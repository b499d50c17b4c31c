import { toRecord } from '../db/matchWrites.ts';
import { validateMatch } from '../engine/matchFile/validateMatch.ts';
import type { KeptKind } from '../db/clubKept.ts';
import { keptRowsById, writeClubRow } from '../db/clubKept.ts';
import type { ClubMatch } from '../db/clubRecords.ts';
import { keptMatchOf, writeClubMatch } from '../db/clubRecords.ts';
import type { MatchFileJson } from '../db/records.ts';
import { deleteDiffers, getBase, putBase, putDiffers } from '../db/syncRecords.ts';
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
import type { Write } from './revisions.ts';
import { descendsFrom, leavesOf, winnerOf, writeOnTop } from './revisions.ts';

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
    let club: ClubMatch = { deleted: true };
    if (!deleted) {
      const read = readMatchBody(leaf);
      const own = (await keptMatchOf(ctx.db, id))?.record.file;
      const file = read.ok ? inOwnView(read.value.body.file, own) : undefined;
      const match = file === undefined ? undefined : validateMatch(file);
      if (!read.ok || match === undefined || !match.ok) {
        ctx.unreadable(docId, read.ok ? [] : read.errors);
        return 'unreadable';
      }
      club = {
        deleted: false,
        record: toRecord(match.value),
        steps: clubSteps(read.value.body.steps),
      };
    }
    return writeClubMatch(
      ctx.db,
      id,
      club,
      (kept) => keptMatchHash(kept) === expected,
      (kept) => ({ docId, rev, hash: keptMatchHash(kept) }),
    );
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

/**
 * Conflicting leaves, the device holding `mine`: merged when every other merges with it (the
 * merge kept as the leaf that holds it already, or written on top of mine, and the other leaves
 * deleted), or recorded as differing.
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
  for (const other of others) {
    const theirs = bodies.get(other);
    merged = merged === undefined || theirs === undefined ? undefined : mergeBodies(merged, theirs);
    if (merged === undefined) break;
  }
  if (merged === undefined) {
    await putDiffers(ctx.db, {
      docId,
      mine: mine._rev ?? '',
      theirs: others.map((o) => ({ rev: o._rev ?? '', author: String(o.author ?? '') })),
      at: ctx.now().toISOString(),
    });
    return;
  }
  const hash = bodyHash(merged);
  // Of the leaves that hold the merge already, the one every device keeps alike: the winner.
  const holding = winnerOf(
    [mine, ...others].filter((leaf) => {
      const body = bodies.get(leaf);
      return body !== undefined && bodyHash(body) === hash;
    }),
  );
  const deletions = (keep: PouchDoc): Write[] =>
    [mine, ...others]
      .filter((leaf) => leaf !== keep)
      .map((leaf) => ({
        doc: { _id: docId, _deleted: true, author: ctx.member },
        parent: leaf._rev ?? null,
      }));
  const base = await getBase(ctx.db, docId);
  if (holding !== undefined) {
    await writeOnTop(ctx.local, deletions(holding));
    if (holding !== mine) await fastForward(ctx, docId, holding, base?.hash ?? DELETED);
  } else {
    const doc = { _id: docId, author: ctx.member, ...merged };
    const [rev] = await writeOnTop(ctx.local, [
      { doc, parent: mine._rev ?? null },
      ...deletions(mine),
    ]);
    await fastForward(ctx, docId, { ...doc, _rev: rev }, base?.hash ?? DELETED);
  }
  await deleteDiffers(ctx.db, docId);
}

/** Pages of the changes feed taken at once. */
const PAGE = 200;

/**
 * Takes in every document the device's copy changed since `since`, a page at a time, calling
 * `reached` with the feed's place after each page so it can be kept; resolves to how many it
 * looked at. A document whose one leaf is the revision last mirrored (the device's own push, come
 * back) is passed over unread.
 */
export async function pullChanges(
  ctx: MirrorContext,
  since: number,
  reached: (seq: number) => Promise<void>,
): Promise<number> {
  let seq = since;
  let looked = 0;
  for (;;) {
    const page = await ctx.local.changes({ since: seq, limit: PAGE, style: 'all_docs' });
    for (const change of page.results) {
      if (change.id.startsWith('_')) continue;
      const base = await getBase(ctx.db, change.id);
      const [only, ...more] = change.changes;
      if (base !== undefined && more.length === 0 && only?.rev === base.rev) continue;
      looked += 1;
      await reconcileDoc(ctx, change.id);
    }
    seq = page.last_seq;
    await reached(seq);
    if (page.results.length < PAGE) return looked;
  }
}
