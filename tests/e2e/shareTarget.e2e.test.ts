// The share target under attack, in Chromium at phone size with the service worker in control:
// a page on another site, and one on another origin of the same site, post files to
// /share-target and leave nothing; a post with no page's origin or address behind it (what the
// device's share sheet sends, and all a page can make of itself by hiding both) keeps match files
// only, within Import's limit, twenty at a time, and the desk says what was left out; a file not
// taken in within three days is let go (docs/format.md, "Files shared with WeThey").
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { controlledByServiceWorker, screenshot, useAppAndBrowser, withPage } from './harness.ts';
import { freePort } from '../../scripts/freePort.ts';

const e2e = useAppAndBrowser();

/** A file a page builds and posts: its text repeated to `size` bytes, or its bytes. */
interface Posted {
  readonly name: string;
  readonly type: string;
  readonly text?: string;
  readonly bytes?: readonly number[];
  readonly size?: number;
}

const MATCH = '{"format":"bridgepad.match","version":1,"game":"rubber","deals":[]}';
const matchFile = (name: string, size?: number): Posted => ({
  name,
  type: 'application/json',
  text: MATCH,
  size,
});
const PICTURE: Posted = {
  name: 'photo.png',
  type: 'image/png',
  bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
};

/**
 * A page that posts `files` to the app's share target as soon as it opens, as a form does, with
 * the referrer policy given: the browser's default names the page's origin to the app; no-referrer
 * names none.
 */
function postingPage(target: string, files: readonly Posted[], policy: string): string {
  return `<!doctype html><meta name="referrer" content="${policy}">
<form method="post" enctype="multipart/form-data" action="${target}/share-target">
<input type="file" name="files" multiple></form>
<script>
const files = ${JSON.stringify(files)}.map((f) => {
  let body = f.bytes ? new Uint8Array(f.bytes) : new TextEncoder().encode(f.text);
  if (f.size) { const big = new Uint8Array(f.size).fill(32); big.set(body); body = big; }
  return new File([body], f.name, { type: f.type });
});
const list = new DataTransfer();
for (const file of files) list.items.add(file);
document.querySelector('input').files = list.files;
document.querySelector('form').submit();
</script>`;
}

/** Serves whatever page was last set, on `host`: the attacker's site. */
function pageServer(host: string): {
  url: () => string;
  set: (html: string) => void;
  server: Server;
  listen: () => Promise<void>;
} {
  let html = '';
  let port = 0;
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return {
    url: () => `http://${host}:${port}/`,
    set: (page) => (html = page),
    server,
    listen: async () => {
      port = await freePort();
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
    },
  };
}

// localhost is another site than the app's 127.0.0.1; another port of 127.0.0.1 is the same site.
const otherSite = pageServer('localhost');
const sameSite = pageServer('127.0.0.1');
beforeAll(async () => {
  await otherSite.listen();
  await sameSite.listen();
});
afterAll(async () => {
  await Promise.all(
    [otherSite, sameSite].map(
      ({ server }) => new Promise((resolve) => server.close(() => resolve(undefined))),
    ),
  );
});

/** The keys waiting in the share target's cache, as the app's own page sees them. */
function sharedKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('bridgepad-shared'))) return [];
    const keys = await (await caches.open('bridgepad-shared')).keys();
    return keys.map((key) => new URL(key.url).pathname);
  });
}

/** The app, its service worker in control. */
async function appInControl(page: Page): Promise<void> {
  await page.goto(e2e.app().url);
  await controlledByServiceWorker(page);
}

/** Opens the attacker's page in a new tab of the app's browser; it posts as it opens. */
async function visit(page: Page, site: typeof otherSite, files: readonly Posted[], policy: string) {
  site.set(postingPage(e2e.app().origin, files, policy));
  const tab = await page.context().newPage();
  const answered = tab.waitForResponse(`${e2e.app().origin}/share-target`);
  await tab.goto(site.url());
  return { tab, answer: await answered };
}

