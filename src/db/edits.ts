import { fileAgreement } from '../engine/agreement/compareForm.ts';
import type { AgreedDeal, DealJson, DetailField, Edit, MatchFileJson } from './records.ts';

/**
 * Edits as pure functions on a match file object: applying one, inverting one (for undo), and
 * describing one for the history. The store checks every result with the engine's validator
 * before saving it.
 */

function deals(file: MatchFileJson): DealJson[] {
  return Array.isArray(file.deals) ? [...(file.deals as DealJson[])] : [];
}

/** Equal as JSON values, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) =>
    sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
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

/**
 * A result sent to the organiser is no longer the result once play changes: a step that changes
 * the deals or the end of play takes `sent` away, so the match reads "not sent" until it is sent
 * again (docs/format.md, "sent"). Marking deals agreed as they stand changes no result.
 */
export function applyEdit(file: MatchFileJson, edit: Edit): MatchFileJson {
  const after = applyStep(file, edit);
  const keepsResult = edit.kind === 'detail' || edit.kind === 'rename' || edit.kind === 'agree';
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

/** How a description names a side; the stored history says NS and EW, the table WE and THEY. */
export interface EditWords {
  readonly side: (side: string) => string;
}
const AS_STORED: EditWords = { side: (side) => side };

/** "4S by N, 10 tricks", "passed out". */
export function describeDeal(deal: DealJson | undefined, words: EditWords = AS_STORED): string {
  if (deal === undefined) return 'nothing';
  if (deal.passed === true) return 'passed out';
  const honors = deal.honors as { side?: string; points?: number } | undefined;
  const claim =
    honors === undefined
      ? ''
      : `, honors ${honors.points ?? ''} to ${words.side(honors.side ?? '')}`;
  return `${String(deal.contract)} by ${String(deal.declarer)}, ${String(deal.tricks)} tricks${claim}`;
}

function names(players: unknown): string {
  if (Array.isArray(players)) return players.join(', ');
  if (players !== null && typeof players === 'object') return Object.values(players).join(', ');
  return String(players);
}

/** A line for the history: what changed, in a player's words. */
export function describeEdit(edit: Edit, words: EditWords = AS_STORED): string {
  switch (edit.kind) {
    case 'addDeal': {
      const agreed = edit.deal.agreed === undefined ? '' : ' as agreed';
      return `deal ${edit.index + 1} entered${agreed}: ${describeDeal(edit.deal, words)}`;
    }
    case 'editDeal':
      return `deal ${edit.index + 1} ${changed(edit.before, edit.after)}: ${describeDeal(edit.before, words)} -> ${describeDeal(edit.after, words)}`;
    case 'deleteDeal':
      return `deal ${edit.index + 1} deleted: ${describeDeal(edit.deal, words)}`;
    case 'agree':
      return describeAgree(edit.deals, words);
    case 'honors': {
      const claim = (h: unknown) => {
        const honors = h as { side?: string; points?: number } | null;
        return honors === null
          ? 'none'
          : `${honors.points ?? ''} to ${words.side(honors.side ?? '')}`;
      };
      return `deal ${edit.index + 1} honors: ${claim(edit.before)} -> ${claim(edit.after)}`;
    }
    case 'rename':
      return `players renamed: ${names(edit.before)} -> ${names(edit.after)}`;
    case 'finish':
      return edit.after ? 'end of play' : 'play resumed';
    case 'detail':
      return describeDetail(edit.field, edit.after);
  }
}

/**
 * What a correction did to an agreement (docs/format.md, "agreed"): taking the other device's deal
 * agrees on it; changing a deal both agreed on is flagged, so an organiser can see it.
 */
function changed(before: DealJson, after: DealJson): string {
  if (after.agreed !== undefined && after.agreed !== before.agreed) return 'agreed';
  return fileAgreement(after) === 'changed' ? 'changed after agreement' : 'changed';
}

/** "deal 3 agreed: 4S by S, 10 tricks", or "deals 1, 2 and 5 agreed". */
function describeAgree(deals: readonly AgreedDeal[], words: EditWords): string {
  const [only] = deals;
  if (deals.length === 1 && only !== undefined) {
    return `deal ${only.index + 1} agreed: ${describeDeal(only.after, words)}`;
  }
  const numbers = deals.map((d) => String(d.index + 1));
  const last = numbers.pop() ?? '';
  return `deals ${numbers.length === 0 ? last : `${numbers.join(', ')} and ${last}`} agreed`;
}

function describeDetail(field: DetailField, after: unknown): string {
  switch (field) {
    case 'sent':
      return after === null ? 'marked as not sent' : 'result sent to the organiser';
  }
}
