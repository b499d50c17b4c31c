import type { Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, viewports } from '../scripts/chromium.ts';
import { QUIET_MS } from '../src/ui/common/tapGuard.ts';
import { DEALS_PER_PAGE } from '../src/db/matchRows.ts';

/**
 * Long matches stay instant (issue 13): a rubber of 10, 1,000 and 5,000 deals, opened from the
 * matches list and written to, in Chromium at 4x CPU throttling as on an old phone. Opening is
 * from the tap on the match's row to the first frame with the pad ready; writing, from the tap
 * on the result chip to the deal being in IndexedDB, readable by another connection.
 */

export const LONG_MATCH_SIZES = [10, 1000, 5000] as const;

export interface LongMatchTimes {
  readonly deals: number;
  readonly opens: number[];
  readonly writes: number[];
}

const SEATS = ['N', 'E', 'S', 'W'];
const CONTRACTS = ['1C', '2D', '3H', '4S', '3NT', '2H', '1NT', '5C', '4H', '6S'];

/** A rubber match of `deals` deals, as the app stores one: its row and its pages of deals. */
export function longRecord(id: string, deals: number) {
  const at = new Date().toISOString();
  const list = Array.from({ length: deals }, (_, i) => ({
    contract: CONTRACTS[i % CONTRACTS.length],
    declarer: SEATS[i % 4],
    tricks: 6 + ((i * 7) % 8),
  }));
  const pages = [];
  for (let page = 0; page * DEALS_PER_PAGE < deals; page++) {
    const start = page * DEALS_PER_PAGE;
    pages.push({ matchId: id, page, deals: list.slice(start, start + DEALS_PER_PAGE) });
  }
  const row = {
    id,
    createdAt: at,
    updatedAt: at,
    rev: 1,
    dealCount: deals,
    file: {
      format: 'bridgepad.match',
      version: 1,
      id,
      createdAt: at,
      updatedAt: at,
      game: 'rubber',
      rules: { honors: true, deck: 'standard' },
      players: { N: 'Zoë Ngāti Māori', E: 'Łukasz Wiśniewski', S: 'Hēnare', W: 'Mere' },
      we: 'NS',
      firstDealer: 'N',
      finished: false,
    },
  };
  return { row, pages };
}

/** Puts a match straight into the app's own database (the app has opened it already). */
export function putRecord({ row, pages }: { row: unknown; pages: unknown[] }): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('bridgepad');
    open.onerror = () => reject(new Error(`open: ${open.error?.message}`));
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['matches', 'dealPages'], 'readwrite');
      tx.objectStore('matches').put(row);
      for (const page of pages) tx.objectStore('dealPages').put(page);
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(new Error(`put: ${tx.error?.message}`));
    };
  });
}

/** Arms a probe: the time from the next tap on a match's row to the first frame with the pad. */
function armOpenProbe(): void {
  const w = window as unknown as { __bpOpened?: Promise<number> };
  w.__bpOpened = new Promise((resolve) => {
    let tapped = 0;
    document.addEventListener('click', (event) => (tapped = event.timeStamp), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      const button = document.querySelector<HTMLButtonElement>('button[aria-label="4 spades"]');
      if (tapped === 0 || button === null || button.disabled || !button.checkVisibility()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - tapped));
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}

/**
 * Installed before the app opens its database: every read-write transaction over the matches
 * store reports its commit (its 'complete' event: the deal is then in IndexedDB) to a hook the
 * probe sets. The listener is added as the transaction is made, before Dexie adds its own, so the
 * time stops at the commit itself and not after the work Dexie's listener sets going.
 */
function hookTransactions(): void {
  const w = window as unknown as { __bpCommitted?: () => void };
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    const tx = transaction.apply(this, args);
    const stores = typeof args[0] === 'string' ? [args[0]] : [...args[0]];
    if (tx.mode === 'readwrite' && stores.includes('matches')) {
      tx.addEventListener('complete', () => w.__bpCommitted?.());
    }
    return tx;
  };
}

/** Arms a probe: the time from the next tap on a result chip to the commit that writes it. */
function armWriteProbe(): void {
  const w = window as unknown as { __bpWritten?: Promise<number>; __bpCommitted?: () => void };
  w.__bpWritten = new Promise((resolve) => {
    let tapped = 0;
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('.result-grid button') !== null) {
          tapped = event.timeStamp;
        }
      },
      { capture: true, once: true },
    );
    w.__bpCommitted = () => {
      if (tapped === 0) return;
      w.__bpCommitted = undefined;
      resolve(performance.now() - tapped);
    };
  });
}

async function timesFor(page: Page, url: string, deals: number, runs: number) {
  const id = `long-${deals}`;
  await page.evaluate(putRecord, longRecord(id, deals));
  const cdp = await page.context().newCDPSession(page);
  const opens: number[] = [];
  const writes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // A fresh page each run: the record was put behind the app's back, and the list reads anew.
    await page.goto(`${url}?run=${deals}-${run}#/`);
    const row = page.getByRole('link', { name: /^Open Rubber bridge/ });
    await row.first().waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(armOpenProbe);
    await page.locator(`a[href="#/match/${id}"]`).click();
    opens.push(
      await page.evaluate(() => (window as unknown as { __bpOpened: Promise<number> }).__bpOpened),
    );
    await page.getByRole('button', { name: '1 clubs', exact: true }).click();
    await page.getByRole('button', { name: /^Declarer North/ }).click();
    const chip = page.getByRole('button', { name: /: 6 tricks, down 1$/ });
    await chip.waitFor();
    await page.evaluate(armWriteProbe);
    await chip.click();
    writes.push(
      await page.evaluate(
        () => (window as unknown as { __bpWritten: Promise<number> }).__bpWritten,
      ),
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForTimeout(QUIET_MS);
  }
  await cdp.detach();
  // Only this match on the list for the next size.
  await page.evaluate((key) => {
    return new Promise<void>((resolve) => {
      const open = indexedDB.open('bridgepad');
      open.onsuccess = () => {
        const tx = open.result.transaction(['matches', 'dealPages'], 'readwrite');
        tx.objectStore('matches').delete(key);
        tx.objectStore('dealPages').delete(IDBKeyRange.bound([key, 0], [key, Infinity]));
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
    });
  }, id);
  return { deals, opens, writes };
}

/** Opening and writing to a rubber of each size, `runs` times each, at 4x CPU. */
export async function longMatchTimes(url: string, runs = 5): Promise<LongMatchTimes[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ ...viewports.phone, serviceWorkers: 'block' });
    context.setDefaultTimeout(60_000);
    await context.addInitScript(hookTransactions);
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('heading', { name: 'Matches' }).waitFor();
    const results: LongMatchTimes[] = [];
    for (const deals of LONG_MATCH_SIZES) results.push(await timesFor(page, url, deals, runs));
    return results;
  } finally {
    await browser.close();
  }
}
