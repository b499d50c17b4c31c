import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { displayContract } from '../../engine/strains.ts';
import type { BridgeDeal, BridgeMatch, HonorsClaim } from '../../engine/types.ts';
import {
  useAnswerHonors,
  useDraft,
  useHonorsAnswered,
  usePadFolded,
  useResetDraft,
  useSetDraft,
  useSetPadFolded,
  useSettings,
} from '../../state/uiStore.ts';
import type { Columns } from './columns.ts';
import { ContractGrid } from './ContractGrid.tsx';
import { passOutBlocked } from './padLogic.ts';
import { markSave, SHOW_SAVING_MS } from '../common/tapGuard.ts';

/**
 * The steps after the contract (declarer, doubling, result) are needed only once a contract is
 * chosen: they load then, started by the first touch or key in the pad, so they are there by the
 * time the tap that picks the contract ends.
 */
const loadDetails = () => import('./DealDetails.tsx');
const DealDetails = lazy(() => loadDetails().then((m) => ({ default: m.DealDetails })));
// A preload that fails says nothing: the tap it was for meets the failure, and says it.
const preloadDetails = () => {
  loadDetails().catch(() => undefined);
};
// Duplicate only: which board is next.
const BoardChoice = lazy(() =>
  import('./BoardChoice.tsx').then((m) => ({ default: m.BoardChoice })),
);
// Asked after a deal where honors are scored: loaded then.
const HonorsChoice = lazy(() =>
  import('./HonorsChoice.tsx').then((m) => ({ default: m.HonorsChoice })),
);

/** Writes a deal, new or corrected; resolves to whether it was written, and never rejects. */
export type PadSave = (deal: BridgeDeal, editing: number | null) => Promise<boolean>;
/** Claims honors on a deal; resolves to whether it was written, and never rejects. */
type HonorsSave = (deal: number, claim: HonorsClaim | null) => Promise<boolean>;

/**
 * The honors question for the last deal, until it is answered or a deal follows, and only on the
 * device that wrote the deal (honorsToAsk), or the deal after it, taken back: never on another
 * member's open table that it reaches, nor on a device the match was imported onto or restored to. Play ended puts it away: the players
 * ended without claiming.
 */
function useHonorsQuestion(id: string, match: BridgeMatch, onHonors: HonorsSave, cols: Columns) {
  const draft = useDraft();
  const answered = useHonorsAnswered(id);
  const answer = useAnswerHonors();
  const lastIndex = match.deals.length - 1;
  const last = match.deals[lastIndex];
  // Answered for this very deal; a deal written here in its place is asked about afresh.
  const lastKey = `${lastIndex}:${JSON.stringify(last)}`;
  if (
    !match.rules.honors ||
    match.finished ||
    draft.editing !== null ||
    draft.level !== null ||
    last === undefined ||
    last.passed === true ||
    last.honors !== undefined ||
    // Written here; or the deal after it was, and was taken back: asked again, as it was then.
    (answered !== `${lastIndex}:here` && answered !== `${lastIndex + 1}:here`)
  )
    return null;
  return (
    <Suspense fallback={null}>
      <HonorsChoice
        strain={last.contract.strain}
        cols={cols}
        current={undefined}
        prompt={`Honors on deal ${lastIndex + 1} (${displayContract(last.contract)})`}
        onChoose={(claim, event) => {
          markSave(event);
          answer(id, lastKey);
          // A claim that could not be written is asked again, for a second tap.
          const again = () => answer(id, answered ?? null);
          if (claim !== null) onHonors(lastIndex, claim).then((saved) => saved || again(), again);
        }}
      />
    </Suspense>
  );
}

/**
 * The entry pad. Between deals it is the contract grid, with Passed out beside it; then the
 * declarer, the doubling if any, and the result, whose tap writes the deal: three taps for an
 * undoubled contract. Honors are asked after the deal, and skipped by going on. On a phone the
 * pad folds away to leave the screen to the sheet, and comes back with one tap.
 */
