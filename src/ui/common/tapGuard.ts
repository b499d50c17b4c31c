/**
 * A stray second tap never writes a deal nobody played. When a tap saves something, the pad
 * changes under the finger (the next deal's grid, honors, a message's Undo): for QUIET_MS after
 * that tap nothing answers a tap on the spot where the saving control was. A real second deal
 * takes minutes to shuffle, deal and bid, so a tap there within the quiet time is always the
 * same tap repeated; a tap anywhere else is a new choice and goes through. A tap dropped starts the
 * quiet time again, so a slow burst on one spot (taps 600 ms apart) is one tap however long it
 * lasts, and none of it reaches what took the saving control's place.
 *
 * Only a person's pointer taps are guarded: a key press (a click with `detail` 0) is deliberate,
 * and a click a script makes (not `isTrusted`) is no finger.
 */

/** At least 600 ms; a second, as no deal is ever entered that fast on the same spot. */
export const QUIET_MS = 1000;
/**
 * A tap that saves starts its write at once and draws nothing until the write is done; one that
 * takes longer than this shows its control disabled meanwhile.
 */
export const SHOW_SAVING_MS = 150;
/** A finger lands a little off where it landed before. */
const SLOP_PX = 12;

interface SaveMark {
  readonly at: number;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

let lastSave: SaveMark | null = null;

/** Called by a control's click handler that is about to save: starts the quiet time there. */
export function markSave(event: { timeStamp: number; currentTarget: EventTarget | null }): void {
  const control = event.currentTarget;
  const rect =
    control !== null && 'getBoundingClientRect' in control
      ? (control as Element).getBoundingClientRect()
      : null;
  lastSave = {
    at: event.timeStamp,
    left: (rect?.left ?? 0) - SLOP_PX,
    top: (rect?.top ?? 0) - SLOP_PX,
    right: (rect?.right ?? 0) + SLOP_PX,
    bottom: (rect?.bottom ?? 0) + SLOP_PX,
  };
}

/**
 * The save's write is done and the pad has changed under the finger: the quiet time runs from now,
 * so a slow write (a busy phone) does not spend it before the new controls are there.
 */
export function quietFromNow(): void {
  if (lastSave !== null) lastSave = { ...lastSave, at: Math.max(lastSave.at, performance.now()) };
}

/** When the quiet time now running began (the save's tap, or its write's end), if one has. */
export function quietBegan(): number | null {
  return lastSave?.at ?? null;
}

/**
 * Whether a click should be dropped: a pointer tap too soon after a save, or after a tap dropped,
 * where the saving control was. One dropped starts the quiet time again.
 */
export function tapBlocked(event: MouseEvent): boolean {
  if (lastSave === null || event.detail === 0 || !event.isTrusted) return false;
  // A tap before the quiet time began (while the write was still under way) is within it.
  const since = event.timeStamp - lastSave.at;
  if (since >= QUIET_MS) return false;
  const { clientX: x, clientY: y } = event;
  // A control with no box (not laid out) has no spot.
  const laidOut = lastSave.right - lastSave.left > 2 * SLOP_PX;
  const dropped =
    laidOut &&
    x >= lastSave.left &&
    x <= lastSave.right &&
    y >= lastSave.top &&
    y <= lastSave.bottom;
  if (dropped) lastSave = { ...lastSave, at: Math.max(lastSave.at, event.timeStamp) };
  return dropped;
}

/**
 * Drops guarded taps for the whole document, in the capture phase, before React's own listener
 * on the app's root. Returns the function that removes the guard.
 */
export function installTapGuard(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    if (!tapBlocked(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

/**
 * Forgets the last save. A save that failed changed nothing under the finger, so the next tap on
 * its spot is meant: it is the second tap the failure asked for.
 */
export function resetTapGuard(): void {
  lastSave = null;
}
