// The features the browser tests' Chromium runs without, read from the command line of a Chromium
// the harness launched: Chromium heeds only the last --disable-features (and --enable-features) it
// is given, and Playwright puts its own before ours, so ours must hold all of Playwright's
// (scripts/chromium.ts). Otherwise the tests would run with PaintHolding, OptimizationHints and the
// rest of what Playwright leaves out switched back on. And that Chromium, the headless shell the
// pages are opened in, is the release of the Chromium a player runs.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FEATURES_OFF, chromiumPath } from '../../scripts/chromium.ts';
import { launchBrowser } from './harness.ts';

/** A flag Chromium does not know, and ignores: it marks the browser this test launched. */
const MARK = '--bridgepad-flags-check';

/** The command line of the browser process whose flags include MARK (not its children's). */
function commandLineMarked(): string[] {
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // gone since the folder was read
    }
    if (args.includes(MARK) && !args.some((arg) => arg.startsWith('--type='))) return args;
  }
  throw new Error(`no Chromium process has ${MARK} on its command line`);
}

/** Each value of `--name=a,b` on the command line, in order, as lists. */
function lists(args: string[], name: string): string[][] {
  const prefix = `--${name}=`;
  return args
    .filter((arg) => arg.startsWith(prefix))
    .map((arg) => arg.slice(prefix.length).split(','));
}

describe("Chromium's features as the browser tests launch it", () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser({ args: [MARK] });
  });
  afterAll(async () => {
    await browser?.close();
  });
  const launched = () => {
    if (browser === undefined) throw new Error('Chromium did not start (see beforeAll)');
    return browser;
  };

  test('the list Chromium heeds, the last, holds every feature Playwright leaves out and ours', () => {
    const args = commandLineMarked();
    const off = lists(args, 'disable-features');
    // Playwright's own list, and ours after it.
    expect(off.length).toBeGreaterThanOrEqual(2);
    const heeded = off.at(-1) ?? [];
    for (const earlier of off.slice(0, -1)) expect(heeded).toEqual(expect.arrayContaining(earlier));
    expect(heeded).toEqual(expect.arrayContaining(FEATURES_OFF));
    // Playwright's features on (e.g. its screenshots' own surface) are not undone either.
    const on = lists(args, 'enable-features');
    for (const earlier of on.slice(0, -1))
      expect(on.at(-1)).toEqual(expect.arrayContaining(earlier));
  });

  test("the pages' Chromium is the release of the Chromium a player runs", () => {
    const player = execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const release = /\d+\.\d+\.\d+\.\d+/.exec(player)?.[0];
    expect(release, `${chromiumPath} --version said: ${player}`).toBeDefined();
    expect(launched().version()).toBe(release);
  });

  test('a new page is the only thing its context loads: no address-bar page of the desktop browser', async () => {
    const cdp = await launched().newBrowserCDPSession();
    const context = await launched().newContext();
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
