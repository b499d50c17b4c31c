// Every screen holds together for every player: each screen of the app, filled from a rich device
// (layoutFixture.ts: long names in many scripts, four-figure scores, deals agreed and changed),
// looked at by layoutFaults.ts at three sizes (320x568 and 390x844 by touch, 1024x768): in the
// light theme with the default text, the app's Larger type, and Larger type over the browser's
// text at 150% and at 200%; in the dark and both high contrast themes with Larger type over 150%
// and 200% (and dark with the default text on the phone and the tablet). The themes change
// colours, which the contrast check reads, and high contrast's borders, which take room. Every
// screenshot goes into test-results/screenshots/layout/, named by size, text, theme and screen.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { longer } from '../../scripts/limits.ts';
import { newPage, repoRoot, screenshotDir, useAppAndBrowser } from './harness.ts';
import type { Fault } from './layoutFaults.ts';
import { layoutFaults } from './layoutFaults.ts';
import type { LayoutFixture } from './layoutFixture.ts';
import { IDS, NAMES, layoutFixture } from './layoutFixture.ts';
import {
  ROUNDS,
  SIZES,
  TEXT_NAME,
  deviceAt,
  go,
  look,
  screens,
  setText,
  shown,
} from './layoutScreens.ts';

const e2e = useAppAndBrowser();
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
      `sizes, ${ROUNDS.length} rounds of a theme and its texts): ${tally.looked} screens looked ` +
      `at, ${tally.faults} faults`,
  );
});

describe('every screen holds together', () => {
  test.each(ROUNDS.map((r) => [`${r.size}, ${r.theme}`, r] as const))(
    '%s: nothing sideways, cut off, split, overlapping, too small or too faint',
    async (_, round) => {
      const page = await deviceAt(e2e.browser(), e2e.app().url, backupPath, round, newPage);
      const found: string[] = [];
      try {
        for (const text of round.texts) {
          await setText(page, text);
          const setting = `${round.size}-${TEXT_NAME[text]}-${round.theme}`;
          for (const screen of screens(device())) {
            const shot = `layout/${setting}-${screen.name}`;
            let faults: readonly Fault[];
            try {
              await screen.open(page);
              faults = await layoutFaults(page, Object.values(NAMES));
              await look(page, screenshotDir, shot);
              await screen.leave?.(page);
            } catch (error) {
              await look(page, screenshotDir, `${shot}-failed`);
              throw new Error(`${screen.name} (${setting}) could not be looked at`, {
                cause: error,
              });
            }
            tally.looked += 1;
            tally.screens.add(screen.name);
            tally.faults += faults.length;
            for (const f of faults)
              found.push(`${screen.name} (${setting}): ${f.kind}: ${f.element}: ${f.detail}`);
          }
          tally.settings.add(setting);
        }
      } finally {
        await page.close();
        // Every fault of the round in one file beside the screenshots, to read at leisure.
        writeFileSync(
          join(repoRoot, 'test-results', 'layout', `faults-${round.size}-${round.theme}.txt`),
          found.join('\n'),
        );
      }
      expect(found).toEqual([]);
    },
    // Every screen, in up to four text settings: some 140 screens looked at, a few minutes'
    // work beside another browser file on two cores.
    longer(480_000),
  );
});

describe('what the check lets pass, looked at more closely', () => {
  test('at 150% a declarer chip shows a name of two words whole, on two lines', async () => {
    const round = { size: 'phone', theme: 'light', texts: ['150'] } as const;
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
    const round = { size: 'tablet', theme: 'light', texts: ['default'] } as const;
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
