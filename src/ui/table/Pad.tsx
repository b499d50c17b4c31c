import type { ReactNode } from 'react';
import { useId, useMemo, useState } from 'react';
import { SEAT_NAME } from '../../engine/seats.ts';
import { STRAIN_NAME, STRAIN_SYMBOL, displayContract } from '../../engine/strains.ts';
import type { BridgeMatch, Doubling, Level, Side, Strain } from '../../engine/types.ts';
import type { Draft } from '../../state/uiStore.ts';
import { useDraft, useResetDraft, useSetDraft } from '../../state/uiStore.ts';
import type { Columns } from './columns.ts';
import { seatLabel } from './columns.ts';
import { HonorsChoice } from './HonorsChoice.tsx';
import {
  contractOffered,
  declarersFor,
  draftDeal,
  levelsFor,
  passOutBlocked,
  previewDeal,
  resultsFor,
  strainsFor,
} from './padLogic.ts';

export type PadSave = (deal: Record<string, unknown>, editing: number | null) => Promise<boolean>;
type HonorsSave = (deal: number, claim: { side: Side; points: 100 | 150 } | null) => void;

const DOUBLING: readonly { value: Doubling; label: string; name: string }[] = [
  { value: 0, label: '–', name: 'Undoubled' },
  { value: 1, label: 'X', name: 'X: doubled' },
  { value: 2, label: 'XX', name: 'XX: redoubled' },
];

function ContractGrid({
  match,
  onPick,
}: {
  match: BridgeMatch;
  onPick: (level: Level, strain: Strain) => void;
}) {
  const strains = strainsFor(match);
  return (
    <div
      className="contract-grid"
      role="group"
      aria-label="Contract"
      style={{ '--strains': strains.length } as never}
    >
      {levelsFor(match).map((level) =>
        strains.map((strain) =>
          contractOffered(level, strain) ? (
            <button
              key={`${level}${strain}`}
              type="button"
              className={`bid strain-${strain}`}
              aria-label={`${level} ${STRAIN_NAME[strain]}`}
              onClick={() => onPick(level, strain)}
            >
              {level}
              <span className="strain">{STRAIN_SYMBOL[strain]}</span>
            </button>
          ) : (
            <span key={`${level}${strain}`} className="bid-gap" aria-hidden="true" />
          ),
        ),
      )}
    </div>
  );
}

/** The choices after the contract: declarer, doubling, result, and the line that will be written. */
function DealDetails({
  match,
  cols,
  draft,
  onSave,
}: {
  match: BridgeMatch;
  cols: Columns;
  draft: Draft & { level: Level; strain: Strain };
  onSave: PadSave;
}) {
  const setDraft = useSetDraft();
  const missingId = useId();
  const [saving, setSaving] = useState(false);
  const deal = draftDeal(draft);
  const preview = useMemo(
    () => (deal === null ? null : previewDeal(match, deal, draft.editing)),
    [match, deal, draft.editing],
  );
  const names = match.players as Record<string, string>;
  const missing = [
    draft.declarer === null ? 'the declarer' : null,
    draft.tricks === null ? 'the result' : null,
  ].filter((m): m is string => m !== null);
  const canSave = deal !== null && preview !== null && preview.problems.length === 0 && !saving;
  const contract = displayContract({
    level: draft.level,
    strain: draft.strain,
    doubling: draft.doubling,
  });

  return (
    <div className="deal-details">
      <div className="picked">
        <span className={`picked-contract strain-${draft.strain}`}>{contract}</span>
        <button type="button" onClick={() => setDraft({ level: null, strain: null, tricks: null })}>
          Change contract
        </button>
      </div>
      <div className="option-row" role="group" aria-label="Declarer">
        {declarersFor(match).map((seat) => {
          const side = seat === 'N' || seat === 'S' || seat === 'A' ? 0 : 1;
          const label = 'we' in match ? SEAT_NAME[seat] : (names[seat] ?? seat);
          return (
            <button
              key={seat}
              type="button"
              className={`chip seat-chip side-${cols.label(side) === cols.heads[0] ? 'left' : 'right'}`}
              aria-pressed={draft.declarer === seat}
              aria-label={`Declarer ${seatLabel(match, seat)}`}
              onClick={() => setDraft({ declarer: seat })}
            >
              {'we' in match ? seat : label}
              {'we' in match && <small>{names[seat]}</small>}
            </button>
          );
        })}
      </div>
      <div className="option-row" role="group" aria-label="Doubling">
        {DOUBLING.map((d) => (
          <button
            key={d.value}
            type="button"
            className="chip"
            aria-pressed={draft.doubling === d.value}
            aria-label={d.name}
            onClick={() => setDraft({ doubling: d.value })}
          >
            {d.label}
          </button>
        ))}
      </div>
      <div className="result-grid" role="group" aria-label="Result">
        {resultsFor(draft.level).map((r) => (
          <button
            key={r.tricks}
            type="button"
            className={`chip result ${r.label === 'made' ? 'made' : r.label.startsWith('+') ? 'over' : 'down'}`}
            aria-pressed={draft.tricks === r.tricks}
            aria-label={r.name}
            onClick={() => setDraft({ tricks: r.tricks as Draft['tricks'] })}
          >
            {r.label}
          </button>
        ))}
      </div>
      <p className="preview" aria-live="polite">
        {preview === null
          ? `Choose ${missing.join(' and ')}.`
          : preview.problems.length > 0
            ? `Cannot be saved: ${preview.problems.join('; ')}`
            : preview.summary}
      </p>
      <button
        type="button"
        className="primary confirm"
        disabled={!canSave}
        aria-describedby={canSave ? undefined : missingId}
        onClick={() => {
          if (deal === null) return;
          setSaving(true);
          void onSave(deal, draft.editing).finally(() => setSaving(false));
        }}
      >
        {draft.editing === null ? 'Confirm' : `Save deal ${draft.editing + 1}`}
      </button>
      {!canSave && (
        <span id={missingId} className="visually-hidden">
          {missing.length > 0
            ? `Choose ${missing.join(' and ')} first.`
            : 'This deal cannot be saved as it is.'}
        </span>
      )}
    </div>
  );
}

