import { useEffect, useId, useState } from 'react';
import type { Desk } from '../../db/desk.ts';
import { setPairs } from '../../db/desk.ts';
import { deskRefusalText } from './refusalText.ts';
import { attempt } from '../common/attempt.ts';
import { errorText } from '../../engine/errorText.ts';
import type { Grade } from '../../season/draw.ts';
import { nameKey } from '../../season/names.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import { counted } from '../common/counted.ts';
import type { Said } from './SaidLine.tsx';
import { SaidLine } from './SaidLine.tsx';
import { GRADE_NAMES } from './deskText.ts';
import { Select } from '../common/Select.tsx';

interface DraftPair {
  readonly key: number;
  readonly players: readonly [string, string];
  readonly grades: readonly [Grade, Grade];
}

const GRADES = Object.keys(GRADE_NAMES) as Grade[];
let nextKey = 0;
const blank = (): DraftPair => ({ key: nextKey++, players: ['', ''], grades: ['open', 'open'] });

/**
 * The entered pairs, each player with the grade seed 002 recognises, until the first round is
 * drawn. Nothing is saved until every name is right: the message names the pair and the player.
 */
export function PairsForm({
  desk,
  onDirty,
}: {
  desk: Desk;
  /** Told whether the pairs on screen differ from the pairs saved. */
  onDirty: (dirty: boolean) => void;
}) {
  const storage = useStorage();
  const formId = useId();
  const [pairs, setDraft] = useState<DraftPair[]>(() =>
    desk.pairs.length > 0
      ? desk.pairs.map((p) => ({ key: nextKey++, players: p.players, grades: p.grades }))
      : [blank(), blank()],
  );
  const [message, setMessage] = useState<Said>(null);
  const [saving, setSaving] = useState(false);
  const saved = JSON.stringify(desk.pairs.map(({ players, grades }) => ({ players, grades })));
  const onScreen = JSON.stringify(
    pairs.map(({ players, grades }) => ({ players: players.map(nameKey), grades })),
  );
  const dirty =
    saved !== onScreen &&
    !(desk.pairs.length === 0 && pairs.every((p) => p.players.every((n) => n.trim() === '')));
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const change = (key: number, at: 0 | 1, part: 'players' | 'grades', value: string) =>
    setDraft((all) =>
      all.map((p) => {
        if (p.key !== key) return p;
        const next = [...p[part]] as [string, string];
        next[at] = value;
        return { ...p, [part]: next };
      }),
    );

  const save = async () => {
    setSaving(true);
    try {
      const saved = await storage.write((db) =>
        setPairs(
          db,
          desk.id,
          pairs.map(({ players, grades }) => ({ players, grades })),
        ),
      );
      setMessage(
        saved.ok
          ? { text: `${counted(saved.value.length, 'pair')} saved.`, failed: false }
          : { text: `Not saved: ${deskRefusalText(saved.refusal)}.`, failed: true },
      );
    } catch (error) {
      setMessage({ text: `Not saved: ${errorText(error)}`, failed: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="desk-pairs"
      aria-labelledby={`${formId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        attempt(save(), (text) => setMessage({ text, failed: true }), 'Not saved');
      }}
    >
      <h2 id={`${formId}-title`}>Pairs entered</h2>
      <p className="muted small">
        Each player's grade sets the pair's: two Juniors are a Junior pair, Intermediate with Junior
        or Intermediate an Intermediate pair, any Open player an Open pair.
      </p>
      <ol className="desk-pair-list">
        {pairs.map((pair, i) => (
          <li key={pair.key}>
            <fieldset>
              <legend>Pair {i + 1}</legend>
              {([0, 1] as const).map((at) => (
                <div className="desk-player" key={at}>
                  <label>
                    <span className="visually-hidden">
                      Pair {i + 1}, player {at + 1}
                    </span>
                    <input
                      value={pair.players[at]}
                      autoComplete="off"
                      placeholder={`Player ${at + 1}`}
                      onChange={(e) => change(pair.key, at, 'players', e.target.value)}
                    />
                  </label>
                  <label>
                    <span className="visually-hidden">
                      Pair {i + 1}, player {at + 1}'s grade
                    </span>
                    <Select
                      value={pair.grades[at]}
                      onChange={(e) => change(pair.key, at, 'grades', e.target.value)}
                    >
                      {GRADES.map((grade) => (
                        <option key={grade} value={grade}>
                          {GRADE_NAMES[grade]}
                        </option>
                      ))}
                    </Select>
                  </label>
                </div>
              ))}
              <button
                type="button"

                onClick={() => setDraft((all) => all.filter((p) => p.key !== pair.key))}
              >
                Remove pair {i + 1}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <SaidLine said={message} />
      <div className="toolbar">
        <button type="button" onClick={() => setDraft((all) => [...all, blank()])}>
          Add a pair
        </button>
        <button type="submit" className="primary" disabled={saving}>
          Save pairs
        </button>
      </div>
    </form>
  );
}
