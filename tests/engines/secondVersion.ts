// A second version of the built app for the update flow in every engine (and in Chromium's PWA
// test, tests/e2e/pwa.e2e.test.ts), made in a moment from dist/ without building again:
// index.html gains a labelled <meta>, and the service worker's precache list gains index.html's
// new revision (the MD5 of its text, as Workbox writes it), so sw.js changes and the browser
// finds an update at its next check, exactly as after a release.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDist } from '../../scripts/measure/served.ts';
import { distDir } from '../e2e/harness.ts';

export const VERSION_META = 'bridgepad-build';

/** Copies dist/ to a new folder as a version labelled `label`; answers the folder. */
export function secondVersion(label: string): string {
  const outDir = join(mkdtempSync(join(tmpdir(), 'bridgepad-second-version-')), 'dist');
  cpSync(distDir, outDir, { recursive: true });
  const indexFile = join(outDir, 'index.html');
  const index = readFileSync(indexFile, 'utf8').replace(
    '</head>',
    `<meta name="${VERSION_META}" content="${label}"></head>`,
  );
  writeFileSync(indexFile, index);
  const revision = createHash('md5').update(index).digest('hex');
  const swFile = join(outDir, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  const entry = /(\{url:"index\.html",revision:")[0-9a-f]+(")/;
  if (!entry.test(sw)) throw new Error("sw.js has no precache entry for index.html: can't relabel");
  writeFileSync(swFile, sw.replace(entry, `$1${revision}$2`));
  return outDir;
}

/** Serves a build folder at exactly this port (the same origin as before). */
export async function serveAt(outDir: string, port: number): Promise<{ close(): Promise<void> }> {
  const { server } = await serveDist(outDir, port);
  return { close: () => server.close() };
}

/** The label of the version the page runs: null for the first. */
export function versionOf(page: { run<T>(fn: string, args?: readonly unknown[]): Promise<T> }) {
  return page.run<string | null>(
    `(name) => document.querySelector('meta[name="' + name + '"]')?.getAttribute('content') ?? null`,
    [VERSION_META],
  );
}
