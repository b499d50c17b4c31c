// Every uncaught error and unhandled promise rejection in any page the browser tests open: a
// failure the app did not say is a failure of the test that saw it (setup.ts fails that test), and
// the whole run counts them (globalSetup.ts prints the total and fails the run on any).
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';

/** Where each file's browsers write what they caught, for the run's total. */
export const UNCAUGHT_LOG = join(
  fileURLToPath(new URL('../..', import.meta.url)),
  'test-results',
  'e2e-uncaught.log',
);

let caught: string[] = [];

/** What the pages opened since the last call caught, taken away. */
export function takeUncaught(): string[] {
  const taken = caught;
  caught = [];
  return taken;
}

/** Keeps one for the test that saw it and for the run's total. */
function forTheRun(line: string): void {
  caught.push(line);
  mkdirSync(dirname(UNCAUGHT_LOG), { recursive: true });
  appendFileSync(UNCAUGHT_LOG, `${JSON.stringify(line)}\n`);
}

/** Records every uncaught error and unhandled rejection of the context's pages. */
export function watchUncaught(
  context: BrowserContext,
  record: (line: string) => void = forTheRun,
): void {
  context.on('weberror', (error) =>
    record(`${error.page()?.url() ?? 'a page'}: ${error.error().stack ?? error.error().message}`),
  );
}

const unwatched = new WeakMap<Browser, Browser['newContext']>();

/** A context the run does not watch, for a test of the watch itself. */
export function newUnwatchedContext(browser: Browser): Promise<BrowserContext> {
  return (unwatched.get(browser) ?? browser.newContext.bind(browser))();
}

/**
 * Watches every context the browser makes from now on (watchUncaught), and hands each to `also`
 * (to follow its pages, say).
 */
export function watchBrowser(
  browser: Browser,
  also: (context: BrowserContext) => void = () => undefined,
): Browser {
  const newContext = browser.newContext.bind(browser);
  unwatched.set(browser, newContext);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watchUncaught(context);
    also(context);
    return context;
  };
  return browser;
}
