// The core flows as one engine's tests: every *.engine.test.ts calls coreSuite with its engine.
// The engine starts once for its file; each test opens its own page (its own storage) on its own
// served app, and a failed test leaves its screen in test-results/screenshots/engines/.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PERSIST_ANSWER_WAIT_MS } from '../../src/db/persistence.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { matchCodeFragment } from '../../src/matchCode/matchCode.ts';
import type { RunningApp } from '../e2e/harness.ts';
import { poppler, repoRoot, startApp } from '../e2e/harness.ts';
import {
  SAMPLE,
  checkCode,
  matchId,
  correctUndoRedo,
  firstTap,
  fixture,
  importMatch,
  playByTaps,
  playDeal,
  startRubber,
  totals,
  totalsAre,
} from './coreFlows.ts';
import { secondVersion, serveAt, versionOf } from './secondVersion.ts';
import type { Engine, EngineName, EnginePage, SizeName } from '../../scripts/engines/engines.ts';
import { startEngine } from '../../scripts/engines/engines.ts';
import { limits } from '../../scripts/limits.ts';
import { layoutFixture } from '../e2e/layoutFixture.ts';
import { lookAtEveryScreen, restoreDevice } from './layoutLooks.ts';
import {
  chooseFile,
  find,
  keepSaves,
  tapText,
  savedFile,
  screenSays,
  shot,
  tap,
  underServiceWorker,
  waitForText,
  waitUntil,
} from '../../scripts/engines/screen.ts';

export interface SuiteOptions {
  /**
   * The sizes the flows run at, each played by touch (WPE keeps one window size whatever is
   * asked): the sample rubber at the first, and the flows after it at each size in turn, so that
   * every size is played without playing any flow at every size.
   */
  readonly sizes: readonly SizeName[];
  /**
   * The settings the layout check looks at every screen in: a size, and the browser's default
   * text in px (32 is the browser's text at 200%, where the engine can be set to it).
   */
  readonly looks: readonly (readonly [SizeName, number])[];
  /** The engine never answers a request for persistent storage (Firefox headless). */
  readonly persistUnanswered?: boolean;
  /**
   * A stand-in camera can be shown to the app: a canvas's stream, played in the app's video.
   * False where the engine here shows no camera picture at all, and the app's answer to a device
   * with no camera is checked instead: WPE 2.38 as cog builds it has no camera, and WebKitGTK
   * under Xvfb never starts a stream in a video (it stays at readyState 0).
   */
  readonly camera: boolean;
}

/**
 * Stands a camera in for `page`: its picture is a canvas showing the match code on `shown`'s
 * screen, streamed by captureStream, and getUserMedia hands that stream to the app. (Firefox's and
 * WebKit's own fake cameras show only a test pattern.) Answers 'ready', or what is missing.
 */
async function pointCameraAt(page: EnginePage, shown: EnginePage): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bridgepad-engine-camera-'));
  const file = join(dir, 'screen.png');
  const measure = () =>
    shown.run<{ x: number; y: number; width: number; height: number; of: number }>(
      `() => {
        const code = document.querySelector('.show-match svg');
        const { x, y, width, height } = code.getBoundingClientRect();
        return { x, y, width, height, of: innerWidth };
      }`,
    );
  // Where the code is, the same before and after the screenshot: a message going from above it
  // (the saved file's, after 4 s) moves it, and a picture cut where it was shows half a code.
  const box = await waitUntil(
    'the match code standing still for its screenshot',
    async () => {
      const before = JSON.stringify(await measure());
      await shown.screenshot(file);
      const after = await measure();
      return JSON.stringify(after) === before ? after : null;
    },
    { page: shown },
  );
  return page.run<string>(
    `async (png, box) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const image = new Image();
      image.src = URL.createObjectURL(new Blob([bytes], { type: 'image/png' }));
      await image.decode();
      const canvas = document.createElement('canvas');
      if (typeof canvas.captureStream !== 'function') return 'no captureStream';
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d');
      // The screenshot's pixels per CSS px; a margin of light round the code, as on a screen.
      const ratio = image.width / box.of;
      const margin = 24;
      const [sx, sy] = [(box.x - margin) * ratio, (box.y - margin) * ratio];
      const [sw, sh] = [(box.width + 2 * margin) * ratio, (box.height + 2 * margin) * ratio];
      const scale = Math.min(420 / sw, 420 / sh);
      let frame = 0;
      const draw = () => {
        // A picture that changes a little, as a camera's does, so the stream has new frames.
        frame += 1;
        context.fillStyle = frame % 2 === 0 ? '#c8c8c8' : '#c9c9c9';
        context.fillRect(0, 0, 640, 480);
        context.drawImage(image, sx, sy, sw, sh, (640 - sw * scale) / 2, (480 - sh * scale) / 2, sw * scale, sh * scale);
      };
      draw();
      setInterval(draw, 100);
      const stream = canvas.captureStream(10);
      const devices = navigator.mediaDevices ?? {};
      devices.getUserMedia = async () => stream;
      if (navigator.mediaDevices === undefined) {
        Object.defineProperty(navigator, 'mediaDevices', { value: devices, configurable: true });
      }
      return 'ready';
    }`,
    [readFileSync(file).toString('base64'), box],
  );
}

