import { traitsOf } from '../../engine/gameTraits.ts';
import { useState } from 'react';
import { agreementOf } from '../../engine/agreement/compareForm.ts';
import type { BridgeSheet } from '../../engine/sheet.ts';
import type { BridgeMatch, HonorsClaim, SideIndex } from '../../engine/types.ts';
import { AGREEMENT_SIGN } from '../common/agreementWords.ts';
import { Dialog } from '../common/Dialog.tsx';
import type { Columns } from '../table/columns.ts';
import { editWords, rowSummary, seatLabel } from '../table/columns.ts';
import { agreedSummary } from './agreedSummary.ts';
import { HistoryList } from './HistoryList.tsx';
import { HonorsChoice } from '../table/HonorsChoice.tsx';

/**
 * How a deal was scored, entry by entry, with the way to correct or delete it. Everything after
 * it is scored again at once from the corrected inputs.
 */
export function DealDialog({
  id,
  match,
  sheet,
  cols,
  deal,
  onClose,
  onEdit,
  onDelete,
  onHonors,
}: {
  id: string;
  match: BridgeMatch;
  sheet: BridgeSheet;
  cols: Columns;
  deal: number;
  onClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onHonors: (honors: HonorsClaim | null) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const row = sheet.deals[deal];
  if (row === undefined) return null;
  const played = match.deals[deal];
  const honorsOn = match.rules.honors && played !== undefined && played.passed !== true;
  const vul = (side: SideIndex) => (row.before.vulnerable[side] ? 'vulnerable' : 'not vulnerable');
  const agreement = played === undefined ? null : agreementOf(played);
  return (
    <Dialog
      title={`Deal ${row.index + 1}`}
      onClose={onClose}
      actions={
        confirming ? (
          <>
            <button type="button" onClick={() => setConfirming(false)}>
              Keep it
            </button>
            <button type="button" className="danger" onClick={onDelete}>
              Delete deal {row.index + 1}
            </button>
          </>
        ) : (
          <>
            <button type="button" onClick={() => setConfirming(true)}>
              Delete
            </button>
            <button type="button" onClick={onEdit}>
              Correct
            </button>
            <button type="button" className="primary" onClick={onClose}>
              Close
            </button>
          </>
        )
      }
    >
      <p className="deal-summary">{rowSummary(row, cols)}</p>
      {agreement === 'agreed' && (
        <p className="agreement-note agreed">{AGREEMENT_SIGN.agreed} Agreed on both devices.</p>
      )}
      {agreement === 'changed' && (
        <p className="agreement-note changed">
          {AGREEMENT_SIGN.changed} Changed after agreement: both devices had agreed on{' '}
          {agreedSummary(match, deal, cols) ?? played?.agreed}.
        </p>
      )}
      <p className="muted">
        Dealt by {seatLabel(match, row.before.dealer)}. {cols.heads[0]} {vul(cols.sides[0])},{' '}
        {cols.heads[1]} {vul(cols.sides[1])}.
      </p>
      {row.entries.length === 0 ? (
        <p>Nothing scored.</p>
      ) : (
        <ul className="explain-list">
          {row.entries.map((i) => {
            const entry = sheet.entries[i];
            if (entry === undefined) return null;
            return (
              <li key={i}>
                <strong>
                  {cols.label(entry.side)} {entry.points}
                </strong>{' '}
                {!traitsOf(match.game).lined ? '' : `${entry.where} the line `}— {entry.explain}
              </li>
            );
          })}
        </ul>
      )}
      {honorsOn && (
        <HonorsChoice
          strain={played.contract.strain}
          cols={cols}
          current={played.honors ?? null}
          onChoose={onHonors}
        />
      )}
      <HistoryList id={id} deal={row.index + 1} words={editWords(cols)} />
      {confirming && (
        <p role="alert">
          Delete deal {row.index + 1}? Every later deal is scored again without it.
        </p>
      )}
    </Dialog>
  );
}
