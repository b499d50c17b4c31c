// A club night over HTTPS (docs/sync.md, "HTTPS on a club night"): `npm run club -- --https` on
// the laptop, and phones that trusted the club's certificate once, as the docs tell them to (here
// the club's authority put into Chromium's own certificate store, an NSS database in a home folder
// of the test's own). Chromium reaches the laptop by a name of its own (club-laptop.test), as a
// phone reaches the laptop by its network address, at the link the server printed "on this
// network". There the page is a secure context: the service worker keeps the offline copy, a phone
// that lost the network opens the app and writes a deal, and the deal reaches the club and another
// member once the network is back, with no reload. Screenshots in test-results/screenshots/https/.
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inject } from 'vitest';
import { runClub } from '../../scripts/club/main.ts';
import type { ClubServer } from '../../scripts/club/server.ts';
import { COUCH_PATH } from '../../scripts/club/server.ts';
import { freePort } from '../../scripts/freePort.ts';
import { limits } from '../../scripts/limits.ts';
import type { RunningClub } from './clubServer.ts';
import { ANA, OLIVE, clubDevices, clubLine, dealsOn, typeDeal } from './clubDevices.ts';
import {
  closeBrowser,
  controlledByServiceWorker,
  distDir,
  launchBrowser,
  screenshot,
} from './harness.ts';

/** The laptop's name on the club's network, as the phones' browser resolves it: to 127.0.0.1. */
const LAPTOP = 'club-laptop.test';
const CLUB = 'club-night';

const folders: string[] = [];
const folder = (prefix: string) => {
  const made = mkdtempSync(join(tmpdir(), prefix));
  folders.push(made);
  return made;
};

let server: ClubServer | undefined;
let browser: Browser | undefined;
const printed: string[] = [];
/** The club's authority, as a phone trusts it. */
let trust = '';
let club: RunningClub;

/**
 * A home folder whose certificate store (Chromium's NSS database on Linux) trusts `authority` to
 * name web sites: what installing the club's certificate does on a phone.
 */
function homeTrusting(authority: string): string {
  const home = folder('bridgepad-https-home-');
  const store = join(home, '.pki', 'nssdb');
  mkdirSync(store, { recursive: true });
  const certutil = (args: string[]) => execFileSync('certutil', ['-d', `sql:${store}`, ...args]);
  certutil(['-N', '--empty-password']);
  certutil(['-A', '-t', 'C,,', '-n', 'bridgepad club laptop', '-i', authority]);
  return home;
}

