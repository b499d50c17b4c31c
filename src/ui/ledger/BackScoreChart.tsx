import type { Account } from '../../season/ledger.ts';

const WIDTH = 320;
const HEIGHT = 140;
const PAD = 24;

/**
 * A player's back score across evenings, as a line: each match that changed it a point, zero
 * marked. Drawn in SVG, with the figures also in words for a screen reader.
 */
export function BackScoreChart({ account }: { account: Account }) {
  const totals = [0, ...account.evenings.map((e) => e.total)];
  const low = Math.min(0, ...totals);
  const high = Math.max(0, ...totals);
  const span = high - low || 1;
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / Math.max(1, totals.length - 1);
  const y = (v: number) => PAD / 2 + ((high - v) * (HEIGHT - PAD)) / span;
  const points = totals.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const last = totals.at(-1) ?? 0;
  return (
    <figure className="ledger-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${account.name}'s back score over ${account.evenings.length} ${account.evenings.length === 1 ? 'match' : 'matches'}, from 0 to ${last}`}
      >
        <line className="zero" x1={PAD} x2={WIDTH - PAD} y1={y(0)} y2={y(0)} />
        <polyline points={points} />
        {totals.map((v, i) => (
          <circle key={i} cx={x(i)} cy={y(v)} r={3} />
        ))}
        <text x={2} y={y(high) + 4}>
          {high}
        </text>
        {low < 0 && (
          <text x={2} y={y(low) + 4}>
            {low}
          </text>
        )}
      </svg>
      <figcaption>Back score after each match, in hundreds</figcaption>
    </figure>
  );
}
