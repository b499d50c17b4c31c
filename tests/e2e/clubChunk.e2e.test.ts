// The club's sync (docs/sync.md, "The engine") in the built app: PouchDB and the mirror are chunks
// of their own, never in the offline copy the service worker installs, and kept by it at run time
// once fetched, so a device that has joined a club starts offline; nothing the app precaches
// imports them, so a device that never joins a club never fetches them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { precached } from '../../scripts/measure/budgets.ts';
import { distDir } from './harness.ts';

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