/** Whether the update prompt's Update now can be tapped; null while there is no prompt. */
function updateNowEnabled(page: EnginePage): Promise<boolean | null> {
  return page.run<boolean | null>(`() => {
    const button = [...document.querySelectorAll('.update-prompt button')]
      .find((b) => b.textContent.trim() === 'Update now');
    return button === undefined ? null : !button.disabled;
  }`);
}

/** A served app and the devices a test opens on it (coreSuite's onDevices). */
interface Devices {
  readonly app: RunningApp;
  /** Another device on the app, opened at `at` (the app's address unless said). */
  device(at?: string): Promise<EnginePage>;
  /** Something else the test started, closed after it as the app is. */
  alsoClose(close: () => Promise<void>): void;
}

export function coreSuite(name: EngineName, options: SuiteOptions): void {
  let engine: Engine | undefined;
  let startError: unknown;

  // Within a set-up's limit (limits.browserHook): each start of a browser or a driver has its own.
  beforeAll(async () => {
    try {
      engine = await startEngine(name);
    } catch (error) {
      startError = error;
    }
  });

  // Each engine's share of the run is said by the run's reporter (tests/setup/engineShares.ts).
  afterAll(async () => {
    await engine?.close().catch(() => undefined);
  });

  /**
   * A freshly served app and as many devices on it as the test opens (each a page with its own
   * storage); the last device's screen is kept when the test fails, and everything is closed
   * after it, with whatever else the test hands over to close.
   */
  async function onDevices(
    size: SizeName,
    shotName: string,
    body: (devices: Devices) => Promise<void>,
  ): Promise<void> {
    if (engine === undefined) throw startError instanceof Error ? startError : new Error(name);
    const running = engine;
    const app = await startApp();
    const pages: EnginePage[] = [];
    const closers: (() => Promise<void>)[] = [];
    try {
      await body({
        app,
        device: async (at = app.url) => {
          const page = await running.newPage({ size });
          pages.push(page);
          await page.goto(at);
          return page;
        },
        alsoClose: (close) => closers.push(close),
      });
    } catch (error) {
      const last = pages.at(-1);
      if (last === undefined) throw error;
      await shot(last, `${shotName}-failed`).catch(() => undefined);
      // What the last device showed, in the report: a run elsewhere keeps no screenshot.
      const said = await screenSays(last).catch((why: unknown) => `unread (${String(why)})`);
      if (error instanceof Error) error.message += `\nThe last device showed: ${said}`;
      throw error;
    } finally {
      await Promise.all(pages.map((page) => page.close().catch(() => undefined)));
      await Promise.all(closers.map((close) => close().catch(() => undefined)));
      await app.close();
    }
  }

  /** One device on a freshly served app, its screen kept after the test (onDevices). */
  function onPage(
    size: SizeName,
    shotName: string,
    body: (page: EnginePage, app: RunningApp) => Promise<void>,
  ): Promise<void> {
    return onDevices(size, shotName, async ({ app, device }) => {
      const page = await device();
      await body(page, app);
      await shot(page, shotName);
    });
  }

  describe(`in ${name}`, () => {
    test.each(options.looks)(
      'every main screen holds together at %s size with %i px text',
      async (size, fontPx) => {
        const device = await layoutFixture();
        // The browser's text size is set as the engine starts: another start of the engine.
        const looker = fontPx === 16 ? engine : await startEngine(name, fontPx);
        if (looker === undefined) throw startError instanceof Error ? startError : new Error(name);
        const app = await startApp();
        const page = await looker.newPage({ size });
        try {
          await page.goto(app.url);
          await restoreDevice(page, device);
          const faults = await lookAtEveryScreen(page, device, `${size}-${fontPx}px`);
          expect(faults).toEqual([]);
        } finally {
          await page.close().catch(() => undefined);
          if (looker !== engine) await looker.close().catch(() => undefined);
          await app.close();
        }
      },
    );

    const rubberSize = options.sizes[0] ?? 'phone';
    test(`the sample rubber by taps at ${rubberSize} size totals 2380 to 550; a double and a slow triple tap write one deal each; undo and redo hold across a reload`, async () => {
      await onPage(rubberSize, `sample-rubber-${rubberSize}`, async (page) => {
        const { match } = fixture(SAMPLE);
        await startRubber(page, match);
        await playByTaps(page, match);
        await totalsAre(page, ['2380', '550']);
        await page.reload();
        await totalsAre(page, ['2380', '550']);
        await correctUndoRedo(page, ['2380', '550']);
      });
    });

    /** The flows after the sample rubber, each at the next size in turn. */
    let turn = 1;
    const nextSize = (): SizeName => options.sizes[turn++ % options.sizes.length] ?? 'phone';

    const importSize = nextSize();
    test('a match file imported opens with its sheet; Export saves it back and Export all a backup, and the app stays open', async () => {
      await onPage(importSize, 'import-export', async (page) => {
        const { text, match } = fixture(SAMPLE);
        await importMatch(page, { name: 'sample.json', text });
        await tap(page, 'link', /^Open Rubber bridge/);
        await totalsAre(page, ['2380', '550']);
        await tapText(page, '⋯');
        await tap(page, 'link', 'Export');
        await find(page, 'button', 'Save match file');
        const at = await page.url();
        await keepSaves(page);
        await tap(page, 'button', 'Save match file');
        const saved = await savedFile(page, /\.json$/);
        const read = validateMatch(JSON.parse(saved.bytes.toString('utf8')) as unknown);
        expect(read.ok && read.value.deals).toEqual(match.deals);
        // The player is still in the app, on the same screen.
        await find(page, 'button', 'Save match file');
        expect(await page.url()).toBe(at);
        await tap(page, 'link', 'Matches');
        const list = await page.url();
        await keepSaves(page);
        await tap(page, 'button', 'Export all');
        const backup = await savedFile(page, /backup/i);
        expect(backup.bytes.toString('utf8')).toContain(
          (match.players as Record<string, string>).N ?? '',
        );
        await waitForText(page, 'Backup saved.');
        expect(await page.url()).toBe(list);
      });
    });

    if (options.persistUnanswered === true) {
      const persistSize = nextSize();
      test('asked to keep the scores, a browser that never answers is said in Settings, and can be asked again', async () => {
        await onPage(persistSize, 'persist-unanswered', async (page) => {
          await page.run("() => { window.location.hash = '#/settings'; return true; }");
          await tap(page, 'button', 'Ask for persistent storage now');
          // The app waits for an answer first (PERSIST_ANSWER_WAIT_MS), then says so.
          await waitForText(
            page,
            'the browser has not answered',
            PERSIST_ANSWER_WAIT_MS + limits.answer,
          );
          await find(page, 'button', 'Ask for persistent storage again');
        });
      });
    }

    const offlineSize = nextSize();
    test('offline, with the server gone, the app starts from its service worker with the match', async () => {
      await onPage(offlineSize, 'offline', async (page, app) => {
        const { text } = fixture(SAMPLE);
        await importMatch(page, { name: 'sample.json', text });
        await underServiceWorker(page);
        await app.close();
        await page.reload();
        await tap(page, 'link', /^Open Rubber bridge/);
        await totalsAre(page, ['2380', '550']);
      });
    });

    const updateSize = nextSize();
    test('a new version waits while a deal is half entered; once it is written, Update now brings the new version with the match', async () => {
      await onDevices(updateSize, 'update', async ({ app, device, alsoClose }) => {
        const page = await device();
        const { match } = fixture(SAMPLE);
        await startRubber(page, match);
        await underServiceWorker(page);
        // The next release replaces this one at the same address.
        const outDir = secondVersion('second');
        await app.close();
        const second = await serveAt(outDir, Number(new URL(app.origin).port));
        alsoClose(() => second.close());
        await page.reload();
        await waitForText(page, 'Update available.', limits.serviceWorker);
        expect(await versionOf(page)).toBeNull();
        await waitUntil('Update now to tap', async () => (await updateNowEnabled(page)) ?? null, {
          page,
        });
        await shot(page, 'update-prompt');

        await tap(page, 'button', firstTap(match, 0));
        await waitForText(page, 'Finish or cancel the deal you are entering first.');
        expect(await updateNowEnabled(page)).toBe(false);
        await shot(page, 'update-during-deal');
        await playDeal(page, match, 0, { from: 1 });
        await waitUntil(
          'Update now to tap again',
          async () => (await updateNowEnabled(page)) || null,
          { page },
        );
        expect(await versionOf(page)).toBeNull();
        const written = await totals(page);

        await tap(page, 'button', 'Update now');
        await waitUntil(
          'the new version',
          async () => ((await versionOf(page).catch(() => null)) === 'second' ? true : null),
          { ms: limits.serviceWorker, page },
        );
        await find(page, 'region', 'Enter a deal');
        await waitForText(page, /Deal 2/);
        await totalsAre(page, written);
        expect(await updateNowEnabled(page)).toBeNull();
        await shot(page, 'update-taken');
      });
    });

    const pdfSize = nextSize();
    test("the Kapiti Summary's PDF is saved and reads back with its players and totals", async () => {
      await onPage(pdfSize, 'kapiti-pdf', async (page) => {
        const text = readFileSync(join(repoRoot, 'tests/golden/kapiti-30-deals-tie.json'), 'utf8');
        const match = JSON.parse(text) as { players: Record<string, string> };
        const north = match.players.N ?? '';
        await importMatch(page, { name: 'kapiti.json', text });
        await tap(page, 'link', /^Open Kapiti 30-deal match/);
        await tapText(page, '⋯');
        await tap(page, 'link', 'Summary');
        await find(page, 'heading', 'Rubber Bridge Summary Score Sheet');
        const at = await page.url();
        await keepSaves(page);
        await tap(page, 'button', 'Share or save PDF');
        const pdf = await savedFile(page, /\.pdf$/);
        const dir = mkdtempSync(join(tmpdir(), 'bridgepad-engine-pdf-'));
        writeFileSync(join(dir, 'summary.pdf'), pdf.bytes);
        const words = poppler('pdftotext', ['-layout', join(dir, 'summary.pdf'), '-']);
        expect(words).toContain('Summary Score Sheet');
        expect(words).toContain(north);
        await find(page, 'heading', 'Rubber Bridge Summary Score Sheet');
        expect(await page.url()).toBe(at);
      });
    });

    const joinedSize = nextSize();
    test('two devices: a match joined by its link shows the same check code', async () => {
      await onDevices(joinedSize, 'joined', async ({ app, device }) => {
        const { text, match } = fixture(SAMPLE);
        const a = await device();
        await importMatch(a, { name: 'sample.json', text });
        await tap(a, 'link', /^Open Rubber bridge/);
        const code = await checkCode(a);
        // The link as the first device shows it: its match has the id it is kept under there.
        const b = await device(
          `${app.url}${matchCodeFragment({ ...match, id: await matchId(a) })}`,
        );
        await tap(b, 'button', 'Join this match');
        await find(b, 'region', 'Enter a deal');
        expect(await checkCode(b)).toBe(code);
        await shot(b, 'joined');
      });
    });

    // The stand-in camera's picture is the showing device's screenshot: at 320 px in Firefox it
    // is too coarse to stand for a phone's screen (its code went unread at that size), so a
    // camera is pointed at a phone's.
    const codeSize = options.camera ? rubberSize : nextSize();
    test(`two devices: a match joined by its saved match code file shows the same check code; ${options.camera ? 'so does one joined by the camera' : 'with no camera here, the app says so'}`, async () => {
      await onDevices(codeSize, 'joined-by-code', async ({ device: page }) => {
        const a = await page();
        const { text } = fixture(SAMPLE);
        await importMatch(a, { name: 'sample.json', text });
        await tap(a, 'link', /^Open Rubber bridge/);
        const code = await checkCode(a);
        await tapText(a, '⋯');
        await tap(a, 'link', 'Show match');
        await find(a, 'img', 'Match code, part 1 of 1');
        await keepSaves(a);
        await tap(a, 'button', 'Save match code');
        const saved = await savedFile(a, /\.bpm\.txt$/);

        // By the file, as it reaches the other device.
        const byFile = await page();
        await tap(byFile, 'link', 'Join a match');
        await chooseFile(byFile, 'Or choose a match code file', {
          name: saved.name,
          text: saved.bytes.toString('utf8'),
          type: 'text/plain',
        });
        await tap(byFile, 'button', 'Join this match');
        await find(byFile, 'region', 'Enter a deal');
        expect(await checkCode(byFile)).toBe(code);
        await shot(byFile, 'joined-by-file');

        // By the camera: B's camera sees A's screen.
        const byCamera = await page();
        const camera = options.camera ? await pointCameraAt(byCamera, a) : 'none';
        expect(camera).toBe(options.camera ? 'ready' : 'none');
        await tap(byCamera, 'link', 'Join a match');
        await tap(byCamera, 'button', 'Scan the other device’s code');
        if (!options.camera) {
          await waitForText(byCamera, 'No camera was found on this device.');
          await shot(byCamera, 'no-camera');
          return;
        }
        await tap(byCamera, 'button', 'Join this match');
        await find(byCamera, 'region', 'Enter a deal');
        expect(await checkCode(byCamera)).toBe(code);
        await shot(byCamera, 'joined-by-camera');
      });
    });

    test('a tap whose control the page moves away at the touch is stopped where it lands, changes nothing, and is tapped again', async () => {
      if (engine === undefined) throw startError instanceof Error ? startError : new Error(name);
      const page = await engine.newPage({ size: 'phone' });
      try {
        // At the first touch, a choice comes in above the button and takes its place.
        await page.goto(`data:text/html,${encodeURIComponent(MOVED_UNDER_THE_TOUCH)}`);
        await tap(page, 'button', 'Go');
        expect(
          await page.run<string>(
            '() => JSON.stringify({ clicks: window.clicks, chosen: document.querySelector("input")?.checked })',
          ),
        ).toBe('{"clicks":1,"chosen":false}');
      } finally {
        await page.close();
      }
    });
  });
}

/** A page whose button a choice takes the place of at the first touch, as a late scroll would. */
const MOVED_UNDER_THE_TOUCH = `<!doctype html>
<meta name="viewport" content="width=device-width">
<body style="margin: 0">
<div id="above"></div>
<button style="display: block; margin-top: 100px; width: 200px; height: 60px">Go</button>
<script>
  let moved = false;
  window.clicks = 0;
  document.querySelector('button').addEventListener('click', () => window.clicks++);
  for (const type of ['touchstart', 'pointerdown', 'mousedown']) {
    document.addEventListener(type, () => {
      if (moved) return;
      moved = true;
      document.getElementById('above').innerHTML =
        '<label style="display: block; height: 200px"><input type="radio" name="other"> Other</label>';
    }, true);
  }
</script>`;
