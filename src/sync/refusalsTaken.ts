import type { SyncStatus } from './syncStatus.ts';
import type { LocalPouch } from './pouch.ts';
import { isMissing } from './pouch.ts';

type Refused = SyncStatus['refused'];

/**
 * The refusals that still stand, asked of the club's server: a document the server refused is
 * refused no longer once the server holds every leaf revision the device has of it (as after a club that
 * lost its data was put back by the organiser, every document with its author), or once the
 * device holds no copy of it to send. The device never sends those again, so without this its
 * refusals would stay for good. One `_revs_diff` request, only when something was refused.
 */
export async function stillRefused(
  local: LocalPouch,
  remote: LocalPouch,
  refused: Refused,
): Promise<Refused> {
  if (refused.length === 0) return refused;
  const ask: Record<string, string[]> = {};
  for (const { docId } of refused) {
    try {
      // Every leaf, a deletion's too: a refused deletion is a leaf the server lacks.
      const leaves = await local.get(docId, { open_revs: 'all', revs: true });
      const revs = leaves.flatMap((leaf) => ('ok' in leaf && leaf.ok._rev ? [leaf.ok._rev] : []));
      if (revs.length > 0) ask[docId] = revs;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  const missing = Object.keys(ask).length === 0 ? {} : await remote.revsDiff(ask);
  return refused.filter(({ docId }) => (missing[docId]?.missing?.length ?? 0) > 0);
}
