// Helpers for the end-to-end tests (tests/e2e/*.e2e.test.ts): serve the built app, drive Debian's
// Chromium through playwright-core, and keep screenshots for a person to look at.
//
// The e2e project's global setup (globalSetup.ts) has built dist/ once for the run before any of
// these are called. Playwright never downloads a browser here: the tests open their pages in
// Debian's `chromium-headless-shell`, and a profile kept between starts in Debian's `chromium`
// (scripts/chromium.ts says why; BRIDGEPAD_CHROMIUM names another executable for both).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { preview } from 'vite';
import { afterAll, beforeAll, inject } from 'vitest';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const distDir = join(repoRoot, 'dist');
export const screenshotDir = join(repoRoot, 'test-results', 'screenshots');

import type { ViewportName } from '../../scripts/chromium.ts';
import { chromiumArgs, chromiumPath, pageChromiumPath, viewports } from '../../scripts/chromium.ts';
import { freePort } from '../../scripts/freePort.ts';
import { limits } from '../../scripts/limits.ts';
import { followPages } from './openPages.ts';
import type { Word } from './pdfWords.ts';
import { wordsOfPages } from './pdfWords.ts';
import { watchBrowser, watchUncaught } from './uncaught.ts';

export { chromiumArgs, chromiumPath, viewports };
export type { ViewportName, Word };

/**
 * Races a promise against a deadline, so no start or close can hang a test run. When the deadline
 * wins and the promise still comes good later, `late` disposes of what it brought (a browser).
 */
async function within<T>(
  ms: number,
  what: string,
  promise: Promise<T>,
  late?: (value: T) => Promise<unknown>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new Error(`${what} took longer than ${ms} ms`));
    }, ms);
  });
  promise.then(
    (value) => (timedOut && late ? late(value).catch(() => undefined) : undefined),
    () => undefined,
  );
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------
// The app

