import type { BridgepadDb } from './database.ts';
import { getRecord } from './matchRows.ts';
import { historyOf } from './matchStore.ts';
import type { Edit, HistoryRecord } from './records.ts';

/**
 * Which recorded changes concern the deal now at a given position. Deals in a match file have
 * no identity of their own, only a place in the list, and that place moves when an earlier deal
 * is deleted or inserted. So the history is replayed in order, following each deal from the
 * step that made it to where it sits now: after deal 2 is deleted, the dialog of the new deal 2
 * lists what happened to the deal that used to be deal 3.
 *
 * Each step is replayed on the match as it stood when the step was made: on top of its `parent`,
 * the step then in force, so steps undone and later overtaken are followed exactly too. Steps
 * recorded before parents were kept are taken, as undo is last in, first out, to sit on the step
 * before them if that one was undone too, and otherwise on the latest step in force. A deal that
 * was entered and then undone no longer exists, so its entry concerns no current deal. Steps
 * from before an import replaced the match concern none either (entries retired before the
 * "retired" state existed read as discarded, and are followed like any undone step). A step that
 * marks several deals agreed at once concerns each of them.
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
  if (base < 0) return current.filter((h) => positions(h.edit).includes(index));

  let fresh = 0;
  const newToken = () => `step-${fresh++}`;
  const baseDeals: readonly string[] = Array.from({ length: base }, (_, i) => `base-${i}`);
  /** The deals after each step, by seq. */
  const after = new Map<number, readonly string[]>();
  /** The deals each step concerns: one, or each deal an agreement marks. */
  const owner = new Map<HistoryRecord, readonly string[]>();
  let lastDone: number | null = null;
  let previous: HistoryRecord | null = null;
  for (const h of current) {
    const parent =
      h.parent !== undefined
        ? h.parent
        : h.state !== 'done' && previous !== null && previous.state !== 'done'
          ? (previous.seq ?? null)
          : lastDone;
    const deals = [...((parent === null ? undefined : after.get(parent)) ?? baseDeals)];
    owner.set(h, concerns(deals, h.edit, newToken));
    if (h.seq !== undefined) after.set(h.seq, deals);
    if (h.state === 'done' && h.seq !== undefined) lastDone = h.seq;
    previous = h;
  }
  const live = (lastDone === null ? undefined : after.get(lastDone)) ?? baseDeals;
  const wanted = live[index];
  return wanted === undefined ? [] : current.filter((h) => owner.get(h)?.includes(wanted));
}

/** The positions of the deals a step concerns, as they were when it was made. */
function positions(edit: Edit): readonly number[] {
  if (edit.kind === 'agree') return edit.deals.map((d) => d.index);
  return 'index' in edit ? [edit.index] : [];
}

/** Applies a step to the list of deal tokens; returns the tokens of the deals it concerns. */
function concerns(deals: string[], edit: Edit, newToken: () => string): readonly string[] {
  if (edit.kind === 'agree') return edit.deals.map((d) => deals[d.index] ?? newToken());
  return 'index' in edit ? [follow(deals, edit, newToken)] : [];
}

/** Applies a one-deal step to the list of deal tokens; returns the token of that deal. */
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
  return db.transaction('r', db.matches, db.dealPages, db.history, async () => {
    const [record, history] = await Promise.all([getRecord(db, matchId), historyOf(db, matchId)]);
    const deals = record?.file.deals;
    return changesToDeal(history, Array.isArray(deals) ? deals.length : 0, index);
  });
}
