// @vitest-environment happy-dom
// The table's guard against a repeated tap (src/ui/common/tapGuard.ts), with the pad itself: the
// finger that wrote a deal taps again, and the honors question has come in where the result was,
// as it can on a phone whatever height the pad keeps.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getRecord } from '../../src/db/matchRows.ts';
import { QUIET_MS, quietBegan, resetTapGuard } from '../../src/ui/common/tapGuard.ts';
import { openRubber } from './renderApp.tsx';

/**
 * The boxes the pad is laid out in: the result chip tapped, and after the deal the honors
 * question's None over where it was, WE 100 away from it. Nothing else has a box.
 */
const BOXES: Readonly<Record<string, readonly [number, number, number, number]>> = {
  'made 120: exactly 10 tricks': [100, 500, 190, 550],
  'None: no honors': [90, 505, 170, 549],
  'WE 100: held 4 honors': [250, 440, 330, 484],
};
const unlaid = Element.prototype.getBoundingClientRect;
const laidOut = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
  this: Element,
) {
  const box = BOXES[this.getAttribute('aria-label') ?? ''];
  return box === undefined
    ? unlaid.call(this)
    : new DOMRect(box[0], box[1], box[2] - box[0], box[3] - box[1]);
});
afterAll(() => laidOut.mockRestore());
// A test's taps are timed ahead of the clock: the next test starts with none of them in mind.
afterEach(resetTapGuard);

/** Where the finger wrote the deal, and taps again. */
const SPOT = { x: 145, y: 525 };

/**
 * A finger's tap on `control` at `at`, `t` ms into the page's life, as the browser hands it on:
 * trusted, with its spot and its time. With `detail` 0 it is a key's.
 */
function tap(control: Element, at: { x: number; y: number }, t: number, detail = 1) {
  const click = new MouseEvent('click', {
    bubbles: true,
    cancelable: true,
    detail,
    clientX: at.x,
    clientY: at.y,
  });
  Object.defineProperty(click, 'isTrusted', { value: true });
  Object.defineProperty(click, 'timeStamp', { value: t });
  fireEvent(control, click);
}

/** A rubber's first deal, 4♠ by South made, written by a tap at SPOT at time `t`. */
async function dealWritten() {
  const app = await openRubber();
  await app.user.click(screen.getByRole('button', { name: '4 spades' }));
  await app.user.click(await screen.findByRole('button', { name: /^Declarer South/ }));
  const t = performance.now();
  tap(screen.getByRole('button', { name: 'made 120: exactly 10 tricks' }), SPOT, t);
  const question = await screen.findByRole('group', { name: 'Honors on deal 1 (4♠)' });
  const none = within(question).getByRole('button', { name: 'None: no honors' });
  // The quiet time runs from the write's end, which can come after the question is drawn on a
  // busy machine: the taps are timed from when it began, on the next whole millisecond. From a
  // time with a fraction, "1,200 ms and then 1,000 more" can add up, as doubles round, to a hair
  // under 1,000 ms after the tap at 1,200, and the guard rightly refuses it.
  await waitFor(() => expect(quietBegan()).toBeGreaterThan(t));
  return { ...app, t: Math.ceil(quietBegan() ?? t), question, none };
}

const written = [{ contract: '4S', declarer: 'S', tricks: 10 }];

describe('a tap again where the deal was written, now on the honors question', () => {
  it('is refused on None within the quiet time, and None is a choice once it is over', async () => {
    const { t, question, none, db, id } = await dealWritten();
    tap(none, SPOT, t + 300);
    expect(question).toBeInTheDocument();
    tap(none, SPOT, t + 300 + QUIET_MS);
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect((await getRecord(db, id))?.file.deals).toEqual(written);
  });

  it('refuses a slow triple tap, 600 ms apart, to its last tap', async () => {
    const { t, question, none } = await dealWritten();
    tap(none, SPOT, t + 600);
    // Past the quiet time of the tap that wrote, within that of the tap refused.
    tap(none, SPOT, t + 1200);
    expect(question).toBeInTheDocument();
    tap(none, SPOT, t + 1200 + QUIET_MS);
    await waitFor(() => expect(question).not.toBeInTheDocument());
  });

  it('takes at once a tap elsewhere on the question: WE 100, clear of where the result was', async () => {
    const { t, question, db, id } = await dealWritten();
    tap(
      within(question).getByRole('button', { name: 'WE 100: held 4 honors' }),
      { x: 290, y: 460 },
      t + 300,
    );
    await waitFor(async () =>
      expect((await getRecord(db, id))?.file.deals).toEqual([
        { ...written[0], honors: { side: 'NS', points: 100 } },
      ]),
    );
  });

  it('takes at once a key pressed on None, where the finger wrote', async () => {
    const { t, question, none } = await dealWritten();
    tap(none, SPOT, t + 300, 0);
    await waitFor(() => expect(question).not.toBeInTheDocument());
  });
});
