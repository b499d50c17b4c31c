// An evening of a table of five, in Chromium at phone size: one entry on the matches list, its
// rubbers and back score inside, and its Export one file that Import reads back on another device
// (docs/format.md, "An evening's file").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seatingFor } from '../../src/engine/rotation.ts';
import { horizontalOverflow, repoRoot, screenshot, useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });
const dir = join(repoRoot, 'test-results', 'evening');
const DRAW = ['Hēnare Pōtae', 'Łukasz Wiśniewski', 'Ξένια Παπαδοπούλου', 'ʻAna Fifita', '李雷'];
const GAME = { contract: '4S', declarer: 'N', tricks: 10 };

/** The evening as a file from another device: two rubbers, the first won, the second begun. */
function eveningFile(): string {
  const rubber = (index: number, deals: unknown[], createdAt: string) => ({
    format: 'bridgepad.match',
    version: 1,
    id: `5e7e0000-0000-4000-8000-00000000000${index}`,
    game: 'rubber',
    createdAt,
    updatedAt: createdAt,
    players: seatingFor(DRAW, index).seats,
    rules: { honors: false },
    deals,
    'x-bridgepad-table': { session: 'evening-e2e', draw: DRAW, rubber: index },
  });
  return JSON.stringify({
    format: 'bridgepad.backup',
    version: 1,
    exportedAt: '2026-11-27T22:00:00.000Z',
    matches: [
      rubber(0, [GAME, GAME], '2026-11-27T19:00:00.000Z'),
      rubber(1, [{ contract: '2H', declarer: 'E', tricks: 8 }], '2026-11-27T20:00:00.000Z'),
    ],
  });
}

/**
 * The columns of a table whose head's text does not end within 2 px of where the text of each of
 * its cells ends, as "Total: head ends at 120, a figure at 140"; none when every head sits right
 * over its figures. The first column (the players' names) is left out: it reads from the left.
 */
function headsOverFigures(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const textEnd = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getBoundingClientRect().right;
    };
    const heads = [...element.querySelectorAll('thead th')];
    const rows = [...element.querySelectorAll('tbody tr')];
    const faults: string[] = [];
    heads.forEach((head, column) => {
      if (column === 0) return;
      const end = textEnd(head);
      for (const row of rows) {
        const cell = row.children[column];
        if (cell === undefined) continue;
        const figure = textEnd(cell);
        if (Math.abs(figure - end) > 2)
          faults.push(
            `${head.textContent ?? ''}: head ends at ${Math.round(end)}, a figure at ${Math.round(figure)}`,
          );
      }
    });
    return faults;
  });
}

describe('an evening of five players', () => {
  test('is one entry on the list, opens to its back score, and exports as one file', async () => {
    mkdirSync(dir, { recursive: true });
    const given = join(dir, 'given.json');
    writeFileSync(given, eveningFile());
    for (const viewport of ['phone', 'narrow'] as const) {
      await withPage(
        e2e.browser(),
        e2e.app(),
        { viewport, shotName: `evening/list-${viewport}` },
        async (page, problems) => {
          await page.goto(e2e.app().url);
          await page.getByLabel('Import a match file or backup').setInputFiles(given);
          await page.getByText(/^Import done: /).waitFor();
          await page.getByRole('button', { name: 'Dismiss' }).tap();
          const evening = page.getByRole('link', {
            name: /^Open Rubber bridge evening, 5 players: Hēnare Pōtae, .*its latest rubber$/,
          });
          await evening.waitFor();
          await expect.poll(() => evening.innerText()).toMatch(/2 rubbers/);
          await page.getByText('The 2 rubbers and the back score').tap();
          const back = page.getByRole('table', { name: 'Back score, this table' });
          await back.waitFor();
          // Rubber 1: North-South (Hēnare and Łukasz) won 940: 9 each.
          await expect
            .poll(() => back.getByRole('row', { name: /^Hēnare Pōtae \+9/ }).count())
            .toBe(1);
          expect(
            await page
              .getByRole('list', { name: 'The rubbers of this evening, newest first' })
              .getByRole('link')
              .count(),
          ).toBe(2);
          expect(await horizontalOverflow(page)).toBe(0);
          // Each column's head (Total, each rubber's number) ends where its figures end.
          expect(await headsOverFigures(back)).toEqual([]);
          await screenshot(page, `evening/list-${viewport}`);

          const download = page.waitForEvent('download');
          await page
            .getByRole('button', { name: /^Export Rubber bridge evening, 5 players/ })
            .tap();
          const file = await download;
          expect(file.suggestedFilename()).toMatch(
            /^WeThey-evening-rubber-2026-11-2[78]-Hēnare-Pōtae-Łukasz-Wiśniewski-.*\.json$/,
          );
          const saved = join(dir, `saved-${viewport}.json`);
          await file.saveAs(saved);
          const written = JSON.parse(readFileSync(saved, 'utf8')) as {
            format: string;
            version: number;
            matches: { 'x-bridgepad-table': { rubber: number } }[];
          };
          expect(written.format).toBe('bridgepad.backup');
          expect(written.version).toBe(1);
          expect(written.matches.map((m) => m['x-bridgepad-table'].rubber)).toEqual([0, 1]);
          expect(problems.consoleErrors).toEqual([]);
          expect(problems.failedRequests).toEqual([]);
        },
      );
    }
  });
});
