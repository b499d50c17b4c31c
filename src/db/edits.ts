import type { DealJson, Edit, MatchFileJson } from './records.ts';

/**
 * Edits as pure functions on a match file object: applying one, inverting one (for undo), and
 * describing one for the history. The store checks every result with the engine's validator
 * before saving it.
 */

function deals(file: MatchFileJson): DealJson[] {
  return Array.isArray(file.deals) ? [...(file.deals as DealJson[])] : [];
}

export function applyEdit(file: MatchFileJson, edit: Edit): MatchFileJson {
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
    case 'honors': {
      const { honors: _old, ...rest } = list[edit.index] ?? {};
      list[edit.index] = edit.after === null ? rest : { ...rest, honors: edit.after };
      return { ...file, deals: list };
    }
    case 'rename':
      return { ...file, players: edit.after };
    case 'finish':
      return { ...file, finished: edit.after };
  }
}

export function invertEdit(edit: Edit): Edit {
  switch (edit.kind) {
    case 'addDeal':
      return { kind: 'deleteDeal', index: edit.index, deal: edit.deal };
    case 'deleteDeal':
      return { kind: 'addDeal', index: edit.index, deal: edit.deal };
    case 'editDeal':
    case 'honors':
    case 'rename':
    case 'finish':
      return { ...edit, before: edit.after, after: edit.before } as Edit;
  }
}

/** "4S by N, 10 tricks", "passed out". */
export function describeDeal(deal: DealJson | undefined): string {
  if (deal === undefined) return 'nothing';
  if (deal.passed === true) return 'passed out';
  const honors = deal.honors as { side?: string; points?: number } | undefined;
  const claim =
    honors === undefined ? '' : `, honors ${honors.points ?? ''} to ${honors.side ?? ''}`;
  return `${String(deal.contract)} by ${String(deal.declarer)}, ${String(deal.tricks)} tricks${claim}`;
}

function names(players: unknown): string {
  if (Array.isArray(players)) return players.join(', ');
  if (players !== null && typeof players === 'object') return Object.values(players).join(', ');
  return String(players);
}

/** A line for the history: what changed, in a player's words. */
export function describeEdit(edit: Edit): string {
  switch (edit.kind) {
    case 'addDeal':
      return `deal ${edit.index + 1} entered: ${describeDeal(edit.deal)}`;
    case 'editDeal':
      return `deal ${edit.index + 1} changed: ${describeDeal(edit.before)} -> ${describeDeal(edit.after)}`;
    case 'deleteDeal':
      return `deal ${edit.index + 1} deleted: ${describeDeal(edit.deal)}`;
    case 'honors': {
      const claim = (h: unknown) => {
        const honors = h as { side?: string; points?: number } | null;
        return honors === null ? 'none' : `${honors.points ?? ''} to ${honors.side ?? ''}`;
      };
      return `deal ${edit.index + 1} honors: ${claim(edit.before)} -> ${claim(edit.after)}`;
    }
    case 'rename':
      return `players renamed: ${names(edit.before)} -> ${names(edit.after)}`;
    case 'finish':
      return edit.after ? 'end of play' : 'play resumed';
  }
}
