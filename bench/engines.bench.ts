// The figures in Firefox and WebKit (scripts/engines/engines.ts drives them): the offline start,
// median of 5 (each engine compared with itself, never across engines: their clocks and their
// drivers' round trips differ), and the writing tap to the deal in IndexedDB, median of 5.
import { QUIET_MS } from '../src/ui/common/tapGuard.ts';
import type { EngineName, EnginePage } from '../scripts/engines/engines.ts';
import { engineMissing, startEngine } from '../scripts/engines/engines.ts';
import { find, tap, underServiceWorker, waitUntil } from '../scripts/engines/screen.ts';
import { armSaveProbe } from './browser.bench.ts';
import type { FigureSection, MetFigure } from './types.ts';
import { serveDist } from '../scripts/measure/served.ts';
import { median } from '../scripts/measure/startRounds.ts';

const RUNS = 5;
const ENGINES: readonly EngineName[] = ['firefox', 'webkit', 'wpe'];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One start: the page reloaded, and the milliseconds from its navigation to the pad's first
 * contract button, by the page's own clock (asked every 20 ms, so up to 20 ms late).
 */
async function start(page: EnginePage): Promise<{ ms: number; controlled: boolean }> {
  await page.reload();
  return waitUntil('the pad after a start', () =>
    page.run<{ ms: number; controlled: boolean } | null>(
      `() => document.querySelector('[aria-label="4 spades"]') === null
        ? null
        : { ms: performance.now(), controlled: navigator.serviceWorker.controller !== null }`,
    ),
  );
}

/** The five writing taps' times, each from the tap to the deal readable from IndexedDB. */
async function writes(page: EnginePage, id: string): Promise<number[]> {
  const times: number[] = [];
  for (let deal = 1; deal <= RUNS; deal += 1) {
    await tap(page, 'button', '1 clubs');
    await tap(page, 'button', 'Declarer North');
    const chip = await find(page, 'button', /^-1 .*: 6 tricks, down 1$/, null, true);
    await page.run(`() => { window.__bpArmed = false; return true; }`);
    await page.run(armSaveProbe.toString(), [[id, deal]]);
    await waitUntil('the probe armed', () =>
      page.run<boolean | null>('() => window.__bpArmed === true || null'),
    );
    await page.tapAt(chip.x, chip.y);
    const saved = await page.run<{ readable: number }>('() => window.__bpSaved');
    times.push(saved.readable);
    // A person's next deal comes long after the tap guard's quiet time.
    await pause(QUIET_MS);
  }
  return times;
}

async function oneEngine(name: EngineName, details: string[]): Promise<MetFigure[]> {
  const missing = engineMissing(name);
  if (missing !== null) {
    details.push(missing);
    return [];
  }
  const app = await serveDist();
  const engine = await startEngine(name);
  try {
    const page = await engine.newPage({ size: 'phone' });
    await page.goto(app.url);
    await tap(page, 'link', 'New match');
    await tap(page, 'button', 'Start');
    await find(page, 'region', 'Enter a deal');
    const id = /#\/match\/([^/?]+)/.exec(await page.url())?.[1] ?? '';
    await underServiceWorker(page);
    // With the server gone, every start is the service worker's; the first warms its caches.
    await app.server.close();
    await start(page);
    const starts: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const one = await start(page);
      if (!one.controlled) throw new Error(`${name}: a start not from the service worker`);
      starts.push(one.ms);
    }
    const taps = await writes(page, id);
    await page.close();
    const say = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    details.push(
      `${engine.version}: offline starts (ms) ${say(starts)}; taps to IndexedDB (ms) ${say(taps)}`,
    );
    return [
      {
        name: `${engine.version}: offline start to the pad, median of ${RUNS}`,
        value: `${median(starts).toFixed(0)} ms`,
        target: 'measured (each engine against itself)',
        meets: true,
      },
      {
        name: `${engine.version}: writing tap to deal in IndexedDB, median of ${RUNS}`,
        value: `${median(taps).toFixed(0)} ms`,
        target: 'measured (each engine against itself)',
        meets: true,
      },
    ];
  } finally {
    await engine.close().catch(() => undefined);
    await app.server.close().catch(() => undefined);
  }
}

/** Each engine's offline start and writing tap, against the built app (dist/). */
export async function engineFigures(): Promise<FigureSection> {
  const details: string[] = [];
  const figures: MetFigure[] = [];
  for (const name of ENGINES) {
    try {
      figures.push(...(await oneEngine(name, details)));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      details.push(`${name}: not measured: ${why}`);
      figures.push({
        name: `${name}: figures`,
        value: 'not measured',
        target: 'measured',
        meets: false,
      });
    }
  }
  return { figures, details };
}
