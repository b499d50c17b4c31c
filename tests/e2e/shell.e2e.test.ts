// The built app opens in Chromium at phone and tablet size: titled "WeThey" and showing the
// name, with no console errors and no request leaving the app's own origin.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { COMPILE_HINT, SERVED_HEADERS } from '../../vite.config.ts';
import type { ViewportName } from './harness.ts';
import { distDir, repoRoot, screenshot, useAppAndBrowser, withPage } from './harness.ts';

const e2e = useAppAndBrowser();

describe('the app shell', () => {
  test("asks V8 to compile the first screen's script whole as it streams in, and no other", () => {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const scripts = [
      ...html.matchAll(/<script type="module" crossorigin src="\/(assets\/[^"]+)"/g),
    ];
    const first = scripts.map(([, src]) => src ?? '').find((src) => /\/app-[\w-]+\.js$/.test(src));
    expect(first).toBeDefined();
    expect(readFileSync(join(distDir, first ?? ''), 'utf8').startsWith(`${COMPILE_HINT}\n`)).toBe(
      true,
    );
    const later = readdirSync(join(distDir, 'assets')).filter(
      (file) => file.endsWith('.js') && `assets/${file}` !== first,
    );
    expect(later.length).toBeGreaterThan(10);
    for (const file of later) {
      expect(readFileSync(join(distDir, 'assets', file), 'utf8')).not.toContain(COMPILE_HINT);
    }
  });

  test('offers Chromium PNG icons only, which it can decode at start without drawing an SVG page', () => {
    const manifest = JSON.parse(readFileSync(join(distDir, 'manifest.webmanifest'), 'utf8')) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(
      manifest.icons.map(({ src, sizes, type, purpose }) => [src, sizes, type, purpose]),
    ).toEqual([
      ['/icons/icon-192.png', '192x192', 'image/png', 'any'],
      ['/icons/icon-512.png', '512x512', 'image/png', 'any'],
      ['/icons/icon-maskable-512.png', '512x512', 'image/png', 'maskable'],
    ]);
    for (const { src } of manifest.icons) {
      const png = readFileSync(join(distDir, src));
      expect(png.subarray(1, 4).toString('latin1'), src).toBe('PNG');
    }
  });

  test('is served with its security headers, and no other site may frame it', async () => {
    const app = e2e.app();
    await withPage(
      e2e.browser(),
      app,
      { viewport: 'phone', shotName: 'shell-headers' },
      async (page, problems) => {
        const response = await page.goto(app.url, { waitUntil: 'load' });
        const headers = response?.headers() ?? {};
        expect(headers['content-security-policy']).toBe(
          "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
            "font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
            "object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'",
        );
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('no-referrer');
        // The scripts carry them too, and README gives a static host the very same lines.
        const script = await page.request.get(
          new URL(
            (await page.locator('script[type="module"]').first().getAttribute('src')) ?? '',
            app.url,
          ).href,
        );
        expect(script.headers()['x-content-type-options']).toBe('nosniff');
        const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
        for (const [name, value] of Object.entries(SERVED_HEADERS)) {
          expect(readme).toContain(`${name}: ${value}`);
        }
        // Framed by another page, the app refuses to show: Chromium says why, and shows its own
        // error page in the frame instead.
        const refused = page.waitForEvent('console', (message) =>
          message.text().includes(`Content Security Policy directive: "frame-ancestors 'none'"`),
        );
        await page.setContent(`<iframe src="${app.url}"></iframe>`);
        await refused;
        const framed = page.frames().find((frame) => frame !== page.mainFrame());
        if (framed === undefined) throw new Error('the page has no frame');
        await framed.waitForURL('chrome-error://chromewebdata/');
        expect(await framed.locator('#root').count()).toBe(0);
        expect(problems.foreignRequests).toEqual([]);
      },
    );
  });

  test.each<ViewportName>(['phone', 'tablet'])(
    'at %s size: titled and named WeThey, no errors, nothing fetched from elsewhere',
    async (viewport) => {
      const app = e2e.app();
      const shotName = `shell-${viewport}`;
      await withPage(e2e.browser(), app, { viewport, shotName }, async (page, problems) => {
        const response = await page.goto(app.url, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        await expect.poll(() => page.title()).toBe('WeThey');

        // The name is a heading, or the app bar's home link on screens that head themselves.
        const name = page
          .getByRole('heading', { name: 'WeThey' })
          .or(page.getByRole('banner').getByRole('link', { name: 'WeThey', exact: true }));
        await name.first().waitFor({ state: 'visible' });
        expect(await name.first().isVisible()).toBe(true);
        // Whichever screen opens first heads itself.
        await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });

        await page.waitForLoadState('networkidle');
        await screenshot(page, shotName);

        expect(problems.consoleErrors).toEqual([]);
        expect(problems.foreignRequests).toEqual([]);
        expect(problems.failedRequests).toEqual([]);
      });
    },
  );
});
