// A device of 20,000 matches, in Chromium at phone size, by touch, with the larger type: a backup of
// 20,000 matches (written here, about 8 MB) imported; the list shows its newest 50 with the count
// of all, and 50 more at a tap; a hundred are chosen and deleted together after asking, and one
// Undo brings them all back.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { limits, longer } from '../../scripts/limits.ts';
import { sampleBackup, sampleBackupId } from '../fixtures/sampleBackup.ts';
import type { ViewportName } from './harness.ts';
import { horizontalOverflow, repoRoot, screenshot, useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });
const COUNT = 20_000;

/** The backup, written once for the file's tests. */
function backupFile(): string {
  const dir = join(repoRoot, 'test-results', 'many-matches');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `backup-${COUNT}.json`);
  writeFileSync(path, sampleBackup(COUNT));
  return path;
}
let written: string | null = null;
const backup = () => (written ??= backupFile());

/** Where each row of the list leads, in order. */
const rowTargets = (page: Page) =>
  page
    .getByRole('list', { name: 'Matches, newest first' })
    .getByRole('link', { name: /^Open / })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

const matchHref = (i: number) => `#/match/${sampleBackupId(i)}`;

describe('a device of 20,000 matches', () => {
  test.each<ViewportName>(['phone', 'narrow'])(
    'at %s size: the newest 50 with the count, Show more, and a hundred deleted and undone together',
    async (viewport) => {
      const app = e2e.app();
      const shot = `many-matches/${viewport}`;
      await withPage(e2e.browser(), app, { viewport, shotName: shot }, async (page, problems) => {
        await page.goto(`${app.url}#/settings`);
        await page.getByRole('checkbox', { name: 'Larger type' }).tap();
        await page.getByRole('link', { name: 'Matches' }).tap();
        await page.getByLabel('Import a match file or backup').setInputFiles(backup());
        await page.getByText('Import done: 20,000 added.').waitFor({ timeout: limits.bulk });

        await page.getByText('Showing 50 of 20,000').waitFor();
        const first = await rowTargets(page);
        expect(first).toEqual(Array.from({ length: 50 }, (_, i) => matchHref(COUNT - 1 - i)));
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, `${shot}-list`, { fullPage: false });

        await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
        await screenshot(page, `${shot}-more`, { fullPage: false });
        await page.getByRole('button', { name: 'Show more' }).tap();
        await page.getByText('Showing 100 of 20,000').waitFor();
        expect(await rowTargets(page)).toHaveLength(100);

        await page.getByRole('button', { name: 'Select' }).tap();
        const choosing = page.getByRole('list', {
          name: 'Matches, newest first: choose which to delete',
        });
        const boxes = choosing.getByRole('checkbox');
        await expect.poll(() => boxes.count()).toBe(100);
        // A tap anywhere on a row chooses it, not only on its box.
        for (const n of [0, 1, 2]) await choosing.getByRole('listitem').nth(n).tap();
        await page.getByText('3 selected').waitFor();
        expect(await boxes.nth(0).isChecked()).toBe(true);
        const bar = page.getByRole('group', { name: 'Matches chosen' });
        // The bar with Delete stays in reach at the bottom of the screen while the list scrolls.
        const box = await bar.boundingBox();
        const height = page.viewportSize()?.height ?? 0;
        expect(box !== null && box.y + box.height <= height + 1 && box.y > height / 2).toBe(true);
        await bar.getByRole('button', { name: 'Select all shown' }).tap();
        await page.getByText('100 selected').waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, `${shot}-chosen`, { fullPage: false });

        await bar.getByRole('button', { name: 'Delete' }).tap();
        const dialog = page.getByRole('dialog', { name: 'Delete 100 matches?' });
        await dialog.waitFor();
        await screenshot(page, `${shot}-asked`, { fullPage: false });
        await dialog.getByRole('button', { name: 'Delete' }).tap();
        await page.getByText('100 matches deleted.').waitFor();
        await page.getByText('Showing 100 of 19,900').waitFor();
        await page.getByText('Recently deleted (100)').waitFor();
        // The rows chosen gone, the list's heading has the focus, and the screen is at its top.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent))
          .toBe('Matches');
        await expect.poll(async () => (await rowTargets(page))[0]).toBe(matchHref(COUNT - 101));
        await screenshot(page, `${shot}-deleted`, { fullPage: false });

        await page.getByRole('button', { name: 'Undo' }).tap();
        await page.getByText('100 matches restored.').waitFor();
        await page.getByText('Showing 100 of 20,000').waitFor();
        await expect.poll(async () => (await rowTargets(page)).slice(0, 50)).toEqual(first);
        await expect.poll(() => page.getByText(/^Recently deleted/).count()).toBe(0);

        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
      });
    },
    // The import's bulk read (limits.bulk) on top of a test's own time.
    longer(180_000),
  );
});