/**
 * The entry pad: one tap on the level x strain grid picks the contract, then the declarer,
 * doubling and result, then Confirm. An undoubled contract made exactly is four taps; a
 * passed-out deal one. Honors are offered for the last deal until the next one is started.
 */
export function Pad({
  match,
  cols,
  blocked,
  blockedPanel,
  onSave,
  onHonors,
}: {
  match: BridgeMatch;
  cols: Columns;
  blocked: string | null;
  /** Shown instead of the pad when play is blocked (the next rubber's seating). */
  blockedPanel?: ReactNode;
  onSave: PadSave;
  onHonors: HonorsSave;
}) {
  const draft = useDraft();
  const setDraft = useSetDraft();
  const resetDraft = useResetDraft();
  const passId = useId();
  const [honorsDone, setHonorsDone] = useState<string | null>(null);
  const [passing, setPassing] = useState(false);
  const lastIndex = match.deals.length - 1;
  const last = match.deals[lastIndex];
  // Answered for this very deal: a different deal in the same place is asked about afresh.
  const lastKey = `${lastIndex}:${JSON.stringify(last)}`;
  const offerHonors =
    match.rules.honors &&
    draft.editing === null &&
    draft.level === null &&
    last !== undefined &&
    last.passed !== true &&
    last.honors === undefined &&
    honorsDone !== lastKey;
  const passReason = passOutBlocked(match);
  const honorsPrompt = offerHonors && (
    <HonorsChoice
      strain={last.contract.strain}
      cols={cols}
      current={undefined}
      prompt={`Honors on deal ${lastIndex + 1} (${displayContract(last.contract)})`}
      onChoose={(claim) => {
        setHonorsDone(lastKey);
        if (claim !== null) onHonors(lastIndex, claim);
      }}
    />
  );

  if (blocked !== null && draft.editing === null) {
    // The deal that ended play can still have honors to claim.
    return (
      <section
        className="pad"
        aria-label={blockedPanel === undefined ? 'Enter a deal' : 'Next rubber'}
      >
        {honorsPrompt}
        {blockedPanel ?? <p className="pad-blocked">{blocked}</p>}
      </section>
    );
  }

  return (
    <section
      className="pad"
      aria-label={draft.editing === null ? 'Enter a deal' : `Correct deal ${draft.editing + 1}`}
    >
      {draft.editing !== null && (
        <div className="editing-bar">
          <span>Correcting deal {draft.editing + 1}</span>
          <button type="button" onClick={resetDraft}>
            Cancel
          </button>
        </div>
      )}
      {honorsPrompt}
      {draft.level === null || draft.strain === null ? (
        <>
          <ContractGrid
            match={match}
            onPick={(level, strain) => setDraft({ level, strain, tricks: null })}
          />
          {draft.editing === null && (
            <button
              type="button"
              className="pass-out"
              disabled={passReason !== null || passing}
              aria-describedby={passReason === null ? undefined : passId}
              onClick={() => {
                // One tap, one deal: a second tap while saving is not a second passed-out deal.
                setPassing(true);
                void onSave({ passed: true }, null).finally(() => setPassing(false));
              }}
            >
              Passed out
            </button>
          )}
          {passReason !== null && (
            <p id={passId} className="muted small">
              {passReason}
            </p>
          )}
        </>
      ) : (
        <DealDetails
          match={match}
          cols={cols}
          draft={{ ...draft, level: draft.level, strain: draft.strain }}
          onSave={onSave}
        />
      )}
    </section>
  );
}
