import { sameJson } from './edits.ts';
import type { DealJson, Edit, MatchFileJson } from './records.ts';

/**
 * Edits as pure steps on a match file object (docs/style.md, rule 19): applying one, inverting one
 * (for undo), and refusing one whose deal changed underneath. The store checks every result with
 * the engine's validator before saving it. Loaded with the first write, not with the first screen.
 */

function deals(file: MatchFileJson): DealJson[] {
  return Array.isArray(file.deals) ? [...(file.deals as DealJson[])] : [];
}

/**
 * Why an edit no longer fits the match it is applied to, or null when it fits: the deal it
 * changes must still be the deal it was made on. Guards undo, redo and a correction left open
 * while the match changed, so no step ever lands on the wrong deal.
 */
export function editConflict(file: MatchFileJson, edit: Edit): string | null {
  const list = deals(file);
  const stale = 'the match has changed since; this step no longer fits it';
  switch (edit.kind) {
    case 'addDeal':
      return edit.index <= list.length ? null : stale;
    case 'editDeal':
      return sameJson(list[edit.index], edit.before) ? null : stale;
    case 'deleteDeal':
      return sameJson(list[edit.index], edit.deal) ? null : stale;
    case 'agree':
      return edit.deals.every((d) => sameJson(list[d.index], d.before)) ? null : stale;
    case 'honors': {
      const deal = list[edit.index];
      return deal !== undefined && sameJson(deal.honors ?? null, edit.before) ? null : stale;
    }
    case 'rename':
      return sameJson(file.players, edit.before) ? null : stale;
    case 'finish':
      return (file.finished === true) === edit.before ? null : stale;
    case 'detail':
      return sameJson(file[edit.field] ?? null, edit.before) ? null : stale;
  }
}

/** A deal as played: everything but its `agreed` mark. */
function played(deal: DealJson): DealJson {
  const { agreed: _agreed, ...rest } = deal;
  return rest;
}

/**
 * A result sent to the organiser is no longer the result once play changes: a step that changes
 * the deals or the end of play takes `sent` away, so the match reads "not sent" until it is sent
 * again (docs/format.md, "sent"). Marking deals agreed as they stand changes no result; an
 * `agree` step that takes the other device's deal in place of one does.
 */
export function applyEdit(file: MatchFileJson, edit: Edit): MatchFileJson {
  const after = applyStep(file, edit);
  const keepsResult =
    edit.kind === 'detail' ||
    edit.kind === 'rename' ||
    (edit.kind === 'agree' && edit.deals.every((d) => sameJson(played(d.before), played(d.after))));
  if (keepsResult || after.sent === undefined) return after;
  const { sent: _sent, ...unsent } = after;
  return unsent;
}

function applyStep(file: MatchFileJson, edit: Edit): MatchFileJson {
  const list = deals(file);
  switch (edit.kind) {
    case 'addDeal':
      list.splice(edit.index, 0, edit.deal);
      return { ...file, deals: list };
    case 'editDeal':
      list[edit.index] = edit.after;
      return { ...file, deals: list };
    case 'deleteDeal':
      list.splice(edit.index, 1);
      return { ...file, deals: list };
    case 'agree':
      for (const d of edit.deals) list[d.index] = d.after;
      return { ...file, deals: list };
    case 'honors': {
      const { honors: _old, ...rest } = list[edit.index] ?? {};
      list[edit.index] = edit.after === null ? rest : { ...rest, honors: edit.after };
      return { ...file, deals: list };
    }
    case 'rename':
      return { ...file, players: edit.after };
    case 'finish':
      return { ...file, finished: edit.after };
    case 'detail': {
      const { [edit.field]: _old, ...rest } = file;
      return edit.after === null ? rest : { ...rest, [edit.field]: edit.after };
    }
  }
}

export function invertEdit(edit: Edit): Edit {
  switch (edit.kind) {
    case 'addDeal':
      return { kind: 'deleteDeal', index: edit.index, deal: edit.deal };
    case 'deleteDeal':
      return { kind: 'addDeal', index: edit.index, deal: edit.deal };
    case 'agree':
      return {
        kind: 'agree',
        deals: edit.deals.map((d) => ({ index: d.index, before: d.after, after: d.before })),
      };
    case 'editDeal':
    case 'honors':
    case 'rename':
    case 'finish':
    case 'detail':
      return { ...edit, before: edit.after, after: edit.before } as Edit;
  }
}
