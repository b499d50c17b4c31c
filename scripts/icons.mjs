// Renders the app icons (public/icons/*.png) from their SVG sources with Debian's Chromium.
// Run after changing an icon: `node scripts/icons.mjs`. The PNGs are committed.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const args = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
const browser = await chromium.launch({ executablePath: process.env.BRIDGEPAD_CHROMIUM ?? '/usr/bin/chromium', args });
const jobs = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];
for (const [source, target, size] of jobs) {
  const svg = readFileSync(new URL(`../public/icons/${source}`, import.meta.url), 'utf8');
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: new URL(`../public/icons/${target}`, import.meta.url).pathname, omitBackground: true });
  await page.close();
}
await browser.close();
