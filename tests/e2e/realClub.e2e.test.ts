// A real club's server, as the repository's recipe builds it (docs/sync.md, "A real club's
// server"): Caddy with deploy/Caddyfile serving the built app and, under /couchdb, Apache CouchDB
// with deploy/couchdb-local.ini, on one HTTPS origin (127.0.0.1, Caddy's own certificate). The app
// is served with the headers every other way of serving it sends; the club is set up through that
// origin as an organiser would, two members join from the invite link, a deal written on one
// phone shows on the other, and the organiser backs the club up through it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Account } from '../../scripts/club/options.ts';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { runBackup } from '../../scripts/club/backupText.ts';
import { designDocument } from '../../scripts/club/designDocument.ts';
import { givenCouch } from '../../scripts/club/couchdbGiven.ts';
import type { RecipeCaddy, RecipeCouch } from '../../scripts/club/recipeServer.ts';
import { recipeCaddy } from '../../scripts/club/recipeServer.ts';
import { inviteLink, setUpClub } from '../../scripts/club/setUp.ts';
import { freePort } from '../../scripts/freePort.ts';
import { limits } from '../../scripts/limits.ts';
import { SERVED_HEADERS } from '../../scripts/servedHeaders.ts';
import { sharedCouch } from './couchClubApp.ts';
import {
  ANA as ANA_,
  BEN as BEN_,
  OLIVE as OLIVE_,
  dealsOn,
  joinedAs,
  typeDeal,
} from './clubDevices.ts';
import {
  closeBrowser,
  distDir,
  givePatience,
  launchBrowser,
  screenshot,
  viewports,
} from './harness.ts';

const given = givenCouch(process.env);
// Names no other test uses, as on the run's CouchDB, which the club's other files share
// (clubCouch.ts).
const tag = randomBytes(3).toString('hex');
const CLUB = `kapiti-coast-${tag}`;
const tagged = (who: Account): Account => ({ ...who, name: `${who.name}-${tag}` });
const [OLIVE, ANA, BEN] = [tagged(OLIVE_), tagged(ANA_), tagged(BEN_)] as const;

let couch: RecipeCouch | undefined;
let caddy: RecipeCaddy;

beforeAll(async () => {
  const buildError = inject('e2eBuildError');
  if (buildError) throw new Error(`The app did not build, so it cannot be served.\n${buildError}`);
  if (given.kind !== 'none') couch = sharedCouch();
  // With no CouchDB, Caddy still serves the app; /couchdb reaches a port where nothing listens.
  const upstream =
    couch === undefined ? `127.0.0.1:${await freePort()}` : new URL(couch.couch.url).host;
  caddy = await recipeCaddy(upstream);
}, limits.browserHook);

afterAll(async () => {
  await caddy?.close();
  await couch?.close();
});

describe('deploy/Caddyfile serves the built app', () => {
  /** A script of the build, named by its content's hash. */
  const asset = () =>
    `/assets/${readdirSync(join(distDir, 'assets')).find((name) => name.endsWith('.js')) ?? ''}`;

  test.each(['/', 'a script', '/sw.js', '/no/such/page'])(
    '%s with the headers in scripts/servedHeaders.ts',
    async (path) => {
      const answer = await caddy.fetch(`${caddy.origin}${path === 'a script' ? asset() : path}`);
      expect(answer.status).toBe(200);
      for (const [name, value] of Object.entries(SERVED_HEADERS))
        expect({ [name]: answer.headers.get(name) }).toEqual({ [name]: value });
    },
  );

  test('every address it does not know answers index.html', async () => {
    const index = readFileSync(join(distDir, 'index.html'), 'utf8');
    expect(await (await caddy.fetch(`${caddy.origin}/match/some-thing`)).text()).toBe(index);
  });
});

