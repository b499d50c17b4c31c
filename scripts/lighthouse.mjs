// Lighthouse's performance, accessibility and best-practices scores for the built app, run
// against the local Chromium (CHROME_PATH, default /usr/bin/chromium). `npm run bench` calls it;
// on its own:
//
//   node scripts/lighthouse.mjs                # serves dist/ itself (build it first)
//   node scripts/lighthouse.mjs http://127.0.0.1:4173/
//   node scripts/lighthouse.mjs --json <url>   # one JSON line, for bench/browser.bench.ts
//
// Lighthouse 12 has no PWA category any more (installability is checked by the browser tests
// and the bench with Chrome DevTools Protocol's Page.getInstallabilityErrors).
//
// When Lighthouse cannot run here (not installed, no Chromium, Chromium will not start) it says
// so and exits 0: its absence never fails a test or bench run. With scores it exits 1 if any is
// below 95 (without --json).
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEBIAN_CHROMIUM } from './debianChromium.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const TARGET = 95;

const args = process.argv.slice(2);
const json = args.includes('--json');
const given = args.find((a) => !a.startsWith('--'));

function report(result) {
  if (json) {
    console.log(JSON.stringify(result));
    return 0;
  }
  if (!result.ok) {
    console.log(`Lighthouse did not run here, so there are no scores: ${result.reason}`);
    return 0;
  }
  console.log(`Lighthouse ${result.version} (mobile, simulated throttling) against ${result.url}`);
  let below = false;
  for (const [category, score] of Object.entries(result.scores)) {
    const shown = score === null ? 'no score' : Math.round(score * 100);
    const meets = score !== null && Math.round(score * 100) >= TARGET;
    below ||= !meets;
    console.log(`  ${category}: ${shown} (target ${TARGET}+): ${meets ? 'yes' : 'NO'}`);
  }
  if (result.failing.length > 0) console.log(`  audits not passed: ${result.failing.join(', ')}`);
  return below ? 1 : 0;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  const chromePath = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM;
  if (!existsSync(chromePath)) return { ok: false, reason: `no Chromium at ${chromePath}` };
  let lighthouse;
  let launcher;
  let version;
  try {
    lighthouse = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
    const { createRequire } = await import('node:module');
    version = createRequire(import.meta.url)('lighthouse/package.json').version;
  } catch (error) {
    return { ok: false, reason: `Lighthouse is not installed (${error.message.split('\n')[0]})` };
  }

  let server;
  let url = given;
  if (url === undefined) {
    if (!existsSync(`${repoRoot}dist/index.html`)) {
      return { ok: false, reason: 'no build in dist/: run `npm run build` first' };
    }
    const { preview } = await import('vite');
    server = await preview({
      root: repoRoot,
      logLevel: 'warn',
      build: { outDir: `${repoRoot}dist` },
      preview: { host: '127.0.0.1', port: await freePort(), strictPort: false, open: false },
    });
    url = `http://127.0.0.1:${server.httpServer.address().port}/`;
  }

  let chrome;
  try {
    chrome = await launcher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      logLevel: 'silent',
    });
  } catch (error) {
    await server?.close();
    return { ok: false, reason: `Chromium would not start for Lighthouse: ${error.message}` };
  }
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const lhr = result?.lhr;
    if (lhr === undefined) return { ok: false, reason: 'Lighthouse returned no result' };
    if (lhr.runtimeError) {
      return { ok: false, reason: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null]));
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric'),
      )
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return { ok: true, version, url, scores, failing };
  } catch (error) {
    return { ok: false, reason: `Lighthouse failed: ${error.message}` };
  } finally {
    // chrome-launcher's kill() can throw when Chromium already went; nothing to clean up then.
    try {
      chrome.kill();
    } catch {
      /* already gone */
    }
    await server?.close();
  }
}

process.exitCode = report(await main());
