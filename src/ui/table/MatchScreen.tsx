import { rulesLine } from '../../engine/rulesSaid.ts';
import { tieBreakSaid } from '../../engine/score.ts';
import { isFourPlayer, isRummy, isRummySheet, traitsOf } from '../../engine/gameTraits.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { UndoState } from '../../db/matchStore.ts';
import type { BridgeSheet } from '../../engine/sheet.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import type { Toast } from '../../state/uiStore.ts';
import { useDraft, useKeepNote, useResetDraft, useShowToast } from '../../state/uiStore.ts';
import { useClubJoined } from '../../state/clubStore.ts';
import { sameJson } from '../../db/edits.ts';
import { checkCode } from '../../engine/agreement/checkCode.ts';
import { boardState } from '../../engine/duplicate.ts';
import type { Agreement } from '../../engine/agreement/compareForm.ts';
import { agreementLine, agreementMarks } from '../common/agreementWords.ts';
import { NewestFirst } from '../common/NewestFirst.tsx';
import { ToastBar } from '../common/ToastBar.tsx';
import { DealTitle, rubberLine } from './DealTitle.tsx';
import { FoldButton } from './FoldButton.tsx';
import { markHolds } from './marks.ts';
import { QuickEntryField } from './QuickEntryField.tsx';
import { installTapGuard, markSave } from '../common/tapGuard.ts';
import { columnsOf, editWords } from './columns.ts';
import { DealList } from './DealList.tsx';
import { MatchHeader } from './MatchHeader.tsx';
import { Pad } from './Pad.tsx';
import { matchOver, playBlocked, tableStopped } from './padLogic.ts';
import { StatusStrip } from './StatusStrip.tsx';
import { groupRubberOver, readGroup } from '../../engine/tableGroup.ts';
import { standingOf } from '../../engine/standing.ts';
import { useMatch } from './useMatch.ts';
import { MatchDiffers } from '../common/MatchDiffers.tsx';
import { useTableEdits } from './useTableEdits.ts';
import { useWakeLock } from './useWakeLock.ts';
import { RubberTable } from './WeTheySheet.tsx';
import { SayScore } from './SayScore.tsx';

/** Rubbers (or chukkers) drawn at first, newest first; the earlier ones are a tap away. */
const TABLES_SHOWN = 2;

// Opened on a tap, so loaded then: the first screen stays small.
const DealDialog = lazy(() =>
  import('../dealDetail/DealDialog.tsx').then((m) => ({ default: m.DealDialog })),
);
const HistoryList = lazy(() =>
  import('../dealDetail/HistoryList.tsx').then((m) => ({ default: m.HistoryList })),
);

// A bonus of the end of play, explained when tapped.
// Once a deal is written, where the browser has not promised to keep the scores.
const KeepNote = lazy(() => import('../storage/KeepNote.tsx'));
const BonusNote = lazy(() => import('./BonusNote.tsx').then((m) => ({ default: m.BonusNote })));
// At a table of five or six players only.
// Chicago's chukkers, each deal with its dealer and vulnerability: loaded for Chicago only.
const ChukkerTables = lazy(() =>
  import('./ChukkerTable.tsx').then((m) => ({ default: m.ChukkerTables })),
);
// Once a rubber is over: until then there is no back score to show, nor a player to take in.
const BackScore = lazy(() => import('./BackScore.tsx').then((m) => ({ default: m.BackScore })));
const SessionBackScore = lazy(() =>
  import('./SessionBackScore.tsx').then((m) => ({ default: m.SessionBackScore })),
);
// Shown once a rubber of five or six players is over.
const NextRubber = lazy(() => import('./NextRubber.tsx').then((m) => ({ default: m.NextRubber })));
// Once a Kapiti or Six-Deal match is decided.
const MatchOver = lazy(() => import('./MatchOver.tsx').then((m) => ({ default: m.MatchOver })));
const BackupOffer = lazy(() =>
  import('../backup/BackupOffer.tsx').then((m) => ({ default: m.BackupOffer })),
);
const RummyScreen = lazy(() => import('../rummy/RummyScreen.tsx'));
// On a device that has joined a club only.
const LastDealSent = lazy(() => import('../club/LastDealSent.tsx'));
const MatchUnread = lazy(() => import('./MatchUnread.tsx'));

