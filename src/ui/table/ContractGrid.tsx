import type { ReactNode } from 'react';
import { useRef } from 'react';
import { GORBYX_COLOUR, STRAIN_NAME, STRAIN_SYMBOL } from '../../engine/strains.ts';
import type { BridgeMatch, Level, Strain } from '../../engine/types.ts';
// Moving with the keys loads with the first key pressed in the grid; the pad's first touch or key
// loads it too, with the steps after the contract.
const loadGridKeys = () => import('./gridKeys.ts');
const MOVING = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
import { contractOffered, levelsFor, strainsFor } from './padLogic.ts';

/**
 * The contract in one tap: a row per strain (clubs at the top, notrump at the bottom, nearest
 * the thumb) and a column per level. One tab stop for the whole grid; arrow keys move in it.
 * `after` sits in the grid's last column (Passed out), or under it on the narrowest phones.
 * `current` is the contract that holds the tab stop (kept by the pad, so the grid comes back to
 * it after a deal), as level and strain: "4S".
 */
export function ContractGrid({
  match,
  onPick,
  after,
  current,
  setCurrent,
}: {
  match: BridgeMatch;
  onPick: (level: Level, strain: Strain) => void;
  after?: ReactNode;
  current: string;
  setCurrent: (key: string) => void;
}) {
  const strains = strainsFor(match);
  const levels = levelsFor(match);
  const moves = useRef<Promise<void>>(Promise.resolve());
  // The tab stop: the last contract focused, at first the one most bid.
  const offered = strains.some((strain) =>
    levels.some((level) => `${level}${strain}` === current && contractOffered(level, strain)),
  );
  const stop = offered ? current : `4${strains.includes('S') ? 'S' : 'NT'}`;
  return (
    <div
      className={`contract-grid${after === undefined ? '' : ' with-after'}`}
      role="group"
      aria-label="Contract"
      style={{ '--levels': levels.length, '--strains': strains.length } as never}
      onKeyDown={(event) => {
        if (!MOVING.has(event.key)) return;
        // The page must not scroll: the key is taken now, the move made once its code is here.
        // Keys pressed quickly are moved in turn, each from where the one before left focus.
        event.preventDefault();
        const group = event.currentTarget;
        const key = event.key;
        moves.current = moves.current.then(loadGridKeys).then(({ moveFrom }) => {
          const from = document.activeElement;
          if (!(from instanceof HTMLElement) || !group.contains(from)) return;
          const next = moveFrom(group, from, key);
          if (next?.dataset.key !== undefined) setCurrent(next.dataset.key);
        });
      }}
    >
      {strains.map((strain, row) =>
        levels.map((level, col) => {
          const key = `${level}${strain}`;
          return contractOffered(level, strain) ? (
            <button
              key={key}
              type="button"
              className={`bid strain-${strain}${GORBYX_COLOUR[strain] === undefined ? '' : ' gorbyx'}`}
              aria-label={`${level} ${STRAIN_NAME[strain]}`}
              data-row={row}
              data-col={col}
              data-key={key}
              tabIndex={key === stop ? 0 : -1}
              onFocus={() => setCurrent(key)}
              onClick={() => onPick(level, strain)}
            >
              {level}
              {/* A GorbyX suit by its colour's name under the level: "6O" would read as sixty. */}
              {GORBYX_COLOUR[strain] === undefined ? (
                <span className="strain">{STRAIN_SYMBOL[strain]}</span>
              ) : (
                <span className="strain colour-name">{GORBYX_COLOUR[strain]}</span>
              )}
            </button>
          ) : (
            <span key={key} className="bid-gap" aria-hidden="true" />
          );
        }),
      )}
      {after}
    </div>
  );
}
