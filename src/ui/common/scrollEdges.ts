import { useEffect } from 'react';

/**
 * A table wider than its screen scrolls in its own box (`.table-scroll`); the box shows that it
 * does. Each box is marked with the sides it has more on (`data-more="left right"`), and the
 * style sheet fades its content out toward those edges (app.css, "A box that scrolls"): where the
 * Kapiti Summary's deal table at 200% text was cut after "N/S | E/" with nothing to say more lay
 * to the right. A fade over the content, not a shadow behind it, shows on a table of its own
 * colour. A box that does not overflow is not marked, and shows nothing.
 *
 * Watched while a screen that has such a box is shown (useScrollEdges), each of them in a chunk of
 * its own: the first screen carries none of it. The table's deals list, on the first screen, fits
 * its box at every text size instead.
 */

/** The boxes that scroll sideways. */
export const SCROLL_BOX = '.table-scroll';

/** The sides a box has more content on, out of sight. */
export function hiddenSides(box: {
  readonly scrollLeft: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}): ('left' | 'right')[] {
  // A right-to-left box scrolls to negative positions: how far it is from its start counts.
  const from = Math.abs(box.scrollLeft);
  const sides: ('left' | 'right')[] = [];
  if (from > 1) sides.push('left');
  if (from + box.clientWidth < box.scrollWidth - 1) sides.push('right');
  return sides;
}

function mark(box: HTMLElement): void {
  const more = hiddenSides(box).join(' ');
  if (more === '') {
    if (box.dataset.more !== undefined) delete box.dataset.more;
  } else if (box.dataset.more !== more) box.dataset.more = more;
}

/**
 * Marks every scroll box in `root` now and as it changes: one that comes in, one whose size or
 * content's size changes (a rotation, a larger text), and one scrolled. Answers a function that
 * stops watching.
 */
export function watchScrollEdges(root: Document): () => void {
  if (typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined')
    return () => undefined;
  const sized = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const box = entry.target.closest<HTMLElement>(SCROLL_BOX);
      if (box !== null) mark(box);
    }
  });
  const watch = (box: HTMLElement) => {
    sized.observe(box);
    for (const child of box.children) sized.observe(child);
    mark(box);
  };
  const look = (node: Node) => {
    if (!(node instanceof HTMLElement)) return;
    if (node.matches(SCROLL_BOX)) watch(node);
    for (const box of node.querySelectorAll<HTMLElement>(SCROLL_BOX)) watch(box);
    const inside = node.closest<HTMLElement>(SCROLL_BOX);
    if (inside !== null && inside !== node) watch(inside);
  };
  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) look(node);
  });
  added.observe(root.body, { childList: true, subtree: true });
  look(root.body);
  const scrolled = (event: Event) => {
    if (event.target instanceof HTMLElement && event.target.matches(SCROLL_BOX)) mark(event.target);
  };
  root.addEventListener('scroll', scrolled, { capture: true, passive: true });
  return () => {
    sized.disconnect();
    added.disconnect();
    root.removeEventListener('scroll', scrolled, { capture: true });
  };
}

/** How many shown screens have scroll boxes, and how to stop the one watcher they share. */
let screens = 0;
let stopWatching: (() => void) | null = null;

/** Every scroll box is marked while the screen calling this is shown (one watcher for all). */
export function useScrollEdges(): void {
  useEffect(() => {
    screens += 1;
    if (screens === 1) stopWatching = watchScrollEdges(document);
    return () => {
      screens -= 1;
      if (screens > 0) return;
      stopWatching?.();
      stopWatching = null;
    };
  }, []);
}
