import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, viewports } from '../chromium.ts';
import { startRubber } from './served.ts';

/**
 * The offline app's two size budgets (docs/style.md, rule 15), measured one way for `npm run bench`
 * (bench/browser.bench.ts prints them) and for `npm test` (tests/e2e/budgets.e2e.test.ts fails
 * when either is passed):
 * - the JavaScript a cold load of the first screen requests (the matches list, then a match
 *   opened from it), each script gzipped with zlib at level 9;
 * - everything the service worker precaches, the offline copy, gzipped the same way.
 */
export const BUDGETS = {
  /**
   * The first screen's JavaScript, gzip bytes: 125 kB since the first screen reads the store
   * straight from IndexedDB (src/db/idbReads.ts) and Dexie, the store's writing half, loads with
   * the first write (101 kB measured then, from 130 kB).
   */
  firstScreen: 125_000,
  /**
   * Everything precached, gzip bytes: 421 kB since Dexie has a chunk of its own, the store's
   * writing half, and the first screen its own reads of the store (1 kB); 419 kB since every
   * list's choice is drawn as a field that wraps at large text (Select.tsx, and the style sheet's reflow of every screen at 200% text
   * and Larger type on a 320 px phone); 418 kB since the table's voice could be tuned (Settings →
   * Voice, 2.5 kB with the words said at each level), the page for screen reader users beside
   * Rules (1.8 kB), both loaded only when opened, the Summary's word on names this device has no
   * font for (1 kB), right-to-left names in the PDF's text as typed (0.5 kB), and Safari's note
   * on an iPhone
   * (how to keep the matches), the invite kept until joined and the scroll boxes' hint; 410 kB
   * since an evening's back score on paper (its PDF and CSV, made at a club with no network as
   * well), 405 kB since the club's members' accounts, whose own code is kept out of it
   * (club-accounts, fetched with the club) while the club's actions Settings needs offline stay
   * in.
   */
  offline: 421_000,
} as const;

/** One file as measured: where it is (an address's path, or a path in the build) and its size. */
export interface FileWeight {
  readonly path: string;
  readonly gzip: number;
  readonly raw: number;
}

/** What a budget counts: its files, and their sizes added up. */
export interface Weight {
  readonly gzip: number;
  readonly raw: number;
  readonly files: readonly FileWeight[];
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function weigh(path: string, body: Buffer): FileWeight {
  return { path, gzip: gzipSync(body, { level: 9 }).length, raw: body.length };
}

function total(files: readonly FileWeight[]): Weight {
  return {
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    files,
  };
}

/**
 * The scripts a cold load of the first screen requests from the app served at `url`, in the order
 * they came: the matches list, then the rubber it lists opened, at phone size.
 */
export async function firstScreenScripts(url: string): Promise<Weight> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    // No service worker here: its precaching would fetch every script, wanted on screen or not.
    const context = await browser.newContext({ ...viewports.phone, serviceWorkers: 'block' });
    const setup = await context.newPage();
    await setup.goto(url);
    const id = await startRubber(setup);
    await setup.close();

    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts: { url: string; body: Promise<Buffer> }[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url())) {
        scripts.push({ url: response.url(), body: response.body() });
      }
    });
    await page.goto(url);
    await page.getByRole('heading', { name: 'Matches' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: /^Open Rubber bridge/ }).click();
    await page.getByRole('button', { name: '4 spades', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    if (!page.url().endsWith(`#/match/${encodeURIComponent(id)}`)) {
      throw new Error(`opened ${page.url()}, not the match ${id}`);
    }
    const files: FileWeight[] = [];
    for (const script of scripts)
      files.push(weigh(new URL(script.url).pathname, await script.body));
    await context.close();
    return total(files);
  } finally {
    await browser.close();
  }
}

/**
 * The files named in `distDir`/sw.js's precache list (each once), largest first. Throws, naming
 * the file, when the build has no service worker or its worker no precache list.
 */
export function precached(distDir: string): Weight {
  const worker = join(distDir, 'sw.js');
  const sw = readFileSync(worker, 'utf8');
  const urls = [...new Set([...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1] ?? ''))];
  if (urls.length === 0) throw new Error(`no precache list found in ${worker}`);
  const files = urls.map((url) => weigh(url, readFileSync(join(distDir, url))));
  return total(files.sort((a, b) => b.gzip - a.gzip));
}

export type BudgetCheck = { ok: true } | { ok: false; errors: string[] };

/** The heaviest files a budget counts, for a message saying where the weight is. */
function heaviest(weight: Weight): string {
  return [...weight.files]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 3)
    .map((file) => `${file.path} ${kB(file.gzip)}`)
    .join(', ');
}

/** Each budget passed, said with how far over it is and its heaviest files. */
export function checkBudgets(measured: { firstScreen: Weight; offline: Weight }): BudgetCheck {
  const errors: string[] = [];
  const over = (what: string, weight: Weight, budget: number) => {
    if (weight.gzip <= budget) return;
    const by = weight.gzip - budget;
    errors.push(
      `${what} is ${kB(weight.gzip)} gzip (${weight.gzip.toLocaleString('en')} bytes), ` +
        `${by < 1000 ? `${by} byte${by === 1 ? '' : 's'}` : kB(by)} over its budget of ` +
        `${budget / 1000} kB; the heaviest: ${heaviest(weight)}`,
    );
  };
  over("The first screen's JavaScript", measured.firstScreen, BUDGETS.firstScreen);
  over('The offline copy (everything precached)', measured.offline, BUDGETS.offline);
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
}
