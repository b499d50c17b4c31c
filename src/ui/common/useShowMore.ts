import { useState } from 'react';

/**
 * How many of a long list's newest items to show: `first` at first, `step` more each time the
 * player asks. A match of thousands of deals opens as quickly as one of ten: only what is shown
 * is drawn (docs/style.md, rule 7).
 */
export function useShowMore(first: number, step = first): [number, () => void] {
  const [shown, setShown] = useState(first);
  return [shown, () => setShown((now) => now + step)];
}
