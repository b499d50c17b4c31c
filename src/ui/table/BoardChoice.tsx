import { useId, useState } from 'react';
import { boardVulnerability } from '../../engine/duplicate.ts';
import type { BridgeMatch, Vulnerability } from '../../engine/types.ts';
import { useDraft, useSetDraft } from '../../state/uiStore.ts';
import { playedBoardText } from './playedBoard.ts';
import { Select } from '../common/Select.tsx';

const VULNERABILITY_WORDS: Readonly<Record<Vulnerability, string>> = {
  none: 'nobody vulnerable',
  NS: 'NS vulnerable',
  EW: 'EW vulnerable',
  both: 'both vulnerable',
};
const OVERRIDES: readonly Vulnerability[] = ['none', 'NS', 'EW', 'both'];
/** The highest board a match file takes (docs/format.md, `board`). */
const MOST_BOARD = 9999;

/**
 * Duplicate: which board the next deal is (docs/rules.md, Duplicate). The one after the last
 * board is offered; any board can be typed or stepped to, its dealer and vulnerability follow,
 * and the vulnerability can be set otherwise where the traveller says so. A board already played
 * is said at once, with the deal it was played as; the pad will not write it again.
 */
export function BoardChoice({ next, match }: { next: number; match: BridgeMatch }) {
  const draft = useDraft();
  const setDraft = useSetDraft();
  const board = draft.board ?? next;
  // What is being typed, while it is typed: an empty field is not yet a board.
  const [typed, setTyped] = useState<string | null>(null);
  const vulId = useId();
  const own = boardVulnerability(board);
  const played = playedBoardText(match, board);
  const choose = (value: number) => {
    // The traveller's vulnerability was for the board it came with.
    if (Number.isInteger(value) && value >= 1 && value <= MOST_BOARD) {
      setDraft({ board: value, vulnerable: null });
    }
  };
  return (
    <div className="board-choice" role="group" aria-label="Board">
      <button
        type="button"
        className="step"
        aria-label="The board before"
        disabled={board <= 1}
        onClick={() => choose(board - 1)}
      >
        −
      </button>
      <label className="board-number">
        Board
        <input
          type="text"
          inputMode="numeric"
          value={typed ?? String(board)}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '').slice(0, 4);
            setTyped(digits);
            if (digits !== '') choose(Number(digits));
          }}
          onBlur={() => setTyped(null)}
        />
      </label>
      <button
        type="button"
        className="step"
        aria-label="The board after"
        disabled={board >= MOST_BOARD}
        onClick={() => choose(board + 1)}
      >
        +
      </button>
      <Select
        id={vulId}
        aria-label="Vulnerability"
        value={draft.vulnerable ?? 'board'}
        onChange={(e) =>
          setDraft({
            vulnerable: e.target.value === 'board' ? null : (e.target.value as Vulnerability),
          })
        }
      >
        <option value="board">As the board: {VULNERABILITY_WORDS[own]}</option>
        {OVERRIDES.filter((v) => v !== own).map((v) => (
          <option key={v} value={v}>
            Traveller: {VULNERABILITY_WORDS[v]}
          </option>
        ))}
      </Select>
      {played !== null && (
        <p className="board-played" role="alert">
          {played}
        </p>
      )}
    </div>
  );
}
