// More of a club's record on its members' devices (docs/sync.md), on `npm run club` started in
// this process and on Caddy in front of Apache CouchDB where the run is given one (clubServers.ts):
// a device a week offline with 30 new matches; a session the server ends; and the organiser's
// desk on a phone and a tablet. What the club's server refuses is in clubRefusals.e2e.test.ts.
// Screenshots land in test-results/screenshots/club/, those of the CouchDB run in its couchdb/
// folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { limits, longer } from '../../scripts/limits.ts';
import { sampleBackup, sampleBackupId } from '../fixtures/sampleBackup.ts';
import { matchFile } from '../season/matchFiles.ts';
import {
  clubLine,
  dealsOn,
  docsOnServer,
  matchIdsOn,
  press,
  typeDeal,
  ANA as ANA_,
  BEN as BEN_,
  OLIVE as OLIVE_,
} from './clubDevices.ts';
import { forEachClubServer, useClubOn } from './clubServers.ts';
import { controlledByServiceWorker, horizontalOverflow, repoRoot, screenshot } from './harness.ts';

const dir = join(repoRoot, 'test-results', 'club');

/** A file written for the test to choose, as a player would pick it from the phone's files. */
function file(name: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

forEachClubServer((server) => {
  const OLIVE = server.account(OLIVE_);
  const ANA = server.account(ANA_);
  const BEN = server.account(BEN_);
  const CLEO = server.account({ name: 'cleo', password: 'cleo-secret' });
  const { shot } = server;
  const {
    club,
    device,
    join: joinClub,
    newRubber,
  } = useClubOn(server, {
    club: server.named('club'),
    organiser: OLIVE,
    members: [ANA, BEN, CLEO],
  });

  // Longer than one browser test: 30 matches sent once back, then read on the other device one
  // by one.
  describe('a device a week offline', { timeout: longer(150_000) }, () => {
    test('30 matches made while offline are all sent once back, and none is doubled', async () => {
      const [ana, ben] = await Promise.all([device('phone'), device('tablet')]);
      await joinClub(ana, ANA);
      await joinClub(ben, BEN);
      // A phone after its first visit: served by the app's offline copy, sync code kept.
      await controlledByServiceWorker(ana);
      await ana.goto(club().url);
      await ben.goto(club().url);
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
        .toMatch(new RegExp(`^Club ${club().club}: offline since 14:0[23], 30 matches to send$`));

      // A week later, still offline, the player looks at Settings and back at the matches.
      await ana.clock.setSystemTime(
        new Date(monday.getTime() + 7 * 24 * 60 * 60 * 1000 + 3600_000),
      );
      await press(ana.getByRole('link', { name: 'Settings' }));
      await ana.getByRole('heading', { name: 'Club' }).waitFor();
      await press(ana.getByRole('link', { name: 'Matches' }));
      await expect
        .poll(() => clubLine(ana).innerText(), { timeout: limits.clubSync })
        .toMatch(
          new RegExp(
            `^Club ${club().club}: offline since (2 Mar|Mar 2) 14:0[23], 30 matches to send$`,
          ),
        );
      expect(await horizontalOverflow(ana)).toBe(0);
      await screenshot(ana, shot('week-offline-phone'), { fullPage: false });

      await ana.context().setOffline(false);
      await clubLine(ana).getByText('up to date').waitFor({ timeout: limits.clubSync });
      await screenshot(ana, shot('week-back-phone'), { fullPage: false });

      // The other device holds exactly those 30, each as the phone keeps it.
      await expect.poll(() => matchIdsOn(ben), { timeout: limits.clubSync }).toEqual(ids);
      for (const id of ids)
        await expect
          .poll(() => dealsOn(ben, id), { timeout: limits.clubSync })
          .toEqual(await dealsOn(ana, id));
      expect(await matchIdsOn(ana)).toEqual(ids);
      // And so does the server: one document each, written by the phone's member, no second copy.
      const onServer = await docsOnServer(club(), club().club);
      const matches = onServer.filter((row) => row.id.startsWith('match:bulk-'));
      expect(matches.map((row) => row.id).sort()).toEqual(ids.map((id) => `match:${id}`));
      for (const row of matches) {
        expect(row.doc._conflicts, row.id).toBeUndefined();
        expect(row.doc.author, row.id).toBe(ANA.name);
      }
      await Promise.all([ana.context().close(), ben.context().close()]);
    });
  });

  // Longer than one browser test: on `npm run club`, its server stopped and started again mid-test.
  describe('a session the server ends', { timeout: longer(120_000) }, () => {
    test('the device says signed out, signs in again from the line, and sends what was written meanwhile', async () => {
      const [cleo, ben] = await Promise.all([device('phone'), device('tablet')]);
      await joinClub(cleo, CLEO);
      await joinClub(ben, BEN);
      await controlledByServiceWorker(cleo);
      const id = await newRubber(cleo);
      await typeDeal(cleo, '4S N =', 1);
      await expect.poll(() => dealsOn(ben, id), { timeout: limits.clubSync }).toHaveLength(1);

      // Cleo is given a new password: `npm run club` started again with her named on its command
      // line with it; on Apache CouchDB, her account in _users written by its admin. The session
      // her phone holds was signed with the old one, and ends.
      const renewed = { name: CLEO.name, password: 'cleo-renewed' };
      await club().newPassword(renewed);
      await cleo.goto(club().url);
      const line = clubLine(cleo);
      await line
        .getByRole('link', { name: 'signed out: sign in again' })
        .waitFor({ timeout: limits.clubSync });
      expect(await line.getAttribute('role')).toBe('alert');
      expect(await horizontalOverflow(cleo)).toBe(0);
      await screenshot(cleo, shot('signed-out-phone'), { fullPage: false });

      // A deal written while signed out stays on the phone.
      await cleo.goto(`${club().url}#/match/${encodeURIComponent(id)}`);
      await typeDeal(cleo, '3NT E -2', 2);

      await cleo.goto(club().url);
      await press(clubLine(cleo).getByRole('link', { name: 'signed out: sign in again' }));
      const form = cleo.getByRole('form', { name: 'Sign in again' });
      await form.waitFor();
      expect(await form.getByRole('textbox', { name: 'Server' }).inputValue()).toBe('/couchdb');
      expect(await form.getByRole('textbox', { name: 'Club' }).inputValue()).toBe(club().club);
      expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(CLEO.name);
      expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('');
      expect(await horizontalOverflow(cleo)).toBe(0);
      await screenshot(cleo, shot('sign-in-again-phone'));

      // The old password no longer does; the new one resumes the sync.
      await form.getByLabel('Password', { exact: true }).fill(CLEO.password);
      await press(form.getByRole('button', { name: 'Sign in again' }));
      await cleo.getByRole('alert').filter({ hasText: 'Wrong name or password' }).waitFor();
      await form.getByLabel('Password', { exact: true }).fill(renewed.password);
      await press(form.getByRole('button', { name: 'Sign in again' }));
      await cleo.getByText(`Joined the club ${club().club} as ${CLEO.name}.`).waitFor();
      await expect.poll(() => dealsOn(ben, id), { timeout: limits.clubSync }).toHaveLength(2);
      expect(await dealsOn(ben, id)).toEqual(await dealsOn(cleo, id));
      await cleo.goto(club().url);
      await clubLine(cleo).getByText('up to date').waitFor({ timeout: limits.clubSync });
      await Promise.all([cleo.context().close(), ben.context().close()]);
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

      await phone.goto(club().url);
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
      await screenshot(phone, shot('desk-phone'), { fullPage: false });
      const drawn = await drawOn(phone);
      const states = [await stateOf(phone, 0), await stateOf(phone, 1)];

      // The tablet, with the same organiser signed in, shows the same competition and results.
      await tablet.goto(club().url);
      await press(tablet.getByRole('link', { name: 'Organiser' }));
      // The competition may reach the tablet after its list first drew: the list follows.
      const competition = tablet.getByRole('link', { name: 'Kāpiti Coast Rubber Bridge 2026' });
      await competition.waitFor({ timeout: limits.clubSync });
      await press(competition);
      await tablet.getByText('Every result is in.').waitFor({ timeout: limits.clubSync });
      expect(await drawOn(tablet)).toEqual(drawn);
      expect([await stateOf(tablet, 0), await stateOf(tablet, 1)]).toEqual(states);
      await screenshot(tablet, shot('desk-tablet'));
      // The winners' match file came with the result: it opens on the tablet too.
      await press(tablet.getByRole('link', { name: 'Open the match' }));
      await tablet.getByText(a.players[0]).first().waitFor();
      await Promise.all([phone.context().close(), tablet.context().close()]);
    });
  });
});
