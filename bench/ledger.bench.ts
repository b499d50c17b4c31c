import { chromium } from 'playwright-core';
import { splitRecord } from '../src/db/matchRowWrites.ts';
import { toRecord } from '../src/db/matchWrites.ts';
import { chromiumArgs, chromiumPath, viewports } from '../scripts/chromium.ts';
import { putRecord } from './longMatch.bench.ts';
import { ledgerSeason } from '../tests/fixtures/sampleMatches.ts';

/**
 * The players' ledger (issue 14): 200 stored rubber evenings among twelve players, the ledger
 * opened from the matches list in Chromium at 4x CPU, timed from the moment the last result of
 * the ledger's reads of the store arrives to the first frame with every player's line on the screen: working the
 * ledger out from the deals, and drawing it.
 */

/**
 * Installed before the app runs: each read of the store (get and getAll, on a store or an index,
 * in a read-only transaction) notes when its result arrives, which is when the app has its data.
 */
function hookReads(): void {
  const w = window as unknown as { __bpLastRead?: number };
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype]) {
    for (const method of ['get', 'getAll'] as const) {
      const read = proto[method] as (...args: unknown[]) => IDBRequest;
      (proto as unknown as Record<string, unknown>)[method] = function (
        this: IDBObjectStore | IDBIndex,
        ...args: unknown[]
      ) {
        const request = read.apply(this, args);
        if (request.transaction?.mode === 'readonly') {
          request.addEventListener('success', () => (w.__bpLastRead = performance.now()));
        }
        return request;
      };
    }
  }
}

/** Arms a probe: from the last read to the first frame with `players` lines in the ledger. */
function armLedgerProbe(players: number): void {
  const w = window as unknown as { __bpLedger?: Promise<number>; __bpLastRead?: number };
  w.__bpLastRead = undefined;
  w.__bpLedger = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const rows = document.querySelectorAll('.ledger-table tbody tr').length;
      if (rows < players) return;
      if (w.__bpLastRead === undefined) throw new Error('the ledger showed before any read');
      observer.disconnect();
      const read = w.__bpLastRead;
      requestAnimationFrame(() => resolve(performance.now() - read));
    });
    observer.observe(document, { subtree: true, childList: true });
  });
}

/** The ledger's times (ms), `runs` times over, with 200 matches stored. */
export async function ledgerTimes(url: string, runs = 7): Promise<number[]> {
  const season = ledgerSeason(200);
  const players = new Set(
    season.flatMap(({ match }) => Object.values(match.players as Record<string, string>)),
  ).size;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ ...viewports.phone, serviceWorkers: 'block' });
    context.setDefaultTimeout(60_000);
    await context.addInitScript(hookReads);
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('heading', { name: 'Matches' }).waitFor();
    for (const { id, playedAt, match } of season) {
      const at = playedAt ?? undefined;
      const record = toRecord({ ...match, id, createdAt: at, updatedAt: at });
      await page.evaluate(putRecord, splitRecord(record, 1));
    }
    const cdp = await context.newCDPSession(page);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await page.goto(`${url}?ledger=${run}#/`);
      await page.getByRole('link', { name: 'Ledger' }).waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.evaluate(armLedgerProbe, players);
      await page.getByRole('link', { name: 'Ledger' }).click();
      times.push(
        await page.evaluate(
          () => (window as unknown as { __bpLedger: Promise<number> }).__bpLedger,
        ),
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    return times;
  } finally {
    await browser.close();
  }
}
