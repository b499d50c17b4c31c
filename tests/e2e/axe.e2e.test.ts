// An accessibility checker (axe-core, Deque's) over the screens a player meets first, in Chromium
// at phone size: the matches list, New match, the table with deals written, Settings and the page
// beside Rules. A serious or critical violation fails, named with the elements it was found on,
// but for those found before the check came and not yet mended (KNOWN, below); docs/
// accessibility.md, "What is tested".
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import { useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });

/** axe-core as the package ships it for browsers: put into every document before the app's own. */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Found {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
}

declare global {
  interface Window {
    axe?: {
      run: (
        context: Document,
        options: { resultTypes: string[] },
      ) => Promise<{
        violations: {
          id: string;
          impact?: string | null;
          help: string;
          nodes: { target: unknown[] }[];
        }[];
      }>;
    };
  }
}

/**
 * Found at the table before this check came, and not yet mended, each by its rule and the
 * elements it is on: a name that does not hold the text shown (WCAG 2.5.3, Label in Name), so a
 * player who speaks to the device ("tap 3NT") is not understood. The contract grid's notrump
 * buttons show "3NT" and are named "3 notrump" (the name every test and screen reader knows);
 * the Deals list's buttons show the dealer's mark before the deal ("N 4♠ by North …"), which
 * their name leaves out. The check fails on any other violation, and when one of these is
 * mended (the list is then shortened with it).
 */
const KNOWN: Readonly<Record<string, readonly string[]>> = {
  table: [
    'label-content-name-mismatch: button[aria-label="1 notrump"]',
    'label-content-name-mismatch: button[aria-label="2 notrump"]',
    'label-content-name-mismatch: button[aria-label="3 notrump"]',
    'label-content-name-mismatch: button[aria-label="4 notrump"]',
    'label-content-name-mismatch: button[aria-label="5 notrump"]',
    'label-content-name-mismatch: button[aria-label="6 notrump"]',
    'label-content-name-mismatch: button[aria-label="7 notrump"]',
    'label-content-name-mismatch: .won-game > td:nth-child(2) > .deal-button[type="button"]',
    'label-content-name-mismatch: tr:nth-child(2) > td:nth-child(2) > .deal-button[type="button"]',
  ],
};

/** Each violation as its rule and one element it is on. */
const each = (found: readonly Found[]) =>
  found.flatMap((v) => v.targets.map((target) => `${v.id}: ${target}`));

/** The page's serious and critical violations, each with the elements it was found on. */
async function violations(page: Page): Promise<Found[]> {
  const found = await page.evaluate(async () => {
    if (window.axe === undefined) throw new Error('axe-core is not in the page');
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

describe('an accessibility checker', () => {
  test('finds nothing serious but what is known, on the list, New match, the table, Settings and the screen reader page', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'axe/screens' },
      async (page, problems) => {
        await page.addInitScript({ path: AXE });
        const seen: Record<string, Found[]> = {};

        await page.goto(`${e2e.app().url}#/`);
        await page.getByRole('heading', { name: 'Matches' }).waitFor();
        seen.matches = await violations(page);

        await page.goto(`${e2e.app().url}#/new`);
        await page.getByRole('button', { name: 'Start' }).waitFor();
        seen.newMatch = await violations(page);

        await page.getByRole('button', { name: 'Start' }).click();
        await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
        for (const [contract, declarer, result] of [
          ['4 spades', 'North', /^made/],
          ['3 notrump', 'East', /^-1 /],
        ] as const) {
          await page.getByRole('button', { name: contract, exact: true }).click();
          await page.getByRole('button', { name: new RegExp(`^Declarer ${declarer}`) }).click();
          await page.getByRole('button', { name: result }).click();
          await page.waitForTimeout(QUIET_MS);
          const honors = page.getByRole('button', { name: 'None: no honors' });
          if (await honors.isVisible()) await honors.click();
        }
        await page.getByRole('button', { name: /^Deal 2, dealt by/ }).waitFor();
        seen.table = await violations(page);

        await page.goto(`${e2e.app().url}#/settings`);
        await page.getByRole('region', { name: 'Voice' }).waitFor();
        seen.settings = await violations(page);

        await page.goto(`${e2e.app().url}#/access`);
        await page.getByRole('heading', { name: 'Using WeThey with a screen reader' }).waitFor();
        seen.access = await violations(page);

        const screens = ['matches', 'newMatch', 'table', 'settings', 'access'];
        expect(Object.fromEntries(screens.map((name) => [name, each(seen[name] ?? [])]))).toEqual(
          Object.fromEntries(screens.map((name) => [name, KNOWN[name] ?? []])),
        );
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});
