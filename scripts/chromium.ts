// Debian's Chromium as the browser tests and the benchmark start it, and the two screen sizes
// bridgepad is looked at in. No test framework here, so the benchmark can use it too.
import type { BrowserContextOptions } from 'playwright-core';
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from './debianChromium.mjs';

/**
 * Debian's Chromium, the browser a player runs: the benchmarks measure in it, and the browser
 * tests whose profile is kept from one start to the next (the app installed, updated and asked to
 * keep its scores) run in it.
 */
export const chromiumPath = process.env.BRIDGEPAD_CHROMIUM ?? DEBIAN_CHROMIUM;

/**
 * The Chromium the browser tests open pages in, each in a fresh context: Debian's headless shell,
 * the build Playwright itself runs headless tests in. The page is the same Chromium as a player's
 * (one release: Blink, V8, service workers, storage, the network), without the desktop browser's
 * window, toolbar and profile services drawn and run around it. A fresh context with a page of the
 * app, a tap and a screenshot cost it a fifth less CPU (690 against 890 CPU-ms, 3 rounds of 8),
 * and all the browser tests 55 of 600 CPU-s. BRIDGEPAD_CHROMIUM names one executable for both.
 */
export const pageChromiumPath = process.env.BRIDGEPAD_CHROMIUM ?? DEBIAN_HEADLESS_SHELL;

/**
 * What every start of Chromium here needs: headless, as root (no sandbox), and without Chromium's
 * own calls home, which the closed network refuses.
 */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's features left out: the desktop browser's own address-bar pages, which it otherwise
 * loads in the background with every new tab, competing with the page under test for this
 * machine's two cores. The AI Mode popup (WebUIOmniboxAimPopup) is a renderer of its own for
 * every new page: 0.35 CPU-s of each, about half of a fresh context's cost (measured with a page
 * of the app opened in 8 fresh contexts, alternating, CPU read from /proc). The other two were
 * about 100 ms of a start at 4x CPU. No phone has any of them. They are the full browser's (a kept
 * profile, the benchmarks); the headless shell has none of them, and is given the same flags.
 */
export const FEATURES_OFF = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright leaves out of every Chromium it launches, as playwright-core 1.65.1
 * passes them (its chromiumSwitches). Chromium heeds only the last --disable-features of its
 * command line and Playwright puts the caller's flags after its own, so a list of ours alone
 * would switch all of these back on. tests/e2e/chromiumFlags.e2e.test.ts reads a launched
 * Chromium's command line and fails when this list no longer holds Playwright's.
 */
const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The flags of a Chromium launched through Playwright: ours, with one list of features off. */
export const chromiumArgs = [
  ...FLAGS,
  `--disable-features=${[...PLAYWRIGHT_FEATURES_OFF, ...FEATURES_OFF].join(',')}`,
];

/**
 * The flags of a Chromium started without Playwright, as a player's is (scripts/measure/
 * cleanBrowser.ts): none of Playwright's features left out.
 */
export const bareChromiumArgs = [...FLAGS, `--disable-features=${FEATURES_OFF.join(',')}`];

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
