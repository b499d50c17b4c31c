// The features the browser tests' Chromium runs without, read from the command line of a Chromium
// the harness launched: Chromium heeds only the last --disable-features (and --enable-features) it
// is given, and Playwright puts its own before ours, so ours must hold all of Playwright's
// (scripts/chromium.ts). Otherwise the tests would run with PaintHolding, OptimizationHints and the
// rest of what Playwright leaves out switched back on. Both the headless shell the pages are opened
// in and the full Chromium of a kept profile and of the benchmarks are launched with these flags;
// the desktop browser's own pages, which the features left out keep away, are the full one's.
import { readFileSync, readdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FEATURES_OFF, chromiumPath } from '../../scripts/chromium.ts';
import { launchBrowser, launchPlayersChromium } from './harness.ts';

/** Flags Chromium does not know, and ignores: each marks a browser this test launched. */
const MARKS = { shell: '--bridgepad-flags-check-shell', full: '--bridgepad-flags-check-full' };

/** The command line of the browser process whose flags include `mark` (not its children's). */
function commandLineMarked(mark: string): string[] {
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // gone since the folder was read
    }
    if (args.includes(mark) && !args.some((arg) => arg.startsWith('--type='))) return args;
  }
  throw new Error(`no Chromium process has ${mark} on its command line`);
}

/** Each value of `--name=a,b` on the command line, in order, as lists. */
function lists(args: string[], name: string): string[][] {
  const prefix = `--${name}=`;
  return args
    .filter((arg) => arg.startsWith(prefix))
    .map((arg) => arg.slice(prefix.length).split(','));
}

describe("Chromium's features as the browser tests launch it", () => {
  const browsers: Partial<Record<keyof typeof MARKS, Browser>> = {};
  beforeAll(async () => {
    browsers.shell = await launchBrowser({ args: [MARKS.shell] });
    browsers.full = await launchPlayersChromium({ args: [MARKS.full] });
  });
  afterAll(async () => {
    await Promise.all(Object.values(browsers).map((browser) => browser.close()));
  });

  test.each(['shell', 'full'] as const)(
    'the list Chromium heeds, the last, holds every feature Playwright leaves out and ours (%s)',
    (which) => {
      const args = commandLineMarked(MARKS[which]);
      const off = lists(args, 'disable-features');
      // Playwright's own list, and ours after it.
      expect(off.length).toBeGreaterThanOrEqual(2);
      const heeded = off.at(-1) ?? [];
      for (const earlier of off.slice(0, -1))
        expect(heeded).toEqual(expect.arrayContaining(earlier));
      expect(heeded).toEqual(expect.arrayContaining(FEATURES_OFF));
      // Playwright's features on (e.g. its screenshots' own surface) are not undone either.
      const on = lists(args, 'enable-features');
      for (const earlier of on.slice(0, -1))
        expect(on.at(-1)).toEqual(expect.arrayContaining(earlier));
    },
  );

  test("a new page is the only thing its context loads in the full browser: no address-bar page of the desktop browser's", async () => {
    const full = browsers.full;
    if (full === undefined) throw new Error(`Chromium did not start from ${chromiumPath}`);
    const cdp = await full.newBrowserCDPSession();
    const context = await full.newContext();
    try {
      await context.newPage();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as {
        targetInfos: { type: string; url: string }[];
      };
      expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual([
        'page about:blank',
      ]);
    } finally {
      await context.close();
    }
  });
});
