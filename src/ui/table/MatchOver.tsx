import { Suspense } from 'react';
import { isFourPlayer, traitsOf } from '../../engine/gameTraits.ts';
import { sideNames } from '../../engine/players.ts';
import type { BridgeSheet } from '../../engine/sheet.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import { routeHref } from '../router.ts';
import { BackupOffer } from '../backup/BackupOffer.tsx';
import { SendResult } from '../send/SendResult.tsx';
import { columnsOf } from './columns.ts';
import { useMatch } from './useMatch.ts';

/** "THEY (Dave & Alan) won 1460 to 1320": the result with the pairs' names. */
export function overLine(match: BridgeMatch, sheet: BridgeSheet): string {
  const winner = sheet.winner;
  if (winner === null) return 'The match is over';
  const loser = winner === 0 ? 1 : 0;
  const label = columnsOf(match).label(winner);
  const names = sideNames(match)[winner];
  const who = label === names ? label : `${label} (${names})`;
  return `${who} won ${sheet.totals[winner]} to ${sheet.totals[loser]}`;
}

/**
 * In the pad's place once the deal that decides a Kapiti or Six-Deal match is in: the result
 * with the pairs' names, and for a Kapiti match the summary sheet and Send result; then, at most
 * weekly, the offer of a backup of every match.
 */
export function MatchOver({
  match,
  sheet,
  id,
}: {
  match: BridgeMatch;
  sheet: BridgeSheet;
  id: string;
}) {
  const loaded = useMatch(id);
  return (
    <div className="match-over">
      <h2>The match is over</h2>
      <p className="over-line">{overLine(match, sheet)}</p>
      {isFourPlayer(match) && traitsOf(match.game).competition && (
        <>
          <a className="button" href={routeHref({ name: 'summary', id })}>
            Summary sheet
          </a>
          {loaded.record !== null && <SendResult match={match} id={id} record={loaded.record} />}
        </>
      )}
      {/* Its own wait for the store's writing half, should that not be here yet. */}
      <Suspense fallback={null}>
        <BackupOffer />
      </Suspense>
    </div>
  );
}
