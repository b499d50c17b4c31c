import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CleanProfile } from '../scripts/measure/cleanStart.ts';
import { checkedCleanStart, cleanProfile } from '../scripts/measure/cleanStart.ts';
import type { ImportTiming } from '../scripts/measure/importTimed.ts';
import { importTimed } from '../scripts/measure/importTimed.ts';
import type { StartComparison, StartPair } from '../scripts/measure/startRounds.ts';
import { aFirst, comparePairs } from '../scripts/measure/startRounds.ts';
import { sampleBackup } from '../tests/fixtures/sampleBackup.ts';
import type { FigureSection, MetFigure } from './types.ts';

/**
 * A device holding many matches: a backup of 1,000 and one of 20,000 (tests/fixtures/
 * sampleBackup.ts), each imported through the matches list of a clean browser of its own
 * (scripts/measure/cleanBrowser.ts), timed from the file chosen to the list shown with the CPU not
 * slowed; then the app started offline on the list, as the player opens it the next day, at 4x
 * CPU, timed to the first frame that shows the list's first match (scripts/measure/cleanStart.ts).
 * The two devices start turn about, one start of each at a time, and each pair is compared
 * (scripts/measure/startRounds.ts): this machine's speed drifts by more between minutes than the
 * difference looked for. A device of 20,000 matches should start as fast as one of 1,000.
 */

export const FEW = 1000;
export const MANY = 20_000;
/** Starts of each device compared, after two each to warm up. */
const PAIRS = 15;

export interface BulkImport {
  readonly count: number;
  /** The backup's size in bytes. */
  readonly bytes: number;
  readonly timing: ImportTiming;
}

export interface BulkTimes {
  /** The two imports, FEW matches and then MANY. */
  readonly imports: readonly BulkImport[];
  /** Offline starts to the matches list, 4x CPU: A holds FEW matches, B MANY. */
  readonly starts: StartComparison;
  /** Each start (ms), A's and B's, in pairs. */
  readonly pairs: readonly StartPair[];
}

/** A clean browser holding `count` matches, imported from a sample backup as a player would. */
async function deviceOf(
  count: number,
  folder: string,
): Promise<{ profile: CleanProfile; imported: BulkImport }> {
  const text = sampleBackup(count);
  const path = join(folder, `bridgepad-backup-${count}.json`);
  writeFileSync(path, text);
  const timed: { timing?: ImportTiming } = {};
  const profile = await cleanProfile(async (page) => {
    timed.timing = await importTimed(page, path, count);
    return `${await page.evaluate<string>('location.origin')}/#/`;
  });
  if (timed.timing === undefined) {
    await profile.dispose();
    throw new Error(`the import of ${count} matches was not timed`);
  }
  return { profile, imported: { count, bytes: Buffer.byteLength(text), timing: timed.timing } };
}

const listStart = async (profile: CleanProfile, label: string) =>
  (await checkedCleanStart(profile, label, { until: 'list' })).ms;

/** The two devices imported, then started offline turn about. */
export async function bulkTimes(): Promise<BulkTimes> {
  const folder = mkdtempSync(join(tmpdir(), 'bridgepad-bulk-'));
  const profiles: CleanProfile[] = [];
  try {
    const few = await deviceOf(FEW, folder);
    profiles.push(few.profile);
    const many = await deviceOf(MANY, folder);
    profiles.push(many.profile);
    for (const profile of profiles) {
      // As a phone that has opened the app before.
      for (let run = 0; run < 2; run += 1) await listStart(profile, `warm-up ${run + 1}`);
    }
    const pairs: StartPair[] = [];
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const label = `list start, pair ${pair + 1}`;
      const first = aFirst(pair);
      const one = await listStart(first ? few.profile : many.profile, label);
      const other = await listStart(first ? many.profile : few.profile, label);
      pairs.push(first ? { a: one, b: other } : { a: other, b: one });
    }
    return { imports: [few.imported, many.imported], starts: comparePairs(pairs), pairs };
  } finally {
    for (const profile of profiles) await profile.dispose();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The import's targets: fast, and the page answering taps all along. */
const IMPORT_WITHIN_MS = 8000;
const TASK_WITHIN_MS = 200;
/** The most the start with MANY matches may take over the start with FEW, as a share of it. */
const START_SHARE = 0.1;

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** bulkTimes as figures with their targets, and the lines printed under them. */
export async function bulkFigures(): Promise<FigureSection> {
  const { imports, starts, pairs } = await bulkTimes();
  const details = imports.map(
    ({ count, bytes, timing }) =>
      `import of a backup of ${count.toLocaleString('en')} matches (${(bytes / 1e6).toFixed(1)} MB), CPU not slowed: ${ms(timing.ms)} from the file chosen to the list shown; the longest task ${ms(timing.longestTask)}, tasks over 50 ms ${ms(timing.blocked)} in all`,
  );
  details.push(
    `offline starts to the matches list, 4x CPU, turn about (${FEW.toLocaleString('en')} / ${MANY.toLocaleString('en')} matches, ms): ${pairs.map(({ a, b }) => `${a.toFixed(0)}/${b.toFixed(0)}`).join(', ')}`,
    `  ${MANY.toLocaleString('en')} less ${FEW.toLocaleString('en')}, pair by pair: median ${starts.difference > 0 ? '+' : ''}${ms(starts.difference)}; ${MANY.toLocaleString('en')} faster in ${starts.bFaster} of ${starts.pairs} pairs, ${FEW.toLocaleString('en')} in ${starts.aFaster}; the chance of a split this uneven were neither faster: ${starts.chance.toFixed(3)}`,
  );
  const many = imports.find((imported) => imported.count === MANY);
  if (many === undefined) throw new Error(`the import of ${MANY} matches was not timed`);
  const figures: MetFigure[] = [];
  figures.push({
    name: `import a backup of ${MANY.toLocaleString('en')} matches, file chosen to list shown`,
    value: `${ms(many.timing.ms)} (longest task ${ms(many.timing.longestTask)})`,
    target: `under ${IMPORT_WITHIN_MS / 1000} s, no task over ${TASK_WITHIN_MS} ms`,
    meets: many.timing.ms < IMPORT_WITHIN_MS && many.timing.longestTask <= TASK_WITHIN_MS,
  });
  figures.push({
    name: `offline start to the matches list, 4x CPU, median of ${starts.pairs}: ${MANY.toLocaleString('en')} matches stored, and ${FEW.toLocaleString('en')}`,
    value: `${ms(starts.b)}, and ${ms(starts.a)} (${starts.difference > 0 ? '+' : ''}${ms(starts.difference)} pair by pair)`,
    target: `${MANY.toLocaleString('en')} no slower than ${FEW.toLocaleString('en')} by more than ${START_SHARE * 100}%`,
    meets: starts.difference <= starts.a * START_SHARE,
  });
  return { figures, details };
}
