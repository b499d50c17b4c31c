import type { HistoryRecord } from './records.ts';

/**
 * Which recorded changes concern the deal now at a given position. Deals in a match file have
 * no identity of their own, only a place in the list, and that place moves when an earlier deal
 * is deleted or inserted. So the history is replayed in order, following each deal from the
 * step that made it to where it sits now: after deal 2 is deleted, the dialog of the new deal 2
 * lists what happened to the deal that used to be deal 3.
 *
 * The steps still in force ("done") are replayed exactly. A step that was undone is matched to
 * the deal it touched at the time it was made; a deal that was entered and then undone no longer
 * exists, so its entry concerns no current deal.
 */
export function changesToDeal(
  history: readonly HistoryRecord[],
  dealCount: number,
  index: number,
): HistoryRecord[] {
  const ordered = [...history].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  let net = 0;
  for (const h of ordered) {
    if (h.state !== 'done') continue;
    if (h.edit.kind === 'addDeal') net += 1;
    if (h.edit.kind === 'deleteDeal') net -= 1;
  }
  const base = dealCount - net;
  // The history does not add up to this match (it cannot happen through the store): fall back
  // to the deal's position.
  if (base < 0) return ordered.filter((h) => 'index' in h.edit && h.edit.index === index);

  let fresh = 0;
  const newToken = () => `step-${fresh++}`;
  const tokens: string[] = Array.from({ length: base }, (_, i) => `base-${i}`);
  const owner = new Map<HistoryRecord, string>();
  for (const h of ordered) {
    const edit = h.edit;
    if (!('index' in edit)) continue;
    const applied = h.state === 'done';
    if (edit.kind === 'addDeal') {
      const token = newToken();
      owner.set(h, token);
      if (applied) tokens.splice(Math.min(edit.index, tokens.length), 0, token);
      continue;
    }
    const token = tokens[edit.index] ?? newToken();
    owner.set(h, token);
    if (applied && edit.kind === 'deleteDeal') tokens.splice(edit.index, 1);
  }
  const wanted = tokens[index];
  return wanted === undefined ? [] : ordered.filter((h) => owner.get(h) === wanted);
}
