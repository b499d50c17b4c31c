// Members' devices of a club for the browser tests (docs/sync.md): each a browser context of its
// own (its own IndexedDB, cookies and service worker) at phone or tablet size, driven as a person
// would, and read back from its own store; and the club's documents read on its server as its
// admin. Used by the club's browser tests (club.e2e.test.ts, clubMore.e2e.test.ts and others).
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Account, RunningClub } from './clubServer.ts';
import type { ViewportName } from './harness.ts';
import { givePatience, viewports } from './harness.ts';

/** The devices held in the hand: tapped; a tablet on the table is clicked. */
const touched = new WeakSet<Page>();

/**
 * The club's organiser and two members, as the club's browser tests set the club up (on a server
 * other files may share, under names of the file's own: clubServers.ts, `account`).
 */
export const OLIVE: Account = { name: 'olive', password: 'olive-secret' };
export const ANA: Account = { name: 'ana', password: 'ana-secret' };
export const BEN: Account = { name: 'ben', password: 'ben-secret' };

/** A tap on a phone, a click on a tablet. */
export function press(target: Locator): Promise<void> {
  return touched.has(target.page()) ? target.tap() : target.click();
}

/** The line the matches list says the club's sync in. */
export const clubLine = (page: Page) => page.locator('.club-line');

/** Reads every row of one store of the device's own IndexedDB, in the page. */
function rowsOn<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(async (name) => {
    const open = indexedDB.open('bridgepad');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('not opened'));
    });
    try {
      return await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error ?? new Error('not read'));
      });
    } finally {
      db.close();
    }
  }, store) as Promise<T[]>;
}

/** The deals of a match as the device keeps them, read from its own store. */
export async function dealsOn(page: Page, id: string): Promise<unknown[]> {
  const pages = await rowsOn<{ matchId: string; page: number; deals: unknown[] }>(
    page,
    'dealPages',
  );
  return pages
    .filter((p) => p.matchId === id)
    .sort((a, b) => a.page - b.page)
    .flatMap((p) => p.deals);
}

/** Every step of a match's history the device keeps: its id and its state. */
export async function historyOn(
  page: Page,
  id: string,
): Promise<{ stepId?: string; state: string }[]> {
  const rows = await rowsOn<{ matchId: string; stepId?: string; state: string }>(page, 'history');
  return rows.filter((r) => r.matchId === id);
}

/** The id of every match the device keeps, sorted. */
export async function matchIdsOn(page: Page): Promise<string[]> {
  return (await rowsOn<{ id: string }>(page, 'matches')).map((m) => m.id).sort();
}

/** The names of the browser's IndexedDB databases on the device. */
export function databasesOn(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases()).flatMap((d) => (d.name === undefined ? [] : [d.name])),
  );
}

/** Basic authentication as the club server's admin. */
export function asAdmin(club: RunningClub): Record<string, string> {
  const admin = club.admin();
  return {
    accept: 'application/json',
    authorization: `Basic ${Buffer.from(`${admin.name}:${admin.password}`).toString('base64')}`,
  };
}

/** Every leaf of a match's document on the club's server, read as its admin. */
export async function leavesOnServer(
  club: RunningClub,
  id: string,
): Promise<{ _deleted?: boolean; steps?: { id: string }[] }[]> {
  const response = await club.fetch(
    `${club.couch.href}/${club.club}/${encodeURIComponent(`match:${id}`)}?open_revs=all`,
    { headers: asAdmin(club) },
  );
  return (
    (await response.json()) as { ok: { _deleted?: boolean; steps?: { id: string }[] } }[]
  ).map((leaf) => leaf.ok);
}

/**
 * Every document of a club on its server, read as its admin, with its conflicting revisions; its
 * design documents left out.
 */
export async function docsOnServer(
  club: RunningClub,
  database: string,
): Promise<{ id: string; doc: { _conflicts?: string[]; author?: string } }[]> {
  const response = await club.fetch(
    `${club.couch.href}/${database}/_all_docs?include_docs=true&conflicts=true`,
    { headers: asAdmin(club) },
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    rows: { id: string; doc: { _conflicts?: string[]; author?: string } }[];
  };
  return body.rows.filter((row) => !row.id.startsWith('_design/'));
}

export interface ClubDevices {
  /** A device of its own: a fresh context, so nothing is shared with the others but the club. */
  readonly device: (viewport: ViewportName) => Promise<Page>;
  /** Joins a club from the organiser's invite link, as a member would (the test's club if none). */
  readonly join: (page: Page, who: Account, club?: string) => Promise<void>;
  /** Starts a rubber on the device and returns its id. */
  readonly newRubber: (page: Page) => Promise<string>;
}

/** The devices of a club served by `club`, in `browser`: both known once the tests start. */
export function clubDevices(browser: () => Browser, club: () => RunningClub): ClubDevices {
  return {
    device: async (viewport) => {
      const context = await browser().newContext({ ...viewports[viewport] });
      givePatience(context);
      const page = await context.newPage();
      if (viewports[viewport].hasTouch === true) touched.add(page);
      return page;
    },
    join: async (page, who, name = club().club) => {
      // The link the server printed for its own club; the one the organiser shares for another.
      await page.goto(name === club().club ? club().invite : club().inviteTo(name));
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Server' }).inputValue())
        .toBe('/couchdb');
      expect(await page.getByRole('textbox', { name: 'Club' }).inputValue()).toBe(name);
      await page.getByRole('textbox', { name: 'Name' }).fill(who.name);
      await page.getByLabel('Password', { exact: true }).fill(who.password);
      await press(page.getByRole('button', { name: 'Join the club' }));
      await joinedAs(page, name, who.name);
    },
    newRubber: async (page) => {
      await page.goto(club().url);
      await press(page.getByRole('link', { name: 'New match' }));
      await press(page.getByRole('button', { name: 'Start' }));
      await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
      const id = /#\/match\/([^/]+)$/.exec(page.url())?.[1];
      if (id === undefined) throw new Error(`not on a match screen: ${page.url()}`);
      return decodeURIComponent(id);
    },
  };
}

/**
 * Waits until Settings shows the device in `club` as `member`, as it stays: "Joined the club …" is
 * a passing message, and on a device that joined with no match the club's "… came from the club"
 * takes its place as soon as the sync is in step, which on a busy machine can be before a test
 * looks.
 */
export async function joinedAs(page: Page, club: string, member: string): Promise<void> {
  await page.getByRole('button', { name: 'Leave the club' }).waitFor();
  const held = (term: string) => page.locator(`dt:text-is("${term}") + dd`).innerText();
  expect({ club: await held('Club'), member: await held('Member') }).toEqual({ club, member });
}

/** Types a deal on the match screen and waits until the device says it is saved. */
export async function typeDeal(page: Page, text: string, number: number): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Type a deal' });
  await field.fill(text);
  await field.press('Enter');
  await page.getByText(new RegExp(`^Deal ${number} saved`)).waitFor();
}
