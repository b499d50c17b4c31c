import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { getDesk } from '../../db/desk.ts';
import { readResultFile, resultFile } from '../../db/deskResults.ts';
import type { ResultFileRecord } from '../../db/records.ts';
import { isFourPlayer } from '../../engine/gameTraits.ts';
import { kapitiSummary } from '../../engine/kapitiSummary.ts';
import { matchFileText } from '../../engine/matchFile/serialize.ts';
import { sideNames } from '../../engine/players.ts';
import type { FourPlayerMatch } from '../../engine/types.ts';
import { resultOf } from '../../season/draw.ts';
import { downloadText } from '../common/download.ts';
import { formatDate } from '../common/matchText.ts';
import { matchFileName } from '../common/fileNames.ts';
import { winnersLine } from '../export/summaryDrawing.ts';
import { IndividualScores } from '../kapiti/IndividualScores.tsx';
import { SummaryTable } from '../kapiti/SummaryTable.tsx';
import { routeHref } from '../router.ts';
import { useDb } from '../storage/StorageProvider.tsx';
import { drawRows } from './deskText.ts';
import { TakeBack } from './ResultSteps.tsx';
import { playedDay } from '../common/fileNames.ts';

/**
 * The match file behind a result the desk took, opened again (a disputed result): where it came
 * from and when, its summary sheet as the engine scores it, the file to save, and the result to
 * take back. Nothing here changes the file.
 */
export default function ResultFile({ deskId, fileId }: { deskId: string; fileId: string }) {
  const db = useDb();
  const found = useLiveQuery(
    async () => ({
      desk: (await getDesk(db, deskId)) ?? null,
      file: (await resultFile(db, fileId)) ?? null,
    }),
    [db, deskId, fileId],
  );
  const back = (
    <a className="button" href={routeHref({ name: 'desk', id: deskId })}>
      Back to the draw
    </a>
  );
  if (found === undefined) return <p>Loading…</p>;
  const { desk, file } = found;
  if (desk === null || file === null || file.deskId !== deskId)
    return (
      <>
        <h1 id="desk-title">This result's match is not here</h1>
        <p>Its result may have been taken back, or its competition deleted.</p>
        {back}
      </>
    );
  const match = readResultFile(file);
  const outcome = desk.outcomes.find((o) => o.fileId === fileId);
  const row =
    outcome === undefined
      ? undefined
      : drawRows(desk, playedDay(undefined)).find(
          (r) =>
            r.round === outcome.round && resultOf(desk.outcomes, r.round, r.pairing) === outcome,
        );
  return (
    <>
      <div className="screen-head">
        <h1 id="desk-title">{row === undefined ? desk.name : `${desk.name}: ${row.roundName}`}</h1>
        {back}
      </div>
      <p className="muted small">
        From {file.from}, taken in {formatDate(file.receivedAt)}.
      </p>
      <div className="toolbar">
        <button
          type="button"
          onClick={() => downloadText(savedName(file, match), matchFileText(file.file))}
        >
          Save match file
        </button>
        {outcome !== undefined && row !== undefined && (
          <TakeBack desk={desk} row={row} outcome={outcome} />
        )}
      </div>
      {match !== undefined && isFourPlayer(match) ? (
        <Sheet match={match} />
      ) : (
        <p role="alert">This match file no longer reads as a match.</p>
      )}
    </>
  );
}

function savedName(file: ResultFileRecord, match: ReturnType<typeof readResultFile>): string {
  return match === undefined ? `result-${file.id.slice(0, 8)}.json` : matchFileName(match);
}

function Sheet({ match }: { match: FourPlayerMatch }) {
  const summary = useMemo(() => kapitiSummary(match), [match]);
  const [ns, ew] = sideNames(match);
  return (
    <div className="summary-sheet">
      <dl className="summary-names">
        <dt>Names: N/S</dt>
        <dd>{ns}</dd>
        <dt>E/W</dt>
        <dd>{ew}</dd>
        <dt>Winners</dt>
        <dd className="winners">{winnersLine(match, summary)}</dd>
      </dl>
      {summary.individual.rubbers.length > 0 && <IndividualScores scores={summary.individual} />}
      <SummaryTable match={match} summary={summary} />
    </div>
  );
}
