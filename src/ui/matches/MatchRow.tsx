import { rulesLine } from '../../engine/rulesSaid.ts';
import type { Match } from '../../engine/types.ts';
import { useShowToast } from '../../state/uiStore.ts';
import {
  formatDate,
  gameName,
  playersLine,
  sentLine,
  standingLine,
  statusLabel,
} from '../common/matchText.ts';
import { routeHref } from '../router.ts';
import { groupRubberOver } from '../../engine/tableGroup.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import type { MatchListItem } from '../storage/useMatchList.ts';
import { MatchDiffers } from '../common/MatchDiffers.tsx';
import { errorText } from '../../engine/errorText.ts';

/**
 * A match's name in the list: "Rubber bridge: Ian & Bob v Dave & Alan, 1 Nov 2026, 19:30". The
 * date makes each row's name its own, even when several matches have the same players.
 */
export function matchTitle(value: Match): string {
  const rules = rulesLine(value, 'changed');
  const game = rules === null ? gameName(value.game) : `${gameName(value.game)} (${rules})`;
  return `${game}: ${playersLine(value)}, ${formatDate(value.createdAt)}`;
}

/** One match in the list: what it is, who played, when, how it stands. */
export function MatchRow({ item, onDelete }: { item: MatchListItem; onDelete: () => void }) {
  const showToast = useShowToast();
  const storage = useStorage();
  const { match, standing } = item;
  if (!match.ok || standing === null) {
    return (
      <li className="match-row damaged">
        <div className="match-main">
          <strong>A match that can no longer be read</strong>
          <span className="muted">
            {formatDate(item.createdAt)} ·{' '}
            {match.ok ? '' : `${match.errors[0]?.path}: ${match.errors[0]?.message}`}
          </span>
        </div>
        <div className="match-actions">
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete the damaged match of ${formatDate(item.createdAt)}`}
          >
            Delete
          </button>
        </div>
      </li>
    );
  }
  const value = match.value;
  const sent = sentLine(value, standing);
  // A rubber of a table of five or six is finished once won, though its game plays on.
  const shown = groupRubberOver(value, standing)
    ? { ...standing, status: 'complete' as const }
    : standing;
  const rules = rulesLine(value, 'changed');
  const title = matchTitle(value);
  const exportIt = async () => {
    // Loaded when used (exportRow.ts).
    const { exportRow } = await import('./exportRow.ts');
    if (!(await exportRow(await storage.database(), item.id, value)))
      showToast('This match could not be exported: it no longer reads as a valid match.');
  };
  return (
    <li className="match-row">
      <a
        className="match-main"
        href={routeHref({ name: 'match', id: item.id })}
        aria-label={`Open ${title}`}
      >
        <strong>
          {gameName(value.game)}
          {rules !== null && <span className="match-rules"> · {rules}</span>}
        </strong>
        <span>{playersLine(value)}</span>
        <span className="muted">
          {formatDate(value.createdAt)} ·{' '}
          <span className={`status ${shown.status}`}>{statusLabel(shown)}</span> ·{' '}
          {standingLine(value, shown)}
          {sent !== null && (
            <span className={`sent ${value.sent === undefined ? 'not' : ''}`}> · {sent}</span>
          )}
        </span>
      </a>
      <MatchDiffers id={item.id} />
      <div className="match-actions">
        <button
          type="button"
          onClick={() => {
            exportIt().catch((error: unknown) => showToast(`Not exported: ${errorText(error)}`));
          }}
          aria-label={`Export ${title}`}
        >
          Export
        </button>
        <button type="button" onClick={onDelete} aria-label={`Delete ${title}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
