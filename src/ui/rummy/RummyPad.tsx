import { useId, useState } from 'react';
import { handPointsProblem } from '../../engine/rummyHands.ts';
import type { RummyDeal, RummyMatch } from '../../engine/types.ts';
import { useAttempt } from '../common/attempt.ts';

/** A hand as the match file spells it: `{ "out": 2, "points": [11, 5, 0, 30], "rummy": true }`. */
export type HandFile = { out: number; points: number[]; rummy: boolean };

/**
 * Entering a hand, or correcting one already played: who went out, the card points left in each
 * other hand, and whether it was a rummy (basic rummy only). Points a hand cannot hold are refused
 * beside their field, saying why (docs/rules.md, GorbyX Rummy).
 */
export function RummyPad({
  match,
  editing,
  onSave,
  onCancel,
}: {
  match: RummyMatch;
  /** The hand being corrected, or null for the next hand. */
  editing: { readonly index: number; readonly deal: RummyDeal } | null;
  onSave: (hand: HandFile) => Promise<boolean>;
  onCancel: () => void;
}) {
  const start = editing?.deal;
  const [out, setOut] = useState<number | null>(start?.out ?? null);
  const [points, setPoints] = useState<string[]>(() =>
    match.players.map((_, i) =>
      start === undefined || i === start.out ? '' : String(start.points[i]),
    ),
  );
  const [rummy, setRummy] = useState(start?.rummy ?? false);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const act = useAttempt();
  const idBase = useId();
  const variant = match.rules.variant;

  const problemOf = (i: number): string | null => {
    if (out === null || i === out) return null;
    const typed = (points[i] ?? '').trim();
    if (typed === '') return tried ? 'Enter the card points left in this hand.' : null;
    const problem = handPointsProblem(Number(typed), variant);
    return problem === null ? null : `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`;
  };
  const complete =
    out !== null &&
    points.every(
      (p, i) => i === out || (p.trim() !== '' && handPointsProblem(Number(p), variant) === null),
    );

  const save = async () => {
    setTried(true);
    if (!complete || out === null || saving) return;
    setSaving(true);
    const hand = { out, points: points.map((p, i) => (i === out ? 0 : Number(p))), rummy };
    const ok = await onSave(hand);
    setSaving(false);
    if (ok && editing === null) {
      setOut(null);
      setPoints(match.players.map(() => ''));
      setRummy(false);
      setTried(false);
    }
  };

  const title =
    editing === null ? `Hand ${match.deals.length + 1}` : `Correct hand ${editing.index + 1}`;
  return (
    <form
      className="pad rummy-pad"
      aria-label={editing === null ? 'Enter a hand' : `Correct hand ${editing.index + 1}`}
      onSubmit={(e) => {
        e.preventDefault();
        act(save(), 'Not saved');
      }}
    >
      <h2 className="pad-title">{title}</h2>
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
          <div className="hand-fields">
            {match.players.map((p, i) => {
              if (i === out) return null;
              const problem = problemOf(i);
              const errorId = `${idBase}-${i}-problem`;
              return (
                <div key={i} className="field">
                  <label htmlFor={`${idBase}-${i}`}>{p}</label>
                  <input
                    id={`${idBase}-${i}`}
                    inputMode="numeric"
                    autoComplete="off"
                    value={points[i] ?? ''}
                    aria-invalid={problem !== null}
                    aria-describedby={problem === null ? undefined : errorId}
                    onChange={(e) =>
                      setPoints(
                        points.map((q, j) => (j === i ? e.target.value.replace(/\D/g, '') : q)),
                      )
                    }
                  />
                  {problem !== null && (
                    <span id={errorId} className="field-error">
                      {problem}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
          {variant === 'basic' && (
            <label className="check">
              <input type="checkbox" checked={rummy} onChange={(e) => setRummy(e.target.checked)} />
              Rummy (all cards in one play: 25 more each)
            </label>
          )}
        </fieldset>
      )}
      <div className="toolbar">
        {editing !== null && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="primary confirm" disabled={out === null || saving}>
          {editing === null ? 'Confirm' : `Save hand ${editing.index + 1}`}
        </button>
      </div>
    </form>
  );
}
