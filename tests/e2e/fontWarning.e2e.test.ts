// A name this device has no font for is said on the Summary before Send result and the saves, in
// Chromium with the machine's own fonts: the canvas tells a letter from the missing-letter box.
// Which names those are is asked of fontconfig (fc-list), which Chromium draws with on Linux: on
// this machine Thai, Tamil and Ol Chiki have no font, and Chinese has one (Droid Sans Fallback);
// the test follows whatever the machine has, and needs at least one script without a font.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot, screenshot, useAppAndBrowser, withPage } from './harness.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });
const exportsDir = join(repoRoot, 'test-results', 'exports');

/** Whether some font of the machine has a letter for every code point of `text` but spaces. */
function machineDraws(text: string): boolean {
  return Array.from(text.replace(/\s/g, '')).every(
    (c) =>
      execFileSync('fc-list', [`:charset=${(c.codePointAt(0) ?? 0).toString(16)}`, 'family'], {
        encoding: 'utf8',
      }).trim() !== '',
  );
}

const PLAYERS = { N: 'สมชาย', E: 'அருண்', S: '王小明', W: 'ᱥᱟᱱᱛᱟᱲᱤ' } as const;

describe('a name this device has no font for', () => {
  test('is said on the Summary before Send result, with what to do', async () => {
    const undrawn = Object.values(PLAYERS).filter((name) => !machineDraws(name));
    expect(undrawn.length, 'a script this machine has no font for').toBeGreaterThan(0);
    const golden = JSON.parse(
      readFileSync(join(repoRoot, 'tests/golden/kapiti-30-deals-tie.json'), 'utf8'),
    ) as Record<string, unknown>;
    mkdirSync(exportsDir, { recursive: true });
    const path = join(exportsDir, 'font-warning.json');
    writeFileSync(path, JSON.stringify({ ...golden, players: PLAYERS }));
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'font-warning' },
      async (page, problems) => {
        await page.goto(e2e.app().url);
        await page.getByLabel('Import a match file or backup').setInputFiles(path);
        await page.getByRole('link', { name: /^Open Kapiti 30-deal match/ }).click();
        await page.getByText('⋯', { exact: true }).click();
        await page.getByRole('link', { name: 'Summary', exact: true }).click();
        const note = page.getByRole('note');
        await note.waitFor();
        const said =
          (await note.getByRole('strong').or(note.locator('strong')).first().textContent()) ?? '';
        const listed =
          undrawn.length === 1
            ? undrawn[0]
            : `${undrawn.slice(0, -1).join(', ')} or ${undrawn[undrawn.length - 1]}`;
        expect(said).toBe(
          `This device has no font for ${listed}: the sheet would show empty boxes${undrawn.length > 1 ? ' in their place' : ''}.`,
        );
        await expect.poll(() => note.textContent()).toMatch(/in the device's settings/);
        // Above Send result.
        const above = await page.evaluate(() => {
          const warning = document.querySelector('[role="note"]');
          const send = [...document.querySelectorAll('button')].find((b) =>
            /Send result|Share or save PDF/.test(b.textContent ?? ''),
          );
          return (
            warning !== null &&
            send !== undefined &&
            (warning.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
          );
        });
        expect(above).toBe(true);
        await screenshot(page, 'font-warning');
        expect(problems.consoleErrors).toEqual([]);
      },
    );
  });
});