describe('the share target', () => {
  test('a page on another site, or another origin of the same site, leaves nothing', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'share/refused' },
      async (page) => {
        await appInControl(page);
        const files = [matchFile('a.json'), matchFile('b.json', 2 * 1024 * 1024)];
        for (const site of [otherSite, sameSite]) {
          const { tab, answer } = await visit(page, site, files, 'strict-origin-when-cross-origin');
          expect(answer.status()).toBe(403);
          await tab
            .getByText('Files are shared with WeThey from the share sheet of this device only.')
            .waitFor();
          await tab.close();
        }
        expect(await sharedKeys(page)).toEqual([]);
        await page.goto(`${e2e.app().url}#/desk`);
        await page.getByRole('heading', { name: "Organiser's desk" }).waitFor();
        expect(await page.getByText('shared with WeThey', { exact: false }).count()).toBe(0);
      },
    );
  });

  test('a post with no page behind it keeps twenty match files within the limits, and the desk says what it left out', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'share/held' },
      async (page) => {
        await appInControl(page);
        const small = Array.from({ length: 24 }, (_, i) => matchFile(`m-${i + 1}.json`));
        const notes: Posted = { name: 'notes.txt', type: 'text/plain', text: 'Hello Pat' };
        const big = matchFile('big.json', 11 * 1024 * 1024);
        const { tab, answer } = await visit(
          page,
          otherSite,
          [PICTURE, notes, big, ...small],
          'no-referrer',
        );
        expect(answer.status()).toBe(303);
        await tab.getByRole('heading', { name: "Organiser's desk" }).waitFor();
        await tab.getByText('20 files were shared with WeThey.', { exact: false }).waitFor();
        const left = tab.getByRole('list', { name: 'Not kept' });
        expect(await left.getByRole('listitem').allInnerTexts()).toEqual([
          'photo.png: it is not a match file.',
          'notes.txt: it is not a match file.',
          'big.json: it is 11.0 MB: WeThey takes files of up to 10.0 MB.',
          'm-21.json: 20 shared files wait already: take them in first.',
          'm-22.json: 20 shared files wait already: take them in first.',
          'and 2 more.',
        ]);
        await screenshot(tab, 'share/held', { fullPage: false });
        expect((await sharedKeys(page)).filter((key) => key.startsWith('/shared/'))).toHaveLength(
          20,
        );

        // Discarded, and shared again: the files waiting weigh no more than 20 MB together.
        await tab.getByRole('button', { name: 'Discard them' }).tap();
        await tab.close();
        const heavy = [1, 2, 3].map((n) => matchFile(`heavy-${n}.json`, 9 * 1024 * 1024));
        const again = await visit(page, otherSite, heavy, 'no-referrer');
        await again.tab.getByText('2 files were shared with WeThey.', { exact: false }).waitFor();
        expect(
          await again.tab
            .getByRole('list', { name: 'Not kept' })
            .getByRole('listitem')
            .allInnerTexts(),
        ).toEqual([
          'heavy-3.json: the files waiting would weigh over 20.0 MB: take them in first.',
        ]);
        await again.tab.close();
      },
    );
  });

  test('a file not taken in within three days is let go', async () => {
    await withPage(
      e2e.browser(),
      e2e.app(),
      { viewport: 'phone', shotName: 'share/expired' },
      async (page) => {
        await appInControl(page);
        const day = 24 * 60 * 60 * 1000;
        // Two files as the share target keeps them: one shared four days ago, one yesterday.
        const [old, recent] = await page.evaluate(
          async ({ text, day }) => {
            const cache = await caches.open('bridgepad-shared');
            const keys = [`/shared/${Date.now() - 4 * day}-0`, `/shared/${Date.now() - day}-0`];
            for (const key of keys) {
              await cache.put(
                key,
                new Response(text, {
                  headers: { 'x-file-name': 'result.json', 'x-file-size': String(text.length) },
                }),
              );
            }
            return keys;
          },
          { text: MATCH, day },
        );
        await page.goto(`${e2e.app().url}#/desk`);
        await page.getByText('A file was shared with WeThey.', { exact: false }).waitFor();
        expect(await sharedKeys(page)).toEqual([recent]);
        expect(old).toMatch(/^\/shared\/\d+-0$/);
      },
    );
  });
});
