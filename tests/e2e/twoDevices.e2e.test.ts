// Two devices, one match, with no network (docs/format.md, "Two devices"): device A starts a
// Kapiti match and shows it; device B joins it by scanning A's screen with a camera, choosing its
// own WE; both enter the same deals and show the same check code; B enters one deal differently,
// scans A's Show match again, sees the difference and takes A's deal, which agrees every deal on
// B; A, still showing its code, marks its deals agreed with one tap once both show the same check
// code. The taps of that one exchange are counted.
//
// The camera is Chromium's fake camera playing a y4m file, which the test writes from a screenshot
// of A's QR code, so the whole camera path (getUserMedia, the video, the QR decoder) is real. This
// Chromium has no BarcodeDetector, so the decoder library the app falls back on reads the code;
// a second test gives the page a stand-in BarcodeDetector and sees the library never loaded.
// Screenshots land in test-results/screenshots/twodevices/.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeMatch } from '../../src/matchCode/matchCode.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { QUIET_MS } from '../../src/ui/common/tapGuard.ts';
import type { PageProblems, RunningApp } from './harness.ts';
import {
  closeBrowser,
  controlledByServiceWorker,
  givePatience,
  horizontalOverflow,
  launchBrowser,
  repoRoot,
  screenshot,
  startApp,
  viewports,
  watchPage,
} from './harness.ts';

const W = 640;
const H = 480;
const work = mkdtempSync(join(tmpdir(), 'bridgepad-camera-'));
const cameraFile = join(work, 'camera.y4m');

/**
 * A y4m video (a text header, then raw frames of YUV 4:2:0) of `rgba`, W by H: what Chromium's
 * fake camera plays, over and over.
 */
