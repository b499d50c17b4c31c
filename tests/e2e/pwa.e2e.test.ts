// Issue 5, proven in Chromium: the built app, served on 127.0.0.1, in a persistent profile (the
// service worker, its caches and the database live in a fresh temporary user-data-dir).
//  1. the first load registers the service worker; the page after it is controlled by it;
//  2. offline, a reload still starts the app, and a rubber can be started and deals entered;
//  3. a new page, still offline, finds the match and its deals;
//  4. a second build served on the same origin: back online, "Update available." appears (and
//     cannot be accepted in the middle of a deal); accepting reloads into the new version with
//     the match and every deal still there;
//  5. Chromium finds the app installable, and no request ever left the app's origin.
// The steps run in order and share one browser; a step whose predecessor failed fails at once.
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import { limits } from '../../scripts/limits.ts';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { serveDist } from '../../scripts/measure/served.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningApp } from './harness.ts';
import {
  closeBrowser,
  distDir,
  launchPersistent,
  screenshot,
  screenshotDir,
  startApp,
} from './harness.ts';
import { secondVersion, VERSION_META } from '../engines/secondVersion.ts';

const V2_LABEL = 'pwa-e2e-v2';

// ---------------------------------------------------------------------------------------------
// The second version: dist/ with a labelled <meta> in index.html and index.html's new revision in
// the service worker's precache list (tests/engines/secondVersion.ts), so sw.js changes exactly as
// a release's does, made in a moment rather than by a second build.

/** `vite preview` of another build folder on exactly the given port (the same origin). */
async function serveOnPort(outDir: string, port: number): Promise<PreviewServer> {
  return (await serveDist(outDir, port)).server;
}

// ---------------------------------------------------------------------------------------------
// Shared state of the steps

const state: {
  workDir: string;
  app?: RunningApp;
  v2Server?: PreviewServer;
  v2Dir?: string;
  context?: BrowserContext;
  page?: Page;
  matchUrl?: string;
  /** Every request the context made (pages and service worker), in order. */
  requests: string[];
  consoleErrors: string[];
  failed: string | null;
} = {
  workDir: mkdtempSync(join(tmpdir(), 'bridgepad-pwa-')),
  requests: [],
  consoleErrors: [],
  failed: null,
};

/** Runs one step: it fails at once if an earlier step failed, and a failure keeps a screenshot. */
async function step(name: string, body: () => Promise<void>): Promise<void> {
  if (state.failed !== null) throw new Error(`not run: step "${state.failed}" failed`);
  try {
    await body();
  } catch (error) {
    state.failed = name;
    if (state.page !== undefined && !state.page.isClosed()) {
      await screenshot(state.page, `pwa/${name}-failed`).catch(() => undefined);
    }
    throw error;
  }
}

