import { Bench } from 'tinybench';
import { browserFigures } from './browser.bench.ts';
import { bulkFigures } from './bulk.bench.ts';
import { clubSection } from './club.bench.ts';
import { dbCases, rebuildTimes } from './db.bench.ts';
import { engineCases } from './engine.bench.ts';
import { engineFigures } from './engines.bench.ts';
import { tapFigures } from './taps.bench.ts';
import type { BenchCase, FigureSection } from './types.ts';

/**
 * `npm run bench`: the project's speed and size figures, each with its target. Prints one line a
 * figure with the median and whether it meets the target. Timings are medians over many runs.
 */
const cases: BenchCase[] = [...engineCases, ...dbCases];

const bench = new Bench({ time: 1000, warmup: true });
for (const c of cases) bench.add(c.name, c.run);
await bench.run();

const rows = cases.map((c) => {
  const task = bench.getTask(c.name);
  const result = task?.result;
  const latency = result !== undefined && 'latency' in result ? result.latency : undefined;
  const median = latency?.p50 ?? Number.NaN;
  const samples = latency?.samplesCount ?? 0;
  return {
    figure: c.name,
    'min (ms)': Number((latency?.min ?? Number.NaN).toFixed(4)),
    'median (ms)': Number(median.toFixed(4)),
    'max (ms)': Number((latency?.max ?? Number.NaN).toFixed(4)),
    'target (ms)': c.target,
    samples,
    meets: median < c.target ? 'yes' : 'NO',
  };
});
console.table(rows);
const rebuilt = (await rebuildTimes()).sort((a, b) => a - b);
console.log(
  `The matches list's first page read once with no standing kept (after an update that changes them), 1,000 matches (ms): min ${rebuilt[0]?.toFixed(1)}, median ${rebuilt[2]?.toFixed(1)}, max ${rebuilt[4]?.toFixed(1)}`,
);

const taps = tapFigures();
console.log('\nTaps on the pad and key presses typed, per deal:');
for (const line of taps.perDeal) console.log(`  ${line}`);
const figureRows = taps.figures.map((f) => ({
  figure: f.name,
  value: `${f.value} ${f.unit}`,
  target: `${f.target} ${f.unit} or fewer`,
  meets: f.value <= f.target ? 'yes' : 'NO',
}));
console.table(figureRows);

// Issue 5's budgets, in Chromium against the built app (built first if dist/ is out of date).
// Run after the timings above, so the browser does not compete with them for the CPU.
console.log('\nIn Chromium, against the built app:');
let browserFailed: boolean;
try {
  const report = await browserFigures();
  const browserRows = report.figures.map((f) => ({
    figure: f.name,
    value: f.value,
    target: f.target,
    meets:
      f.meets === null ? (f.optional ? 'not measured' : 'NOT MEASURED') : f.meets ? 'yes' : 'NO',
  }));
  browserFailed = report.figures.some(
    (f) => f.meets === false || (f.meets === null && !f.optional),
  );
  for (const line of report.details) console.log(`  ${line}`);
  console.table(browserRows);
} catch (error) {
  browserFailed = true;
  console.log(`  the browser figures could not be measured: ${String(error)}`);
}

/**
 * A section of browser figures, each with its target: printed, and whether any misses it or the
 * section could not be measured at all.
 */
async function figureSection(title: string, measure: () => Promise<FigureSection>) {
  console.log(`\n${title}`);
  try {
    const section = await measure();
    for (const line of section.details) console.log(`  ${line}`);
    console.table(
      section.figures.map((f) => ({
        figure: f.name,
        value: f.value,
        target: f.target,
        meets: f.meets ? 'yes' : 'NO',
      })),
    );
    return section.figures.some((f) => !f.meets);
  } catch (error) {
    console.log(`  the figures could not be measured: ${String(error)}`);
    return true;
  }
}

// A device holding many matches (bench/bulk.bench.ts), against the same build.
const bulkFailed = await figureSection('A device holding many matches, in Chromium:', bulkFigures);
// A club's record (bench/club.bench.ts, clubStarts.bench.ts), against npm run club's own server
// and, where one is given, Apache CouchDB behind Caddy, with the same build.
const clubFailed = await figureSection(
  "A club's record, in Chromium against npm run club and Apache CouchDB behind Caddy:",
  clubSection,
);
// The other engines' starts and writes (bench/engines.bench.ts), against the same build.
const enginesFailed = await figureSection(
  'In Firefox and WebKit, against the built app (each engine compared with itself):',
  engineFigures,
);
if (
  enginesFailed ||
  [...rows, ...figureRows].some((row) => row.meets !== 'yes') ||
  browserFailed ||
  bulkFailed ||
  clubFailed
) {
  process.exitCode = 1;
}
// Every figure is printed. npm run club's server (express-pouchdb) can leave a member's waiting
// changes feed's timer running after it is closed, which would keep the process alive: the bench
// ends here, with its status.
process.exit(process.exitCode ?? 0);
