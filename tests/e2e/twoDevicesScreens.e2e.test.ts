// Two devices agreeing a match, as the screens show it on a phone (390x844) and the narrowest phone
// (320x568): a code the camera reads and the app refuses is said where the player looks, in place
// of the camera's line; and Keep mine and Take theirs never sit under a message. The camera is
// Chromium's fake one; the page is given a stand-in for the platform's QR reader that reads the
// code the test chooses, as tests/e2e/twoDevices.e2e.test.ts does. Screenshots land in
// test-results/screenshots/twodevices/.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import { toMatchFile } from '../../src/engine/matchFile/serialize.ts';
import { encodeMatch, matchCodeFragment } from '../../src/matchCode/matchCode.ts';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import type { RunningApp, ViewportName } from './harness.ts';
import {
  givePatience,
  horizontalOverflow,
  screenshot,
  useAppAndBrowser,
  viewports,
  watchPage,
} from './harness.ts';

const e2e = useAppAndBrowser({
  args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
});

const SIZES: readonly ViewportName[] = ['phone', 'narrow'];
const ID = '6b0e3c1d-2f4a-4b5c-8d6e-7f8091a2b3c4';

function rubber(deals: readonly Record<string, unknown>[]): Match {
  const read = validateMatch({
    format: 'bridgepad.match',
    version: 1,
    id: ID,
    createdAt: '2026-05-02T19:00:00Z',
    game: 'rubber',
    players: { N: 'Margaret Featherstonehaugh', E: 'Łukasz', S: 'Zoë Ngāti', W: 'Aroha' },
    firstDealer: 'N',
    deals,
  });
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.value;
}

const DEALS = [
  { contract: '2H', declarer: 'S', tricks: 9 },
  { passed: true },
  { contract: '4S', declarer: 'N', tricks: 10 },
];

/** A phone whose camera shows a picture, and whose QR reader reads `code` once a picture comes. */
async function phoneReading(
  browser: Browser,
  app: RunningApp,
  size: ViewportName,
  code: string,
): Promise<Page> {
  const context = await browser.newContext(viewports[size]);
  givePatience(context);
  await context.grantPermissions(['camera'], { origin: app.origin });
  const page = await context.newPage();
  page.once('close', () => void context.close().catch(() => undefined));
  await context.addInitScript(`(() => {
    window.BarcodeDetector = class {
      static getSupportedFormats() { return Promise.resolve(['qr_code']); }
      detect(source) {
        const ready = source instanceof HTMLVideoElement && source.videoWidth > 0;
        return Promise.resolve(ready ? [{ rawValue: ${JSON.stringify(code)} }] : []);
      }
    };
  })()`);
  return page;
}

/** True when the element is wholly within the window (to the pixel), scrolled as it stands. */
const wholeInView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.top >= -1 &&
      box.left >= -1 &&
      box.bottom <= window.innerHeight + 1 &&
      box.right <= window.innerWidth + 1 &&
      box.height > 0
    );
  });

describe('a refused scan is said where the player looks', () => {
  test.each(SIZES)('joining, at %s size', async (size) => {
    const app = e2e.app();
    // A deal no bridgepad writes: the other device's code is read whole, and refused.
    const broken = rubber(DEALS);
    const [code = ''] = encodeMatch({
      ...broken,
      deals: [{ ...broken.deals[0], tricks: 14 }],
    } as unknown as Match);
    const page = await phoneReading(e2e.browser(), app, size, code);
    const problems = watchPage(page, app.origin);
    try {
      await page.goto(app.url);
      await page.getByRole('link', { name: 'Join a match' }).click();
      await page.getByRole('button', { name: 'Scan the other device’s code' }).click();
      const refused = page.getByRole('alert');
      await refused.waitFor();
      expect(await refused.innerText()).toContain(
        'This code does not hold a match that can be joined. Nothing was changed.',
      );
      expect(await refused.innerText()).toContain(
        'Deal 1: the tricks: must be an integer from 0 to 13',
      );
      // The camera's line says the refusal, not "Hold the camera…", and it is on the screen.
      expect(await page.getByText(/Hold the camera/).count()).toBe(0);
      expect(await wholeInView(page, '[role="alert"]')).toBe(true);
      expect(await page.getByLabel('Camera', { exact: true }).isVisible()).toBe(true);
      await screenshot(page, `twodevices/${size}-scan-refused`, { fullPage: false });
      expect(await horizontalOverflow(page)).toBe(0);
      expect(problems.consoleErrors).toEqual([]);
    } catch (error) {
      await screenshot(page, `twodevices/${size}-scan-refused-failed`).catch(() => undefined);
      throw error;
    } finally {
      await page.close();
    }
  });
});

