import type { BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, viewports } from '../scripts/chromium.ts';
import { median } from '../scripts/measure/startRounds.ts';
import { clubStartFigures } from './clubStarts.bench.ts';
import { MEMBER, OTHER, seedClub, serveClub } from './clubServer.ts';
import type { FigureSection } from './types.ts';

/**
 * A club's record (docs/sync.md), against `npm run club`'s own server started in this process
 * with the built app: a club of 500 matches reaching a newly joined device, timed from "Join the
 * club" to the last match in the device's store, the CPU slowed 4x; and a deal written on one
 * online device reaching another, timed from the deal saved to the deal in the other's store.
 */

export const CLUB_MATCHES = 500;
/** Deals timed from one device to the other. */
const DEALS = 7;

/**
 * How many matches, and how many deals of one match, the page's store holds. (Page code as text:
 * tsx would wrap a named function in a helper the page does not have.)
 */
function stored(page: Page, matchId = ''): Promise<{ matches: number; deals: number }> {
  return page.evaluate(`(async (id) => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('bridgepad');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = (request) =>
      new Promise((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const matches = await read(db.transaction('matches').objectStore('matches').count());
    const pages = await read(db.transaction('dealPages').objectStore('dealPages').getAll());
    db.close();
    const deals = pages.filter((p) => p.matchId === id).reduce((n, p) => n + p.deals.length, 0);
    return { matches, deals };
  })(${JSON.stringify(matchId)})`);
}

async function join(page: Page, invite: string, who: typeof MEMBER): Promise<number> {
  await page.goto(invite);
  await page.getByRole('textbox', { name: 'Name' }).fill(who.name);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  const started = performance.now();
  await page.getByRole('button', { name: 'Join the club' }).click();
  await page.getByText(`Joined the club club as ${who.name}.`).waitFor({ timeout: 60_000 });
  return started;
}

/** Waits, polling the store, until `done` holds; fails after `within` ms. */
async function until(page: Page, done: () => Promise<boolean>, within: number): Promise<void> {
  const end = performance.now() + within;
  while (!(await done())) {
    if (performance.now() > end) throw new Error(`not done within ${within} ms`);
    await page.waitForTimeout(25);
  }
}

export async function clubFigures(): Promise<FigureSection> {
  const { origin, invite, server } = await serveClub();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const contexts: BrowserContext[] = [];
  const page = async () => {
    const context = await browser.newContext({ ...viewports.phone });
    contexts.push(context);
    return context.newPage();
  };
  try {
    await seedClub(origin, CLUB_MATCHES);

    // A newly joined device, 4x CPU, until the club's last match is in its store.
    const fresh = await page();
    await fresh.goto(origin);
    const cdp = await fresh.context().newCDPSession(fresh);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const joinedAt = await join(fresh, invite, MEMBER);
    await until(fresh, async () => (await stored(fresh)).matches >= CLUB_MATCHES, 120_000);
    const reached = performance.now() - joinedAt;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    // Two online devices: a deal typed on one, until it is in the other's store.
    const [a, b] = [fresh, await page()];
    await join(b, invite, OTHER);
    await a.goto(origin);
    await a.getByRole('link', { name: 'New match' }).click();
    await a.getByRole('button', { name: 'Start' }).click();
    await a.getByRole('region', { name: 'Enter a deal' }).waitFor();
    const id = decodeURIComponent(/#\/match\/([^/]+)$/.exec(a.url())?.[1] ?? '');
    const field = a.getByRole('textbox', { name: 'Type a deal' });
    const times: number[] = [];
    for (let deal = 1; deal <= DEALS; deal++) {
      await field.fill(deal % 2 === 0 ? '3NT N =' : '2S E -1');
      await field.press('Enter');
      await a.getByText(new RegExp(`^Deal ${deal} saved`)).waitFor();
      const saved = performance.now();
      await until(b, async () => (await stored(b, id)).deals >= deal, 30_000);
      times.push(performance.now() - saved);
    }
    const sorted = [...times].sort((x, y) => x - y);
    return {
      details: [
        `a club of ${CLUB_MATCHES} matches to a newly joined device, 4x CPU: ${Math.round(reached)} ms`,
        `a deal from one online device to another, ${DEALS} deals (ms): ${sorted.map((t) => Math.round(t)).join(', ')}`,
      ],
      figures: [
        {
          name: `a club of ${CLUB_MATCHES} matches reaches a newly joined device, 4x CPU`,
          value: `${(reached / 1000).toFixed(1)} s`,
          target: 'under 10 s',
          meets: reached < 10_000,
        },
        {
          name: 'a deal reaches another online device (median)',
          value: `${Math.round(median(times))} ms`,
          target: 'under 2,000 ms',
          meets: median(times) < 2000,
        },
      ],
    };
  } finally {
    for (const context of contexts) await context.close();
    await browser.close();
    await server.close();
  }
}

/**
 * Every figure of the club's section of `npm run bench`: the two above, then a club's devices of
 * 1,000 and 20,000 matches started (bench/clubStarts.bench.ts).
 */
export async function clubSection(): Promise<FigureSection> {
  const record = await clubFigures();
  const starts = await clubStartFigures();
  return {
    figures: [...record.figures, ...starts.figures],
    details: [...record.details, ...starts.details],
  };
}
