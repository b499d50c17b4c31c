// More of a club's record on its members' devices (docs/sync.md), against `npm run club` started in
// this process: a device a week offline with 30 new matches; a session the server ends; a member of
// another club on the same server, who gets nothing of this one, in the app and by HTTP; documents
// the club's design document refuses, by HTTP and from a device; and the organiser's desk on a
// phone and a tablet. Screenshots land in test-results/screenshots/club/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { designDocument } from '../../scripts/club/designDocument.ts';
import { setUpClub } from '../../scripts/club/setUp.ts';
import { limits, longer } from '../../scripts/limits.ts';
import { MATCH_ID, matchDoc } from '../club/clubDocs.ts';
import { ask } from '../club/clubServer.ts';
import { sampleBackup, sampleBackupId } from '../fixtures/sampleBackup.ts';
import { matchFile } from '../season/matchFiles.ts';
import {
  asAdmin,
  clubDevices,
  clubLine,
  databasesOn,
  dealsOn,
  matchIdsOn,
  press,
  typeDeal,
  ANA,
  BEN,
  OLIVE,
} from './clubDevices.ts';
import type { Account, RunningClub } from './clubServer.ts';
import { startClubApp } from './clubServer.ts';
import {
  closeBrowser,
  controlledByServiceWorker,
  horizontalOverflow,
  launchBrowser,
  repoRoot,
  screenshot,
} from './harness.ts';

const CLEO = { name: 'cleo', password: 'cleo-secret' };
/** A member of another club on the same server. */
const KIM = { name: 'kim', password: 'kim-secret' };
const OTHER_CLUB = 'other-club';
/**
 * A club set up by a later bridgepad, whose documents are of layout v 2: its design document
 * refuses the v 1 this app writes, with the sentence the design document gives a layout it does
 * not take.
 */
const LATER_CLUB = 'later-club';
const LATER_VALIDATE = [
  '(function laterValidate(newDoc, oldDoc, userCtx, secObj) {',
  '  if (newDoc.v !== 2)',
  `    throw { forbidden: "The document's layout v is " + JSON.stringify(newDoc.v) + '; this club takes v 2.' };`,
  '})',
].join('\n');

let club: RunningClub;
let browser: Browser;

beforeAll(async () => {
  club = await startClubApp({ organiser: OLIVE, members: [ANA, BEN, CLEO] });
  // Two more clubs on the same server, as tests/club/server.test.ts adds one: Kim's own, and one
  // Ana is a member of too.
  for (const [name, members] of [
    [OTHER_CLUB, [KIM]],
    [LATER_CLUB, [ANA]],
  ] as const) {
    const setUp = await setUpClub({
      server: club.couch,
      admin: club.admin(),
      club: name,
      organiser: undefined,
      members,
      design: await designDocument(name),
    });
    expect(setUp).toMatchObject({ ok: true });
  }
  // The later club's own design document, written as a later setup writes it (whose trial would
  // expect its own words).
  const admin = [club.admin().name, club.admin().password] as const;
  const designPath = `/couchdb/${LATER_CLUB}/_design/bridgepad`;
  const kept = await ask(club.origin, 'GET', designPath, { user: admin });
  const later = await ask(club.origin, 'PUT', designPath, {
    user: admin,
    body: { ...kept.body, validate_doc_update: LATER_VALIDATE },
  });
  expect(later.status).toBe(201);
  browser = await launchBrowser();
}, limits.browserHook);

afterAll(async () => {
  await closeBrowser(browser);
  await club.close();
});

const {
  device,
  join: joinClub,
  newRubber,
} = clubDevices(
  () => browser,
  () => club,
);

const dir = join(repoRoot, 'test-results', 'club');

