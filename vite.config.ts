import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig, minify } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { jspdfTrim } from './scripts/jspdfTrim.ts';
import { laterChunksMinify } from './scripts/laterChunksMinify.ts';
import { rulesHtml } from './scripts/rulesHtml.ts';
import { CSP, SERVED_HEADERS } from './scripts/servedHeaders.ts';
import { APP_DESCRIPTOR, APP_NAME } from './src/engine/appName.ts';

/**
 * V8's compile hint (Chrome 136 and later; a comment to any other engine): compile every function
 * of the first screen's file as it streams in, on a background thread, rather than each on the
 * main thread the first time it runs. Almost all of that file runs at start: compiled lazily, the
 * offline start was slower (issue 15: 28 ms at 4x CPU over 24 paired starts, and more through
 * Playwright). The later chunks keep lazy compiling: most of their code never runs in a visit.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Code the table loads after the first screen, in a few files by when it is wanted rather than a
 * file a module: a few files compress better than dozens of small ones, and the service worker
 * keeps them all. Entering deals (with the pad's first touch), a deal's story (on a tap), and
 * what the sheet shows once a rubber or chukker is over.
 */
const LATER_CHUNKS: readonly (readonly [string, RegExp])[] = [
  [
    'playing',
    /\/src\/(ui\/table\/(DealDetails|tableSteps|matchWrite|writeFailure|dealDraft|announce|quickEntry|gridKeys|HonorsChoice|BoardChoice|resultChoices|speech)\.tsx?|db\/editSteps\.ts)$/,
  ],
  ['deal-story', /\/src\/ui\/(dealDetail\/\w+|table\/BonusNote|common\/Dialog)\.tsx?$/],
  [
    'sheet-more',
    /\/src\/(ui\/table\/(BackScore|SessionBackScore|NextRubber|CutChoice|ChukkerTable|StakeMoney)\.tsx|engine\/(rotation|settleUp|moneyText)\.ts)$/,
  ],
  // Away from the table: the pieces the Summary, Export and Show match screens share.
  [
    'away',
    /\/src\/ui\/(common\/(OneMatch|download|shareFile)|matchExport\/ShowScreen|kapiti\/(ScoringTable|scoringTable)|settings\/competitionText)\.tsx?$/,
  ],
  // The rolling backup (offered after a finished match, and the date it keeps), and files in and
  // out: a backup written and restored, a file imported.
  [
    'backup',
    /\/src\/(db\/(backups|backupFile|restoreStores|importExport|importDiffers|importRead)|ui\/backup\/\w+|ui\/matches\/(ImportFlow|readChosenFile)|state\/backupChoices)\.tsx?$/,
  ],
  // The organiser's desk: its screens, its store and the season's draw and results.
  [
    'desk',
    /\/src\/(ui\/desk\/\w+|db\/(desk|deskBin|deskResults)|season\/(deskRecord|deskRefusals|results))\.tsx?$/,
  ],
  // Choosing matches on the list, deleting them, and the recently deleted.
  [
    'matches-more',
    /\/src\/(ui\/matches\/(SelectMatches|DeleteMatches)|ui\/deleted\/DeletedMatches|db\/deletedMatches)\.tsx?$/,
  ],
  // A club's screens and its joining, leaving and start, on a device that has joined a club (or is
  // joining one): apart from the club's sync itself (CLUB_CHUNK), which they load.
  [
    'membership',
    /\/src\/(ui\/club\/(ClubLine|LastDealSent|clubActions|clubWords|clubWorld|invite)|state\/clubChanges|db\/clubMembership)\.tsx?$/,
  ],
  // How many matches there are, once the list is longer than a page.
  ['count', /\/src\/db\/matchCountRead\.ts$/],
  // What the app says about its store or a new version, only when it has something to say.
  [
    'notices',
    /\/src\/ui\/(storage\/(StorageBanner|persist|KeepNote)|common\/UpdatePrompt|matches\/restore)\.tsx?$/,
  ],
];
/**
 * A club's sync (docs/sync.md): PouchDB in a chunk of that name, and the mirror in the chunk of
 * src/sync/club.ts, which the build names after it; both loaded once a device has joined a club,
 * never on the first screen and never precached (a device that never joins a club never fetches
 * them); the service worker keeps them once fetched (CLUB_CHUNK_ROUTE), so a joined device starts
 * offline. Only PouchDB and its own packages are named here: a chunk named here takes every module
 * it imports along, and the mirror's chunk shares the store's modules with the app's other chunks.
 * Signing in and the club's address (src/sync/signIn.ts, clubPlace.ts) stay apart and precached:
 * Settings → Club loads them alone.
 */
