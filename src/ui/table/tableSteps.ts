import { describeEdit, sameJson } from '../../db/edits.ts';
import { applyEdit, invertEdit } from '../../db/editSteps.ts';
import type { Edit } from '../../db/records.ts';
import { isBridge } from '../../engine/gameTraits.ts';
import { dealToJson, toMatchFile } from '../../engine/matchFile/serialize.ts';
import { validateMatch } from '../../engine/matchFile/validateMatch.ts';
import { scoreMatch } from '../../engine/score.ts';
import { sideIndex } from '../../engine/seats.ts';
import type { BridgeDeal, BridgeMatch, HonorsClaim } from '../../engine/types.ts';
import type { DealMark, Draft, Toast } from '../../state/uiStore.ts';
import { currentDraft, keptChoices, offerKeepNote, setKept } from '../../state/uiStore.ts';
import { columnsOf, editWords } from './columns.ts';
import { markOf } from './marks.ts';
import { playedBoardText } from './playedBoard.ts';
import { resetTapGuard } from '../common/tapGuard.ts';
import { carryOver, draftToCorrect, nextDealPlace } from './dealDraft.ts';
import type { MatchActions, Written } from './useMatchActions.ts';

/**
 * What the table does when a deal is written, corrected, deleted or given honors, or play ends or
 * resumes: the step, and the message that says it with its Undo, and the read-back. Loaded with
 * the first touch of the pad (or the first of these taps) by useTableEdits, so the first screen
 * carries none of it. A step the store does not take has said why already (useMatchActions), and
 * leaves what was entered as it was.
 */

/** The table as it stands when a step is taken. */
export interface TableNow {
  readonly match: BridgeMatch;
  /** The step the history's Undo would take now (the match may have moved on since a message). */
  readonly lastStep: Edit | null;
  /** The step the history's Redo would take now. */
  readonly nextStep: Edit | null;
  /** Read each deal aloud (the table's settings). */
  readonly readBack: boolean;
}

/** What the steps work with: made once for a table, reading it as it is when a step is taken. */
export interface TableWriter {
  readonly id: string;
  readonly now: () => TableNow;
  readonly actions: Pick<MatchActions, 'commit' | 'undo' | 'redo' | 'fail'>;
  readonly showToast: (
    message: string,
    action?: Toast['action'],
    about?: DealMark,
    redo?: Toast['redo'],
  ) => void;
  readonly setDraft: (draft: Partial<Draft>) => void;
  readonly resetDraft: () => void;
}

/**
 * A message about a step, with an Undo that takes back exactly that step: the history's own undo
 * while it is still the last step, otherwise the step's inverse. Once taken back, the message
 * says so and offers Redo before the Undo, which stays where it was, spent: a second tap there
 * never puts the step back.
 */
function tell(t: TableWriter, edit: Edit, after: BridgeMatch, index: number, text: string): void {
  const takeBack = () => {
    const undone = sameJson(t.now().lastStep, edit)
      ? t.actions.undo()
      : t.actions.commit(invertEdit(edit)).then((written) => written.ok);
    undone.then((ok) => ok && tellUndone(t, edit, after, index, text)).catch(t.actions.fail);
  };
  t.showToast(text, { label: 'Undo', run: takeBack }, markOf(t.id, after, index));
}