export interface RunningApp {
  /** The app's address, ending in a slash, e.g. http://127.0.0.1:41234/ */
  url: string;
  /** The app's origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the built app (dist/) with `vite preview` on a free port of 127.0.0.1. Fails when the
 * run's build failed, with the build's output, or when there is no build at all.
 */
export async function startApp(): Promise<RunningApp> {
  const buildError = inject('e2eBuildError');
  if (buildError) throw new Error(`The app did not build, so it cannot be tested.\n${buildError}`);
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`No built app in ${distDir}: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const server = await within(
    limits.start,
    'starting vite preview',
    preview({
      root: repoRoot,
      mode: 'production',
      logLevel: 'warn',
      clearScreen: false,
      build: { outDir: distDir },
      preview: { host: '127.0.0.1', port, strictPort: false, open: false },
    }),
    (server) => server.close(),
  );
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') {
    await server.close();
    throw new Error('vite preview is not listening on a TCP port');
  }
  const origin = `http://127.0.0.1:${address.port}`;
  let closed = false;
  return {
    url: `${origin}/`,
    origin,
    async close() {
      if (closed) return;
      closed = true;
      await within(limits.start, 'closing vite preview', server.close());
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The browser

const missingChromium = (path: string) =>
  new Error(
    `${path === chromiumPath ? 'Chromium' : "Chromium's headless shell"} is not installed: no ` +
      `executable at ${path}. The e2e tests drive Debian's ` +
      `Chromium (Playwright cannot download its own browser here). Install it as root with:\n` +
      `  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium ` +
      `chromium-headless-shell\n(or set BRIDGEPAD_CHROMIUM to another Chromium executable).`,
  );

export interface LaunchOptions {
  /** Extra Chromium flags after the standard ones. */
  args?: string[];
  /** Milliseconds to wait for Chromium to start (default limits.start). */
  timeout?: number;
  /** Chromium's environment, in place of this process's (e.g. a HOME with certificates trusted). */
  env?: Record<string, string | undefined>;
  /**
   * Whether the app's service worker may keep its offline copy in the browser's contexts (true
   * unless said). A file whose tests never go offline, start the app again or update it sees
   * nothing of the copy: the service worker only installs it in the background, about half a
   * second for every fresh context. Such a file says false, and its contexts block service workers.
   */
  offlineCopy?: boolean;
}

/**
 * Chromium that a file of this process is done with, by its launch options (keptAs), for the next
 * file that launches one alike: a process serves file after file (vitest.config.ts), and a start
 * of Chromium is about half a CPU-second. Each is kept with none of its contexts left; what is
 * kept when the process ends, Playwright closes with it.
 */
const kept = new Map<string, Browser>();

/** What a browser is kept as: its launch options but the time it may take to start. */
const keptAs = (options: LaunchOptions) =>
  JSON.stringify([options.args ?? [], options.offlineCopy !== false, options.env ?? null]);

/** The options each browser of this process was launched with, to be kept by them. */
const launchedWith = new WeakMap<Browser, string>();

/**
 * Chromium's headless shell (pageChromiumPath) with no context open: the one a file before this
 * one was done with, launched alike, or a new one. Give it back with closeBrowser() in afterAll.
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const key = keptAs(options);
  const alike = kept.get(key);
  kept.delete(key);
  if (alike?.isConnected() === true) return alike;
  const browser = await startBrowser(options);
  launchedWith.set(browser, key);
  return browser;
}

/**
 * Starts the full Chromium a player runs (chromiumPath), for a test that sets it beside the
 * headless shell; it is not kept for another file. Close it with closeBrowser() in afterAll.
 */
export function launchPlayersChromium(options: LaunchOptions = {}): Promise<Browser> {
  return startBrowser(options, chromiumPath);
}

/** Starts Chromium's headless shell (pageChromiumPath), or the Chromium at `path`. */
async function startBrowser(options: LaunchOptions, path = pageChromiumPath): Promise<Browser> {
  if (!existsSync(path)) throw missingChromium(path);
  const timeout = options.timeout ?? limits.start;
  const browser = await within(
    timeout + 5_000,
    'launching Chromium',
    chromium.launch({
      executablePath: path,
      headless: true,
      args: [...chromiumArgs, ...(options.args ?? [])],
      timeout,
      ...(options.env === undefined ? {} : { env: options.env }),
    }),
    (late) => late.close(),
  );
  if (options.offlineCopy === false) withoutOfflineCopy(browser);
  return watchBrowser(browser, followPages);
}

/** Every context the browser makes blocks service workers, unless its options say otherwise. */
function withoutOfflineCopy(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
}

/** The screen sizes the app is tested at: a phone held upright, and a tablet held sideways. */

export interface PersistentOptions extends LaunchOptions {
  viewport?: ViewportName;
}

/**
 * Starts headless Chromium, the full browser a player runs (chromiumPath), with a profile kept in
 * userDataDir (an empty folder the test made, e.g. with mkdtemp), so service workers, caches and
 * storage live on between launches with the same folder, as on a player's device: the app
 * installed, updated and asked to keep its scores. Close it with closeBrowser(context).
 */
export async function launchPersistent(
  userDataDir: string,
  options: PersistentOptions = {},
): Promise<BrowserContext> {
  if (!existsSync(chromiumPath)) throw missingChromium(chromiumPath);
  const timeout = options.timeout ?? limits.start;
  const context = await within(
    timeout + 5_000,
    'launching Chromium with a persistent profile',
    chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      headless: true,
      args: [...chromiumArgs, ...(options.args ?? [])],
      timeout,
      ...viewports[options.viewport ?? 'phone'],
      ...(options.offlineCopy === false ? { serviceWorkers: 'block' as const } : {}),
      ...(options.env === undefined ? {} : { env: options.env }),
    }),
    (context) => context.close(),
  );
  givePatience(context);
  watchUncaught(context);
  followPages(context);
  return context;
}

/** A context's waits: a tap's answer and a navigation each within their limits (limits.ts). */
export function givePatience(context: BrowserContext): void {
  context.setDefaultTimeout(limits.answer);
  context.setDefaultNavigationTimeout(limits.navigation);
}

/**
 * Closes a persistent context; or every context of a browser from launchBrowser, which is then
 * kept for the next file of this process that launches one alike (one of each kind: another is
 * closed). Fails rather than hangs if Chromium won't go.
 */
export async function closeBrowser(target: Browser | BrowserContext | undefined): Promise<void> {
  if (target === undefined) return;
  const browser = 'contexts' in target ? target : undefined;
  const key = browser === undefined ? undefined : launchedWith.get(browser);
  if (browser === undefined || key === undefined || kept.has(key) || !browser.isConnected()) {
    await within(limits.start, 'closing Chromium', target.close());
    return;
  }
  await within(
    limits.start,
    "closing Chromium's contexts",
    Promise.all(browser.contexts().map((context) => context.close())),
  );
  kept.set(key, browser);
}

export interface NewPageOptions {
  viewport: ViewportName;
}

/** A page in a fresh context (its own storage) at phone or tablet size; closing it closes both. */
export async function newPage(browser: Browser, options: NewPageOptions): Promise<Page> {
  const context = await browser.newContext(viewports[options.viewport]);
  givePatience(context);
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  return page;
}

// ---------------------------------------------------------------------------------------------
// What a page did

export interface PageProblems {
  /** console.error messages, and uncaught exceptions in the page. */
  consoleErrors: string[];
  /** Requests (from the page or its service worker) to anywhere but the app's own origin. */
  foreignRequests: string[];
  /** Requests to the app's origin that got no answer at all. */
  failedRequests: string[];
}

const localSchemes = new Set(['data:', 'blob:', 'about:']);

/**
 * Starts recording what goes wrong on a page: console errors, uncaught exceptions, requests to
 * other origins and requests that failed. Call it before page.goto(); the arrays fill as the page
 * runs. Pass the context's requests too (the default), so a service worker's are seen.
 */
export function watchPage(page: Page, appOrigin: string): PageProblems {
  const problems: PageProblems = { consoleErrors: [], foreignRequests: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const { url, lineNumber } = message.location();
      problems.consoleErrors.push(`${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
  const context = page.context();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (localSchemes.has(url.protocol)) return;
    if (url.origin !== appOrigin) problems.foreignRequests.push(request.url());
  });
  context.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.origin !== appOrigin) return;
    problems.failedRequests.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  return problems;
}

/**
 * How many CSS pixels the page is wider than the viewport (0 when nothing sticks out sideways);
 * on a phone anything above 0 means the page scrolls sideways.
 */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

// ---------------------------------------------------------------------------------------------
// The service worker

/**
 * Waits until the app's service worker is activated (installed means precached: it activates
 * only once its precache is complete), then reloads so that it controls the page: with
 * `registerType: 'prompt'` the first load is not yet controlled.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async (ms) => {
    const activated = (async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (worker !== null && worker.state !== 'activated') {
        await new Promise<void>((resolve) =>
          worker.addEventListener('statechange', () => {
            if (worker.state === 'activated') resolve();
          }),
        );
      }
    })();
    const late = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no service worker was activated within ${ms} ms`)), ms),
    );
    await Promise.race([activated, late]);
  }, limits.serviceWorker);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: limits.serviceWorker,
  });
}

