// Prints the two size budgets of the build in dist/ as `npm run bench` measures them, without the
// rest of the bench: `npx tsx scripts/measure/printBudgets.ts` after `npx vite build`.
import { firstScreenScripts, kB, precached } from './budgets.ts';
import { distDir, serveDist } from './served.ts';

const served = await serveDist();
try {
  const first = await firstScreenScripts(served.url);
  const offline = precached(distDir);
  console.log(`first screen ${kB(first.gzip)} gzip (${first.gzip} bytes); offline ${kB(offline.gzip)}`);
} finally {
  await served.server.close();
}