/** A GET over HTTPS as the club's admin, trusting only the club's authority. */
function adminGet(path: string): Promise<{ status: number; body: string }> {
  const admin = server?.admin;
  if (admin === undefined) throw new Error('the club server is not running');
  const url = new URL(path, `https://127.0.0.1:${new URL(club.origin).port}`);
  const auth = Buffer.from(`${admin.name}:${admin.password}`).toString('base64');
  return new Promise((resolve, reject) => {
    get(url, { ca: trust, headers: { authorization: `Basic ${auth}` } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

/** How many deals the club's server holds in a match's document; -1: none. */
async function dealsOnServer(id: string): Promise<number> {
  const read = await adminGet(`${COUCH_PATH}/${CLUB}/${encodeURIComponent(`match:${id}`)}`);
  if (read.status !== 200) return -1;
  const doc = JSON.parse(read.body) as { file?: { deals?: unknown[] } };
  return doc.file?.deals?.length ?? -1;
}

beforeAll(async () => {
  const buildError = inject('e2eBuildError');
  if (buildError) throw new Error(`The app did not build, so it cannot be tested.\n${buildError}`);
  const data = folder('bridgepad-https-club-');
  const port = await freePort();
  const served = await runClub(
    [
      '--https',
      '--port',
      String(port),
      '--data',
      data,
      '--club',
      CLUB,
      '--organiser',
      `${OLIVE.name}:${OLIVE.password}`,
      '--member',
      `${ANA.name}:${ANA.password}`,
    ],
    {
      out: (line) => printed.push(line),
      err: (line) => printed.push(line),
      builtApp: () => ({ ok: true, value: distDir }),
      addresses: () => [LAPTOP],
      host: '127.0.0.1',
    },
  );
  if (served.status !== 0) throw new Error(`the club did not start:\n${printed.join('\n')}`);
  server = served.server;
  const trustFile = join(data, 'tls', 'club-ca.crt');
  trust = readFileSync(trustFile, 'utf8');
  const link = printed.find((line) => line.startsWith('  on this network: '));
  if (link === undefined)
    throw new Error(`no link for the network printed:\n${printed.join('\n')}`);
  const invite = new URL(link.slice('  on this network: '.length));
  const origin = invite.origin;
  club = {
    url: `${origin}/`,
    origin,
    club: CLUB,
    couch: new URL(`${origin}${COUCH_PATH}`),
    invite: invite.href,
    inviteTo: () => invite.href,
    admin: () => served.server.admin,
    fetch: () => Promise.reject(new Error('asked here by adminGet, trusting the club')),
    stop: () => served.server.close(),
    restart: () => Promise.reject(new Error('not restarted here')),
    newPassword: () => Promise.reject(new Error('no new password here')),
    close: () => served.server.close(),
  };
  browser = await launchBrowser({
    args: [`--host-resolver-rules=MAP ${LAPTOP} 127.0.0.1`],
    env: { ...process.env, HOME: homeTrusting(trustFile) },
  });
}, limits.browserHook);

afterAll(async () => {
  await closeBrowser(browser);
  await server?.close();
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

const {
  device,
  join: joinClub,
  newRubber,
} = clubDevices(
  () => {
    if (browser === undefined) throw new Error('no browser');
    return browser;
  },
  () => club,
);

describe('a club night over HTTPS, on the laptop’s network', () => {
  let phone: Page;
  let match = '';

  test('the printed link is https:// at the laptop’s name, with the fingerprint to check', () => {
    expect(club.invite).toMatch(new RegExp(`^https://${LAPTOP}:\\d+/#club=${CLUB}&server=`));
    expect(printed).toContain(
      `HTTPS: certificate fingerprint (SHA-256) ${new X509Certificate(trust).fingerprint256}`,
    );
  });

  test('a phone that trusts the club joins from the link, and the app is kept for offline', async () => {
    phone = await device('phone');
    await joinClub(phone, ANA);
    expect(new URL(phone.url()).hostname).toBe(LAPTOP);
    expect(
      await phone.evaluate(() => ({
        secure: window.isSecureContext,
        randomUUID: typeof crypto.randomUUID,
        serviceWorker: 'serviceWorker' in navigator,
      })),
    ).toEqual({ secure: true, randomUUID: 'function', serviceWorker: true });
    // Nothing said about what a plain link cannot do: here it can.
    expect(await phone.getByRole('note', { name: 'What this link cannot do' }).count()).toBe(0);
    await controlledByServiceWorker(phone);
    match = await newRubber(phone);
    await typeDeal(phone, '4H W +1', 1);
    await phone.getByText('Last deal sent to the club').waitFor({ timeout: limits.clubSync });
    await expect.poll(() => dealsOnServer(match), { timeout: limits.clubSync }).toBe(1);
    await screenshot(phone, 'https/deal-sent-phone', { fullPage: false });
  });

  test('with the network gone, the phone opens the app and writes a deal; it is sent once back', async () => {
    const context = phone.context();
    await context.setOffline(true);
    // The app from the offline copy, opened again at the match's address.
    await phone.goto(`${club.url}#/match/${encodeURIComponent(match)}`);
    await phone.getByRole('region', { name: 'Enter a deal' }).waitFor();
    await typeDeal(phone, '3NT N =', 2);
    await phone.goto(club.url);
    await clubLine(phone)
      .getByText(/offline since .*, 1 match to send/)
      .waitFor({ timeout: limits.clubSync });
    await screenshot(phone, 'https/offline-phone', { fullPage: false });
    expect(await dealsOnServer(match)).toBe(1);

    await context.setOffline(false);
    await expect.poll(() => dealsOnServer(match), { timeout: limits.clubSync }).toBe(2);
    await clubLine(phone).getByText('up to date').waitFor({ timeout: limits.clubSync });

    // The organiser's tablet, on the same network, sees both deals.
    const tablet = await device('tablet');
    await joinClub(tablet, OLIVE);
    await expect
      .poll(async () => (await dealsOn(tablet, match)).length, { timeout: limits.clubSync })
      .toBe(2);
    await tablet.goto(`${club.url}#/match/${encodeURIComponent(match)}`);
    await tablet.getByRole('region', { name: 'Enter a deal' }).waitFor();
    await screenshot(tablet, 'https/organiser-tablet', { fullPage: false });
  });
});
