// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  QUIET_MS,
  installTapGuard,
  markSave,
  resetTapGuard,
  tapBlocked,
} from '../../src/ui/common/tapGuard.ts';

afterEach(() => {
  resetTapGuard();
  document.body.innerHTML = '';
});

/** A control laid out at 100,100 to 180,144, as the pad lays out a result chip. */
function laidOutButton() {
  const button = document.createElement('button');
  button.getBoundingClientRect = () =>
    ({ left: 100, top: 100, right: 180, bottom: 144, width: 80, height: 44 }) as DOMRect;
  document.body.append(button);
  return button;
}

function tap(at: { x: number; y: number; t: number; detail?: number; trusted?: boolean }) {
  return {
    clientX: at.x,
    clientY: at.y,
    timeStamp: at.t,
    detail: at.detail ?? 1,
    isTrusted: at.trusted ?? true,
    target: document.body,
  } as unknown as MouseEvent;
}

describe('the tap guard', () => {
  it('drops a second tap on the same spot within the quiet time, whatever is there now', () => {
    const button = laidOutButton();
    for (const gap of [50, 150, 300, 600, QUIET_MS - 1]) {
      markSave({ timeStamp: 1000, currentTarget: button });
      expect(tapBlocked(tap({ x: 140, y: 120, t: 1000 + gap }))).toBe(true);
    }
    // A finger lands a little off.
    markSave({ timeStamp: 1000, currentTarget: button });
    expect(tapBlocked(tap({ x: 95, y: 150, t: 1100 }))).toBe(true);
  });

  it('answers again on the spot once the quiet time is over, and at once elsewhere', () => {
    markSave({ timeStamp: 1000, currentTarget: laidOutButton() });
    expect(tapBlocked(tap({ x: 140, y: 120, t: 1000 + QUIET_MS }))).toBe(false);
    expect(tapBlocked(tap({ x: 10, y: 400, t: 1050 }))).toBe(false);
  });

  it('starts the quiet time again with every tap it drops: a slow burst on one spot is one tap', () => {
    markSave({ timeStamp: 1000, currentTarget: laidOutButton() });
    // Taps 600 ms apart: each is within the quiet time of the one dropped before it.
    for (const t of [1600, 2200, 2800, 3400]) {
      expect(tapBlocked(tap({ x: 140, y: 120, t }))).toBe(true);
    }
    expect(tapBlocked(tap({ x: 140, y: 120, t: 3400 + QUIET_MS - 1 }))).toBe(true);
    // Once the burst is over for a whole quiet time, the spot answers again.
    expect(tapBlocked(tap({ x: 140, y: 120, t: 3400 + 2 * QUIET_MS }))).toBe(false);
  });

  it('does not start it again for a tap elsewhere, which goes through', () => {
    markSave({ timeStamp: 1000, currentTarget: laidOutButton() });
    expect(tapBlocked(tap({ x: 10, y: 400, t: 1600 }))).toBe(false);
    expect(tapBlocked(tap({ x: 140, y: 120, t: 1000 + QUIET_MS }))).toBe(false);
  });

  it("never drops a key press, a script's click, or anything before the first save", () => {
    expect(tapBlocked(tap({ x: 140, y: 120, t: 10 }))).toBe(false);
    markSave({ timeStamp: 1000, currentTarget: laidOutButton() });
    expect(tapBlocked(tap({ x: 140, y: 120, t: 1100, detail: 0 }))).toBe(false);
    expect(tapBlocked(tap({ x: 140, y: 120, t: 1100, trusted: false }))).toBe(false);
  });

  it('has no spot for a control that is not laid out', () => {
    const hidden = document.createElement('button');
    document.body.append(hidden);
    markSave({ timeStamp: 1000, currentTarget: hidden });
    expect(tapBlocked(tap({ x: 0, y: 0, t: 1100 }))).toBe(false);
  });

  it('stops a dropped click before any listener of the page sees it', () => {
    const remove = installTapGuard(document);
    const heard: string[] = [];
    const button = laidOutButton();
    button.addEventListener('click', () => heard.push('click'));
    markSave({ timeStamp: performance.now(), currentTarget: button });
    // As a finger's tap on the button: the browser marks it trusted.
    const click = () => {
      const event = new MouseEvent('click', {
        bubbles: true,
        detail: 1,
        clientX: 140,
        clientY: 120,
      });
      Object.defineProperty(event, 'isTrusted', { value: true });
      button.dispatchEvent(event);
    };
    click();
    expect(heard).toEqual([]);
    remove();
    click();
    expect(heard).toEqual(['click']);
  });
});
