// The newsletter's sample rubber (seed 004), played through the pad in Chromium exactly as a
// player would tap it, at phone and tablet size: the sheet shows 2380 and 550, and still does
// after a reload.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { FourPlayerMatch } from '../../src/engine/types.ts';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import { padPlan } from '../../src/ui/table/padPlan.ts';
import type { ViewportName } from './harness.ts';
import { newPage, repoRoot, screenshot, useAppAndBrowser, watchPage } from './harness.ts';
import { namePlayers } from './newMatchSteps.ts';

const e2e = useAppAndBrowser();

function sampleRubber(): FourPlayerMatch {
  const file = JSON.parse(
    readFileSync(join(repoRoot, 'tests/fixtures/examples/in-news-sample-rubber.json'), 'utf8'),
  ) as unknown;
  const read = validateMatch(file);
  if (!read.ok || read.value.game !== 'rubber') throw new Error('the sample rubber does not read');
  return read.value;
}

async function startRubber(page: Page, match: FourPlayerMatch) {
  await page.getByRole('link', { name: 'New match' }).click();
  await namePlayers(page, match.players);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
}

async function totalsShown(page: Page): Promise<string[]> {
  const sheet = page.getByRole('table', { name: /Rubber 1/ });
  await sheet.waitFor();
  return (await sheet.locator('tfoot tr.totals td').allTextContents()).map((t) => t.trim());
}

describe('the sample rubber through the pad', () => {
  test.each<ViewportName>(['phone', 'tablet'])(
    'at %s size it totals 2380 to 550, also after a reload',
    async (viewport) => {
      const app = e2e.app();
      const page = await newPage(e2e.browser(), { viewport });
      try {
        const problems = watchPage(page, app.origin);
        await page.goto(app.url);
        const match = sampleRubber();
        await startRubber(page, match);
        for (const index of match.deals.keys()) {
          const taps = padPlan(match, index);
          const saved = page.getByText(new RegExp(`^Deal ${index + 1} (saved|passed out)`)).first();
          for (const name of taps) {
            if (name.includes(': held ')) {
              // Honors are claimed after the deal is written, once the tap guard's quiet time is
              // over: a tap sooner on the question, come in where the result was, is taken for
              // the result's tap again.
              await saved.waitFor();
              await page.getByRole('group', { name: /^Honors on deal/ }).waitFor();
              await page.waitForTimeout(QUIET_MS);
            }
            await page.getByRole('button', { name, exact: true }).click();
          }
          if (!taps.some((name) => name.includes(': held '))) await saved.waitFor();
          // A person's next deal comes long after the tap guard's quiet time; a test waits it out.
          await page.waitForTimeout(QUIET_MS);
          if (index === 2) await screenshot(page, `sample-rubber-${viewport}-deal3`);
        }
        await expect.poll(() => totalsShown(page)).toEqual(['2380', '550']);
        await expect
          .poll(() => page.getByRole('button', { name: /^WE 100, deal 8: 4 trump honors/ }).count())
          .toBe(1);
        await screenshot(page, `sample-rubber-${viewport}`);

        await page.reload();
        await expect.poll(() => totalsShown(page)).toEqual(['2380', '550']);
        // The back score loads once a rubber is over: it shows a moment after the sheet.
        await page.getByText('+18').first().waitFor();
        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
