// Print on the Kapiti Summary: the sheet on one A4 portrait page, as the README promises, for the
// golden 32-deal match (30 deals and two tie-break deals, three bonus rows) with forty-letter
// names, whatever text size the player set: the browser's own at 200% on a phone, and Larger type.
// Chromium prints the page as its print dialog would (the print media, the sheet's @page size);
// Debian's poppler-utils count the pages and read them back.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { ViewportName } from './harness.ts';
import { poppler, repoRoot, screenshotDir, useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });
const exportsDir = join(repoRoot, 'test-results', 'exports');

/** A name padded with letters to exactly 40 characters. */
const forty = (name: string) => name.padEnd(40, 'abcdefghij').slice(0, 40);
const LONG = {
  N: forty('Hēnare Pōtae-Ngātai Tūhoe-Whakarongotai'),
  E: forty('Łukasz Wiśniewski-Brzęczyszczykiewicz Jr'),
  S: forty('Zoë Ngāti Māori o Te Whānau-ā-Apanui Ōta'),
  W: forty("Zoë O'Brien-Smythe Fitzgerald Ó Súilleab"),
};

function goldenWith(players: Record<string, string> | null, name: string): string {
  const golden = JSON.parse(
    readFileSync(join(repoRoot, 'tests/golden/kapiti-30-deals-tie.json'), 'utf8'),
  ) as Record<string, unknown>;
  mkdirSync(exportsDir, { recursive: true });
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(exportsDir, `${name}.json`);
  writeFileSync(path, JSON.stringify(players === null ? golden : { ...golden, players }));
  return path;
}

async function printSummary(page: Page, file: string, name: string): Promise<string> {
  await page.getByLabel('Import a match file or backup').setInputFiles(file);
  await page.getByRole('link', { name: /^Open Kapiti 30-deal match/ }).click();
  await page.getByText('⋯', { exact: true }).click();
  await page.getByRole('link', { name: 'Summary', exact: true }).click();
  await page.getByRole('heading', { name: 'Rubber Bridge Summary Score Sheet' }).waitFor();
  await page.emulateMedia({ media: 'print' });
  const printed = join(exportsDir, `${name}.pdf`);
  await page.pdf({ path: printed, format: 'A4', printBackground: true, preferCSSPageSize: true });
  poppler('pdftoppm', ['-r', '60', '-png', printed, join(screenshotDir, name)]);
  return printed;
}

interface Setting {
  readonly viewport: ViewportName;
  /** The browser's own text size, in pixels (16 is 100%). */
  readonly textPx: number;
  readonly largerType: boolean;
  readonly names: Record<string, string> | null;
}

describe('Print on the Kapiti Summary', () => {
  test.each<[string, Setting]>([
    ['forty-letter names', { viewport: 'tablet', textPx: 16, largerType: false, names: LONG }],
    ['the browser text at 200%', { viewport: 'phone', textPx: 32, largerType: false, names: null }],
    [
      'forty-letter names, the browser text at 200% and Larger type',
      { viewport: 'phone', textPx: 32, largerType: true, names: LONG },
    ],
  ])('a 32-deal match with %s prints on one A4 page', async (label, setting) => {
    const name = `summary-print-${label.replace(/\W+/g, '-').replace(/-$/, '')}`;
    const file = goldenWith(setting.names, name);
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: setting.viewport, shotName: name },
      async (page, problems) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Page.setFontSizes', {
          fontSizes: { standard: setting.textPx, fixed: setting.textPx },
        });
        await page.goto(e2e.app().url);
        if (setting.largerType) {
          await page.goto(`${e2e.app().url}#/settings`);
          await page.getByRole('checkbox', { name: 'Larger type' }).click();
          await page.goto(e2e.app().url);
        }
        const printed = await printSummary(page, file, name);
        expect(poppler('pdfinfo', [printed])).toMatch(/^Pages:\s+1$/m);
        const text = poppler('pdftotext', ['-layout', printed, '-']);
        // The last rows are on it: the tie-break deals and the final bonus, with the totals.
        expect(text).toMatch(/\b32\s/);
        expect(text).toMatch(/Unfinished rubber after deal 32\s+100\s+300\s+1460\s+1320/);
        expect(text).toContain('N/S (');
        expect(text).not.toContain('Share or save PDF');
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});