/** A file written for the test to choose, as a player would pick it from the phone's files. */
function file(name: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Every document of a club on its server, read as its admin, with its conflicting revisions. */
async function docsOnServer(
  database: string,
): Promise<{ id: string; doc: { _conflicts?: string[]; author?: string } }[]> {
  const response = await fetch(
    `${club.couch.href}/${database}/_all_docs?include_docs=true&conflicts=true`,
    { headers: asAdmin(club) },
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    rows: { id: string; doc: { _conflicts?: string[]; author?: string } }[];
  };
  return body.rows.filter((row) => !row.id.startsWith('_design/'));
}

/** A request straight to the club's server; `who` signs in by password (Basic) or cookie. */
function http(
  method: string,
  path: string,
  who: { user?: Account; cookie?: string } = {},
  body?: unknown,
) {
  return ask(club.origin, method, path, {
    ...(who.user === undefined ? {} : { user: [who.user.name, who.user.password] as const }),
    ...(who.cookie === undefined ? {} : { cookie: who.cookie }),
    ...(body === undefined ? {} : { body }),
  });
}

/** A session cookie, as a device gets one signing in. */
async function sessionCookie(who: Account): Promise<string> {
  const answer = await http('POST', '/couchdb/_session', {}, who);
  expect(answer.status).toBe(200);
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  if (cookie === undefined) throw new Error('no session cookie');
  return cookie;
}

// Longer than one browser test: 30 matches sent once back, then read on the other device one
// by one.
describe('a device a week offline', { timeout: longer(150_000) }, () => {
  test('30 matches made while offline are all sent once back, and none is doubled', async () => {
    const [ana, ben] = await Promise.all([device('phone'), device('tablet')]);
    await joinClub(ana, ANA);
    await joinClub(ben, BEN);
    // A phone after its first visit: served by the app's offline copy, sync code kept.
    await controlledByServiceWorker(ana);
    await ana.goto(club.url);
    await ben.goto(club.url);
    await clubLine(ana).getByText('up to date').waitFor({ timeout: limits.clubSync });

    // Monday 2 March, 14:02 on the phone's clock: the network goes, and the player brings in
    // the 30 matches of their old phone.
    const monday = new Date(2026, 2, 2, 14, 2);
    await ana.clock.setSystemTime(monday);
    await ana.context().setOffline(true);
    await ana
      .getByLabel('Import a match file or backup')
      .setInputFiles(file('old-phone-30.json', sampleBackup(30)));
    await ana.getByText('Import done: 30 added.').waitFor();
    const ids = Array.from({ length: 30 }, (_, i) => sampleBackupId(i)).sort();
    await expect
      .poll(() => clubLine(ana).innerText(), { timeout: limits.clubSync })
      .toMatch(/^Club club: offline since 14:0[23], 30 matches to send$/);

    // A week later, still offline, the player looks at Settings and back at the matches.
    await ana.clock.setSystemTime(new Date(monday.getTime() + 7 * 24 * 60 * 60 * 1000 + 3600_000));
    await press(ana.getByRole('link', { name: 'Settings' }));
    await ana.getByRole('heading', { name: 'Club' }).waitFor();
    await press(ana.getByRole('link', { name: 'Matches' }));
    await expect
      .poll(() => clubLine(ana).innerText(), { timeout: limits.clubSync })
      .toMatch(/^Club club: offline since (2 Mar|Mar 2) 14:0[23], 30 matches to send$/);
    expect(await horizontalOverflow(ana)).toBe(0);
    await screenshot(ana, 'club/week-offline-phone', { fullPage: false });

    await ana.context().setOffline(false);
    await clubLine(ana).getByText('up to date').waitFor({ timeout: limits.clubSync });
    await screenshot(ana, 'club/week-back-phone', { fullPage: false });

    // The other device holds exactly those 30, each as the phone keeps it.
    await expect.poll(() => matchIdsOn(ben), { timeout: limits.clubSync }).toEqual(ids);
    for (const id of ids)
      await expect
        .poll(() => dealsOn(ben, id), { timeout: limits.clubSync })
        .toEqual(await dealsOn(ana, id));
    expect(await matchIdsOn(ana)).toEqual(ids);
    // And so does the server: one document each, written by the phone's member, no second copy.
    const onServer = await docsOnServer(club.club);
    const matches = onServer.filter((row) => row.id.startsWith('match:bulk-'));
    expect(matches.map((row) => row.id).sort()).toEqual(ids.map((id) => `match:${id}`));
    for (const row of matches) {
      expect(row.doc._conflicts, row.id).toBeUndefined();
      expect(row.doc.author, row.id).toBe(ANA.name);
    }
    await Promise.all([ana.context().close(), ben.context().close()]);
  });
});

// Longer than one browser test: the club's server stopped and started again mid-test.
describe('a session the server ends', { timeout: longer(120_000) }, () => {
  test('the device says signed out, signs in again from the line, and sends what was written meanwhile', async () => {
    const [cleo, ben] = await Promise.all([device('phone'), device('tablet')]);
    await joinClub(cleo, CLEO);
    await joinClub(ben, BEN);
    await controlledByServiceWorker(cleo);
    const id = await newRubber(cleo);
    await typeDeal(cleo, '4S N =', 1);
    await expect.poll(() => dealsOn(ben, id), { timeout: limits.clubSync }).toHaveLength(1);

    // The organiser gives Cleo a new password, starting the club's server again with it: the
    // session her phone holds was signed with the old one, and ends.
    const renewed = { name: CLEO.name, password: 'cleo-renewed' };
    await club.stop();
    await club.restart([ANA, BEN, renewed]);
    await cleo.goto(club.url);
    const line = clubLine(cleo);
    await line
      .getByRole('link', { name: 'signed out: sign in again' })
      .waitFor({ timeout: limits.clubSync });
    expect(await line.getAttribute('role')).toBe('alert');
    expect(await horizontalOverflow(cleo)).toBe(0);
    await screenshot(cleo, 'club/signed-out-phone', { fullPage: false });

    // A deal written while signed out stays on the phone.
    await cleo.goto(`${club.url}#/match/${encodeURIComponent(id)}`);
    await typeDeal(cleo, '3NT E -2', 2);

    await cleo.goto(club.url);
    await press(clubLine(cleo).getByRole('link', { name: 'signed out: sign in again' }));
    const form = cleo.getByRole('form', { name: 'Sign in again' });
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: 'Server' }).inputValue()).toBe('/couchdb');
    expect(await form.getByRole('textbox', { name: 'Club' }).inputValue()).toBe(club.club);
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(CLEO.name);
    expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await horizontalOverflow(cleo)).toBe(0);
    await screenshot(cleo, 'club/sign-in-again-phone');

    // The old password no longer does; the new one resumes the sync.
    await form.getByLabel('Password', { exact: true }).fill(CLEO.password);
    await press(form.getByRole('button', { name: 'Sign in again' }));
    await cleo.getByRole('alert').filter({ hasText: 'Wrong name or password' }).waitFor();
    await form.getByLabel('Password', { exact: true }).fill(renewed.password);
    await press(form.getByRole('button', { name: 'Sign in again' }));
    await cleo.getByText(`Joined the club ${club.club} as ${CLEO.name}.`).waitFor();
    await expect.poll(() => dealsOn(ben, id), { timeout: limits.clubSync }).toHaveLength(2);
    expect(await dealsOn(ben, id)).toEqual(await dealsOn(cleo, id));
    await cleo.goto(club.url);
    await clubLine(cleo).getByText('up to date').waitFor({ timeout: limits.clubSync });
    await Promise.all([cleo.context().close(), ben.context().close()]);
  });
});