/** The message once its step is taken back, until the deal it named changes again. */
function tellUndone(t: TableWriter, edit: Edit, after: BridgeMatch, index: number, text: string) {
  const before = afterEdit(after, invertEdit(edit));
  if (before === null) return;
  const putBack = () => {
    const redone = sameJson(t.now().nextStep, edit)
      ? t.actions.redo()
      : t.actions.commit(edit).then((written) => written.ok);
    redone.then((ok) => ok && tell(t, edit, after, index, text)).catch(t.actions.fail);
  };
  t.showToast(
    `Undone: ${describeEdit(edit, editWords(columnsOf(after)))}.`,
    { label: 'Undo' },
    markOf(t.id, before, index),
    { label: 'Redo', run: putBack },
  );
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
function withBoard(match: BridgeMatch, deal: BridgeDeal): BridgeDeal {
  return deal.board === undefined ? { ...deal, ...nextDealPlace(match, currentDraft()) } : deal;
}

/** What a deal written while the device keeps nothing is: kept, until the page is closed. */
export const KEPT = 'kept until you close the app';

/**
 * Says a new deal was written: "saved", or "kept until you close the app" where only memory holds
 * it now, as the store stood when the write ended (docs/format.md); read aloud when asked.
 */
async function sayWritten(
  t: TableWriter,
  edit: Edit & { kind: 'addDeal' },
  after: BridgeMatch,
  written: Written & { ok: true },
): Promise<void> {
  const saved = written.inMemory ? KEPT : 'saved';
  const cols = columnsOf(after);
  try {
    // What is said after a deal loads with the first deal written.
    const { readBack, savedText } = await import('./announce.ts');
    const sheet = scoreMatch(after);
    tell(t, edit, after, edit.index, savedText(after, sheet, edit.index, cols, saved));
    if (t.now().readBack) readBack(after, sheet, edit.index, cols);
  } catch {
    // The deal is written: only the words about it could not be loaded, so it is said plainly.
    tell(t, edit, after, edit.index, `Deal ${edit.index + 1} ${saved}.`);
  }
}

/** How many matches' honors answers are remembered: uiStore.ts's HONORS_MEMORY. */
const HONORS_KEPT = 100;

/**
 * Notes that deal `index` of the table's match was written on this device (the honors answered,
 * uiStore.ts): on a device in a club, where the club's other devices write deals too, only the
 * device that wrote a deal asks about its honors (Pad.tsx). Kept here, not with the first screen.
 */
function honorsToAsk(match: string, index: number): void {
  const { [match]: _before, ...others } = keptChoices().honorsAnswered;
  // As many matches as the store remembers answers for (uiStore.ts), the oldest forgotten first.
  const kept = Object.entries(others).slice(1 - HONORS_KEPT);
  setKept({ honorsAnswered: { ...Object.fromEntries(kept), [match]: `${index}:here` } });
}

/**
 * Writes a new deal, or the correction of deal `editing`, and says what it did. Resolves to
 * whether it was written; what was entered stays in the pad when it was not.
 */
export async function saveDeal(
  t: TableWriter,
  deal: BridgeDeal,
  editing: number | null,
): Promise<boolean> {
  const { match } = t.now();
  if (editing === null) {
    const index = match.deals.length;
    const placed = withBoard(match, deal);
    // A board already played is not written again: the pad says which deal it is.
    const played = placed.board === undefined ? null : playedBoardText(match, placed.board);
    if (played !== null) {
      resetTapGuard();
      t.showToast(played);
      return false;
    }
    const edit = { kind: 'addDeal', index, deal: dealToJson(placed) } as const;
    const written = await t.actions.commit(edit);
    if (!written.ok) return false;
    honorsToAsk(t.id, index);
    t.resetDraft();
    const after = afterEdit(match, edit);
    if (after !== null) await sayWritten(t, edit, after, written);
    offerKeepNote();
    return true;
  }
  // The correction is checked against the deal as it was when it began (editConflict). The
  // draft is closed first, so the saved change is not taken for a change under the draft; it
  // comes back if the save is refused.
  const draftNow = currentDraft();
  const original = draftNow.original ?? match.deals[editing];
  if (original === undefined) return false;
  const after = dealToJson(carryOver(original, deal));
  const edit: Edit = { kind: 'editDeal', index: editing, before: dealToJson(original), after };
  t.resetDraft();
  const written = await t.actions.commit(edit);
  if (!written.ok) {
    t.setDraft(draftNow);
    return false;
  }
  if (editing === match.deals.length - 1) honorsToAsk(t.id, editing);
  const corrected = afterEdit(match, edit);
  if (corrected !== null)
    tell(
      t,
      edit,
      corrected,
      editing,
      `Deal ${editing + 1} corrected; every later deal is scored again.`,
    );
  return true;
}

/** Claims honors on a deal (or none), and says so. */
export async function saveHonors(
  t: TableWriter,
  index: number,
  claim: HonorsClaim | null,
): Promise<boolean> {
  const { match } = t.now();
  const deal = match.deals[index];
  const claimed = deal === undefined || deal.passed === true ? undefined : deal.honors;
  const before = claimed === undefined ? null : { side: claimed.side, points: claimed.points };
  const edit: Edit = { kind: 'honors', index, before, after: claim };
  if (!(await t.actions.commit(edit)).ok) return false;
  const after = afterEdit(match, edit);
  const cols = columnsOf(match);
  const honors =
    claim === null ? 'no honors' : `${claim.points} honors to ${cols.label(sideIndex(claim.side))}`;
  if (after !== null) tell(t, edit, after, index, `Deal ${index + 1}: ${honors}.`);
  return true;
}

/** Ends play (scoring any unfinished rubber) or resumes it, and says what ending scored. */
export async function endOrResume(t: TableWriter): Promise<void> {
  const { match } = t.now();
  const edit: Edit = { kind: 'finish', before: match.finished, after: !match.finished };
  const after = (await t.actions.commit(edit)).ok ? afterEdit(match, edit) : null;
  if (after === null) return;
  const ended = edit.after
    ? await import('./announce.ts').then(
        ({ endOfPlayNews }) => `Play has ended${endOfPlayNews(after, columnsOf(after))}.`,
        // Play has ended all the same: only the words for what it scored could not be loaded.
        () => 'Play has ended.',
      )
    : 'Play resumed: enter the next deal.';
  tell(t, edit, after, -1, ended);
}

/** Opens deal `index` in the pad, to be corrected, as it was entered. */
export function openCorrection(t: TableWriter, index: number): void {
  const correcting = draftToCorrect(t.now().match, index);
  if (correcting !== null) t.setDraft(correcting);
}

/** Deletes a deal; the history's Undo brings it back. */
export async function deleteDeal(t: TableWriter, index: number): Promise<void> {
  const deal = t.now().match.deals[index];
  if (deal !== undefined)
    await t.actions.commit({ kind: 'deleteDeal', index, deal: dealToJson(deal) });
}
