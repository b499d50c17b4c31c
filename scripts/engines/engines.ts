// The browser engines players hold, each started from Debian's packages and driven the same way:
// a page at a size, a script run in it, a tap by the engine's own input at a point, a
// screenshot. Chromium (the full browser) through playwright-core, Firefox through puppeteer-core
// over WebDriver BiDi, WebKit through its W3C WebDriver (WebKitGTK's MiniBrowser under Xvfb, and WPE's
// cog headless, the oldest WebKit the app still supports, about Safari 16).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { startDriver, WebDriverSession } from './webdriver.ts';
import { executable } from '../executable.ts';
import { limits } from '../limits.ts';

export type EngineName = 'chromium' | 'firefox' | 'webkit' | 'wpe';
export type SizeName = 'phone' | 'narrow' | 'tablet';

/** The sizes the app is looked at in, in CSS pixels. */
export const SIZES: Record<SizeName, { width: number; height: number; touch: boolean }> = {
  phone: { width: 390, height: 844, touch: true },
  narrow: { width: 320, height: 568, touch: true },
  tablet: { width: 1024, height: 768, touch: false },
};

/** What a page opens with besides its size. */
export interface PageSettings {
  readonly size: SizeName;
}

export interface EnginePage {
  readonly engine: EngineName;
  /** The viewport the engine gave, in CSS px (WPE keeps 800x600 whatever is asked). */
  viewport(): Promise<{ width: number; height: number }>;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `fn` (a function's source) in the page with `args` (JSON), answering what it returns,
   * awaited when it is a promise.
   */
  run<T>(fn: string, args?: readonly unknown[]): Promise<T>;
  /**
   * A tap (a touch where the size has touch and the engine can, a click otherwise) at a point;
   * with `times`, that many, each `gapMs` after the one before it began (0: at once).
   */
  tapAt(x: number, y: number, burst?: Burst): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/** Taps in a burst at one point: how many, and the time from one's start to the next's. */
export interface Burst {
  readonly times: number;
  readonly gapMs: number;
}

export interface Engine {
  readonly name: EngineName;
  /** The engine and its version as the browser says it, e.g. "Firefox 153.7.0". */
  readonly version: string;
  newPage(settings: PageSettings): Promise<EnginePage>;
  close(): Promise<void>;
}

/** A function's source run as text in a page: esbuild's keepNames may call `__name` in it. */
const script = (fn: string, args: readonly unknown[]) =>
  `(() => { const __name = (f) => f; return (${fn}).apply(null, ${JSON.stringify(args)}); })()`;

const save = (path: string, png: Uint8Array) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, png);
};

/** The Debian packages each engine needs, and the program that shows they are there. */
export const ENGINE_PACKAGES: Record<EngineName, { packages: string[]; program: string }> = {
  chromium: { packages: ['chromium'], program: chromiumPath },
  firefox: { packages: ['firefox-esr'], program: '/usr/bin/firefox-esr' },
  webkit: {
    packages: ['webkit2gtk-driver', 'xvfb', 'xdotool'],
    program: '/usr/bin/WebKitWebDriver',
  },
  wpe: { packages: ['wpewebkit-driver', 'cog'], program: '/usr/bin/WPEWebDriver' },
};

/** Why an engine cannot start here, with the one command that installs it; null when it can. */
export function engineMissing(name: EngineName): string | null {
  const { packages, program } = ENGINE_PACKAGES[name];
  if (executable(program)) return null;
  return (
    `${name} is not installed here (no ${program}). Install it with:\n` +
    `  sudo apt-get install -y ${packages.join(' ')}`
  );
}

const MINI_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** MiniBrowser's narrowest window (its toolbar's width) and its toolbar's height, in px. */
const MINI_BROWSER_MIN_WIDTH = 447;
const MINI_BROWSER_TOOLBAR = 38;
/** Each Ctrl+Plus in MiniBrowser zooms the page by this much. */
const MINI_BROWSER_ZOOM_STEP = 1.2;

/**
 * How MiniBrowser shows a size narrower than its narrowest window: zoomed in, as a person zooms a
 * page, so that the window's width holds exactly `width` CSS px (and media queries see a phone).
 * Answers the zoom steps and the window's size.
 */
export function webkitWindow(width: number, height: number) {
  let steps = 0;
  while (width * MINI_BROWSER_ZOOM_STEP ** steps < MINI_BROWSER_MIN_WIDTH) steps += 1;
  const zoom = MINI_BROWSER_ZOOM_STEP ** steps;
  if (steps === 0) return { steps, width, height: height + MINI_BROWSER_TOOLBAR };
  // A pixel over the zoomed width, so that the page's width comes out at the size, never below.
  return {
    steps,
    width: Math.floor(width * zoom + 1e-9) + 1,
    height: Math.ceil(height * zoom) + MINI_BROWSER_TOOLBAR,
  };
}

