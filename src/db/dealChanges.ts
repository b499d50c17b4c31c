import type { BridgepadDb } from './database.ts';
import { historyOf } from './matchStore.ts';
import type { Edit, HistoryRecord } from './records.ts';

/**
 * Which recorded changes concern the deal now at a given position. Deals in a match file have
 * no identity of their own, only a place in the list, and that place moves when an earlier deal
 * is deleted or inserted. So the history is replayed in order, following each deal from the
 * step that made it to where it sits now: after deal 2 is deleted, the dialog of the new deal 2
 * lists what happened to the deal that used to be deal 3.
 *
 * Undo is last in, first out, so the steps taken back always come after the steps in force, each
 * made on top of the ones before it: the replay follows them on a scratch copy that the next step
 * in force throws away. A deal that was entered and then undone no longer exists, so its entry
 * concerns no current deal. Steps from before an import replaced the match concern none either.
 */
export function changesToDeal(
  history: readonly HistoryRecord[],
  dealCount: number,
  index: number,
): HistoryRecord[] {
  const ordered = [...history].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  const lastRetired = ordered.findLastIndex((h) => h.state === 'retired');
  const current = ordered.slice(lastRetired + 1);

  let net = 0;
  for (const h of current) {
    if (h.state !== 'done') continue;
    if (h.edit.kind === 'addDeal') net += 1;
    if (h.edit.kind === 'deleteDeal') net -= 1;
  }
  const base = dealCount - net;
  // The history does not add up to this match (it cannot happen through the store): fall back
  // to the deal's position.
  if (base < 0) return current.filter((h) => 'index' in h.edit && h.edit.index === index);

  let fresh = 0;
  const live: string[] = Array.from({ length: base }, (_, i) => `base-${i}`);
  let scratch: string[] | null = null;
  const owner = new Map<HistoryRecord, string>();
  for (const h of current) {
    if (h.state === 'done') scratch = null;
    const deals = h.state === 'done' ? live : (scratch ??= [...live]);
    if ('index' in h.edit)
      owner.set(
        h,
        follow(deals, h.edit, () => `step-${fresh++}`),
      );
  }
  const wanted = live[index];
  return wanted === undefined ? [] : current.filter((h) => owner.get(h) === wanted);
}

/** Applies a step to the list of deal tokens; returns the token of the deal it concerns. */
function follow(deals: string[], edit: Edit & { index: number }, newToken: () => string): string {
  if (edit.kind === 'addDeal') {
    const token = newToken();
    deals.splice(Math.min(edit.index, deals.length), 0, token);
    return token;
  }
  const token = deals[edit.index] ?? newToken();
  if (edit.kind === 'deleteDeal' && deals[edit.index] !== undefined) deals.splice(edit.index, 1);
  return token;
}

/** The changes to the deal now at `index`, read with the match in one transaction. */
export function changesOfDeal(
  db: BridgepadDb,
  matchId: string,
  index: number,
): Promise<HistoryRecord[]> {
  return db.transaction('r', db.matches, db.history, async () => {
    const [record, history] = await Promise.all([db.matches.get(matchId), historyOf(db, matchId)]);
    const deals = record?.file.deals;
    return changesToDeal(history, Array.isArray(deals) ? deals.length : 0, index);
  });
}
