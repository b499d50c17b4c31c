// Renders the app icons (public/icons/*.png) from their SVG sources with Debian's Chromium, then
// stores each with a palette of its few colours (Debian's pngquant and zopfli), which looks the
// same and halves what the service worker keeps offline. Run after changing an icon:
// `apt-get install -y chromium pngquant zopfli && node scripts/icons.mjs`. The PNGs are committed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { DEBIAN_CHROMIUM } from './debianChromium.mjs';

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
];
const browser = await chromium.launch({
  executablePath: process.env.BRIDGEPAD_CHROMIUM ?? DEBIAN_CHROMIUM,
  args,
});
// iOS's home screen icon is the maskable one (index.html): full-bleed, iOS rounds its corners.
const jobs = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
];
for (const [source, target, size] of jobs) {
  const svg = readFileSync(new URL(`../public/icons/${source}`, import.meta.url), 'utf8');
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  const path = new URL(`../public/icons/${target}`, import.meta.url).pathname;
  await page.screenshot({ path, omitBackground: true });
  await page.close();
  // 32 colours: the icon's five flat colours and the soft edges between them, a third smaller
  // than a full palette and not to be told apart from it at any size.
  execFileSync('pngquant', ['32', '--speed', '1', '--strip', '--force', '--output', path, path]);
  // zopfli's deflate packs the same pixels about a tenth smaller than optipng's; the fully
  // transparent corners' colour, which nothing shows, is set to whatever packs best.
  execFileSync('zopflipng', ['-y', '-m', '--lossy_transparent', path, path]);
}
await browser.close();
