// The core flows as one engine's tests: every *.engine.test.ts calls coreSuite with its engine.
// The engine starts once for its file; each test opens its own page (its own storage) on its own
// served app, and a failed test leaves its screen in test-results/screenshots/engines/.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningApp } from '../e2e/harness.ts';
import { startApp } from '../e2e/harness.ts';
import {
  SAMPLE,
  checkCode,
  correctUndoRedo,
  fixture,
  importMatch,
  playByTaps,
  startRubber,
  totalsAre,
} from './coreFlows.ts';
import type { Engine, EngineName, EnginePage, SizeName } from './engines.ts';
import { startEngine } from './engines.ts';
import { shot, tap, waitUntil } from './screen.ts';

export interface SuiteOptions {
  /** The sizes the table flows run at (WPE keeps one window size whatever is asked). */
  readonly sizes: readonly SizeName[];
}

export function coreSuite(name: EngineName, options: SuiteOptions): void {
  let engine: Engine | undefined;
  let startError: unknown;
  const started = Date.now();

  beforeAll(async () => {
    try {
      engine = await startEngine(name);
    } catch (error) {
      startError = error;
    }
  }, 60_000);

  afterAll(async () => {
    await engine?.close().catch(() => undefined);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`[engines] ${engine?.version ?? name}: its share of the run took ${seconds} s`);
  });

  /** A page in the engine on a freshly served app; screenshot on failure, closed after. */
  async function onPage(
    size: SizeName,
    shotName: string,
    body: (page: EnginePage, app: RunningApp) => Promise<void>,
  ): Promise<void> {
    if (engine === undefined) throw startError instanceof Error ? startError : new Error(name);
    const app = await startApp();
    const page = await engine.newPage({ size });
    try {
      await page.goto(app.url);
      await body(page, app);
      await shot(page, shotName);
    } catch (error) {
      await shot(page, `${shotName}-failed`).catch(() => undefined);
      throw error;
    } finally {
      await page.close().catch(() => undefined);
      await app.close();
    }
  }

  describe(`in ${name}`, () => {
    test.each(options.sizes)(
      'the sample rubber by taps at %s size totals 2380 to 550; a double and a slow triple tap write one deal each; undo and redo hold across a reload',
      async (size) => {
        await onPage(size, `sample-rubber-${size}`, async (page) => {
          const { match } = fixture(SAMPLE);
          await startRubber(page, match);
          await playByTaps(page, match);
          await totalsAre(page, ['2380', '550']);
          await page.reload();
          await totalsAre(page, ['2380', '550']);
          await correctUndoRedo(page, ['2380', '550']);
        });
      },
    );

    const size = options.sizes[0] ?? 'phone';

    test('a match file imported opens with its sheet and its check code', async () => {
      await onPage(size, 'import', async (page) => {
        const { text } = fixture(SAMPLE);
        await importMatch(page, { name: 'sample.json', text });
        await tap(page, 'link', /^Open Rubber bridge/);
        await totalsAre(page, ['2380', '550']);
        expect(await checkCode(page)).toMatch(/^[2-9A-Z]{4}$/);
      });
    });

    test('offline, with the server gone, the app starts from its service worker with the match', async () => {
      if (engine === undefined) throw startError instanceof Error ? startError : new Error(name);
      const app = await startApp();
      const page = await engine.newPage({ size });
      try {
        await page.goto(app.url);
        const { text } = fixture(SAMPLE);
        await importMatch(page, { name: 'sample.json', text });
        // Installed means precached; the first load is not yet controlled: one reload.
        await page.run(`async () => {
          const worker = (await navigator.serviceWorker.ready).active;
          if (worker.state !== 'activated') {
            await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
          }
          return true;
        }`);
        await page.reload();
        await waitUntil('the service worker in control', () =>
          page.run<boolean | null>('() => navigator.serviceWorker.controller !== null || null'),
        );
        await app.close();
        await page.reload();
        await tap(page, 'link', /^Open Rubber bridge/);
        await totalsAre(page, ['2380', '550']);
        await shot(page, 'offline');
      } catch (error) {
        await shot(page, 'offline-failed').catch(() => undefined);
        throw error;
      } finally {
        await page.close().catch(() => undefined);
        await app.close();
      }
    });
  });
}