export function Pad({
  id,
  match,
  cols,
  blocked,
  blockedPanel,
  message,
  onSave,
  onHonors,
  onFirstTouch,
  board,
}: {
  id: string;
  match: BridgeMatch;
  cols: Columns;
  blocked: string | null;
  /** Shown instead of the pad when play is blocked (the next rubber's seating, the result). */
  blockedPanel?: { readonly label: string; readonly content: ReactNode };
  /** The table's message, at the top of the pad where it covers nothing. */
  message: ReactNode;
  onSave: PadSave;
  onHonors: HonorsSave;
  /** The pad's first touch or key: what its taps will need is loaded then. */
  onFirstTouch?: () => void;
  /** Duplicate: the board offered next, which the pad lets the player change. */
  board?: number;
}) {
  const draft = useDraft();
  const setDraft = useSetDraft();
  const resetDraft = useResetDraft();
  const settings = useSettings();
  const folded = usePadFolded() && draft.editing === null;
  const setFolded = useSetPadFolded();
  const passId = useId();
  const pad = useRef<HTMLElement>(null);
  const [passing, setPassing] = useState(false);
  const passingNow = useRef(false);
  // The contract that holds the grid's tab stop, kept while the grid gives way to the details.
  const [gridStop, setGridStop] = useState('4S');
  const passReason = passOutBlocked(match);
  const honorsPrompt = useHonorsQuestion(id, match, onHonors, cols);
  const choosing = draft.level === null || draft.strain === null;

  // After a write, focus goes back to the grid, never to the page body.
  const wasChoosing = useRef(choosing);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (choosing && !wasChoosing.current && (lost || pad.current?.contains(document.activeElement)))
      pad.current?.querySelector<HTMLButtonElement>('.contract-grid button[tabindex="0"]')?.focus();
    wasChoosing.current = choosing;
  }, [choosing]);

  if (blocked !== null && draft.editing === null) {
    // The deal that ended play can still have honors to claim.
    return (
      <section
        className={blockedPanel === undefined ? 'pad' : 'pad pad-panel'}
        ref={pad}
        aria-label={blockedPanel?.label ?? 'Enter a deal'}
      >
        {message}
        {honorsPrompt}
        {blockedPanel?.content ?? <p className="pad-blocked">{blocked}</p>}
      </section>
    );
  }

  if (folded) {
    return (
      <section className="pad folded" ref={pad} aria-label="Enter a deal">
        {message}
        <button type="button" className="unfold" onClick={() => setFolded(false)}>
          ▴ Enter deal {match.deals.length + 1}
        </button>
      </section>
    );
  }

  return (
    <section
      className="pad"
      ref={pad}
      aria-label={draft.editing === null ? 'Enter a deal' : `Correct deal ${draft.editing + 1}`}
      onPointerDownCapture={() => {
        preloadDetails();
        onFirstTouch?.();
      }}
      onKeyDownCapture={() => {
        preloadDetails();
        onFirstTouch?.();
      }}
    >
      {message}
      {draft.editing !== null && (
        <div className="editing-bar">
          <span>Correcting deal {draft.editing + 1}</span>
          <button type="button" onClick={resetDraft}>
            Cancel
          </button>
        </div>
      )}
      {honorsPrompt}
      {choosing ? (
        <>
          {board !== undefined && draft.editing === null && (
            <Suspense fallback={null}>
              <BoardChoice next={board} match={match} />
            </Suspense>
          )}
          <ContractGrid
            match={match}
            onPick={(level, strain) => setDraft({ level, strain, tricks: null })}
            current={gridStop}
            setCurrent={setGridStop}
            after={
              draft.editing === null && passReason === null ? (
                <button
                  type="button"
                  // Right of 7♣ with the arrow keys; a tab stop of its own.
                  data-row={0}
                  data-col={7}
                  className="pass-out"
                  disabled={passing}
                  onClick={(event) => {
                    // One tap, one deal: a second tap while saving is not a second passed-out deal.
                    // The write starts in this tap; the button greys only if it is slow.
                    if (passingNow.current) return;
                    markSave(event);
                    passingNow.current = true;
                    const slow = window.setTimeout(() => setPassing(true), SHOW_SAVING_MS);
                    const done = () => {
                      window.clearTimeout(slow);
                      passingNow.current = false;
                      setPassing(false);
                    };
                    onSave({ passed: true }, null).then(done, done);
                  }}
                >
                  Passed out
                </button>
              ) : undefined
            }
          />
          {draft.editing === null && passReason !== null && (
            <p id={passId} className="muted small">
              {passReason}
            </p>
          )}
        </>
      ) : (
        <Suspense fallback={<p className="pad-blocked">Loading…</p>}>
          <DealDetails
            match={match}
            cols={cols}
            draft={{ ...draft, level: draft.level, strain: draft.strain }}
            confirm={settings.confirmDeals || draft.editing !== null}
            onSave={onSave}
          />
        </Suspense>
      )}
    </section>
  );
}
