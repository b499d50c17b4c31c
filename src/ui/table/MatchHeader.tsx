import type { EditWords } from '../../db/edits.ts';
import type { UndoState } from '../../db/matchStore.ts';
import type { Match } from '../../engine/types.ts';
import { playersLine, shortGameName } from '../common/matchText.ts';
import { routeHref } from '../router.ts';
import { UndoButtons } from './UndoButtons.tsx';

/** The bar over a match: back to the list, the game and players, undo and redo, rules. */
export function MatchHeader({
  match,
  id,
  undo,
  onUndo,
  onRedo,
  words,
}: {
  match: Match;
  words?: EditWords;
  id: string;
  undo: UndoState | undefined;
  onUndo: () => void;
  onRedo: () => void;
}) {
  return (
    <header className="match-head">
      <div className="match-title">
        <a href={routeHref({ name: 'matches' })} className="back" aria-label="All matches">
          ‹
        </a>
        <h1>
          <span>{shortGameName(match.game)}</span>
          <small>{playersLine(match)}</small>
        </h1>
      </div>
      <div className="match-tools">
        <UndoButtons undo={undo} onUndo={onUndo} onRedo={onRedo} words={words} />
        {match.game === 'kapiti' && (
          <a className="button" href={routeHref({ name: 'summary', id })}>
            Summary
          </a>
        )}
        <a className="button" href={routeHref({ name: 'rules', id })}>
          Rules
        </a>
      </div>
    </header>
  );
}
