import type { ReactNode } from 'react';
import { useShowMore } from './useShowMore.ts';

/**
 * A long run of tables (rubbers, chukkers), newest first: the newest `first` drawn, the rest
 * behind a button that shows `first` more each tap, so a match of a thousand rubbers opens as
 * quickly as one of two.
 */
export function NewestFirst<T>({
  items,
  first,
  what,
  render,
}: {
  items: readonly T[];
  first: number;
  /** What the items are, for the button: "rubbers". */
  what: string;
  render: (item: T) => ReactNode;
}) {
  const [shown, showMore] = useShowMore(first);
  const hidden = items.length - shown;
  return (
    <>
      {items.slice(0, shown).map(render)}
      {hidden > 0 && (
        <button type="button" className="show-earlier" onClick={showMore}>
          Show earlier {what} ({hidden.toLocaleString('en')} not shown)
        </button>
      )}
    </>
  );
}
