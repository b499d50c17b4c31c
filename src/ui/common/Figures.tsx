/** A figure, with its sign and its digit groups ("−1 100", "4,020", "300"): split out by it. */
const FIGURE = /([−-]?\d+(?:[.,:\u00a0\u202f]\d+)*)/;

/**
 * Text whose figures are never broken over lines: each in a span that keeps it whole
 * (`.figure` in app.css), the words around them wrapping as they must. "300 / 100" may wrap at
 * its spaces on a narrow phone at large text, but never as "30 / 0 / / 10 / 0".
 */
export function Figures({ text }: { text: string }) {
  // Split by a pattern that captures, the figures are the odd parts.
  return text.split(FIGURE).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="figure">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
