import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { CleanProfile } from '../scripts/measure/cleanStart.ts';
import { checkedCleanStart, cleanOfflineProfile } from '../scripts/measure/cleanStart.ts';
import type { StartPair } from '../scripts/measure/startRounds.ts';
import { aFirst, comparePairs, comparisonLines } from '../scripts/measure/startRounds.ts';

/**
 * `npm run bench:compare -- A B`: the offline start of two builds of the app (folders written by
 * `npx vite build --outDir DIR`), timed as `npm run bench` times it (scripts/measure/cleanStart.ts: 4x CPU,
 * offline, the service worker stopped, no test driver attached). Each build has its own browser
 * and profile; they start turn about, one start each at a time, and each pair is compared. For
 * telling whether a change to the start is worth its keep on a machine whose speed drifts.
 *
 *   --pairs N   starts of each build, after one each to warm up (default 40)
 */
const usage = 'usage: npm run bench:compare -- DIST_A DIST_B [--pairs N]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { pairs: { type: 'string', default: '40' } },
});
const count = Number(values.pairs);
const dirs = positionals.map((dir) => resolve(dir));
if (dirs.length !== 2 || !(count >= 1)) throw new Error(usage);
for (const dir of dirs) {
  if (!existsSync(join(dir, 'index.html')) || !existsSync(join(dir, 'sw.js'))) {
    throw new Error(`${dir} is not a built app (no index.html and sw.js): ${usage}`);
  }
}
const [dirA = '', dirB = ''] = dirs;

const startOf = async (profile: CleanProfile, label: string): Promise<number> =>
  (await checkedCleanStart(profile, label)).ms;

const profiles: CleanProfile[] = [];
try {
  for (const dir of dirs) profiles.push(await cleanOfflineProfile(dir));
  const [a, b] = profiles as [CleanProfile, CleanProfile];
  for (const profile of profiles) {
    await startOf(profile, 'warm-up'); // as a phone that has run the app before
  }
  const pairs: StartPair[] = [];
  for (let pair = 0; pair < count; pair += 1) {
    const label = `pair ${pair + 1}`;
    const first = aFirst(pair);
    const one = await startOf(first ? a : b, label);
    const other = await startOf(first ? b : a, label);
    pairs.push(first ? { a: one, b: other } : { a: other, b: one });
    if ((pair + 1) % 10 === 0 || pair + 1 === count) {
      const recent = pairs.slice(-10).map((p) => `${Math.round(p.a)}/${Math.round(p.b)}`);
      console.log(`pairs to ${pair + 1} (A/B ms): ${recent.join(', ')}`);
    }
  }
  for (const line of comparisonLines(comparePairs(pairs), dirA, dirB)) console.log(line);
} finally {
  for (const profile of profiles) await profile.dispose();
}