describe.skipIf(given.kind === 'none')(
  given.kind === 'none'
    ? "a real club's server (not run: no Apache CouchDB was given; set BRIDGEPAD_COUCHDB_START or BRIDGEPAD_COUCHDB_URL)"
    : "a real club's server: Caddy in front of Apache CouchDB",
  () => {
    let browser: Browser;
    let folder: string;
    const server = () => new URL(`${caddy.origin}/couchdb`);

    beforeAll(async () => {
      if (couch === undefined) throw new Error('no CouchDB');
      folder = mkdtempSync(join(tmpdir(), 'bridgepad-realclub-'));
      const set = await setUpClub(
        {
          server: server(),
          admin: couch.couch.admin,
          club: CLUB,
          organiser: OLIVE,
          members: [ANA, BEN],
          design: await designDocument(CLUB),
        },
        caddy.fetch,
      );
      if (!set.ok) throw new Error(`the club was not set up: ${JSON.stringify(set.errors)}`);
      browser = await launchBrowser({ args: ['--ignore-certificate-errors'] });
    }, limits.browserHook);

    afterAll(async () => {
      await closeBrowser(browser);
      rmSync(folder, { recursive: true, force: true });
    });

    test("a member's session cookie is for this origin's HTTPS requests alone", async () => {
      const answer = await caddy.fetch(`${server().href}/_session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ name: ANA.name, password: ANA.password }),
      });
      expect(answer.status).toBe(200);
      const cookie = answer.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^AuthSession=/);
      for (const part of ['HttpOnly', 'SameSite=Strict', 'Secure']) expect(cookie).toContain(part);
    });

    const device = async (viewport: 'phone' | 'tablet'): Promise<Page> => {
      const context = await browser.newContext({ ...viewports[viewport] });
      givePatience(context);
      return context.newPage();
    };

    const joinByInvite = async (page: Page, who: { name: string; password: string }) => {
      await page.goto(inviteLink(new URL(caddy.origin), '/couchdb', CLUB));
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Server' }).inputValue())
        .toBe('/couchdb');
      await page.getByRole('textbox', { name: 'Name' }).fill(who.name);
      await page.getByLabel('Password', { exact: true }).fill(who.password);
      await page.getByRole('button', { name: 'Join the club' }).click();
      await joinedAs(page, CLUB, who.name);
    };

    test('two members join from the invite link; a deal scored on one phone shows on the other', async () => {
      const [ana, ben] = await Promise.all([device('phone'), device('tablet')]);
      await joinByInvite(ana, ANA);
      await joinByInvite(ben, BEN);
      // HTTPS at last: the page may keep an offline copy, which a plain HTTP link cannot.
      expect(await ana.evaluate(() => isSecureContext)).toBe(true);

      await ana.goto(`${caddy.origin}/`);
      await ana.getByRole('link', { name: 'New match' }).click();
      await ana.getByRole('button', { name: 'Start' }).click();
      await ana.getByRole('region', { name: 'Enter a deal' }).waitFor();
      const id = decodeURIComponent(/#\/match\/([^/]+)$/.exec(ana.url())?.[1] ?? '');
      await typeDeal(ana, '4H W +1', 1);
      await ana.getByText('Last deal sent to the club').waitFor({ timeout: limits.clubSync });

      await ben.goto(`${caddy.origin}/`);
      await ben
        .getByRole('link', { name: /^Open Rubber bridge/ })
        .first()
        .waitFor({ timeout: limits.clubSync });
      await expect.poll(() => dealsOn(ben, id), { timeout: limits.clubSync }).toHaveLength(1);
      expect(await dealsOn(ben, id)).toEqual(await dealsOn(ana, id));
      await screenshot(ben, 'club/real-server-deal-arrived-tablet');

      // The organiser keeps the club in a file, through the same address.
      const file = join(folder, 'club.json');
      const out: string[] = [];
      const status = await runBackup(
        [`${server().href}/${CLUB}`, file, '--admin', `${OLIVE.name}:${OLIVE.password}`],
        { out: (line) => out.push(line), err: (line) => out.push(line), fetch: caddy.fetch },
      );
      expect({ status, out }).toMatchObject({ status: 0 });
      const backup = JSON.parse(readFileSync(file, 'utf8')) as {
        documents: { _id: string; author?: string }[];
      };
      expect(backup.documents).toContainEqual(
        expect.objectContaining({ _id: `match:${id}`, author: ANA.name }),
      );
    });

    test('the organiser adds a member on a phone; she joins with the first password and changes it; taken out, the club refuses her', async () => {
      const olive = await device('phone');
      await joinByInvite(olive, OLIVE);
      const members = olive.getByRole('region', { name: 'Members' });
      await members
        .getByRole('list', { name: 'Members' })
        .getByText(ANA.name, { exact: true })
        .waitFor();
      const cy = `cy-${tag}`;
      await members.getByRole('textbox', { name: "New member's name" }).fill(cy);
      const first = await members.getByRole('textbox', { name: 'First password' }).inputValue();
      expect(first).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      await members.getByRole('button', { name: 'Add the member' }).tap();
      await members
        .getByRole('status')
        .getByText(`${cy} added.`, { exact: false })
        .waitFor({ timeout: limits.clubSync });
      await screenshot(olive, 'club/real-server-member-added-phone');

      const cyPhone = await device('phone');
      await joinByInvite(cyPhone, { name: cy, password: first });
      const mine = cyPhone.getByRole('form', { name: 'Your password' });
      await mine.getByLabel('New password', { exact: true }).fill('cy-own-password');
      await mine.getByLabel('New password again').fill('cy-own-password');
      await mine.getByRole('button', { name: 'Change password' }).tap();
      // The server hashes a password slowly on purpose (PBKDF2): a sync's limit, not a tap's.
      await mine
        .getByText('Password changed.', { exact: false })
        .waitFor({ timeout: limits.clubSync });
      // The device signed in again with it: the club answers it still.
      const clubStatus = (page: Page) =>
        page.evaluate(
          async (club) => (await fetch(`/couchdb/${club}`, { credentials: 'same-origin' })).status,
          CLUB,
        );
      expect(await clubStatus(cyPhone)).toBe(200);
      expect(await members.getByRole('heading', { name: 'Members' }).count()).toBe(1);
      expect(await cyPhone.getByRole('region', { name: 'Members' }).count()).toBe(0);

      await members.getByRole('button', { name: `Take ${cy} out` }).tap();
      const asked = olive.getByRole('dialog', { name: `Take ${cy} out of ${CLUB}?` });
      await asked.getByRole('button', { name: 'Take out' }).tap();
      await members
        .getByRole('status')
        .getByText(`${cy} is out of the club`, { exact: false })
        .waitFor();
      await expect.poll(() => clubStatus(cyPhone)).toBe(403);
      // Her phone, started again, says she is out and who can mend it; her matches stay.
      await cyPhone.reload();
      await cyPhone
        .getByText("no longer a member of this club: ask the club's organiser", { exact: false })
        .first()
        .waitFor({ timeout: limits.clubSync });
      await screenshot(cyPhone, 'club/real-server-taken-out-phone');
    });
  },
);
