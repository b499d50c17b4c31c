// A club night on a laptop's network (docs/sync.md, "A club night on one laptop"): the phones open
// the app at the laptop's plain HTTP address, which the browser does not count as a secure context
// (only HTTPS and localhost are). `npm run club` is started in this process on 127.0.0.1, and
// Chromium reaches it by a name of its own (club-laptop.test) as a phone reaches the laptop by its
// network address: no crypto.randomUUID, no service worker, no camera there. A match starts, a
// deal is written, the note says once what the link cannot do, and the deal reaches the club.
// Screenshots land in test-results/screenshots/insecure/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { limits } from '../../scripts/limits.ts';
import { asAdmin, clubDevices, clubLine, press, typeDeal, ANA, OLIVE } from './clubDevices.ts';
import type { RunningClub } from './clubServer.ts';
import { startClubApp } from './clubServer.ts';
import { closeBrowser, horizontalOverflow, launchBrowser, screenshot } from './harness.ts';

/** The laptop's name on the club's network, as the phones' browser resolves it: to 127.0.0.1. */
const LAPTOP = 'club-laptop.test';
const NOTE = 'What this link cannot do';

let club: RunningClub;
let browser: Browser;

beforeAll(async () => {
  club = await startClubApp({ organiser: OLIVE, members: [ANA] });
  browser = await launchBrowser({ args: [`--host-resolver-rules=MAP ${LAPTOP} 127.0.0.1`] });
}, limits.browserHook);

afterAll(async () => {
  await closeBrowser(browser);
  await club.close();
});

/** The club's addresses as a phone on the laptop's network has them: by the laptop's name. */
function onTheLaptop(): RunningClub {
  const laptop = (address: string) => {
    const url = new URL(address);
    url.hostname = LAPTOP;
    return url.href;
  };
  return {
    ...club,
    url: laptop(club.url),
    origin: new URL(laptop(club.url)).origin,
    invite: laptop(club.invite),
  };
}

const { device, join, newRubber } = clubDevices(() => browser, onTheLaptop);

/** What the page may do at its address, as the page itself sees it. */
function pageCan(page: Page) {
  return page.evaluate(() => ({
    secure: window.isSecureContext,
    randomUUID: typeof crypto.randomUUID,
    serviceWorker: 'serviceWorker' in navigator,
    camera: typeof navigator.mediaDevices?.getUserMedia,
  }));
}

/** How many deals the club's server holds in a match's document, read as its admin; -1: none. */
async function dealsOnServer(id: string): Promise<number> {
  const response = await fetch(
    `${club.couch.href}/${club.club}/${encodeURIComponent(`match:${id}`)}`,
    { headers: asAdmin(club) },
  );
  if (!response.ok) return -1;
  const doc = (await response.json()) as { file?: { deals?: unknown[] } };
  return doc.file?.deals?.length ?? -1;
}

describe('the app at a club laptop’s plain HTTP address', () => {
  let phone: Page;
  /** The match begun before the device joined the club. */
  let first = '';

  test('is not a secure context there, says once what it cannot do, and starts a match', async () => {
    phone = await device('phone');
    await phone.goto(onTheLaptop().url);
    expect(new URL(phone.url()).hostname).toBe(LAPTOP);
    expect(await pageCan(phone)).toEqual({
      secure: false,
      randomUUID: 'undefined',
      serviceWorker: false,
      camera: 'undefined',
    });

    const note = phone.getByRole('note', { name: NOTE });
    await note.waitFor();
    await expect
      .poll(() => note.textContent())
      .toContain('ask the organiser for its https:// link');
    await screenshot(phone, 'insecure/address-note-phone', { fullPage: false });
    expect(await horizontalOverflow(phone)).toBe(0);
    await press(note.getByRole('button', { name: 'Got it' }));
    await note.waitFor({ state: 'detached' });

    first = await newRubber(phone);
    await expect(phone.getByText(/^Not started/).count()).resolves.toBe(0);
    await typeDeal(phone, '4H W +1', 1);
    await screenshot(phone, 'insecure/deal-written-phone', { fullPage: false });

    // Said once on the device: not again when the app is opened again.
    await phone.goto(onTheLaptop().url);
    await phone
      .getByRole('link', { name: /^Open Rubber bridge/ })
      .first()
      .waitFor();
    expect(await phone.getByRole('note', { name: NOTE }).count()).toBe(0);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('where the camera would be, says there is none on this link', async () => {
    await phone.goto(`${onTheLaptop().url}#/join`);
    await phone.getByText(/^No camera on this link/).waitFor();
    expect(await phone.getByRole('button', { name: /^Scan the other device/ }).count()).toBe(0);
    await screenshot(phone, 'insecure/no-camera-phone', { fullPage: false });
  });

  test('joins the club from the invite link, and its deals reach the club', async () => {
    await join(phone, ANA);
    await phone.goto(onTheLaptop().url);
    await clubLine(phone).getByText('up to date').waitFor({ timeout: limits.clubSync });
    await screenshot(phone, 'insecure/club-up-to-date-phone', { fullPage: false });
    // The match begun before joining is sent with the rest of the device's matches.
    await expect.poll(() => dealsOnServer(first), { timeout: limits.clubSync }).toBe(1);

    // One begun since, deal by deal.
    const id = await newRubber(phone);
    await typeDeal(phone, '3NT N =', 1);
    await phone.getByText('Last deal sent to the club').waitFor({ timeout: limits.clubSync });
    await expect.poll(() => dealsOnServer(id), { timeout: limits.clubSync }).toBe(1);
    await phone.goto(onTheLaptop().url);
    await clubLine(phone).getByText('up to date').waitFor({ timeout: limits.clubSync });
    expect(await clubLine(phone).textContent()).not.toMatch(/not syncing/);
  });
});