function ResultLine({
  id,
  match,
  sheet,
  marks,
}: {
  id: string;
  match: BridgeMatch;
  sheet: BridgeSheet;
  marks: readonly (Agreement | null)[];
}) {
  const joined = useClubJoined();
  const cols = columnsOf(match);
  const [left, right] = cols.sides;
  const totals = `${cols.heads[0]} ${sheet.totals[left]} · ${cols.heads[1]} ${sheet.totals[right]}`;
  const { planned, boards } = traitsOf(match.game);
  const text = boards
    ? // Duplicate: each board scored for NS or EW, a session of boards, no side "winning" it.
      `${sheet.deals.length} ${sheet.deals.length === 1 ? 'board' : 'boards'}${match.finished ? ', session over' : ''}`
    : sheet.status === 'complete'
      ? `${sheet.winner === null ? '' : cols.label(sheet.winner)} won by ${Math.abs(sheet.totals[0] - sheet.totals[1])}`
      : sheet.status === 'tied'
        ? ['Tied', tieBreakSaid(match.game, planned)].filter(Boolean).join(': ')
        : 'In progress';
  const agreement = agreementLine(marks);
  const rules = rulesLine(match, 'changed');
  return (
    <div className="sheet-head">
      <p className={`result-line ${sheet.status}`} role="status">
        <strong>{totals}</strong> · {text}
      </p>
      <SayScore match={match} sheet={sheet} cols={cols} />
      {/* Read aloud between two devices keeping the same match: same deals, same code. */}
      <p className="check-code">
        Check code <strong>{checkCode(match)}</strong>
        {agreement?.agreed != null && <> · {agreement.agreed}</>}
      </p>
      {agreement?.changed != null && <p className="agreement-changed">* {agreement.changed}</p>}
      {/* What this match is played by, where it is not what the rules page says by default. */}
      {rules !== null && <p className="rules-line">{rules}</p>}
      {joined && match.deals.length > 0 && (
        <Suspense fallback={null}>
          <LastDealSent id={id} match={match} />
        </Suspense>
      )}
    </div>
  );
}

