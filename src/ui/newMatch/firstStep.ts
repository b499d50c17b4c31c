/**
 * Where the focus goes once a new match's table is drawn, rather than being left on the page body:
 * on what the first deal is entered with. With a keyboard that is Type a deal, where a deal is one
 * line and Enter and which keeps the focus for the next one, rather than the grid's arrows and
 * then two more steps; by touch it is the contract grid's tab stop, as focusing a text field would
 * open the on-screen keyboard over the pad.
 */

/** How long the table may take to open; a table still not drawn by then is left as it is. */
const WAIT_MS = 5000;

/** How the player last touched the page: a finger (or pen), a mouse, or a key. */
export type LastInput = 'touch' | 'mouse' | 'key';

/** The pointer's kind as a PointerEvent names it, as the page's last input. */
export function pointerInput(pointerType: string): LastInput {
  return pointerType === 'mouse' ? 'mouse' : 'touch';
}

/** Focuses the new table's first step once it is there, unless the player has moved on first. */
export function focusFirstStep(last: LastInput, doc: Document = document): void {
  const view = doc.defaultView;
  // A device whose main pointer is a finger types on the screen, whatever sent the last key.
  const typing = last !== 'touch' && view?.matchMedia('(pointer: coarse)').matches !== true;
  const selector = typing
    ? '.quick-entry input:not(:disabled)'
    : '.contract-grid button[tabindex="0"]';
  const settle = () => {
    const step = doc.querySelector<HTMLElement>(selector);
    if (step === null) return false;
    // Something else took the focus meanwhile: the player's choice stands.
    if (doc.activeElement === null || doc.activeElement === doc.body) step.focus();
    return true;
  };
  if (settle()) return;
  const watch = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    watch.disconnect();
    clearTimeout(timer);
  };
  watch.observe(doc.body, { childList: true, subtree: true });
}
