import type { KeyboardEvent } from 'react';

/**
 * Arrow keys inside a group of buttons laid out in rows and columns: an arrow moves focus to the
 * nearest button that way, skipping gaps; Home and End go to the row's ends. Each button carries
 * `data-row` and `data-col` (the contract grid), or the group is a CSS grid filled in order
 * (the result chips), whose columns are counted as laid out now. Returns the button focused, or
 * null when the key was not an arrow or there was nowhere to go.
 */
export function moveByArrow(event: KeyboardEvent<HTMLElement>): HTMLButtonElement | null {
  const next = moveFrom(event.currentTarget, event.target as HTMLElement, event.key);
  if (next !== null) event.preventDefault();
  return next;
}

/** The same move from `target` in `group` by `key`, once the event itself is gone. */
export function moveFrom(
  group: HTMLElement,
  target: HTMLElement,
  key: string,
): HTMLButtonElement | null {
  const steps: Record<string, [number, number]> = {
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
  };
  const all = [...group.querySelectorAll<HTMLButtonElement>('button')];
  const from = target.closest('button');
  if (from === null || !all.includes(from)) return null;
  const cells = all.filter((b) => !b.disabled);
  const columns = Math.max(
    1,
    getComputedStyle(group)
      .gridTemplateColumns.split(' ')
      .filter((c) => c !== '').length,
  );
  const at = (b: HTMLButtonElement) =>
    b.dataset.row === undefined
      ? ([Math.floor(all.indexOf(b) / columns), all.indexOf(b) % columns] as const)
      : ([Number(b.dataset.row), Number(b.dataset.col)] as const);
  const [row, col] = at(from);
  let next: HTMLButtonElement | undefined;
  if (key === 'Home' || key === 'End') {
    const inRow = cells.filter((b) => at(b)[0] === row);
    next = key === 'Home' ? inRow[0] : inRow[inRow.length - 1];
  } else {
    const step = steps[key];
    if (step === undefined) return null;
    const [dr, dc] = step;
    // The nearest cell in that direction: along the line first, then the closest beside it.
    const ahead = cells
      .map((b) => {
        const [r, c] = at(b);
        const along = dr !== 0 ? (r - row) * dr : (c - col) * dc;
        const beside = dr !== 0 ? Math.abs(c - col) : Math.abs(r - row);
        return { b, along, beside };
      })
      .filter((x) => x.along > 0)
      .sort((x, y) => x.beside - y.beside || x.along - y.along);
    next = ahead[0]?.b;
  }
  if (next === undefined) return null;
  next.focus();
  return next;
}
