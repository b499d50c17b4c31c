import type { Agreement } from '../../engine/agreement/compareForm.ts';
import { AGREEMENT_SIGN } from '../common/agreementWords.ts';

/**
 * The sign beside a deal's points and number (docs/format.md, "agreed"): a tick once both devices
 * agreed on the deal, a star once it was changed since. The label around it says it in words.
 */
export function AgreementSign({ mark }: { mark: Agreement | null }) {
  if (mark === null) return null;
  return (
    <span className={`agreement-sign ${mark}`} aria-hidden="true">
      {AGREEMENT_SIGN[mark]}
    </span>
  );
}