function BridgeTable({
  match,
  sheet,
  id,
  undo,
}: {
  match: BridgeMatch;
  sheet: BridgeSheet;
  id: string;
  undo: UndoState | undefined;
}) {
  const cols = columnsOf(match);
  const edits = useTableEdits(id, match, undo);
  const resetDraft = useResetDraft();
  const showToast = useShowToast();
  const [open, setOpen] = useState<number | null>(null);
  const [openBonus, setOpenBonus] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  useWakeLock(!match.finished);
  useEffect(() => () => resetDraft(), [id, resetDraft]);
  useEffect(() => installTapGuard(document), []);
  // A correction left open while the deal changed (undo, another tab) would land on the wrong
  // deal: it is cancelled, and says so.
  const keepNote = useKeepNote();
  const draft = useDraft();
  useEffect(() => {
    if (draft.editing === null) return;
    if (!sameJson(match.deals[draft.editing], draft.original)) {
      resetDraft();
      showToast(
        `Deal ${draft.editing + 1} changed while you were correcting it: the correction was cancelled.`,
      );
    }
  }, [match, draft.editing, draft.original, resetDraft, showToast]);

  const edit = (index: number) => {
    setOpen(null);
    edits.correct(index);
  };
  const remove = (index: number) => {
    setOpen(null);
    edits.remove(index);
  };
  const traits = traitsOf(match.game);
  const lined = traits.lined;
  const winner = sheet.winner === null ? null : cols.label(sheet.winner);
  const group = readGroup(match);
  const rubberOver = groupRubberOver(match, standingOf(sheet));
  const unit = (traits.unit ?? 'Rubber').toLowerCase();
  const blocked = rubberOver ? `This ${unit} is over.` : playBlocked(match, sheet.status, winner);
  const over = matchOver(match, sheet.status);
  const stopped = tableStopped(match, sheet.status, rubberOver);
  const marks = agreementMarks(match.deals);
  // Duplicate: the board chosen on the pad, with its dealer and vulnerability, heads the table.
  const boardChosen =
    traits.boards && draft.editing === null && (draft.board != null || draft.vulnerable != null);
  const shown = boardChosen
    ? {
        ...sheet,
        next: boardState(draft.board ?? sheet.next.board ?? 1, draft.vulnerable ?? undefined),
      }
    : sheet;
  // Chicago: each chukker as its four deals, the one in play (or the next) on top.
  const chicago = traits.unit === 'Chukker' && isFourPlayer(match) ? match : null;
  const dealList = (
    <DealList sheet={sheet} match={match} cols={cols} marks={marks} onOpen={setOpen} />
  );

  return (
    <div className="table-screen">
      <div className="table-top">
        <MatchHeader
          match={match}
          id={id}
          undo={undo}
          onUndo={edits.undo}
          onRedo={edits.redo}
          words={editWords(cols)}
          title={<DealTitle match={match} sheet={shown} stopped={stopped} />}
          subtitle={rubberLine(match, sheet)}
        />
        {stopped === null && (
          <StatusStrip
            match={match}
            sheet={shown}
            cols={cols}
            aside={<FoldButton match={match} />}
          />
        )}
      </div>
      <div className="table-layout">
        <section className="sheet-area" aria-label="Score sheet">
          {/* Above the sheet, where a phone shows it between deals rather than under the pad. */}
          {keepNote && (
            <Suspense fallback={null}>
              <KeepNote />
            </Suspense>
          )}
          <MatchDiffers id={id} />
          <ResultLine id={id} match={match} sheet={sheet} marks={marks} />
          {chicago !== null && (
            <Suspense fallback={null}>
              <ChukkerTables
                match={chicago}
                sheet={sheet}
                groupOver={rubberOver}
                first={TABLES_SHOWN}
                cols={cols}
                marks={marks}
                onOpen={setOpen}
              />
            </Suspense>
          )}
          {lined && chicago === null && (
            <NewestFirst
              items={[...sheet.rubbers].reverse()}
              first={TABLES_SHOWN}
              what="rubbers"
              render={(rubber) => (
                <RubberTable
                  key={rubber.index}
                  sheet={sheet}
                  match={match}
                  rubber={rubber}
                  cols={cols}
                  marks={marks}
                  onOpen={(entry) =>
                    entry.deal === null ? setOpenBonus(entry.explain) : setOpen(entry.deal)
                  }
                />
              )}
            />
          )}
          {lined && chicago === null && sheet.rubbers.length === 0 && (
            <p className="empty">The sheet fills in as deals are entered.</p>
          )}
          {/* Where deals are scored on their own, the list of deals is the sheet. */}
          {!lined && dealList}
          {group !== null ? (
            <Suspense fallback={null}>
              <SessionBackScore group={group} />
            </Suspense>
          ) : (
            traits.backScore &&
            sheet.rubbers.some((rubber) => rubber.over) && (
              <Suspense fallback={null}>
                <BackScore match={match} sheet={sheet} id={id} />
              </Suspense>
            )
          )}
        </section>
        <Pad
          id={id}
          match={match}
          cols={cols}
          blocked={blocked}
          blockedPanel={
            rubberOver && group !== null && isFourPlayer(match)
              ? {
                  label: `Next ${unit}`,
                  content: (
                    <Suspense fallback={null}>
                      <NextRubber match={match} group={group} />
                    </Suspense>
                  ),
                }
              : over
                ? {
                    label: 'Result',
                    content: (
                      <Suspense fallback={null}>
                        <MatchOver match={match} sheet={sheet} id={id} />
                      </Suspense>
                    ),
                  }
                : match.finished && blocked !== null
                  ? {
                      // Play has ended: said as before, and (at most weekly) a backup offered.
                      label: 'Enter a deal',
                      content: (
                        <>
                          <p className="pad-blocked">{blocked}</p>
                          <Suspense fallback={null}>
                            <BackupOffer />
                          </Suspense>
                        </>
                      ),
                    }
                  : undefined
          }
          message={<ToastBar inline holds={(toast) => toastHolds(toast, id, match)} />}
          onSave={edits.save}
          onHonors={edits.saveHonors}
          onFirstTouch={edits.preload}
          {...(traits.boards && sheet.next.board !== undefined ? { board: sheet.next.board } : {})}
        />
        <section className="deals-area" aria-label="Deals">
          {/* Once no deal comes next (the match over, play ended, an evening's rubber won), there
              is nothing to type: the field goes, as the pad gives way to what comes next. */}
          {blocked === null && (
            <QuickEntryField
              match={match}
              disabled={draft.editing !== null}
              onSave={(deal) => edits.save(deal, null)}
            />
          )}
          {lined && dealList}
          <details
            className="history-box"
            onToggle={(event) => setHistoryOpen(event.currentTarget.open)}
          >
            <summary>What changed, and when</summary>
            {historyOpen && (
              <Suspense fallback={<p className="muted">Loading…</p>}>
                <HistoryList id={id} words={editWords(cols)} />
              </Suspense>
            )}
          </details>
          {traits.canEnd && (
            <button
              type="button"
              className={match.finished ? '' : 'end-play'}
              onClick={(event) => {
                markSave(event);
                edits.endOrResume();
              }}
            >
              {match.finished ? 'Resume play' : 'End of play'}
            </button>
          )}
        </section>
      </div>
      {open !== null && (
        <Suspense fallback={null}>
          <DealDialog
            id={id}
            match={match}
            sheet={sheet}
            cols={cols}
            deal={open}
            onClose={() => setOpen(null)}
            onEdit={() => edit(open)}
            onDelete={() => remove(open)}
            onHonors={(claim) => {
              // It says its own failure, and never rejects.
              edits.saveHonors(open, claim).catch(() => undefined);
            }}
          />
        </Suspense>
      )}
      {openBonus !== null && (
        <Suspense fallback={null}>
          <BonusNote text={openBonus} onClose={() => setOpenBonus(null)} />
        </Suspense>
      )}
    </div>
  );
}

