// How fast this machine runs the tests now, against the one their limits were set on: the same
// fixed piece of work, run at once on every core the machine offers, timed three times. A machine
// half as fast, or one with a core busy elsewhere, takes longer, and its factor says by how much.
// Measured once, at the run's start, it misses load that comes later (other runs, a build, the
// browsers beside a unit test): the machine's load, read each time a limit is (scripts/limits.ts),
// says that part (factorOfLoad).
import { availableParallelism, cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Set beside BRIDGEPAD_SLOWER when the factor was measured, not set by hand (scripts/limits.ts). */
export const MEASURED = 'BRIDGEPAD_SLOWER_MEASURED';

/**
 * Milliseconds the work took on the machine the limits were set on (2 cores, idle), the slowest
 * of its threads, median of three rounds.
 */
export const REFERENCE_MS = 150;

/** Pure JavaScript, the kind the tests' browsers and servers run: objects, strings, sorting. */
const WORK = `
  const { parentPort } = require('node:worker_threads');
  const started = performance.now();
  let check = 0;
  for (let round = 0; round < 40; round++) {
    const rows = [];
    for (let i = 0; i < 2000; i++) rows.push({ deal: i, text: 'deal ' + ((i * 7919 + round) % 2003) });
    rows.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    check += JSON.parse(JSON.stringify(rows)).length;
  }
  parentPort.postMessage({ ms: performance.now() - started, check });
`;

function oneThread(): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORK, { eval: true });
    worker.once('message', (message: { ms: number }) => {
      resolve(message.ms);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** The slowest thread's milliseconds when every core runs the work at once, median of three. */
export async function measureWorkMs(): Promise<number> {
  const rounds: number[] = [];
  for (let round = 0; round < 3; round++) {
    const threads = await Promise.all(Array.from({ length: availableParallelism() }, oneThread));
    rounds.push(Math.max(...threads));
  }
  rounds.sort((a, b) => a - b);
  return rounds[1] ?? rounds[0] ?? REFERENCE_MS;
}

/** How many times slower than the reference machine this one is now: 1 at least, 4 at most. */
export function factorOf(measuredMs: number): number {
  return Math.min(4, Math.max(1, Math.round((measuredMs / REFERENCE_MS) * 10) / 10));
}

/**
 * How many times slower than the reference machine this one is by its load now: the last
 * minute's average of processes running or waiting for a core, over the cores. The limits hold
 * with two of them a core (a machine half as fast, with one core busy elsewhere); past that, each
 * wait takes as much longer as the load is higher. 1 at least, 4 at most, as factorOf.
 */
export function factorOfLoad(load = loadavg()[0] ?? 0, cores = cpus().length): number {
  const perCore = load / Math.max(1, cores);
  return Math.min(4, Math.max(1, Math.round((perCore / 2) * 10) / 10));
}
