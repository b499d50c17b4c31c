// A deleted match is never lost at once: in Chromium, a match is deleted, the page is reloaded,
// and the match waits under Recently deleted with its deals, to be restored in one tap.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ViewportName } from './harness.ts';
import { horizontalOverflow, repoRoot, screenshot, useAppAndBrowser, withPage } from './harness.ts';

const e2e = useAppAndBrowser();
const quizRubber = join(repoRoot, 'tests/fixtures/examples/in-news-quiz-rubber.json');

describe('recently deleted matches', () => {
  test.each<ViewportName>(['phone', 'tablet'])(
    'at %s size a deleted match survives a reload and is restored',
    async (viewport) => {
      const app = e2e.app();
      const shotName = `deleted-${viewport}`;
      await withPage(e2e.browser(), app, { viewport, shotName }, async (page, problems) => {
        await page.goto(app.url);
        await page.getByLabel('Import a match file or backup').setInputFiles(quizRubber);
        await page.getByRole('button', { name: /^Delete Rubber bridge/ }).click();
        await page
          .getByRole('dialog', { name: 'Delete this match?' })
          .getByRole('button', { name: 'Delete' })
          .click();
        await page.getByText('Match deleted.').waitFor();

        await page.reload();
        await page.getByText('No matches yet.', { exact: false }).waitFor();
        await page.getByText('Recently deleted (1)').click();
        const bin = page.getByRole('list', { name: 'Recently deleted matches' });
        await bin.getByRole('button', { name: /^Restore: Rubber bridge/ }).waitFor();
        expect(await horizontalOverflow(page)).toBe(0);
        await screenshot(page, shotName);

        await bin.getByRole('button', { name: /^Restore: Rubber bridge/ }).click();
        await page.getByRole('link', { name: /^Open Rubber bridge/ }).click();
        // The quiz rubber, deals and all: 1990 to 1440.
        await page.getByText('1990', { exact: true }).first().waitFor();
        await page.getByText('1440', { exact: true }).first().waitFor();

        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
      });
    },
  );
});
