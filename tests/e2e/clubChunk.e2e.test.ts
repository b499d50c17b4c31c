// The club's sync (docs/sync.md, "The engine") in the built app: PouchDB and the mirror are chunks
// of their own, never in the offline copy the service worker installs, and kept by it at run time
// once fetched, so a device that has joined a club starts offline; nothing the app precaches
// imports them, so a device that never joins a club never fetches them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { limits } from '../../scripts/limits.ts';
import { precached } from '../../scripts/measure/budgets.ts';
import { ANA, OLIVE, clubDevices, clubLine } from './clubDevices.ts';
import type { RunningClub } from './clubServer.ts';
import { startClubApp } from './clubServer.ts';
import { closeBrowser, distDir, launchBrowser } from './harness.ts';

const assets = join(distDir, 'assets');

/** Each script of the build, with the modules its source map names. */
function scripts() {
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      // The bundler's own runtime has no map: it holds no module.
      const mapFile = join(assets, `${file}.map`);
      const map = existsSync(mapFile)
        ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] })
        : { sources: [] };
      return {
        path: `assets/${file}`,
        sources: map.sources,
        code: readFileSync(join(assets, file), 'utf8'),
      };
    });
}

/** The service worker's runtime routes: each one's pattern and the cache it keeps files in. */
function runtimeRoutes(): { pattern: RegExp; cache: string }[] {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  return [
    ...sw.matchAll(
      /registerRoute\(\/((?:\\\/|[^/])+)\/([a-z]*),new \w+\.\w+\(\{cacheName:"([^"]+)"/g,
    ),
  ].map(([, source = '', flags, cache = '']) => ({ pattern: new RegExp(source, flags), cache }));
}

describe("the club's sync in the build", () => {
  test('is in chunks of its own, not precached, kept at run time once fetched', () => {
    const all = scripts();
    const club = all.filter((script) =>
      script.sources.some((source) =>
        /pouchdb-browser\/|src\/sync\/(mirror|club)\.ts$/.test(source),
      ),
    );
    // PouchDB, and the mirror with src/sync/club.ts.
    expect(club.map((script) => script.path).sort()).toEqual([
      expect.stringMatching(/^assets\/club-[\w-]+\.js$/),
      expect.stringMatching(/^assets\/club-[\w-]+\.js$/),
    ]);
    const offline = precached(distDir).files.map((file) => file.path);
    const routes = runtimeRoutes();
    for (const script of club) {
      expect(offline).not.toContain(script.path);
      expect(routes.filter((route) => route.pattern.test(`/${script.path}`))).toEqual([
        { pattern: expect.any(RegExp), cache: 'bridgepad-club' },
      ]);
      console.log(
        `[club] ${script.path}: ${(gzipSync(script.code, { level: 9 }).length / 1000).toFixed(1)} kB gzip`,
      );
    }
    // Nothing precached reaches them but by import(): the first screen and every other screen
    // load without them.
    const names = club.map((script) => script.path.replace('assets/', ''));
    for (const script of all.filter((s) => offline.includes(s.path))) {
      for (const name of names)
        expect(script.code).not.toMatch(new RegExp(`from\\s*"\\./${name.replace('.', '\\.')}"`));
      expect(
        script.sources.filter((source) => /src\/sync\/(mirror|club)\.ts$|pouchdb/.test(source)),
      ).toEqual([]);
    }
    // Signing in is precached: Settings → Club opens offline.
    expect(offline).toContainEqual(expect.stringMatching(/^assets\/signIn-[\w-]+\.js$/));
  });
});

describe('a device that joined on its first visit, then started offline', () => {
  let club: RunningClub;
  let browser: Browser;
  beforeAll(async () => {
    club = await startClubApp({ organiser: OLIVE, members: [ANA] });
    browser = await launchBrowser();
  }, limits.browserHook);
  afterAll(async () => {
    await closeBrowser(browser);
    await club.close();
  });
  const { device, join } = clubDevices(
    () => browser,
    () => club,
  );

  test('has the sync’s code kept, and where it is not, syncs by itself once the network is back', async () => {
    const page = await device('phone');
    // The first visit: the service worker installs, and takes this page.
    await join(page, ANA);
    await page.goto(club.url);
    await clubLine(page).getByText('up to date').waitFor({ timeout: limits.clubSync });
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (worker !== null && worker.state !== 'activated')
        await new Promise<void>((resolve) =>
          worker.addEventListener('statechange', () => {
            if (worker.state === 'activated') resolve();
          }),
        );
    });
    // Joining kept the sync's code: started offline, the device syncs as far as it can.
    await expect
      .poll(() => page.evaluate(async () => (await caches.open('bridgepad-club')).keys()))
      .toHaveLength(2);
    await page.context().setOffline(true);
    await page.reload();
    await clubLine(page)
      .getByText(/^offline since/)
      .waitFor({ timeout: limits.clubSync });

    // The code lost from the cache (kept nowhere, as before a device kept it on joining): the
    // device says why it is not syncing, and once the network is back it syncs, with no reload.
    await page.evaluate(() => caches.delete('bridgepad-club'));
    await page.reload();
    await clubLine(page)
      .getByText(/^not syncing: .*(Failed to fetch dynamically imported module|import)/)
      .waitFor({ timeout: limits.clubSync });
    const back = Date.now();
    await page.context().setOffline(false);
    await clubLine(page).getByText('up to date').waitFor({ timeout: limits.clubSync });
    console.log(`[club] the sync started ${Date.now() - back} ms after the network came back`);
    await page.context().close();
  });
});
