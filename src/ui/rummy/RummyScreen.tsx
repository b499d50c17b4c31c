import { rulesLine } from '../../engine/rulesSaid.ts';
import { useState } from 'react';
import type { UndoState } from '../../db/matchStore.ts';
import type { RummySheet } from '../../engine/sheet.ts';
import type { RummyMatch } from '../../engine/types.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { standingOf } from '../../engine/standing.ts';
import { standingLine } from '../common/matchText.ts';
import { markSave } from '../common/tapGuard.ts';
import { ToastBar } from '../common/ToastBar.tsx';
import { MatchHeader } from '../table/MatchHeader.tsx';
import { MatchDiffers } from '../common/MatchDiffers.tsx';
import { useMatchActions } from '../table/useMatchActions.ts';
import { RummyHands } from './RummyHands.tsx';
import type { HandFile } from './RummyPad.tsx';
import { RummyPad } from './RummyPad.tsx';

/**
 * GorbyX Rummy at the table (docs/rules.md, GorbyX Rummy): the sheet of hands, each player's
 * points and running total, lowest wins; the next hand entered below, and any past hand corrected
 * by tapping it, every later total following at once.
 */
export default function RummyScreen({
  match,
  sheet,
  id,
  undo,
}: {
  match: RummyMatch;
  sheet: RummySheet;
  id: string;
  undo: UndoState | undefined;
}) {
  const actions = useMatchActions(id);
  const showToast = useShowToast();
  const [editing, setEditing] = useState<number | null>(null);
  const ended = sheet.status !== 'in-progress';
  // No new hand once play has ended or the target is reached; a past hand can still be corrected.
  const blocked = ended || match.finished;
  const target = match.rules.target;
  const editingDeal = editing === null ? undefined : match.deals[editing];
  // The pad's fields start from the hand it opens on: a new pad for each hand corrected.
  const padKey = editing === null ? `next-${match.deals.length}` : `hand-${editing}`;

  // Each write says why when it is not taken (useMatchActions), and the pad keeps the hand.
  const save = async (hand: HandFile): Promise<boolean> => {
    if (editing !== null && editingDeal !== undefined) {
      const before = {
        out: editingDeal.out,
        points: [...editingDeal.points],
        rummy: editingDeal.rummy,
      };
      const written = await actions.commit({
        kind: 'editDeal',
        index: editing,
        before,
        after: hand,
      });
      if (written.ok) {
        showToast(`Hand ${editing + 1} corrected; every later total follows.`);
        setEditing(null);
      }
      return written.ok;
    }
    const written = await actions.commit({
      kind: 'addDeal',
      index: match.deals.length,
      deal: hand,
    });
    // Where only memory holds it, as the store stood when the write ended, a hand is kept only
    // until the app is closed.
    const saved = written.ok && written.inMemory ? 'kept until you close the app' : 'saved';
    if (written.ok) showToast(`Hand ${match.deals.length + 1} ${saved}.`);
    return written.ok;
  };

  const standingText = standingLine(match, standingOf(sheet));
  const status = [
    ended && !match.finished ? `${standingText}: the game is over` : standingText,
    rulesLine(match, 'changed'),
    target === undefined ? null : `target ${target}`,
    blocked ? null : `next dealer: ${match.players[sheet.nextDealer] ?? ''}`,
  ].filter((part) => part !== null);

  return (
    <div className="table-screen rummy">
      <MatchHeader
        match={match}
        id={id}
        undo={undo}
        onUndo={() => {
          actions.undo().catch(actions.fail);
        }}
        onRedo={() => {
          actions.redo().catch(actions.fail);
        }}
      />
      <section className="sheet-area" aria-label="Score sheet">
        <MatchDiffers id={id} />
        <p className="result-line" role="status">
          {status.join(' · ')}
        </p>
        <RummyHands
          match={match}
          sheet={sheet}
          editing={editing}
          onOpen={(hand) => setEditing(editing === hand ? null : hand)}
        />
      </section>
      <ToastBar inline />
      {blocked && editing === null ? (
        <p className="pad-blocked">
          {match.finished ? 'Play has ended.' : `The game is over: ${standingText}.`}
        </p>
      ) : (
        <RummyPad
          key={padKey}
          match={match}
          editing={
            editing === null || editingDeal === undefined
              ? null
              : { index: editing, deal: editingDeal }
          }
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {/* Play that reached the point target has ended by itself: there is nothing to stop. */}
      {(!ended || match.finished) && (
        <button
          type="button"
          className="end-play"
          onClick={(event) => {
            markSave(event);
            actions
              .commit({ kind: 'finish', before: match.finished, after: !match.finished })
              .catch(actions.fail);
          }}
        >
          {match.finished ? 'Resume play' : 'End of play'}
        </button>
      )}
    </div>
  );
}
