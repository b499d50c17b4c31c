import { useState } from 'react';
import { checkCode } from '../../engine/agreement/checkCode.ts';
import { agreeAsTheyStand } from '../../engine/agreement/compareSettle.ts';
import type { Match } from '../../engine/types.ts';
import { useAttempt } from '../common/attempt.ts';
import { agreementLine, agreementMarks } from '../common/agreementWords.ts';
import { useMatchActions } from '../table/useMatchActions.ts';

/**
 * The shown match agreed from this side with one tap (docs/format.md, "agreed"): once the other
 * device has read the code and settled, it shows the same check code, which is the same deals as
 * entered; the player says so here, and every deal is marked agreed as it stands. No second code
 * need be read back.
 */
export function AgreeByCode({ match, id }: { match: Match; id: string }) {
  const { commit } = useMatchActions(id);
  const run = useAttempt();
  const [busy, setBusy] = useState(false);
  const code = checkCode(match);
  const step = agreeAsTheyStand(match);
  const line = agreementLine(agreementMarks(match.deals));
  const count = match.deals.length;
  if (count === 0) return null;
  const deals = count === 1 ? 'the deal' : `the ${count} deals`;
  const agree = async () => {
    if (step === null) return;
    setBusy(true);
    try {
      await commit(step);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="agree-by-code" aria-labelledby="agree-by-code-title">
      <h2 id="agree-by-code-title">Check code {code}</h2>
      <p role="status">
        {[line?.agreed ?? 'No deal agreed yet', line?.changed].filter(Boolean).join('. ')}
      </p>
      {step !== null && (
        <>
          <p>
            Once the other device has read this code and settled every difference, it shows check
            code {code} too: the same deals as these. Then mark {deals} agreed here.
          </p>
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => run(agree(), 'Not saved')}
          >
            {`Both devices show ${code}: mark ${deals} agreed`}
          </button>
        </>
      )}
    </section>
  );
}
