// The screens a pair uses away from the table, at the narrowest phone (320x568) and at phone size:
// a competition profile entered in Settings with Māori and Polish letters, a Kapiti match started
// with it, and the match's Export screen with its PBN. Nothing scrolls sideways; screenshots land
// in test-results/screenshots/organiser/.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { ViewportName } from './harness.ts';
import { horizontalOverflow, screenshot, useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });

describe('competition profiles and exports on a phone', () => {
  test.each<ViewportName>(['narrow', 'phone'])(
    'at %s size a profile is set once, chosen for a Kapiti match, and the match exports as PBN',
    async (viewport) => {
      const app = e2e.app();
      await withPage(
        e2e.browser(),
        app,
        { viewport, shotName: `organiser/${viewport}` },
        async (page, problems) => {
          await page.goto(`${app.url}#/settings`);
          const section = page.getByRole('region', { name: 'Competitions' });
          await section.getByRole('button', { name: 'Add a competition' }).click();
          const form = section.getByRole('form', { name: 'New competition' });
          await form
            .getByRole('textbox', { name: 'Competition name' })
            .fill('Kāpiti Coast Rubber Bridge 2026');
          await form.getByRole('textbox', { name: 'Round' }).fill('Round 3');
          await form.getByRole('textbox', { name: "Organiser's name" }).fill('Łukasz Wiśniewski');
          await form
            .getByRole('textbox', { name: "Organiser's e-mail" })
            .fill('lukasz@example.org');
          expect(await horizontalOverflow(page)).toBe(0);
          await screenshot(page, `organiser/${viewport}-competition-form`);
          await form.getByRole('button', { name: 'Save' }).click();
          await section.getByText('Kāpiti Coast Rubber Bridge 2026').waitFor();
          await screenshot(page, `organiser/${viewport}-competitions`);

          await page.goto(`${app.url}#/new`);
          await page.getByRole('radio', { name: 'Kapiti 30-deal match' }).click();
          await expect
            .poll(() => page.getByRole('combobox', { name: 'Competition' }).inputValue())
            .not.toBe('');
          expect(await horizontalOverflow(page)).toBe(0);
          await screenshot(page, `organiser/${viewport}-new-kapiti`);
          await page.getByRole('button', { name: 'Start' }).click();
          await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
          await page.getByRole('button', { name: '3 notrump' }).click();
          await page.getByRole('button', { name: /^Declarer South/ }).click();
          await page.getByRole('button', { name: /^made/ }).click();
          await page.getByText(/^Deal 1 saved/).waitFor();

          await page.getByText('⋯', { exact: true }).click();
          await page.getByRole('link', { name: 'Export' }).click();
          await page.getByRole('heading', { name: 'Export this match' }).waitFor();
          expect(await horizontalOverflow(page)).toBe(0);
          await screenshot(page, `organiser/${viewport}-export`);
          const download = page.waitForEvent('download');
          await page.getByRole('button', { name: 'Save PBN' }).click();
          const pbn = readFileSync((await (await download).path()) ?? '', 'utf8');
          expect(pbn).toMatch(/^% PBN 2\.1\r\n/);
          expect(pbn).toContain('[Contract "3NT"]');
          expect(problems.consoleErrors).toEqual([]);
          expect(problems.foreignRequests).toEqual([]);
        },
      );
    },
  );
});
