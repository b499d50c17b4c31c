// Taps in a rhythm, as the page's own clock has it. The tap guard (src/ui/common/tapGuard.ts)
// tells a tap repeated from a new one by when its click came on that clock (the event's
// timeStamp), and a machine slow to hand a tap on would stretch or shrink the gaps a test means:
// taps 600 ms apart could reach a busy page more than the quiet time apart. So during a burst the
// page's clock stands still, and is moved on by exactly each gap; the gap passes in real time too,
// for what the page does meanwhile (a deal's write, the next step drawn) to go on as it would.
import type { Page } from 'playwright-core';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';

/**
 * Gives the page a clock the test can stop (Playwright's), before the page loads. Until a burst
 * stops it, it runs as the real one.
 */
export function installTapClock(page: Page): Promise<void> {
  return page.clock.install();
}

/**
 * Taps `times` times, `gapMs` apart by the page's clock, each by `tap` (a finger's or the
 * mouse's). The page needs installTapClock before it loaded.
 */
export async function tapsInRhythm(
  page: Page,
  times: number,
  gapMs: number,
  tap: () => Promise<void>,
): Promise<void> {
  // A clock can only be stopped at a time to come: a moment ahead, well past the time it takes
  // to ask the page its time, however busy the machine.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + QUIET_MS);
  try {
    for (let n = 0; n < times; n += 1) {
      if (n > 0) {
        // The page's time first, so that what falls due in the gap is done before the next tap.
        await page.clock.runFor(gapMs);
        await page.waitForTimeout(gapMs);
      }
      await tap();
    }
  } finally {
    await page.clock.resume();
  }
}