// ---------------------------------------------------------------------------------------------
// Exported PDFs

/**
 * Runs one of Debian's poppler-utils (pdftotext, pdffonts, pdftoppm) on an exported file and
 * returns what it printed; when the tool is missing, the error says how to install it.
 */
export function poppler(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    throw new Error(
      `${tool} failed (${error instanceof Error ? error.message : String(error)}). It comes from ` +
        "Debian's poppler-utils: apt-get install -y poppler-utils",
      { cause: error },
    );
  }
}

/**
 * The words of each page, with their boxes in points, from `pdftotext -bbox-layout`: each line's
 * in the order typed, right to left too (pdfWords.ts says why).
 */
export function wordsByPage(pdf: string): Word[][] {
  return wordsOfPages(poppler('pdftotext', ['-bbox-layout', pdf, '-']));
}

/**
 * The share of a box of a PDF's page (in points, as wordsByPage gives) that is ink: the page
 * rendered in grey by pdftoppm at 144 dots per inch, and its pixels darker than mid-grey counted.
 * 0 for a blank box.
 */
export function inkIn(pdf: string, page: number, box: Word): number {
  const scale = 144 / 72;
  const [x, y] = [Math.floor(box.xMin * scale), Math.floor(box.yMin * scale)];
  const [width, height] = [
    Math.max(1, Math.ceil(box.xMax * scale) - x),
    Math.max(1, Math.ceil(box.yMax * scale) - y),
  ];
  const folder = mkdtempSync(join(tmpdir(), 'bridgepad-ink-'));
  try {
    const root = join(folder, 'box');
    poppler('pdftoppm', [
      ...['-f', String(page), '-l', String(page), '-r', '144', '-gray', '-singlefile'],
      ...['-x', String(x), '-y', String(y), '-W', String(width), '-H', String(height)],
      pdf,
      root,
    ]);
    // A binary PGM: "P5", its width, height and largest value, then one byte a pixel.
    const image = readFileSync(`${root}.pgm`);
    const head = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(image.subarray(0, 40).toString('latin1'));
    if (head === null) throw new Error('pdftoppm wrote no PGM image');
    const pixels = image.subarray(head[0].length);
    return pixels.filter((level) => level < 128).length / Math.max(1, pixels.length);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Screenshots

/**
 * Saves the whole page as test-results/screenshots/<name>.png and returns the file's path.
 * Names may contain folders ('table/phone-after-deal'). A whole-page shot resizes the page for
 * a moment, which undoes the browser's text size: take those as the screen shows them.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  const path = join(screenshotDir, `${name}.png`);
  mkdirSync(join(path, '..'), { recursive: true });
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

/** The most a failure quotes of what the page showed. */
const SHOWED_CHARS = 1_500;

/**
 * What the page showed, as a person reads it (its text, spaces collapsed, cut at SHOWED_CHARS),
 * or why it could not be read: for a failure to say where the page stood when the test gave up.
 */
export async function whatPageShows(page: Page): Promise<string> {
  try {
    const text = await page.evaluate(() => document.body.innerText, undefined);
    const flat = text.replace(/\s+/g, ' ').trim();
    if (flat === '') return '(a blank page)';
    return flat.length > SHOWED_CHARS ? `${flat.slice(0, SHOWED_CHARS)}…` : flat;
  } catch (error) {
    return `(could not be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
}

/**
 * Adds to a test's failure what `page` last showed, and saves the page as <shotName>-failed.png
 * (for a person to look at). The error itself goes on, its message lengthened.
 */
export async function tellWhatShowed(
  page: Page,
  error: unknown,
  shotName: string,
): Promise<unknown> {
  const showed = await Promise.race([
    whatPageShows(page),
    new Promise<string>((resolve) =>
      setTimeout(() => resolve('(the page did not answer)'), limits.answer),
    ),
  ]);
  const path = await screenshot(page, `${shotName}-failed`).catch(() => undefined);
  const note = `\n\nThe page (${page.url()}) last showed: ${showed}${path ? `\nScreenshot: ${path}` : ''}`;
  if (error instanceof Error) {
    error.message += note;
    return error;
  }
  return new Error(`${String(error)}${note}`);
}

/**
 * Runs `body` on a fresh page at phone or tablet size that is already watched (watchPage) for the
 * app's origin. If `body` throws, the failure says what the page last showed and the page as it
 * stood is saved as <shotName>-failed.png; the page is closed either way.
 */
export async function withPage(
  browser: Browser,
  app: RunningApp,
  options: NewPageOptions & { shotName: string },
  body: (page: Page, problems: PageProblems) => Promise<void>,
): Promise<void> {
  const page = await newPage(browser, options);
  try {
    await body(page, watchPage(page, app.origin));
  } catch (error) {
    throw await tellWhatShowed(page, error, options.shotName);
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------
// One app and one browser for a test file

export interface E2eFixture {
  /** The served app; throws, failing the test, when it could not be started. */
  app(): RunningApp;
  /** The headless Chromium; throws, failing the test, when it could not be started. */
  browser(): Browser;
}

/**
 * Call once at the top of an e2e test file: serves the app and starts Chromium (launchBrowser)
 * before the file's tests, and closes the server and Chromium's contexts after them. A failure to
 * start (no build, no Chromium) is kept and thrown from app() and browser(), so every test that
 * uses them FAILS with the reason, rather than being reported as skipped, as a failing beforeAll
 * would leave them.
 */
export function useAppAndBrowser(options: LaunchOptions = {}): E2eFixture {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  let setupError: unknown;

  beforeAll(async () => {
    try {
      app = await startApp();
      browser = await launchBrowser(options);
    } catch (error) {
      setupError = error;
    }
  });

  afterAll(async () => {
    try {
      await closeBrowser(browser);
    } finally {
      await app?.close();
    }
  });

  const ready = () => {
    if (setupError !== undefined) throw setupError;
    if (app === undefined || browser === undefined) {
      throw new Error('the app and browser are only there inside tests (after beforeAll)');
    }
    return { app, browser };
  };
  return { app: () => ready().app, browser: () => ready().browser };
}
