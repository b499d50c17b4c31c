// Every screen holds together for every player: each screen of the app, filled from a rich device
// (layoutFixture.ts: long names in many scripts, four-figure scores, deals agreed and changed),
// looked at by layoutFaults.ts at three sizes (320x568 and 390x844 by touch, 1024x768), each in
// every setting of layoutScreens.ts's SETTINGS: the light theme with the default text, the app's
// Larger type, and Larger type over the browser's text at 150% and at 200%; dark with the default
// text and the largest; both high contrast themes with the largest. The themes change colours,
// which the contrast check reads, and high contrast's borders, which take room. The screenshots
// (in the plain setting and each theme's largest text, and wherever a fault was found) go into
// test-results/screenshots/layout/, named by size, text, theme and screen.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { longer } from '../../scripts/limits.ts';
import { newPage, repoRoot, screenshotDir, useAppAndBrowser } from './harness.ts';
import { layoutFaults } from './layoutFaults.ts';
import type { LayoutFixture } from './layoutFixture.ts';
import { IDS, NAMES, layoutFixture } from './layoutFixture.ts';
import {
  PLAIN,
  SETTINGS,
  SHOWN,
  SIZES,
  applySetting,
  deviceAt,
  go,
  look,
  screens,
  setText,
  settingName,
  shown,
} from './layoutScreens.ts';

// Nothing here goes offline, starts the app again or updates it (harness.ts, offlineCopy).
const e2e = useAppAndBrowser({ offlineCopy: false });
const backupPath = join(repoRoot, 'test-results', 'layout', 'device-backup.json');

let fixture: LayoutFixture | undefined;
beforeAll(async () => {
  rmSync(join(screenshotDir, 'layout'), { recursive: true, force: true });
  fixture = await layoutFixture();
  mkdirSync(join(backupPath, '..'), { recursive: true });
  writeFileSync(backupPath, fixture.backup);
});
const device = () => {
  if (fixture === undefined) throw new Error('the fixture is built in beforeAll');
  return fixture;
};

/** How many screens were looked at, in how many settings, and what was found. */
const tally = { looked: 0, faults: 0, screens: new Set<string>(), settings: new Set<string>() };
afterAll(() => {
  console.log(
    `[layout] ${tally.screens.size} screens in ${tally.settings.size} settings (${SIZES.length} ` +
      `sizes, ${SETTINGS.length} themes and texts): ${tally.looked} screens looked at, ` +
      `${tally.faults} faults`,
  );
});

describe('every screen holds together', () => {
  test.each(SIZES)(
    '%s: nothing sideways, cut off, split, overlapping, too small or too faint',
    async (size) => {
      const round = { size, theme: PLAIN.theme } as const;
      const page = await deviceAt(e2e.browser(), e2e.app().url, backupPath, round, newPage);
      const found: string[] = [];
      try {
        // Each screen is brought up once and looked at in every setting, changed with it open:
        // bringing a screen up is most of the check's time.
        for (const screen of screens(device())) {
          let at = settingName(size, PLAIN);
          try {
            await screen.open(page);
            for (const setting of SETTINGS) {
              at = settingName(size, setting);
              await applySetting(page, setting);
              const faults = await layoutFaults(page, Object.values(NAMES));
              if (faults.length > 0 || SHOWN.includes(setting))
                await look(page, screenshotDir, `layout/${at}-${screen.name}`);
              tally.looked += 1;
              tally.screens.add(screen.name);
              tally.settings.add(at);
              tally.faults += faults.length;
              for (const f of faults)
                found.push(`${screen.name} (${at}): ${f.kind}: ${f.element}: ${f.detail}`);
            }
            // Back to the setting the next screen is brought up in.
            await applySetting(page, PLAIN);
            await screen.leave?.(page);
          } catch (error) {
            await look(page, screenshotDir, `layout/${at}-${screen.name}-failed`);
            throw new Error(`${screen.name} (${at}) could not be looked at`, { cause: error });
          }
        }
      } finally {
        await page.close();
        // Every fault at the size in one file beside the screenshots, to read at leisure.
        writeFileSync(
          join(repoRoot, 'test-results', 'layout', `faults-${size}.txt`),
          found.join('\n'),
        );
      }
      expect(found).toEqual([]);
    },
    // Every screen in every setting: some 370 looks, a few minutes' work beside another browser
    // file on two cores.
    longer(480_000),
  );
});

describe('what the check lets pass, looked at more closely', () => {
  test('at 150% a declarer chip shows a name of two words whole, on two lines', async () => {
    const round = { size: 'phone', theme: 'light' } as const;
    const page = await deviceAt(e2e.browser(), e2e.app().url, backupPath, round, newPage);
    try {
      await setText(page, '150');
      const entering = screens(device()).find((s) => s.name === 'table-kapiti-entering');
      await entering?.open(page);
      const chip = page.getByRole('button', { name: `Declarer North (${NAMES.english})` });
      await shown(chip);
      await look(page, screenshotDir, 'layout/phone-text150-light-declarer-names');
      // What the chip shows is its whole text: nothing clamped away, nothing past its edge.
      const name = chip.getByText(NAMES.english);
      expect(
        await name.evaluate((e) => ({
          clamped: e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1,
          lines:
            e.getClientRects().length > 0
              ? Math.round(e.clientHeight / parseFloat(getComputedStyle(e).lineHeight))
              : 0,
        })),
      ).toEqual({ clamped: false, lines: 2 });
    } finally {
      await page.close();
    }
  });

  test('the Kapiti Summary printed on A4: no figure split, nothing sideways', async () => {
    const round = { size: 'tablet', theme: 'light' } as const;
    const page = await deviceAt(e2e.browser(), e2e.app().url, backupPath, round, newPage);
    try {
      // The page's printable width: A4, 210 mm, less the sheet's margins of 10 mm (app.css).
      await page.setViewportSize({ width: 718, height: 1047 });
      await page.emulateMedia({ media: 'print' });
      await go(page, `#/match/${IDS.kapiti}/summary`);
      await shown(page.getByRole('heading', { name: 'Rubber Bridge Summary Score Sheet' }));
      await shown(page.getByRole('table', { name: 'Scoring table' }));
      const faults = await layoutFaults(page, Object.values(NAMES));
      await page.screenshot({
        path: join(screenshotDir, 'layout', 'tablet-print-kapiti-summary.png'),
        fullPage: true,
      });
      expect(faults.map((f) => `${f.kind}: ${f.element}: ${f.detail}`)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
