// A first visit that loses the network (README, at its top): a player opens the
// app's link for the first time, the offline copy is installed and takes the page at once, and the
// network goes. With no reload, every part of the app that page loads from then on comes from the
// offline copy: a Kapiti match is started, a deal written and corrected, and the Summary, Rules,
// Settings and Show match each open. Screenshots in test-results/screenshots/first-visit/.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { limits } from '../../scripts/limits.ts';
import { screenshot, useAppAndBrowser, viewports, watchPage, givePatience } from './harness.ts';

const e2e = useAppAndBrowser();

/** Whether the app's service worker serves the page. */
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** A menu entry of the table's ⋯ menu, tapped. */
async function fromMenu(page: Page, name: string): Promise<void> {
  await page.getByText('⋯', { exact: true }).tap();
  await page.getByRole('link', { name }).tap();
}

describe('a first visit, then no network', () => {
  test('plays on from the offline copy with no reload: a deal written and corrected, every screen opened', async () => {
    const context = await e2e.browser().newContext({ ...viewports.phone });
    givePatience(context);
    const page = await context.newPage();
    const problems = watchPage(page, e2e.app().origin);
    try {
      await page.goto(e2e.app().url);
      await page.getByRole('heading', { name: 'Matches' }).waitFor();
      // The offline copy installed (precached) and serving this very page: no reload.
      await expect.poll(() => controlled(page), { timeout: limits.serviceWorker }).toBe(true);
      const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
      await context.setOffline(true);

      await page.getByRole('link', { name: 'New match' }).tap();
      await page.getByRole('radio', { name: 'Kapiti 30-deal match' }).tap();
      for (const [seat, name] of [
        ['North', 'Hēnare'],
        ['East', 'Łukasz'],
        ['South', 'Zoë'],
        ['West', 'Aroha'],
      ] as const)
        await page.getByRole('combobox', { name: seat }).fill(name);
      await page.getByRole('button', { name: 'Start' }).tap();
      const pad = page.getByRole('region', { name: 'Enter a deal' });
      await pad.waitFor();
      const match = /#\/match\/([^/]+)$/.exec(page.url())?.[1] ?? '';
      expect(match).not.toBe('');

      await pad.getByRole('button', { name: '3 notrump', exact: true }).tap();
      await pad.getByRole('button', { name: /^Declarer South/ }).tap();
      await pad.getByRole('button', { name: /^made/ }).tap();
      await page.getByText(/^Deal 1 saved: 3NT by South/).waitFor();

      // Corrected: one down, not made.
      await page.getByRole('button', { name: /^Deal 1, dealt by/ }).tap();
      const dialog = page.getByRole('dialog', { name: 'Deal 1' });
      await dialog.getByRole('button', { name: 'Correct' }).tap();
      await page.getByRole('button', { name: /: 8 tricks, down 1$/ }).tap();
      await page.getByRole('button', { name: 'Save deal 1' }).tap();
      await page.getByText(/^Deal 1 corrected/).waitFor();
      await screenshot(page, 'first-visit/deal-corrected-offline', { fullPage: false });

      await fromMenu(page, 'Summary');
      await page.getByRole('heading', { name: 'Rubber Bridge Summary Score Sheet' }).waitFor();
      await screenshot(page, 'first-visit/summary-offline', { fullPage: false });
      await page.goBack();
      await pad.waitFor();

      await fromMenu(page, 'Rules');
      await page.getByRole('heading', { name: /^Rules: Kapiti/ }).waitFor();
      await page.goBack();
      await pad.waitFor();

      await fromMenu(page, 'Show match');
      await page.getByRole('heading', { name: 'Show this match to another device' }).waitFor();
      await page.goBack();
      await pad.waitFor();

      await fromMenu(page, 'Settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

      // All of it on the page first opened, still offline, and nothing failed to load.
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
        loads,
      );
      expect(await page.getByText(/could not be drawn|Failed to fetch/).count()).toBe(0);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