function the<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not there`);
  return value;
}

function watch(page: Page): Page {
  page.on('console', (message) => {
    if (message.type() === 'error') state.consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => state.consoleErrors.push(`uncaught: ${error.message}`));
  return page;
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = watch(await context.newPage());
  state.page = page;
  return page;
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

async function enterDeal(page: Page, number: number, taps: readonly string[]): Promise<void> {
  for (const name of taps) await page.getByRole('button', { name, exact: true }).click();
  // A person's next deal comes long after the tap guard's quiet time; a test waits it out.
  await page.waitForTimeout(QUIET_MS);
  await page
    .getByText(new RegExp(`^Deal ${number} saved`))
    .first()
    .waitFor();
}

/** The deal list's entries, as their accessible names ("Deal 1, dealt by North: 4♠ by ..."). */
function dealsListed(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Deals' })
    .getByRole('button', { name: /^Deal \d+, / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
}

/** The totals row of the first rubber's WE/THEY sheet. */
async function totals(page: Page): Promise<string[]> {
  const sheet = page.getByRole('table', { name: /Rubber 1/ });
  await sheet.waitFor();
  return (await sheet.locator('tfoot tr.totals td').allTextContents()).map((t) => t.trim());
}

// Three taps a deal: the result chip, saying what it writes, writes the deal.
const DEAL_1 = ['4 spades', 'Declarer South', 'made 120: exactly 10 tricks'];
const DEAL_2 = ['3 notrump', 'Declarer East', 'made 100: exactly 9 tricks'];
const DEAL_3 = ['2 hearts', 'Declarer North', '-1 100 to THEY: 7 tricks, down 1'];
const TWO_DEALS = [/^Deal 1, .*4♠ by South, made/, /^Deal 2, .*3NT by East, made/];
const THREE_DEALS = [...TWO_DEALS, /^Deal 3, .*2♥ by North, -1/];

async function expectDeals(page: Page, expected: readonly RegExp[]): Promise<void> {
  await expect
    .poll(async () => {
      const listed = await dealsListed(page);
      return (
        listed.length === expected.length && expected.every((re, i) => re.test(listed[i] ?? ''))
      );
    })
    .toBe(true);
}

// ---------------------------------------------------------------------------------------------

/** The files the first version's service worker precaches, as read from dist/sw.js. */
function precacheList(): string[] {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1] ?? ''))];
}

beforeAll(async () => {
  // Failure screenshots of an earlier run would only mislead.
  const shots = join(screenshotDir, 'pwa');
  if (existsSync(shots)) {
    for (const name of readdirSync(shots)) {
      if (name.endsWith('-failed.png')) rmSync(join(shots, name));
    }
  }
  state.app = await startApp();
  state.v2Dir = secondVersion(V2_LABEL);
  state.context = await launchPersistent(join(state.workDir, 'profile'), { viewport: 'phone' });
  state.context.on('request', (request) => state.requests.push(request.url()));
});

afterAll(async () => {
  try {
    await closeBrowser(state.context);
  } finally {
    await state.app?.close();
    await state.v2Server?.close();
    if (state.v2Dir !== undefined)
      rmSync(join(state.v2Dir, '..'), { recursive: true, force: true });
    rmSync(state.workDir, { recursive: true, force: true, maxRetries: 3 });
  }
});

describe.sequential('offline-first PWA in Chromium', () => {
  test('1. the first load installs the service worker, which controls that page at once', async () => {
    await step('1-first-load', async () => {
      const app = the(state.app, 'the app');
      const context = the(state.context, 'the browser');
      const page = watch(context.pages()[0] ?? (await context.newPage()));
      state.page = page;
      await page.goto(app.url);
      await page.getByRole('heading', { name: 'Matches' }).waitFor();
      // The first version takes the page it installed on (clientsClaim): no reload needed.
      const activated = () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const worker = registration?.active;
          return worker?.state !== 'activated'
            ? null
            : { scope: registration?.scope, script: worker.scriptURL };
        });
      await expect
        .poll(activated, { timeout: limits.serviceWorker })
        .toEqual({ scope: app.url, script: `${app.url}sw.js` });
      await expect.poll(() => controlled(page), { timeout: limits.serviceWorker }).toBe(true);
      // A reload keeps it.
      await page.reload();
      await page.getByRole('heading', { name: 'Matches' }).waitFor();
      expect(await controlled(page)).toBe(true);
    });
  });

  test('2. offline, a reload starts the app; a rubber is started and deals entered', async () => {
    await step('2-offline', async () => {
      const context = the(state.context, 'the browser');
      const page = the(state.page, 'the page');
      await context.setOffline(true);
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      await page.reload();
      await page.getByRole('heading', { name: 'Matches' }).waitFor({ state: 'visible' });
      expect(await controlled(page)).toBe(true);

      await page.getByRole('link', { name: 'New match' }).click();
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
      expect(page.url()).toMatch(/#\/match\/[^/]+$/);
      state.matchUrl = page.url();

      await enterDeal(page, 1, DEAL_1);
      await enterDeal(page, 2, DEAL_2);
      await expectDeals(page, TWO_DEALS);
      await expect.poll(() => totals(page)).toEqual(['120', '100']);
      await screenshot(page, 'pwa/phone-offline-match');
    });
  });

  test('3. a new page, still offline, finds the match and its deals', async () => {
    await step('3-new-page-offline', async () => {
      const app = the(state.app, 'the app');
      const context = the(state.context, 'the browser');
      await the(state.page, 'the page').close();
      const page = await newPage(context);
      await page.goto(app.url);
      await page.getByRole('heading', { name: 'Matches' }).waitFor({ state: 'visible' });
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      expect(await controlled(page)).toBe(true);
      const open = page.getByRole('link', { name: /^Open Rubber bridge/ });
      await expect.poll(() => open.count()).toBe(1);
      await screenshot(page, 'pwa/phone-offline-matches');
      await open.click();
      await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
      expect(page.url()).toBe(state.matchUrl);
      await expectDeals(page, TWO_DEALS);
      await expect.poll(() => totals(page)).toEqual(['120', '100']);
    });
  });

  test(
    '4. a second version on the same origin: the prompt appears; accepting keeps the match',
    async () => {
      await step('4-update', async () => {
        const app = the(state.app, 'the app');
        const context = the(state.context, 'the browser');
        const page = the(state.page, 'the page');
        const v2Dir = the(state.v2Dir, 'the second version');

        // The second version replaces the first at the same address.
        const port = Number(new URL(app.origin).port);
        await app.close();
        state.v2Server = await serveOnPort(v2Dir, port);
        await context.setOffline(false);

        const label = () =>
          page
            .evaluate(
              (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content'),
              VERSION_META,
            )
            .catch(() => 'navigating');
        await page.reload();
        // Still the first version (served from the cache) until the player says yes.
        expect(await label()).toBeUndefined();
        const prompt = page.getByRole('status').filter({ hasText: 'Update available.' });
        await prompt.waitFor({ state: 'visible', timeout: limits.serviceWorker });
        const updateNow = prompt.getByRole('button', { name: 'Update now' });
        expect(await updateNow.isEnabled()).toBe(true);
        await screenshot(page, 'pwa/phone-update-prompt');

        // Not in the middle of a deal; the deal entered meanwhile is kept.
        await page.getByRole('button', { name: DEAL_3[0], exact: true }).click();
        await expect.poll(() => updateNow.isDisabled()).toBe(true);
        expect(await prompt.textContent()).toContain('Finish or cancel the deal');
        await screenshot(page, 'pwa/phone-update-prompt-during-deal');
        await enterDeal(page, 3, DEAL_3.slice(1));
        await expect.poll(() => updateNow.isEnabled()).toBe(true);
        expect(await label()).toBeUndefined();

        await updateNow.click();
        await expect.poll(label, { timeout: limits.serviceWorker }).toBe(V2_LABEL);
        await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
        expect(page.url()).toBe(state.matchUrl);
        expect(await controlled(page)).toBe(true);
        expect(
          await page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.waiting ?? null;
          }),
        ).toBeNull();
        await expectDeals(page, THREE_DEALS);
        // North-South, vulnerable after deal 1, one down: 100 more to East-West.
        await expect.poll(() => totals(page)).toEqual(['120', '200']);
        expect(await prompt.count()).toBe(0);
        await screenshot(page, 'pwa/phone-after-update');
      });
    },
    limits.serviceWorker + limits.browserTest,
  );

  test('5. installable by Chromium, and no request ever left the app origin', async () => {
    await step('5-installable', async () => {
      const app = the(state.app, 'the app');
      const page = the(state.page, 'the page');
      const cdp = await page.context().newCDPSession(page);
      try {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        expect(installabilityErrors).toEqual([]);
        const manifest = await cdp.send('Page.getAppManifest');
        expect(manifest.url).toBe(`${app.url}manifest.webmanifest`);
        expect(manifest.errors).toEqual([]);
      } finally {
        await cdp.detach();
      }

      const local = new Set(['data:', 'blob:', 'about:', 'chrome-extension:']);
      const foreign = state.requests.filter((url) => {
        const parsed = new URL(url);
        return !local.has(parsed.protocol) && parsed.origin !== app.origin;
      });
      // The log holds the service worker's requests too: it fetched every file it precaches.
      const paths = state.requests.map((url) => new URL(url).pathname);
      const unseen = precacheList().filter((file) => !paths.includes(`/${file}`));
      expect(unseen).toEqual([]);
      expect(foreign).toEqual([]);
      expect(state.consoleErrors).toEqual([]);
    });
  });
});
