// Debian's Chromium as the browser tests and the benchmark start it, and the two screen sizes
// bridgepad is looked at in. No test framework here, so the benchmark can use it too.
import type { BrowserContextOptions } from 'playwright-core';

export const chromiumPath = process.env.BRIDGEPAD_CHROMIUM ?? '/usr/bin/chromium';

/**
 * The flags that work on these machines: headless, as root (no sandbox), and without Chromium's
 * own calls home, which the closed network refuses.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The desktop browser's own address-bar pages, which it otherwise loads in the background
  // with every new tab, competing with the page under test for this machine's two cores (about
  // 100 ms of a start at 4x CPU). No phone has them.
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup',
];

export type ViewportName = 'phone' | 'narrow' | 'tablet';

export const viewports: Record<ViewportName, BrowserContextOptions> = {
  phone: {
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  /** The narrowest phone bridgepad works on. */
  narrow: {
    viewport: { width: 320, height: 568 },
    screen: { width: 320, height: 568 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  tablet: {
    viewport: { width: 1024, height: 768 },
    screen: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
  },
};
