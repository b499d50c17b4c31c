import type { ReactNode } from 'react';
import { STRAIN_NAME, STRAIN_SYMBOL } from '../../engine/strains.ts';
import type { BridgeMatch, Level, Strain } from '../../engine/types.ts';
import { moveByArrow } from './gridKeys.ts';
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
        const next = moveByArrow(event);
        if (next?.dataset.key !== undefined) setCurrent(next.dataset.key);
      }}
    >
      {strains.map((strain, row) =>
        levels.map((level, col) => {
          const key = `${level}${strain}`;
          return contractOffered(level, strain) ? (
            <button
              key={key}
              type="button"
              className={`bid strain-${strain}`}
              aria-label={`${level} ${STRAIN_NAME[strain]}`}
              data-row={row}
              data-col={col}
              data-key={key}
              tabIndex={key === stop ? 0 : -1}
              onFocus={() => setCurrent(key)}
              onClick={() => onPick(level, strain)}
            >
              {level}
              <span className="strain">{STRAIN_SYMBOL[strain]}</span>
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
