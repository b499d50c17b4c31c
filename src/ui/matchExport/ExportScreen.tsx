import { traitsOf } from '../../engine/gameTraits.ts';
import { useMemo } from 'react';
import { exportMatch } from '../../db/importExport.ts';
import type { MatchRecord } from '../../db/records.ts';
import type { Problem } from '../../engine/matchFile/problems.ts';
import { pbnExportProblems, matchToPbn } from '../../engine/pbn/exportPbn.ts';
import type { Match } from '../../engine/types.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { downloadBlob, downloadText } from '../common/download.ts';
import { matchFileName, playedDay } from '../common/fileNames.ts';
import { gameName, playersLine } from '../common/matchText.ts';
import { BackToTable, OneMatch } from '../common/OneMatch.tsx';
import { routeHref } from '../router.ts';
import { pbnFileBytes, pbnFileType } from './pbnFile.ts';
import { ShowMatch } from './ShowMatch.tsx';
import { APP_NAME } from '../../engine/appName.ts';

/** "Deal 4: ..." for a problem with one deal, else the problem's own words. */
function problemText(problem: Problem): string {
  const deal = /^deals\[(\d+)\]/.exec(problem.path);
  return deal === null ? problem.message : `Deal ${Number(deal[1]) + 1}: ${problem.message}`;
}

/**
 * Exporting one match: as bridgepad's match file (docs/format.md), which every game has, as a
 * match code another device reads off the screen (ShowMatch), and as PBN 2.1 for other bridge
 * programs (docs/pbn.md), saying plainly what PBN cannot hold.
 */
function Exports({ match, record, id }: { match: Match; record: MatchRecord; id: string }) {
  const showToast = useShowToast();
  const pbnProblems = useMemo(() => pbnExportProblems(match), [match]);

  const saveMatchFile = () => {
    const text = exportMatch(record);
    if (!text.ok) {
      showToast('This match could not be exported: it no longer reads as a valid match.');
      return;
    }
    const name = matchFileName(match);
    downloadText(name, text.value);
    showToast(`${name} saved.`);
  };
  const savePbn = () => {
    const pbn = matchToPbn(match, { date: playedDay(match.createdAt) });
    if (!pbn.ok) return;
    const name = matchFileName(match, 'pbn');
    downloadBlob(name, new Blob([pbnFileBytes(pbn.value)], { type: pbnFileType(pbn.value) }));
    showToast(`${name} saved.`);
  };

  return (
    <section className="export-screen" aria-labelledby="export-title">
      <BackToTable id={id} />
      <h1 id="export-title">Export this match</h1>
      <p className="muted">
        {gameName(match.game)}: {playersLine(match)}
      </p>
      <p className="compare-link">
        <a className="button" href={routeHref({ name: 'compare', id })}>
          Compare with another device
        </a>
      </p>
      <h2>Match file</h2>
      <p>Every deal as entered, to keep, to move to another device, or to check with {APP_NAME}.</p>
      <button type="button" className="primary" onClick={saveMatchFile}>
        Save match file
      </button>
      <ShowMatch match={match} />
      <h2>PBN (Portable Bridge Notation)</h2>
      <p>
        For other bridge programs: the players, each deal&apos;s contract and result, and the score.
      </p>
      {pbnProblems.length === 0 ? (
        <button type="button" onClick={savePbn}>
          Save PBN
        </button>
      ) : (
        <div className="pbn-cannot" role="note" aria-label="Why PBN cannot be saved">
          <p>PBN cannot hold this match:</p>
          <ul>
            {pbnProblems.map((problem, i) => (
              <li key={i}>{problemText(problem)}</li>
            ))}
          </ul>
        </div>
      )}
      {traitsOf(match.game).competition && (
        <p>
          The official summary sheet (PDF, image, CSV) and Send result are on the{' '}
          <a href={routeHref({ name: 'summary', id })}>Summary</a>.
        </p>
      )}
    </section>
  );
}

export default function ExportScreen({ id }: { id: string }) {
  return (
    <OneMatch id={id}>
      {(match, record) => <Exports match={match} record={record} id={id} />}
    </OneMatch>
  );
}
