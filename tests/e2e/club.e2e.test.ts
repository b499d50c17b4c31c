// A club's record on its members' devices (docs/sync.md): the built app and the club's CouchDB on
// one origin, served by `npm run club` started in this process, and by Caddy in front of Apache
// CouchDB where the run is given one (clubServers.ts); and two or three devices, each a browser
// context of its own (its own IndexedDB, cookies and service worker), at phone and tablet size.
// The devices join by the organiser's invite link, and what one writes reaches the others through
// the server alone. Screenshots land in test-results/screenshots/club/, those of the CouchDB run in
// its couchdb/ folder.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { limits } from '../../scripts/limits.ts';
import {
  clubLine,
  dealsOn,
  historyOn,
  leavesOnServer,
  press,
  typeDeal,
  ANA as ANA_,
  BEN as BEN_,
  OLIVE as OLIVE_,
} from './clubDevices.ts';
import { forEachClubServer, useClubOn } from './clubServers.ts';
import { controlledByServiceWorker, horizontalOverflow, screenshot } from './harness.ts';

forEachClubServer((server) => {
  const OLIVE = server.account(OLIVE_);
  const ANA = server.account(ANA_);
  const BEN = server.account(BEN_);
  const { shot } = server;
  // The server stopped and started again mid-test: on Apache CouchDB, a CouchDB of its own.
  const { club, device, join, newRubber } = useClubOn(server, {
    club: server.named('club'),
    organiser: OLIVE,
    members: [ANA, BEN],
    restartsCouchDB: true,
  });

  describe("a club's record on its members' devices", () => {
    let ana: Page;
    let ben: Page;
    let matchId = '';

    test('two members join by the invite link; a deal written on one shows on the other', async () => {
      [ana, ben] = await Promise.all([device('phone'), device('tablet')]);
      await join(ana, ANA);
      await join(ben, BEN);
      await screenshot(ana, shot('joined-phone'));
      expect(await horizontalOverflow(ana)).toBe(0);

      await ben.goto(club().url);
      await clubLine(ben).getByText('up to date').waitFor({ timeout: limits.clubSync });

      matchId = await newRubber(ana);
      await typeDeal(ana, '4H W +1', 1);
      const written = Date.now();
      await ben
        .getByRole('link', { name: /^Open Rubber bridge/ })
        .first()
        .waitFor({ timeout: limits.clubSync });
      await expect.poll(() => dealsOn(ben, matchId), { timeout: limits.clubSync }).toHaveLength(1);
      console.log(
        `[club, ${server.name}] a deal written on one device showed on the other in ${Date.now() - written} ms`,
      );
      await ana.getByText('Last deal sent to the club').waitFor({ timeout: limits.clubSync });
      await screenshot(ben, shot('deal-arrived-tablet'));
    });

    test('offline, a device says so and what waits to be sent; back online, it sends it all', async () => {
      await ana.context().setOffline(true);
      await typeDeal(ana, '3NT N =', 2);
      await ana.getByText('Last deal not yet sent to the club').waitFor();
      await ana.goto(`${club().url}#/`);
      await clubLine(ana)
        .getByText(/offline since \d\d:\d\d/)
        .waitFor({ timeout: limits.clubSync });
      await screenshot(ana, shot('offline-phone'));
      await ana.context().setOffline(false);
      await clubLine(ana).getByText('up to date').waitFor({ timeout: limits.clubSync });
      await expect.poll(() => dealsOn(ben, matchId), { timeout: limits.clubSync }).toHaveLength(2);
    });

    // On Apache CouchDB, Caddy and CouchDB are stopped and started again, as when the club's
    // machine restarts (a CouchDB given by address is others' to stop: there Caddy alone stops).
    test('the server stopped mid-sync and started again: nothing written meanwhile is lost', async () => {
      await ana.goto(`${club().url}#/match/${encodeURIComponent(matchId)}`);
      await ana.getByRole('textbox', { name: 'Type a deal' }).waitFor();
      await club().stop();
      try {
        await typeDeal(ana, '2S E -1', 3);
        await ana.getByText('Last deal not yet sent to the club').waitFor();
      } finally {
        await club().restart();
      }
      await expect.poll(() => dealsOn(ben, matchId), { timeout: limits.clubSync }).toHaveLength(3);
      expect(await dealsOn(ana, matchId)).toEqual(await dealsOn(ben, matchId));
    });

    test('a wrong password is said in a sentence, and the device joins nothing', async () => {
      const kim = await device('phone');
      await kim.goto(club().invite);
      await kim.getByRole('textbox', { name: 'Name' }).fill(ANA.name);
      await kim.getByLabel('Password', { exact: true }).fill('not-the-password');
      await press(kim.getByRole('button', { name: 'Join the club' }));
      await kim
        .getByRole('alert')
        .filter({ hasText: /password/i })
        .waitFor();
      await screenshot(kim, shot('wrong-password-phone'));
      await kim.reload();
      await kim.getByRole('button', { name: 'Join the club' }).waitFor();
      await kim.context().close();
    });

    test('leaving the club keeps every match on the device', async () => {
      await ben.goto(`${club().url}#/settings`);
      await press(ben.getByRole('button', { name: 'Leave the club' }));
      await press(
        ben
          .getByRole('dialog', { name: new RegExp(`^Leave the club ${club().club}`) })
          .getByRole('button', { name: 'Leave', exact: true }),
      );
      await ben.getByText(new RegExp(`^Left the club ${club().club}`)).waitFor();
      // Server and Club stay filled in, to join again.
      await ben.reload();
      await expect
        .poll(() => ben.getByRole('textbox', { name: 'Club' }).inputValue())
        .toBe(club().club);
      expect(await dealsOn(ben, matchId)).toHaveLength(3);
      await ben.goto(club().url);
      await ben
        .getByRole('link', { name: /^Open Rubber bridge/ })
        .first()
        .waitFor();
      expect(await clubLine(ben).count()).toBe(0);
    });
  });

  describe('two copies that differ, settled as at the table', () => {
    test('deal 7 entered differently on two offline devices: both say so, one settles, the other follows, nothing lost', async () => {
      const [ana, ben] = await Promise.all([device('phone'), device('tablet')]);
      await join(ana, ANA);
      await join(ben, BEN);
      // Both devices as a player's are after a first visit: served by the app's offline copy, and
      // the club's sync kept once fetched, so that they work on with no network.
      await Promise.all([controlledByServiceWorker(ana), controlledByServiceWorker(ben)]);
      const id = await newRubber(ana);
      const six = ['1C N =', '2D E =', '2H S =', '2S W =', '1NT N =', '3C E ='];
      for (const [i, text] of six.entries()) await typeDeal(ana, text, i + 1);
      await expect.poll(() => dealsOn(ben, id), { timeout: limits.clubSync }).toHaveLength(6);
      await ana.getByText('Last deal sent to the club').waitFor({ timeout: limits.clubSync });

      await ben.goto(`${club().url}#/match/${encodeURIComponent(id)}`);
      await ben.getByRole('textbox', { name: 'Type a deal' }).waitFor();
      await ben.getByText('Last deal sent to the club').waitFor({ timeout: limits.clubSync });
      await Promise.all([ana.context().setOffline(true), ben.context().setOffline(true)]);
      await typeDeal(ana, '4H S =', 7);
      await typeDeal(ben, '4H S -1', 7);
      await Promise.all([ana.context().setOffline(false), ben.context().setOffline(false)]);

      for (const [page, other] of [
        [ana, BEN.name],
        [ben, ANA.name],
      ] as const) {
        await page.goto(club().url);
        await page
          .getByText(`Differs from ${other}'s copy:`, { exact: false })
          .waitFor({ timeout: limits.clubSync });
      }
      await screenshot(ana, shot('differs-phone'));
      expect(await horizontalOverflow(ana)).toBe(0);
      // Nothing settled by itself: each device keeps its own deal 7, the club both copies.
      expect((await dealsOn(ana, id))[6]).toMatchObject({ contract: '4H', tricks: 10 });
      expect((await dealsOn(ben, id))[6]).toMatchObject({ contract: '4H', tricks: 9 });
      const before = await leavesOnServer(club(), id);
      expect(before.filter((leaf) => leaf._deleted !== true)).toHaveLength(2);
      const stepsBefore = new Set(before.flatMap((leaf) => (leaf.steps ?? []).map((s) => s.id)));

      // Ana compares with Ben's copy and takes Ben's deal 7.
      await press(ana.getByRole('link', { name: 'compare' }).first());
      await ana.getByRole('heading', { name: `Compare with ${BEN.name}'s copy` }).waitFor();
      await screenshot(ana, shot('compare-phone'));
      await press(ana.getByRole('button', { name: 'Take theirs for deal 7' }));
      await ana.getByText(/^Settled:/).waitFor();

      // Ben's device follows: the line goes, and both devices hold the same deals.
      await ben.goto(club().url);
      await expect
        .poll(
          async () =>
            (await dealsOn(ben, id)).length === 7 && (await ben.getByText(/^Differs from/).count()),
          { timeout: limits.clubSync },
        )
        .toBe(0);
      await expect
        .poll(() => dealsOn(ben, id), { timeout: limits.clubSync })
        .toEqual(await dealsOn(ana, id));
      expect((await dealsOn(ana, id))[6]).toMatchObject({ contract: '4H', tricks: 9 });
      // Nothing lost: one copy left on the server, holding every step either device took, and
      // each device's history holding them too.
      await expect
        .poll(
          async () =>
            (await leavesOnServer(club(), id)).filter((leaf) => leaf._deleted !== true).length,
          { timeout: limits.clubSync },
        )
        .toBe(1);
      const [settled] = (await leavesOnServer(club(), id)).filter((leaf) => leaf._deleted !== true);
      const stepsAfter = new Set((settled?.steps ?? []).map((s) => s.id));
      for (const step of stepsBefore) expect(stepsAfter.has(step), step).toBe(true);
      for (const page of [ana, ben]) {
        const missing = async () => {
          const kept = new Set((await historyOn(page, id)).map((s) => s.stepId));
          return [...stepsBefore].filter((step) => !kept.has(step));
        };
        await expect.poll(missing, { timeout: limits.clubSync }).toEqual([]);
      }
      await Promise.all([ana.context().close(), ben.context().close()]);
    });
  });
});