/**
 * Zooms MiniBrowser's page in `steps` times by its own Ctrl+Plus, typed on its display with
 * xdotool: the driver's key actions go to the page, never to the browser's own shortcuts.
 */
function zoomMiniBrowser(display: { DISPLAY: string; XAUTHORITY: string }, steps: number): void {
  const env = { ...process.env, ...display };
  const windows = execFileSync('xdotool', ['search', '--onlyvisible', '--class', 'MiniBrowser'], {
    env,
    timeout: limits.answer,
  })
    .toString()
    .trim()
    .split('\n')
    .filter((id) => id !== '');
  const window = windows.at(-1);
  if (window === undefined) throw new Error('no MiniBrowser window to zoom on its display');
  const keys = Array.from({ length: steps }, () => 'ctrl+plus');
  execFileSync('xdotool', ['windowfocus', '--sync', window, 'key', '--clearmodifiers', ...keys], {
    env,
    timeout: limits.answer,
  });
}

/**
 * The page's width in CSS px once it is `width`, or as it last was when it has not become that
 * within a page's answer.
 */
async function widthBecomes(page: WebDriverSession, width: number): Promise<number> {
  const deadline = Date.now() + limits.answer;
  for (;;) {
    const shown = await page.execute<number>('return innerWidth;');
    if (shown === width || Date.now() > deadline) return shown;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What playwright-core's and puppeteer-core's pages share, as the engines here use them. */
interface LibraryPage {
  goto(url: string): Promise<unknown>;
  reload(): Promise<unknown>;
  url(): string;
  evaluate(expression: string): Promise<unknown>;
  touchscreen: { tap(x: number, y: number): Promise<void> };
  mouse: { click(x: number, y: number): Promise<void> };
  screenshot(): Promise<Uint8Array>;
}

/** A page of Chromium (playwright-core) or Firefox (puppeteer-core), at a size. */
function libraryPage(
  engine: EngineName,
  page: LibraryPage,
  { width, height, touch }: { width: number; height: number; touch: boolean },
  close: () => Promise<void>,
): EnginePage {
  return {
    engine,
    viewport: async () => ({ width, height }),
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    url: async () => page.url(),
    run: <T>(fn: string, args: readonly unknown[] = []) =>
      page.evaluate(script(fn, args)) as Promise<T>,
    tapAt: async (x, y, { times, gapMs } = { times: 1, gapMs: 0 }) => {
      // Each tap timed from the first's start, so that a slow one does not stretch the gap.
      const started = Date.now();
      for (let n = 0; n < times; n += 1) {
        const wait = started + n * gapMs - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        await (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
      }
    },
    screenshot: async (path) => save(path, await page.screenshot()),
    close,
  };
}

// ---------------------------------------------------------------------------------------------
// Chromium

async function startChromium(): Promise<Engine> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    timeout: limits.start,
  });
  return {
    name: 'chromium',
    version: `Chromium ${browser.version()}`,
    // Chromium's text at 200% is the layout check's (tests/e2e/layoutCheck.e2e.test.ts).
    async newPage({ size }) {
      const { width, height, touch } = SIZES[size];
      const context = await browser.newContext({
        viewport: { width, height },
        screen: { width, height },
        deviceScaleFactor: touch ? 2 : 1,
        isMobile: touch,
        hasTouch: touch,
      });
      context.setDefaultTimeout(limits.answer);
      context.setDefaultNavigationTimeout(limits.navigation);
      const page = await context.newPage();
      return libraryPage('chromium', page, SIZES[size], () => context.close());
    },
    close: () => browser.close(),
  };
}

// ---------------------------------------------------------------------------------------------
// Firefox

async function startFirefox(fontPx: number): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: ENGINE_PACKAGES.firefox.program,
    headless: true,
    timeout: limits.start,
    extraPrefsFirefox: {
      // Scrollbars over the page, taking no width, as on a phone or tablet (Firefox for Android)
      // and as Chromium's mobile emulation has them, rather than the desktop's 15 px bar.
      'ui.useOverlayScrollbars': 1,
      ...(fontPx === 16
        ? {}
        : {
            'font.size.variable.x-western': fontPx,
            'font.size.variable.x-unicode': fontPx,
            'font.size.variable.x-cyrillic': fontPx,
            'font.size.variable.el': fontPx,
          }),
    },
  });
  return {
    name: 'firefox',
    version: (await browser.version()).replace(/^firefox\//i, 'Firefox '),
    async newPage({ size }) {
      const { width, height, touch } = SIZES[size];
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(limits.answer);
      page.setDefaultNavigationTimeout(limits.navigation);
      await page.setViewport({ width, height, deviceScaleFactor: touch ? 2 : 1, hasTouch: touch });
      return libraryPage('firefox', page, SIZES[size], () => context.close());
    },
    close: () => browser.close(),
  };
}

