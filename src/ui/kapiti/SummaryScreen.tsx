import { rulesLine } from '../../engine/rulesSaid.ts';
import { isFourPlayer, traitsOf } from '../../engine/gameTraits.ts';
import { useMemo, useState } from 'react';
import { exportMatch } from '../../db/importExport.ts';
import { kapitiSummary } from '../../engine/kapitiSummary.ts';
import { sideNames } from '../../engine/players.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { downloadText } from '../common/download.ts';
import { BackToTable, OneMatch } from '../common/OneMatch.tsx';
import { routeHref } from '../router.ts';
import { winnersLine } from '../export/summaryDrawing.ts';
import { FontWarning } from './FontWarning.tsx';
import { IndividualScores } from './IndividualScores.tsx';
import { ScoringTable } from './ScoringTable.tsx';
import { SummaryTable } from './SummaryTable.tsx';
import { errorText } from '../../engine/errorText.ts';
import { SendResult } from '../send/SendResult.tsx';
import { sendToLine } from '../send/sendText.ts';
import { useAttempt } from '../common/attempt.ts';

type Format = 'pdf' | 'png' | 'csv';

/**
 * The Kapiti Rubber Bridge Summary Score Sheet, as the organiser's form lays it out, and the
 * one-tap ways to send it: share or save the PDF, save a PNG image or the CSV, print it.
 */
function Summary({
  match,
  id,
  record,
}: {
  match: FourPlayerMatch;
  id: string;
  record: Parameters<typeof exportMatch>[0];
}) {
  const summary = useMemo(() => kapitiSummary(match), [match]);
  const showToast = useShowToast();
  const act = useAttempt();
  const [busy, setBusy] = useState<Format | null>(null);
  const [ns, ew] = sideNames(match);
  const sendTo = sendToLine(match.competition);

  const save = async (format: Format) => {
    setBusy(format);
    try {
      const exports = await import('../export/kapitiExports.ts');
      const name = exports.kapitiFileName(match, format);
      const blob =
        format === 'pdf'
          ? await exports.summaryPdf(match)
          : format === 'png'
            ? await exports.summaryPng(match)
            : new Blob([exports.summaryCsv(match)], { type: 'text/csv;charset=utf-8' });
      const outcome = await exports.shareOrDownload(
        blob,
        name,
        'Rubber Bridge Summary Score Sheet',
      );
      if (outcome !== 'cancelled')
        showToast(outcome === 'shared' ? `${name} shared.` : `${name} saved.`);
    } catch (error) {
      showToast(`Could not make the ${format.toUpperCase()}: ${errorText(error)}`);
    } finally {
      setBusy(null);
    }
  };
  const saveMatchFile = async () => {
    const text = exportMatch(record);
    // Named as the matches list names it, so the organiser gets the same file either way.
    const { matchFileName } = await import('../common/fileNames.ts');
    if (text.ok) downloadText(matchFileName(match), text.value);
  };

  return (
    <section className="summary" aria-labelledby="summary-title">
      <BackToTable id={id} />
      <div className="no-print">
        <FontWarning names={Object.values(match.players)} />
        <SendResult match={match} id={id} record={record} />
      </div>
      <div className="toolbar export-bar no-print" role="group" aria-label="Save the summary sheet">
        <button type="button" disabled={busy !== null} onClick={() => act(save('pdf'))}>
          {busy === 'pdf' ? 'Making the PDF…' : 'Share or save PDF'}
        </button>
        <button type="button" disabled={busy !== null} onClick={() => act(save('png'))}>
          Save image (PNG)
        </button>
        <button type="button" disabled={busy !== null} onClick={() => act(save('csv'))}>
          Save CSV
        </button>
        <button type="button" onClick={() => act(saveMatchFile(), 'Not saved')}>
          Save match file
        </button>
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <div className="summary-sheet">
        <h1 id="summary-title">Rubber Bridge Summary Score Sheet</h1>
        {sendTo !== null && <p className="send-to">{sendTo}</p>}
        <dl className="summary-names">
          <dt>Names: N/S</dt>
          <dd>{ns}</dd>
          <dt>E/W</dt>
          <dd>{ew}</dd>
          <dt>Winners</dt>
          <dd className="winners" role="status">
            {winnersLine(match, summary)}
          </dd>
          <dt>Rules</dt>
          <dd>{rulesLine(match, 'all')}</dd>
        </dl>
        {summary.individual.rubbers.length > 0 && <IndividualScores scores={summary.individual} />}
        <div className="summary-columns">
          <SummaryTable match={match} summary={summary} />
          <ScoringTable rules={match.rules} />
        </div>
      </div>
    </section>
  );
}

export default function SummaryScreen({ id }: { id: string }) {
  return (
    <OneMatch id={id}>
      {(match, record) =>
        isFourPlayer(match) && traitsOf(match.game).competition ? (
          <Summary match={match} id={id} record={record} />
        ) : (
          <section className="missing">
            <h1>The summary sheet is for Kapiti matches</h1>
            <a className="button" href={routeHref({ name: 'match', id })}>
              Back to the table
            </a>
          </section>
        )
      }
    </OneMatch>
  );
}