describe('a member of another club on the same server', () => {
  test('gets nothing of this club: not in the app, and not by HTTP', async () => {
    // A match of this club on its server, written by one of its members.
    const doc = `match:${MATCH_ID}`;
    const put = await http('PUT', `/couchdb/${club.club}/${doc}`, { user: ANA }, matchDoc('ana'));
    expect(put.status).toBe(201);

    // Kim opens this club's invite link and signs in with her own name and password.
    const kim = await device('phone');
    await kim.goto(club.invite);
    await kim.getByRole('textbox', { name: 'Name' }).fill(KIM.name);
    await kim.getByLabel('Password', { exact: true }).fill(KIM.password);
    await press(kim.getByRole('button', { name: 'Join the club' }));
    await kim
      .getByRole('alert')
      .filter({
        hasText: `${KIM.name} is not a member of ${club.club}: ask the club's organiser to add you.`,
      })
      .waitFor();
    expect(await horizontalOverflow(kim)).toBe(0);
    await screenshot(kim, 'club/not-a-member-phone', { fullPage: false });
    await kim.reload();
    await kim.getByRole('button', { name: 'Join the club' }).waitFor();
    expect(await matchIdsOn(kim)).toEqual([]);
    expect(await databasesOn(kim)).not.toContain('_pouch_bridgepad-club');

    // Her own club's link joins her own club, which brings nothing of this one.
    await joinClub(kim, KIM, OTHER_CLUB);
    await kim.goto(club.url);
    await clubLine(kim).getByText('up to date').waitFor({ timeout: limits.clubSync });
    expect(await matchIdsOn(kim)).toEqual([]);
    await kim.context().close();

    // Straight to the server: signed out 401, Kim by password or by cookie 403, for reading,
    // the changes feed and writing alike; the match is there for the club's own.
    expect((await http('GET', `/couchdb/${club.club}/${doc}`, { user: ANA })).status).toBe(200);
    const newDoc = `match:${MATCH_ID.replace(/.$/, '9')}`;
    const routes: [string, string, unknown?][] = [
      ['GET', `/couchdb/${club.club}/_all_docs`],
      ['GET', `/couchdb/${club.club}/${doc}`],
      ['PUT', `/couchdb/${club.club}/${newDoc}`, { ...matchDoc('kim'), _id: newDoc }],
      ['GET', `/couchdb/${club.club}/_changes`],
    ];
    const cookie = await sessionCookie(KIM);
    for (const [who, status] of [
      [{}, 401],
      [{ user: KIM }, 403],
      [{ cookie }, 403],
    ] as const) {
      for (const [method, path, body] of routes) {
        const answer = await http(method, path, who, body);
        expect(answer.status, `${JSON.stringify(who)} ${method} ${path}`).toBe(status);
        expect(answer.text).not.toContain('bridgepad.match');
      }
    }
    expect((await http('GET', `/couchdb/${club.club}/${newDoc}`, { user: ANA })).status).toBe(404);
  });
});