// ---------------------------------------------------------------------------------------------
// WebKit: WebKitGTK (current) and WPE (older, headless)

async function startWebKit(name: 'webkit' | 'wpe', fontPx: number): Promise<Engine> {
  // Each driver holds one session at a time: a page (a device) is a driver and its session.
  // WebKitGTK's display is written down as xvfb-run starts it, so that xdotool can type on it.
  const folder = mkdtempSync(join(tmpdir(), 'bridgepad-webkit-'));
  let drivers = 0;
  const startOne = async () => {
    if (name === 'wpe') return { driver: await startDriver('WPEWebDriver'), displayFile: '' };
    drivers += 1;
    const displayFile = join(folder, `display-${drivers}`);
    const driver = await startDriver('WebKitWebDriver', [
      'xvfb-run',
      '-a',
      'sh',
      '-c',
      `printf '%s\\n%s\\n' "$DISPLAY" "$XAUTHORITY" > '${displayFile}'; exec "$0" "$@"`,
    ]);
    return { driver, displayFile };
  };
  const capabilities =
    name === 'webkit'
      ? { 'webkitgtk:browserOptions': { binary: MINI_BROWSER, args: ['--automation'] } }
      : {
          'wpe:browserOptions': {
            binary: '/usr/bin/cog',
            args: ['--automation', '--platform=headless', `--default-font-size=${fontPx}`],
          },
        };
  const open = new Set<() => Promise<void>>();
  async function session(): Promise<{
    session: WebDriverSession;
    end: () => Promise<void>;
    displayFile: string;
  }> {
    const { driver, displayFile } = await startOne();
    try {
      const opened = await WebDriverSession.open(driver, capabilities);
      const end = async () => {
        open.delete(end);
        await opened.close().catch(() => undefined);
        await driver.stop();
      };
      open.add(end);
      return { session: opened, end, displayFile };
    } catch (error) {
      await driver.stop();
      throw error;
    }
  }
  // Only to read the version: one short session.
  const probe = await session();
  const version = `${name === 'webkit' ? 'WebKitGTK' : 'WPE WebKit'} ${String(probe.session.capabilities.browserVersion)}`;
  await probe.end();
  return {
    name,
    version,
    async newPage({ size }) {
      const { width, height, touch } = SIZES[size];
      // A session is a fresh browser with its own storage, as a new context is elsewhere.
      const { session: page, end, displayFile } = await session();
      // WPE keeps the size it has (800x600). WebKitGTK is never narrower than 447 px: a phone's
      // width is shown zoomed in, as a person would zoom the page, to exactly that many CSS px.
      // The driver's pointer goes by the window's pixels, which a zoomed page's CSS px are not.
      let zoom = 1;
      if (name === 'webkit') {
        const window = webkitWindow(width, height);
        zoom = MINI_BROWSER_ZOOM_STEP ** window.steps;
        await page.setWindowRect(window.width, window.height);
        if (window.steps > 0) {
          const [DISPLAY = '', XAUTHORITY = ''] = readFileSync(displayFile, 'utf8').split('\n');
          zoomMiniBrowser({ DISPLAY, XAUTHORITY }, window.steps);
          // The page is laid out again at the zoom a moment after the keys.
          const shown = await widthBecomes(page, width);
          if (shown !== width) {
            await end();
            throw new Error(`WebKitGTK zoomed to ${shown} CSS px wide, not ${width}`);
          }
        }
      }
      const pointer = touch && name === 'wpe' ? 'touch' : 'mouse';
      return {
        engine: name,
        viewport: () =>
          page.execute<{ width: number; height: number }>(
            'return { width: innerWidth, height: innerHeight };',
          ),
        goto: (url) => page.navigate(url),
        reload: () => page.refresh(),
        url: () => page.currentUrl(),
        run: <T>(fn: string, args: readonly unknown[] = []) =>
          page.execute<T>(`return ${script(fn, args)};`),
        tapAt: (x, y, burst) => page.tapAt(x * zoom, y * zoom, pointer, burst),
        screenshot: async (path) => save(path, await page.screenshot()),
        close: end,
      };
    },
    async close() {
      await Promise.all([...open].map((end) => end()));
    },
  };
}

/** Starts an engine; `fontPx` is the browser's default text size where it is set at launch. */
export function startEngine(name: EngineName, fontPx = 16): Promise<Engine> {
  const missing = engineMissing(name);
  if (missing !== null) return Promise.reject(new Error(missing));
  switch (name) {
    case 'chromium':
      return startChromium();
    case 'firefox':
      return startFirefox(fontPx);
    default:
      return startWebKit(name, fontPx);
  }
}
