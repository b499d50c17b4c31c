import type { CleanPage } from '../scripts/measure/cleanBrowser.ts';
import type { CleanProfile } from '../scripts/measure/cleanStart.ts';
import { checkedCleanStart, cleanProfileAt } from '../scripts/measure/cleanStart.ts';
import type { StartComparison, StartPair } from '../scripts/measure/startRounds.ts';
import { aFirst, comparePairs } from '../scripts/measure/startRounds.ts';
import { MEMBER, seedClub, serveClub } from './clubServer.ts';
import { FIND, buttonNamed, timedTap } from './pageTaps.ts';
import type { FigureSection, MetFigure } from './types.ts';

/**
 * A device of a club holding the club's 1,000 matches, and one holding its 20,000 (docs/sync.md):
 * each joined to a club of its own on `npm run club`'s server, in a clean browser of its own
 * (scripts/measure/cleanBrowser.ts), and synced once with the CPU not slowed, until its store holds
 * every match and the mirror's base of each; then the server is stopped. Each is then started
 * offline on a started rubber at 4x CPU, as bench/bulk.bench.ts starts its devices, with whatever
 * the club's mirror does at a start: timed to the pad (scripts/measure/cleanStart.ts), then from
 * "All matches" tapped to the list's first match shown, then from "Ledger" tapped to the ledger's
 * first line shown. Each device's first start (a warm-up, not compared) opens the ledger for the
 * first time, which works it out in full from every match (src/db/ledgerKept.ts): that time is
 * printed on its own. The two start turn about and each pair is compared
 * (scripts/measure/startRounds.ts). A device of 20,000 should do each as fast as one of 1,000.
 */

export const FEW = 1000;
export const MANY = 20_000;
/** Starts of each device compared, after one each to warm up. */
const PAIRS = 5;
/** The most a device of MANY may take over one of FEW, as a share of it. */
const SHARE = 0.1;

/** In the page: the matches and the mirror's bases its store holds. */
const STORED = `(async () => {
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('bridgepad');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const count = (store) =>
    new Promise((resolve, reject) => {
      const request = db.transaction(store).objectStore(store).count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const [matches, bases] = [await count('matches'), await count('syncBase')];
  db.close();
  return Math.min(matches, bases);
})()`;

/** In the page, on the invite's form: Name and Password filled in, and "Join the club" tapped. */
const JOIN = `(async () => {
  const find = ${FIND};
  const fill = async (selector, value) => {
    const input = await find(() => document.querySelector(selector), selector);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  await fill('input[autocomplete="username"]', ${JSON.stringify(MEMBER.name)});
  await fill('input[autocomplete="current-password"]', ${JSON.stringify(MEMBER.password)});
  (await find(${buttonNamed('Join the club')}, 'Join the club')).click();
})()`;

/** In the page: a rubber started from the matches list (New match, Start). */
const START_RUBBER = `(async () => {
  const find = ${FIND};
  (await find(${buttonNamed('New match')}, 'New match')).click();
  (await find(${buttonNamed('Start')}, 'Start')).click();
  await find(() => document.querySelector('button[aria-label="4 spades"]'), 'the pad');
})()`;

/** After a start to the pad: the matches list opened, then the ledger (ms each). */
async function listThenLedger(page: CleanPage): Promise<readonly number[]> {
  const list = await page.evaluate<number>(
    timedTap(`() => document.querySelector('a[aria-label="All matches"]')`, '.match-list > li'),
  );
  const ledger = await page.evaluate<number>(
    timedTap(buttonNamed('Ledger'), '.ledger-table tbody tr'),
  );
  return [list, ledger];
}

