import { traitsOf } from '../../engine/gameTraits.ts';
import type { ReactNode } from 'react';
import type { EditWords } from '../../db/edits.ts';
import type { UndoState } from '../../db/matchStore.ts';
import type { Match } from '../../engine/types.ts';
import { playersLine, shortGameName } from '../common/matchText.ts';
import { routeHref } from '../router.ts';
import { MoreMenu } from './MoreMenu.tsx';
import { UndoButtons } from './UndoButtons.tsx';

/**
 * The bar over a match: back to the list, the heading (at a bridge table the next deal and its
 * dealer, with the game and players under it), undo and redo, and the rest behind "More".
 */
export function MatchHeader({
  match,
  id,
  undo,
  onUndo,
  onRedo,
  words,
  title,
  subtitle,
}: {
  match: Match;
  words?: EditWords;
  id: string;
  undo: UndoState | undefined;
  onUndo: () => void;
  onRedo: () => void;
  title?: ReactNode;
  /** Under the title, before the game and the players: "Rubber 2". */
  subtitle?: string | null;
}) {
  const game = shortGameName(match.game);
  return (
    <header className="match-head">
      <div className="match-title">
        <a href={routeHref({ name: 'matches' })} className="back" aria-label="All matches">
          ‹
        </a>
        <h1 className={title === undefined ? undefined : 'deal-heading'}>
          <span>{title ?? game}</span>
          <small>
            {title === undefined
              ? playersLine(match)
              : [subtitle, `${game}: ${playersLine(match)}`].filter(Boolean).join(' · ')}
          </small>
        </h1>
      </div>
      <div className="match-tools">
        <UndoButtons undo={undo} onUndo={onUndo} onRedo={onRedo} words={words} />
        <MoreMenu>
          {traitsOf(match.game).competition && (
            <a href={routeHref({ name: 'summary', id })}>Summary</a>
          )}
          <a href={routeHref({ name: 'show', id })}>Show match</a>
          <a href={routeHref({ name: 'compare', id })}>Compare</a>
          <a href={routeHref({ name: 'export', id })}>Export</a>
          <a href={routeHref({ name: 'rules', id })}>Rules</a>
          <a href={routeHref({ name: 'settings' })}>Settings</a>
        </MoreMenu>
      </div>
    </header>
  );
}
