import { fileAgreement } from '../engine/agreement/compareForm.ts';
import { displaySpelling } from '../engine/strains.ts';
import type { AgreedDeal, DealJson, DetailField, Edit } from './records.ts';

/**
 * Edits described for the history and the Undo and Redo buttons, in a player's words. Applying
 * and inverting them is in editSteps.ts, loaded with the first write.
 */

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
  return `${displaySpelling(String(deal.contract))} by ${String(deal.declarer)}, ${String(deal.tricks)} ${deal.tricks === 1 ? 'trick' : 'tricks'}${claim}`;
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
    case 'x-bridgepad-table':
      return "the evening's seating renamed";
  }
}