export const CLUB_CHUNK = 'club';
const CLUB_MODULES = /\/node_modules\/(pouchdb-[\w-]+|spark-md5|uuid|vuvuzela|events)\//;
/** The runtime route that keeps the club's chunk once fetched. */
export const CLUB_CHUNK_ROUTE = /\/assets\/club-[\w-]+\.js$/;
/**
 * The first screen's modules: every one the app's entry (index.html, then src/main.tsx) reaches
 * through static imports alone, read from the module graph once the build has it. That is what
 * the first route needs, the matches list or a match's table, whichever the app opens on; a
 * module reached only through import() is left out, to load when that import() runs.
 */
const firstScreenModules = new Set<string>();

function firstScreen(): Plugin {
  return {
    name: 'bridgepad-first-screen',
    apply: 'build',
    buildEnd() {
      firstScreenModules.clear();
      // The entry itself (index.html) is left to its own chunk, which Vite writes into the page.
      const next = [...this.getModuleIds()].flatMap((id) => {
        const module = this.getModuleInfo(id);
        return module?.isEntry === true ? module.importedIds : [];
      });
      for (let id = next.pop(); id !== undefined; id = next.pop()) {
        if (firstScreenModules.has(id)) continue;
        firstScreenModules.add(id);
        next.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

// Kept beside the club's server, which serves the app with the same headers.
export { SERVED_HEADERS };

function contentSecurityPolicy(): Plugin {
  return {
    name: 'bridgepad-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * The share target's part of the service worker (public/share-target.js) is copied as written,
 * comments and all; the build minifies its copy, as it does every script of the app, before the
 * service worker's precache list is made of dist/: it is part of the offline copy.
 */
function minifiedShareTarget(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bridgepad-share-target',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const path = join(outDir, 'share-target.js');
      const { code, errors } = await minify('share-target.js', await readFile(path, 'utf8'));
      if (errors.length > 0)
        throw new Error(`share-target.js: ${errors[0]?.message ?? 'not minified'}`);
      await writeFile(path, code);
    },
  };
}

/**
 * Vite wraps every import() in a preload helper that adds <link> tags for the files a chunk needs
 * before it loads. With modulePreload off (build, below), all it would add are style sheets, and
 * the only one any chunk needs is the app's, which index.html loads: each import() is left as
 * written, and the helper (0.7 kB gzip of the first screen's script) is not built in. The list of
 * those sheets Vite still writes into the chunks that import others (`__vite__mapDeps`, read by
 * nothing once the helper is gone: 0.9 kB gzip of the offline copy) is blanked out, each
 * character a space, so that every source map still points where it did. A chunk that ever needs
 * another sheet stops the build, as nothing would load it.
 */
function plainImports(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'bridgepad-plain-imports',
    apply: 'build',
    enforce: 'pre',
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load();' : null),
  };
}

/** The lists of style sheets plainImports leaves unread, checked, then blanked (see above). */
function noSheetLists(): Plugin {
  const blank = (text: string) => ' '.repeat(text.length);
  return {
    name: 'bridgepad-no-sheet-lists',
    apply: 'build',
    enforce: 'post',
    // Written in by Vite's own last step (vite:build-import-analysis): blanked in the files written.
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const page = bundle['index.html'];
      const html = page?.type === 'asset' ? String(page.source) : '';
      const loaded = new Set([...html.matchAll(/href="\/([^"]+\.css)"/g)].map((match) => match[1]));
      for (const chunk of chunks) {
        const path = join(options.dir ?? 'dist', chunk.fileName);
        const code = await readFile(path, 'utf8');
        const named = /m\.f=\[([^\]]*)\]/.exec(code)?.[1] ?? '';
        const sheets = [...named.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
        const unloaded = sheets.filter((sheet) => !loaded.has(sheet));
        if (unloaded.length > 0)
          throw new Error(
            `${chunk.fileName} would preload ${unloaded.join(', ')}: the app's styles must stay ` +
              'in the sheet index.html loads (plainImports, vite.config.ts)',
          );
        const blanked = code
          .replace(
            /const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[[^\]]*\]\)\)\)=>i\.map\(i=>d\[i\]\);/,
            blank,
          )
          .replace(/,__vite__mapDeps\(\[[0-9,]*\]\)/g, blank);
        if (blanked.includes('__vite__mapDeps'))
          throw new Error(`${chunk.fileName}: a list of style sheets was left in (noSheetLists)`);
        if (blanked !== code) await writeFile(path, blanked);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    laterChunksMinify((name) => name === 'app' || name === 'rolldown-runtime'),
    firstScreen(),
    react(),
    rulesHtml(),
    jspdfTrim(),
    plainImports(),
    noSheetLists(),
    contentSecurityPolicy(),
    minifiedShareTarget(),
    VitePWA({
      // Registered from src/pwa/ with workbox-window; an update waits for the player's yes.
      injectRegister: null,
      registerType: 'prompt',
      strategies: 'generateSW',
      manifest: {
        id: '/',
        name: `${APP_NAME}: the ${APP_DESCRIPTOR}`,
        short_name: APP_NAME,
        description:
          'Score pad for rubber bridge, the Kapiti 30-deal match, Chicago, duplicate, Bridgette and GorbyX: the WE/THEY sheet, correct to the last point, working offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#14532d',
        background_color: '#f6f7f4',
        categories: ['games', 'utilities'],
        // Match files shared from mail or messaging go to the organiser's desk
        // (public/share-target.js).
        share_target: {
          action: '/share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: {
            files: [{ name: 'files', accept: ['application/json', 'text/plain', '.json', '.txt'] }],
          },
        },
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          // No SVG here (the page's own icon is one): Chromium draws the manifest's best icon at
          // 144 px on the page's main thread as the app starts, to see that it can be installed;
          // an SVG takes a page and a layout of its own to draw, a PNG only a decode (issue 15).
        ],
      },
      workbox: {
        // ttf: the font the exported score sheets are drawn in, so they can be made offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,ttf}'],
        // The import worker (src/ui/matches/importWorker.ts) carries its own copy of the engine:
        // it is fetched when Import, or a match code's reading, is first used and kept then;
        // until then, and offline, the page reads the file or code itself.
        // The maskable icon's drawing is only the source of its PNGs (scripts/icons.mjs).
        // A club's sync (CLUB_CHUNK) is fetched only by a device that has joined a club, and kept
        // then.
        globIgnores: ['**/importWorker-*.js', '**/icon-maskable.svg', `**/${CLUB_CHUNK}-*.js`],
        runtimeCaching: [
          {
            urlPattern: /\/assets\/importWorker-[\w-]+\.js$/,
            handler: 'CacheFirst',
            options: { cacheName: 'bridgepad-import-worker', expiration: { maxEntries: 2 } },
          },
          {
            urlPattern: CLUB_CHUNK_ROUTE,
            handler: 'CacheFirst',
            options: { cacheName: 'bridgepad-club', expiration: { maxEntries: 2 } },
          },
        ],
        // The share target's handler: it answers the POST of shared files before any route.
        importScripts: ['/share-target.js'],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
        // The first version installed takes the page it installed on at once, so that every part
        // of the app that page loads later comes from the offline copy from the first visit on: a
        // player who opened a link and lost the network plays on with no reload. A later version
        // still waits for the player's yes (skipWaiting false; src/pwa/registerServiceWorker.ts):
        // once it is activated it serves every page the earlier one did, with or without this.
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ],
  resolve: {
    // jsPDF's optional extras, and its PNG reader, serve only features bridgepad does not use
    // (HTML, SVG, pictures in the PDF).
    alias: [
      ...['html2canvas', 'dompurify', 'canvg', 'fast-png'].map((name) => ({
        find: new RegExp(`^${name}$`),
        replacement: '/src/ui/export/unavailable.ts',
      })),
      // jsPDF's unminified ES build, which jspdfTrim can read by lines (the build minifies it).
      { find: /^jspdf$/, replacement: 'jspdf/dist/jspdf.es.js' },
      // Dexie's own modern build (ES2018 and later, as every browser bridgepad runs in): the
      // package's default is its ES5 build, 1.8 kB gzip larger on the first screen.
      { find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' },
      // The same for workbox-window: its modern build (classes, async functions) is 0.9 kB gzip
      // smaller on the first screen than the ES5 build its package names by default.
      { find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' },
    ],
  },
  build: {
    target: 'es2022',
    // No dependency map in the first screen's script (1.1 kB gzip there), nor (plainImports) the
    // preload helper that would read it: the service worker precaches every chunk, so a screen's
    // chunks come from the device's cache, one after another in a few milliseconds, with nothing
    // to gain from hints to the network.
    modulePreload: false,
    // Source maps are written for whoever debugs a build, but not named in the scripts: the
    // comment naming each costs the offline copy about 1.3 kB over forty files.
    sourcemap: 'hidden',
    rollupOptions: {
      output: {
        // What the first screen needs goes in one file, which compresses better than many small
        // ones: every module the entry reaches by static imports (firstScreen, above), found in
        // the module graph, not by where a file lies. Whatever is reached only through import() (a
        // deal's story, importing, what is said after a deal, the PDF, the rules text, the
        // in-memory fallback) keeps chunks of its own, loaded when used.
        postBanner: (chunk) => (chunk.name === 'app' ? COMPILE_HINT : ''),
        codeSplitting: {
          groups: [
            // The scoring of Chicago, Kapiti, Six-Deal and rummy: loaded with a match of one of
            // them (src/engine/score.ts, loadScoring), in a chunk of its own, first, and without
            // what it imports: that is the first screen's, and stays in its file.
            {
              name: 'games',
              test: /\/src\/engine\/(chicago|kapiti|sixdeal|rummy)\.ts$/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The store's writing half (src/db/storage.ts): Dexie, and the database it opens,
            // upgrades and keeps in step with every write; loaded with the first write or the
            // first screen that needs it, not to read the matches list or a match. Without what
            // they import: the rest of the store's code is the screens'.
            {
              name: 'store',
              test: /\/(node_modules\/dexie\/|src\/db\/(database|matchMarks|matchKeeper)\.ts$)/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // A member's password and the organiser's members (docs/sync.md, "Members'
            // accounts"): only of use with the club's server at hand, so named as the club's sync
            // is (CLUB_CHUNK): never precached, kept once fetched. Without what they import: the
            // club's actions and words are the app's, and precached.
            {
              name: `${CLUB_CHUNK}-accounts`,
              test: /\/src\/(ui\/club\/(AccountsPanel|PasswordForm|MembersSection|accountWords|accountsShared)|sync\/accounts)\.tsx?$/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // Everything else, as above; what a chunk imports goes with it unless it has its own.
            {
              name: (id) => {
                if (firstScreenModules.has(id)) return 'app';
                if (CLUB_MODULES.test(id)) return CLUB_CHUNK;
                return LATER_CHUNKS.find(([, pattern]) => pattern.test(id))?.[0] ?? null;
              },
              priority: 1,
            },
          ],
        },
      },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
    // `npm start` serves the built app as any host should (README, "Serving it elsewhere").
    headers: SERVED_HEADERS,
  },
});
