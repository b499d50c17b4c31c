import { useState } from 'react';
import type { UndoState } from '../../db/matchStore.ts';
import type { RummySheet } from '../../engine/sheet.ts';
import type { RummyMatch } from '../../engine/types.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { standingLine } from '../common/matchText.ts';
import { ToastBar } from '../common/ToastBar.tsx';
import { MatchHeader } from '../table/MatchHeader.tsx';
import { useMatchActions } from '../table/useMatchActions.ts';

/**
 * GorbyX Rummy: who went out, the card points left in each other hand, and whether it was a
 * rummy; running totals, lowest wins.
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
  const [out, setOut] = useState<number | null>(null);
  const [points, setPoints] = useState<string[]>(() => match.players.map(() => ''));
  const [rummy, setRummy] = useState(false);
  const ended = sheet.status !== 'in-progress';
  const ready = out !== null && points.every((p, i) => i === out || p.trim() !== '');

  const save = async () => {
    if (out === null) return;
    const deal = { out, points: points.map((p, i) => (i === out ? 0 : Number(p))), rummy };
    const ok = await actions.commit({ kind: 'addDeal', index: match.deals.length, deal });
    if (ok) {
      setOut(null);
      setPoints(match.players.map(() => ''));
      setRummy(false);
      showToast(`Deal ${match.deals.length + 1} saved.`);
    }
  };

  return (
    <div className="table-screen rummy">
      <MatchHeader match={match} id={id} undo={undo} onUndo={actions.undo} onRedo={actions.redo} />
      {/* At the table, messages sit in the page's flow, over nothing. */}
      <ToastBar inline />
      <p className="result-line" role="status">
        {standingLine(match, sheet)}
        {match.rules.target !== undefined ? ` · target ${match.rules.target}` : ''} · next dealer:{' '}
        {match.players[sheet.nextDealer]}
      </p>
      <table className="deal-list rummy-totals">
        <caption>Totals (lowest wins)</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            {match.players.map((p) => (
              <th key={p} scope="col">
                {p}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.deals.map((row) => (
            <tr key={row.index}>
              <th scope="row">{row.index + 1}</th>
              {row.cumulative.map((t, i) => (
                <td key={i} title={row.explain[i]}>
                  {t}
                  {i === row.out && <small> out{row.rummy ? ', rummy' : ''}</small>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {ended ? (
        <p className="pad-blocked">The game is over: {standingLine(match, sheet)}.</p>
      ) : (
        <form
          className="pad rummy-pad"
          aria-label="Enter a deal"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <fieldset>
            <legend>Who went out?</legend>
            <div className="option-row">
              {match.players.map((p, i) => (
                <button
                  key={i}
                  type="button"
                  className="chip"
                  aria-pressed={out === i}
                  onClick={() => setOut(i)}
                >
                  {p}
                </button>
              ))}
            </div>
          </fieldset>
          {out !== null && (
            <fieldset>
              <legend>Card points left in hand</legend>
              {match.players.map((p, i) =>
                i === out ? null : (
                  <label key={i} className="field">
                    {p}
                    <input
                      inputMode="numeric"
                      value={points[i] ?? ''}
                      onChange={(e) =>
                        setPoints(
                          points.map((q, j) => (j === i ? e.target.value.replace(/\D/g, '') : q)),
                        )
                      }
                    />
                  </label>
                ),
              )}
              {match.rules.variant === 'basic' && (
                <label className="check">
                  <input
                    type="checkbox"
                    checked={rummy}
                    onChange={(e) => setRummy(e.target.checked)}
                  />
                  Rummy (all cards in one play: 25 more each)
                </label>
              )}
            </fieldset>
          )}
          <button type="submit" className="primary confirm" disabled={!ready}>
            Confirm
          </button>
        </form>
      )}
      <button
        type="button"
        onClick={() =>
          void actions.commit({ kind: 'finish', before: match.finished, after: !match.finished })
        }
      >
        {match.finished ? 'Resume play' : 'End of play'}
      </button>
    </div>
  );
}