/** A message about a deal (or the end of play) holds while that deal is as it was. */
function toastHolds(toast: Toast, id: string, match: BridgeMatch): boolean {
  return toast.about === undefined || markHolds(id, match, toast.about);
}

/** The table: the sheet, the pad and the deal list for one match. */
export function MatchScreen({ id }: { id: string }) {
  const loaded = useMatch(id);
  if (loaded.state === 'loading') return <p className="opening">Opening the match…</p>;
  if (
    loaded.state === 'missing' ||
    loaded.read === null ||
    !loaded.read.ok ||
    loaded.sheet === null
  ) {
    return (
      <Suspense fallback={null}>
        <MatchUnread
          problems={
            loaded.state === 'missing' || loaded.read === null
              ? null
              : loaded.read.ok
                ? []
                : loaded.read.errors
          }
        />
      </Suspense>
    );
  }
  const match = loaded.read.value;
  if (isRummy(match) || isRummySheet(loaded.sheet)) {
    if (!isRummy(match) || !isRummySheet(loaded.sheet)) return null;
    return (
      <Suspense fallback={<p className="opening">Opening the match…</p>}>
        <RummyScreen match={match} sheet={loaded.sheet} id={id} undo={loaded.undo} />
      </Suspense>
    );
  }
  return <BridgeTable match={match} sheet={loaded.sheet} id={id} undo={loaded.undo} />;
}