const work = mkdtempSync(join(tmpdir(), 'bridgepad-two-screens-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Rectangles of the page's visible messages, and of every Keep mine and Take theirs. */
const rects = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const shown = (element: Element) => {
      const { width, height } = element.getBoundingClientRect();
      return width > 0 && height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    return {
      toasts: [...document.querySelectorAll('.toast')].filter(shown).map(box),
      choices: [...document.querySelectorAll('button')]
        .filter((button) =>
          /^(Keep mine|Take theirs)/.test(button.getAttribute('aria-label') ?? ''),
        )
        .map((button) => ({ name: button.getAttribute('aria-label') ?? '', ...box(button) })),
    };
  });

type Rect = { left: number; top: number; right: number; bottom: number };
const overlap = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('Keep mine and Take theirs never sit under a message', () => {
  test.each(SIZES)('at %s size, just after a deal at the table', async (size) => {
    const app = e2e.app();
    const mine = rubber(DEALS);
    const file = join(work, `${size}.json`);
    writeFileSync(file, JSON.stringify(toMatchFile(mine)));
    // The other device has deal 3 one down where this one has it made, and deal 4 as this one.
    const theirs = rubber([
      ...DEALS.slice(0, 2),
      { contract: '4S', declarer: 'N', tricks: 9 },
      { contract: '3NT', declarer: 'W', tricks: 9 },
    ]);
    const context = await e2e.browser().newContext(viewports[size]);
    givePatience(context);
    const page = await context.newPage();
    const problems = watchPage(page, app.origin);
    try {
      await page.goto(app.url);
      await page.getByLabel('Import a match file or backup').setInputFiles(file);
      await page.getByRole('link', { name: /^Open Rubber bridge/ }).click();
      await page.getByRole('button', { name: 'Dismiss' }).click();
      // Deal 4 at the table: its message stays a while, with Undo.
      const pad = page.getByRole('region', { name: 'Enter a deal' });
      // Deal 3 was written on the other device: its honors are theirs to claim, not asked here.
      await pad.getByRole('button', { name: '3 notrump', exact: true }).waitFor();
      expect(await pad.getByRole('group', { name: /^Honors on deal/ }).count()).toBe(0);
      await pad.getByRole('button', { name: '3 notrump', exact: true }).click();
      await pad.getByRole('button', { name: /^Declarer West/ }).click();
      await page.waitForTimeout(QUIET_MS + 50);
      await pad.getByRole('button', { name: /: exactly 9 tricks$/ }).click();
      await page.getByRole('heading', { level: 1, name: /^Deal 5/ }).waitFor();
      await page.getByText('⋯', { exact: true }).click();
      await page
        .getByRole('navigation', { name: 'More' })
        .getByRole('link', { name: 'Compare' })
        .click();
      await page
        .getByLabel("Or paste the other device's match code or link")
        .fill(`${app.url}${matchCodeFragment(theirs)}`);
      // The deal's message is still up (it stays ten seconds, for its Undo), at the table: the
      // button to read the code is not under it, nor under anything else. Seen where the button
      // stands, rather than by a click, which would wait for the message to go.
      const compare = page.getByRole('button', { name: 'Compare', exact: true });
      await compare.scrollIntoViewIfNeeded();
      const { button, tapped } = await compare.evaluate((element) => {
        const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
        const hit = document.elementFromPoint(left + width / 2, top + height / 2);
        return {
          button: { left, top, right, bottom },
          tapped: hit !== null && element.contains(hit),
        };
      });
      expect(tapped, 'a tap on Compare reaches it').toBe(true);
      for (const toast of (await rects(page)).toasts)
        expect(overlap(button, toast), 'Compare under a message').toBe(false);
      await compare.click();
      await page.getByRole('button', { name: 'Take theirs for deal 3' }).waitFor();
      await screenshot(page, `twodevices/${size}-compare-choices`, { fullPage: false });

      // Wherever the page is scrolled to bring a choice into view, no message covers it.
      const choices = (await rects(page)).choices.map((choice) => choice.name);
      expect(choices).toContain('Keep mine for deal 3');
      for (const name of choices) {
        for (const block of ['start', 'center', 'end'] as const) {
          await page
            .getByRole('button', { name, exact: true })
            .evaluate((button, at) => button.scrollIntoView({ block: at }), block);
          const seen = await rects(page);
          const choice = seen.choices.find((c) => c.name === name);
          if (choice === undefined) throw new Error(`${name} is gone`);
          for (const toast of seen.toasts) {
            expect(overlap(choice, toast), `${name} under a message, scrolled to ${block}`).toBe(
              false,
            );
          }
        }
      }
      expect(await horizontalOverflow(page)).toBe(0);
      expect(problems.consoleErrors).toEqual([]);
    } catch (error) {
      await screenshot(page, `twodevices/${size}-compare-choices-failed`, {
        fullPage: false,
      }).catch(() => undefined);
      throw error;
    } finally {
      await context.close();
    }
  });
});
