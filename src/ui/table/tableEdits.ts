import { sameJson } from '../../db/edits.ts';
import { applyEdit, invertEdit } from '../../db/editSteps.ts';
import type { Edit } from '../../db/records.ts';
import { isBridge } from '../../engine/gameTraits.ts';
import { toMatchFile } from '../../engine/matchFile/serialize.ts';
import { validateMatch } from '../../engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../../engine/score.ts';
import { sideIndex } from '../../engine/seats.ts';
import type { BridgeMatch, HonorsClaim } from '../../engine/types.ts';
import type { DealMark, Draft, Toast } from '../../state/uiStore.ts';
import { currentDraft } from '../../state/uiStore.ts';
import type { Columns } from './columns.ts';
import { markOf } from './marks.ts';
import { carryOver, nextDealPlace } from './padLogic.ts';
import { speak } from './speech.ts';

/**
 * What the table does when a deal is written, corrected, given honors, or play ends or resumes:
 * the step, the message that says it with its Undo, and the read-back. Loaded with the first
 * touch of the pad (or the first of these taps), so the first screen carries none of it.
 */

export interface TableEdits {
  readonly id: string;
  readonly match: BridgeMatch;
  readonly cols: Columns;
  readonly commit: (edit: Edit) => Promise<boolean>;
  readonly undo: () => Promise<void>;
  /** The step the history's Undo would take now (the match may have moved on since a message). */
  readonly lastStep: () => Edit | null;
  readonly readBack: boolean;
  /** Scores are held in memory only (docs/format.md): a deal is kept, not saved. */
  readonly inMemory: boolean;
  readonly showToast: (message: string, action?: Toast['action'], about?: DealMark) => void;
  readonly setDraft: (draft: Partial<Draft>) => void;
  readonly resetDraft: () => void;
}

/**
 * A message about a step, with an Undo that takes back exactly that step: the history's own undo
 * while it is still the last step, otherwise the step's inverse.
 */
function tell(t: TableEdits, edit: Edit, after: BridgeMatch, index: number, text: string): void {
  const takeBack = () => {
    if (sameJson(t.lastStep(), edit)) void t.undo();
    else void t.commit(invertEdit(edit));
  };
  t.showToast(text, { label: 'Undo', run: takeBack }, markOf(t.id, after, index));
}

/** The match as it is after an edit, read as the store would read it; null if it would not read. */
function afterEdit(match: BridgeMatch, edit: Edit): BridgeMatch | null {
  const read = validateMatch(applyEdit(toMatchFile(match), edit));
  return read.ok && isBridge(read.value) ? read.value : null;
}

/**
 * At duplicate a new deal is written with its board, the one chosen on the pad or the one after
 * the last (docs/rules.md, Duplicate), and the traveller's vulnerability where it was given.
 */
function withBoard(match: BridgeMatch, deal: Record<string, unknown>): Record<string, unknown> {
  return deal.board === undefined ? { ...deal, ...nextDealPlace(match, currentDraft()) } : deal;
}

/** What a deal written while the device keeps nothing is: kept, until the page is closed. */
export const KEPT = 'kept until you close the app';

const rawDeals = (match: BridgeMatch) => toMatchFile(match).deals as Record<string, unknown>[];

/** Writes a new deal, or the correction of deal `editing`; says what it did. */
export async function saveDeal(
  t: TableEdits,
  deal: Record<string, unknown>,
  editing: number | null,
): Promise<boolean> {
  const { match, cols } = t;
  if (editing === null) {
    const edit: Edit = { kind: 'addDeal', index: match.deals.length, deal: withBoard(match, deal) };
    const ok = await t.commit(edit);
    if (ok) {
      t.resetDraft();
      const after = afterEdit(match, edit);
      if (after !== null) {
        // What is said after a deal loads with the first deal written.
        const { readBackText, savedText } = await import('./announce.ts');
        const afterSheet = scoreMatch(after);
        const saved = t.inMemory ? KEPT : 'saved';
        tell(t, edit, after, edit.index, savedText(after, afterSheet, edit.index, cols, saved));
        if (t.readBack) speak(readBackText(after, afterSheet, edit.index, cols));
      }
    }
    return ok;
  }
  // The correction is checked against the deal as it was when it began (editConflict). The
  // draft is closed first, so the saved change is not taken for a change under the draft; it
  // comes back if the save is refused.
  const draftNow = currentDraft();
  const before = draftNow.original ?? rawDeals(match)[editing] ?? {};
  const after = carryOver(before, deal);
  t.resetDraft();
  const edit: Edit = { kind: 'editDeal', index: editing, before, after };
  const ok = await t.commit(edit);
  const corrected = ok ? afterEdit(match, edit) : null;
  if (corrected !== null)
    tell(
      t,
      edit,
      corrected,
      editing,
      `Deal ${editing + 1} corrected; every later deal is scored again.`,
    );
  else if (!ok) t.setDraft(draftNow);
  return ok;
}

/** Claims honors on a deal (or none), and says so. */
export async function saveHonors(
  t: TableEdits,
  deal: number,
  claim: HonorsClaim | null,
): Promise<void> {
  const before = (rawDeals(t.match)[deal]?.honors as HonorsClaim | undefined) ?? null;
  const edit: Edit = { kind: 'honors', index: deal, before, after: claim };
  const after = (await t.commit(edit)) ? afterEdit(t.match, edit) : null;
  if (after === null) return;
  const honors =
    claim === null
      ? 'no honors'
      : `${claim.points} honors to ${t.cols.label(sideIndex(claim.side))}`;
  tell(t, edit, after, deal, `Deal ${deal + 1}: ${honors}.`);
}

/** Ends play (scoring any unfinished rubber) or resumes it, and says what ending scored. */
export async function endOrResume(t: TableEdits): Promise<void> {
  const { match, cols } = t;
  const edit: Edit = { kind: 'finish', before: match.finished, after: !match.finished };
  const after = (await t.commit(edit)) ? afterEdit(match, edit) : null;
  if (after === null) return;
  const { endOfPlayNews } = await import('./announce.ts');
  tell(
    t,
    edit,
    after,
    -1,
    edit.after
      ? `Play has ended${endOfPlayNews(after, cols)}.`
      : 'Play resumed: enter the next deal.',
  );
}

/** Deletes a deal; the history's Undo brings it back. */
export function deleteDeal(t: TableEdits, index: number): void {
  const deal = rawDeals(t.match)[index];
  if (deal !== undefined) void t.commit({ kind: 'deleteDeal', index, deal });
}

/** The pad's draft for correcting deal `index`, as it was entered. */
export function draftToCorrect(match: BridgeMatch, index: number): Draft | null {
  const deal = match.deals[index];
  if (deal === undefined) return null;
  const original = rawDeals(match)[index] ?? null;
  return deal.passed === true
    ? {
        level: null,
        strain: null,
        doubling: 0,
        declarer: null,
        tricks: null,
        editing: index,
        original,
      }
    : {
        level: deal.contract.level,
        strain: deal.contract.strain,
        doubling: deal.contract.doubling,
        declarer: deal.declarer,
        tricks: deal.tricks,
        editing: index,
        original,
      };
}