/** A device joined to a club of `count` matches, synced once; how long the sync took (ms). */
async function clubDevice(count: number): Promise<{ profile: CleanProfile; syncMs: number }> {
  const { origin, invite, server } = await serveClub();
  let syncMs = 0;
  try {
    await seedClub(origin, count);
  } catch (error) {
    await server.close();
    throw error;
  }
  const profile = await cleanProfileAt(
    `${origin}/`,
    async (page) => {
      await page.send('Page.navigate', { url: invite });
      await page.waitFor(`document.querySelector('input[autocomplete="username"]')`, 'the form');
      await page.evaluate(JOIN);
      const joined = performance.now();
      await page.waitFor(
        `document.body.textContent.includes('Joined the club club as ${MEMBER.name}.')`,
        'joined',
        60_000,
      );
      for (;;) {
        if ((await page.evaluate<number>(STORED)) >= count) break;
        if (performance.now() - joined > 1_800_000) throw new Error(`${count} matches not synced`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      syncMs = performance.now() - joined;
      await page.send('Page.navigate', { url: `${origin}/#/` });
      await page.evaluate(START_RUBBER);
      return page.evaluate<string>('location.href');
    },
    () => server.close(),
  );
  return { profile, syncMs };
}

export interface ClubStartTimes {
  /** How long each device took to sync the club once, CPU not slowed (ms): FEW, then MANY. */
  readonly syncs: readonly number[];
  /**
   * The ledger's first opening on each device, which works it out in full from every match (its
   * warm-up start, ms): FEW, then MANY.
   */
  readonly firstLedgers: readonly number[];
  /** A holds FEW matches, B MANY: the start to the pad, the matches list, the ledger. */
  readonly start: StartComparison;
  readonly list: StartComparison;
  readonly ledger: StartComparison;
  readonly pairs: readonly { start: StartPair; list: StartPair; ledger: StartPair }[];
}

async function oneStart(profile: CleanProfile, label: string) {
  const started = await checkedCleanStart(profile, label, { until: 'pad', then: listThenLedger });
  const [list = Number.NaN, ledger = Number.NaN] = started.then ?? [];
  return { start: started.ms, list, ledger };
}

export async function clubStartTimes(): Promise<ClubStartTimes> {
  const profiles: CleanProfile[] = [];
  try {
    const few = await clubDevice(FEW);
    profiles.push(few.profile);
    const many = await clubDevice(MANY);
    profiles.push(many.profile);
    const firstLedgers: number[] = [];
    for (const profile of profiles) firstLedgers.push((await oneStart(profile, 'warm-up')).ledger);
    const pairs: ClubStartTimes['pairs'][number][] = [];
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const label = `club start, pair ${pair + 1}`;
      const first = aFirst(pair);
      const one = await oneStart(first ? few.profile : many.profile, label);
      const other = await oneStart(first ? many.profile : few.profile, label);
      const [a, b] = first ? [one, other] : [other, one];
      pairs.push({
        start: { a: a.start, b: b.start },
        list: { a: a.list, b: b.list },
        ledger: { a: a.ledger, b: b.ledger },
      });
    }
    return {
      syncs: [few.syncMs, many.syncMs],
      firstLedgers,
      start: comparePairs(pairs.map((p) => p.start)),
      list: comparePairs(pairs.map((p) => p.list)),
      ledger: comparePairs(pairs.map((p) => p.ledger)),
      pairs,
    };
  } finally {
    for (const profile of profiles) await profile.dispose();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const count = (n: number) => n.toLocaleString('en');

/** clubStartTimes as figures with their targets, and the lines printed under them. */
export async function clubStartFigures(): Promise<FigureSection> {
  const times = await clubStartTimes();
  const [fewSync = 0, manySync = 0] = times.syncs;
  const [fewFirst = 0, manyFirst = 0] = times.firstLedgers;
  const details = [
    `a device joined to a club of ${count(FEW)} matches synced it once, CPU not slowed, in ${ms(fewSync)}; one joined to a club of ${count(MANY)} in ${ms(manySync)}`,
    `the ledger's first opening after the sync, worked out in full from every match, 4x CPU: ${ms(fewFirst)} (${count(FEW)} matches), ${ms(manyFirst)} (${count(MANY)})`,
  ];
  const figures: MetFigure[] = [];
  const what = [
    ['start', 'offline start to the pad of a started rubber'],
    ['list', 'the matches list opened from the table, tap to first match shown'],
    ['ledger', "the ledger opened from the matches list, tap to first player's line shown"],
  ] as const;
  for (const [key, name] of what) {
    const compared = times[key];
    details.push(
      `${name}, 4x CPU, turn about (${count(FEW)} / ${count(MANY)} matches of the club, ms): ${times.pairs.map((p) => `${p[key].a.toFixed(0)}/${p[key].b.toFixed(0)}`).join(', ')}`,
    );
    figures.push({
      name: `a club's device: ${name}, 4x CPU, median of ${compared.pairs}: ${count(MANY)} matches, and ${count(FEW)}`,
      value: `${ms(compared.b)}, and ${ms(compared.a)} (${compared.difference > 0 ? '+' : ''}${ms(compared.difference)} pair by pair)`,
      target: `${count(MANY)} no slower than ${count(FEW)} by more than ${SHARE * 100}%`,
      meets: compared.difference <= compared.a * SHARE,
    });
  }
  return { figures, details };
}
