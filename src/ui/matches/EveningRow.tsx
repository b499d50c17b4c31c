import '../../engine/everyGame.ts';
import { useState } from 'react';
import { traitsOf } from '../../engine/gameTraits.ts';
import { errorText } from '../../engine/errorText.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { formatDate, gameName } from '../common/matchText.ts';
import { routeHref } from '../router.ts';
import { useDb } from '../storage/StorageProvider.tsx';
import type { MatchListItem } from '../storage/useMatchList.ts';
import { SessionBackScore } from '../table/SessionBackScore.tsx';
import type { TableGroup } from '../../engine/tableGroup.ts';
import { useLiveQuery } from 'dexie-react-hooks';
import { listMatches } from '../../db/allMatches.ts';
import { eveningBackScore } from '../../engine/eveningBackScore.ts';
import { eveningPlayers } from '../../engine/tableChange.ts';
import { readGroup } from '../../engine/tableGroup.ts';
import { MatchRow } from './MatchRow.tsx';

/**
 * An evening of a table that changes partners (four, five or six players) on the matches list, as one entry (docs/format.md, "An
 * evening's file"): who played, when, how many rubbers (or chukkers); inside, each player's back
 * score over them and, played for a stake, who pays whom, then the rubbers themselves, each as
 * the list shows a match. Open goes to the latest rubber; Export saves the evening as one file,
 * and Back score PDF and Back score CSV its back score, money and payments to print or pass round.
 * Loaded only on a device that keeps an evening. The back score scores each rubber, of any game:
 * every game's scoring comes with this module (everyGame.ts).
 */
export default function EveningRow({
  group,
  items,
  onDelete,
}: {
  group: TableGroup;
  /** The evening's rubbers on the list, newest first. */
  items: readonly MatchListItem[];
  onDelete: (item: MatchListItem) => void;
}) {
  const db = useDb();
  const all = useLiveQuery(() => listMatches(db), [db]);
  const showToast = useShowToast();
  const [busy, setBusy] = useState(false);
  const played = [...items].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const first = played[0];
  const latest = items[0];
  if (first === undefined || latest === undefined) return null;
  const game = latest.match.ok ? latest.match.value.game : null;
  const unit = ((game === null ? null : traitsOf(game).unit) ?? 'Rubber').toLowerCase();
  // Everyone who played, the first table first (a table that changed size keeps who left), and
  // the rubbers begun, as the evening's back score reckons them once its matches are read whole
  // (the list's rows hold no deals; a table of four fixed partners that took a fifth in holds all
  // its rubbers in one match); until then, as the rows say. A rubber that no longer reads counts
  // as one.
  const evening =
    all === undefined
      ? null
      : eveningBackScore(
          group,
          all.flatMap((item) => (item.match.ok ? [item.match.value] : [])),
        );
  const players =
    evening?.players ??
    eveningPlayers(
      played.map((item) => (item.match.ok ? (readGroup(item.match.value)?.draw ?? []) : [])),
    );
  const unread = items.filter((item) => !item.match.ok).length;
  const rubbers = evening === null ? items.length : evening.begun + unread;
  const count = `${rubbers} ${rubbers === 1 ? unit : `${unit}s`}`;
  const title = `${game === null ? 'Evening' : `${gameName(game)} evening`}, ${players.length} players`;
  const exportIt = async () => {
    const { exportEvening } = await import('./exportEvening.ts');
    const unread = await exportEvening(
      db,
      played.map((item) => item.id),
      players,
      first.createdAt,
    );
    if (unread > 0)
      showToast(
        `${unread} of the evening's ${unit}s no longer ${unread === 1 ? 'reads' : 'read'} as a valid match, and ${unread === 1 ? 'was' : 'were'} left out of the file.`,
      );
  };
  const onPaper = async (format: 'pdf' | 'csv') => {
    setBusy(true);
    try {
      // Loaded when tapped, with the PDF's code (eveningExports.ts).
      const { saveEveningSheet } = await import('../export/eveningExports.ts');
      const evening = {
        group,
        players,
        title,
        game: game ?? undefined,
        startedAt: first.createdAt,
      };
      const said = await saveEveningSheet(db, evening, format);
      if (said !== null) showToast(said);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="match-row evening">
      <a
        className="match-main"
        href={routeHref({ name: 'match', id: latest.id })}
        aria-label={`Open ${title}: ${players.join(', ')}, ${formatDate(first.createdAt)}, its latest ${unit}`}
      >
        <strong>{title}</strong>
        <span>{players.join(', ')}</span>
        <span className="muted">
          {formatDate(first.createdAt)} · {count}
        </span>
      </a>
      <div className="match-actions">
        <button
          type="button"
          onClick={() => {
            exportIt().catch((error: unknown) => showToast(`Not exported: ${errorText(error)}`));
          }}
          aria-label={`Export ${title}, ${formatDate(first.createdAt)}, as one file`}
        >
          Export
        </button>
        {(['pdf', 'csv'] as const).map((format) => (
          <button
            key={format}
            type="button"
            disabled={busy}
            onClick={() => {
              onPaper(format).catch((error: unknown) => showToast(`Not made: ${errorText(error)}`));
            }}
            aria-label={`Back score ${format.toUpperCase()}: ${title}, ${formatDate(first.createdAt)}`}
          >
            Back score {format.toUpperCase()}
          </button>
        ))}
      </div>
      <details className="evening-inside">
        <summary>The {count} and the back score</summary>
        <SessionBackScore group={group} />
        <ul className="match-list" aria-label={`The ${unit}s of this evening, newest first`}>
          {items.map((item) => (
            <MatchRow key={item.id} item={item} onDelete={() => onDelete(item)} />
          ))}
        </ul>
      </details>
    </li>
  );
}
