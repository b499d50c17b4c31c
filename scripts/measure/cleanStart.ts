import {
  busyLoop,
  offlineOrThrow,
  reachesNetwork,
  serveDist,
  serviceWorkerActivated,
  SHOWN,
  watchShown,
} from './served.ts';
import type { CleanPage } from './cleanBrowser.ts';
import { CleanBrowser, within } from './cleanBrowser.ts';
import type { TraceEvent } from './startTrace.ts';
import { mainThreadBreakdown, TRACE_CATEGORIES } from './startTrace.ts';
import { limits } from '../limits.ts';

/**
 * The offline start as a player has it (issue 15): the app opened on a started rubber, the CPU
 * slowed 4x, the service worker stopped (as after the app was closed a while) and the server
 * gone, in a browser no test driver is attached to (scripts/measure/cleanBrowser.ts).
 *
 * Why not through Playwright: it turns on DevTools' Runtime domain in every page it knows, and
 * V8 then records a detailed stack, lines and columns, for every Error made. React DOM makes five
 * as it loads (markers it throws inside itself). To give them lines, V8 parses the first screen's
 * whole script a second time on the main thread: about 100 ms of a start at 4x CPU. Through
 * Playwright that happened in most starts but not all, so the figure also jumped by 100 ms from
 * one start to the next. No phone pays for it: nothing there turns the domain on.
 */

export interface CleanProfile {
  readonly browser: CleanBrowser;
  /** The address each start opens: the started rubber's, or the matches list's. */
  readonly startUrl: string;
  /** Closes the browser and deletes its profile. */
  readonly dispose: () => Promise<void>;
}

/** Clicks the first element `selector` matches whose text is `text`, once there is one. */
const clickText = (selector: string, text: string) => `(async () => {
  for (let tries = 0; tries < 300; tries += 1) {
    const found = [...document.querySelectorAll(${JSON.stringify(selector)})].find(
      (element) => element.textContent.trim() === ${JSON.stringify(text)},
    );
    if (found !== undefined) return found.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(${JSON.stringify(`no ${selector} "${text}"`)});
})()`;

const PAD = `document.querySelector('button[aria-label="4 spades"]')`;

/**
 * A browser of its own with the built app in `outDir` served and its service worker installed and
 * in control; then `prepare` runs in a page of it (it returns the address each start opens), and
 * the server is closed, so that from then on only the service worker answers.
 */
export async function cleanProfile(
  prepare: (page: CleanPage) => Promise<string>,
  outDir?: string,
): Promise<CleanProfile> {
  const { url, server } = await serveDist(outDir);
  return cleanProfileAt(url, prepare, () => server.close());
}

/**
 * cleanProfile with the app served at `url` by the caller's server (a club's, say), which
 * `close` stops once `prepare` has run.
 */