describe("documents the club's design document refuses", () => {
  test('by HTTP: a document that is not a match, a match that is not whole, and a write by someone not a member', async () => {
    const path = (id: string) => `/couchdb/${club.club}/${encodeURIComponent(id)}`;
    const note = { _id: 'note:1', type: 'bridgepad.note', v: 1, author: ANA.name, text: 'hi' };
    const notAMatch = await http('PUT', path(note._id), { user: ANA }, note);
    expect(notAMatch.status).toBe(403);
    expect(notAMatch.body.error).toBe('forbidden');
    expect(String(notAMatch.body.reason)).toMatch(/\S/);

    const id = `match:${MATCH_ID.replace(/.$/, '7')}`;
    const tooMany = matchDoc(ANA.name, { _id: id });
    const file = tooMany.file as { deals: unknown[] };
    tooMany.file = { ...file, deals: [{ contract: '2H', declarer: 'S', tricks: 14 }] };
    const broken = await http('PUT', path(id), { user: ANA }, tooMany);
    expect(broken.status).toBe(403);
    expect(String(broken.body.reason)).toContain('tricks');

    // Kim, of the other club, writing a match in this one by password, cookie or _bulk_docs.
    const cookie = await sessionCookie(KIM);
    for (const who of [{ user: KIM }, { cookie }]) {
      const answer = await http('PUT', path(id), who, matchDoc(KIM.name, { _id: id }));
      expect(answer.status).toBe(403);
      expect(answer.body.reason).toBe(`${KIM.name} is not a member of club ${club.club}.`);
    }
    const bulk = await http(
      'POST',
      `/couchdb/${club.club}/_bulk_docs`,
      { cookie },
      { docs: [matchDoc(KIM.name, { _id: id })] },
    );
    expect(bulk.status).toBe(403);
    for (const refused of [note._id, id])
      expect((await http('GET', path(refused), { user: ANA })).status).toBe(404);
  });

  test('from a device: a club whose design document is newer than the app refuses its match; the line names it and the device keeps it', async () => {
    const ana = await device('phone');
    await joinClub(ana, ANA, LATER_CLUB);
    const id = await newRubber(ana);
    await typeDeal(ana, '2H S =', 1);
    const kept = await dealsOn(ana, id);
    expect(kept).toHaveLength(1);
    await press(ana.getByRole('link', { name: 'Matches' }));
    const line = clubLine(ana);
    // The match named as the player knows it (its game, players and date), and why.
    const refused = new RegExp(
      `^Club ${LATER_CLUB}: the club's server refused the match Rubber bridge: .+ v .+, .+: The document's layout v is 1; this club takes v 2\\.$`,
    );
    await expect.poll(() => line.innerText(), { timeout: limits.clubSync }).toMatch(refused);
    expect(await line.getAttribute('role')).toBe('alert');
    // The app started again (the phone restarted, say) still says so.
    await ana.reload();
    await expect.poll(() => line.innerText(), { timeout: limits.clubSync }).toMatch(refused);
    await ana.goto(`${club.url}#/match/${encodeURIComponent(id)}`);
    await ana.getByText('Last deal not yet sent to the club').waitFor();
    await ana.goto(club.url);
    await expect.poll(() => line.innerText(), { timeout: limits.clubSync }).toMatch(refused);
    expect(await horizontalOverflow(ana)).toBe(0);
    await screenshot(ana, 'club/refused-phone');
    // Nothing on the device changed, and nothing reached the club.
    expect(await matchIdsOn(ana)).toEqual([id]);
    expect(await dealsOn(ana, id)).toEqual(kept);
    expect(await docsOnServer(LATER_CLUB)).toEqual([]);
    await ana.context().close();
  });
});

