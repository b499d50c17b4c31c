import type { Evening } from '../../season/ledger.ts';

const WIDTH = 320;
const HEIGHT = 140;
const PAD = 24;

/**
 * A running total as a line, from zero: each value a point, zero marked. Drawn in SVG, with the
 * figures also in words for a screen reader.
 */
function RunningChart({
  values,
  label,
  caption,
}: {
  values: readonly number[];
  label: string;
  caption: string;
}) {
  const totals = [0, ...values];
  const low = Math.min(0, ...totals);
  const high = Math.max(0, ...totals);
  const span = high - low || 1;
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / Math.max(1, totals.length - 1);
  const y = (v: number) => PAD / 2 + ((high - v) * (HEIGHT - PAD)) / span;
  const points = totals.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <figure className="ledger-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
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
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A player's back score across evenings: a point for each match that changed it. */
export function BackScoreChart({ name, evenings }: { name: string; evenings: readonly Evening[] }) {
  const totals = evenings.map((e) => e.total);
  return (
    <RunningChart
      values={totals}
      label={`${name}'s back score over ${count(totals.length, 'match', 'matches')}, from 0 to ${totals.at(-1) ?? 0}`}
      caption="Back score after each match, in hundreds"
    />
  );
}

/** A player's running total across one match: a point for each rubber that was over. */
export function MatchRunChart({
  name,
  day,
  rubbers,
}: {
  name: string;
  day: string;
  rubbers: readonly number[];
}) {
  return (
    <RunningChart
      values={rubbers}
      label={`${name}'s running total across the match of ${day}, over ${rubbers.length} rubber${rubbers.length === 1 ? '' : 's'}, from 0 to ${rubbers.at(-1) ?? 0}`}
      caption={`Running total across the match of ${day}, after each rubber, in hundreds`}
    />
  );
}
