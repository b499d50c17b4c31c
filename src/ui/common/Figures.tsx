import { Fragment } from 'react';
import type { ReactNode } from 'react';

/** A figure, with its sign and its digit groups ("−1 100", "4,020", "300"). */
const FIGURE = /[−-]?\d+(?:[.,:\u00a0\u202f]\d+)*/g;

/**
 * Text whose figures are never broken over lines: each in a span that keeps it whole
 * (`.figure` in app.css), the words around them wrapping as they must. "300 / 100" may wrap at
 * its spaces on a narrow phone at large text, but never as "30 / 0 / / 10 / 0".
 */
export function Figures({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const m of text.matchAll(FIGURE)) {
    if (m.index > from) parts.push(text.slice(from, m.index));
    parts.push(
      <span key={m.index} className="figure">
        {m[0]}
      </span>,
    );
    from = m.index + m[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <Fragment>{parts}</Fragment>;
}
