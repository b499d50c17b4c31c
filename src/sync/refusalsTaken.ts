import type { SyncStatus } from './syncStatus.ts';
import type { LocalPouch } from './pouch.ts';
import { isMissing } from './pouch.ts';

type Refused = SyncStatus['refused'];

// Also which of those the club itself sent this device and no longer holds: documents only other
// members wrote, which reach a device through the club alone. Refused for their author, they are
// a sign that the club lost its data, not that this member did something (src/ui/club/clubWords.ts).

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
  member: string,
): Promise<{ readonly refused: Refused; readonly lostByClub: readonly string[] }> {
  if (refused.length === 0) return { refused, lostByClub: [] };
  const ask: Record<string, string[]> = {};
  const othersWrote = new Set<string>();
  for (const { docId } of refused) {
    try {
      // Every leaf, a deletion's too: a refused deletion is a leaf the server lacks.
      const leaves = await local.get(docId, { open_revs: 'all', revs: true });
      const kept = leaves.flatMap((leaf) => ('ok' in leaf && leaf.ok._rev ? [leaf.ok] : []));
      if (kept.length === 0) continue;
      ask[docId] = kept.map((leaf) => leaf._rev ?? '');
      // Another member's writing reaches a device only through the club.
      if (kept.every((leaf) => typeof leaf.author === 'string' && leaf.author !== member))
        othersWrote.add(docId);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  const missing = Object.keys(ask).length === 0 ? {} : await remote.revsDiff(ask);
  const still = refused.filter(({ docId }) => (missing[docId]?.missing?.length ?? 0) > 0);
  return {
    refused: still,
    lostByClub: still.flatMap(({ docId }) => (othersWrote.has(docId) ? [docId] : [])),
  };
}