// Longer than one browser test: a competition drawn and its results taken on one device, then
// synced to the other.
describe("the organiser's desk on two devices", { timeout: longer(120_000) }, () => {
  const PAIRS = [
    ['Mere Ngata', 'Hēnare Pōtae'],
    ['Łukasz Nowak', 'Zoë Parata'],
    ['Aroha Tākuta', 'Wiremu Kowalczyk'],
    ['Tūī Wiśniewska', 'Małgorzata Żółkiewski'],
  ] as const;
  const byNames = (text: string) => {
    const pair = PAIRS.find((p) => text.startsWith(p.join(' & ')));
    if (pair === undefined) throw new Error(`no pair reads "${text}"`);
    return { players: pair };
  };
  /** The draw's table as a device shows it, row by row. */
  const drawOn = (page: Page) =>
    page
      .getByRole('region', { name: 'The draw', exact: true })
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent),
        ),
      );
  const stateOf = (page: Page, n: number) =>
    page
      .getByRole('region', { name: 'The draw', exact: true })
      .locator('tbody tr')
      .nth(n)
      .locator('td')
      .nth(3)
      .locator('strong')
      .innerText();

  test('a competition drawn and its results taken on the phone shows the same on the tablet', async () => {
    const [phone, tablet] = await Promise.all([device('phone'), device('tablet')]);
    await joinClub(phone, OLIVE);
    await joinClub(tablet, OLIVE);

    await phone.goto(club.url);
    await press(phone.getByRole('link', { name: 'Organiser' }));
    await phone.getByLabel('Competition name').fill('Kāpiti Coast Rubber Bridge 2026');
    await press(phone.getByRole('button', { name: 'Create competition' }));
    await phone
      .getByRole('heading', { level: 1, name: 'Kāpiti Coast Rubber Bridge 2026' })
      .waitFor();
    for (let i = 2; i < PAIRS.length; i++)
      await press(phone.getByRole('button', { name: 'Add a pair' }));
    for (const [i, pair] of PAIRS.entries())
      for (const at of [0, 1] as const)
        await phone
          .getByRole('textbox', { name: `Pair ${i + 1}, player ${at + 1}`, exact: true })
          .fill(pair[at]);
    await press(phone.getByRole('button', { name: 'Save pairs' }));
    await phone.getByText('4 pairs saved.').waitFor();
    await phone.getByLabel('Due date').fill('2027-02-15');
    await press(phone.getByRole('button', { name: 'Draw at random' }));
    await phone.getByRole('heading', { name: /^Semi-finals: due/ }).waitFor();

    // The first match's winners send their file; the second is awarded by default.
    const [first] = await drawOn(phone);
    if (first === undefined) throw new Error('no match drawn');
    const [a, b] = [byNames(first[1] ?? ''), byNames(first[2] ?? '')];
    await phone
      .getByLabel('Add match files')
      .setInputFiles(file('desk-round-1.json', matchFile(a, b, true)));
    await phone
      .getByRole('list', { name: 'What came in' })
      .getByText(/Taken: Semi-finals, /)
      .waitFor();
    const second = phone
      .getByRole('region', { name: 'The draw', exact: true })
      .locator('tbody tr')
      .nth(1);
    await press(second.getByText('Award by default'));
    await press(second.getByRole('button', { name: /^Award to / }).first());
    await press(phone.getByRole('dialog').getByRole('button', { name: /^Award to / }));
    await phone.getByText(/win by default\.$/).waitFor();
    await phone.getByText('Every result is in.').waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await phone.getByRole('region', { name: 'The draw', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'club/desk-phone', { fullPage: false });
    const drawn = await drawOn(phone);
    const states = [await stateOf(phone, 0), await stateOf(phone, 1)];

    // The tablet, with the same organiser signed in, shows the same competition and results.
    await tablet.goto(club.url);
    await press(tablet.getByRole('link', { name: 'Organiser' }));
    // The competition may reach the tablet after its list first drew: the list follows.
    const competition = tablet.getByRole('link', { name: 'Kāpiti Coast Rubber Bridge 2026' });
    await competition.waitFor({ timeout: limits.clubSync });
    await press(competition);
    await tablet.getByText('Every result is in.').waitFor({ timeout: limits.clubSync });
    expect(await drawOn(tablet)).toEqual(drawn);
    expect([await stateOf(tablet, 0), await stateOf(tablet, 1)]).toEqual(states);
    await screenshot(tablet, 'club/desk-tablet');
    // The winners' match file came with the result: it opens on the tablet too.
    await press(tablet.getByRole('link', { name: 'Open the match' }));
    await tablet.getByText(a.players[0]).first().waitFor();
    await Promise.all([phone.context().close(), tablet.context().close()]);
  });
});
