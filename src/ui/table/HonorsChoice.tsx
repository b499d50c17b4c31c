import type { MouseEvent } from 'react';
import type { Side, Strain } from '../../engine/types.ts';
import type { Columns } from './columns.ts';

type Claim = { side: Side; points: 100 | 150 } | null;

const SIDE_OF: readonly Side[] = ['NS', 'EW'];

/**
 * Honors for a deal: none, or 100 / 150 to either side (at notrump only 150, four aces). Claimed
 * after the play, before the next deal.
 */
export function HonorsChoice({
  strain,
  cols,
  current,
  onChoose,
  prompt = 'Honors',
}: {
  strain: Strain;
  cols: Columns;
  /** The claim recorded now; undefined when asking afresh (nothing shown as chosen). */
  current: Claim | undefined;
  onChoose: (claim: Claim, event: MouseEvent<HTMLButtonElement>) => void;
  prompt?: string;
}) {
  const points: readonly (100 | 150)[] = strain === 'NT' ? [150] : [100, 150];
  const same = (claim: Claim) => {
    if (current === undefined) return false;
    if (claim === null || current === null) return claim === current;
    return current.side === claim.side && current.points === claim.points;
  };
  const options: { claim: Claim; label: string; name: string }[] = [
    { claim: null, label: 'None', name: 'None: no honors' },
  ];
  cols.sides.forEach((side, i) => {
    for (const p of points) {
      const what = strain === 'NT' ? '4 aces' : p === 100 ? '4 honors' : '5 honors';
      options.push({
        claim: { side: SIDE_OF[side] as Side, points: p },
        label: `${cols.heads[i]} ${p}`,
        name: `${cols.heads[i]} ${p}: held ${what}`,
      });
    }
  });
  return (
    <div className="honors" role="group" aria-label={prompt}>
      <span className="honors-prompt">{prompt}:</span>
      {options.map((o) => (
        <button
          key={o.label}
          type="button"
          aria-pressed={same(o.claim)}
          aria-label={o.name}
          className="chip"
          onClick={(event) => onChoose(o.claim, event)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
