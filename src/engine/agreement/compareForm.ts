import { boardVulnerability } from '../duplicate.ts';
import { formatContract } from '../strains.ts';
import type { BridgeDeal, RummyDeal } from '../types.ts';

/**
 * A deal's one-line form (docs/format.md, "agreed"): what was entered at the table and nothing
 * derived, in a fixed order, in the match file's own spellings:
 *
 *   "4SX W 10 honors EW 100"   "3NT N 9 board 7 vulnerable both"   "passed"
 *   "out 1 points 17 0 42 rummy"
 *
 * Two deals are equal as entered exactly when their forms are equal. A deal's `agreed` holds the
 * form of the deal both devices agreed on, so "agreed" and "changed after agreement" are derived
 * by comparing it with the deal's form now (docs/style.md, rule 2): nothing else is stored.
 */

/** A deal of any game. */
export type AnyDeal = BridgeDeal | RummyDeal;

/** A deal as the match file spells it: `{ "contract": "4S", "declarer": "N", "tricks": 10 }`. */
export type DealFile = Readonly<Record<string, unknown>>;

/** Where a deal stands with its agreement: as agreed, or changed after agreement. */
export type Agreement = 'agreed' | 'changed';

/** The words of a form, from a deal in either spelling; `contract` already in file spelling. */
function formWords(deal: DealFile, contract: unknown): string {
  if (deal.out !== undefined) {
    const points = Array.isArray(deal.points) ? (deal.points as unknown[]) : [];
    return ['out', deal.out, 'points', ...points, ...(deal.rummy === true ? ['rummy'] : [])].join(
      ' ',
    );
  }
  const words: unknown[] =
    deal.passed === true ? ['passed'] : [contract, deal.declarer, deal.tricks];
  const honors = deal.honors as { side?: unknown; points?: unknown } | undefined;
  if (deal.passed !== true && honors !== undefined)
    words.push('honors', honors.side, honors.points);
  if (deal.board !== undefined) words.push('board', deal.board);
  if (deal.vulnerable !== undefined) words.push('vulnerable', deal.vulnerable);
  return words.join(' ');
}

/** A deal's one-line form: "4SX W 10 honors EW 100". Its own `agreed` is no part of it. */
export function dealForm(deal: AnyDeal): string {
  const fields = deal as unknown as DealFile;
  if ('out' in deal || deal.passed === true) return formWords(fields, undefined);
  return formWords(fields, formatContract(deal.contract));
}

/**
 * The form of the deal at `index` (0 for the first) as two devices must have it alike
 * (docs/format.md, "agreed"): at duplicate, with the board and vulnerability in force, the board
 * of its position when it has no `board` and the board's vulnerability when it has no
 * `vulnerable`. LOUD: the comparison (compare.ts) and the check code's canonical deals
 * (checkCode.ts, docs/format.md "The canonical deals") both read this one function, so that they
 * find deals different exactly alike.
 */
export function enteredForm(deal: AnyDeal, index: number, duplicate: boolean): string {
  if (!duplicate || 'out' in deal) return dealForm(deal);
  const board = deal.board ?? index + 1;
  return dealForm({ ...deal, board, vulnerable: deal.vulnerable ?? boardVulnerability(board) });
}

/** The same form, from a deal as a match file written by this app spells it. */
export function fileDealForm(deal: DealFile): string {
  return formWords(deal, deal.contract);
}

/** "agreed" while a deal is as both devices agreed on it, "changed" after; null if never agreed. */
export function agreementOf(deal: AnyDeal): Agreement | null {
  if (deal.agreed === undefined) return null;
  return deal.agreed === dealForm(deal) ? 'agreed' : 'changed';
}

/** The same, for a deal as a match file written by this app spells it. */
export function fileAgreement(deal: DealFile): Agreement | null {
  if (typeof deal.agreed !== 'string') return null;
  return deal.agreed === fileDealForm(deal) ? 'agreed' : 'changed';
}

/** The deal marked as agreed just as it stands. */
export function markAgreed<D extends AnyDeal>(deal: D): D {
  return { ...deal, agreed: dealForm(deal) };
}

/** A whole number stays a number, so the deal's reader can say what is wrong with the rest. */
function value(word: string): string | number {
  return /^\d{1,6}$/.test(word) ? Number(word) : word;
}

function splitRummy(words: readonly string[]): Record<string, unknown> | null {
  if (words[0] !== 'out' || words[1] === undefined || words[2] !== 'points') return null;
  const rummy = words[words.length - 1] === 'rummy';
  const points = words.slice(3, rummy ? -1 : undefined);
  return { out: value(words[1]), points: points.map(value), rummy };
}

function splitBridge(words: readonly string[]): Record<string, unknown> | null {
  const [first, declarer, tricks] = words;
  const passed = first === 'passed';
  if (first === undefined || (!passed && (declarer === undefined || tricks === undefined))) {
    return null;
  }
  const fields: Record<string, unknown> = passed
    ? { passed: true }
    : { contract: first, declarer, tricks: value(tricks ?? '') };
  let rest = words.slice(passed ? 1 : 3);
  while (rest.length > 0) {
    const [key, a, b] = rest;
    if (key === undefined || a === undefined || fields[key] !== undefined) return null;
    if (key === 'honors' && b !== undefined) {
      fields.honors = { side: a, points: value(b) };
      rest = rest.slice(3);
    } else if (key === 'board' || key === 'vulnerable') {
      fields[key] = key === 'board' ? value(a) : a;
      rest = rest.slice(2);
    } else return null;
  }
  return fields;
}

/**
 * Splits a one-line form into the fields a match file gives that deal, to be read and checked
 * like any deal of the match; null when the text is not in the form at all. Any spacing is read;
 * the form is written back with single spaces and in its fixed order.
 */
export function splitForm(text: string, rummy: boolean): Record<string, unknown> | null {
  const words = text.trim().split(/\s+/);
  return rummy ? splitRummy(words) : splitBridge(words);
}
