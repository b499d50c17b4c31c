import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { offlineProfile, offlineStarts, serveDist } from './browser.bench.ts';
import type { StartRound } from './startRounds.ts';
import { aFirst, compareRounds, comparisonLines } from './startRounds.ts';

/**
 * `npm run bench:compare -- A B`: the offline start of two builds of the app (folders written by
 * `vite build --outDir`), timed as `npm run bench` times it (4x CPU, offline, the service worker
 * stopped), in rounds taken turn about, each build in a fresh profile every round. For telling
 * whether a change to the start is worth its keep on a machine whose speed drifts.
 *
 *   --rounds N   rounds of each build (default 4)
 *   --runs N     starts of each build a round, after one to warm up (default 9)
 */
const usage = 'usage: npm run bench:compare -- DIST_A DIST_B [--rounds N] [--runs N]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '4' }, runs: { type: 'string', default: '9' } },
});
const rounds = Number(values.rounds);
const runs = Number(values.runs);
const dirs = positionals.map((dir) => resolve(dir));
if (dirs.length !== 2 || !(rounds >= 1) || !(runs >= 1)) throw new Error(usage);
for (const dir of dirs) {
  if (!existsSync(join(dir, 'index.html')) || !existsSync(join(dir, 'sw.js'))) {
    throw new Error(`${dir} is not a built app (no index.html and sw.js): ${usage}`);
  }
}
const [dirA = '', dirB = ''] = dirs;

async function startsOf(url: string): Promise<number[]> {
  const profile = await offlineProfile(url);
  try {
    await profile.page.close();
    return (await offlineStarts(profile.context, profile.matchUrl, runs)).starts;
  } finally {
    await profile.dispose();
  }
}

const served = [await serveDist(dirA), await serveDist(dirB)] as const;
try {
  const timed: StartRound[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const first = aFirst(round);
    const one = await startsOf(served[first ? 0 : 1].url);
    const other = await startsOf(served[first ? 1 : 0].url);
    const [a, b] = first ? [one, other] : [other, one];
    console.log(
      `round ${round + 1}: A ${a.map(Math.round).join(', ')} | B ${b.map(Math.round).join(', ')}`,
    );
    timed.push({ a, b });
  }
  for (const line of comparisonLines(compareRounds(timed), dirA, dirB)) console.log(line);
} finally {
  for (const { server } of served) await server.close();
}
