import { deleteDiffers, getBase, getDiffers } from '../db/syncRecords.ts';
import type { DocBody } from './clubDocs.ts';
import { DELETED, parseDocId, readBody } from './clubDocs.ts';
import { unionSteps } from './mergeMatch.ts';
import type { MirrorContext } from './mirrorContext.ts';
import { fastForward, reconcileDoc } from './mirrorPull.ts';
import { pushDocs } from './mirrorPush.ts';
import type { PouchDoc } from './pouch.ts';
import { childOf, leavesOf, setAside, writeOnTop } from './revisions.ts';

/**
 * Settling a document whose copies differ (docs/format.md, "Two copies that differ"): the copy a
 * player chose is written on top of the device's own leaf and the other leaves are deleted, so
 * every device follows. For a match the player settles each difference first, as with a match
 * code (Keep mine or Take theirs, each an undoable step on the device's copy), and then settles
 * with the device's copy; its history keeps the other copies' steps, retired.
 */

export type SettleChoice =
  | { readonly take: 'mine' }
  /** The other copy of that revision, in place of the device's. */
  | { readonly take: 'theirs'; readonly rev: string };

export type SettleResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** notDiffering: nothing to settle (settled elsewhere already, say); noSuchCopy: no such
       * revision among the copies; unreadable: the chosen copy does not read; changed: the
       * device's copy changed while settling: settle again. */
      readonly reason: 'notDiffering' | 'noSuchCopy' | 'unreadable' | 'changed';
    };

/** The body a settled document holds: the chosen copy, with every other copy's steps retired. */
function settledBody(chosen: DocBody, others: readonly DocBody[]): DocBody {
  if (chosen.type !== 'bridgepad.match') return chosen;
  let steps = chosen.steps;
  for (const other of others)
    if (other.type === 'bridgepad.match') steps = unionSteps(steps, other.steps);
  return { ...chosen, steps };
}

/**
 * A deletion of this device's that another member's change did not see (SyncDiffersRecord
 * .mineDeleted): kept, the changes are set aside and the match stays deleted everywhere; or one
 * change is taken back, the match returning to this device as that member left it.
 */
async function settleDeletion(
  ctx: MirrorContext,
  docId: string,
  deletion: string,
  live: readonly PouchDoc[],
  choice: SettleChoice,
): Promise<SettleResult> {
  if (live.length === 0) {
    await reconcileDoc(ctx, docId);
    return { ok: false, reason: 'notDiffering' };
  }
  if (choice.take === 'mine') {
    await writeOnTop(ctx.local, setAside(docId, ctx.member, live, deletion));
    await deleteDiffers(ctx.db, docId);
    return { ok: true };
  }
  const chosen = live.find((leaf) => leaf._rev === choice.rev);
  if (chosen?._rev === undefined) return { ok: false, reason: 'noSuchCopy' };
  const others = live.filter((leaf) => leaf !== chosen);
  await writeOnTop(ctx.local, setAside(docId, ctx.member, others, chosen._rev));
  const written = await fastForward(ctx, docId, chosen, DELETED);
  if (written !== 'written') return { ok: false, reason: written };
  await deleteDiffers(ctx.db, docId);
  return { ok: true };
}

export async function settle(
  ctx: MirrorContext,
  docId: string,
  choice: SettleChoice,
): Promise<SettleResult> {
  const parsed = parseDocId(docId);
  const differs = await getDiffers(ctx.db, docId);
  if (parsed === null || differs === undefined) return { ok: false, reason: 'notDiffering' };
  // The device's own copy as it is now becomes its leaf first.
  await pushDocs(ctx, [docId]);
  const base = await getBase(ctx.db, docId);
  const live = (await leavesOf(ctx.local, docId)).filter((leaf) => leaf._deleted !== true);
  if (differs.mineDeleted === true && base?.hash === DELETED)
    return settleDeletion(ctx, docId, base.rev, live, choice);
  const mine = live.find((leaf) => leaf._rev === base?.rev);
  const others = live.filter((leaf) => leaf !== mine);
  if (mine === undefined || others.length === 0) {
    await reconcileDoc(ctx, docId);
    return { ok: false, reason: 'notDiffering' };
  }
  const chosenLeaf = choice.take === 'mine' ? mine : live.find((leaf) => leaf._rev === choice.rev);
  if (chosenLeaf === undefined) return { ok: false, reason: 'noSuchCopy' };
  const read = (leaf: PouchDoc) => readBody(parsed.kind, leaf);
  const chosen = read(chosenLeaf);
  if (!chosen.ok) return { ok: false, reason: 'unreadable' };
  const rest = live
    .filter((leaf) => leaf !== chosenLeaf)
    .flatMap((leaf) => {
      const body = read(leaf);
      return body.ok ? [body.value] : [];
    });
  const doc = { _id: docId, author: ctx.member, ...settledBody(chosen.value, rest) };
  const revision = childOf(mine._rev ?? null);
  await writeOnTop(ctx.local, [
    { doc, parent: mine._rev ?? null, revision },
    ...setAside(docId, ctx.member, others, revision._rev),
  ]);
  const written = await fastForward(
    ctx,
    docId,
    { ...doc, _rev: revision._rev },
    base?.hash ?? DELETED,
  );
  if (written === 'changed') return { ok: false, reason: 'changed' };
  if (written === 'unreadable') return { ok: false, reason: 'unreadable' };
  await deleteDiffers(ctx.db, docId);
  return { ok: true };
}
