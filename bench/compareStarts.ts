import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { OfflineProfile } from './browser.bench.ts';
import { checkedOfflineStart, offlineProfile, serveDist } from './browser.bench.ts';
import type { StartPair } from './startRounds.ts';
import { aFirst, comparePairs, comparisonLines } from './startRounds.ts';

/**
 * `npm run bench:compare -- A B`: the offline start of two builds of the app (folders written by
 * `npx vite build --outDir DIR`), timed as `npm run bench` times it (4x CPU, offline, the service
 * worker stopped). Each build has its own browser and profile; they start turn about, one start
 * each at a time, and each pair is compared. For telling whether a change to the start is worth
 * its keep on a machine whose speed drifts.
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

const startOf = async (profile: OfflineProfile, label: string): Promise<number> =>
  (await checkedOfflineStart(profile.context, profile.matchUrl, label)).ms;

const served = [await serveDist(dirA), await serveDist(dirB)];
const profiles: OfflineProfile[] = [];
try {
  for (const { url } of served) profiles.push(await offlineProfile(url));
  const [a, b] = profiles as [OfflineProfile, OfflineProfile];
  for (const profile of profiles) {
    await profile.page.close();
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
  for (const { server } of served) await server.close();
}
