// How WebKitGTK's MiniBrowser, never narrower than 447 px, shows a phone's width: zoomed in by its
// own steps of 1.2, to a window that holds exactly the phone's CSS px (scripts/engines/engines.ts).
import { describe, expect, it } from 'vitest';
import { SIZES, webkitWindow } from '../../scripts/engines/engines.ts';

describe("WebKitGTK's window for a size", () => {
  it('zooms a 390 px phone in once and a 320 px phone twice; a tablet not at all', () => {
    expect(webkitWindow(SIZES.phone.width, SIZES.phone.height)).toEqual({
      steps: 1,
      width: 469,
      height: 1051,
    });
    expect(webkitWindow(SIZES.narrow.width, SIZES.narrow.height)).toEqual({
      steps: 2,
      width: 461,
      height: 856,
    });
    expect(webkitWindow(SIZES.tablet.width, SIZES.tablet.height)).toEqual({
      steps: 0,
      width: 1024,
      height: 806,
    });
  });

  it('gives a window whose zoomed width rounds down to the size, never below it', () => {
    for (const width of [300, 320, 360, 375, 390, 414, 446, 447, 800]) {
      const window = webkitWindow(width, 600);
      expect(window.width).toBeGreaterThanOrEqual(447);
      expect(Math.floor(window.width / 1.2 ** window.steps)).toBe(width);
    }
  });
});