export async function cleanProfileAt(
  url: string,
  prepare: (page: CleanPage) => Promise<string>,
  close: () => Promise<void>,
): Promise<CleanProfile> {
  const browser = CleanBrowser.launch();
  try {
    const page = await browser.open();
    await page.emulatePhone();
    await page.send('Page.navigate', { url });
    await page.waitFor(`navigator.serviceWorker && document.readyState === 'complete'`, 'the app');
    await page.call(serviceWorkerActivated);
    await page.send('Page.reload');
    await page.waitFor(
      'navigator.serviceWorker.controller !== null',
      'the service worker in control',
    );
    const startUrl = await prepare(page);
    await page.close();
    return {
      browser,
      startUrl,
      dispose: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  } finally {
    await close();
  }
}

/** A clean profile (cleanProfile) with a rubber started, whose table each start opens. */
export function cleanOfflineProfile(outDir?: string): Promise<CleanProfile> {
  return cleanProfile(async (page) => {
    await page.evaluate(clickText('a', 'New match'));
    await page.evaluate(clickText('button', 'Start'));
    await page.waitFor(`${PAD} !== null`, 'the pad of the started rubber');
    const matchUrl = await page.evaluate<string>('location.href');
    if (!/#\/match\/[^/]+$/.test(matchUrl)) throw new Error(`not on a match screen: ${matchUrl}`);
    return matchUrl;
  }, outDir);
}

export interface CleanStart {
  /**
   * Navigation start to the first frame with the pad there, visible and enabled, or with the
   * matches list's first match shown (ms).
   */
  readonly ms: number;
  /** The service worker answered the page. */
  readonly controlled: boolean;
  readonly online: boolean;
  readonly busyMs: number;
  /** With `trace`: the main thread's own time by kind of work, until interactive. */
  readonly breakdown?: Map<string, number>;
  /** With `then`: what it timed after the start (ms). */
  readonly then?: readonly number[];
}

export interface CleanStartOptions {
  /** Traced: where the start's time goes (tracing slows it). */
  readonly trace?: boolean;
  /** With DevTools' Runtime domain on in the page, as Playwright has it: to show what it costs. */
  readonly runtime?: boolean;
  /** Until what the start is timed: the pad interactive (the default), or the matches list shown. */
  readonly until?: 'pad' | 'list';
  /** What is timed next in the same page, the CPU still slowed, once the start is (its times). */
  readonly then?: (page: CleanPage) => Promise<readonly number[]>;
}

/** One offline start, in a new page. */
export async function cleanStart(
  profile: CleanProfile,
  { trace = false, runtime = false, until = 'pad', then }: CleanStartOptions = {},
): Promise<CleanStart> {
  const page = await profile.browser.open();
  try {
    await page.send('ServiceWorker.enable');
    await page.send('ServiceWorker.stopAllWorkers');
    await page.send('ServiceWorker.disable');
    await page.emulatePhone();
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', {
      source: `(${watchShown.toString()})(${JSON.stringify(SHOWN[until])});`,
    });
    if (runtime) await page.send('Runtime.enable');
    const events = trace
      ? await tracedRun(profile.browser, () => navigateAndWait(page, profile.startUrl, until))
      : (await navigateAndWait(page, profile.startUrl, until), []);
    const seen = await page.evaluate<{ at: number; controlled: boolean }>('window.__bpInteractive');
    const after = then === undefined ? undefined : await then(page);
    const busyMs = await page.call(busyLoop);
    await page.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const online = await page.call(reachesNetwork);
    return {
      ms: seen.at,
      controlled: seen.controlled,
      online,
      busyMs,
      ...(trace ? { breakdown: mainThreadBreakdown(events, seen.at) } : {}),
      ...(after === undefined ? {} : { then: after }),
    };
  } finally {
    await page.close();
  }
}

async function navigateAndWait(page: CleanPage, url: string, until: 'pad' | 'list'): Promise<void> {
  await page.send('Page.navigate', { url });
  // A list start is given longer: a slow one is what its figure is there to show.
  await page.waitFor(
    'window.__bpInteractive !== undefined',
    until === 'pad' ? 'the pad interactive' : 'the matches list shown',
    until === 'pad' ? limits.navigation : limits.bulk,
  );
}

/** A trace of the whole browser while `run` goes (scripts/measure/startTrace.ts reads it). */
async function tracedRun(browser: CleanBrowser, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  let finished = (): void => undefined;
  const complete = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const stop = browser.listen((message) => {
    if (message.method === 'Tracing.dataCollected') {
      events.push(...((message.params?.value ?? []) as TraceEvent[]));
    } else if (message.method === 'Tracing.tracingComplete') {
      finished();
    }
  });
  try {
    await browser.send('Tracing.start', {
      categories: TRACE_CATEGORIES,
      transferMode: 'ReportEvents',
    });
    try {
      await run();
    } finally {
      await browser.send('Tracing.end');
      await within(limits.answer * 3, 'the trace', complete);
    }
  } finally {
    stop();
  }
  return events;
}

/** A clean start refused (thrown, naming `label`) unless the service worker answered it offline. */
export async function checkedCleanStart(
  profile: CleanProfile,
  label: string,
  options: CleanStartOptions = {},
): Promise<CleanStart> {
  return offlineOrThrow(await cleanStart(profile, options), label);
}
