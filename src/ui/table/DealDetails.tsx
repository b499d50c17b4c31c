import type { MouseEvent } from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { SEAT_NAME } from '../../engine/seats.ts';
import { displayContract } from '../../engine/strains.ts';
import type { BridgeMatch, Doubling, Level, Strain, Tricks } from '../../engine/types.ts';
import type { Draft } from '../../state/uiStore.ts';
import { useSetDraft } from '../../state/uiStore.ts';
import type { Columns } from './columns.ts';
import { seatLabel } from './columns.ts';
import { moveByArrow } from './gridKeys.ts';
import { draftDeal, nextDealPlace, previewDeal } from './dealDraft.ts';
import { declarersFor } from './padLogic.ts';
import type { PadSave } from './Pad.tsx';
import { resultChoices } from './resultChoices.ts';
import { markSave, quietFromNow, SHOW_SAVING_MS } from '../common/tapGuard.ts';

const DOUBLING: readonly { value: Doubling; label: string; name: string }[] = [
  { value: 0, label: '–', name: 'Undoubled' },
  { value: 1, label: 'X', name: 'X: doubled' },
  { value: 2, label: 'XX', name: 'XX: redoubled' },
];

/**
 * The choices after the contract: declarer, doubling, then the result. Each result chip says
 * what it will write; tapping it writes the deal, unless the deal is a correction or the
 * "Confirm each deal" setting is on, when it is chosen and Confirm (or Save) writes it.
 */
export function DealDetails({
  match,
  cols,
  draft,
  confirm,
  onSave,
}: {
  match: BridgeMatch;
  cols: Columns;
  draft: Draft & { level: Level; strain: Strain };
  /** A Confirm tap after the result: the setting, and always for a correction. */
  confirm: boolean;
  onSave: PadSave;
}) {
  const setDraft = useSetDraft();
  const missingId = useId();
  const [saving, setSaving] = useState(false);
  // A second tap while the deal is being written writes nothing.
  const writing = useRef(false);
  const declarers = useRef<HTMLDivElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const contract = { level: draft.level, strain: draft.strain, doubling: draft.doubling };
  // At duplicate, the board the deal is played on sets its vulnerability, and so its score.
  const { board, vulnerable } = nextDealPlace(match, draft);
  const place = useMemo(
    () => ({
      ...(board === undefined ? {} : { board }),
      ...(vulnerable === undefined ? {} : { vulnerable }),
    }),
    [board, vulnerable],
  );
  const choices = useMemo(
    () =>
      resultChoices(
        match,
        {
          contract: { level: draft.level, strain: draft.strain, doubling: draft.doubling },
          declarer: draft.declarer,
        },
        draft.editing,
        cols,
        place,
      ),
    [match, draft.level, draft.strain, draft.doubling, draft.declarer, draft.editing, cols, place],
  );
  const deal = draftDeal(draft);
  const preview = useMemo(
    () => (deal === null || !confirm ? null : previewDeal(match, deal, draft.editing, place)),
    [match, deal, draft.editing, confirm, place],
  );
  const names = match.players as Record<string, string>;
  const fourSeats = 'we' in match;

  // Focus follows the choices, for the keyboard: the declarer after the contract, the result
  // after the declarer.
  useEffect(() => {
    declarers.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);
  const focusResults = () =>
    requestAnimationFrame(() =>
      results.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus(),
    );

  const save = (tricks: Tricks, event: MouseEvent<HTMLButtonElement>) => {
    const written = draftDeal({ ...draft, tricks });
    if (written === null || writing.current) return;
    markSave(event);
    // The write starts in this very tap, and nothing is drawn until it is on disk: a write takes
    // a few hundredths of a second. One slower than SHOW_SAVING_MS shows the results disabled.
    writing.current = true;
    const slow = window.setTimeout(() => setSaving(true), SHOW_SAVING_MS);
    const done = (saved: boolean) => {
      window.clearTimeout(slow);
      quietFromNow();
      writing.current = false;
      setSaving(false);
      // Not written: the result tapped stays chosen with the rest of the deal, for a second tap.
      if (!saved) setDraft({ tricks });
    };
    // onSave says its own failures and never rejects; were it to, the tap is freed all the same.
    onSave(written, draft.editing).then(done, () => done(false));
  };

  const missing = draft.declarer === null ? 'Choose the declarer.' : null;
  const canSave = deal !== null && preview !== null && preview.problems.length === 0 && !saving;

  return (
    <div className="deal-details">
      <div className="picked">
        <span className={`picked-contract strain-${draft.strain}`}>
          {displayContract(contract)}
        </span>
        <button type="button" onClick={() => setDraft({ level: null, strain: null, tricks: null })}>
          Change contract
        </button>
      </div>
      <div className="option-row" role="group" aria-label="Declarer" ref={declarers}>
        {declarersFor(match).map((seat) => {
          const side = seat === 'N' || seat === 'S' || seat === 'A' ? 0 : 1;
          return (
            <button
              key={seat}
              type="button"
              className={`chip seat-chip side-${cols.label(side) === cols.heads[0] ? 'left' : 'right'}`}
              aria-pressed={draft.declarer === seat}
              aria-label={`Declarer ${seatLabel(match, seat)}`}
              onClick={() => {
                setDraft({ declarer: seat });
                focusResults();
              }}
            >
              <span className="seat-letter">{fourSeats ? seat : names[seat]}</span>
              {fourSeats && <small>{names[seat] === SEAT_NAME[seat] ? '' : names[seat]}</small>}
            </button>
          );
        })}
      </div>
      <div className="option-row doubling" role="group" aria-label="Doubling">
        {DOUBLING.map((d) => (
          <button
            key={d.value}
            type="button"
            className="chip"
            aria-pressed={draft.doubling === d.value}
            aria-label={d.name}
            onClick={() => {
              setDraft({ doubling: d.value });
              if (draft.declarer !== null) focusResults();
            }}
          >
            {d.label}
          </button>
        ))}
      </div>
      <div
        className="result-grid"
        role="group"
        aria-label="Result"
        ref={results}
        onKeyDown={moveByArrow}
        aria-describedby={missing === null ? undefined : missingId}
      >
        {choices.map((r) => (
          <button
            key={r.tricks}
            type="button"
            className={`chip result ${r.kind}`}
            disabled={draft.declarer === null || saving}
            aria-pressed={confirm ? draft.tricks === r.tricks : undefined}
            aria-label={r.name}
            onClick={(event) => (confirm ? setDraft({ tricks: r.tricks }) : save(r.tricks, event))}
          >
            <span className="result-label">{r.label}</span>
            {r.score !== null && <small className="result-score">{r.score}</small>}
          </button>
        ))}
      </div>
      <p className="preview" id={missingId} aria-live="polite">
        {missing ??
          (!confirm
            ? `Tap the result to write deal ${match.deals.length + 1}.`
            : preview === null
              ? 'Choose the result.'
              : preview.problems.length > 0
                ? `Cannot be saved: ${preview.problems.join('; ')}`
                : preview.summary)}
      </p>
      {confirm && (
        <button
          type="button"
          className="primary confirm"
          disabled={!canSave}
          onClick={(event) => {
            if (deal === null || draft.tricks === null) return;
            save(draft.tricks, event);
          }}
        >
          {draft.editing === null ? 'Confirm' : `Save deal ${draft.editing + 1}`}
        </button>
      )}
    </div>
  );
}