function writeY4m(rgba: Uint8ClampedArray | Buffer, frames = 3): void {
  const y = Buffer.alloc(W * H);
  const u = Buffer.alloc((W / 2) * (H / 2));
  const v = Buffer.alloc((W / 2) * (H / 2));
  const at = (x: number, row: number) => (row * W + x) * 4;
  for (let row = 0; row < H; row++) {
    for (let x = 0; x < W; x++) {
      const i = at(x, row);
      const [r, g, b] = [rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0];
      y[row * W + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  for (let row = 0; row < H / 2; row++) {
    for (let x = 0; x < W / 2; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = at(2 * x + dx, 2 * row + dy);
        r += (rgba[i] ?? 0) / 4;
        g += (rgba[i + 1] ?? 0) / 4;
        b += (rgba[i + 2] ?? 0) / 4;
      }
      const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
      u[row * (W / 2) + x] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      v[row * (W / 2) + x] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(
    cameraFile,
    Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]),
  );
}

/** A grey picture: the camera sees a table and no code yet. */
function writeBlankCamera(): void {
  writeY4m(Buffer.alloc(W * H * 4, 160));
}

/**
 * What the camera sees: the QR code on A's screen (a screenshot of it), set in the middle of the
 * camera's picture on a light grey table. The picture is made in the page's own canvas.
 */
async function pointCameraAt(page: Page, png: Buffer): Promise<void> {
  const base64 = await page.evaluate(
    async ({ data, width, height }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no 2d canvas');
      context.fillStyle = '#c8c8c8';
      context.fillRect(0, 0, width, height);
      const scale = Math.min((width - 60) / image.width, (height - 60) / image.height);
      const w = image.width * scale;
      const h = image.height * scale;
      context.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
      const pixels = context.getImageData(0, 0, width, height).data;
      let text = '';
      for (let i = 0; i < pixels.length; i += 0x8000) {
        text += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
      }
      return btoa(text);
    },
    { data: png.toString('base64'), width: W, height: H },
  );
  writeY4m(Buffer.from(base64, 'base64'));
}

interface Device {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

let app: RunningApp | undefined;
let browser: Browser | undefined;
let setupError: unknown;

beforeAll(async () => {
  try {
    writeBlankCamera();
    app = await startApp();
    browser = await launchBrowser({
      args: [
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${cameraFile}`,
      ],
    });
  } catch (error) {
    setupError = error;
  }
});

afterAll(async () => {
  try {
    await closeBrowser(browser);
  } finally {
    await app?.close();
    rmSync(work, { recursive: true, force: true });
  }
});

function ready(): { app: RunningApp; browser: Browser } {
  if (setupError !== undefined) throw setupError;
  if (app === undefined || browser === undefined) throw new Error('not set up');
  return { app, browser };
}

/**
 * A phone with the app loaded once over the network, then reloaded under its service worker and
 * cut off from the network: everything after this runs offline.
 */
async function offlinePhone(size: 'phone' | 'narrow' = 'phone'): Promise<Device> {
  const { app, browser } = ready();
  const context = await browser.newContext(viewports[size]);
  givePatience(context);
  await context.grantPermissions(['camera'], { origin: app.origin });
  const page = await context.newPage();
  const problems = watchPage(page, app.origin);
  await page.goto(app.url);
  await page.getByRole('heading', { name: 'Matches' }).waitFor();
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  return { context, page, problems };
}

async function startKapiti(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'New match' }).click();
  await page.getByRole('radio', { name: 'Kapiti 30-deal match' }).click();
  for (const [seat, name] of [
    ['North', 'Hēnare Pōtae'],
    ['East', 'Łukasz Wiśniewski'],
    ['South', 'Zoë Ngāti'],
    ['West', 'Aroha Tūho'],
  ] as const) {
    await page.getByRole('combobox', { name: seat }).fill(name);
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('region', { name: 'Enter a deal' }).waitFor();
}

/**
 * Three taps: the contract, the declarer, the result chip (named for its tricks); then the deal's
 * message. A player's next result tap on the same spot comes later than the table's guard against
 * a stray second tap (QUIET_MS), so the test waits as long.
 */
async function enterDeal(page: Page, contract: string, declarer: string, result: RegExp) {
  const pad = page.getByRole('region', { name: 'Enter a deal' });
  const deal = Number(
    /Deal (\d+)/.exec(await page.getByRole('heading', { level: 1 }).innerText())?.[1],
  );
  await pad.getByRole('button', { name: contract, exact: true }).click();
  await pad.getByRole('button', { name: new RegExp(`^Declarer ${declarer}`) }).click();
  await pad.getByRole('button', { name: result }).click();
  await page.getByRole('heading', { level: 1, name: new RegExp(`^Deal ${deal + 1} of`) }).waitFor();
  await page.waitForTimeout(QUIET_MS + 50);
}

const checkCodeOf = async (page: Page) =>
  /^Check code ([2-9A-Z]{4})/.exec(await page.getByText(/^Check code /).innerText())?.[1];

/** The players' taps, both devices together, counted where the test says so. */
let taps = 0;
async function tap(target: { click: () => Promise<void> }): Promise<void> {
  taps += 1;
  await target.click();
}

async function openMenuLink(page: Page, name: string): Promise<void> {
  await tap(page.getByText('⋯', { exact: true }));
  await tap(page.getByRole('navigation', { name: 'More' }).getByRole('link', { name }));
}

/** A's Show match, its QR code in a screenshot. */
async function showMatch(device: Device): Promise<Buffer> {
  await openMenuLink(device.page, 'Show match');
  const code = device.page.getByRole('img', { name: 'Match code, part 1 of 1' });
  await code.waitFor();
  return code.screenshot();
}

/** True when no message shown on the page lies over the element. */
const underNoMessage = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...document.querySelectorAll('.toast')].every((toast) => {
      const over = toast.getBoundingClientRect();
      return (
        over.width === 0 ||
        over.height === 0 ||
        over.right <= box.left ||
        box.right <= over.left ||
        over.bottom <= box.top ||
        box.bottom <= over.top
      );
    });
  });

const decoderLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/qrDecode-[^/]*\.js$/.test(entry.name)),
  );

const SHOTS = 'twodevices';

describe('two devices, one match, no network', () => {
  test('B joins A by camera; both agree; a difference is seen and settled', async () => {
    const a = await offlinePhone();
    const b = await offlinePhone();
    try {
      // A starts a Kapiti match and shows it.
      await startKapiti(a.page);
      await pointCameraAt(b.page, await showMatch(a));
      await screenshot(a.page, `${SHOTS}/a-show-match`, { fullPage: false });

      // B joins it by scanning A's screen.
      expect(await b.page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
      await b.page.getByRole('link', { name: 'Join a match' }).click();
      await b.page.getByRole('button', { name: 'Scan the other device’s code' }).click();
      const offer = b.page.getByRole('region', { name: 'Kapiti 30-deal match' });
      await offer.waitFor();
      expect(await decoderLoaded(b.page)).toBe(true);
      await screenshot(b.page, `${SHOTS}/b-join-offer`, { fullPage: false });
      expect(await offer.innerText()).toContain('Hēnare Pōtae & Zoë Ngāti v Łukasz Wiśniewski');
      // A keeps North–South as WE: B, at the other pair's device, is offered East–West as WE.
      const weOnB = offer.getByRole('radiogroup', { name: 'WE on this device' });
      expect(
        await weOnB
          .getByRole('radio', { name: 'East–West: Łukasz Wiśniewski & Aroha Tūho' })
          .isChecked(),
      ).toBe(true);
      await offer.getByRole('button', { name: 'Join this match' }).click();
      await b.page.getByRole('region', { name: 'Enter a deal' }).waitFor();
      const idOf = (page: Page) => new URL(page.url()).hash.replace('#/match/', '');
      expect(idOf(b.page)).toBe(
        await a.page.evaluate(() => window.location.hash.split('/')[2] ?? ''),
      );

      // Both enter the same three deals, and read the same check code.
      await a.page.getByRole('link', { name: 'Back to the table' }).click();
      for (const device of [a, b]) {
        await enterDeal(device.page, '4 spades', 'South', /: exactly 10 tricks$/);
        await enterDeal(device.page, '3 notrump', 'West', /: exactly 9 tricks$/);
        await enterDeal(device.page, '2 hearts', 'North', /: 7 tricks, down 1$/);
      }
      // B's sheet heads its WE column with the pair B chose.
      expect(await b.page.getByRole('columnheader', { name: /^WE/ }).first().innerText()).toContain(
        'Łukasz Wiśniewski & Aroha Tūho',
      );
      const agreedCode = await checkCodeOf(a.page);
      expect(await checkCodeOf(b.page)).toBe(agreedCode);

      // Deal 4: A has 1NT by East made, B has it one down.
      await enterDeal(a.page, '1 notrump', 'East', /: exactly 7 tricks$/);
      await enterDeal(b.page, '1 notrump', 'East', /: 6 tricks, down 1$/);
      const codeA = await checkCodeOf(a.page);
      expect(await checkCodeOf(b.page)).not.toBe(codeA);
      await screenshot(b.page, `${SHOTS}/b-table-differs`, { fullPage: false });

      // One exchange agrees both devices. A shows its match; B scans it and settles.
      taps = 0;
      const shownAt = Date.now();
      await pointCameraAt(b.page, await showMatch(a));
      await openMenuLink(b.page, 'Compare');
      await b.page.getByRole('heading', { name: 'Compare with another device' }).waitFor();
      const scanAt = Date.now();
      await tap(b.page.getByRole('button', { name: 'Scan the other device’s code' }));
      const differ = b.page.getByText(/^Deal 4: you 1NT by East/);
      await differ.waitFor();
      const seenAt = Date.now();
      console.log(
        `Show match on A to the comparison on B: ${seenAt - shownAt} ms ` +
          `(of which B's scan, from the tap to the difference shown: ${seenAt - scanAt} ms)`,
      );
      expect(await differ.innerText()).toMatch(/; they 1NT by East/);
      expect(await b.page.getByText('Deals 1–3 agree').isVisible()).toBe(true);
      await screenshot(b.page, `${SHOTS}/b-compare`);
      expect(await horizontalOverflow(b.page)).toBe(0);

      // B takes A's deal: that one tap agrees all four deals on B, with A's check code.
      await tap(b.page.getByRole('button', { name: 'Take theirs for deal 4' }));
      await b.page.getByText(`All 4 deals agree. Check code ${codeA} on both devices.`).waitFor();
      expect(await b.page.getByRole('button', { name: /^Mark the/ }).count()).toBe(0);
      await screenshot(b.page, `${SHOTS}/b-settled`, { fullPage: false });

      // A, still showing its code, sees B show the same check code and says so: one tap. The
      // button is under no message, the table's last one included, wherever it is scrolled to.
      const agreeOnA = a.page.getByRole('region', { name: `Check code ${codeA}` });
      const agreeButton = agreeOnA.getByRole('button', {
        name: `Both devices show ${codeA}: mark the 4 deals agreed`,
      });
      await agreeButton.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      expect(await underNoMessage(agreeButton)).toBe(true);
      await tap(agreeButton);
      await agreeOnA.getByText('All 4 deals agreed').waitFor();
      await screenshot(a.page, `${SHOTS}/a-agreed`, { fullPage: false });
      console.log(`Taps to agree both devices, one difference settled: ${taps}, one code read`);
      expect(taps).toBe(7);

      // Both tables mark all four deals agreed, with the same check code.
      for (const device of [a, b]) {
        await device.page.getByRole('link', { name: 'Back to the table' }).click();
        expect(await checkCodeOf(device.page)).toBe(codeA);
        await device.page.getByText(/^Check code \w{4} · All 4 deals agreed$/).waitFor();
        expect(
          await device.page.getByRole('button', { name: /, agreed on both devices$/ }).count(),
        ).toBeGreaterThanOrEqual(4);
      }
      await screenshot(b.page, `${SHOTS}/b-table-agreed`, { fullPage: false });

      for (const device of [a, b]) {
        expect(device.problems.consoleErrors).toEqual([]);
        expect(device.problems.foreignRequests).toEqual([]);
      }
    } catch (error) {
      await screenshot(a.page, `${SHOTS}/a-failed`).catch(() => undefined);
      await screenshot(b.page, `${SHOTS}/b-failed`).catch(() => undefined);
      throw error;
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  test('where the browser has a BarcodeDetector, it reads the camera and no decoder is loaded', async () => {
    const kapiti = validateMatch(
      JSON.parse(readFileSync(join(repoRoot, 'tests/golden/kapiti-30-deals-tie.json'), 'utf8')),
    );
    if (!kapiti.ok) throw new Error('the golden Kapiti match does not read');
    const [code = ''] = encodeMatch(kapiti.value);
    const b = await offlinePhone('narrow');
    try {
      // A stand-in for the platform's own detector (as on most phones): it is handed the live
      // video, and answers with the code once the video has pictures.
      await b.page.evaluate(`(() => {
        const calls = [];
        window.__detectorCalls = calls;
        window.BarcodeDetector = class {
          static getSupportedFormats() { return Promise.resolve(['qr_code']); }
          detect(source) {
            const video = source instanceof HTMLVideoElement ? source : null;
            calls.push(video === null ? 'not a video' : 'video ' + video.videoWidth);
            return Promise.resolve(video !== null && video.videoWidth > 0 && window.__codeInView
              ? [{ rawValue: ${JSON.stringify(code)} }] : []);
          }
        };
      })()`);
      await b.page.getByRole('link', { name: 'Join a match' }).click();
      await b.page.getByRole('button', { name: 'Scan the other device’s code' }).click();
      await b.page.getByText('Hold the camera over the other device’s code.').waitFor();
      expect(await b.page.getByLabel('Camera', { exact: true }).count()).toBe(1);
      expect(await horizontalOverflow(b.page)).toBe(0);
      await screenshot(b.page, `${SHOTS}/narrow-camera`, { fullPage: false });
      // The other device's code comes into the camera's view.
      await b.page.evaluate('window.__codeInView = true');
      await b.page.getByRole('button', { name: 'Join this match' }).waitFor();
      expect(await b.page.getByLabel('Camera', { exact: true }).count()).toBe(0);
      await screenshot(b.page, `${SHOTS}/narrow-join-offer`, { fullPage: false });
      expect(await horizontalOverflow(b.page)).toBe(0);
      const calls = await b.page.evaluate(
        () => (window as unknown as { __detectorCalls: string[] }).__detectorCalls,
      );
      expect(calls.at(-1)).toBe(`video ${W}`);
      expect(await decoderLoaded(b.page)).toBe(false);
      expect(b.problems.consoleErrors).toEqual([]);
    } finally {
      await b.context.close();
    }
  });
});
